/**
 * The composition point of the engine: it builds the parts (market, durable state, accounts,
 * realtime hub and market feed, trading, monitor, admin, consent pages, load generator), runs
 * requests and ticks one at a time, and sends each request to its place: the side paths handled
 * here (icons, uploads, health, the chains' JSON-RPC, tx pages, consent pages, telemetry, admin)
 * or an ENDPOINTS route (routing.ts finds and checks it, handlers.ts holds its handler).
 */
import { PERP_TOKENS } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import * as v from 'valibot';
import { rpcBody } from '../chain/simChain';
import { isTradeEvmChain, tradeChainOf } from '../chain/tradeChain';
import { solanaRpcBody } from '../chain/solanaRpc';
import { creditDeposits } from '../chain/deposits';
import { Accounts } from './accounts/accounts';
import { Admin } from './admin';
import { ConsentPages } from './pages';
import { OffsetClock, systemClock } from './clock';
import type { Clock } from './clock';
import type { EngineCore, Handlers, RequestContext } from './core';
import { SimError, VALIDATION_CODE } from './errors';
import { allHandlers } from './handlers';
import { errorBody, json } from './http';
import type { SimRequest, SimResponse } from './http';
import { iconResponse } from './iconRoute';
import { Market } from './market/market';
import { MarketFeed } from './marketFeed';
import { hashString, Rng } from './rng';
import { checkLoadConfig, LoadGenerator } from './realtime/load';
import type { LoadConfig } from './realtime/load';
import { Hub } from './realtime/hub';
import { txPage } from './routes/custody';
import { TELEMETRY_ADMIN_PATH, TELEMETRY_PATH, TelemetryStore } from './routes/telemetry';
import { Monitor } from './monitor';
import { fromBase64 } from './accounts/crypto';
import { parseBody, routeRequest } from './routing';
import { Trading } from './trading';
import { EngineState } from './state';
import { memoryPersistence } from './store';
import type { Persistence } from './store';

export interface EngineOptions {
  seed?: number;
  clock?: Clock;
  /** Public URL of the API (icons are absolute URLs under it). */
  baseUrl?: string;
  persistence?: Persistence;
  /** Access-token lifetime; short values make the token-expired code occur. Default 1 h. */
  accessTtlMs?: number;
  refreshTtlMs?: number;
  /** Validate every response `data` against its schema (tests): a mismatch is a 500. */
  validateResponses?: boolean;
  /** Where verification codes and notices go. */
  log?: (line: string) => void;
  /** Enable the dev-only admin API under /__admin. */
  admin?: boolean;
  /**
   * Origins of the hosts whose /auth-callback the consent page may redirect to with a code
   * (`npm start` and e2e pass their host's). Unset: loopback http origins only.
   */
  hostOrigins?: readonly string[];
  /** The load mode (realtime/load.ts): a synthetic ticker to every socket while the engine runs. Off by default. */
  load?: LoadConfig;
}

const DEMO_BALANCES = {
  'solana|': '10',
  'bsc|': '5',
  'eth|': '1',
  'base|': '1',
  'gatelayer|': '500',
  'perp|SOL': '500',
  'perp|EVM': '1000',
  ...Object.fromEntries(Object.entries(PERP_TOKENS).map(([chain, token]) => [`${chain}|${token.address}`, '1000'])),
};

/**
 * The market-sim engine: the spec's REST API (`handle`) and realtime hub over a simulated
 * market. Transport-free: the Node server and the msw handlers wrap this same object.
 * Requests run one at a time (a promise queue), so concurrent orders never interleave.
 */
export class Engine implements EngineCore {
  readonly market: Market;
  readonly state: EngineState;
  readonly accounts: Accounts;
  readonly hub: Hub;
  readonly trading: Trading;
  readonly monitor: Monitor;
  readonly clock: OffsetClock;
  baseUrl: string;
  private readonly handlers: Handlers;
  private readonly validateResponses: boolean;
  private readonly log: (line: string) => void;
  private queue: Promise<unknown> = Promise.resolve();
  /** The market's pushes to the hub and the snapshots of new subscriptions. */
  private readonly feed: MarketFeed;
  private timer: ReturnType<typeof setInterval> | undefined;
  readonly admin: Admin;
  /** The host's telemetry batches (POST /telemetry), read back by GET /__admin/telemetry. */
  readonly telemetry = new TelemetryStore(() => this.now());
  private readonly adminEnabled: boolean;
  private readonly consent: ConsentPages;
  readonly seed: number;
  /** The load mode's ticker (configured by the `load` option or POST /__admin/load). */
  readonly load: LoadGenerator;
  private readonly loadAtStart: LoadConfig | undefined;

