import * as auth from './auth';
import * as balance from './balance';
import * as dev from './dev';
import * as discover from './discover';
import type { EndpointDef } from './endpoint';
import * as exchange from './exchange';
import * as extra from './extra';
import * as gas from './gas';
import type { EndpointDefOf, GroupExports } from './load';
import { ENDPOINT_META } from './meta';
import type { EndpointGroup, EndpointName } from './meta';
import * as monitor from './monitor';
import * as perp from './perp';
import * as profile from './profile';
import * as rebate from './rebate';
import * as tokens from './tokens';
import * as trade from './trade';
import * as wallet from './wallet';
import * as watch from './watch';

const GROUPS = { tokens, auth, balance, trade, gas, watch, discover, extra, monitor, profile, perp, exchange, wallet, rebate, dev } satisfies {
  readonly [G in EndpointGroup]: GroupExports<G>;
};

/**
 * Every REST call with its schemas, all loaded at once, by name: for Node (market-sim validates
 * every request and response with it, e2e and the test helpers call the sim with it), through the
 * `@nova/shared-contracts/endpoints` entry. The browser never loads this module: the package root
 * exports the metadata (`ENDPOINT_META`) and `loadEndpoint`, which imports a group's schemas with
 * that group's first call.
 */
export const ENDPOINTS = Object.fromEntries(
  Object.entries(ENDPOINT_META).map(([name, { group }]) => [name, (GROUPS[group] as Record<string, EndpointDef>)[name]]),
) as { readonly [K in EndpointName]: EndpointDefOf<K> };
