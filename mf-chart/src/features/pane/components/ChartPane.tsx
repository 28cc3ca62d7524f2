import styled from '@emotion/styled';
import { Suspense, memo, useEffect, useMemo, useRef, useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, darkPalette, dataOf, Spinner, stripBidiControls, useApi, usePlatform, useSession, vars, viewportNarrowerThan } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { useTokenPrice } from '../../../shared/useTokenPrice';
import { DrawingToolbar, drawingNames, drawingsFor } from '../../drawings';
import type { DrawingPoint, DrawingStyle, DrawingText, DrawingTool, DrawingsState } from '../../drawings';
import { drawnColours } from '../../settings';
import type { ChartSetting, TimeAnchorSetting } from '../../settings';
import { TradeOverlay, marketPreviewLine } from '../../trade-overlay';
import type { ChartLine, LineActions, OrderPanelPosition, TradeDisplay } from '../../trade-overlay';
import type { PaneSync } from '../controller/paneController';
import { formatAxisValue } from '../model/axis';
import { formatLegendPrice } from '../model/legend';
import type { PaneContent } from '../model/styles';
import { INIT_TIMEOUT_MS, NARROW_SCREEN_PX, startDelay } from '../model/timeouts';
import { Legend } from './Legend';
import { Scrollbar } from './Scrollbar';
import { usePaneChart } from './usePaneChart';

export interface ChartPaneProps {
  index: number;
  count: number;
  area: PaneContent;
  selected: boolean;
  onSelect(): void;
  quote: 'usd' | 'native';
  priceType: 'price' | 'mcap';
  chartSetting: ChartSetting;
  timezone: string;
  timeAnchor: TimeAnchorSetting;
  magnet: boolean;
  /** The style of the next drawing. */
  drawingStyle: DrawingStyle;
  /** The order / position line labels' side. */
  orderPanelPosition: OrderPanelPosition;
  tradeDisplay: TradeDisplay;
  tool: DrawingTool | null;
  /** Every symbol's drawings with the selection and the history (the pane shows its symbol's). */
  drawings: DrawingsState;
  onDrawn(symbol: string, tool: DrawingTool, points: DrawingPoint[]): void;
  sync: PaneSync;
  gridArea: string;
}

/** What a pane shows of the token's info: none of it moves with a price, info or stats push. */
interface PaneToken {
  /** Whether the token's info is loaded. */
  known: boolean;
  symbol: string;
  supply: number;
  pairAddress: string | undefined;
  /** The token info request's error while there is no info to show. */
  error: string | null;
  reload(): void;
}

/**
 * One chart of the layout: header, canvas with the chart, status overlays, custom scrollbar. The
 * token's info is read here and only what the pane shows of it is handed on: a push (several a
 * second, the cache keeps the info live) renders this reader, not the pane (issue 8).
 */
export function ChartPane(props: ChartPaneProps) {
  const { area } = props;
  const info = useApi('tokenInfo', { chain: area.chain, token: area.address });
  const token = dataOf(info);
  const reloadRef = useRef(info.reload);
  useEffect(() => {
    reloadRef.current = info.reload;
  });
  const known = token !== undefined;
  // Text from outside, cleaned once here: the pane writes the symbol into accessible names, the
  // watermark and the overlay's labels, where a bidi control ("\u202ETDSU" shown as "USDT") would reorder it.
  const symbol = stripBidiControls(token?.symbol ?? '');
  const supply = token ? Number(token.circulating_supply) : 0;
  const pairAddress = token?.pair_address || undefined;
  const error = info.status === 'error' && !token ? info.error.message : null;
  const paneToken = useMemo<PaneToken>(() => ({ known, symbol, supply, pairAddress, error, reload: () => reloadRef.current() }), [known, symbol, supply, pairAddress, error]);
  return <PaneView {...props} token={paneToken} />;
}

