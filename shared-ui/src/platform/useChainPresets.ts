import { useEffect, useMemo, useState } from 'react';
import { readChainPresets, tradePresetsPref, usePlatform } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets } from '@nova/shared-contracts';

/** The chain's saved presets (defaults when absent or malformed), following prefs changes. */
export function useChainPresets(chain: ChainKey): ChainPresets {
  const { prefs } = usePlatform();
  const key = tradePresetsPref(chain);
  const [saved, setSaved] = useState<{ key: string; value: unknown }>(() => ({ key, value: prefs.get<unknown>(key, null) }));
  useEffect(() => {
    setSaved({ key, value: prefs.get<unknown>(key, null) });
    return prefs.subscribe<unknown>(key, (value) => setSaved({ key, value }));
  }, [prefs, key]);
  const value = saved.key === key ? saved.value : prefs.get<unknown>(key, null);
  return useMemo(() => readChainPresets(chain, value), [chain, value]);
}
