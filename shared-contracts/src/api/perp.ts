import { z } from 'zod';
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
  request: z.object({ broker_main_uid: z.string().optional() }),
  response: z.array(perpFundStatSchema),
  auth: 'bearer',
  retry: false,
  host: 'perp',
});
