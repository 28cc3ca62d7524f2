import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, Token, TokenListParams } from '@nova/shared-contracts';
import { D, pct, str, usdStr } from '../money';
import type { Dec } from '../money';
import { Rng, pseudoHash } from '../rng';
import { LAUNCH_EVERY_S, NATIVE_USD, generateTokens, generateWallets, liveLaunchDef, nativeSymbol, usedSymbolsOf } from './catalog';
import type { SecurityDef, SimWallet, TokenDef } from './catalog';
import { drawFate, nextGapMs, nextMood, rugSellAmount } from './dynamics';
import type { FatePlan, Mood } from './dynamics';
import { GasModel } from './gas';
import { FloatPool, applySwap, realQuote, spotPrice } from './pool';
import type { SwapResult } from './pool';
import { SimHolding } from './simHolding';
import { Tape } from './tape';
import type { TapeTrade } from './tape';

/** Bonding curve of launches, in USD at the native price of creation (pump.fun-like shape). */
const CURVE = { virtualQuoteUsd: 4_000, virtualBase: 1_073_000_000, graduationUsd: 12_000, feeRate: '0.01' };
const AMM_FEE = '0.0025';
const COMPLETING_AT = 70;
/** Live catch-up is simulated second by second up to this many steps; a bigger jump skips ahead. */
const MAX_CATCH_UP_STEPS = 120;
/** Seconds after start of the first live launch on each launch chain (then every LAUNCH_EVERY_S on average). */
const FIRST_LAUNCH_S = [20, 40, 60, 80];

export type LaunchStatus = 'new' | 'completing' | 'completed';

export interface TokenState {
  def: TokenDef;
  pool: FloatPool;
  /** Real quote reserve at which the curve completes (launches). */
  graduationQuote: Dec;
  status: LaunchStatus;
  tape: Tape;
  /** Holdings of simulated wallets by wallet index. */
  simHoldings: Map<number, SimHolding>;
  /** Indexes of simulated wallets whose holding is above zero. */
  simHolders: Set<number>;
  /** How the token's life goes, and what its order flow does now (see dynamics.ts). */
  plan: FatePlan;
  mood: Mood;
  /** ms of the next background trade. */
  nextTradeAt: number;
  /** The dev sold out (rug); the token is dead from then on. */
  rugged: boolean;
  /** Price (USD) the heat of the mood machine is measured from: the curve's start or the first pool price. */
  anchorUsd: number;
  /** Own random stream, so one token's trades never shift another's. */
  rng: Rng;
}

/** What trade listeners get: the token and the trade on its tape. */
export interface TradeEvent {
  token: TokenState;
  trade: TapeTrade;
}

export interface ExecutedTrade extends TradeEvent {
  side: 'buy' | 'sell';
  swap: SwapResult;
  /** Token amount and native amount of the trade. */
  tokenAmount: Dec;
  nativeAmount: Dec;
  usd: Dec;
}

export type ListKind = 'hot' | 'new' | 'ai' | 'signal';

const INTERVAL_MS = { '1m': 60_000, '5m': 300_000, '1h': 3_600_000, '4h': 14_400_000, '24h': 86_400_000 } as const;

/**
 * The filter drawer's indicator toggles (1 = on): dev sold all (dev holds 0%), dev still holding
 * (> 0%), burnt (LP fully burnt: lp_risk_info 1), at least one social link (not the string 'null').
 */
export function matchesIndicators(def: TokenDef, params: TokenListParams): boolean {
  if (params.dev_sold_all === 1 && def.security.dev_hold_percent > 0) return false;
  if (params.dev_holding === 1 && def.security.dev_hold_percent <= 0) return false;
  if (params.burnt === 1 && def.security.lp_risk_info < 1) return false;
  if (params.has_social === 1 && !Object.values(def.social).some((link) => link !== undefined && link !== '' && link !== 'null')) return false;
  return true;
}

export function tokenKey(chain: string, address: string): string {
  return `${chain}:${chain === 'solana' ? address : address.toLowerCase()}`;
}

