import { useEffect, useMemo, useState } from 'react';
import { LineStyle, createSeriesMarkers } from 'lightweight-charts';
import type { IChartApi, IPriceLine, IRange, ISeriesMarkersPluginApi, MouseEventParams, SeriesMarker, Time } from 'lightweight-charts';
import { POLLING } from '@nova/shared-contracts';
import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { dataOf, formatCoinAmount, formatPrice, formatUsd, useApi, useChannel, usePlatform, useSession } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import { periodSeconds } from '../model/bars';
import { followedPoints, hasFollowedGroup } from '../model/followed';
import { chartLines, lineOpacity, withAlpha } from '../model/lines';
import type { ChartLine, LineKind } from '../model/lines';
import { AVG_COST_COLOUR, MARKER_COLOURS, aggregateTrades, bucketFor, insideRange, markersFor, ownTradeWallet } from '../model/markers';
import type { TradeGroup, TradePoint } from '../model/markers';
import type { MainSeries } from './series';

export interface TradeOverlayOptions {
  chart: IChartApi | null;
  series: MainSeries | null;
  chain: ChainKey;
  address: string;
  symbol: string;
  resolution: Resolution;
  factor: number;
  ownTrades: boolean;
  followedTrades: boolean;
  orderLines: boolean;
  /** The 'market-preview' line when one is shown (hovering the position's Close). */
  preview: ChartLine | null;
  t: ChartTranslator;
  locale: string;
}

export interface TradeTooltip {
  x: number;
  y: number;
  lines: string[];
}

/**
 * The signed-in user's trades and orders on a chart (spec 3 §3, §4): own-trade markers aggregated
 * per bucket and side (only inside the visible range, tooltips on hover), followed wallets'
 * trades per bucket and wallet (for a user with a followed group), open limit / TP / SL order
 * lines and the position's average-cost line (amber), semi-transparent while a market-preview
 * line is shown. Orders and positions come from the one query cache, kept fresh by realtime
 * (`followUserOrders`: spot.myorders, order_notification, holds_change) and polled only at the
 * spec's figures (orders 5 s, positions 20 s by their factory); followed wallets by their push.
 */
export interface TradeOverlay {
  tooltip: TradeTooltip | null;
  /** Own-trade markers drawn (inside the visible range): test hook. */
  markers: number;
  /** The lines drawn (orders, position, preview), with their buttons' flags. */
  lines: ChartLine[];
  /** Followed-wallet groups inside the visible range. */
  followed: TradeGroup[];
}

export const LINE_COLOURS: Record<LineKind, string> = {
  limitBuy: MARKER_COLOURS.buy,
  limitSell: MARKER_COLOURS.sell,
  tp: MARKER_COLOURS.buy,
  sl: MARKER_COLOURS.sell,
  position: AVG_COST_COLOUR,
  marketPreview: '#8a94a6',
};

export const LINE_TITLE_KEYS = {
  limitBuy: 'chart.line.limitBuy',
  limitSell: 'chart.line.limitSell',
  tp: 'chart.line.tp',
  sl: 'chart.line.sl',
  position: 'chart.line.avgCost',
  marketPreview: 'chart.line.preview',
} as const satisfies Record<LineKind, string>;

