import type { PlatformServices } from '@nova/shared-contracts';
import { createContractAdapters } from './adapters';
import type { FederationPort } from './loader';

/** A manifest as a remote build emits it, built against `contractVersion`. */
export function manifestFor(name: string, contractVersion = '1.0.0') {
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ id: `${name}:@nova/shared-contracts`, name: '@nova/shared-contracts', version: contractVersion, singleton: true }],
    remotes: [],
    exposes: [{ id: `${name}:TokenList`, name: 'TokenList', path: './TokenList' }],
  };
}

/** A scriptable origin: each manifest request takes the next planned answer. */
export function scriptedFetch(plan: Array<'404' | '500' | 'hang' | 'corrupt' | { manifest: unknown }>) {
  const requests: string[] = [];
  const impl: typeof fetch = (input, init) => {
    requests.push(String(input));
    const step = plan.shift() ?? plan[plan.length - 1];
    if (step === 'hang' || step === undefined) {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (step === '404') return Promise.resolve(new Response('not found', { status: 404 }));
    if (step === '500') return Promise.resolve(new Response('boom', { status: 500 }));
    if (step === 'corrupt') return Promise.resolve(new Response('{"name":', { status: 200 }));
    return Promise.resolve(new Response(JSON.stringify(step.manifest), { status: 200 }));
  };
  return { impl, requests };
}

/** A federation runtime double that returns `modules[remote]` or fails as told. */
export function fakeFederation(modules: Record<string, unknown | (() => Promise<unknown>)>): FederationPort & { registered: string[]; provided: Array<{ packageName: string; version: string; module: object }> } {
  const registered: string[] = [];
  const provided: Array<{ packageName: string; version: string; module: object }> = [];
  return {
    registered,
    provided,
    provideShared(packageName, version, module) {
      provided.push({ packageName, version, module });
    },
    register(remote, url) {
      registered.push(`${remote}@${url}`);
    },
    async load(remote) {
      const mod = modules[remote];
      return typeof mod === 'function' ? (mod as () => Promise<unknown>)() : mod;
    },
  };
}

/** The host's adapters over a federation double, with `services` (a stand-in by default) as the platform handed to modules. */
export function adaptersFor(federation: FederationPort, services = { contractVersion: 'test' } as unknown as PlatformServices) {
  return createContractAdapters(services, federation.provideShared);
}
