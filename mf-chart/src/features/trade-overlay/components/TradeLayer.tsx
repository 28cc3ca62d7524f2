import styled from '@emotion/styled';
import { useState } from 'react';
import type { IChartApi, Time } from 'lightweight-charts';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { ThirdPartyText, formatCoinAmount, formatUsd, shortenAddress, stripBidiControls, vars } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import type { MainSeries } from '../../../shared/series';
import { useTokenPrice } from '../../../shared/useTokenPrice';
import type { OrderPanelPosition } from '../model/display';
import { LINE_COLOURS, LINE_HEIGHT, LINE_TITLE_KEYS, labelInset, lineOpacity, pnlAt, stackLabels } from '../model/lines';
import type { ChartLine } from '../model/lines';
import { MARKER_COLOURS } from '../model/markers';
import type { TradeGroup } from '../model/markers';
import { groupText } from './groupText';
import { useOverlayFrame } from './useOverlayFrame';

export interface LineActions {
  cancel(line: ChartLine): void;
  reverse(line: ChartLine): void;
  close(line: ChartLine): void;
  tpsl(line: ChartLine): void;
  /** Hovering or focusing the position's Close shows the market-preview line (null hides it). */
  preview(line: ChartLine | null): void;
  openWallet(address: string): void;
}

export interface TradeLayerProps {
  chart: IChartApi | null;
  series: MainSeries | null;
  chain: ChainKey;
  address: string;
  symbol: string;
  factor: number;
  period: number;
  lines: readonly ChartLine[];
  followed: readonly TradeGroup[];
  actions: LineActions;
  /** The labels' side of the chart (saved `orderPanelPosition`). */
  position: OrderPanelPosition;
  t: ChartTranslator;
  locale: string;
}

const AVATAR = 20;

/**
 * HTML over the chart canvas: each order / position line's label (TradingView-style: side, size,
 * PnL) with its buttons, placed on the line's price (height 19, 40 px from the plot's left or right edge as
 * `orderPanelPosition` says, spec 3 §9)
 * and pushed apart when lines are close; followed wallets' trades as avatars at the bucket's bar
 * and average price, each a button naming the wallet and the trade (opens the wallet profile).
 */
export function TradeLayer({ chart, series, chain, address, symbol, factor, period, lines, followed, actions, position, t, locale }: TradeLayerProps) {
  useOverlayFrame(chart, series, lines.length > 0 || followed.length > 0);
  const [hover, setHover] = useState<string | null>(null);
  // The position's PnL at the page's one price (the token-info entry), the price the header and the trade form show.
  const price = useTokenPrice(chain, address);
  if (!chart || !series) return null;
  const size = chart.paneSize();
  const inset = labelInset(position, size.width);
  const native = CHAINS[chain].nativeSymbol;

  // The market-preview line has no label of its own (its price line is titled on the canvas), so
  // showing it never moves the label under the pointer.
  const labels = stackLabels(
    lines.flatMap((line) => {
      if (line.kind === 'marketPreview') return [];
      const y = series.priceToCoordinate(line.avgPrice * factor);
      return y === null || y < 0 || y > size.height ? [] : [{ line, y }];
    }),
  );

  const avatars = followed.flatMap((group) => {
    const x = chart.timeScale().timeToCoordinate((Math.floor(group.time / period) * period) as Time);
    const y = series.priceToCoordinate(group.avgPrice * factor);
    if (x === null || y === null || x < 0 || x > size.width || y < 0 || y > size.height) return [];
    return [{ group, x, y }];
  });

  const title = (line: ChartLine) => t(LINE_TITLE_KEYS[line.kind]);
  const sizeText = (line: ChartLine) => {
    const unit = line.kind === 'limitBuy' ? native : symbol;
    return `${formatCoinAmount(line.qty, unit, { locale })} ${unit}`;
  };
  const linePrice = (line: ChartLine) => formatUsd(line.avgPrice, { locale, compact: false });

  return (
    <Layer aria-label={t('chart.trades')} role="group">
      {labels.map(({ line, top }) => (
        <Label
          key={line.id}
          data-kind={line.kind}
          data-position={position}
          style={{ top, ...inset, opacity: lineOpacity(line, lines), borderColor: LINE_COLOURS[line.kind] }}
        >
          <Side style={{ background: LINE_COLOURS[line.kind] }}>{title(line)}</Side>
          <Text>{sizeText(line)}</Text>
          <PnlText value={pnlAt(line, price)} locale={locale} />
          {line.buttons.tpsl && (
            <LineButton type="button" aria-label={t('chart.line.tpslLabel', { symbol })} onClick={() => actions.tpsl(line)}>
              {t('chart.line.tpsl')}
            </LineButton>
          )}
          {line.buttons.reverse && (
            <LineButton type="button" aria-label={t('chart.line.reverse', { line: title(line), price: linePrice(line) })} onClick={() => actions.reverse(line)}>
              ⇄
            </LineButton>
          )}
          {line.buttons.close &&
            (line.kind === 'position' ? (
              <LineButton
                type="button"
                aria-label={t('chart.line.closeLabel', { symbol })}
                onClick={() => actions.close(line)}
                onPointerEnter={() => actions.preview(line)}
                onPointerLeave={() => actions.preview(null)}
                onFocus={() => actions.preview(line)}
                onBlur={() => actions.preview(null)}
              >
                {t('chart.line.close')}
              </LineButton>
            ) : (
              <LineButton type="button" aria-label={t('chart.line.cancel', { line: title(line), price: linePrice(line) })} onClick={() => actions.cancel(line)}>
                ×
              </LineButton>
            ))}
        </Label>
      ))}
      {avatars.map(({ group, x, y }) => {
        const id = `${group.time}:${group.side}:${group.walletAddress}`;
        // The remark is text from outside: cleaned of bidi controls for the accessible name and the initial too.
        const name = stripBidiControls(group.remarkName ?? '') || shortenAddress(group.walletAddress ?? '');
        const text = groupText(group, t, symbol, locale);
        return (
          <Avatar
            key={id}
            type="button"
            style={{ left: x - AVATAR / 2, top: group.side === 'buy' ? y + 4 : y - AVATAR - 4, borderColor: MARKER_COLOURS[group.side] }}
            aria-label={t('chart.followed.marker', { wallet: name, trade: text })}
            onClick={() => group.walletAddress && actions.openWallet(group.walletAddress)}
            onPointerEnter={() => setHover(id)}
            onPointerLeave={() => setHover(null)}
            onFocus={() => setHover(id)}
            onBlur={() => setHover(null)}
          >
            {group.walletAvatar ? <img src={group.walletAvatar} alt="" width={AVATAR - 4} height={AVATAR - 4} /> : <span aria-hidden="true">{name.slice(0, 1)}</span>}
            {group.count > 1 && <Count aria-hidden="true">{group.count}</Count>}
            {hover === id && (
              <Tip role="tooltip">
                <ThirdPartyText text={name} />
                <span>{text}</span>
              </Tip>
            )}
          </Avatar>
        );
      })}
    </Layer>
  );
}

