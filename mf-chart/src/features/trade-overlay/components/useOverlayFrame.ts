import { useEffect, useState } from 'react';
import type { IChartApi } from 'lightweight-charts';
import type { MainSeries } from '../../../shared/series';

/**
 * A counter that changes (at most once per animation frame) whenever what the chart shows may
 * have moved: scrolling or zooming, a resize, the pointer over the chart (a scale drag), new
 * data (the price scale follows it). HTML drawn over the canvas re-reads its coordinates then.
 * Only listens while `enabled` (something is drawn), so an empty overlay costs nothing.
 */
export function useOverlayFrame(chart: IChartApi | null, series: MainSeries | null, enabled: boolean): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!chart || !series || !enabled) return;
    let pending = 0;
    const bump = () => {
      if (pending) return;
      pending = requestFrame(() => {
        pending = 0;
        setFrame((n) => n + 1);
      });
    };
    const scale = chart.timeScale();
    scale.subscribeVisibleLogicalRangeChange(bump);
    scale.subscribeSizeChange(bump);
    chart.subscribeCrosshairMove(bump);
    series.subscribeDataChanged(bump);
    bump();
    return () => {
      scale.unsubscribeVisibleLogicalRangeChange(bump);
      scale.unsubscribeSizeChange(bump);
      chart.unsubscribeCrosshairMove(bump);
      series.unsubscribeDataChanged(bump);
      if (pending) cancelFrame(pending);
    };
  }, [chart, series, enabled]);
  return frame;
}

function requestFrame(callback: () => void): number {
  if (typeof requestAnimationFrame === 'function') return requestAnimationFrame(callback);
  return setTimeout(callback, 16) as unknown as number;
}

function cancelFrame(id: number) {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id);
  else clearTimeout(id);
}
