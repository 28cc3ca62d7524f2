import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/** Perp account summary of one chain type (spec 2 §3): USD values. */
export const perpFundStatSchema = z.object({
  chain_type: z.enum(['SOL', 'EVM']),
  total: numeric,
  unrealised_pnl: numeric,
  available: numeric,
});
export type PerpFundStat = z.infer<typeof perpFundStatSchema>;

/**
 * GET /perp/fund_stats (spec 2 §7): the perp account summary. Shape not shown; ours: `data` is a
 * list with one row per chain type (SOL first, then EVM), so `data[0]` reads as the spec says.
 */
export const perpFundStats = defineEndpoint({
  method: 'GET',
  path: '/perp/fund_stats',
  request: z.object({ broker_main_uid: z.optional(z.string()) }),
  response: z.array(perpFundStatSchema),
  auth: 'bearer',
  retry: false,
  host: 'perp',
});

/** Perp deposit tokens (spec 2 §3): USDT on Solana, BSC and Ethereum, decimals 6, 18 and 6. */
export const PERP_TOKENS = {
  solana: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', decimals: 6 },
  bsc: { address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT', decimals: 18 },
  eth: { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', symbol: 'USDT', decimals: 6 },
} as const;
export type PerpChain = keyof typeof PERP_TOKENS;
export const perpChainSchema = z.enum(['solana', 'bsc', 'eth']);

/** Amount with at most 2 decimals (spec 2 §5). */
const perpAmount = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'amount: digits with at most 2 decimals'));

const transfer = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(100)),
  chain: perpChainSchema,
  token_address: z.string().check(z.minLength(1), z.maxLength(100)),
  token_amount: perpAmount,
  token_symbol: z.string().check(z.minLength(1), z.maxLength(20)),
  broker_uid: z.optional(z.string().check(z.maxLength(100))),
  token_decimal: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(36))),
});

/**
 * POST /perp/deposit_fee (perp): fee estimate of a deposit, `deposit_fee` in the chain's native
 * smallest units (lamports / wei); for Solana the client adds the fixed 0.00089088.
 */
export const perpDepositFee = defineEndpoint({ method: 'POST', path: '/perp/deposit_fee', request: transfer, response: z.object({ deposit_fee: z.string() }), auth: 'perp', retry: false, host: 'perp' });

/**
 * POST /perp/deposit (perp): convert USDT of the custodial wallet into the perp account (the
 * custodial "single server call"). Codes: 407003 amount, 407005 symbol, 407007 chain, 407008
 * address (not the user's own), 407012 token address, 407046 insufficient balance, 407001 device.
 */
export const perpConvert = defineEndpoint({
  method: 'POST',
  path: '/perp/deposit',
  request: transfer,
  response: z.object({ deposit_id: z.string(), tx_hash: z.string(), available: numeric }),
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/** POST /perp/deposit/post_process (perp): a wallet login registers its on-chain deposit (txn_hash); the sim moves the USDT. */
export const perpDepositPostProcess = defineEndpoint({
  method: 'POST',
  path: '/perp/deposit/post_process',
  request: z.extend(transfer, { txn_hash: z.string().check(z.minLength(10), z.maxLength(200)) }),
  response: z.object({ deposit_id: z.string(), tx_hash: z.string(), available: numeric }),
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/** GET /perp/fee: withdraw fee per chain (USDT). */
export const perpWithdrawFee = defineEndpoint({
  method: 'GET',
  path: '/perp/fee',
  request: z.object({ broker_uid: z.optional(z.string().check(z.maxLength(100))) }),
  response: z.object({ list: z.array(z.object({ chain: perpChainSchema, withdraw_fee: numeric })) }),
  auth: 'bearer',
  retry: false,
  host: 'perp',
});

/** GET /perp/withdraw_limit: single (once) and daily (day) limits, USDT. */
export const perpWithdrawLimit = defineEndpoint({
  method: 'GET',
  path: '/perp/withdraw_limit',
  request: z.object({}),
  response: z.object({ once: numeric, day: numeric, min_base: numeric }),
  auth: 'bearer',
  retry: false,
  host: 'perp',
});

/** GET /perp/withdrawn_today (path not shown; ours): USDT withdrawn today per chain. */
export const perpWithdrawnToday = defineEndpoint({
  method: 'GET',
  path: '/perp/withdrawn_today',
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ chain: perpChainSchema, withdraw: numeric })) }),
  auth: 'bearer',
  retry: false,
  host: 'perp',
});

