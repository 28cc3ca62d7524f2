// The `perp` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/** Perp account summary of one chain type (spec 2 §3): USD values. */
export const perpFundStatSchema = v.object({
  chain_type: v.picklist(['SOL', 'EVM']),
  total: numeric,
  unrealised_pnl: numeric,
  available: numeric,
});
export type PerpFundStat = v.InferOutput<typeof perpFundStatSchema>;

/**
 * GET /perp/fund_stats (spec 2 §7): the perp account summary. Shape not shown; ours: `data` is a
 * list with one row per chain type (SOL first, then EVM), so `data[0]` reads as the spec says.
 */
export const perpFundStats = defineEndpoint('perpFundStats', {
  method: 'GET', path: '/perp/fund_stats', retry: false, host: 'perp',
  request: v.object({ broker_main_uid: v.optional(v.string()) }),
  response: v.array(perpFundStatSchema),
});

export const perpChainSchema = v.picklist(['solana', 'bsc', 'eth']);

/** Amount with at most 2 decimals (spec 2 §5). */
const perpAmount = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'amount: digits with at most 2 decimals'));

const transfer = v.object({
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  chain: perpChainSchema,
  token_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  token_amount: perpAmount,
  token_symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  broker_uid: v.optional(v.pipe(v.string(), v.maxLength(100))),
  token_decimal: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0), v.maxValue(36))),
});

/**
 * POST /perp/deposit_fee (perp): fee estimate of a deposit, `deposit_fee` in the chain's native
 * smallest units (lamports / wei); for Solana the client adds the fixed 0.00089088.
 */
export const perpDepositFee = defineEndpoint('perpDepositFee', { method: 'POST', path: '/perp/deposit_fee', retry: false, host: 'perp', request: transfer, response: v.object({ deposit_fee: v.string() }) });

/**
 * POST /perp/deposit (perp): convert USDT of the custodial wallet into the perp account (the
 * custodial "single server call"). Codes: 407003 amount, 407005 symbol, 407007 chain, 407008
 * address (not the user's own), 407012 token address, 407046 insufficient balance, 407001 device.
 */
export const perpConvert = defineEndpoint('perpConvert', {
  method: 'POST', path: '/perp/deposit', retry: false, host: 'perp',
  request: transfer,
  response: v.object({ deposit_id: v.string(), tx_hash: v.string(), available: numeric }),
});

/** POST /perp/deposit/post_process (perp): a wallet login registers its on-chain deposit (txn_hash); the sim moves the USDT. */
export const perpDepositPostProcess = defineEndpoint('perpDepositPostProcess', {
  method: 'POST', path: '/perp/deposit/post_process', retry: false, host: 'perp',
  request: v.object({ ...transfer.entries, txn_hash: v.pipe(v.string(), v.minLength(10), v.maxLength(200)) }),
  response: v.object({ deposit_id: v.string(), tx_hash: v.string(), available: numeric }),
});

