import { useEffect, useMemo, useState } from 'react';
import { LineStyle, createSeriesMarkers } from 'lightweight-charts';
import type { IChartApi, IPriceLine, IRange, ISeriesMarkersPluginApi, MouseEventParams, SeriesMarker, Time } from 'lightweight-charts';
import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { dataOf, formatCoinAmount, formatPrice, formatUsd, useApi, useChannel, useSession } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import { periodSeconds } from '../model/bars';
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
  orderLines: boolean;
  t: ChartTranslator;
  locale: string;
}

export interface TradeTooltip {
  x: number;
  y: number;
  lines: string[];
}

const POLL_MS = 5_000;

/**
 * The signed-in user's trades and orders on a chart (spec 3 §3, §4): own-trade markers aggregated
 * per bucket and side (only inside the visible range, tooltips on hover), open limit / TP / SL
 * order lines and the position's average-cost line (amber). Refreshed every 5 s and on the
 * user's order pushes, so they follow an order at once.
 */
export interface TradeOverlay {
  tooltip: TradeTooltip | null;
  /** Markers drawn (inside the visible range) and the titles of the lines drawn: test hooks. */
  markers: number;
  lines: string[];
}

export function useTradeOverlay(options: TradeOverlayOptions): TradeOverlay {
  const { chart, series, chain, address, resolution, factor, t, locale, symbol } = options;
  const session = useSession();
  const wallet = ownTradeWallet(session.user, chain);
  const signedIn = !!session.user && !!wallet;

  const activity = useApi(
    'tokenActivity',
    signedIn && options.ownTrades ? { chain, token_address: address, wallet_address: wallet!, page_size: 100, page_index: 1, tab: 'all', order_direction: 'desc' } : null,
    { pollMs: POLL_MS },
  );
  const orders = useApi('limitOrderList', signedIn && options.orderLines ? { chain, base_token: address, status: 2, page: 1, page_size: 100, wallet_address: wallet! } : null, { pollMs: POLL_MS });
  const holds = useApi('holdsList', signedIn && options.orderLines ? { chain, wallet_address: wallet! } : null, { pollMs: POLL_MS });
  useChannel('spotMyOrders', signedIn ? { chain } : null, () => orders.reload());
  useChannel('orderNotification', signedIn ? {} : null, () => {
    activity.reload();
    holds.reload();
  });

  // The answers' data (stable between renders), not the Loadable wrappers (new on each render).
  const activityRows = dataOf(activity)?.list ?? null;
  const orderList = dataOf(orders)?.order_list ?? null;
  const positions = dataOf(holds)?.list ?? null;

  const period = periodSeconds(resolution);
  const groups = useMemo<TradeGroup[]>(() => {
    if (!activityRows || !options.ownTrades) return [];
    const points: TradePoint[] = activityRows.map((row) => ({
      trade_timestamp: row.trade_timestamp,
      side: row.side,
      amount: Number(row.amount),
      native_coin_amount: 0,
      volume_usd: Number(row.volume_usd),
      tx_hash: row.tx_hash,
    }));
    return aggregateTrades(points, bucketFor(resolution));
  }, [activityRows, resolution, options.ownTrades]);

  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  useEffect(() => {
    if (!chart) return;
    const onRange = (next: IRange<Time> | null) => setRange(next ? { from: Number(next.from) - period, to: Number(next.to) + period } : null);
    chart.timeScale().subscribeVisibleTimeRangeChange(onRange);
    return () => chart.timeScale().unsubscribeVisibleTimeRangeChange(onRange);
  }, [chart, period]);

  const [plugin, setPlugin] = useState<ISeriesMarkersPluginApi<Time> | null>(null);
  const [drawn, setDrawn] = useState<{ markers: number; lines: string[] }>({ markers: 0, lines: [] });
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
    const shown = markersFor(insideRange(groups, range), period, { buy: t('chart.marker.buy'), sell: t('chart.marker.sell') });
    plugin.setMarkers(shown.map((m) => ({ ...m, time: m.time as Time })) as SeriesMarker<Time>[]);
    setDrawn((prev) => (prev.markers === shown.length ? prev : { ...prev, markers: shown.length }));
  }, [plugin, groups, range, period, t]);

  // Order lines and the average-cost line.
  useEffect(() => {
    if (!series) return;
    const lines: IPriceLine[] = [];
    if (orderList) {
      for (const order of orderList) {
        if (order.base_token !== address || order.status !== 2) continue;
        const kind = order.order_type === 5 ? t('chart.line.tp') : order.order_type === 6 ? t('chart.line.sl') : t(order.side === 'buy' ? 'chart.line.limitBuy' : 'chart.line.limitSell');
        lines.push(
          series.createPriceLine({ price: Number(order.target_price_usd) * factor, color: MARKER_COLOURS[order.side], lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: true, title: kind }),
        );
      }
    }
    const position = positions?.find((p) => p.token_address === address && Number(p.balance) > 0);
    if (position && Number(position.buy_avg_price) > 0) {
      lines.push(
        series.createPriceLine({ price: Number(position.buy_avg_price) * factor, color: AVG_COST_COLOUR, lineWidth: 1, lineStyle: LineStyle.Solid, axisLabelVisible: true, title: t('chart.line.avgCost') }),
      );
    }
    const titles = lines.map((line) => line.options().title);
    setDrawn((prev) => (prev.lines.join('|') === titles.join('|') ? prev : { ...prev, lines: titles }));
    return () => {
      for (const line of lines) series.removePriceLine(line);
    };
  }, [series, orderList, positions, factor, address, t]);

  // Tooltip of the trade group under the crosshair.
  const [tooltip, setTooltip] = useState<TradeTooltip | null>(null);
  useEffect(() => {
    if (!chart) return;
    const onMove = (param: MouseEventParams<Time>) => {
      const time = param.time === undefined ? null : Number(param.time);
      const here = time === null ? [] : groups.filter((g) => Math.floor(g.time / period) * period === time);
      if (!param.point || here.length === 0) {
        setTooltip(null);
        return;
      }
      setTooltip({
        x: param.point.x,
        y: param.point.y,
        lines: here.map((g) =>
          t('chart.marker.tooltip', {
            side: t(g.side === 'buy' ? 'chart.side.buy' : 'chart.side.sell'),
            count: g.count,
            amount: formatCoinAmount(g.amount, symbol, { locale }),
            symbol,
            usd: formatUsd(g.volumeUsd, { locale }),
            price: formatPrice(g.avgPrice.toPrecision(12), { locale }),
          }),
        ),
      });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart, groups, period, t, locale, symbol]);

  return { tooltip, ...drawn };
}
