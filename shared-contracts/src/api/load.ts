// The types of the REST calls (what a caller passes, what an answer holds). The loader that imports
// each group's schemas with its first call is the platform's (`@nova/platform-core`), over
// `GROUP_IMPORTERS` (`@nova/shared-contracts/groups`).
import type * as v from 'valibot';
import type { EndpointDef } from './endpoint';
import type { GROUP_IMPORTERS } from './groups';
import type { EndpointAuthOf, EndpointGroup, EndpointName, EndpointNameOf } from './meta';

/** What a group file must export: every endpoint `meta.ts` lists in its group, under its name, with its auth. */
export type GroupExports<G extends EndpointGroup> = { readonly [K in EndpointNameOf<G>]: EndpointDef & { name: K; auth: EndpointAuthOf<K & EndpointName> } };
/** How each group's schema module is imported (the tests pass their own to count and fail imports). */
export type GroupImporters = { readonly [G in EndpointGroup]: () => Promise<GroupExports<G>> };

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
