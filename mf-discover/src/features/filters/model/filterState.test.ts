import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilter, fieldsFor, filterParams, isBlockedKey, parseStoredFilter, sanitizeNumber } from './filterState';
import type { FilterState } from './filterState';

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
  });

  it('blocks the exponent key and signs', () => {
    expect(['e', 'E', '+', '-'].every(isBlockedKey)).toBe(true);
    expect(['1', '.', 'Backspace', 'ArrowLeft'].some(isBlockedKey)).toBe(false);
  });
});

describe('filter params', () => {
  it('sends min_ and max_ values, the windows of tx count and volume, indicators and keywords', () => {
    const state: FilterState = {
      values: { 'marketCap.min': '10000', 'liquidity.max': '250000', 'txCount.min': '30', 'volume.max': '5000.5', 'age.min': '' },
      windows: { txCount: '1m', volume: '1h' },
      indicators: { burnt: true, has_social: false },
      keyword: '  pepe ',
      excludeKeyword: 'scam',
    };
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

  it('sends nothing for an empty filter, and no progress on the completed list', () => {
    expect(filterParams(emptyFilter, 'hot')).toEqual({});
    expect(fieldsFor('completed').map((f) => f.id)).not.toContain('progress');
    expect(filterParams({ ...emptyFilter, values: { 'progress.min': '80' } }, 'completed')).toEqual({});
    expect(filterParams({ ...emptyFilter, values: { 'progress.min': '80' } }, 'new')).toEqual({ min_progress: 80 });
  });

  it('reads a stored filter back, dropping what is malformed', () => {
    const stored = parseStoredFilter({ values: { 'marketCap.min': '00100', 'progress.max': '300', 'bogus.min': '1', 'age.max': 5 }, windows: { txCount: '1m', volume: 'x' }, indicators: { burnt: true, dev_holding: 'yes' }, keyword: 7 });
    expect(stored).toEqual({ values: { 'marketCap.min': '100', 'progress.max': '100' }, windows: { txCount: '1m', volume: '1h' }, indicators: { burnt: true }, keyword: '', excludeKeyword: '' });
    expect(parseStoredFilter(null)).toEqual(emptyFilter);
  });
});