const PaneView = memo(function PaneView({ index, count, area, selected, onSelect, quote, priceType, chartSetting, timezone, timeAnchor, magnet, drawingStyle, orderPanelPosition, tradeDisplay, tool, drawings, onDrawn, sync, gridArea, token }: ChartPaneProps & { token: PaneToken }) {
  const { t, locale } = useChartMessages();
  const containerRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), startDelay(viewportNarrowerThan(NARROW_SCREEN_PX)));
    return () => clearTimeout(timer);
  }, []);

  const native = useApi('unityGasPrice', quote === 'native' ? { chains: [area.chain] } : null);
  const nativePrice = native.status === 'success' ? Number(native.data[0]?.native_coin_price ?? 0) : 0;
  const supply = token.supply;
  const factor = (priceType === 'mcap' && supply > 0 ? supply : 1) / (quote === 'native' && nativePrice > 0 ? nativePrice : 1);

  const symbol = token.symbol;
  const ticker = `${area.chain}:${area.address}`;
  const shown = useMemo(() => drawingsFor(drawings.drawings, ticker, quote, priceType), [drawings.drawings, ticker, quote, priceType]);
  const nativeSymbol = CHAINS[area.chain].nativeSymbol;
  const drawingText = useMemo<DrawingText>(
    () => ({ t, locale, price: (price) => formatAxisValue(price, { locale, kind: priceType }), money: (value) => formatLegendPrice(value, { locale, kind: priceType, quote, nativeSymbol, factor: 1 }) }),
    [t, locale, priceType, quote, nativeSymbol],
  );
  const selectedDrawing = shown.find((d) => d.id === drawings.selectedId) ?? null;
  // Up and down swapped under the reverse colour flag.
  const { colours, scales, appearance } = chartSetting;
  const chartColours = useMemo(() => ({ ...drawnColours(colours), line: darkPalette.accent }), [colours]);

  const pane = usePaneChart(containerRef, started, {
    index,
    symbol: token.known ? { chain: area.chain, address: area.address, ...(token.pairAddress ? { pairAddress: token.pairAddress } : {}) } : null,
    resolution: area.resolution,
    style: area.style,
    colours: chartColours,
    factor,
    kind: priceType,
    quote,
    locale,
    drawing: {
      drawings: shown,
      tool,
      magnet,
      style: drawingStyle,
      selectedId: drawings.selectedId,
      text: drawingText,
      onDrawn: (drawnTool, points) => onDrawn(ticker, drawnTool, points),
      onSelect: drawings.select,
      onMove: (id, points) => drawings.dispatch({ type: 'move', id, points }),
    },
    sync,
    scales,
    appearance,
    title: symbol,
    watermark: appearance.watermark && symbol ? `${symbol} · ${area.resolution}` : null,
    timezone,
    anchor: timeAnchor,
  });

  const [preview, setPreview] = useState<ChartLine | null>(null);
  const signedIn = !!useSession().user;

  // The buttons on the lines (spec 3 §3) hand over to mf-trade, the one place orders are executed:
  // cancel or reverse an order (bus `trade.order`), close the position (a quick sell of all, bus
  // `trade.quick`), its TP/SL orders (bus `trade.tpsl`); the lines follow by spot.myorders.
  const platform = usePlatform();
  const requestId = () => `chart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const actions: LineActions = {
    cancel(line) {
      if (line.order) platform.bus.emit('trade.order', { id: requestId(), action: 'cancel', order: line.order, at: Date.now() });
    },
    reverse(line) {
      if (line.order) platform.bus.emit('trade.order', { id: requestId(), action: 'reverse', order: line.order, at: Date.now() });
    },
    close() {
      setPreview(null);
      platform.bus.emit('trade.quick', { id: requestId(), chain: area.chain, address: area.address, side: 'sell', percent: 100, source: 'chart', at: Date.now() });
    },
    tpsl(line) {
      // TP/SL orders are placed by mf-trade (the one place of order execution), in its dialog.
      platform.bus.emit('trade.tpsl', { id: requestId(), chain: area.chain, address: area.address, symbol, qty: line.qty, avgPrice: line.avgPrice, currentPrice: pane.lastPrice() ?? line.avgPrice, at: Date.now() });
    },
    preview(line) {
      const price = pane.lastPrice();
      setPreview(line && price ? marketPreviewLine(price, line.qty) : null);
    },
    openWallet(walletAddress) {
      platform.bus.emit('wallet.profile.open', { address: walletAddress, chain: area.chain });
    },
  };

  // Overall init timeout (spec 3 §8): still no chart 60 s after the start is an error with Retry.
  const [initTimedOut, setInitTimedOut] = useState(false);
  const waiting = started && pane.status.state === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setInitTimedOut(true), INIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, area.chain, area.address, area.resolution]);

  const infoError = token.error;
  const status = infoError ? { state: 'error' as const, message: infoError } : initTimedOut && waiting ? { state: 'error' as const, message: 'init timeout' } : pane.status;
  const retry = () => {
    setInitTimedOut(false);
    if (infoError) token.reload();
    else pane.retry();
  };

  return (
    <Pane
      role="group"
      aria-label={t('chart.pane', { n: index + 1, count, symbol: symbol || t('chart.title'), interval: area.resolution })}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected || undefined}
      style={{ gridArea }}
      onPointerDown={onSelect}
      onFocus={onSelect}
    >
      <PriceFeed chain={area.chain} address={area.address} onPrice={pane.setPrice} />
      <Stage>
        <Canvas
          ref={containerRef}
          role="img"
          aria-label={t('chart.canvas', { symbol: symbol || t('chart.title') })}
          data-symbol={ticker}
          data-resolution={area.resolution}
          data-style={area.style}
          data-bars={pane.bars}
          data-oldest={pane.oldest ?? undefined}
          data-visible-from={pane.visible?.from}
          data-visible-to={pane.visible?.to}
          data-ready={pane.dataReady || undefined}
          data-tool={tool ?? undefined}
          data-drawings={shown.length}
        />
        <Legend feed={pane.legend} />
        {selectedDrawing && (
          <Suspense fallback={null}>
            <DrawingToolbar
              drawing={selectedDrawing}
              name={drawingNames(shown, t).get(selectedDrawing.id)!}
              onRestyle={(patch) => drawings.dispatch({ type: 'restyle', id: selectedDrawing.id, patch })}
              onDelete={() => drawings.dispatch({ type: 'delete', id: selectedDrawing.id })}
              onEditText={() => drawings.editNote(selectedDrawing.id)}
            />
          </Suspense>
        )}
        {/* The picture (role img) holds no control: lines, markers, overlays and the library's attribution
            link (its own logo would be a link inside the picture) lie over it as siblings (axe nested-interactive). */}
        <Attribution href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
        </Attribution>
        {signedIn && (
          <Suspense fallback={null}>
            <TradeOverlay
              chart={pane.chart}
              series={pane.series}
              canvas={containerRef}
              chain={area.chain}
              address={area.address}
              symbol={symbol}
              resolution={area.resolution}
              factor={factor}
              display={tradeDisplay}
              preview={preview}
              actions={actions}
              position={orderPanelPosition}
              t={t}
              locale={locale}
            />
          </Suspense>
        )}
        {status.state === 'pending' && (
          <Overlay>
            <Spinner label={t('chart.loading')} />
          </Overlay>
        )}
        {status.state === 'error' && (
          <Overlay role="alert">
            <strong>{t('chart.error')}</strong>
            <span>{status.message}</span>
            <Button size="sm" onClick={retry}>
              {t('chart.retry')}
            </Button>
          </Overlay>
        )}
      </Stage>
      <Scrollbar label={t('chart.scrollbar', { symbol: symbol || t('chart.title') })} bars={pane.bars} range={pane.range} onScroll={pane.scrollTo} />
    </Pane>
  );
});

/**
 * The token's price (the token-info entry the cache keeps live) handed to the chart, whose last bar
 * closes at it: a leaf of its own, so a price push re-renders this and not the pane.
 */
function PriceFeed({ chain, address, onPrice }: { chain: ChainKey; address: string; onPrice(price: number | null): void }) {
  const price = useTokenPrice(chain, address);
  useEffect(() => onPrice(price), [price, onPrice]);
  return null;
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border: 1px solid ${vars.color.border};
  &[data-selected] {
    border-color: ${vars.color.accent};
  }
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 120px;
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

/** Where lightweight-charts puts its logo: the plot's bottom left, above the time axis. */
const Attribution = styled.a`
  position: absolute;
  left: 10px; /* physical: where lightweight-charts puts its logo */
  bottom: 36px;
  z-index: 1;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${vars.color.text};
    text-decoration: underline;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  padding: ${vars.size.space4};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  text-align: center;
  strong {
    color: ${vars.color.text};
  }
`;
