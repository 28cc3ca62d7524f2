import type * as v from 'valibot';
import type { EndpointDef } from './endpoint';
import { ENDPOINT_META, isEndpointName } from './meta';
import * as tokens from './tokens';
import type { EndpointAuthOf, EndpointGroup, EndpointName, EndpointNameOf } from './meta';

/** What a group file must export: every endpoint `meta.ts` lists in its group, under its name, with its auth. */
export type GroupExports<G extends EndpointGroup> = { readonly [K in EndpointNameOf<G>]: EndpointDef & { name: K; auth: EndpointAuthOf<K & EndpointName> } };
/** How each group's schema module is imported (the tests pass their own to count and fail imports). */
export type GroupImporters = { readonly [G in EndpointGroup]: () => Promise<GroupExports<G>> };

/**
 * One dynamic import per group file. Shared-contracts is bundled from source, so webpack makes each
 * group file (with the schemas only it uses) a chunk of its own, fetched from the origin of the
 * container that provides shared-contracts, with the first call of that group. The type check
 * (`satisfies`) fails when a group file misses one of its endpoints, or exports it with
 * metadata of another name.
 */
export const GROUP_IMPORTERS = {
  // Part of the start chunk (0.6 kB gzip): nearly every page reads tokens (the lists, token info)
  // first, so their first call waits for no chunk. (A preloaded chunk of its own was fetched at high
  // priority beside the start-up scripts, and Lighthouse's simulated first paint waited for it.)
  tokens: () => Promise.resolve(tokens),
  auth: () => import(/* webpackChunkName: "api-auth" */ './auth'),
  balance: () => import(/* webpackChunkName: "api-balance" */ './balance'),
  trade: () => import(/* webpackChunkName: "api-trade" */ './trade'),
  gas: () => import(/* webpackChunkName: "api-gas" */ './gas'),
  watch: () => import(/* webpackChunkName: "api-watch" */ './watch'),
  discover: () => import(/* webpackChunkName: "api-discover" */ './discover'),
  extra: () => import(/* webpackChunkName: "api-extra" */ './extra'),
  monitor: () => import(/* webpackChunkName: "api-monitor" */ './monitor'),
  profile: () => import(/* webpackChunkName: "api-profile" */ './profile'),
  perp: () => import(/* webpackChunkName: "api-perp" */ './perp'),
  exchange: () => import(/* webpackChunkName: "api-exchange" */ './exchange'),
  wallet: () => import(/* webpackChunkName: "api-wallet" */ './wallet'),
  rebate: () => import(/* webpackChunkName: "api-rebate" */ './rebate'),
  dev: () => import(/* webpackChunkName: "api-dev" */ './dev'),
} satisfies GroupImporters;

type GroupModules = { [G in EndpointGroup]: Awaited<ReturnType<(typeof GROUP_IMPORTERS)[G]>> };
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/**
 * What the group files export, as one object type (types only: nothing is imported). Indexed by a
 * generic name it stays an indexed access on a plain object type, so generic code
 * (`EndpointRequest<K>`) relates to a concrete endpoint's types as before.
 */
type GroupExportsAll = UnionToIntersection<GroupModules[EndpointGroup]>;
/** The full definition of one endpoint: its metadata and its request and response schemas. */
export type EndpointDefOf<K extends EndpointName> = GroupExportsAll[K & keyof GroupExportsAll];
/** What a caller passes (the request schema's input: defaults may be left out). */
export type EndpointRequest<K extends EndpointName> = v.InferInput<EndpointDefOf<K>['request']>;
/** The `data` of a successful answer, as its response schema outputs it. */
export type EndpointResponse<K extends EndpointName> = v.InferOutput<EndpointDefOf<K>['response']>;

/** Loads the definition (with schemas) of an endpoint; its group's module is imported once. */
export type EndpointLoader = <K extends EndpointName>(name: K) => Promise<EndpointDefOf<K>>;

/**
 * A loader over `importers`: a group is imported with the first load of one of its endpoints, and
 * concurrent loads share that import. A failed import (a chunk that could not be fetched) is not
 * kept: the load rejects, and the next load of that group imports again.
 */
export function createEndpointLoader(importers: GroupImporters): EndpointLoader {
  const imports = new Map<EndpointGroup, Promise<Record<string, EndpointDef>>>();
  return async function loadEndpoint<K extends EndpointName>(name: K): Promise<EndpointDefOf<K>> {
    if (!isEndpointName(name)) throw new Error(`Unknown endpoint ${String(name)}.`);
    const { group } = ENDPOINT_META[name];
    let pending = imports.get(group);
    if (!pending) {
      const started = (importers[group] as () => Promise<Record<string, EndpointDef>>)();
      pending = started;
      imports.set(group, started);
      started.catch(() => {
        if (imports.get(group) === started) imports.delete(group);
      });
    }
    const exports = await pending;
    return exports[name] as EndpointDefOf<K>;
  };
}

/** The browser's loader: each group's schemas arrive with the first call of that group. */
export const loadEndpoint: EndpointLoader = createEndpointLoader(GROUP_IMPORTERS);