/**
 * The simulated market: tokens with pools and trade tapes, native coin prices, simulated wallets
 * and their background trades. Deterministic for a seed and a sequence of `advanceTo` times.
 */
export class Market {
  readonly tokens: TokenState[];
  readonly wallets: SimWallet[];
  readonly native = new Map<string, Dec>();
  private readonly byKey = new Map<string, TokenState>();
  private readonly walletByAddress = new Map<string, SimWallet>();
  private readonly live: Rng;
  readonly gas: GasModel;
  private lastTick: number;
  private tradeSeq = 0;
  private readonly seedRng: Rng;
  private readonly usedSymbols: Set<string>;
  /** Per launch chain: how many launches were created live, and when the next one comes. */
  private readonly launchClock = new Map<ChainKey, { n: number; at: number; rng: Rng }>();
  /** Native USD prices as floats, refreshed every step (background trades use floats). */
  private readonly nativeNum = new Map<string, number>();
  /** Called after every executed trade (background or user). */
  readonly tradeListeners: Array<(trade: TradeEvent) => void> = [];
  /** Called after the price of a token changed (trade or admin). */
  readonly priceListeners: Array<(token: TokenState, time: number) => void> = [];
  /** Called when a launch is created, starts completing, or completes. */
  readonly launchListeners: Array<(token: TokenState, event: LaunchStatus) => void> = [];
  /** Called after every one-second step. */
  readonly stepListeners: Array<(time: number) => void> = [];

  constructor(seed: number, now: number) {
    const root = new Rng(seed);
    for (const [symbol, usd] of Object.entries(NATIVE_USD)) this.native.set(symbol, new D(usd));
    this.wallets = generateWallets(root.fork('wallets'));
    for (const wallet of this.wallets) {
      this.walletByAddress.set(wallet.sol, wallet);
      this.walletByAddress.set(wallet.evm.toLowerCase(), wallet);
    }
    this.seedRng = root;
    const defs = generateTokens(root.fork('tokens'), now);
    this.usedSymbols = usedSymbolsOf(defs);
    this.tokens = defs.map((def) => this.createToken(def, root.fork(`history:${def.index}`), now));
    for (const token of this.tokens) this.byKey.set(tokenKey(token.def.chain, token.def.address), token);
    this.live = root.fork('live');
    this.gas = new GasModel(root.fork('gas'));
    this.lastTick = Math.floor(now / 1000) * 1000;
    (Object.keys(LAUNCH_EVERY_S) as ChainKey[]).forEach((chain, i) => {
      this.launchClock.set(chain, { n: 0, at: this.lastTick + (FIRST_LAUNCH_S[i] ?? 90) * 1000, rng: root.fork(`launches:${chain}`) });
    });
    this.refreshNativeNumbers();
  }

  private refreshNativeNumbers(): void {
    for (const [symbol, price] of this.native) this.nativeNum.set(symbol, price.toNumber());
  }

  private createToken(def: TokenDef, rng: Rng, now: number): TokenState {
    const nativeUsd = NATIVE_USD[nativeSymbol(def.chain)] ?? 1;
    let pool: FloatPool;
    let graduationQuote = new D(0);
    let startPrice: number;
    if (def.isLaunch) {
      const virtualQuote = CURVE.virtualQuoteUsd / nativeUsd;
      const k = virtualQuote * CURVE.virtualBase;
      graduationQuote = new D(CURVE.graduationUsd / nativeUsd);
      const quote = virtualQuote + (CURVE.graduationUsd / nativeUsd) * (def.progress / 100);
      pool = new FloatPool(quote, k / quote, CURVE.feeRate, virtualQuote);
      // The first print comes after the dev's buy and the snipers: above the curve's start.
      startPrice = (CURVE.virtualQuoteUsd / CURVE.virtualBase) * rng.logNormal(1.8, 0.3);
    } else {
      const quote = def.liquidityUsd / 2 / nativeUsd;
      pool = new FloatPool(quote, quote / (def.priceUsd / nativeUsd), AMM_FEE, 0);
      startPrice = def.priceUsd * Math.exp(rng.normal() * 0.8);
    }
    const plan = drawFate(rng.fork('fate'), { isLaunch: def.isLaunch, honeypot: def.security.is_pixiu !== 0, createdAt: def.createdAt, now });
    const endPrice = spotPrice(pool).toNumber() * nativeUsd;
    const token: TokenState = {
      def,
      pool,
      graduationQuote,
      status: def.isLaunch ? 'new' : 'completed',
      tape: new Tape(),
      simHoldings: new Map(),
      simHolders: new Set(),
      plan,
      mood: { kind: 'chop', until: 0, buyProb: 0.5, rate: 1, sizeUsd: 60 },
      nextTradeAt: Math.max(def.createdAt, now),
      rugged: false,
      anchorUsd: def.isLaunch ? CURVE.virtualQuoteUsd / CURVE.virtualBase : endPrice,
      rng: rng.fork('live'),
    };
    token.status = this.statusOf(token);
    if (def.createdAt <= now) {
      this.generateHistory(token, rng, startPrice, endPrice, now);
      this.seedHolders(token, rng, now);
    }
    return token;
  }

