import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemoteLoader } from './loader';
import { RemoteLoadError } from './manifest';
import { fakeFederation, manifestFor, scriptedFetch } from './testing';
import type { ContractAdapters } from './adapters';

/** Adapters that hand the module over as it is (the adapters have tests of their own). */
const identityAdapters: ContractAdapters = { prepare: async () => undefined, mount: (_contract, component) => component };

const registry = {
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf_discover' as const, manifestUrl: 'http://127.0.0.1:4103/mf-manifest.json', contractMajor: 1 }],
};
const TokenList = () => null;
const goodModule = { default: TokenList, contractVersion: '1.0.0' };

function setup(plan: Parameters<typeof scriptedFetch>[0], modules: Record<string, unknown> = { mf_discover: goodModule }, overrides: Partial<Parameters<typeof createRemoteLoader>[0]> = {}) {
  const origin = scriptedFetch(plan);
  const federation = fakeFederation(modules);
  const loader = createRemoteLoader({ registry, preview: null, federation, adapters: identityAdapters, fetchImpl: origin.impl, hostContractVersion: '1.0.0', ...overrides });
  return { loader, origin, federation };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error as RemoteLoadError);

describe('remote loader', () => {
  it('loads the component after checking the manifest', async () => {
    const { loader, federation } = setup([{ manifest: manifestFor('mf_discover') }]);
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
    expect(federation.registered).toEqual(['mf_discover@http://127.0.0.1:4103/mf-manifest.json']);
  });

  it('lets slots of one remote share one manifest request and registration', async () => {
    const { loader, origin, federation } = setup([{ manifest: manifestFor('mf_discover') }]);
    await Promise.all([loader.load('mf_discover', './TokenList'), loader.load('mf_discover', './TokenList')]);
    expect(origin.requests).toHaveLength(1);
    expect(federation.registered).toHaveLength(1);
  });

  it('starts over after an entry that failed to load', async () => {
    let fail = true;
    const { loader, origin, federation } = setup([{ manifest: manifestFor('mf_discover') }, { manifest: manifestFor('mf_discover') }], {
      mf_discover: async () => {
        if (fail) throw new Error('ScriptExternalLoadError');
        return goodModule;
      },
    });
    await failure(loader.load('mf_discover', './TokenList'));
    fail = false;
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
    expect(origin.requests).toHaveLength(2);
    expect(federation.registered).toHaveLength(2);
  });

  it.each([
    ['404', 'answered HTTP 404'],
    ['500', 'answered HTTP 500'],
    ['corrupt', 'is not valid JSON'],
  ] as const)('names the remote when the manifest fails with %s, and loads on the next try', async (step, why) => {
    const { loader, federation } = setup([step, { manifest: manifestFor('mf_discover') }]);
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error.message).toContain('mf_discover could not be loaded');
    expect(error.message).toContain(why);
    expect(federation.registered).toEqual([]);
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
  });

  it('refuses a document that is not a federation manifest', async () => {
    const { loader } = setup([{ manifest: { hello: 'world' } }]);
    expect((await failure(loader.load('mf_discover', './TokenList'))).message).toContain('is not a federation manifest');
  });

  it('reports an entry that fails to load', async () => {
    const { loader } = setup([{ manifest: manifestFor('mf_discover') }], { mf_discover: () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources')) });
    expect((await failure(loader.load('mf_discover', './TokenList'))).message).toBe('mf_discover could not be loaded: [ Federation Runtime ]: Failed to load script resources.');
  });

  describe('with a timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives up on a manifest that never answers after loadTimeoutMs', async () => {
      const { loader } = setup(['hang']);
      const pending = failure(loader.load('mf_discover', './TokenList'));
      await vi.advanceTimersByTimeAsync(7999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('mf_discover could not be loaded: no answer within 8000 ms.');
    });
  });

  it('refuses a manifest built against another contract major before loading code', async () => {
    const { loader, federation } = setup([{ manifest: manifestFor('mf_discover', '2.0.0') }]);
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('mf_discover was refused');
    expect(error.message).toContain('2.0.0');
    expect(error.message).toContain('1.0.0');
    expect(federation.registered).toEqual([]);
  });

  it('refuses a remote the registry declares for another major', async () => {
    const { loader } = setup([{ manifest: manifestFor('mf_discover') }], undefined, { registry: { ...registry, remotes: [{ ...registry.remotes[0]!, contractMajor: 2 }] } });
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('the registry declares contract 2.x');
  });

  it('mounts a remote of an older minor or a newer patch, and refuses one that needs a newer minor, naming both versions', async () => {
    for (const version of ['1.0.7', '0.9.0']) {
      const major = Number(version.split('.')[0]);
      const { loader } = setup([{ manifest: manifestFor('mf_discover', version) }], { mf_discover: { default: TokenList, contractVersion: version } }, { hostContractVersion: '1.2.0', registry: { ...registry, remotes: [{ ...registry.remotes[0]!, contractMajor: major }] } });
      if (major === 1) await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
      else expect((await failure(loader.load('mf_discover', './TokenList'))).kind).toBe('contract');
    }
    const { loader, federation } = setup([{ manifest: manifestFor('mf_discover', '1.3.0') }], undefined, { hostContractVersion: '1.2.0' });
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('needs contract 1.3');
    expect(error.message).toContain('1.2.0');
    expect(federation.registered).toEqual([]);
  });

  it("prepares the previous major's adapter before registering it, and mounts through the adapter", async () => {
    const calls: string[] = [];
    const adapters: ContractAdapters = {
      prepare: async (remote, contract) => void calls.push(`prepare ${remote} ${contract.major} adapter=${contract.adapter}`),
      mount: (contract, component) => {
        calls.push(`mount ${contract.major}`);
        return component;
      },
    };
    const v1 = { default: TokenList, contractVersion: '1.4.0' };
    const { loader, federation } = setup([{ manifest: manifestFor('mf_discover', '1.4.0') }], { mf_discover: v1 }, { hostContractVersion: '2.0.0', adapterMajors: [1], adapters });
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
    expect(calls).toEqual(['prepare mf_discover 1 adapter=true', 'mount 1']);
    expect(federation.registered).toHaveLength(1);
  });

  it('refuses a module whose contractVersion has another major', async () => {
    const { loader } = setup([{ manifest: manifestFor('mf_discover') }], { mf_discover: { default: TokenList, contractVersion: '3.1.0' } });
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('3.1.0');
  });

  it('refuses a module without contractVersion', async () => {
    const { loader } = setup([{ manifest: manifestFor('mf_discover') }], { mf_discover: { default: TokenList } });
    expect((await failure(loader.load('mf_discover', './TokenList'))).kind).toBe('contract');
  });

  it('loads a previewed remote from its override URL only', async () => {
    const preview = { remote: 'mf_discover' as const, manifestUrl: 'http://127.0.0.1:4300/mf-manifest.json' };
    const { loader, origin } = setup([{ manifest: manifestFor('mf_discover') }], undefined, { preview });
    await loader.load('mf_discover', './TokenList');
    expect(origin.requests).toEqual(['http://127.0.0.1:4300/mf-manifest.json']);
  });

  it('lets the slots take over a preload: one manifest request, one load', async () => {
    let loads = 0;
    const { loader, origin } = setup([{ manifest: manifestFor('mf_discover') }], {
      mf_discover: async () => {
        loads += 1;
        return goodModule;
      },
    });
    loader.preload('mf_discover', './TokenList');
    loader.preload('mf_discover', './TokenList');
    expect(origin.requests).toHaveLength(1);
    const [hot, fresh] = await Promise.all([loader.load('mf_discover', './TokenList'), loader.load('mf_discover', './TokenList')]);
    expect(hot).toBe(TokenList);
    expect(fresh).toBe(TokenList);
    expect(origin.requests).toHaveLength(1);
    expect(loads).toBe(1);
  });

  it('hands a failed preload to its slot, and a Retry starts over', async () => {
    const { loader, origin } = setup(['404', { manifest: manifestFor('mf_discover') }]);
    loader.preload('mf_discover', './TokenList');
    const error = await failure(loader.load('mf_discover', './TokenList'));
    expect(error.message).toContain('HTTP 404');
    await Promise.resolve();
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
    expect(origin.requests).toHaveLength(2);
  });

  it('preloads nothing once a slot has asked for the module: a preload after a failure leaves no failed attempt for Retry', async () => {
    const { loader, origin } = setup(['404', { manifest: manifestFor('mf_discover') }]);
    loader.preload('mf_discover', './TokenList');
    expect((await failure(loader.load('mf_discover', './TokenList'))).message).toContain('HTTP 404');
    // The route preloads again (the app's start, then the route's effect): nothing is asked.
    loader.preload('mf_discover', './TokenList');
    expect(origin.requests).toHaveLength(1);
    // Retry, once the remote is back, loads it.
    await expect(loader.load('mf_discover', './TokenList')).resolves.toBe(TokenList);
    expect(origin.requests).toHaveLength(2);
  });
});
