/**
 * The market's realtime feed: what a new subscription gets first (snapshot), and what the engine
 * publishes to the hub when the market launches a token, trades, or steps (prices, token info,
 * rank lists and stats, at most every RANK_PUSH_EVERY_MS for the last two).
 */
import { CHAINS, channelKey } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import type { ChainKey } from '@nova/shared-contracts';
import type { Market, LaunchStatus, TokenState, TradeEvent } from './market/market';
import { tokenStats } from './market/stats';
import type { Hub, Subscription } from './realtime/hub';
import { pseudoHash } from './rng';
import { priceStr } from './money';

const RANK_PUSH_EVERY_MS = 2000;

export interface MarketFeedDeps {
  market: Market;
  hub: Hub;
  now: () => number;
  /** The engine's public URL now (icon URLs in token views are absolute). */
  baseUrl: () => string;
}

export class MarketFeed {
  private lastPrice = new Map<string, string>();
  private lastRankPush = 0;
  private readonly market: Market;
  private readonly hub: Hub;
  private readonly now: () => number;

  constructor(private readonly deps: MarketFeedDeps) {
    this.market = deps.market;
    this.hub = deps.hub;
    this.now = deps.now;
    this.market.tradeListeners.push((trade) => this.onTrade(trade));
    this.market.launchListeners.push((token, event) => this.onLaunch(token, event));
    this.market.stepListeners.push((time) => this.onStep(time));
  }

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

  /** The first message of a new subscription, for the channels that have one. */
  snapshot(subscription: Subscription): unknown {
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

  /** A rank list (the tokenRank channel's data) for its subscription's params. */
  rank(params: Record<string, unknown>): { type: string; tokens: ReturnType<Market['list']> } {
    const type = params.type as 'hot' | 'new' | 'ai' | 'signal';
    return { type, tokens: this.market.list(type, params, this.now(), this.deps.baseUrl()) };
  }

  private onLaunch(token: TokenState, event: LaunchStatus): void {
    const view = this.market.view(token, this.now(), this.deps.baseUrl());
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
        const view = this.market.view(token, this.now(), this.deps.baseUrl());
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