  /** A launch created while the market runs: the dev buys first, then the order flow starts. */
  private launchLive(chain: ChainKey, n: number, time: number): void {
    const def = liveLaunchDef(this.seedRng.fork('live-launches'), chain, n, this.tokens.length, time, this.usedSymbols);
    const token = this.createToken(def, this.seedRng.fork(`history:${def.index}`), time);
    this.tokens.push(token);
    this.byKey.set(tokenKey(def.chain, def.address), token);
    for (const listener of this.launchListeners) listener(token, 'new');
    const dev = this.devOf(token);
    this.tradeFloat(token, 'buy', dev.index, token.rng.range(150, 900), time);
    // Snipers pile in for a minute or three; then the mood machine takes over.
    token.mood = { kind: 'pump', until: time + token.rng.range(1, 3) * 60_000, buyProb: 0.65, rate: 3, sizeUsd: 60 };
  }

  /** The token's dev: a simulated wallet tagged dev, fixed per token. */
  private devOf(token: TokenState): SimWallet {
    const devs = this.wallets.filter((w) => w.tags.includes('dev'));
    return devs[token.def.index % devs.length] ?? (this.wallets[0] as SimWallet);
  }

  /** Past trades: a log-price Brownian bridge from the start price to the current pool price. */
  private generateHistory(token: TokenState, rng: Rng, startPrice: number, endPrice: number, now: number): void {
    const t0 = token.def.createdAt;
    const recentStart = Math.max(t0, now - 3_600_000);
    const times: number[] = [];
    const oldCount = Math.min(400, Math.floor((recentStart - t0) / 600_000));
    for (let i = 0; i < oldCount; i++) times.push(rng.range(t0, recentStart));
    const recentCount = Math.min(900, Math.round(token.def.activity * ((now - recentStart) / 1000) * 0.6));
    for (let i = 0; i < recentCount; i++) times.push(rng.range(recentStart, now - 1000));
    times.sort((a, b) => a - b);
    const n = times.length;
    if (n === 0) return;
    const sigma = token.def.isLaunch ? 0.04 : 0.012;
    const walk: number[] = [0];
    for (let i = 1; i <= n; i++) walk.push((walk[i - 1] as number) + rng.normal() * sigma);
    const logStart = Math.log(startPrice);
    const logEnd = Math.log(endPrice);
    const wEnd = walk[n] as number;
    let prevPrice = startPrice;
    const span = Math.max(1, now - t0);
    for (let i = 0; i < n; i++) {
      const f = ((times[i] as number) - t0) / span;
      const g = (i + 1) / n;
      const price = Math.exp(logStart + (logEnd - logStart) * f + ((walk[i + 1] as number) - g * wEnd));
      const volumeUsd = rng.logNormal(80, 1.1);
      const side = price >= prevPrice ? (rng.chance(0.85) ? 'buy' : 'sell') : rng.chance(0.85) ? 'sell' : 'buy';
      token.tape.push({ time: Math.floor(times[i] as number), priceUsd: price, volumeUsd, amount: volumeUsd / price, side, maker: rng.int(0, this.wallets.length - 1) });
      prevPrice = price;
    }
  }

