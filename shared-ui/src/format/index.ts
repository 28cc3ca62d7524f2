// Formatting rules of spec 3 §9, free of React (tested in node). Re-exported by src/index.ts.
export { intlLocale, localeDirection, unitFamily } from './locale';
export type { UnitFamily } from './locale';
export {
  coinMinDecimals,
  decimalsForMagnitude,
  floorTo,
  formatCoinAmount,
  formatCompact,
  formatNumber,
  formatPercent,
  formatPrice,
  formatUsd,
} from './number';
export type { NumberFormatOptions, NumericInput } from './number';
export { formatAge, formatDateTime, isRecent, shortenAddress, tickerIntervalMs } from './text';
export { DASH } from './decimal';
export { formatSubscriptDecimal, subscriptCount } from './subscript';