/** A position's unrealised PnL, signed and coloured; nothing for an order. */
function PnlText({ value, locale }: { value: number | undefined; locale: string }) {
  if (value === undefined) return null;
  return <Text data-sign={value >= 0 ? 'up' : 'down'}>{`${value > 0 ? '+' : ''}${formatUsd(value, { locale })}`}</Text>;
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  /* Above the library's canvases (z-index up to 2 in the same stacking context). */
  z-index: 3;
  pointer-events: none;
  overflow: hidden;
`;

const Label = styled.div`
  position: absolute;
  display: flex;
  align-items: stretch;
  height: ${LINE_HEIGHT}px;
  border: 1px solid;
  border-radius: 2px;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-family: ${vars.font.mono};
  font-size: 11px;
  line-height: ${LINE_HEIGHT - 2}px;
  white-space: nowrap;
  pointer-events: auto;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
  transition: opacity 120ms;
`;

const Side = styled.span`
  padding: 0 6px;
  color: #0b0e14;
  font-weight: 600;
`;

const Text = styled.span`
  padding: 0 6px;
  border-left: 1px solid ${vars.color.border}; /* physical: the plot's own coordinates */
  &[data-sign='up'] {
    color: ${MARKER_COLOURS.buy};
  }
  &[data-sign='down'] {
    color: ${MARKER_COLOURS.sell};
  }
`;

const LineButton = styled.button`
  min-width: ${LINE_HEIGHT}px;
  padding: 0 6px;
  border: 0;
  border-left: 1px solid ${vars.color.border}; /* physical: the plot's own coordinates */
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${vars.color.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
`;

const Avatar = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  width: ${AVATAR}px;
  height: ${AVATAR}px;
  padding: 0;
  border: 2px solid;
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-size: 10px;
  cursor: pointer;
  pointer-events: auto;
  img {
    border-radius: 50%;
    display: block;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Count = styled.span`
  position: absolute;
  right: -8px; /* physical: the plot's own coordinates */
  top: -8px;
  min-width: 14px;
  height: 14px;
  padding: 0 3px;
  border-radius: 7px;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: 9px;
  line-height: 14px;
`;

const Tip = styled.span`
  position: absolute;
  left: ${AVATAR + 4}px; /* physical: the plot's own coordinates */
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: max-content;
  max-width: 280px;
  padding: ${vars.size.space2} ${vars.size.space3};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-size: ${vars.size.fontXs};
  text-align: start;
  white-space: normal;
  pointer-events: none;
`;