  constructor(options: EngineOptions = {}) {
    this.clock = new OffsetClock(options.clock ?? systemClock);
    this.baseUrl = (options.baseUrl ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
    this.validateResponses = options.validateResponses ?? false;
    this.log = options.log ?? (() => undefined);
    this.seed = options.seed ?? 1;
    this.market = new Market(this.seed, this.now());
    this.state = new EngineState(options.persistence ?? memoryPersistence);
    this.accounts = new Accounts(this.state, () => this.now(), {
      accessTtlMs: options.accessTtlMs ?? 3_600_000,
      refreshTtlMs: options.refreshTtlMs ?? 30 * 86_400_000,
      codeTtlMs: 10 * 60_000,
      log: this.log,
      demoBalances: DEMO_BALANCES,
    });
    this.hub = new Hub({
      now: () => this.now(),
      authenticate: (token) => this.accounts.authenticate(token ? `Bearer ${token}` : undefined).user_id,
      snapshot: (subscription) => this.feed.snapshot(subscription),
    });
    this.handlers = allHandlers();
    this.admin = new Admin(this);
    this.trading = new Trading(this, (deviceId) => this.deviceFlagged(deviceId));
    this.monitor = new Monitor(this);
    this.adminEnabled = options.admin ?? false;
    this.consent = new ConsentPages({ accounts: this.accounts, now: () => this.now(), selfOrigin: () => new URL(this.baseUrl).origin, hostOrigins: options.hostOrigins });
    // After the monitor: its trade listener runs before the feed's, as it always has.
    this.feed = new MarketFeed({ market: this.market, hub: this.hub, now: () => this.now(), baseUrl: () => this.baseUrl });
    const loadRng = new Rng(hashString(`load:${this.seed}`));
    this.load = new LoadGenerator({
      sink: this.hub,
      targets: () => this.market.tokens.map((token) => ({ chain: token.def.chain, address: token.def.address, supply: token.def.supply, priceUsd: () => this.market.priceUsd(token).toNumber() })),
      rankLists: () => this.hub.keysOf(CHANNELS.tokenRank.name).map(({ key, params }) => ({ key, data: this.feed.rank(params) as { type: string; tokens: Array<Record<string, unknown>> } })),
      now: () => this.now(),
      random: () => loadRng.next(),
      setInterval: (fn, ms) => {
        const handle = setInterval(fn, ms);
        (handle as { unref?: () => void }).unref?.();
        return handle;
      },
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    this.loadAtStart = options.load ? checkLoadConfig(options.load) : undefined;
  }

  /** Finish async set-up (the RSA key); note the seed the stored state was made with. */
  async init(): Promise<this> {
    await this.accounts.init();
    const stored = this.state.config.get('seed');
    if (stored === undefined) {
      this.state.config.set('seed', this.seed);
      this.state.commit();
    } else if (stored !== this.seed) {
      this.log(`[market-sim] warning: stored state was made with seed ${String(stored)}, running seed ${this.seed}: positions in tokens of that market are hidden`);
    }
    return this;
  }

  now(): number {
    return this.clock.now();
  }

  deviceFlagged(deviceId: string | undefined): boolean {
    return this.admin.isFlagged(deviceId);
  }

  /** Run `task` after every earlier request and tick: the single writer of the engine. */
  private serial<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Advance the market to now (triggering conditional orders), credit deposits the trade chains mined, commit, and push what changed. */
  tick(): Promise<void> {
    return this.serial(async () => {
      this.catchUp();
      await creditDeposits(this);
      this.state.commit();
      this.trading.flushNotifications();
    });
  }

  /** Run the market to now and commit what triggered orders changed. */
  private catchUp(): void {
    this.market.advanceTo(this.now());
    this.trading.processTriggers();
    this.state.commit();
  }

  /** Tick on a timer (every 250 ms) until `stop`. */
  start(intervalMs = 250): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    (this.timer as { unref?: () => void }).unref?.();
    if (this.loadAtStart) this.load.configure(this.loadAtStart);
  }

  stop(): void {
    this.load.stop();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Resolves when every queued request and tick has finished. */
  idle(): Promise<void> {
    return this.serial(() => undefined);
  }

  handle(request: SimRequest): Promise<SimResponse> {
    return this.serial(() => this.dispatch(request));
  }

  private async dispatch(request: SimRequest): Promise<SimResponse> {
    this.catchUp();
    const [rawPath = '/', rawQuery = ''] = request.path.split('?', 2);
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const method = request.method.toUpperCase();
    const headers = request.headers ?? {};
    if (method === 'GET' && path.startsWith('/icons/')) return iconResponse(this.market, path);
    if (method === 'GET' && path.startsWith('/uploads/')) {
      const upload = this.state.uploads.get(decodeURIComponent(path.slice('/uploads/'.length)));
      return upload ? { status: 200, body: fromBase64(upload.base64) ?? new Uint8Array(), contentType: upload.type } : json(404, errorBody(404, 'no such upload'));
    }
    if (method === 'GET' && path === '/health') return json(200, { code: 0, message: 'success', data: { ok: true, time: this.now() } });
    if (path === '/rpc/evm') return method === 'POST' ? json(200, await rpcBody(this, request.body)) : json(405, errorBody(405, 'JSON-RPC takes POST'));
    const tradeRpc = /^\/rpc\/evm\/(\w+)$/.exec(path)?.[1];
    if (tradeRpc !== undefined) {
      if (!isTradeEvmChain(tradeRpc)) return json(404, errorBody(404, `no trade chain ${tradeRpc}: /rpc/evm/{eth,bsc,base,gatelayer}`));
      return method === 'POST' ? json(200, await rpcBody(this, request.body, (core) => tradeChainOf(core, tradeRpc))) : json(405, errorBody(405, 'JSON-RPC takes POST'));
    }
    const tx = method === 'GET' ? /^\/tx\/(\w+)\/(\w+)$/.exec(path) : null;
    if (tx) return txPage(this, tx[1] ?? '', tx[2] ?? '', new URLSearchParams(rawQuery).get('format'));
    if (path === '/rpc/solana') return method === 'POST' ? json(200, solanaRpcBody(this, request.body, this.now())) : json(405, errorBody(405, 'JSON-RPC takes POST'));
    if (path.startsWith('/account/oauth/')) {
      const page = this.consent.handle(method, path, new URLSearchParams(rawQuery), request.body, headers);
      if (page) return page;
    }
    if (path === TELEMETRY_PATH || path === TELEMETRY_ADMIN_PATH) return this.telemetry.handle(method, path, rawQuery, request.body, this.adminEnabled);
    if (path.startsWith('/__admin/')) {
      if (!this.adminEnabled) return json(404, errorBody(404, `no route ${method} ${path}`));
      const body = parseBody(request.body);
      return body.ok ? this.admin.handle(method, path, body.value) : json(400, errorBody(VALIDATION_CODE, body.error));
    }
    const found = routeRequest(request, method, path, rawQuery, headers);
    if (!found.ok) return found.response;
    const route = found.routed;
    const forced = this.admin.takeForced(route.name, path);
    if (forced) return forced;
    const ctx: RequestContext = { core: this, headers, now: this.now() };
    try {
      if (route.def.auth === 'bearer' || route.def.auth === 'perp') ctx.user = this.accounts.authenticate(headers.authorization);
      if (route.def.auth === 'perp' && ctx.user) ctx.perpFamily = this.accounts.authenticatePerp(ctx.user, headers['perp-authorization']);
      else if (route.def.auth === 'optional' && headers.authorization) ctx.user = this.accounts.authenticate(headers.authorization);
      const handler = this.handlers[route.name] as (ctx: RequestContext, input: unknown) => unknown;
      const data = await handler(ctx, route.input);
      this.trading.processTriggers();
      if (this.validateResponses) {
        const check = v.safeParse(route.def.response, data);
        if (!check.success) throw new Error(`response of ${route.name} does not match its schema: ${JSON.stringify(check.issues.slice(0, 3).map((issue) => ({ path: v.getDotPath(issue), message: issue.message })))}`);
      }
      this.state.commit();
      return json(200, { code: 0, message: 'success', data });
    } catch (error) {
      this.state.rollback();
      if (error instanceof SimError) return json(error.status, errorBody(error.code, error.message));
      this.log(`[market-sim] ${route.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return json(500, errorBody(500, 'internal error'));
    }
  }
}

/** Create and initialise an engine. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  return new Engine(options).init();
}