/** GET /perp/fee: withdraw fee per chain (USDT). */
export const perpWithdrawFee = defineEndpoint('perpWithdrawFee', {
  method: 'GET', path: '/perp/fee', retry: false, host: 'perp',
  request: v.object({ broker_uid: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
  response: v.object({ list: v.array(v.object({ chain: perpChainSchema, withdraw_fee: numeric })) }),
});

/** GET /perp/withdraw_limit: single (once) and daily (day) limits, USDT. */
export const perpWithdrawLimit = defineEndpoint('perpWithdrawLimit', {
  method: 'GET', path: '/perp/withdraw_limit', retry: false, host: 'perp',
  request: v.object({}),
  response: v.object({ once: numeric, day: numeric, min_base: numeric }),
});

/** GET /perp/withdrawn_today (path not shown; ours): USDT withdrawn today per chain. */
export const perpWithdrawnToday = defineEndpoint('perpWithdrawnToday', {
  method: 'GET', path: '/perp/withdrawn_today', retry: false, host: 'perp',
  request: v.object({}),
  response: v.object({ list: v.array(v.object({ chain: perpChainSchema, withdraw: numeric })) }),
});

const withdrawTransfer = v.object({ ...transfer.entries, to_address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
/**
 * A withdraw's result. `tx_hash` is the payout's transaction; `tx_url` where it can be seen when the
 * server knows a better page than the chain's public explorer (market-sim: its /tx/{chain}/{hash}
 * view of a wallet login's on-chain payout; added in contract 6.1), absent otherwise.
 */
const withdrawResult = v.object({ withdraw_id: v.string(), tx_hash: v.string(), fee: numeric, available: numeric, tx_url: v.optional(v.pipe(v.string(), v.url())) });

/**
 * POST /perp/withdraw_asset (perp): the non-wallet withdraw of spec 2 §7 (address, chain,
 * to_address, token_address, token_amount, token_symbol, broker_uid; response not shown, ours as
 * /perp/withdraw/submit). Withdraw USDT of the perp account to `to_address`: minimum 2 + the
 * chain's fee (407003); above the available balance 407046; an amount reaching the single limit,
 * or the daily limit with today's withdrawals, may only go to the user's own address (407008).
 * Wallet logins get 407009: they sign /perp/withdraw/sign_data and use /perp/withdraw/submit.
 */
export const perpWithdrawAsset = defineEndpoint('perpWithdrawAsset', {
  method: 'POST', path: '/perp/withdraw_asset', retry: false, host: 'perp',
  request: withdrawTransfer,
  response: withdrawResult,
});

/**
 * POST /perp/withdraw/submit (perp): the wallet-auth withdraw of spec 2 §7: the fields of
 * /perp/withdraw_asset plus the signature of /perp/withdraw/sign_data (407009 without a valid
 * one); same rules and result. Custodial logins may use it without a signature.
 */
export const perpWithdraw = defineEndpoint('perpWithdraw', {
  method: 'POST', path: '/perp/withdraw/submit', retry: false, host: 'perp',
  request: v.object({
    ...withdrawTransfer.entries,
    /** Wallet logins: the timestamp of /perp/withdraw/sign_data and the signature, as r, s, v (EVM) or `signature` (Solana, hex or base58). */
    timestamp: v.optional(v.pipe(coerceNumber(), v.safeInteger())),
    r: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))),
    s: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))),
    v: v.optional(v.pipe(coerceNumber(), v.safeInteger())),
    signature: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  response: withdrawResult,
});

/**
 * POST /perp/deposit/sign_data (perp): what a wallet login needs to deposit on chain: the vault
 * contract info (spec 2 §3 "Perp contract response"), and for Solana a hex transaction `data`.
 * The wallet sends it, then registers the hash with /perp/deposit/post_process.
 */
export const perpDepositSignData = defineEndpoint('perpDepositSignData', {
  method: 'POST', path: '/perp/deposit/sign_data', retry: false, host: 'perp',
  request: transfer,
  response: v.object({ contract_address: v.string(), account_id: v.string(), broker_hash: v.string(), token_hash: v.string(), data: v.optional(v.string()) }),
});

/**
 * POST /perp/withdraw/sign_data (perp): what a wallet login signs to withdraw. EVM: `data` is the
 * hex-encoded JSON of EIP-712 typed data {domain, types (with Withdraw), primaryType, message}
 * including `timestamp`; Solana: `data` is the hex of the UTF-8 message. Valid 5 minutes.
 */
export const perpWithdrawSignData = defineEndpoint('perpWithdrawSignData', {
  method: 'POST', path: '/perp/withdraw/sign_data', retry: false, host: 'perp',
  request: withdrawTransfer,
  response: v.object({ data: v.pipe(v.string(), v.regex(/^0x[0-9a-f]*$/)), timestamp: int() }),
});

/**
 * POST /account/perp/address_check (bearer; payload and response not shown, ours): is `address`
 * a valid address of `chain` (Solana: base58 of a 32-byte public key; EVM: 0x and 40 hex digits,
 * any case), and is it the caller's own wallet on that chain (EVM compared case-insensitively).
 * An invalid address is an answer (`valid: false`), not an error.
 */
export const perpAddressCheck = defineEndpoint('perpAddressCheck', {
  method: 'POST', path: '/account/perp/address_check', retry: false,
  request: v.object({ chain: chainKeySchema, address: v.pipe(v.string(), v.trim(), v.minLength(1, 'address is required'), v.maxLength(200)) }),
  response: v.object({ chain: chainKeySchema, address: v.string(), valid: v.boolean(), own: v.boolean() }),
});
