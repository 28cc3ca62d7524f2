import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBoundary, LazyLoadError, lazyModule, lazyWithPreload } from './lazy';

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

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyModule', () => {
  it('imports once for every caller, and tells its listeners when the module is there', async () => {
    const { importer, calls } = controlledImport<{ answer: number }>();
    const module = lazyModule(importer);
    const listener = vi.fn();
    module.subscribe(listener);
    const first = module.load();
    const second = module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toBeUndefined();
    calls[0]!.resolve({ answer: 42 });
    expect(await first).toEqual({ answer: 42 });
    expect(await second).toBe(await first);
    expect(module.get()).toEqual({ answer: 42 });
    expect(listener).toHaveBeenCalledTimes(1);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: it rejects with a LazyLoadError and the next load imports again', async () => {
    const { importer, calls } = controlledImport<{ answer: number }>();
    const module = lazyModule(importer);
    const failed = module.load();
    calls[0]!.reject(new Error('Loading chunk 7 failed'));
    await expect(failed).rejects.toMatchObject({ name: 'LazyLoadError', cause: expect.objectContaining({ message: 'Loading chunk 7 failed' }) });
    expect(module.get()).toBeUndefined();
    const again = module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve({ answer: 1 });
    expect(await again).toEqual({ answer: 1 });
  });
});

describe('lazyWithPreload', () => {
  it('suspends on its first render until its code is there, and loads nothing before', async () => {
    const { importer, calls } = controlledImport<typeof Greeting>();
    const LazyGreeting = lazyWithPreload(importer);
    expect(importer).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    calls[0]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no suspended frame, once preloaded', async () => {
    const { importer, calls } = controlledImport<typeof Greeting>();
    const LazyGreeting = lazyWithPreload(importer);
    const preloaded = LazyGreeting.preload();
    calls[0]!.resolve(Greeting);
    expect(await preloaded).toBe(Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('takes several components from one module: each is there once any of them loaded it', async () => {
    function Farewell({ name }: { name: string }) {
      return <p>Bye {name}</p>;
    }
    const { importer, calls } = controlledImport<{ Greeting: typeof Greeting; Farewell: typeof Farewell }>();
    const module = lazyModule(importer);
    const LazyGreeting = lazyWithPreload(module, (parts) => parts.Greeting);
    const LazyFarewell = lazyWithPreload(module, (parts) => parts.Farewell);
    const preloaded = LazyGreeting.preload();
    calls[0]!.resolve({ Greeting, Farewell });
    await preloaded;
    render(<LazyFarewell name="Ada" />);
    expect(screen.getByText('Bye Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('after a failed load shows the boundary’s fallback, and its next render imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { importer, calls } = controlledImport<typeof Greeting>();
    const LazyGreeting = lazyWithPreload(importer);
    const onFailed = vi.fn();
    const page = (
      <LazyBoundary fallback={<p>Not loaded</p>} onFailed={onFailed}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ada" />
        </Suspense>
      </LazyBoundary>
    );
    const { unmount } = render(page);
    calls[0]!.reject(new Error('Loading chunk 3 failed'));
    expect(await screen.findByText('Not loaded')).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledTimes(1);
    unmount();
    render(page);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('lets any other error through the boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug, not a chunk');
    }
    const LazyBroken = lazyWithPreload(() => Promise.resolve(Broken));
    expect(new LazyLoadError(new Error('x'))).toBeInstanceOf(Error);
    return LazyBroken.preload().then(() => {
      expect(() =>
        render(
          <LazyBoundary fallback={<p>Not loaded</p>}>
            <LazyBroken />
          </LazyBoundary>,
        ),
      ).toThrow('a bug, not a chunk');
    });
  });
});