  /** Simulated wallets that hold the token at start: dev, insiders and top holders. */
  private seedHolders(token: TokenState, rng: Rng, now: number): void {
    const count = rng.int(8, 24);
    const supply = token.def.supply;
    const top = token.def.security.top10_percent / 100;
    const trades = token.tape.trades;
    for (let i = 0; i < count; i++) {
      const wallet = rng.pick(this.wallets);
      if (token.simHoldings.has(wallet.index)) continue;
      const share = wallet.tags.includes('dev') ? token.def.security.dev_hold_percent / 100 / 2 : (top / 10) * rng.range(0.3, 1.2);
      const amount = Math.max(1, Math.round(supply * share));
      const entry = trades.length > 0 ? (trades[rng.int(0, trades.length - 1)] as TapeTrade) : undefined;
      const entryPrice = entry?.priceUsd ?? this.priceUsd(token).toNumber();
      const holding = new SimHolding();
      holding.buy(amount, amount * entryPrice, entry?.time ?? now);
      token.simHoldings.set(wallet.index, holding);
      token.simHolders.add(wallet.index);
    }
  }

  /** Launches move new -> completing -> completed as the curve fills; completed is final. */
  private statusOf(token: TokenState): LaunchStatus {
    if (!token.def.isLaunch || token.status === 'completed') return 'completed';
    const progress = this.progress(token);
    return progress >= 100 ? 'completed' : progress >= COMPLETING_AT ? 'completing' : 'new';
  }

  progress(token: TokenState): number {
    if (!token.def.isLaunch || token.status === 'completed') return 100;
    return Math.min(100, Math.round(realQuote(token.pool).div(token.graduationQuote).mul(100).toNumber() * 100) / 100);
  }

  nativeUsd(chain: ChainKey): Dec {
    return this.native.get(nativeSymbol(chain)) ?? new D(1);
  }

  priceUsd(token: TokenState): Dec {
    return spotPrice(token.pool).mul(this.nativeUsd(token.def.chain)).toSignificantDigits(12);
  }

  find(chain: string, address: string): TokenState | undefined {
    return this.byKey.get(tokenKey(chain, address));
  }

  /** Created by `now` (scheduled launches appear when their time comes). */
  isLive(token: TokenState, now: number): boolean {
    return token.def.createdAt <= now;
  }

  walletByAddr(address: string): SimWallet | undefined {
    return this.walletByAddress.get(address) ?? this.walletByAddress.get(address.toLowerCase());
  }

  /**
   * Liquidity in USD: both sides of the quote reserve. On a bonding curve the virtual reserve
   * counts too (it is what prices trades), so a launch's market cap stays a bounded multiple.
   */
  liquidityUsd(token: TokenState): Dec {
    return token.pool.quote.mul(this.nativeUsd(token.def.chain)).mul(2);
  }

  holdersCount(token: TokenState): number {
    return token.def.baseHolders + token.simHolders.size;
  }

  private readonly viewCache = new WeakMap<TokenState, { stamp: string; view: Token }>();

  /** The token as lists and token info send it; cached until the next step or trade of the token. */
  view(token: TokenState, now: number, baseUrl: string): Token {
    const stamp = `${this.lastTick}|${token.tape.length}|${baseUrl}|${Math.floor(now / 1000)}`;
    const cached = this.viewCache.get(token);
    if (cached?.stamp === stamp) return cached.view;
    const view = this.computeView(token, now, baseUrl);
    this.viewCache.set(token, { stamp, view });
    return view;
  }