const withdrawTransfer = z.extend(transfer, { to_address: z.string().check(z.minLength(1), z.maxLength(100)) });
const withdrawResult = z.object({ withdraw_id: z.string(), tx_hash: z.string(), fee: numeric, available: numeric });

/**
 * POST /perp/withdraw_asset (perp): the non-wallet withdraw of spec 2 §7 (address, chain,
 * to_address, token_address, token_amount, token_symbol, broker_uid; response not shown, ours as
 * /perp/withdraw/submit). Withdraw USDT of the perp account to `to_address`: minimum 2 + the
 * chain's fee (407003); above the available balance 407046; an amount reaching the single limit,
 * or the daily limit with today's withdrawals, may only go to the user's own address (407008).
 * Wallet logins get 407009: they sign /perp/withdraw/sign_data and use /perp/withdraw/submit.
 */
export const perpWithdrawAsset = defineEndpoint({
  method: 'POST',
  path: '/perp/withdraw_asset',
  request: withdrawTransfer,
  response: withdrawResult,
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/**
 * POST /perp/withdraw/submit (perp): the wallet-auth withdraw of spec 2 §7: the fields of
 * /perp/withdraw_asset plus the signature of /perp/withdraw/sign_data (407009 without a valid
 * one); same rules and result. Custodial logins may use it without a signature.
 */
export const perpWithdraw = defineEndpoint({
  method: 'POST',
  path: '/perp/withdraw/submit',
  request: z.extend(withdrawTransfer, {
    /** Wallet logins: the timestamp of /perp/withdraw/sign_data and the signature, as r, s, v (EVM) or `signature` (Solana, hex or base58). */
    timestamp: z.optional(z.coerce.number().check(z.int())),
    r: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
    s: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
    v: z.optional(z.coerce.number().check(z.int())),
    signature: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: withdrawResult,
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/**
 * POST /perp/deposit/sign_data (perp): what a wallet login needs to deposit on chain: the vault
 * contract info (spec 2 §3 "Perp contract response"), and for Solana a hex transaction `data`.
 * The wallet sends it, then registers the hash with /perp/deposit/post_process.
 */
export const perpDepositSignData = defineEndpoint({
  method: 'POST',
  path: '/perp/deposit/sign_data',
  request: transfer,
  response: z.object({ contract_address: z.string(), account_id: z.string(), broker_hash: z.string(), token_hash: z.string(), data: z.optional(z.string()) }),
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/**
 * POST /perp/withdraw/sign_data (perp): what a wallet login signs to withdraw. EVM: `data` is the
 * hex-encoded JSON of EIP-712 typed data {domain, types (with Withdraw), primaryType, message}
 * including `timestamp`; Solana: `data` is the hex of the UTF-8 message. Valid 5 minutes.
 */
export const perpWithdrawSignData = defineEndpoint({
  method: 'POST',
  path: '/perp/withdraw/sign_data',
  request: withdrawTransfer,
  response: z.object({ data: z.string().check(z.regex(/^0x[0-9a-f]*$/)), timestamp: z.number().check(z.int()) }),
  auth: 'perp',
  retry: false,
  host: 'perp',
});

/**
 * POST /account/perp/address_check (bearer; payload and response not shown, ours): is `address`
 * a valid address of `chain` (Solana: base58 of a 32-byte public key; EVM: 0x and 40 hex digits,
 * any case), and is it the caller's own wallet on that chain (EVM compared case-insensitively).
 * An invalid address is an answer (`valid: false`), not an error.
 */
export const perpAddressCheck = defineEndpoint({
  method: 'POST',
  path: '/account/perp/address_check',
  request: z.object({ chain: chainKeySchema, address: z.string().check(z.trim(), z.minLength(1, 'address is required'), z.maxLength(200)) }),
  response: z.object({ chain: chainKeySchema, address: z.string(), valid: z.boolean(), own: z.boolean() }),
  auth: 'bearer',
  retry: false,
});
