import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_MAX_AGE_MS, FINGERPRINT_STORAGE_KEY, FINGERPRINT_WAIT_MS, browserFingerprint, createDeviceFingerprint, isStale, parseStored } from './fingerprint';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('device fingerprint', () => {
  it('is stale when missing, 24 h old or from the future', () => {
    expect(isStale(null, 1000)).toBe(true);
    expect(isStale({ id: 'a', at: 0 }, FINGERPRINT_MAX_AGE_MS - 1)).toBe(false);
    expect(isStale({ id: 'a', at: 0 }, FINGERPRINT_MAX_AGE_MS)).toBe(true);
    expect(isStale({ id: 'a', at: 5000 }, 1000)).toBe(true);
    expect(parseStored('{"id":1}')).toBeNull();
    expect(parseStored('oops')).toBeNull();
  });

  it('uses the install id until the first fingerprint, then keeps a fresh one without asking again', async () => {
    const storage = memory();
    const compute = vi.fn(async (install: string) => `fp-${install}`);
    let now = 1_000;
    const device = createDeviceFingerprint({ storage, installId: 'install', compute, now: () => now });
    expect(device.current()).toBe('install');
    expect(await device.refreshIfStale()).toBe(true);
    expect(device.current()).toBe('fp-install');
    expect(JSON.parse(storage.data.get(FINGERPRINT_STORAGE_KEY) ?? '')).toEqual({ id: 'fp-install', at: 1_000 });
    now += FINGERPRINT_MAX_AGE_MS - 1;
    await device.refreshIfStale();
    expect(compute).toHaveBeenCalledTimes(1);
    now += 1;
    await device.refreshIfStale();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('tries 3 times, each waiting at most 5 s, and keeps the old value when all fail', async () => {
    const storage = memory({ [FINGERPRINT_STORAGE_KEY]: JSON.stringify({ id: 'old', at: 0 }) });
    const waits: number[] = [];
    const compute = vi.fn(() => new Promise<string>(() => undefined));
    const device = createDeviceFingerprint({ storage, installId: 'install', compute, now: () => FINGERPRINT_MAX_AGE_MS * 2, wait: async (ms) => void waits.push(ms) });
    expect(await device.refreshIfStale()).toBe(false);
    expect(compute).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([FINGERPRINT_WAIT_MS, FINGERPRINT_WAIT_MS, FINGERPRINT_WAIT_MS]);
    expect(device.current()).toBe('old');
  });

  it('succeeds on a retry after a failure, and runs one refresh at a time', async () => {
    const compute = vi.fn().mockRejectedValueOnce(new Error('sdk not ready')).mockResolvedValueOnce('fresh');
    const device = createDeviceFingerprint({ storage: memory(), installId: 'i', compute, wait: () => new Promise(() => undefined) });
    const [a, b] = await Promise.all([device.refreshIfStale(), device.refreshIfStale()]);
    expect([a, b]).toEqual([true, true]);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(device.current()).toBe('fresh');
  });

  it('hashes the browser traits with the install id: 32 hex digits, different per install', async () => {
    const a = await browserFingerprint('one');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await browserFingerprint('one')).toBe(a);
    expect(await browserFingerprint('two')).not.toBe(a);
  });
});
