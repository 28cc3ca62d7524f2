import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, Token, TokenListParams } from '@nova/shared-contracts';
import { applyBuy, applySell, emptyHolding } from '../ledger';
import type { Holding } from '../ledger';
import { D, pct, str, usdStr } from '../money';
import type { Dec } from '../money';
import { Rng, pseudoHash } from '../rng';
import { NATIVE_USD, generateTokens, generateWallets, nativeSymbol } from './catalog';
import type { SimWallet, TokenDef } from './catalog';
import { GasModel } from './gas';
import { applySwap, quoteSwap, realQuote, spotPrice } from './pool';
import type { Pool, SwapResult } from './pool';
import { Tape } from './tape';
import type { TapeTrade } from './tape';

/** Bonding curve of launches, in USD at the native price of creation (pump.fun-like shape). */
const CURVE = { virtualQuoteUsd: 4_000, virtualBase: 1_073_000_000, graduationUsd: 12_000, feeRate: '0.01' };
const AMM_FEE = '0.0025';
const COMPLETING_AT = 70;
/** Live catch-up is simulated second by second up to this many steps; a bigger jump skips ahead. */
const MAX_CATCH_UP_STEPS = 120;
/** Live background trades run at this fraction of a token's activity (history uses the full rate). */
const LIVE_ACTIVITY = 0.5;

export type LaunchStatus = 'new' | 'completing' | 'completed';

export interface TokenState {
  def: TokenDef;
  pool: Pool;
  /** Real quote reserve at which the curve completes (launches). */
  graduationQuote: Dec;
  status: LaunchStatus;
  tape: Tape;
  /** Holdings of simulated wallets by wallet index. */
  simHoldings: Map<number, Holding>;
  /** Indexes of simulated wallets whose holding is above zero. */
  simHolders: Set<number>;
}

export interface ExecutedTrade {
  token: TokenState;
  side: 'buy' | 'sell';
  swap: SwapResult;
  trade: TapeTrade;
  /** Token amount and native amount of the trade. */
  tokenAmount: Dec;
  nativeAmount: Dec;
  usd: Dec;
}

export type ListKind = 'hot' | 'new' | 'ai' | 'signal';

