// The `gas` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { chainKeySchema } from '../chains';
import { int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

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

/** GET /trade/quote/support_simulation_chain. */
export const supportSimulationChain = defineEndpoint('supportSimulationChain', {
  method: 'GET', path: '/trade/quote/support_simulation_chain', retry: true,
  request: v.object({}),
  response: v.object({ chains: v.array(chainKeySchema) }),
});
