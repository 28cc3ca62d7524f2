// The `wallet` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import type { walletTypeSchema } from './model/auth';
import { decimalString, defineEndpoint, numeric } from './endpoint';
import { WALLET_EVENTS } from './model/wallet';

/** GET /balance/deposit_address (path not shown; ours): the custodial deposit address of a chain. */
export const depositAddress = defineEndpoint('depositAddress', {
  request: z.object({ chain: chainKeySchema }),
  response: z.object({ chain: chainKeySchema, address: z.string(), native_symbol: z.string() }),
});

/**
 * POST /trade/transfer/submit (bearer, risk): withdraw from the custodial wallet (spec 1 §7:
 * chain, from_wallet, to_wallet, token_amount, slippage 0.03; returns data.tx_hash). `token` is
 * ours ('' native, default). The network fee (`fee`) is paid in the native coin: taken from the
 * amount sent when the native coin is withdrawn (so Max, the whole balance, is accepted), from
 * the native balance otherwise. 5070 when a Solana transfer to a new account is below the rent
 * 0.00089088 SOL; 1001 above the balance; 5001 when the native amount does not cover the fee or
 * the native balance does not cover a token's fee; 400 for an invalid address.
 */
export const custodialWithdraw = defineEndpoint('custodialWithdraw', {
  request: z.object({
    chain: chainKeySchema,
    from_wallet: z.string().check(z.minLength(1), z.maxLength(100)),
    to_wallet: z.string().check(z.minLength(1), z.maxLength(100)),
    token_amount: decimalString,
    token: z._default(z.string().check(z.maxLength(100)), ''),
    slippage: z._default(z.coerce.number().check(z.gte(0), z.lte(1)), 0.03),
  }),
  response: z.object({ tx_hash: z.string(), fee: numeric }),
});

/**
 * POST /user/wallet/event (bearer; spec 1 §7, payload "not shown", ours): the client reports what
 * happened to the browser wallet: event, wallet_type (the wallet's kind), chain and address (a
 * valid address of that chain, else 400), optional chain_id. Stored per user (the last 200 are
 * kept); answers {recorded: true}.
 */
export const userWalletEvent = defineEndpoint('userWalletEvent', {
  request: z.object({
    event: z.enum(WALLET_EVENTS),
    wallet_type: z.enum(['nova', 'metamask', 'phantom', 'walletconnect', 'gatescan']) satisfies z.ZodMiniType<Exclude<z.infer<typeof walletTypeSchema>, ''>>,
    chain: chainKeySchema,
    address: z.string().check(z.trim(), z.minLength(1, 'address is required'), z.maxLength(100)),
    chain_id: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  }),
  response: z.object({ recorded: z.literal(true) }),
});
