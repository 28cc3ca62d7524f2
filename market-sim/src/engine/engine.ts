import { CHAINS, PERP_TOKENS, channelKey } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import * as v from 'valibot';
import { rpcBody } from '../chain/simChain';
import { isTradeEvmChain, tradeChainOf } from '../chain/tradeChain';
import { solanaRpcBody } from '../chain/solanaVault';
import { creditDeposits } from '../chain/deposits';
import type { ChainKey, EndpointDef, EndpointName } from '@nova/shared-contracts';
import { Accounts } from './accounts/accounts';
import { Admin } from './admin';
import { ConsentPages } from './pages';
import { OffsetClock, systemClock } from './clock';
import type { Clock } from './clock';
import type { EngineCore, Handlers, RequestContext } from './core';
import { SimError, VALIDATION_CODE } from './errors';
import { errorBody, json } from './http';
import type { SimRequest, SimResponse } from './http';
import { chainIconSvg, tokenIconSvg, walletIconSvg } from './market/icons';
import { Market } from './market/market';
import { tokenStats } from './market/stats';
import type { LaunchStatus, TokenState, TradeEvent } from './market/market';
import { hashString, pseudoHash, Rng } from './rng';
import { checkLoadConfig, LoadGenerator } from './realtime/load';
import type { LoadConfig } from './realtime/load';
import { Hub } from './realtime/hub';
import type { Subscription } from './realtime/hub';
import { accountHandlers } from './routes/account';
import { marketHandlers } from './routes/market';
import { walletHandlers } from './routes/wallet';
import { dataHandlers } from './routes/data';
import { discoverHandlers } from './routes/discover';
import { monitorHandlers } from './routes/monitor';
import { perpHandlers } from './routes/perp';
import { custodyHandlers, txPage } from './routes/custody';
import { rebateHandlers } from './routes/rebate';
import { extraHandlers } from './routes/extra';
import { exchangeHandlers } from './routes/exchange';
import { userHandlers } from './routes/user';
import { qrLoginHandlers } from './routes/qrLogin';
import { ladderHandlers } from './routes/ladder';
import { roundTripHandlers } from './routes/roundTrip';
import { TELEMETRY_ADMIN_PATH, TELEMETRY_PATH, TelemetryStore } from './routes/telemetry';
import { Monitor } from './monitor';
import { parseMultipart } from './multipart';
import { fromBase64, toBase64 } from './accounts/crypto';
import { tradeHandlers } from './routes/trade';
import { Trading } from './trading';
import { EngineState } from './state';
import { memoryPersistence } from './store';
import type { Persistence } from './store';
import { priceStr } from './money';

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

interface Route {
  name: EndpointName;
  def: EndpointDef;
  pattern: RegExp;
  params: string[];
}

