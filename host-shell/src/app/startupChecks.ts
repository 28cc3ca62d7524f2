/**
 * Whether the browser refuses this page its storage: reading `localStorage` or `sessionStorage`
 * throws (a SecurityError when site data is blocked, in a strict privacy mode, or in a frame a
 * browser partitions), or writing to them fails. The session, preferences and a preview override
 * live there, so the host cannot run without them and says so instead of going blank.
 */
export function storageBlocked(win: { readonly localStorage: Storage; readonly sessionStorage: Storage }): boolean {
  const probe = 'nova.storage-probe';
  try {
    for (const storage of [win.localStorage, win.sessionStorage]) {
      storage.setItem(probe, '1');
      storage.removeItem(probe);
    }
    return false;
  } catch {
    return true;
  }
}
