import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand', () => {
  it('imports once for all callers and gives the export once it is in', async () => {
    const importer = vi.fn(() => Promise.resolve('Drawer'));
    const chunk = onDemand(importer);
    expect(chunk.get()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect([a, b, chunk.get()]).toEqual(['Drawer', 'Drawer', 'Drawer']);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import: the next load tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce('Drawer');
    const chunk = onDemand<string>(importer);
    await expect(chunk.load()).rejects.toThrow('Loading chunk failed');
    expect(chunk.get()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('Drawer');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
