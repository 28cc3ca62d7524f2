import { useMemo, useRef, useState } from 'react';
import type { ChainKey, Loadable, Resolution } from '@nova/shared-contracts';
import { useApi, useChannel } from '@nova/shared-ui';
import { applyTrade, historyRange, normaliseBars } from '../model/bars';
import type { Bar } from '../model/bars';

export interface BarsFeed {
  /** History bars, with live trades folded in. */
  bars: Loadable<Bar[]> & { reload: () => void };
  /** The last live change (null until one arrives): the chart applies it with series.update. */
  liveBar: Bar | null;
}

/**
 * The chart's data: up to 1000 bars of history from tokenKline, then live trades from
 * trade_history folded into the last bar (spec 3 §4 bar builder). `pairAddress` null waits.
 */
export function useBars(chain: ChainKey, address: string, pairAddress: string | null, resolution: Resolution): BarsFeed {
  // The window is fixed when the token or interval changes; Retry re-asks for the same window.
  const range = useMemo(() => historyRange(resolution, Date.now()), [chain, address, resolution]); // eslint-disable-line react-hooks/exhaustive-deps
  // The pair comes from token info; no request until it is known (null).
  const history = useApi('tokenKline', pairAddress === null ? null : { chain, token_address: address, ...(pairAddress ? { pair_address: pairAddress } : {}), ...range });
  const answer = history.status === 'success' ? history.data : null;
  // The folded bars: live trades update this array in place (it is the bar builder's state); the
  // chart draws it once with setData and then each change with series.update.
  const bars = useMemo(() => (answer ? normaliseBars(answer) : null), [answer]);
  const barsRef = useRef(bars);
  barsRef.current = bars;
  const [liveBar, setLiveBar] = useState<{ of: Bar[]; bar: Bar } | null>(null);

  useChannel('tradeHistory', { chain, address }, (trade) => {
    const current = barsRef.current;
    if (!current) return;
    const changed = applyTrade(current, trade, range.period);
    if (changed) setLiveBar({ of: current, bar: changed });
  });

  const { reload } = history;
  const feedBars: BarsFeed['bars'] =
    history.status === 'error' ? { status: 'error', error: history.error, reload } : bars ? { status: 'success', data: bars, reload } : { status: 'pending', reload };
  return { bars: feedBars, liveBar: liveBar && liveBar.of === bars ? liveBar.bar : null };
}
