import { formatPercent, intlLocale } from '@nova/shared-ui';
import type { ChartTranslator } from '../../../i18n/messages';
import { durationParts } from '../model/figures';
import type { DrawingLabels } from './drawingsPrimitive';

/** What the drawings' texts are written with: the chart's messages and locale, and its price format. */
export interface DrawingText {
  t: ChartTranslator;
  locale: string;
  /** A price as the price axis writes it (the token's precision, the shown unit). */
  price(value: number): string;
  /** An amount in the shown unit with its currency, as the legend writes it ("$0.0₃12", "0.5 SOL"). */
  money(value: number): string;
}

/**
 * The texts the drawings show: prices as the price axis writes them (a Fibonacci level's), a price
 * range's change with its currency like every other price beside the chart, percent, bars and time
 * (the time in the platform's own narrow units: "2d 3h").
 */
export function drawingLabels({ t, locale, price, money }: DrawingText): DrawingLabels {
  const units = new Map<string, Intl.NumberFormat>();
  const unit = (name: string) => {
    let format = units.get(name);
    if (!format) units.set(name, (format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'narrow' })));
    return format;
  };
  return {
    price,
    measure: ({ change, percent, bars, seconds }) =>
      t('chart.drawing.measure', {
        // The change's sign is written here, before the currency, as the legend's change ("-$0.12").
        change: `${change < 0 ? '-' : '+'}${money(Math.abs(change))}`,
        percent: formatPercent(percent, { locale, signed: true }),
        bars: Math.abs(bars),
        time: durationParts(seconds)
          .map((part) => unit(part.unit).format(part.value))
          .join(' '),
      }),
  };
}
