import { describe, expect, it } from 'vitest';
import { RemoteLoadError, exposeScripts, remoteEntryOf } from './manifest';
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

  it('refuses a manifest without publicPath', () => {
    expect(() => remoteEntryOf('mf_discover', 'https://cdn.example/mf-manifest.json', withMeta({ getPublicPath: 'return "x"' }))).toThrow(RemoteLoadError);
  });
});

describe('exposeScripts', () => {
  it("lists the exposed module's synchronous chunks under the public path", () => {
    const manifest = withMeta({ publicPath: 'auto' }, [{ name: 'TokenList', path: './TokenList', assets: { js: { sync: ['1.js', '__federation_expose_TokenList.js'], async: ['2.js'] } } }]);
    expect(exposeScripts('http://o/', manifest, './TokenList')).toEqual(['http://o/1.js', 'http://o/__federation_expose_TokenList.js']);
    expect(exposeScripts('http://o/', manifest, './Other')).toEqual([]);
  });
});
