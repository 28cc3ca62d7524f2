import { CHART } from '@nova/shared-contracts';
import type { ChainKey, Resolution } from '@nova/shared-contracts';

/** The 15 intervals (spec 3 §9), shortest first. */
export const RESOLUTIONS = CHART.resolutions as readonly Resolution[];

/** 1s bars exist only on Solana and the layer-2 chain; elsewhere 1s falls back to 1m (spec 3 §4). */
export function effectiveResolution(resolution: Resolution, chain: ChainKey): Resolution {
  return resolution === '1s' && chain !== 'solana' && chain !== 'gatelayer' ? '1m' : resolution;
}

/** The intervals offered on a chain: 1s only where 1s bars exist, never one that would silently become another. */
export function resolutionsFor(chain: ChainKey): readonly Resolution[] {
  return RESOLUTIONS.filter((resolution) => effectiveResolution(resolution, chain) === resolution);
}

/** An interval's length in seconds (a bar's period). */
export function periodSeconds(resolution: Resolution): number {
  return CHART.resolutionSeconds[resolution];
}
