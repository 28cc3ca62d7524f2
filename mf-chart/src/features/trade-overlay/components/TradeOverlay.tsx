import styled from '@emotion/styled';
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { IChartApi } from 'lightweight-charts';
import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import { periodSeconds } from '../../../shared/model/resolution';
import type { MainSeries } from '../../../shared/series';
import type { OrderPanelPosition, TradeDisplay } from '../model/display';
import type { ChartLine } from '../model/lines';
import { TradeLayer } from './TradeLayer';
import type { LineActions } from './TradeLayer';
import { useTradeOverlay } from './useTradeOverlay';

export interface TradeOverlayProps {
  chart: IChartApi | null;
  series: MainSeries | null;
  /** The canvas element: its test hooks `data-markers`, `data-lines` and `data-followed` are written here. */
  canvas: RefObject<HTMLElement | null>;
  chain: ChainKey;
  address: string;
  symbol: string;
  resolution: Resolution;
  factor: number;
  display: TradeDisplay;
  /** The 'market-preview' line when one is shown (hovering the position's Close). */
  preview: ChartLine | null;
  actions: LineActions;
  /** The labels' side of the chart (saved `orderPanelPosition`). */
  position: OrderPanelPosition;
  t: ChartTranslator;
  locale: string;
}

/**
 * The signed-in user's trading over one chart (spec 3 §3, §4): markers, lines with their buttons,
 * followed wallets' avatars and the own-trade tooltip. Its own chunk (the door loads it lazily):
 * a signed-out page never loads it, and the chart's first render does not wait for it.
 */
export default function TradeOverlay({ chart, series, canvas, chain, address, symbol, resolution, factor, display, preview, actions, position, t, locale }: TradeOverlayProps) {
  const overlay = useTradeOverlay({ chart, series, chain, address, symbol, resolution, factor, display, preview, t, locale });
  const kinds = overlay.lines.map((line) => line.kind).join('|');
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    element.setAttribute('data-markers', String(overlay.markers));
    element.setAttribute('data-lines', kinds);
    element.setAttribute('data-followed', String(overlay.followed.length));
  }, [canvas, overlay.markers, kinds, overlay.followed.length]);

  return (
    <>
      <TradeLayer
        chart={chart}
        series={series}
        chain={chain}
        address={address}
        symbol={symbol}
        factor={factor}
        period={periodSeconds(resolution)}
        lines={overlay.lines}
        followed={overlay.followed}
        actions={actions}
        position={position}
        t={t}
        locale={locale}
      />
      {overlay.tooltip && (
        <Tip role="tooltip" style={{ left: overlay.tooltip.x + 12, top: overlay.tooltip.y + 12 }}>
          {overlay.tooltip.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Tip>
      )}
    </>
  );
}

const Tip = styled.div`
  position: absolute;
  z-index: 4;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space1};
  max-width: 320px;
  padding: ${vars.size.space2} ${vars.size.space3};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-size: ${vars.size.fontXs};
  pointer-events: none;
`;
