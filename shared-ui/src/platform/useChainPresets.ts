import { useMemo } from 'react';
import { readChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets } from '@nova/shared-contracts';
import { usePref } from './usePref';

/** The chain's saved presets (defaults when absent or malformed), following prefs changes. */
export function useChainPresets(chain: ChainKey): ChainPresets {
  const saved = usePref<unknown>(tradePresetsPref(chain), null);
  return useMemo(() => readChainPresets(chain, saved), [chain, saved]);
}
