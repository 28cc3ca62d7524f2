import { describe, expect, it } from 'vitest';
import { activeFilterCount, canConfirm, emptyFilter, fieldsFor, filterErrors, filterParams, filterReducer, isBlockedKey, parseStoredFilter, sanitizeNumber } from './filterForm';
import type { FilterAction, FilterState } from './filterForm';

const apply = (...actions: FilterAction[]): FilterState => actions.reduce(filterReducer, emptyFilter);

describe('filter input rules (spec 3 §5)', () => {
  it('keeps digits and one dot only', () => {
    expect(sanitizeNumber('1a2b.3.4', false)).toBe('12.34');
    expect(sanitizeNumber('$1,000', false)).toBe('1000');
  });

  it('caps the input at 20 characters', () => {
    expect(sanitizeNumber('1234567890123456789012345', false)).toBe('12345678901234567890');
  });

  it('strips leading zeros but keeps a zero before the dot', () => {
    expect(sanitizeNumber('007', false)).toBe('7');
    expect(sanitizeNumber('00.5', false)).toBe('0.5');
    expect(sanitizeNumber('.5', false)).toBe('0.5');
    expect(sanitizeNumber('0', false)).toBe('0');
  });

  it('caps percent fields at 100 and leaves others alone', () => {
    expect(sanitizeNumber('150', true)).toBe('100');
    expect(sanitizeNumber('99.5', true)).toBe('99.5');
    expect(sanitizeNumber('150', false)).toBe('150');
    expect(apply({ type: 'number', field: 'progress', bound: 'max', raw: '250' }).values['progress.max']).toBe('100');
  });

  it('blocks the exponent key and signs', () => {
    expect(['e', 'E', '+', '-'].every(isBlockedKey)).toBe(true);
    expect(['1', '.', 'Backspace', 'ArrowLeft'].some(isBlockedKey)).toBe(false);
  });
});

describe('filter errors', () => {
  it('reports fomox-max-min when a maximum is below its minimum, and blocks Confirm', () => {
    const state = apply({ type: 'number', field: 'marketCap', bound: 'min', raw: '5000' }, { type: 'number', field: 'marketCap', bound: 'max', raw: '100' });
    const errors = filterErrors(state, 'hot');
    expect(errors).toEqual({ marketCap: 'fomox-max-min' });
    expect(canConfirm(errors)).toBe(false);
  });

  it('accepts equal bounds and a single bound', () => {
    const state = apply({ type: 'number', field: 'holders', bound: 'min', raw: '10' }, { type: 'number', field: 'holders', bound: 'max', raw: '10' }, { type: 'number', field: 'age', bound: 'max', raw: '60' });
    expect(canConfirm(filterErrors(state, 'hot'))).toBe(true);
  });

  it('ignores the progress field on the completed list', () => {
    const state = apply({ type: 'number', field: 'progress', bound: 'min', raw: '80' }, { type: 'number', field: 'progress', bound: 'max', raw: '20' });
    expect(filterErrors(state, 'new')).toEqual({ progress: 'fomox-max-min' });
    expect(filterErrors(state, 'completed')).toEqual({});
    expect(fieldsFor('completed').map((f) => f.id)).not.toContain('progress');
    expect(filterParams(state, 'completed')).toEqual({});
  });
});

describe('filter params', () => {
  it('sends min_ and max_ values, the windows of tx count and volume, indicators and keywords', () => {
    const state = apply(
      { type: 'number', field: 'marketCap', bound: 'min', raw: '10000' },
      { type: 'number', field: 'liquidity', bound: 'max', raw: '250000' },
      { type: 'number', field: 'txCount', bound: 'min', raw: '30' },
      { type: 'window', field: 'txCount', window: '1m' },
      { type: 'number', field: 'volume', bound: 'max', raw: '5000.5' },
      { type: 'indicator', indicator: 'burnt', on: true },
      { type: 'indicator', indicator: 'has_social', on: true },
      { type: 'indicator', indicator: 'has_social', on: false },
      { type: 'keyword', value: '  pepe ' },
      { type: 'excludeKeyword', value: 'scam' },
    );
    expect(filterParams(state, 'hot')).toEqual({
      min_market_cap: 10000,
      max_liquidity: 250000,
      min_tx_count: 30,
      tx_interval: '1m',
      max_volume: 5000.5,
      volume_interval: '1h',
      burnt: 1,
      keyword: 'pepe',
      exclude_keyword: 'scam',
    });
    expect(activeFilterCount(state, 'hot')).toBe(7);
  });

  it('Reset empties every field', () => {
    const state = apply({ type: 'number', field: 'age', bound: 'min', raw: '5' }, { type: 'keyword', value: 'x' }, { type: 'reset' });
    expect(state).toEqual(emptyFilter);
    expect(filterParams(state, 'hot')).toEqual({});
  });

  it('reads a stored filter back, dropping what is malformed', () => {
    const stored = parseStoredFilter({ values: { 'marketCap.min': '00100', 'progress.max': '300', 'bogus.min': '1', 'age.max': 5 }, windows: { txCount: '1m', volume: 'x' }, indicators: { burnt: true, dev_holding: 'yes' }, keyword: 7 });
    expect(stored).toEqual({ values: { 'marketCap.min': '100', 'progress.max': '100' }, windows: { txCount: '1m', volume: '1h' }, indicators: { burnt: true }, keyword: '', excludeKeyword: '' });
    expect(parseStoredFilter(null)).toEqual(emptyFilter);
  });
});
