// Keyboard trading: the shortcuts listener and its help.
export { ShortcutHelp } from './components/ShortcutHelp';
export { useTradeShortcuts } from './components/useTradeShortcuts';