  private computeView(token: TokenState, now: number, baseUrl: string): Token {
    const { def } = token;
    const price = this.priceUsd(token);
    const dayAgo = now - 86_400_000;
    const priceDayAgo = token.tape.priceBefore(dayAgo) ?? token.tape.trades[0]?.priceUsd ?? price.toNumber();
    const social: Token['social_media'] = {};
    for (const [key, value] of Object.entries(def.social)) if (value !== undefined) social[key as keyof Token['social_media']] = value;
    return {
      address: def.address,
      chain: def.chain,
      symbol: def.symbol,
      name: def.name,
      logo: `${baseUrl}/icons/token/${def.chain}/${def.address}.svg`,
      decimals: def.decimals,
      platform_name: def.platform,
      pair_address: def.pairAddress,
      created_at: Math.floor(def.createdAt / 1000),
      current_price: price.toFixed(),
      market_cap: usdStr(price.mul(def.supply)),
      liquidity: usdStr(this.liquidityUsd(token)),
      circulating_supply: str(new D(def.supply)),
      holders_count: this.holdersCount(token),
      price_change_24h: pct(price.toNumber() - priceDayAgo, priceDayAgo),
      volume_24h: usdStr(token.tape.window(dayAgo, now).volume),
      tx_count_1h: token.tape.window(now - 3_600_000, now).count,
      progress: this.progress(token),
      launch_status: token.status,
      social_media: social,
      security_info: { ...def.security },
    };
  }

  /** Tokens of a list with the list filters applied, ordered and limited. */
  list(kind: ListKind, params: TokenListParams, now: number, baseUrl: string): Token[] {
    const matches = (token: TokenState): boolean => {
      const { def } = token;
      if (!this.isLive(token, now)) return false;
      if (params.chain && def.chain !== params.chain) return false;
      if (kind === 'new' && !def.isLaunch) return false;
      if (kind === 'ai' && !def.ai) return false;
      if (kind === 'signal' && !def.signal) return false;
      if (params.launch_status && token.status !== params.launch_status) return false;
      if (params.platform_name && def.platform.toLowerCase() !== params.platform_name.toLowerCase()) return false;
      if (params.dex_p && def.platform.toLowerCase() !== params.dex_p.toLowerCase()) return false;
      const text = `${def.symbol} ${def.name}`.toLowerCase();
      if (params.keyword && !text.includes(params.keyword.toLowerCase())) return false;
      if (params.exclude_keyword && text.includes(params.exclude_keyword.toLowerCase())) return false;
      return matchesIndicators(def, params);
    };
    const views = this.tokens.filter(matches).map((token) => this.view(token, now, baseUrl));
    const txIntervalMs = INTERVAL_MS[params.tx_interval ?? params.interval ?? '1h'];
    const volumeIntervalMs = INTERVAL_MS[params.volume_interval ?? params.interval ?? '1h'];
    const numeric = (view: Token, key: string): number => {
      switch (key) {
        case 'age_minutes':
          return (now / 1000 - view.created_at) / 60;
        case 'top10_percent':
          return view.security_info.top10_percent;
        case 'holder_count':
          return view.holders_count;
        case 'tx_count':
          return this.find(view.chain, view.address)?.tape.window(now - txIntervalMs, now).count ?? 0;
        case 'volume':
          return this.find(view.chain, view.address)?.tape.window(now - volumeIntervalMs, now).volume ?? 0;
        case 'init_liquidity': {
          const def = this.find(view.chain, view.address)?.def;
          return def && !def.isLaunch ? def.liquidityUsd : 0;
        }
        default:
          return Number((view as unknown as Record<string, unknown>)[key]);
      }
    };
    const filtered = views.filter((view) =>
      Object.entries(params).every(([param, bound]) => {
        const match = /^(min|max)_(.+)$/.exec(param);
        if (!match || typeof bound !== 'number') return true;
        const value = numeric(view, match[2] as string);
        return match[1] === 'min' ? value >= bound : value <= bound;
      }),
    );
    const orderBy = params.order_by ?? (kind === 'new' ? 'created_at' : kind === 'signal' ? 'tx_count_1h' : 'volume_24h');
    const direction = params.order_direction === 'asc' ? 1 : -1;
    filtered.sort((a, b) => direction * (numeric(a, orderBy) - numeric(b, orderBy)) || a.address.localeCompare(b.address));
    return filtered.slice(0, params.limit ?? 50);
  }

