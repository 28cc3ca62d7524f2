import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from './moduleLoader';

/** An import that resolves or rejects when told, counting its calls. */
function controlledImport<M>() {
  const calls: Array<{ resolve: (module: M) => void; reject: (error: Error) => void }> = [];
  const importer = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

describe('moduleLoader', () => {
  it('imports nothing until asked, then once for every caller, and tells its listeners once when the module is there', async () => {
    const { importer, calls } = controlledImport<{ answer: number }>();
    const loader = moduleLoader(importer);
    const listener = vi.fn();
    loader.subscribe(listener);
    expect(importer).not.toHaveBeenCalled();
    const first = loader.load();
    const second = loader.load();
    expect(second).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(loader.get()).toBeUndefined();
    calls[0]!.resolve({ answer: 42 });
    expect(await first).toEqual({ answer: 42 });
    expect(loader.get()).toEqual({ answer: 42 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ answer: 42 });
    expect(await loader.load()).toBe(await first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import: the load rejects with its error, failure is told once, and the next load imports again', async () => {
    const { importer, calls } = controlledImport<string>();
    const onFailed = vi.fn();
    const loader = moduleLoader(importer, { onFailed });
    const failed = loader.load();
    const joined = loader.load();
    const chunkError = new Error('Loading chunk 7 failed');
    calls[0]!.reject(chunkError);
    await expect(failed).rejects.toBe(chunkError);
    await expect(joined).rejects.toBe(chunkError);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(chunkError);
    expect(loader.get()).toBeUndefined();
    const again = loader.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('module');
    expect(await again).toBe('module');
  });

  it('fails an importer that throws at once like an import that did not arrive', async () => {
    const importer = vi.fn<() => Promise<string>>().mockImplementationOnce(() => {
      throw new Error('no factory');
    });
    importer.mockResolvedValue('module');
    const loader = moduleLoader(importer);
    await expect(loader.load()).rejects.toThrow('no factory');
    expect(await loader.load()).toBe('module');
  });

  it('preloads ahead of need, leaving a failure to the next load', async () => {
    const { importer, calls } = controlledImport<string>();
    const onFailed = vi.fn();
    const loader = moduleLoader(importer, { onFailed });
    loader.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]!.reject(new Error('offline'));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    const next = loader.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('module');
    expect(await next).toBe('module');
    loader.preload();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
