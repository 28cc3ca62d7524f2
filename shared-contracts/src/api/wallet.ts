// The `wallet` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { coerceNumber, int } from '../schema';
import type { walletTypeSchema } from './model/auth';
import { decimalString, defineEndpoint, numeric } from './endpoint';
import { WALLET_EVENTS } from './model/wallet';

/** GET /balance/deposit_address (path not shown; ours): the custodial deposit address of a chain. */
export const depositAddress = defineEndpoint('depositAddress', {
  method: 'GET', path: '/balance/deposit_address', retry: true,
  request: v.object({ chain: chainKeySchema }),
  response: v.object({ chain: chainKeySchema, address: v.string(), native_symbol: v.string() }),
});

/**
 * POST /trade/transfer/submit (bearer, risk): withdraw from the custodial wallet (spec 1 §7:
 * chain, from_wallet, to_wallet, token_amount, slippage 0.03; returns data.tx_hash). `token` is
 * ours ('' native, default). The network fee (`fee`) is paid in the native coin: taken from the
 * amount sent when the native coin is withdrawn (so Max, the whole balance, is accepted), from
 * the native balance otherwise. 5070 when a Solana transfer to a new account is below the rent
 * 0.00089088 SOL; 1001 above the balance; 5001 when the native amount does not cover the fee or
 * the native balance does not cover a token's fee; 400 for an invalid address (a mixed-case EVM
 * address must carry its EIP-55 checksum). Sent with an `idempotency-key` header, a repeat answers
 * the first result (one payout per key).
 */
export const custodialWithdraw = defineEndpoint('custodialWithdraw', {
  method: 'POST', path: '/trade/transfer/submit', retry: false,
  request: v.object({
    chain: chainKeySchema,
    from_wallet: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    to_wallet: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    token_amount: decimalString,
    token: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    slippage: v.optional(v.pipe(coerceNumber(), v.minValue(0), v.maxValue(1)), 0.03),
  }),
  response: v.object({
    tx_hash: v.string(),
    fee: numeric,
    /**
     * Where the transaction can be seen, when the server knows a better page than the chain's public
     * explorer (market-sim: its own /tx/{chain}/{hash} view of its local chains); absent otherwise.
     */
    tx_url: v.optional(v.pipe(v.string(), v.url())),
  }),
});

/**
 * GET /trade/transfer/quote (bearer; ours): the custodial withdraw as it would go now, checked as
 * POST /trade/transfer/submit checks it (the same refusals: 5070, 1001, 5001, 400 for an invalid
 * address, 404 for an asset the wallet does not hold) without sending anything, for the confirm
 * step: the network fee in the native coin (`fee_symbol`) and what the recipient gets (`receive`,
 * the amount less the fee for the native coin, the amount otherwise). Gas drifts: the withdraw
 * charges the fee of the moment it is sent and answers it.
 */
export const custodialWithdrawQuote = defineEndpoint('custodialWithdrawQuote', {
  method: 'GET', path: '/trade/transfer/quote', retry: true,
  request: v.object({
    chain: chainKeySchema,
    from_wallet: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    to_wallet: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    token_amount: decimalString,
    token: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  }),
  response: v.object({ chain: chainKeySchema, fee: numeric, fee_symbol: v.string(), receive: numeric, receive_symbol: v.string() }),
});

/**
 * POST /user/wallet/event (bearer; spec 1 §7, payload "not shown", ours): the client reports what
 * happened to the browser wallet: event, wallet_type (the wallet's kind), chain and address (a
 * valid address of that chain, else 400), optional chain_id. Stored per user (the last 200 are
 * kept); answers {recorded: true}.
 */
export const userWalletEvent = defineEndpoint('userWalletEvent', {
  method: 'POST', path: '/user/wallet/event', retry: false,
  request: v.object({
    event: v.picklist(WALLET_EVENTS),
    wallet_type: v.picklist(['nova', 'metamask', 'phantom', 'walletconnect', 'gatescan']) satisfies v.GenericSchema<Exclude<v.InferOutput<typeof walletTypeSchema>, ''>>,
    chain: chainKeySchema,
    address: v.pipe(v.string(), v.trim(), v.minLength(1, 'address is required'), v.maxLength(100)),
    chain_id: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0))),
  }),
  response: v.object({ recorded: v.literal(true) }),
});

/**
 * A deposit to or a withdrawal from the custodial wallet (GET /balance/transfers). `amount` is
 * what arrived (a deposit) or what left the wallet (a withdrawal: the native coin's network fee
 * included), in `token_symbol` units (`token` '' is the native coin); `fee` and `fee_symbol` are a
 * withdrawal's network fee. `address` is the other side: a deposit's sender, a withdrawal's
 * recipient. `status`: `pending` until the deposit has the confirmations the server needs (or the
 * withdrawal's transaction was mined), then `completed`, or `failed`. `tx_url` as in
 * POST /trade/transfer/submit. `time` in ms. Added in contract 6.1.
 */
const transferSchema = v.object({
  id: v.string(),
  type: v.picklist(['deposit', 'withdrawal']),
  status: v.picklist(['pending', 'completed', 'failed']),
  chain: chainKeySchema,
  token: v.string(),
  token_symbol: v.string(),
  amount: numeric,
  fee: v.optional(numeric),
  fee_symbol: v.optional(v.string()),
  address: v.string(),
  tx_hash: v.string(),
  tx_url: v.optional(v.pipe(v.string(), v.url())),
  time: int(),
});

/**
 * GET /balance/transfers (bearer; ours): the custodial wallet's deposits and withdrawals on every
 * chain (or `chain`'s), newest first, `limit` a page from `offset`; `total` counts them all. A
 * wallet login has no custodial transfers: an empty list. Added in contract 6.1.
 */
export const custodialTransfers = defineEndpoint('custodialTransfers', {
  method: 'GET', path: '/balance/transfers', retry: true,
  request: v.object({
    chain: v.optional(chainKeySchema),
    limit: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20),
    offset: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.minValue(0)), 0),
  }),
  response: v.object({ list: v.array(transferSchema), total: int() }),
});