  /** Execute an exact-input swap against the pool and record it on the tape. */
  execute(token: TokenState, side: 'buy' | 'sell', swap: SwapResult, maker: { index: number; address?: string }, time: number): ExecutedTrade {
    applySwap(token.pool, side, swap);
    const nativeUsd = this.nativeUsd(token.def.chain);
    const tokenAmount = side === 'buy' ? swap.amountOut : swap.amountIn;
    const nativeAmount = side === 'buy' ? swap.amountIn : swap.amountOut;
    const usd = nativeAmount.mul(nativeUsd);
    const trade: TapeTrade = {
      time,
      priceUsd: this.priceUsd(token).toNumber(),
      volumeUsd: usd.toNumber(),
      amount: tokenAmount.toNumber(),
      side,
      maker: maker.index,
      makerAddress: maker.address,
      txHash: pseudoHash(`${token.def.address}:${time}:${this.tradeSeq++}`, CHAINS[token.def.chain].family),
    };
    const recorded = this.record(token, trade);
    const executed: ExecutedTrade = { token, side, swap, trade: recorded, tokenAmount, nativeAmount, usd };
    return executed;
  }

  /** Move a token's pool to a USD price (admin), recorded on the tape as a zero-volume print. */
  setPrice(token: TokenState, priceUsd: Dec, time: number, options: { history?: boolean } = {}): void {
    if (priceUsd.lte(0)) throw new Error('price must be positive');
    if (options.history) {
      // Every earlier trade (and the level the dynamics pull toward) moves by the same factor.
      const factor = priceUsd.div(this.priceUsd(token)).toNumber();
      token.tape.reprice(factor);
      token.anchorUsd *= factor;
    }
    token.pool.base = token.pool.quote.div(priceUsd.div(this.nativeUsd(token.def.chain)));
    token.tape.push({ time, priceUsd: this.priceUsd(token).toNumber(), volumeUsd: 0, amount: 0, side: 'buy', maker: -1 });
    for (const listener of this.priceListeners) listener(token, time);
  }

  /** Changes security facts of a token (an admin fixture: a honeypot or a closed-source token on demand). */
  setSecurity(token: TokenState, patch: Partial<Pick<SecurityDef, 'is_pixiu' | 'is_open_source'>>): SecurityDef {
    token.def.security = { ...token.def.security, ...patch };
    this.viewCache.delete(token);
    return token.def.security;
  }

  /** Run the simulation up to `now` in one-second steps. */
  advanceTo(now: number): void {
    const target = Math.floor(now / 1000) * 1000;
    if (target - this.lastTick > MAX_CATCH_UP_STEPS * 1000) this.lastTick = target - MAX_CATCH_UP_STEPS * 1000;
    while (this.lastTick < target) {
      this.lastTick += 1000;
      this.step(this.lastTick);
    }
  }

  private step(time: number): void {
    this.gas.step();
    for (const [symbol, price] of this.native) this.native.set(symbol, price.mul(Math.exp(this.live.normal() * 0.0004)).toSignificantDigits(12));
    this.refreshNativeNumbers();
    for (const [chain, clock] of this.launchClock) {
      while (clock.at <= time) {
        this.launchLive(chain, clock.n++, clock.at);
        clock.at += Math.max(5_000, nextGapMs(clock.rng, 1 / (LAUNCH_EVERY_S[chain] ?? 600)));
      }
    }
    const stepEnd = time + 1000;
    for (const token of this.tokens) {
      const rugDue = token.plan.fate === 'rug' && !token.rugged && token.plan.rugAt <= time;
      if (token.nextTradeAt < stepEnd || token.mood.until <= time || rugDue) this.stepToken(token, time);
    }
    for (const listener of this.stepListeners) listener(time);
  }

  /** Mood changes, a due rug, and the background trades of one token in the second before `time`. */
  private stepToken(token: TokenState, time: number): void {
    if (token.plan.fate === 'rug' && !token.rugged && token.plan.rugAt <= time) this.rug(token, time);
    if (token.mood.until <= time) {
      const price = this.priceUsd(token).toNumber();
      token.mood = nextMood(
        { plan: token.plan, isLaunch: token.def.isLaunch, ageMs: time - token.def.createdAt, heat: Math.log(price / token.anchorUsd), rugged: token.rugged, time },
        token.rng,
      );
      token.nextTradeAt = time - 1000 + nextGapMs(token.rng, token.def.activity * token.mood.rate);
    }
    const rate = token.def.activity * token.mood.rate;
    while (token.nextTradeAt < time + 1000) {
      this.backgroundTrade(token, Math.max(time - 999, Math.floor(token.nextTradeAt)));
      token.nextTradeAt += nextGapMs(token.rng, rate);
    }
  }

