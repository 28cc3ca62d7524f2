// The filters feature's door: the drawer and the filter state the lists read and send.
export { FilterDrawer } from './components/FilterDrawer';
export { FILTERS_PREF, activeFilterCount, filterParams, parseStoredFilter } from './model/filterState';
export type { FilterListId, FilterState } from './model/filterState';
