import { describe, expect, it } from 'vitest';
import { loadRegistry, parseRegistry } from './loadRegistry';

const valid = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  wsUrl: 'ws://127.0.0.1:4000/ws',
  remotes: [{ name: 'mf_discover', manifestUrl: 'http://127.0.0.1:4103/mf-manifest.json', contractMajor: 1 }],
};

const respond = (body: string, status = 200): typeof fetch => async () => new Response(body, { status });

describe('loadRegistry', () => {
  it('accepts a valid registry and fills the defaults', async () => {
    const result = await loadRegistry('/remotes.json', respond(JSON.stringify(valid)));
    expect(result).toMatchObject({ ok: true, registry: { loadTimeoutMs: 8000, previewAllowlist: [] } });
  });

  it('fetches without the HTTP cache', async () => {
    let init: RequestInit | undefined;
    await loadRegistry('/remotes.json', async (_url, i) => {
      init = i;
      return new Response(JSON.stringify(valid));
    });
    expect(init?.cache).toBe('no-store');
  });

  it('reports a missing registry with its status', async () => {
    const result = await loadRegistry('/remotes.json', respond('not found', 404));
    expect(result).toEqual({ ok: false, reason: 'The registry /remotes.json answered HTTP 404.' });
  });

  it('reports a registry that is not JSON', async () => {
    const result = await loadRegistry('/remotes.json', respond('{oops'));
    expect(result).toEqual({ ok: false, reason: 'The registry /remotes.json is not valid JSON.' });
  });

  it('reports a network failure', async () => {
    const result = await loadRegistry('/remotes.json', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('Failed to fetch');
  });

  it('names the bad field of a malformed registry', () => {
    const result = parseRegistry({ ...valid, wsUrl: 'http://nope' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/wsUrl/);
  });

  it('quotes the field and what it expected for a malformed registry it fetched', async () => {
    const result = await loadRegistry('/remotes.json', respond(JSON.stringify({ ...valid, remotes: [{ ...valid.remotes[0], contractMajor: 'one' }] })));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/remotes\.0\.contractMajor: Invalid type: Expected number but received "one"/);
  });

  it('refuses an unknown remote name', () => {
    const result = parseRegistry({ ...valid, remotes: [{ name: 'mf_evil', manifestUrl: 'http://x/m.json', contractMajor: 1 }] });
    expect(result.ok).toBe(false);
  });

  it('refuses a remote listed twice', () => {
    const result = parseRegistry({ ...valid, remotes: [...valid.remotes, ...valid.remotes] });
    expect(result).toEqual({ ok: false, reason: 'The registry /remotes.json is malformed: remote mf_discover is listed twice.' });
  });
});