  /** One trade of the background order flow, following the token's mood. */
  private backgroundTrade(token: TokenState, time: number): void {
    const rng = token.rng;
    const { mood, pool } = token;
    let side: 'buy' | 'sell' = rng.chance(mood.buyProb) ? 'buy' : 'sell';
    if (token.simHolders.size === 0 && token.def.security.is_pixiu === 0) side = 'buy';
    // Trades are sized to the pool: a median trade moves the price by at most about 2%.
    const quoteUsd = pool.quoteF * (this.nativeNum.get(nativeSymbol(token.def.chain)) ?? 1);
    const median = Math.min(mood.sizeUsd, quoteUsd * 0.01);
    if (side === 'buy') {
      const maker = rng.pick(this.wallets);
      this.tradeFloat(token, 'buy', maker.index, rng.logNormal(maker.tags.includes('whale') ? median * 5 : median, 0.8), time);
      return;
    }
    let index = -1;
    if (token.def.security.is_pixiu !== 0) {
      // Nobody but the owner can sell a honeypot: the dev's wallet takes the profits.
      index = this.devOf(token).index;
      const holding = token.simHoldings.get(index) ?? new SimHolding();
      if (holding.amountF <= 0) holding.buy(token.def.supply * 0.05, 0, token.def.createdAt);
      token.simHoldings.set(index, holding);
      token.simHolders.add(index);
    } else {
      let pick = rng.int(0, token.simHolders.size - 1);
      for (const holder of token.simHolders) if (pick-- === 0) index = holder;
    }
    this.tradeFloat(token, 'sell', index, rng.logNormal(this.wallets[index]?.tags.includes('whale') ? median * 5 : median, 0.8), time);
  }

  /** The simulated wallet holding the most of the token at `rank` (1-based), ties by wallet index, as holderList orders them. */
  holderAtRank(token: TokenState, rank: number): number | undefined {
    return [...token.simHolders].sort((a, b) => (token.simHoldings.get(b)?.amountF ?? 0) - (token.simHoldings.get(a)?.amountF ?? 0) || a - b)[rank - 1];
  }

  /** A background trade by a simulated wallet, on demand (the admin API's `/__admin/trade`). */
  tradeAs(token: TokenState, side: 'buy' | 'sell', makerIndex: number, usd: number, time: number): void {
    this.tradeFloat(token, side, makerIndex, usd, time);
  }

