/**
 * The device fingerprint sent as `x-device-id` (spec 1 §4): kept with the time it was taken and
 * taken again when older than 24 hours, with up to 3 attempts that each wait at most 5 s for the
 * fingerprinting to answer; until one succeeds the previous value stays in use.
 */
export const FINGERPRINT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const FINGERPRINT_ATTEMPTS = 3;
export const FINGERPRINT_WAIT_MS = 5000;
export const FINGERPRINT_STORAGE_KEY = 'nova.fingerprint.v1';

export interface StoredFingerprint {
  id: string;
  /** Epoch ms when it was taken. */
  at: number;
}

export function isStale(stored: StoredFingerprint | null, now: number): boolean {
  return !stored || now - stored.at >= FINGERPRINT_MAX_AGE_MS || now < stored.at;
}

export function parseStored(text: string | null): StoredFingerprint | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredFingerprint>;
    return typeof value.id === 'string' && value.id !== '' && typeof value.at === 'number' ? { id: value.id, at: value.at } : null;
  } catch {
    return null;
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number, wait: (ms: number) => Promise<void>): Promise<T> =>
  Promise.race([promise, wait(ms).then(() => Promise.reject(new Error(`no fingerprint within ${ms} ms`)))]);

export interface DeviceFingerprint {
  /** The value to send now (the last good fingerprint, or the install id before the first one). */
  current(): string;
  /** Takes a new fingerprint when the stored one is older than 24 h; resolves whether it has a fresh one. */
  refreshIfStale(): Promise<boolean>;
}

export function createDeviceFingerprint(options: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The install id: used until the first fingerprint and mixed into each one, so two identical browsers differ. */
  installId: string;
  compute: (installId: string) => Promise<string>;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}): DeviceFingerprint {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let stored = parseStored(options.storage.getItem(FINGERPRINT_STORAGE_KEY));
  let running: Promise<boolean> | null = null;
  return {
    current: () => stored?.id ?? options.installId,
    refreshIfStale() {
      if (!isStale(stored, now())) return Promise.resolve(true);
      running ??= (async () => {
        for (let attempt = 1; attempt <= FINGERPRINT_ATTEMPTS; attempt++) {
          try {
            const id = await withTimeout(options.compute(options.installId), FINGERPRINT_WAIT_MS, wait);
            stored = { id, at: now() };
            options.storage.setItem(FINGERPRINT_STORAGE_KEY, JSON.stringify(stored));
            return true;
          } catch {
            // the next attempt, if any; the previous value stays in use
          }
        }
        return false;
      })().finally(() => (running = null));
      return running;
    },
  };
}

/** A fingerprint of this browser: SHA-256 of its stable traits and the install id, 32 hex digits. */
export async function browserFingerprint(installId: string): Promise<string> {
  const traits = [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    String(navigator.hardwareConcurrency ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    installId,
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
