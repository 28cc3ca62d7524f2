import { channelKey } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import type { ChainKey, PushMessage } from '@nova/shared-contracts';

/**
 * The load mode (off by default): a synthetic ticker that pushes `rate` token_price_change
 * messages a second across `tokens` tokens to EVERY open socket (a firehose: a client receives
 * them whether or not it subscribed the key, as a busy market's feed would reach it, and must
 * parse and route or drop each one). Used by `npm run bench` to measure the client at a real tick
 * rate (issue 8/15: 2,000 msg/s across 1,000 tokens).
 *
 * Slots: the first ones are the market's own tokens (so a page showing a token receives pushes for
 * it: its true price times a per-token walk kept within +-1 %; the next REST answer or real push
 * restores the true price); the rest are synthetic tokens `LOAD{n}` on solana with their own walk.
 * Shape 'rank' (issue 12's feed): the same rate counts token updates carried by token_rank
 * snapshots of the lists clients subscribed, RANK_SNAPSHOT_TOKENS (50) tokens each, so 2,000
 * updates a second are 40 snapshots a second; each snapshot is the list as the market ranks it
 * with every token's price and market cap walked within +-1 %.
 * Shape 'hot' (issue 37): the whole rate for ONE token (`token`, else the first real one), as a
 * launch or a dump of the token a page shows: every other message a trade_history trade (side,
 * volume, maker and transaction hash as the market's own trades carry them) at the walked price,
 * the others token_price_change at that price.
 *
 * Pure: no Node import; the timer is injected.
 */

export interface LoadConfig {
  /** Messages a second in all (0: off). */
  rate: number;
  /** Distinct tokens the messages cycle over. */
  tokens: number;
  /** 'price' (default): token_price_change per token; 'rank': token_rank snapshots of the subscribed lists; 'hot': trades and prices of one token. */
  shape?: LoadShape;
  /** Shape 'hot': the token (default: the first of the market's own tokens). */
  token?: { chain: ChainKey; address: string };
}

export type LoadShape = 'price' | 'rank' | 'hot';
const SHAPES: readonly LoadShape[] = ['price', 'rank', 'hot'];

/** A subscribed token_rank list as the market ranks it now. */
export interface RankList {
  key: string;
  data: { type: string; tokens: ReadonlyArray<Record<string, unknown>> };
}

export interface LoadTarget {
  chain: ChainKey;
  address: string;
  /** The true USD price now. */
  priceUsd(): number;
  supply: number;
}

export interface LoadSink {
  /** Send one message to every open socket (one text frame); returns how many sockets got it. */
  broadcast(message: PushMessage): number;
}

