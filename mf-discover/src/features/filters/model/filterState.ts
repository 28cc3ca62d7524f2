import type { TokenListParams } from '@nova/shared-contracts';
import { sanitizeNumber } from '../../../shared/model/numberInput';

export { MAX_INPUT_LENGTH, PERCENT_CAP, isBlockedKey, sanitizeNumber } from '../../../shared/model/numberInput';

/**
 * A list's token filter (spec 3 §2, §5) as the list uses it from its first render: the shape, the
 * input rules of its numbers, the stored value read back from prefs and the min_/max_ params it
 * sends. The drawer's form (reducer, errors) is `filterForm.ts`, loaded with the drawer. Pure, no React.
 */

/** Numeric fields in the drawer's order; `param` is the API key behind min_/max_. */
export const FILTER_FIELDS = [
  { id: 'marketCap', param: 'market_cap', unit: 'usd' },
  { id: 'progress', param: 'progress', unit: 'percent' },
  { id: 'txCount', param: 'tx_count', unit: 'count', windowed: true },
  { id: 'volume', param: 'volume', unit: 'usd', windowed: true },
  { id: 'holders', param: 'holder_count', unit: 'count' },
  { id: 'age', param: 'age_minutes', unit: 'minutes' },
  { id: 'liquidity', param: 'liquidity', unit: 'usd' },
] as const;

export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterFieldId = FilterField['id'];
export type Bound = 'min' | 'max';
/** Windows of the transaction count and volume fields (spec: 1h or 1m). */
export const FILTER_WINDOWS = ['1h', '1m'] as const;
export type FilterWindow = (typeof FILTER_WINDOWS)[number];
export const FILTER_INDICATORS = ['dev_sold_all', 'dev_holding', 'burnt', 'has_social'] as const;
export type FilterIndicator = (typeof FILTER_INDICATORS)[number];

/** Which list the drawer filters; the completed launches list has no progress field. */
export type FilterListId = 'hot' | 'new' | 'ai' | 'new-launches' | 'completing' | 'completed';

export interface FilterState {
  /** Raw input text per field and bound ('' when empty). */
  values: Partial<Record<`${FilterFieldId}.${Bound}`, string>>;
  windows: { txCount: FilterWindow; volume: FilterWindow };
  indicators: Partial<Record<FilterIndicator, boolean>>;
  keyword: string;
  excludeKeyword: string;
}

/** Prefs key of the filter drawer's values, one entry per list (spec 3 §3 "Filter values"). */
export const FILTERS_PREF = 'discover.filters';

export const MAX_KEYWORD_LENGTH = 64;

export const emptyFilter: FilterState = { values: {}, windows: { txCount: '1h', volume: '1h' }, indicators: {}, keyword: '', excludeKeyword: '' };

export function fieldsFor(list: FilterListId): readonly FilterField[] {
  return list === 'completed' ? FILTER_FIELDS.filter((field) => field.id !== 'progress') : FILTER_FIELDS;
}


/** A bound's number, or undefined while its field is empty (or just a dot). */
export function boundValue(state: FilterState, field: FilterFieldId, bound: Bound): number | undefined {
  const text = state.values[`${field}.${bound}`];
  return text === undefined || text === '' || text === '.' ? undefined : Number(text);
}

/** The list params of a filter: min_/max_ numbers, the two windows, indicators as 1, keywords trimmed. */
export function filterParams(state: FilterState, list: FilterListId): TokenListParams {
  const params: Record<string, string | number> = {};
  for (const field of fieldsFor(list)) {
    for (const bound of ['min', 'max'] as const) {
      const value = boundValue(state, field.id, bound);
      if (value !== undefined) params[`${bound}_${field.param}`] = value;
    }
  }
  if (params.min_tx_count !== undefined || params.max_tx_count !== undefined) params.tx_interval = state.windows.txCount;
  if (params.min_volume !== undefined || params.max_volume !== undefined) params.volume_interval = state.windows.volume;
  for (const indicator of FILTER_INDICATORS) if (state.indicators[indicator]) params[indicator] = 1;
  const keyword = state.keyword.trim();
  const exclude = state.excludeKeyword.trim();
  if (keyword) params.keyword = keyword;
  if (exclude) params.exclude_keyword = exclude;
  return params as TokenListParams;
}

/** How many filters are set (the badge on the Filter button). */
export function activeFilterCount(state: FilterState, list: FilterListId): number {
  const params = filterParams(state, list);
  return Object.keys(params).filter((key) => key !== 'tx_interval' && key !== 'volume_interval').length;
}

/** A stored filter read back from prefs: anything malformed is dropped, the rest kept. */
export function parseStoredFilter(value: unknown): FilterState {
  if (!value || typeof value !== 'object') return emptyFilter;
  const raw = value as Partial<FilterState>;
  const values: FilterState['values'] = {};
  for (const field of FILTER_FIELDS) {
    for (const bound of ['min', 'max'] as const) {
      const text = raw.values?.[`${field.id}.${bound}`];
      if (typeof text === 'string') values[`${field.id}.${bound}`] = sanitizeNumber(text, field.unit === 'percent');
    }
  }
  const windowOf = (w: unknown): FilterWindow => (w === '1m' ? '1m' : '1h');
  const indicators: FilterState['indicators'] = {};
  for (const indicator of FILTER_INDICATORS) if (raw.indicators?.[indicator] === true) indicators[indicator] = true;
  return {
    values,
    windows: { txCount: windowOf(raw.windows?.txCount), volume: windowOf(raw.windows?.volume) },
    indicators,
    keyword: typeof raw.keyword === 'string' ? raw.keyword.slice(0, MAX_KEYWORD_LENGTH) : '',
    excludeKeyword: typeof raw.excludeKeyword === 'string' ? raw.excludeKeyword.slice(0, MAX_KEYWORD_LENGTH) : '',
  };
}
