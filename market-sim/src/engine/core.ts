import type { EndpointDefOf, EndpointName, EndpointResponse } from '@nova/shared-contracts';
import type * as v from 'valibot';
import type { Accounts } from './accounts/accounts';
import type { Market } from './market/market';
import type { Hub } from './realtime/hub';
import type { EngineState, UserRecord } from './state';
import type { Trading } from './trading';
import type { Monitor } from './monitor';

/** What route handlers see of the engine. */
export interface EngineCore {
  readonly market: Market;
  readonly state: EngineState;
  readonly accounts: Accounts;
  readonly hub: Hub;
  readonly trading: Trading;
  readonly monitor: Monitor;
  /** Public URL of the API host (icon URLs are absolute). */
  readonly baseUrl: string;
  now(): number;
  /** Risk control: a flagged device id (x-device-id header) gets 407001. */
  deviceFlagged(deviceId: string | undefined): boolean;
}

export interface RequestContext {
  core: EngineCore;
  headers: Record<string, string | undefined>;
  /** Set for bearer endpoints, and for optional ones when a valid token came. */
  user?: UserRecord;
  /** Chain family of the perp token, for perp endpoints. */
  perpFamily?: 'sol' | 'evm';
  now: number;
}

export type EndpointInput<K extends EndpointName> = v.InferOutput<EndpointDefOf<K>['request']>;
export type Handler<K extends EndpointName> = (ctx: RequestContext, input: EndpointInput<K>) => EndpointResponse<K> | Promise<EndpointResponse<K>>;
export type Handlers = { [K in EndpointName]: Handler<K> };

export function requireUser(ctx: RequestContext): UserRecord {
  if (!ctx.user) throw new Error('bearer endpoint reached without a user');
  return ctx.user;
}