export interface LoadDeps {
  sink: LoadSink;
  /** The market's own tokens, in slot order (re-read on every configure). */
  targets(): LoadTarget[];
  /** The token_rank lists some socket subscribed, ranked now (shape 'rank'). */
  rankLists(): RankList[];
  now(): number;
  /** Uniform [0, 1). */
  random(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const LOAD_LIMITS = { maxRate: 20_000, maxTokens: 5_000 } as const;
/** The emit period: rate x period messages per beat (50 ms: 100 messages at 2,000/s). */
export const LOAD_BEAT_MS = 50;
/** Tokens per token_rank snapshot in shape 'rank' (the hot list's page). */
export const RANK_SNAPSHOT_TOKENS = 50;
const WALK_STEP = 0.002;
const WALK_BOUND = 0.01;

/**
 * One step of a real token's walk factor: it moves by 0.1-0.2 % every time, at least one unit of
 * a price shown to four significant digits (the terminal shows "$0.0₄1914"), so every load tick
 * is a new price on screen (a tick that repeats the last shown price has nothing to paint: the
 * bench counts it apart as superseded), and turns back at +-1 % instead of sticking there
 * (clamping repeated the bound's price on every outward step).
 * @param random uniform [0, 1)
 */
export function walkStep(factor: number, random: () => number): number {
  const magnitude = WALK_STEP * (0.5 + 0.5 * random());
  const step = Math.exp(random() < 0.5 ? -magnitude : magnitude);
  const next = factor * step;
  return next > 1 + WALK_BOUND || next < 1 - WALK_BOUND ? factor / step : next;
}

/** Parses the CLI form `RATE` or `RATE:TOKENS` (e.g. "2000:1000"); tokens default to 1,000. */
export function parseLoadOption(text: string): LoadConfig {
  const match = /^(\d+)(?::(\d+))?(?::(price|rank|hot))?$/.exec(text.trim());
  if (!match) throw new Error(`--load must be RATE, RATE:TOKENS or RATE:TOKENS:SHAPE (e.g. 2000:1000, 2000:1000:rank, 1000:1:hot), got "${text}"`);
  const config: LoadConfig = { rate: Number(match[1]), tokens: match[2] === undefined ? 1000 : Number(match[2]) };
  return checkLoadConfig(match[3] ? { ...config, shape: match[3] as LoadShape } : config);
}

export function checkLoadConfig(config: LoadConfig): LoadConfig {
  if (!Number.isInteger(config.rate) || config.rate < 0 || config.rate > LOAD_LIMITS.maxRate) throw new Error(`load rate must be 0..${LOAD_LIMITS.maxRate} messages a second, got ${config.rate}`);
  if (!Number.isInteger(config.tokens) || config.tokens < 1 || config.tokens > LOAD_LIMITS.maxTokens) throw new Error(`load tokens must be 1..${LOAD_LIMITS.maxTokens}, got ${config.tokens}`);
  if (config.shape !== undefined && !SHAPES.includes(config.shape)) throw new Error(`load shape must be ${SHAPES.join(', ')}, got ${String(config.shape)}`);
  return config;
}

export class LoadGenerator {
  private config: LoadConfig = { rate: 0, tokens: 1000 };
  private timer: unknown;
  private last = 0;
  private carry = 0;
  private slot = 0;
  private targets: LoadTarget[] = [];
  /** Per slot: the walk factor (real tokens) or the price (synthetic ones). */
  private walk = new Float64Array(0);
  /** Shape 'rank': the walk factor per token address, and the next list in turn. */
  private rankWalk = new Map<string, number>();
  private nextList = 0;
  private rankCarry = 0;
  /** Shape 'hot': the token, its walk factor, and its trades' makers (a crowd of 200, as a launch has). */
  private hot: { target: LoadTarget; factor: number; makers: string[]; trades: number } | undefined;
  /** Messages emitted and frames delivered (messages x sockets) since the mode was last set. */
  emitted = 0;
  delivered = 0;

  /** The injected source, bound once (the walk draws from it for every message). */
  private readonly random = () => this.deps.random();

  constructor(private readonly deps: LoadDeps) {}

  get current(): LoadConfig & { emitted: number; delivered: number } {
    return { ...this.config, emitted: this.emitted, delivered: this.delivered };
  }

  /** Set the rate and token count; rate 0 stops the ticker. */
  configure(config: LoadConfig): void {
    this.config = checkLoadConfig(config);
    this.stopTimer();
    this.emitted = 0;
    this.delivered = 0;
    this.carry = 0;
    this.slot = 0;
    this.rankWalk.clear();
    this.nextList = 0;
    this.rankCarry = 0;
    this.targets = this.deps.targets().slice(0, config.tokens);
    this.hot = config.shape === 'hot' ? this.hotToken(config.token) : undefined;
    this.walk = new Float64Array(config.tokens);
    for (let i = 0; i < config.tokens; i++) this.walk[i] = i < this.targets.length ? 1 : 0.0001 + this.deps.random() * 2;
    if (config.rate === 0) return;
    this.last = this.deps.now();
    this.timer = this.deps.setInterval(() => this.beat(), LOAD_BEAT_MS);
  }

  stop(): void {
    this.configure({ ...this.config, rate: 0 });
  }

  /** One beat: as many messages as the time since the last beat is worth at the rate. */
  beat(): void {
    const now = this.deps.now();
    const due = (this.config.rate * Math.max(0, now - this.last)) / 1000 + this.carry;
    this.last = now;
    // A stalled event loop does not turn into a burst: at most one second's worth at once.
    const count = Math.min(Math.floor(due), this.config.rate);
    this.carry = due - Math.floor(due);
    this.emit(count);
  }

  /** Emit `count` messages now (the next slots in turn); in shape 'rank', `count` token updates. */
  emit(count: number): void {
    if (this.config.shape === 'rank') {
      this.emitRank(count);
      return;
    }
    if (this.hot) {
      for (let i = 0; i < count; i++) {
        this.delivered += this.deps.sink.broadcast(this.hotMessage(this.hot));
        this.emitted++;
      }
      return;
    }
    for (let i = 0; i < count; i++) {
      const slot = this.slot;
      this.slot = (this.slot + 1) % this.config.tokens;
      this.delivered += this.deps.sink.broadcast(this.message(slot));
      this.emitted++;
    }
  }

  /** Snapshots worth `updates` token updates (a part snapshot's worth is carried to the next beat). */
  private emitRank(updates: number): void {
    const lists = this.deps.rankLists().filter((list) => list.data.tokens.length > 0);
    if (lists.length === 0) return;
    this.rankCarry += updates / RANK_SNAPSHOT_TOKENS;
    const snapshots = Math.floor(this.rankCarry);
    this.rankCarry -= snapshots;
    for (let i = 0; i < snapshots; i++) {
      const list = lists[this.nextList++ % lists.length]!;
      const tokens = list.data.tokens.slice(0, RANK_SNAPSHOT_TOKENS).map((token) => this.walked(token));
      const message: PushMessage = { channel: CHANNELS.tokenRank.name, key: list.key, data: { type: list.data.type, tokens } };
      this.delivered += this.deps.sink.broadcast(message);
      this.emitted += tokens.length;
    }
  }

  /** A token of a ranked list with its price and market cap walked (within +-1 % of the truth). */
  private walked(token: Record<string, unknown>): Record<string, unknown> {
    const id = `${String(token.chain)}:${String(token.address)}`;
    const factor = walkStep(this.rankWalk.get(id) ?? 1, this.random);
    this.rankWalk.set(id, factor);
    const scale = (value: unknown) => (typeof value === 'number' ? value * factor : typeof value === 'string' && value !== '' && Number.isFinite(Number(value)) ? (Number(value) * factor).toPrecision(8) : value);
    return { ...token, current_price: scale(token.current_price), market_cap: scale(token.market_cap) };
  }

  /** The hot shape's token: the one named (it must be the market's), else the first real token. */
  private hotToken(token: LoadConfig['token']): NonNullable<LoadGenerator['hot']> {
    const all = this.deps.targets();
    const target = token ? all.find((t) => t.chain === token.chain && t.address === token.address) : all[0];
    if (!target) throw new Error(token ? `load shape hot: ${token.chain} ${token.address} is not a token of the market` : 'load shape hot: the market has no token');
    const solana = target.chain === 'solana';
    const makers = Array.from({ length: 200 }, () => (solana ? this.base58(44) : this.hex(40)));
    return { target, factor: 1, makers, trades: 0 };
  }

  /** The hot token's next message: a trade and a price change in turn, both at its walked price. */
  private hotMessage(hot: NonNullable<LoadGenerator['hot']>): PushMessage {
    const { chain, address, supply } = hot.target;
    const params = { chain, address };
    const trade = this.emitted % 2 === 0;
    if (trade) hot.factor = walkStep(hot.factor, this.random);
    const price = (hot.target.priceUsd() * hot.factor).toPrecision(8);
    const now = this.deps.now();
    if (!trade) {
      const data = { chain, address, current_price: price, market_cap: (Number(price) * supply).toFixed(2), ts: now };
      return { channel: CHANNELS.tokenPriceChange.name, key: channelKey(CHANNELS.tokenPriceChange.name, params), data };
    }
    hot.trades++;
    const data = {
      chain,
      target_token: address,
      price_usd: price,
      // Retail sizes mostly, now and then a whale: $10 to about $20,000.
      volume_usd: (10 * Math.exp(this.random() * 7.6)).toFixed(2),
      side: this.random() < 0.5 ? 'buy' : 'sell',
      trade_timestamp: now,
      tx_hash: chain === 'solana' ? this.base58(88) : this.hex(64),
      maker: hot.makers[Math.floor(this.random() * hot.makers.length)]!,
      tags: [],
    };
    return { channel: CHANNELS.tradeHistory.name, key: channelKey(CHANNELS.tradeHistory.name, params), data };
  }

  private base58(length: number): string {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.random() * alphabet.length)];
    return text;
  }

  private hex(digits: number): string {
    let text = '0x';
    for (let i = 0; i < digits; i++) text += Math.floor(this.random() * 16).toString(16);
    return text;
  }

  private message(slot: number): PushMessage {
    const target = this.targets[slot];
    let chain: ChainKey;
    let address: string;
    let price: number;
    let supply: number;
    if (target) {
      const factor = walkStep(this.walk[slot] ?? 1, this.random);
      this.walk[slot] = factor;
      ({ chain, address, supply } = target);
      price = target.priceUsd() * factor;
    } else {
      price = (this.walk[slot] ?? 1) * Math.exp((this.deps.random() * 2 - 1) * WALK_STEP);
      this.walk[slot] = price;
      chain = 'solana';
      address = `LOAD${slot}`;
      supply = 1_000_000_000;
    }
    const params = { chain, address };
    const data = { chain, address, current_price: price.toPrecision(8), market_cap: (price * supply).toFixed(2), ts: this.deps.now() };
    return { channel: CHANNELS.tokenPriceChange.name, key: channelKey(CHANNELS.tokenPriceChange.name, params), data };
  }

  private stopTimer(): void {
    if (this.timer !== undefined) this.deps.clearInterval(this.timer);
    this.timer = undefined;
  }
}