  /**
   * A background trade in floats (market data, not balances): `usd` worth of the token bought, or
   * sold from the maker's holding (all of it when it is worth less). A bonding curve never pays
   * out more than was paid into it.
   */
  private tradeFloat(token: TokenState, side: 'buy' | 'sell', makerIndex: number, usd: number, time: number): void {
    const nativeUsd = this.nativeNum.get(nativeSymbol(token.def.chain)) ?? 1;
    const pool = token.pool;
    const fee = pool.feeF;
    const q = pool.quoteF;
    const b = pool.baseF;
    let holding = token.simHoldings.get(makerIndex);
    let tokenAmount: number;
    let nativeAmount: number;
    if (side === 'buy') {
      nativeAmount = usd / nativeUsd;
      const net = nativeAmount * (1 - fee);
      tokenAmount = (b * net) / (q + net);
    } else {
      tokenAmount = usd / ((q / b) * nativeUsd);
      // The seller also holds tokens from outside the simulated wallets (a CEX, another wallet):
      // the order flow stays two-sided, so prices fall in dumps as hard as they rise in pumps.
      const missing = tokenAmount - (holding?.amountF ?? 0);
      if (missing > 0) {
        holding ??= new SimHolding();
        holding.buy(missing, missing * (q / b) * nativeUsd, time);
        token.simHoldings.set(makerIndex, holding);
      }
      const net = tokenAmount * (1 - fee);
      nativeAmount = (q * net) / (b + net);
      const paidIn = q - pool.virtualQuoteF;
      if (nativeAmount > paidIn * 0.98) {
        nativeAmount = paidIn * 0.98;
        tokenAmount = ((q * b) / (q - nativeAmount) - b) / (1 - fee);
      }
    }
    const q2 = side === 'buy' ? q + nativeAmount : q - nativeAmount;
    const b2 = side === 'buy' ? b - tokenAmount : b + tokenAmount;
    if (!(tokenAmount > 0) || !(nativeAmount > 0) || !(b2 > 0) || !(q2 > 0)) return;
    pool.quoteF = q2;
    pool.baseF = b2;
    const value = nativeAmount * nativeUsd;
    if (!holding) {
      holding = new SimHolding();
      token.simHoldings.set(makerIndex, holding);
    }
    if (side === 'buy') holding.buy(tokenAmount, value, time);
    else holding.sell(tokenAmount, value, time);
    if (holding.amountF > 0) token.simHolders.add(makerIndex);
    else token.simHolders.delete(makerIndex);
    this.record(token, { time, priceUsd: (q2 / b2) * nativeUsd, volumeUsd: value, amount: tokenAmount, side, maker: makerIndex });
  }

  /** Put a trade on the tape, move the launch stage, and tell the listeners. */
  private record(token: TokenState, trade: TapeTrade): TapeTrade {
    const full = token.tape.push(trade);
    if (token.def.isLaunch && token.status !== 'completed') {
      const before = token.status;
      token.status = this.statusOf(token);
      if (token.status !== before) for (const listener of this.launchListeners) listener(token, token.status);
    }
    for (const listener of this.tradeListeners) listener({ token, trade: full });
    for (const listener of this.priceListeners) listener(token, full.time);
    return full;
  }

  /**
   * The rug: the dev sells a bag that takes 80-95% off the price (a bonding curve falls back
   * to near its start), the dev holds nothing afterwards, and the token is dead.
   */
  private rug(token: TokenState, time: number): void {
    token.rugged = true;
    const dev = this.devOf(token);
    const pool = token.pool;
    const q = pool.quoteF;
    const b = pool.baseF;
    const drop = token.rng.range(0.8, 0.95);
    const paidIn = q - pool.virtualQuoteF;
    // Price goes as quote², so the quote reserve falls to q * sqrt(1 - drop); a curve keeps 2% of what was paid in.
    const q2 = Math.max(q * Math.sqrt(1 - drop), q - paidIn * 0.98);
    const sold = rugSellAmount(b, 1 - (q2 / q) ** 2) / (1 - pool.feeF);
    if (q2 < q && sold > 0) {
      const holding = token.simHoldings.get(dev.index) ?? new SimHolding();
      const missing = sold - holding.amountF;
      if (missing > 0) holding.buy(missing, missing * token.anchorUsd, token.def.createdAt);
      token.simHoldings.set(dev.index, holding);
      const usd = (q - q2) * (this.nativeNum.get(nativeSymbol(token.def.chain)) ?? 1);
      pool.quoteF = q2;
      pool.baseF = b + sold * (1 - pool.feeF);
      holding.sell(holding.amountF, usd, time);
      token.simHolders.delete(dev.index);
      this.record(token, { time, priceUsd: (pool.quoteF / pool.baseF) * (this.nativeNum.get(nativeSymbol(token.def.chain)) ?? 1), volumeUsd: usd, amount: sold, side: 'sell', maker: dev.index });
    }
    token.def.security.dev_hold_percent = 0;
    token.mood = nextMood({ plan: token.plan, isLaunch: token.def.isLaunch, ageMs: time - token.def.createdAt, heat: 0, rugged: true, time }, token.rng);
    token.nextTradeAt = time + nextGapMs(token.rng, token.def.activity * token.mood.rate);
  }

  /** Current simulated time step (ms). */
  get time(): number {
    return this.lastTick;
  }
}
