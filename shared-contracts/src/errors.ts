/** Error codes of the three specs, with their meaning. Wire values exactly as the API sends them. */

/** Token-expired codes: one refresh and one retry (spec 1 §8). */
export const TOKEN_EXPIRED_CODES = [40001, 0x2628174, 0x2656d81, 0x263e6e0] as const;
/** Logout codes: clear user, referrer and tokens (spec 1 §8). */
export const LOGOUT_CODES = [0x26281d8, 0x263eac8, 0x2656d80] as const;
/** Risk code: opens the safety-tip modal (spec 1 §8). */
export const RISK_CODE = 407001;

/** Order error codes (spec 1 §8). */
export const ORDER_ERRORS = {
  1000: 'amount not zero',
  1001: 'insufficient balance',
  1002: 'insufficient priority fee',
  1003: 'insufficient tip',
  5000: 'gas or slippage too low',
  5001: 'insufficient funds',
  5002: 'slippage too low',
  5003: 'insufficient liquidity',
  5004: 'account frozen',
  5070: 'new account: raise the amount because of account rent (0.00089088 SOL)',
  105: 'pair liquidity low',
  403001: 'limit order amount too low (minimum 0.001 SOL)',
  405009: 'switch wallet',
} as const satisfies Record<number, string>;

/** Auth codes (spec 2 §8). */
export const AUTH_ERRORS = {
  405001: 'email not registered',
  405002: 'email already registered',
  405003: 'account registered via Google',
  405004: 'verification too frequent',
  405005: 'code expired',
  405006: 'invalid code',
  405007: 'wrong password',
  405008: 'wrong password',
} as const satisfies Record<number, string>;

/** Perpetual codes (spec 2 §8); 407022-407043 are system failures. */
export const PERP_ERRORS = {
  4001: 'user rejected',
  4902: 'chain not added',
  407001: 'device',
  407003: 'amount',
  407005: 'symbol',
  407007: 'chain',
  407008: 'address',
  407009: 'user',
  407010: 'vault',
  407011: 'RPC config',
  407012: 'token address',
  407013: 'fee',
  407014: 'config',
  407015: 'withdraw request',
  407016: 'withdraw config',
  407017: 'withdraw chain info',
  407018: 'deposit request',
  407019: 'deposit config',
  407020: 'deposit chain info',
  407021: 'balance',
  407044: 'gas limit',
  407046: 'insufficient balance',
  407047: 'account error',
  407048: 'insufficient balance',
  407050: 'gas limit',
} as const satisfies Record<number, string>;

export type PerpErrorGroup = 'validation' | 'withdraw' | 'deposit' | 'system' | 'unknown';

/** Group of a perpetual error code (spec 2 §8). */
export function perpErrorGroup(code: number): PerpErrorGroup {
  if (code >= 407001 && code <= 407014) return 'validation';
  if (code >= 407015 && code <= 407017) return 'withdraw';
  if (code >= 407018 && code <= 407021) return 'deposit';
  if (code >= 407022 && code <= 407043) return 'system';
  return 'unknown';
}

/**
 * Client-side codes (negative, never sent by the server) that the API and realtime clients use
 * when there is no server code to report.
 */
export const CLIENT_ERRORS = {
  network: -1,
  timeout: -2,
  invalidResponse: -3,
  aborted: -4,
  userCancelled: -5,
} as const;

/** Marks an ApiError whichever copy of this package made it (a registered symbol: one per page). */
const API_ERROR = Symbol.for('nova.shared-contracts.ApiError');

/**
 * The normalised error every PlatformServices call rejects with. Each app bundles its own copy of
 * this package, so the host's API client and a remote hold two ApiError classes: `instanceof`
 * checks the mark every copy sets, not the class, and holds across them.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  constructor(code: number, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    Object.defineProperty(this, API_ERROR, { value: true });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: unknown })[API_ERROR] === true;
  }
}

export function isTokenExpiredCode(code: number): boolean {
  return (TOKEN_EXPIRED_CODES as readonly number[]).includes(code);
}

export function isLogoutCode(code: number): boolean {
  return (LOGOUT_CODES as readonly number[]).includes(code);
}
