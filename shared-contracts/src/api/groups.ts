// The door `@nova/shared-contracts/groups`: how each endpoint group's schema module is imported.
// Read by the platform's endpoint loader (`@nova/platform-core`); schemas are data of the contract.
import * as tokens from './tokens';
import type { GroupImporters } from './load';

/**
 * One dynamic import per group file. Shared-contracts is bundled from source into the app that
 * calls the API (the host, or a remote running alone), so webpack makes each group file (with the
 * schemas only it uses) a chunk of that app, fetched with the first call of that group. The type check
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
