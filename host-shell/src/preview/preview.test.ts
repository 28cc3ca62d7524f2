import { describe, expect, it } from 'vitest';
import { PREVIEW_STORAGE_KEY } from './lazyPreview';
import { parsePreview, resolvePreview, withoutPreviewParam } from './preview';

const registry = {
  previewAllowlist: ['http://127.0.0.1:4300', 'http://localhost:4300/'],
  remotes: [
    { name: 'mf_discover' as const, manifestUrl: 'http://127.0.0.1:4103/mf-manifest.json', contractMajor: 1 },
    { name: 'mf_chart' as const, manifestUrl: 'http://127.0.0.1:4102/mf-manifest.json', contractMajor: 1 },
  ],
};

describe('parsePreview', () => {
  it('accepts a known remote on an allowed origin', () => {
    expect(parsePreview('mf_discover@http://127.0.0.1:4300/mf-manifest.json', registry)).toEqual({
      kind: 'accepted',
      override: { remote: 'mf_discover', manifestUrl: 'http://127.0.0.1:4300/mf-manifest.json' },
    });
  });

  it('matches allowlist entries by origin, trailing slash or not', () => {
    expect(parsePreview('mf_chart@http://localhost:4300/build/mf-manifest.json', registry).kind).toBe('accepted');
  });

  it.each([
    ['foreign origin', 'mf_discover@http://evil.example:4300/mf-manifest.json', 'the origin http://evil.example:4300 is not on the preview allowlist'],
    ['other port of an allowed host', 'mf_discover@http://127.0.0.1:4301/mf-manifest.json', 'the origin http://127.0.0.1:4301 is not on the preview allowlist'],
    ['javascript: URL', 'mf_discover@javascript:alert(1)', 'the javascript: scheme is not allowed, only http and https'],
    ['data: URL', 'mf_discover@data:application/json,{}', 'the data: scheme is not allowed, only http and https'],
    ['malformed URL', 'mf_discover@not a url', '"not a url" is not a valid URL'],
    ['missing separator', 'mf_discover', 'the value must be <remote_name>@<manifest URL>'],
    ['missing remote name', '@http://127.0.0.1:4300/mf-manifest.json', 'the value must be <remote_name>@<manifest URL>'],
    ['unknown remote', 'mf_evil@http://127.0.0.1:4300/mf-manifest.json', '"mf_evil" is not a remote of this host'],
    ['remote not in this registry', 'mf_trade@http://127.0.0.1:4300/mf-manifest.json', '"mf_trade" is not a remote of this host'],
  ])('refuses a %s', (_label, raw, reason) => {
    expect(parsePreview(raw, registry)).toEqual({ kind: 'refused', raw, reason });
  });
});

describe('resolvePreview', () => {
  it('stores an accepted override for the session', () => {
    const state = resolvePreview('?preview=mf_discover@http://127.0.0.1:4300/mf-manifest.json', sessionStorage, registry);
    expect(state.active?.remote).toBe('mf_discover');
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? 'null')).toEqual(state.active);
  });

  it('keeps the stored override on later loads without the parameter', () => {
    resolvePreview('?preview=mf_discover@http://127.0.0.1:4300/mf-manifest.json', sessionStorage, registry);
    expect(resolvePreview('', sessionStorage, registry).active?.manifestUrl).toBe('http://127.0.0.1:4300/mf-manifest.json');
  });

  it('refuses a bad request, stores nothing and reports why', () => {
    const state = resolvePreview('?preview=mf_discover@javascript:alert(1)', sessionStorage, registry);
    expect(state).toEqual({ active: null, refused: { raw: 'mf_discover@javascript:alert(1)', reason: 'the javascript: scheme is not allowed, only http and https' } });
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored override whose origin left the allowlist', () => {
    resolvePreview('?preview=mf_discover@http://127.0.0.1:4300/mf-manifest.json', sessionStorage, registry);
    expect(resolvePreview('', sessionStorage, { ...registry, previewAllowlist: [] }).active).toBeNull();
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('drops a corrupt stored value', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, '{broken');
    expect(resolvePreview('', sessionStorage, registry).active).toBeNull();
  });
});

describe('withoutPreviewParam', () => {
  it('removes only the preview parameter', () => {
    expect(withoutPreviewParam('?i=abc&preview=mf_discover@http://x')).toBe('?i=abc');
    expect(withoutPreviewParam('?preview=x')).toBe('');
  });
});
