import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { IChartApi } from 'lightweight-charts';
import type { ChainKey, Resolution } from '@nova/shared-contracts';
import type { ChartTranslator } from '../../../i18n/messages';
import { periodSeconds } from '../../../shared/model/resolution';
import type { MainSeries } from '../../../shared/series';
import { TradeOverlayController } from '../controller/tradeOverlayController';
import type { TradeOverlaySnapshot, TradeTooltip } from '../controller/tradeOverlayController';
import type { TradeDisplay } from '../model/display';
import { followedPoints } from '../model/followed';
import { LINE_TITLE_KEYS, chartLines, priceLineSpecs } from '../model/lines';
import type { ChartLine } from '../model/lines';
import { aggregateTrades, bucketFor, insideRange } from '../model/markers';
import type { TradeGroup, TradePoint } from '../model/markers';
import { groupText } from './groupText';
import { useTradeData } from './useTradeData';

export interface TradeOverlayOptions {
  chart: IChartApi | null;
  series: MainSeries | null;
  chain: ChainKey;
  address: string;
  symbol: string;
  resolution: Resolution;
  factor: number;
  display: TradeDisplay;
  /** The 'market-preview' line when one is shown (hovering the position's Close). */
  preview: ChartLine | null;
  t: ChartTranslator;
  locale: string;
}

export interface TradeOverlay {
  tooltip: TradeTooltip | null;
  /** Own-trade markers drawn (inside the visible range): test hook. */
  markers: number;
  /** The lines drawn (orders, position, preview), with their buttons' flags. */
  lines: ChartLine[];
  /** Followed-wallet groups inside the visible range. */
  followed: TradeGroup[];
}

const IDLE: TradeOverlaySnapshot = { range: null, tooltip: null, markers: 0 };
const noSubscription = () => () => undefined;

/**
 * The signed-in user's trades and orders on a chart (spec 3 §3, §4): own-trade markers aggregated
 * per bucket and side (only inside the visible range, tooltips on hover), followed wallets'
 * trades per bucket and wallet, open limit / TP / SL order lines and the position's average-cost
 * line (amber), semi-transparent while a market-preview line is shown. The data comes from
 * `useTradeData`; the drawing on the chart is the React-free `TradeOverlayController`.
 */
export function useTradeOverlay({ chart, series, chain, address, symbol, resolution, factor, display, preview, t, locale }: TradeOverlayOptions): TradeOverlay {
  const data = useTradeData(chain, address, display);
  const [controller, setController] = useState<TradeOverlayController | null>(null);
  useEffect(() => {
    if (!chart || !series) return;
    const created = new TradeOverlayController(chart, series);
    setController(created);
    return () => {
      setController(null);
      created.dispose();
    };
  }, [chart, series]);
  const view = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getSnapshot ?? (() => IDLE));

  const bucket = bucketFor(resolution);
  const { activity, followed: followRows, orders, positions, custodial } = data;
  const own = useMemo<TradeGroup[]>(() => {
    if (!activity || !display.ownTrades) return [];
    const points: TradePoint[] = activity.map((row) => ({
      trade_timestamp: row.trade_timestamp,
      side: row.side,
      amount: Number(row.amount),
      native_coin_amount: 0,
      volume_usd: Number(row.volume_usd),
      tx_hash: row.tx_hash,
    }));
    return aggregateTrades(points, bucket);
  }, [activity, bucket, display.ownTrades]);
  const followedAll = useMemo<TradeGroup[]>(() => (followRows ? aggregateTrades(followedPoints(followRows, address), bucket, { byWallet: true }) : []), [followRows, address, bucket]);
  const followed = useMemo(() => insideRange(followedAll, view.range), [followedAll, view.range]);

  const period = periodSeconds(resolution);
  useEffect(() => {
    controller?.setOwnTrades({ groups: own, period, letters: { buy: t('chart.marker.buy'), sell: t('chart.marker.sell') }, describe: (group) => groupText(group, t, symbol, locale) });
  }, [controller, own, period, t, symbol, locale]);

  // Order lines, the average-cost line and the market preview: the price line on the canvas (with
  // its axis label); the label with the buttons is HTML (TradeLayer).
  const lines = useMemo<ChartLine[]>(() => {
    const list = display.orderLines ? chartLines(orders, positions, { address, chain, custodial }) : [];
    return preview ? [...list, preview] : list;
  }, [orders, positions, address, chain, custodial, preview, display.orderLines]);
  useEffect(() => {
    controller?.setPriceLines(priceLineSpecs(lines, factor, t(LINE_TITLE_KEYS.marketPreview)));
  }, [controller, lines, factor, t]);

  return { tooltip: view.tooltip, markers: view.markers, lines, followed };
}
