import { describe, expect, it } from 'vitest';
import { canConfirm, filterErrors, filterReducer } from './filterForm';
import type { FilterAction } from './filterForm';
import { emptyFilter, filterParams } from './filterState';
import type { FilterState } from './filterState';

const apply = (...actions: FilterAction[]): FilterState => actions.reduce(filterReducer, emptyFilter);

describe('filter form', () => {
  it('applies the input rules to what is typed', () => {
    expect(apply({ type: 'number', field: 'marketCap', bound: 'min', raw: '00a5e0.0.0' }).values['marketCap.min']).toBe('50.00');
    expect(apply({ type: 'number', field: 'progress', bound: 'max', raw: '250' }).values['progress.max']).toBe('100');
    expect(apply({ type: 'keyword', value: 'x'.repeat(80) }).keyword).toHaveLength(64);
  });

  it('sets windows and indicators, and Reset empties every field', () => {
    const state = apply({ type: 'number', field: 'txCount', bound: 'min', raw: '30' }, { type: 'window', field: 'txCount', window: '1m' }, { type: 'indicator', indicator: 'burnt', on: true }, { type: 'excludeKeyword', value: 'scam' });
    expect(filterParams(state, 'hot')).toEqual({ min_tx_count: 30, tx_interval: '1m', burnt: 1, exclude_keyword: 'scam' });
    expect(filterReducer(state, { type: 'reset' })).toEqual(emptyFilter);
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
  });
});
