import { FILTER_FIELDS, MAX_KEYWORD_LENGTH, boundValue, emptyFilter, fieldsFor, sanitizeNumber } from './filterState';
import type { Bound, FilterFieldId, FilterIndicator, FilterListId, FilterState, FilterWindow } from './filterState';

/**
 * The filter drawer's form (spec 3 §2, §5) as a triad: this reducer and `filterErrors`
 * (fomox-max-min per field) here, the summary (`filterParams`, the min_/max_ params the list
 * sends) in `filterState.ts`. Loaded with the drawer, on its first open. Pure, no React.
 */

export type FilterAction =
  | { type: 'number'; field: FilterFieldId; bound: Bound; raw: string }
  | { type: 'window'; field: 'txCount' | 'volume'; window: FilterWindow }
  | { type: 'indicator'; indicator: FilterIndicator; on: boolean }
  | { type: 'keyword'; value: string }
  | { type: 'excludeKeyword'; value: string }
  | { type: 'reset' };

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'number': {
      const field = FILTER_FIELDS.find((f) => f.id === action.field);
      const text = sanitizeNumber(action.raw, field?.unit === 'percent');
      return { ...state, values: { ...state.values, [`${action.field}.${action.bound}`]: text } };
    }
    case 'window':
      return { ...state, windows: { ...state.windows, [action.field]: action.window } };
    case 'indicator':
      return { ...state, indicators: { ...state.indicators, [action.indicator]: action.on } };
    case 'keyword':
      return { ...state, keyword: action.value.slice(0, MAX_KEYWORD_LENGTH) };
    case 'excludeKeyword':
      return { ...state, excludeKeyword: action.value.slice(0, MAX_KEYWORD_LENGTH) };
    case 'reset':
      return emptyFilter;
  }
}

export type FilterErrorCode = 'fomox-max-min';
export type FilterErrors = Partial<Record<FilterFieldId, FilterErrorCode>>;

/** Per field: the maximum may not be below the minimum (message fomox-max-min). */
export function filterErrors(state: FilterState, list: FilterListId): FilterErrors {
  const errors: FilterErrors = {};
  for (const field of fieldsFor(list)) {
    const min = boundValue(state, field.id, 'min');
    const max = boundValue(state, field.id, 'max');
    if (min !== undefined && max !== undefined && max < min) errors[field.id] = 'fomox-max-min';
  }
  return errors;
}

export const canConfirm = (errors: FilterErrors): boolean => Object.keys(errors).length === 0;
