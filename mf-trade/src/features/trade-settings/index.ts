// The trade settings dialog (presets per chain) and its switch row.
export { TradeSettingsDialog } from './components/TradeSettingsDialog';
export { SwitchRow } from './components/SwitchRow';