export function useTradeOverlay(options: TradeOverlayOptions): TradeOverlay {
  const { chart, series, chain, address, resolution, factor, t, locale, symbol, preview } = options;
  const session = useSession();
  const wallet = ownTradeWallet(session.user, chain);
  const signedIn = !!session.user && !!wallet;

  // The user's trades of this token (the chart points): trade history's 5 s (spec 1 §9), and at once
  // on a successful order's notification (spec 1 §3: a fill refreshes the chart points).
  const activity = useApi(
    'tokenActivity',
    signedIn && options.ownTrades ? { chain, token_address: address, wallet_address: wallet!, page_size: 100, page_index: 1, tab: 'all', order_direction: 'desc' } : null,
    { pollMs: POLLING.ordersMs },
  );
  // Open orders (orders 5 s, spec 1 §9) and positions (their factory: 20 s), both kept fresh in
  // the one cache by realtime between polls: spot.myorders, order_notification and holds_change.
  const orders = useApi('limitOrderList', signedIn && options.orderLines ? { chain, base_token: address, status: 2, page: 1, page_size: 100, wallet_address: wallet! } : null, { pollMs: POLLING.ordersMs });
  const holds = useApi('holdsList', signedIn && options.orderLines ? { chain, wallet_address: wallet! } : null);
  const { queries } = usePlatform();
  useEffect(() => (signedIn ? queries.followUserOrders() : undefined), [signedIn, queries]);
  // Followed wallets (spec 3 §4): only with a followed group; their trades of this token in the last
  // 24 h, reloaded on a follow_wallet_info push of this token; both at the generic 20 s otherwise.
  const groups = useApi('groupList', signedIn && options.followedTrades ? {} : null, { pollMs: POLLING.genericMs });
  const following = signedIn && options.followedTrades && hasFollowedGroup(dataOf(groups)?.list);
  const followTrades = useApi('smartWalletTradeEvent', following ? { token: address, chain } : null, { pollMs: POLLING.genericMs });
  useChannel('orderNotification', signedIn && options.ownTrades ? {} : null, (push) => {
    if (push.errorCode === 0) activity.reload();
  });
  useChannel('followWalletInfo', following ? {} : null, (push) => {
    if (push.ta === address) followTrades.reload();
  });

  // The answers' data (stable between renders), not the Loadable wrappers (new on each render).
  const activityRows = dataOf(activity)?.list ?? null;
  const orderList = dataOf(orders)?.order_list ?? null;
  const positions = dataOf(holds)?.list ?? null;
  const followRows = following ? (dataOf(followTrades)?.list ?? null) : null;

  const period = periodSeconds(resolution);
  const bucket = bucketFor(resolution);
  const own = useMemo<TradeGroup[]>(() => {
    if (!activityRows || !options.ownTrades) return [];
    const points: TradePoint[] = activityRows.map((row) => ({
      trade_timestamp: row.trade_timestamp,
      side: row.side,
      amount: Number(row.amount),
      native_coin_amount: 0,
      volume_usd: Number(row.volume_usd),
      tx_hash: row.tx_hash,
    }));
    return aggregateTrades(points, bucket);
  }, [activityRows, bucket, options.ownTrades]);
  const followedAll = useMemo<TradeGroup[]>(() => (followRows ? aggregateTrades(followedPoints(followRows, address), bucket, { byWallet: true }) : []), [followRows, address, bucket]);

  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  useEffect(() => {
    if (!chart) return;
    const onRange = (next: IRange<Time> | null) =>
      setRange((prev) => {
        const value = next ? { from: Number(next.from) - period, to: Number(next.to) + period } : null;
        return prev && value && prev.from === value.from && prev.to === value.to ? prev : value;
      });
    chart.timeScale().subscribeVisibleTimeRangeChange(onRange);
    return () => chart.timeScale().unsubscribeVisibleTimeRangeChange(onRange);
  }, [chart, period]);
  const followed = useMemo(() => insideRange(followedAll, range), [followedAll, range]);

  const [plugin, setPlugin] = useState<ISeriesMarkersPluginApi<Time> | null>(null);
  const [markerCount, setMarkerCount] = useState(0);
  useEffect(() => {
    if (!series) return;
    const created = createSeriesMarkers(series, []);
    setPlugin(created);
    return () => {
      created.detach();
      setPlugin(null);
    };
  }, [series]);
  useEffect(() => {
    if (!plugin) return;
    const shown = markersFor(insideRange(own, range), period, { buy: t('chart.marker.buy'), sell: t('chart.marker.sell') });
    plugin.setMarkers(shown.map((m) => ({ ...m, time: m.time as Time })) as SeriesMarker<Time>[]);
    setMarkerCount(shown.length);
  }, [plugin, own, range, period, t]);

  // Order lines, the average-cost line and the market preview: the price line on the canvas (with
  // its axis label); the label with the buttons is HTML (OrderLineLabels).
  const custodial = session.kind === 'custodial';
  const lines = useMemo<ChartLine[]>(() => {
    const list = options.orderLines ? chartLines(orderList, positions, { address, chain, custodial }) : [];
    return preview ? [...list, preview] : list;
  }, [orderList, positions, address, chain, custodial, preview, options.orderLines]);
  useEffect(() => {
    if (!series) return;
    const drawn: IPriceLine[] = lines.map((line) =>
      series.createPriceLine({
        price: line.avgPrice * factor,
        color: withAlpha(LINE_COLOURS[line.kind], lineOpacity(line, lines)),
        lineWidth: 1,
        lineStyle: line.kind === 'position' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.kind === 'marketPreview' ? t(LINE_TITLE_KEYS.marketPreview) : '',
      }),
    );
    return () => {
      for (const line of drawn) series.removePriceLine(line);
    };
  }, [series, lines, factor, t]);

  // Tooltip of the own-trade group under the crosshair.
  const [tooltip, setTooltip] = useState<TradeTooltip | null>(null);
  useEffect(() => {
    if (!chart) return;
    const onMove = (param: MouseEventParams<Time>) => {
      const time = param.time === undefined ? null : Number(param.time);
      const here = time === null ? [] : own.filter((g) => Math.floor(g.time / period) * period === time);
      if (!param.point || here.length === 0) {
        setTooltip((prev) => (prev === null ? prev : null));
        return;
      }
      setTooltip({ x: param.point.x, y: param.point.y, lines: here.map((g) => groupText(g, t, symbol, locale)) });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart, own, period, t, locale, symbol]);

  return { tooltip, markers: markerCount, lines, followed };
}

/** "Bought 2×: 1,000 PEPE for $12.00, average $0.012" */
export function groupText(group: TradeGroup, t: ChartTranslator, symbol: string, locale: string): string {
  return t('chart.marker.tooltip', {
    side: t(group.side === 'buy' ? 'chart.side.buy' : 'chart.side.sell'),
    count: group.count,
    amount: formatCoinAmount(group.amount, symbol, { locale }),
    symbol,
    usd: formatUsd(group.volumeUsd, { locale }),
    price: formatPrice(group.avgPrice.toPrecision(12), { locale }),
  });
}
