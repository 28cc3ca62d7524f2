/** English of the start-up error screen (its own chunk, loaded only when the host cannot start). */
export const startupEn = {
  'shell.startup.title': 'Nova could not start',
  'shell.startup.registryHint': 'The host reads its remotes, API and WebSocket addresses from remotes.json, served beside it.',
  'shell.startup.storageTitle': 'Browser storage is blocked',
  'shell.startup.storageBody': 'Nova keeps your session and settings in this browser\'s storage, and the browser refuses access to it (a strict privacy mode, blocked site data, or the page opened inside another site). Allow site data for this site or open it in its own tab, then reload.',
  'shell.startup.reload': 'Reload',
} as const;
