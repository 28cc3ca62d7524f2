// The one public door of @nova/shared-ui. Explicit named re-exports only.

// Theme: CSS variables injected by <ThemeStyles/>, referenced through `vars`.
export { ThemeStyles } from './theme/ThemeStyles';
export { darkPalette, themeCssVariables, themeFonts, vars } from './theme/tokens';

// Primitives.
export { Badge, BuildMark } from './primitives/Badge';
export type { BadgeProps, BuildMarkProps } from './primitives/Badge';
export { Button } from './primitives/Button';
export type { ButtonProps, ButtonVariant } from './primitives/Button';
export { ChangeBadge } from './primitives/ChangeBadge';
export type { ChangeBadgeProps } from './primitives/ChangeBadge';
export { LoadableView } from './primitives/LoadableView';
export type { LoadableViewProps } from './primitives/LoadableView';
export { Card, Panel } from './primitives/Panel';
export type { CardProps, PanelProps } from './primitives/Panel';
export { Skeleton, SkeletonGroup, shimmerStyles } from './primitives/Skeleton';
export type { SkeletonGroupProps, SkeletonProps } from './primitives/Skeleton';
export { nextSort, sortRows } from './primitives/sort';
export type { SortState } from './primitives/sort';
export { Spinner } from './primitives/Spinner';
export type { SpinnerProps } from './primitives/Spinner';
export { StatList } from './primitives/Stats';
export type { StatItem, StatListProps } from './primitives/Stats';
export { EmptyState, ErrorState } from './primitives/States';
export type { EmptyStateProps, ErrorStateProps } from './primitives/States';
export { Table } from './primitives/Table';
export type { TableColumn, TableProps } from './primitives/Table';
export { Tabs } from './primitives/Tabs';
export { useChoiceInTransition } from './primitives/useChoiceInTransition';
export type { TabItem, TabsProps } from './primitives/Tabs';
export { TokenIcon } from './primitives/TokenIcon';
export type { TokenIconProps } from './primitives/TokenIcon';

// Controls.
export { Chip } from './controls/Chip';
export type { ChipProps } from './controls/Chip';
export { IconButton } from './controls/IconButton';
export type { IconButtonProps } from './controls/IconButton';
export { Menu, Popover } from './controls/Popover';
export type { MenuItem, MenuProps, PopoverProps } from './controls/Popover';
export { Select } from './controls/Select';
export type { SelectOption, SelectProps } from './controls/Select';
export { TextArea } from './controls/TextArea';
export type { TextAreaProps } from './controls/TextArea';
export { TextField } from './controls/TextField';
export type { TextFieldProps } from './controls/TextField';
export { VIRTUAL_OVERSCAN, VIRTUAL_ROW_HEIGHT, VirtualTable } from './controls/VirtualTable';
export type { VirtualColumn, VirtualTableProps } from './controls/VirtualTable';

// Text from outside (token names and symbols, wallet names, remarks): bidi isolated and cleaned.
export { ThirdPartyText } from './text/ThirdPartyText';
export { canCopyImages, copyPng, nodePng, saveBlob } from './image/nodeImage';
export { FitPreview } from './image/FitPreview';
export type { ThirdPartyTextProps } from './text/ThirdPartyText';
export { hasBidiControls, stripBidiControls } from './text/bidi';

// Stacking order, and the attribute that raises an element shown as a popover (the toasts) above a modal dialog.
export { LAYERS, TOP_LAYER_ATTRIBUTE } from './theme/layers';

// Overlays: a modal or drawer that becomes a bottom sheet / full-width drawer below 768 px.
export { Dialog } from './overlay/Dialog';
export { preloadOverlays } from './overlay/preload';
export { DialogActions, DialogForm, DialogStack, DialogText } from './overlay/DialogParts';
export type { DialogProps } from './overlay/Dialog';

// PlatformServices as React hooks.
export { PlatformContext, PlatformProvider, exposeModule, usePlatform } from './platform/context';
export { dataOf, toLoadableError } from './platform/loadable';
export { newIdempotencyKey } from './platform/idempotency';
export { toLoadable, useApi, useLiveToken, useLiveTokenInfo, useTokenInfo } from './platform/useApi';
export type { ApiLoadable, UseApiOptions } from './platform/useApi';
export { usePlatformInfiniteQuery, usePlatformMutation, usePlatformQuery } from './platform/query';
export { useBusValue } from './platform/useBusValue';
export { useDebounced } from './platform/useDebounced';
export { whenIdle } from './platform/idle';
export { useViewportNarrowerThan, viewportNarrowerThan } from './platform/viewport';
export { LazyBoundary, LazyLoadError, lazyModule, lazyWithPreload } from './platform/lazy';
export type { LazyModule, PreloadableComponent } from './platform/lazy';
export type { WhenIdleOptions } from './platform/idle';
export { useChainPresets } from './platform/useChainPresets';
export { useFollow, usePushed, useSubscription } from './platform/useSubscription';
export { useMessages } from './platform/useMessages';
export { usePref } from './platform/usePref';
export { QUICK_BUY_PREF, quickBuyAmountOf, useQuickBuyAmount } from './platform/quickBuyAmount';
export { canQuickTrade, useCanQuickTrade } from './platform/quickTrade';
export { useTypedPref } from './platform/useTypedPref';
export type { Catalogues, Translate } from './platform/useMessages';

// Per-remote message catalogues: English in the bundle, one locale loader for the 18 others (a chunk
// each); ICU messages precompiled to formatjs ASTs by the build, formatted through intl-messageformat.
export { catalogueProblems, defineCatalogues } from './i18n/catalogue';
export { createMessageFormatter } from './i18n/messageFormat';
export type { Message, MessageFormatter } from './i18n/messageFormat';
export type { CatalogueOf, LocaleLoader, MessageBundle, MessageValues } from './i18n/catalogue';
export { useCatalogue } from './i18n/useCatalogue';
export type { MessageKey, Translator } from './i18n/useCatalogue';
export { useSession } from './platform/useSession';
export { useRealtimeStatus } from './platform/useRealtimeStatus';

// Formatting (spec 3 §9), free of React.
export {
  DASH,
  coinMinDecimals,
  decimalsForMagnitude,
  floorTo,
  formatAge,
  formatDateTime,
  formatCoinAmount,
  formatCompact,
  formatNumber,
  formatPercent,
  formatPrice,
  formatSubscriptDecimal,
  formatUsd,
  intlLocale,
  isRecent,
  localeDirection,
  shortenAddress,
  subscriptCount,
  tickerIntervalMs,
  unitFamily,
} from './format';
export type { NumberFormatOptions, NumericInput, UnitFamily } from './format';
