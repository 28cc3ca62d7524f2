// The endpoint loader: each group's schemas (`@nova/shared-contracts/groups`) are imported with the
// first call of that group, once; the API client validates every request and answer with them.
import { ENDPOINT_META, isEndpointName } from '@nova/shared-contracts';
import type { EndpointDef, EndpointDefOf, EndpointGroup, EndpointLoader, EndpointName, GroupImporters } from '@nova/shared-contracts';
import { GROUP_IMPORTERS } from '@nova/shared-contracts/groups';
import { moduleLoader } from '../moduleLoader';
import type { ModuleLoader } from '../moduleLoader';

/**
 * A loader over `importers`: a group is imported with the first load of one of its endpoints, and
 * concurrent loads share that import. A failed import (a chunk that could not be fetched) is not
 * kept: the load rejects, and the next load of that group imports again (`moduleLoader`).
 */
export function createEndpointLoader(importers: GroupImporters): EndpointLoader {
  const groups = new Map<EndpointGroup, ModuleLoader<Record<string, EndpointDef>>>();
  return async function loadEndpoint<K extends EndpointName>(name: K): Promise<EndpointDefOf<K>> {
    if (!isEndpointName(name)) throw new Error(`Unknown endpoint ${String(name)}.`);
    const { group } = ENDPOINT_META[name];
    if (!groups.has(group)) groups.set(group, moduleLoader(importers[group] as () => Promise<Record<string, EndpointDef>>));
    const exports = await groups.get(group)!.load();
    return exports[name] as EndpointDefOf<K>;
  };
}

/** The browser's loader: each group's schemas arrive with the first call of that group. */
export const loadEndpoint: EndpointLoader = createEndpointLoader(GROUP_IMPORTERS);
