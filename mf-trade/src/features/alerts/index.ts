// The alert settings popover (fill toast and fill sound prefs).
export { AlertSettings } from './components/AlertSettings';