const ROUTES: Route[] = (Object.entries(ENDPOINTS) as Array<[EndpointName, EndpointDef]>).map(([name, def]) => {
  const params: string[] = [];
  const pattern = new RegExp(
    `^${def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a: string | undefined, b: string | undefined) => {
      params.push((a ?? b) as string);
      return '([^/]+)';
    })}$`,
  );
  return { name, def, pattern, params };
});

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
const RANK_PUSH_EVERY_MS = 2000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A POST body as a JSON object: raw text is parsed, empty means {}. */
function parseBody(raw: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let body = raw;
  if (typeof body === 'string') {
    try {
      body = body.trim() === '' ? {} : JSON.parse(body);
    } catch {
      return { ok: false, error: 'body is not valid JSON' };
    }
  }
  if (body === undefined) return { ok: true, value: {} };
  return isPlainObject(body) ? { ok: true, value: body } : { ok: false, error: 'body must be a JSON object' };
}

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
  private lastPrice = new Map<string, string>();
  private lastRankPush = 0;
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
      snapshot: (subscription) => this.snapshot(subscription),
    });
    this.handlers = { ...marketHandlers, ...accountHandlers, ...walletHandlers, ...tradeHandlers, ...dataHandlers, ...discoverHandlers, ...monitorHandlers, ...perpHandlers, ...custodyHandlers, ...rebateHandlers, ...extraHandlers, ...exchangeHandlers, ...userHandlers, ...qrLoginHandlers, ...ladderHandlers, ...roundTripHandlers };
    this.admin = new Admin(this);
    this.trading = new Trading(this, (deviceId) => this.deviceFlagged(deviceId));
    this.monitor = new Monitor(this);
    this.adminEnabled = options.admin ?? false;
    this.consent = new ConsentPages({ accounts: this.accounts, now: () => this.now(), selfOrigin: () => new URL(this.baseUrl).origin, hostOrigins: options.hostOrigins });
    this.market.tradeListeners.push((trade) => this.onTrade(trade));
    this.market.launchListeners.push((token, event) => this.onLaunch(token, event));
    this.market.stepListeners.push((time) => this.onStep(time));
    const loadRng = new Rng(hashString(`load:${this.seed}`));
    this.load = new LoadGenerator({
      sink: this.hub,
      targets: () => this.market.tokens.map((token) => ({ chain: token.def.chain, address: token.def.address, supply: token.def.supply, priceUsd: () => this.market.priceUsd(token).toNumber() })),
      rankLists: () => this.hub.keysOf(CHANNELS.tokenRank.name).map(({ key, params }) => ({ key, data: this.rank(params) as { type: string; tokens: Array<Record<string, unknown>> } })),
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
    if (method === 'GET' && path.startsWith('/icons/')) return this.icon(path);
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
    const matches = ROUTES.map((route) => ({ route, match: route.pattern.exec(path) })).filter((m) => m.match);
    const found = matches.find((m) => m.route.def.method === method);
    if (!found?.match) {
      return matches.length > 0 ? json(405, errorBody(405, `method ${method} not allowed on ${path}`)) : json(404, errorBody(404, `no route ${method} ${path}`));
    }
    const { route, match } = found;
    let input: Record<string, unknown>;
    if (method === 'GET') {
      input = { ...Object.fromEntries(new URLSearchParams(rawQuery)), ...request.query };
    } else if ((headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
      const form = request.body instanceof Uint8Array ? parseMultipart(request.body, headers['content-type'] ?? '') : null;
      if (!form) return json(400, errorBody(VALIDATION_CODE, 'body is not valid multipart/form-data'));
      input = { ...form.fields };
      for (const [field, file] of Object.entries(form.files)) input[field] = { name: file.name, type: file.type, size: file.bytes.length, base64: toBase64(file.bytes) };
    } else {
      const body = parseBody(request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : request.body);
      if (!body.ok) return json(400, errorBody(VALIDATION_CODE, body.error));
      input = { ...body.value };
    }
    route.params.forEach((name, i) => {
      input[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    const parsed = v.safeParse(route.def.request, input);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return json(400, errorBody(VALIDATION_CODE, `invalid ${v.getDotPath(issue) ?? 'request'}: ${issue.message}`));
    }
    const forced = this.admin.takeForced(route.name, path);
    if (forced) return forced;
    const ctx: RequestContext = { core: this, headers, now: this.now() };
    try {
      if (route.def.auth === 'bearer' || route.def.auth === 'perp') ctx.user = this.accounts.authenticate(headers.authorization);
      if (route.def.auth === 'perp' && ctx.user) ctx.perpFamily = this.accounts.authenticatePerp(ctx.user, headers['perp-authorization']);
      else if (route.def.auth === 'optional' && headers.authorization) ctx.user = this.accounts.authenticate(headers.authorization);
      const handler = this.handlers[route.name] as (ctx: RequestContext, input: unknown) => unknown;
      const data = await handler(ctx, parsed.output);
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

  private icon(path: string): SimResponse {
    const svg = (body: string): SimResponse => ({ status: 200, body, contentType: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=86400' } });
    const token = /^\/icons\/token\/(\w+)\/([^/]+)\.svg$/.exec(path);
    if (token) {
      const address = decodeURIComponent(token[2] as string);
      const found = this.market.find(token[1] as string, address);
      const stable = PERP_TOKENS[token[1] as keyof typeof PERP_TOKENS];
      if (found) return svg(tokenIconSvg(found.def.symbol, found.def.address));
      return stable?.address === address ? svg(tokenIconSvg(stable.symbol, address)) : json(404, errorBody(404, 'unknown token icon'));
    }
    const wallet = /^\/icons\/wallet\/([^/]+)\.svg$/.exec(path);
    if (wallet) return svg(walletIconSvg(decodeURIComponent(wallet[1] as string)));
    const chain = /^\/icons\/chain\/(\w+)\.svg$/.exec(path);
    const meta = chain ? CHAINS[chain[1] as ChainKey] : undefined;
    if (meta) return svg(chainIconSvg(meta.key, meta.name));
    return json(404, errorBody(404, `no icon at ${path}`));
  }

  // Realtime ------------------------------------------------------------------------------

  private nativePrices(): { prices: Record<string, string>; ts: number } {
    const prices: Record<string, string> = {};
    for (const [symbol, price] of this.market.native) prices[symbol] = price.toFixed();
    return { prices, ts: this.now() };
  }

  private priceData(chain: string, address: string): { chain: ChainKey; address: string; current_price: string; market_cap: string; ts: number } | undefined {
    const token = this.market.find(chain, address);
    if (!token) return undefined;
    const price = this.market.priceUsd(token);
    return { chain: token.def.chain, address: token.def.address, current_price: price.toFixed(), market_cap: price.mul(token.def.supply).toDecimalPlaces(6).toFixed(), ts: this.now() };
  }

  private snapshot(subscription: Subscription): unknown {
    const p = subscription.params;
    switch (subscription.channel) {
      case CHANNELS.nativePrices.name:
        return this.nativePrices();
      case CHANNELS.tokenPriceChange.name:
        return this.priceData(String(p.chain), String(p.address));
      case CHANNELS.tokenRank.name:
        return this.rank(p);
      case CHANNELS.tokenStatsChange.name: {
        const token = this.market.find(String(p.chain), String(p.address));
        return token && this.market.isLive(token, this.now()) ? tokenStats(this.market, token, this.now()) : undefined;
      }
      default:
        return undefined;
    }
  }

  private rank(params: Record<string, unknown>): { type: string; tokens: ReturnType<Market['list']> } {
    const type = params.type as 'hot' | 'new' | 'ai' | 'signal';
    return { type, tokens: this.market.list(type, params, this.now(), this.baseUrl) };
  }

  private onLaunch(token: TokenState, event: LaunchStatus): void {
    const view = this.market.view(token, this.now(), this.baseUrl);
    for (const params of [{}, { chain: token.def.chain }]) {
      this.hub.publish(CHANNELS.launch.name, channelKey(CHANNELS.launch.name, params), { event, token: view });
      if (event === 'new') this.hub.publish(CHANNELS.spotPipLaunch.name, channelKey(CHANNELS.spotPipLaunch.name, params), view);
      if (event === 'completed') this.hub.publish(CHANNELS.spotPipFinalized.name, channelKey(CHANNELS.spotPipFinalized.name, params), view);
    }
  }

  private onTrade({ token, trade }: TradeEvent): void {
    if (trade.maker >= 0) {
      const holderKey = channelKey(CHANNELS.holderBalance.name, { chain: token.def.chain, address: token.def.address });
      const wallet = this.market.wallets[trade.maker];
      if (wallet && this.hub.has(holderKey)) {
        const amount = token.simHoldings.get(trade.maker)?.amount.toNumber() ?? 0;
        this.hub.publish(CHANNELS.holderBalance.name, holderKey, {
          chain: token.def.chain,
          token: token.def.address,
          wallet: CHAINS[token.def.chain].family === 'solana' ? wallet.sol : wallet.evm,
          holding_percent: Math.round((amount / token.def.supply) * 1_000_000) / 10_000,
        });
      }
    }
    const key = channelKey(CHANNELS.tradeHistory.name, { chain: token.def.chain, address: token.def.address });
    if (!this.hub.has(key)) return;
    const maker = trade.makerAddress ?? this.market.wallets[trade.maker];
    const makerAddress = typeof maker === 'string' ? maker : CHAINS[token.def.chain].family === 'solana' ? (maker?.sol ?? '') : (maker?.evm ?? '');
    this.hub.publish(CHANNELS.tradeHistory.name, key, {
      chain: token.def.chain,
      target_token: token.def.address,
      price_usd: priceStr(trade.priceUsd),
      volume_usd: priceStr(trade.volumeUsd),
      side: trade.side,
      trade_timestamp: trade.time,
      tx_hash: trade.txHash ?? pseudoHash(`${token.def.address}:${trade.time}:${trade.maker}`, CHAINS[token.def.chain].family),
      maker: makerAddress,
      tags: typeof maker === 'string' ? [] : [...(maker?.tags ?? [])],
    });
  }

  private onStep(time: number): void {
    this.hub.publish(CHANNELS.nativePrices.name, channelKey(CHANNELS.nativePrices.name, {}), this.nativePrices());
    for (const { key, params } of this.hub.keysOf(CHANNELS.tokenPriceChange.name)) {
      const data = this.priceData(String(params.chain), String(params.address));
      if (!data || this.lastPrice.get(key) === data.current_price) continue;
      this.lastPrice.set(key, data.current_price);
      this.hub.publish(CHANNELS.tokenPriceChange.name, key, data);
    }
    for (const channel of [CHANNELS.tokenInfoChange.name, CHANNELS.spotPipTokenInfo.name]) {
      for (const { key, params } of this.hub.keysOf(channel)) {
        const token = this.market.find(String(params.chain), String(params.address));
        if (!token || !this.market.isLive(token, time)) continue;
        const view = this.market.view(token, this.now(), this.baseUrl);
        if (this.lastPrice.get(key) === view.current_price) continue;
        this.lastPrice.set(key, String(view.current_price));
        const data =
          channel === CHANNELS.spotPipTokenInfo.name
            ? view
            : { address: view.address, chain: view.chain, updated_at: this.now(), current_price: view.current_price, market_cap: view.market_cap, liquidity: view.liquidity, holders_count: view.holders_count, progress: view.progress, launch_status: view.launch_status };
        this.hub.publish(channel, key, data);
      }
    }
    if (time - this.lastRankPush >= RANK_PUSH_EVERY_MS) {
      this.lastRankPush = time;
      for (const { key, params } of this.hub.keysOf(CHANNELS.tokenRank.name)) this.hub.publish(CHANNELS.tokenRank.name, key, this.rank(params));
      for (const { key, params } of this.hub.keysOf(CHANNELS.tokenStatsChange.name)) {
        const token = this.market.find(String(params.chain), String(params.address));
        if (token && this.market.isLive(token, time)) this.hub.publish(CHANNELS.tokenStatsChange.name, key, tokenStats(this.market, token, this.now()));
      }
    }
  }
}

/** Create and initialise an engine. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  return new Engine(options).init();
}
