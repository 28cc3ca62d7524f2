import { describe, expect, it } from 'vitest';
import { ENDPOINT_META, isEndpointName } from '@nova/shared-contracts';
import type { EndpointGroup, EndpointName, GroupImporters } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import { GROUP_IMPORTERS } from '@nova/shared-contracts/groups';
import { createEndpointLoader, loadEndpoint } from './endpoints';

const GROUPS = Object.keys(GROUP_IMPORTERS) as EndpointGroup[];
const NAMES = Object.keys(ENDPOINT_META) as EndpointName[];

/** Importers over the real group files that count imports, can be held, and fail on demand. */
function countingImporters() {
  const imports: Partial<Record<EndpointGroup, number>> = {};
  let hold: Promise<void> = Promise.resolve();
  let failures = 0;
  const importers = Object.fromEntries(
    GROUPS.map((group) => [
      group,
      async () => {
        imports[group] = (imports[group] ?? 0) + 1;
        await hold;
        if (failures > 0) {
          failures -= 1;
          throw new TypeError(`Failed to fetch dynamically imported module: api-${group}.js`);
        }
        return GROUP_IMPORTERS[group]();
      },
    ]),
  ) as unknown as GroupImporters;
  return {
    importers,
    imports,
    hold(): () => void {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    failNext(count = 1) {
      failures = count;
    },
  };
}

describe('endpoint metadata and lazily loaded schemas', () => {
  it('loads a group with the first load of one of its endpoints, and only that group', async () => {
    const { importers, imports } = countingImporters();
    const load = createEndpointLoader(importers);
    expect(imports).toEqual({});
    const hot = await load('tokenHotList');
    expect(hot.path).toBe('/token/hot/list');
    await load('tokenInfo');
    expect(imports).toEqual({ tokens: 1 });
    await load('balanceList');
    expect(imports).toEqual({ tokens: 1, balance: 1 });
  });

  it('shares one import between concurrent loads of a group', async () => {
    const { importers, imports, hold } = countingImporters();
    const load = createEndpointLoader(importers);
    const release = hold();
    const both = Promise.all([load('balanceList'), load('holdsList'), load('balanceList')]);
    release();
    const [balance, holds, again] = await both;
    expect(imports).toEqual({ balance: 1 });
    expect(balance).toBe(again);
    expect(holds.path).toBe('/trade/holds/list');
  });

  it('does not keep a failed import: the load rejects and the next one imports again', async () => {
    const { importers, imports, failNext } = countingImporters();
    const load = createEndpointLoader(importers);
    failNext();
    await expect(load('watchList')).rejects.toThrow(/Failed to fetch dynamically imported module/);
    await expect(load('watchList')).resolves.toMatchObject({ path: '/user/collect/query_watch_token_list' });
    expect(imports).toEqual({ watch: 2 });
  });

  it('rejects a name that is not an endpoint without importing anything', async () => {
    const { importers, imports } = countingImporters();
    const load = createEndpointLoader(importers);
    await expect(load('toString' as EndpointName)).rejects.toThrow('Unknown endpoint toString.');
    expect(isEndpointName('toString')).toBe(false);
    expect(isEndpointName('tokenHotList')).toBe(true);
    expect(imports).toEqual({});
  });

  it('gives every endpoint, loaded or from ENDPOINTS, its own name and the auth written in ENDPOINT_META', async () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const def = await loadEndpoint(name);
      expect(def, name).toBe(ENDPOINTS[name]);
      expect(def.name, name).toBe(name);
      expect(def.auth, name).toBe(ENDPOINT_META[name].auth);
      expect(def.request.kind, name).toBe('schema');
      expect(def.response.kind, name).toBe('schema');
    }
  });

  it('finds each endpoint in the group file its metadata names, and no endpoint in another', async () => {
    for (const group of GROUPS) {
      const exports = (await GROUP_IMPORTERS[group]()) as Record<string, unknown>;
      const defined = Object.entries(exports)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'request' in value && 'response' in value && 'path' in value)
        .map(([name]) => name)
        .sort();
      expect(defined, group).toEqual(NAMES.filter((name) => ENDPOINT_META[name].group === group).sort());
    }
  });

  it('gives every endpoint its own method and path', () => {
    const routes = NAMES.map((name) => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