const INTERVAL_MS = { '1m': 60_000, '5m': 300_000, '1h': 3_600_000, '4h': 14_400_000, '24h': 86_400_000 } as const;

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
  /** Called after every executed trade (background or user). */
  readonly tradeListeners: Array<(trade: ExecutedTrade) => void> = [];
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
    this.tokens = generateTokens(root.fork('tokens'), now).map((def) => this.createToken(def, root.fork(`history:${def.index}`), now));
    for (const token of this.tokens) this.byKey.set(tokenKey(token.def.chain, token.def.address), token);
    this.live = root.fork('live');
    this.gas = new GasModel(root.fork('gas'));
    this.lastTick = Math.floor(now / 1000) * 1000;
  }

  private createToken(def: TokenDef, rng: Rng, now: number): TokenState {
    const nativeUsd = NATIVE_USD[nativeSymbol(def.chain)] ?? 1;
    let pool: Pool;
    let graduationQuote = new D(0);
    let startPrice: number;
    if (def.isLaunch) {
      const virtualQuote = new D(CURVE.virtualQuoteUsd / nativeUsd);
      const k = virtualQuote.mul(CURVE.virtualBase);
      graduationQuote = new D(CURVE.graduationUsd / nativeUsd);
      const quote = virtualQuote.plus(graduationQuote.mul(def.progress / 100));
      pool = { quote, base: k.div(quote), feeRate: new D(CURVE.feeRate), virtualQuote };
      startPrice = CURVE.virtualQuoteUsd / CURVE.virtualBase;
    } else {
      const quote = new D(def.liquidityUsd / 2 / nativeUsd);
      pool = { quote, base: quote.div(def.priceUsd / nativeUsd), feeRate: new D(AMM_FEE), virtualQuote: new D(0) };
      startPrice = def.priceUsd * Math.exp(rng.normal() * 0.8);
    }
    const token: TokenState = {
      def,
      pool,
      graduationQuote,
      status: def.isLaunch ? 'new' : 'completed',
      tape: new Tape(),
      simHoldings: new Map(),
      simHolders: new Set(),
    };
    token.status = this.statusOf(token);
    const endPrice = spotPrice(pool).toNumber() * nativeUsd;
    this.generateHistory(token, rng, startPrice, endPrice, now);
    if (def.createdAt <= now) this.seedHolders(token, rng, now);
    return token;
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
      const amount = new D(Math.max(1, Math.round(supply * share)));
      const entry = trades.length > 0 ? (trades[rng.int(0, trades.length - 1)] as TapeTrade) : undefined;
      const entryPrice = entry?.priceUsd ?? this.priceUsd(token).toNumber();
      const holding = emptyHolding();
      applyBuy(holding, amount, amount.mul(entryPrice), entry?.time ?? now);
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

  /** Liquidity in USD: both sides of the real reserves. */
  liquidityUsd(token: TokenState): Dec {
    return realQuote(token.pool).mul(this.nativeUsd(token.def.chain)).mul(2);
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
      return true;
    };
    const views = this.tokens.filter(matches).map((token) => this.view(token, now, baseUrl));
    const intervalMs = INTERVAL_MS[params.interval ?? '1h'];
    const numeric = (view: Token, key: string): number => {
      switch (key) {
        case 'age_minutes':
          return (now / 1000 - view.created_at) / 60;
        case 'top10_percent':
          return view.security_info.top10_percent;
        case 'holder_count':
          return view.holders_count;
        case 'tx_count':
          return this.find(view.chain, view.address)?.tape.window(now - intervalMs, now).count ?? 0;
        case 'volume':
          return this.find(view.chain, view.address)?.tape.window(now - intervalMs, now).volume ?? 0;
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
    const family = CHAINS[token.def.chain].family;
    const trade: TapeTrade = {
      time,
      priceUsd: this.priceUsd(token).toNumber(),
      volumeUsd: usd.toNumber(),
      amount: tokenAmount.toNumber(),
      side,
      maker: maker.index,
      makerAddress: maker.address,
      txHash: pseudoHash(`${token.def.address}:${time}:${this.tradeSeq++}`, family),
    };
    token.tape.push(trade);
    if (token.def.isLaunch && token.status !== 'completed') {
      const before = token.status;
      token.status = this.statusOf(token);
      if (token.status !== before) for (const listener of this.launchListeners) listener(token, token.status);
    }
    const executed: ExecutedTrade = { token, side, swap, trade, tokenAmount, nativeAmount, usd };
    for (const listener of this.tradeListeners) listener(executed);
    for (const listener of this.priceListeners) listener(token, time);
    return executed;
  }

  /** Move a token's pool to a USD price (admin), recorded on the tape as a zero-volume print. */
  setPrice(token: TokenState, priceUsd: Dec, time: number): void {
    if (priceUsd.lte(0)) throw new Error('price must be positive');
    token.pool.base = token.pool.quote.div(priceUsd.div(this.nativeUsd(token.def.chain)));
    token.tape.push({ time, priceUsd: this.priceUsd(token).toNumber(), volumeUsd: 0, amount: 0, side: 'buy', maker: -1 });
    for (const listener of this.priceListeners) listener(token, time);
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
    for (const token of this.tokens) {
      if (token.def.createdAt > time) continue;
      if (token.def.createdAt > time - 1000) for (const listener of this.launchListeners) listener(token, 'new');
      const rate = token.def.activity * LIVE_ACTIVITY;
      let count = Math.floor(rate) + (this.live.chance(rate - Math.floor(rate)) ? 1 : 0);
      while (count-- > 0) this.backgroundTrade(token, time);
    }
    for (const listener of this.stepListeners) listener(time);
  }

  private backgroundTrade(token: TokenState, time: number): void {
    const rng = this.live;
    let side: 'buy' | 'sell' = rng.chance(token.def.buyBias) ? 'buy' : 'sell';
    if (token.def.security.is_pixiu !== 0 || token.simHolders.size === 0) side = 'buy';
    let makerIndex: number;
    let amountIn: Dec;
    if (side === 'buy') {
      const maker = rng.pick(this.wallets);
      makerIndex = maker.index;
      const usd = rng.logNormal(maker.tags.includes('whale') ? 1500 : 60, 1.1);
      amountIn = new D(usd).div(this.nativeUsd(token.def.chain)).toSignificantDigits(10);
    } else {
      // Sells are sized in USD like buys (a holder sells part of a bag, never dumps the pool).
      const index = rng.pick([...token.simHolders]);
      const holding = token.simHoldings.get(index) ?? emptyHolding();
      makerIndex = index;
      const usd = rng.logNormal(this.wallets[index]?.tags.includes('whale') ? 1500 : 60, 1.1);
      amountIn = D.min(holding.amount, new D(usd).div(this.priceUsd(token))).toSignificantDigits(10);
    }
    const swap = quoteSwap(token.pool, side, amountIn);
    if (swap.amountOut.lte(0)) return;
    const executed = this.execute(token, side, swap, { index: makerIndex }, time - rng.int(0, 999));
    const holding = token.simHoldings.get(makerIndex) ?? emptyHolding();
    if (side === 'buy') applyBuy(holding, executed.tokenAmount, executed.usd, executed.trade.time);
    else applySell(holding, executed.tokenAmount, executed.usd, executed.trade.time);
    token.simHoldings.set(makerIndex, holding);
    if (holding.amount.gt(0)) token.simHolders.add(makerIndex);
    else token.simHolders.delete(makerIndex);
  }

  /** Current simulated time step (ms). */
  get time(): number {
    return this.lastTick;
  }
}
