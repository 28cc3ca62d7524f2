import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { usePlatform } from '@nova/shared-ui';
import { getDatafeed } from '../api/datafeed';
import { firstPageKey } from '../model/history';
import { PaneController } from '../controller/paneController';
import type { PaneOptions, PaneSnapshot } from '../controller/paneController';
import type { LegendFeed } from '../controller/legendFeed';

export interface PaneChart extends PaneSnapshot {
  retry(): void;
  scrollTo(range: { from: number; to: number }): void;
  /** The market price in USD (the market-preview line, TP/SL), null before data. */
  lastPrice(): number | null;
  /** The token's price now (USD): the last bar closes at it. */
  setPrice(price: number | null): void;
  /** The OHLCV legend's values (a store of their own), null before the chart starts. */
  legend: LegendFeed | null;
}

const IDLE: PaneSnapshot = { chart: null, series: null, status: { state: 'pending' }, bars: 0, oldest: null, range: null, visible: null, dataReady: false };
const noSubscription = () => () => undefined;

/**
 * A pane's chart in React: creates the `PaneController` once `started` (the start delay of spec 3
 * §4) in the container, hands it every render's options, renders its snapshot, and disposes it on
 * unmount.
 */
export function usePaneChart(container: RefObject<HTMLDivElement | null>, started: boolean, options: PaneOptions): PaneChart {
  const platform = usePlatform();
  const [controller, setController] = useState<PaneController | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const price = useRef<number | null>(null);

  // The newest page is asked for during the start delay, so the chart is created with its bars
  // close at hand and paints once, with them (not empty, then again with the bars).
  const primeKey = options.symbol ? firstPageKey(options.symbol, options.resolution).join('|') : null;
  useEffect(() => {
    const { symbol, resolution } = latest.current;
    if (!started && symbol) getDatafeed(platform).prime(symbol, resolution);
  }, [started, primeKey, platform]);

  useEffect(() => {
    const host = container.current;
    if (!started || !host) return;
    const created = new PaneController(host, getDatafeed(platform), latest.current);
    created.setPrice(price.current);
    setController(created);
    return () => {
      setController(null);
      created.dispose();
    };
  }, [started, container, platform]);

  useEffect(() => {
    controller?.update(options);
  });

  const setPrice = useCallback(
    (next: number | null) => {
      price.current = next;
      controller?.setPrice(next);
    },
    [controller],
  );
  const snapshot = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getSnapshot ?? (() => IDLE));
  return {
    ...snapshot,
    retry: () => controller?.retry(),
    scrollTo: (range) => controller?.scrollTo(range),
    lastPrice: () => controller?.lastPrice() ?? null,
    setPrice,
    legend: controller?.legend ?? null,
  };
}
