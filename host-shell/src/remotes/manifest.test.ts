import { describe, expect, it } from 'vitest';
import { RemoteLoadError, exposeScripts, hostRuntimeEntryOf, publishedFederationVersion, remoteEntryOf } from './manifest';
import type { FederationManifest } from './manifest';
import { manifestFor } from './testing';

const withMeta = (metaData: Record<string, unknown>, exposes: FederationManifest['exposes'] = []): FederationManifest => ({ ...manifestFor('mf_discover'), metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData }, exposes: exposes.length ? exposes : manifestFor('mf_discover').exposes }) as FederationManifest;

describe('remoteEntryOf', () => {
  it("resolves publicPath 'auto' to the manifest's folder", () => {
    const entry = remoteEntryOf('mf_discover', 'http://127.0.0.1:4103/discover/mf-manifest.json?v=2#x', manifestFor('mf_discover') as FederationManifest);
    expect(entry).toEqual({ url: 'http://127.0.0.1:4103/discover/remoteEntry.js', publicPath: 'http://127.0.0.1:4103/discover/', type: 'global', globalName: undefined });
  });

  it('joins the entry path as the federation runtime does', () => {
    const url = (path: string) => remoteEntryOf('mf_discover', 'https://cdn.example/a/mf-manifest.json', withMeta({ publicPath: 'https://cdn.example/b/', remoteEntry: { name: 'remoteEntry.js', path } })).url;
    expect(url('')).toBe('https://cdn.example/b/remoteEntry.js');
    expect(url('.')).toBe('https://cdn.example/b/remoteEntry.js');
    expect(url('./js')).toBe('https://cdn.example/b/js/remoteEntry.js');
    expect(url('/js/')).toBe('https://cdn.example/b/js/remoteEntry.js');
  });

  describe('a manifest naming a host-runtime entry', () => {
    const manifest = withMeta({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, nova: { contractVersion: '6.1.0', hostRuntimeEntry: { name: 'remoteEntry.hostRuntime.0123456789.js', federationVersion: '2.9.2' } } });
    const manifestUrl = 'https://cdn.example/discover/mf-manifest.json';

    it('gets the host-runtime entry when the host publishes the federation version it was built against', () => {
      expect(remoteEntryOf('mf_discover', manifestUrl, manifest, '2.9.2')).toEqual({ url: 'https://cdn.example/discover/remoteEntry.hostRuntime.0123456789.js', publicPath: 'https://cdn.example/discover/', type: 'global', globalName: undefined });
    });

    it('gets the standard entry from a host publishing another federation version, or none', () => {
      for (const version of ['2.9.3', '2.10.0', null]) {
        expect(remoteEntryOf('mf_discover', manifestUrl, manifest, version).url).toBe('https://cdn.example/discover/remoteEntry.js');
      }
    });

    it('ignores a host-runtime entry named in another shape', () => {
      const named = (hostRuntimeEntry: unknown) => withMeta({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, nova: { hostRuntimeEntry } });
      expect(hostRuntimeEntryOf(manifest)).toEqual({ name: 'remoteEntry.hostRuntime.0123456789.js', federationVersion: '2.9.2' });
      for (const odd of [undefined, 'remoteEntry.hostRuntime.js', { name: 'remoteEntry.hostRuntime.js' }, { name: '../evil.js', federationVersion: '2.9.2' }, { name: 'https://evil.example/x.js', federationVersion: '2.9.2' }]) {
        expect(hostRuntimeEntryOf(named(odd))).toBeNull();
        expect(remoteEntryOf('mf_discover', manifestUrl, named(odd), '2.9.2').url).toBe('https://cdn.example/discover/remoteEntry.js');
      }
    });
  });

  it('refuses a manifest without publicPath', () => {
    expect(() => remoteEntryOf('mf_discover', 'https://cdn.example/mf-manifest.json', withMeta({ getPublicPath: 'return "x"' }))).toThrow(RemoteLoadError);
  });
});

describe('publishedFederationVersion', () => {
  it('reads the version of the bundler runtime the page publishes beside runtime-core', () => {
    expect(publishedFederationVersion({ _FEDERATION_RUNTIME_CORE: {}, __NOVA_FEDERATION_BUNDLER_RUNTIME__: { version: '2.9.2' } })).toBe('2.9.2');
  });

  it('is null when either half is missing', () => {
    expect(publishedFederationVersion({ __NOVA_FEDERATION_BUNDLER_RUNTIME__: { version: '2.9.2' } })).toBeNull();
    expect(publishedFederationVersion({ _FEDERATION_RUNTIME_CORE: {} })).toBeNull();
    expect(publishedFederationVersion({ _FEDERATION_RUNTIME_CORE: {}, __NOVA_FEDERATION_BUNDLER_RUNTIME__: {} })).toBeNull();
  });
});

describe('exposeScripts', () => {
  it("lists the exposed module's synchronous chunks under the public path", () => {
    const manifest = withMeta({ publicPath: 'auto' }, [{ name: 'TokenList', path: './TokenList', assets: { js: { sync: ['1.js', '__federation_expose_TokenList.js'], async: ['2.js'] } } }]);
    expect(exposeScripts('http://o/', manifest, './TokenList')).toEqual(['http://o/1.js', 'http://o/__federation_expose_TokenList.js']);
    expect(exposeScripts('http://o/', manifest, './Other')).toEqual([]);
  });
});
