// The `gas` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { int } from '../schema';
import { decimalString, defineEndpoint, numeric } from './endpoint';

/**
 * Gas and fee data (spec 1 §7, spec 3 §3). Solana values are micro-lamports per compute unit;
 * EVM values are wei per gas. low/avg/fast map to marketFee/fastFee/superFastFee.
 */
export const gasInfoSchema = v.object({
  chain: chainKeySchema,
  chain_type: v.picklist(['solana', 'evm']),
  low: numeric,
  avg: numeric,
  fast: numeric,
  /** EVM base fee, wei. */
  base_fee: v.optional(numeric),
  /** USD price of the native coin. */
  native_coin_price: numeric,
});

/** GET /trade/gasprice: every trading chain. */
export const gasPriceList = defineEndpoint('gasPriceList', { method: 'GET', path: '/trade/gasprice', retry: true, request: v.object({}), response: v.array(gasInfoSchema) });

/** POST /trade/unitygasprice {chains}: the listed chains. */
export const unityGasPrice = defineEndpoint('unityGasPrice', {
  method: 'POST', path: '/trade/unitygasprice', retry: true,
  request: v.object({ chains: v.pipe(v.array(chainKeySchema), v.minLength(1), v.maxLength(11)) }),
  response: v.array(gasInfoSchema),
});

/** GET /trade/gasprice/evm/{chain}: fields read fast_pri_wei_per_gas and base_wei_fee. */
export const evmGasPrice = defineEndpoint('evmGasPrice', {
  method: 'GET', path: '/trade/gasprice/evm/{chain}', retry: true,
  request: v.object({ chain: chainKeySchema }),
  response: v.object({ chain: chainKeySchema, fast_pri_wei_per_gas: numeric, avg_pri_wei_per_gas: numeric, base_wei_fee: numeric }),
});

/** GET /trade/gaslimit/evm/{chain}: field read gas_used (a swap's gas). */
export const evmGasLimit = defineEndpoint('evmGasLimit', {
  method: 'GET', path: '/trade/gaslimit/evm/{chain}', retry: true,
  request: v.object({ chain: chainKeySchema }),
  response: v.object({ chain: chainKeySchema, gas_used: int() }),
});

/** GET /trade/mev_price: the MEV-protection tip, in lamports and SOL. */
export const mevPrice = defineEndpoint('mevPrice', {
  method: 'GET', path: '/trade/mev_price', retry: true,
  request: v.object({}),
  response: v.object({ value: int(), sol: numeric }),
});

/**
 * GET /trade/quote/round_trip (ours, additive in 6.1; no auth): the sell check before a buy, in
 * this group with the other simulation call. It quotes a buy of `amount_in` native, then the sell
 * of the tokens it receives against the pool as it would be after that buy, and what the round
 * trip loses. Amounts are native unless named;
 * impacts and the loss are percents. `can_sell` false (with `reason`) means the tokens could not be
 * sold back: a honeypot (the contract blocks sells) or a pool under the liquidity orders need.
 * The sim models no token taxes, so there are none to report. Codes 1000 and 400 (market-low,
 * market-exceed) as the order's amount.
 */
export const tradeRoundTrip = defineEndpoint('tradeRoundTrip', {
  method: 'GET', path: '/trade/quote/round_trip', retry: true,
  request: v.object({
    chain: chainKeySchema,
    token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    amount_in: v.pipe(decimalString, v.check((value) => !value.startsWith('-'), 'must not be negative')),
  }),
  response: v.object({
    amount_in: numeric,
    /** Tokens the buy receives. */
    tokens_out: numeric,
    /** Native the sell of `tokens_out` gives back. */
    native_back: numeric,
    buy_price_impact: v.number(),
    sell_price_impact: v.number(),
    /** The pool's fee on the buy and on the sell, in native. */
    pool_fee_in: numeric,
    pool_fee_out: numeric,
    /** The network fee of one transaction, paid once each way. */
    network_fee: numeric,
    /** What the round trip loses: amount in plus both network fees, less what comes back. */
    loss: numeric,
    loss_percent: v.number(),
    can_sell: v.boolean(),
    reason: v.optional(v.picklist(['honeypot', 'liquidity'])),
    is_open_source: v.boolean(),
  }),
});

/** GET /trade/quote/support_simulation_chain. */
export const supportSimulationChain = defineEndpoint('supportSimulationChain', {
  method: 'GET', path: '/trade/quote/support_simulation_chain', retry: true,
  request: v.object({}),
  response: v.object({ chains: v.array(chainKeySchema) }),
});
