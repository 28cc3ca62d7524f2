// The `gas` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/**
 * Gas and fee data (spec 1 §7, spec 3 §3). Solana values are micro-lamports per compute unit;
 * EVM values are wei per gas. low/avg/fast map to marketFee/fastFee/superFastFee.
 */
export const gasInfoSchema = z.object({
  chain: chainKeySchema,
  chain_type: z.enum(['solana', 'evm']),
  low: numeric,
  avg: numeric,
  fast: numeric,
  /** EVM base fee, wei. */
  base_fee: z.optional(numeric),
  /** USD price of the native coin. */
  native_coin_price: numeric,
});

/** GET /trade/gasprice: every trading chain. */
export const gasPriceList = defineEndpoint('gasPriceList', { request: z.object({}), response: z.array(gasInfoSchema) });

/** POST /trade/unitygasprice {chains}: the listed chains. */
export const unityGasPrice = defineEndpoint('unityGasPrice', {
  request: z.object({ chains: z.array(chainKeySchema).check(z.minLength(1), z.maxLength(11)) }),
  response: z.array(gasInfoSchema),
});

/** GET /trade/gasprice/evm/{chain}: fields read fast_pri_wei_per_gas and base_wei_fee. */
export const evmGasPrice = defineEndpoint('evmGasPrice', {
  request: z.object({ chain: chainKeySchema }),
  response: z.object({ chain: chainKeySchema, fast_pri_wei_per_gas: numeric, avg_pri_wei_per_gas: numeric, base_wei_fee: numeric }),
});

/** GET /trade/gaslimit/evm/{chain}: field read gas_used (a swap's gas). */
export const evmGasLimit = defineEndpoint('evmGasLimit', {
  request: z.object({ chain: chainKeySchema }),
  response: z.object({ chain: chainKeySchema, gas_used: z.number().check(z.int()) }),
});

/** GET /trade/mev_price: the MEV-protection tip, in lamports and SOL. */
export const mevPrice = defineEndpoint('mevPrice', {
  request: z.object({}),
  response: z.object({ value: z.number().check(z.int()), sol: numeric }),
});

/** GET /trade/quote/support_simulation_chain. */
export const supportSimulationChain = defineEndpoint('supportSimulationChain', {
  request: z.object({}),
  response: z.object({ chains: z.array(chainKeySchema) }),
});
