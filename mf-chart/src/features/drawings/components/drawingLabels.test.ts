import { describe, expect, it } from 'vitest';
import { formatUsd } from '@nova/shared-ui';
import { chartMessages } from '../../../i18n/messages';
import type { ChartTranslator } from '../../../i18n/messages';
import { drawingLabels } from './drawingLabels';

const t = ((key, values) => chartMessages.format('en', key, values)) as ChartTranslator;
// The pane hands the legend's formatters in: the axis's bare price, the legend's price with its currency.
const labels = drawingLabels({ t, locale: 'en', price: (value) => String(value), money: (value) => formatUsd(value, { locale: 'en' }) });

describe('drawing labels', () => {
  it('writes a price range’s change with its currency, signed as the legend’s change', () => {
    expect(labels.measure({ change: 0.5, percent: 5, bars: 3, seconds: 180 })).toBe('+$0.5 (+5.00%) · 3 bars · 3m');
    expect(labels.measure({ change: -0.0012, percent: -12.5, bars: -1, seconds: -60 })).toBe('-$0.0012 (-12.50%) · 1 bar · 1m');
  });

  it('writes a Fibonacci level’s price as the price axis does', () => {
    expect(labels.price(0.00055)).toBe('0.00055');
  });
});
