import { formatCompact, formatPercent, formatPrice, formatUsd } from '@nova/shared-ui';
import type { PriceKind } from './axis';
import { barAtPrice } from './bars';
import type { Bar } from './bars';

/**
 * The OHLCV legend of a pane (issue 36): the bar under the crosshair, else the last bar, as text.
 * Pure functions; the controller hands them its bars on a crosshair move or a live push.
 */

/** The unit the pane shows prices in: the quote (USD or the chain's coin) and price or market cap. */
export interface LegendUnit {
  locale: string;
  kind: PriceKind;
  quote: 'usd' | 'native';
  /** The chain's coin symbol, written after a price in the native quote. */
  nativeSymbol: string;
  /** Multiplier from USD price to the shown unit (native quote, market cap). */
  factor: number;
}

export type LegendDirection = 'up' | 'down' | 'flat';

/** The legend's text: every figure formatted, the change's direction for its colour. */
export interface LegendValues {
  /** The bar's open time (unix seconds). */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  change: string;
  changePercent: string;
  direction: LegendDirection;
}

/** The index of the bar at `time` (binary search on the sorted bars), -1 when none opens then. */
function indexOfTime(bars: readonly Bar[], time: number): number {
  let low = 0;
  let high = bars.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = bars[middle]!.time;
    if (at === time) return middle;
    if (at < time) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** A USD price in the pane's unit, with its currency as the chart's header writes it ("$1.23", "0.0012 SOL"). */
export function formatLegendPrice(usd: number, unit: LegendUnit): string {
  const value = Math.abs(usd * unit.factor).toPrecision(12);
  const compact = unit.kind === 'mcap';
  if (unit.quote === 'usd') return formatUsd(value, { locale: unit.locale, compact });
  const amount = compact ? formatCompact(value, { locale: unit.locale }) : formatPrice(value, { locale: unit.locale });
  return `${amount} ${unit.nativeSymbol}`;
}

/**
 * The legend of the bar opening at `time`, or of the last bar when `time` is null (no hover) or no
 * bar opens then. The last bar closes at the token's price now (`price`, as the chart draws it).
 * The change is against the previous bar's close (the first bar's: against its open). Null without bars.
 */
export function legendValues(bars: readonly Bar[], time: number | null, price: number | null, unit: LegendUnit): LegendValues | null {
  const found = time === null ? -1 : indexOfTime(bars, time);
  const index = found === -1 ? bars.length - 1 : found;
  if (index < 0) return null;
  // The last bar at the price now, without copying the bars (the legend is refreshed every frame a trade moves it).
  const bar = index === bars.length - 1 ? barAtPrice(bars[index]!, price) : bars[index]!;
  const base = index > 0 ? bars[index - 1]!.close : bar.open;
  const delta = bar.close - base;
  const direction: LegendDirection = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const sign = direction === 'up' ? '+' : direction === 'down' ? '-' : '';
  return {
    time: bar.time,
    open: formatLegendPrice(bar.open, unit),
    high: formatLegendPrice(bar.high, unit),
    low: formatLegendPrice(bar.low, unit),
    close: formatLegendPrice(bar.close, unit),
    volume: formatUsd(bar.volume.toPrecision(12), { locale: unit.locale }),
    change: `${sign}${formatLegendPrice(delta, unit)}`,
    changePercent: base > 0 ? formatPercent(((delta / base) * 100).toPrecision(12), { locale: unit.locale, signed: true }) : formatPercent(0, { locale: unit.locale }),
    direction,
  };
}
