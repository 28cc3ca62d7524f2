import { CHAINS, channelKey } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import type { ChainKey, ChannelData, FollowTrade } from '@nova/shared-contracts';
import type { EngineCore } from './core';
import type { TokenState, TradeEvent } from './market/market';
import type { TapeTrade } from './market/tape';
import { floatStr, priceStr } from './money';
import { pseudoHash } from './rng';
import type { GroupRecord, SmartRecord } from './state';
import { randomHex } from './accounts/crypto';

/** The alert's amount text as the product writes it: `$86.09`, `$1.2K`, `$3.4M` (a display string the client shows as is). */
export function alertAmountText(usd: number): string {
  const abs = Math.abs(usd);
  const [value, suffix] = abs >= 1e9 ? [abs / 1e9, 'B'] : abs >= 1e6 ? [abs / 1e6, 'M'] : abs >= 1e3 ? [abs / 1e3, 'K'] : [abs, ''];
  const digits = suffix === '' ? 2 : 1;
  return `$${(Math.floor(value * 10 ** digits) / 10 ** digits).toFixed(digits)}${suffix}`;
}

export function normalizeAddress(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

export function chainOfAddress(address: string, chain?: ChainKey): ChainKey {
  if (chain) return chain;
  return address.startsWith('0x') ? 'eth' : 'solana';
}

/**
 * Followed wallets: groups and memberships live in the durable state; this keeps an index of
 * followers per address and turns market trades into follow_wallet_info and alert pushes.
 */
export class Monitor {
  private index: Map<string, SmartRecord[]> | null = null;

  constructor(private readonly core: EngineCore) {
    core.market.tradeListeners.push((trade) => this.onTrade(trade));
  }

  /** Call after any change to memberships. */
  invalidate(): void {
    this.index = null;
  }

  private followers(address: string): SmartRecord[] {
    if (!this.index) {
      this.index = new Map();
      for (const record of this.core.state.smart.values()) {
        const list = this.index.get(record.wallet_address) ?? [];
        list.push(record);
        this.index.set(record.wallet_address, list);
      }
    }
    return this.index.get(address) ?? [];
  }

  /** The user's default group, created on first use. */
  defaultGroup(userId: string, now: number): GroupRecord {
    for (const group of this.core.state.groups.values()) if (group.user_id === userId && group.is_default) return group;
    const group: GroupRecord = { wallet_group_id: `g${randomHex(6)}`, user_id: userId, name: 'Default', description: '', img_url: '', is_default: true, created_at: now };
    this.core.state.groups.set(group.wallet_group_id, group);
    return group;
  }

  /** Who made a tape trade, as an address of the token's chain family. */
  makerOf(token: TokenState, trade: TapeTrade): { address: string; name: string; tags: string[] } {
    const wallet = trade.maker >= 0 ? this.core.market.wallets[trade.maker] : undefined;
    if (trade.makerAddress !== undefined || !wallet) return { address: normalizeAddress(trade.makerAddress ?? ''), name: '', tags: [] };
    return { address: normalizeAddress(CHAINS[token.def.chain].family === 'solana' ? wallet.sol : wallet.evm), name: wallet.name, tags: [...wallet.tags] };
  }

  followTrade(token: TokenState, trade: TapeTrade, walletName: string): FollowTrade {
    const maker = this.makerOf(token, trade);
    const view = this.core.market.view(token, this.core.now(), this.core.baseUrl);
    const nativeAmount = trade.volumeUsd / this.core.market.nativeUsd(token.def.chain).toNumber();
    const buy = trade.side === 'buy';
    return {
      chain: token.def.chain,
      wallet_address: maker.address,
      wallet_name: walletName || maker.name,
      avatar: `${this.core.baseUrl}/icons/wallet/${maker.address}.svg`,
      token_address: token.def.address,
      token_name: token.def.name,
      token_symbol: token.def.symbol,
      token_logo: view.logo,
      token_create_time: view.created_at,
      platform: token.def.platform,
      market_cap: view.market_cap,
      side: trade.side,
      token_in: buy ? '' : token.def.address,
      token_out: buy ? token.def.address : '',
      amount_in: floatStr(buy ? nativeAmount : trade.amount, 9),
      amount_out: floatStr(buy ? trade.amount : nativeAmount, 9),
      volume_usd: floatStr(trade.volumeUsd, 6),
      decimals: token.def.decimals,
      tx_hash: trade.txHash ?? pseudoHash(`${token.def.address}:${trade.time}:${trade.maker}`, CHAINS[token.def.chain].family),
      event_time: trade.time,
      current_price: view.current_price,
    };
  }

  /** Recent trades (newest first) of the given addresses, over every token's last trades. */
  recentTrades(addresses: Set<string>, since: number, filter: (token: TokenState) => boolean = () => true): Array<{ token: TokenState; trade: TapeTrade }> {
    const found: Array<{ token: TokenState; trade: TapeTrade }> = [];
    for (const token of this.core.market.tokens) {
      if (!filter(token)) continue;
      const trades = token.tape.trades;
      for (let i = trades.length - 1; i >= 0 && i >= trades.length - 3000; i--) {
        const trade = trades[i] as TapeTrade;
        if (trade.time < since) break;
        if (trade.volumeUsd > 0 && addresses.has(this.makerOf(token, trade).address)) found.push({ token, trade });
      }
    }
    return found.sort((a, b) => b.trade.time - a.trade.time);
  }

  private onTrade({ token, trade }: TradeEvent): void {
    const maker = this.makerOf(token, trade);
    const followers = this.followers(maker.address);
    if (followers.length === 0) return;
    const users = new Map<string, SmartRecord>();
    for (const record of followers) if (!users.has(record.user_id) || record.notify) users.set(record.user_id, record);
    for (const [userId, record] of users) {
      const follow = this.followTrade(token, trade, record.wallet_name || record.remark);
      const short: ChannelData<'followWalletInfo'> = {
        c: follow.chain,
        w: follow.wallet_address,
        n: follow.wallet_name,
        av: follow.avatar,
        ta: follow.token_address,
        tn: follow.token_name,
        tl: follow.token_logo,
        tct: follow.token_create_time,
        pf: follow.platform,
        mc: follow.market_cap,
        s: follow.side,
        ti: follow.token_in,
        to: follow.token_out,
        ai: follow.amount_in,
        ao: follow.amount_out,
        d: follow.decimals,
        h: follow.tx_hash,
        et: follow.event_time,
        p: follow.current_price,
      };
      for (const params of [{}, { chain: token.def.chain }]) this.core.hub.publish(CHANNELS.followWalletInfo.name, channelKey(CHANNELS.followWalletInfo.name, params), short, userId);
      if (!record.notify) continue;
      // The profile remark first, then the name set in the monitor, then the import remark.
      const userRemark = this.core.state.remarks.get(`${userId}|${maker.address}`) ?? '';
      const remark = userRemark || record.wallet_name || record.remark;
      this.core.hub.publish(
        CHANNELS.followWalletAlert.name,
        channelKey(CHANNELS.followWalletAlert.name, { chain: token.def.chain }),
        {
          txHash: follow.tx_hash,
          walletDisplayName: remark || record.wallet_name || maker.name || `${maker.address.slice(0, 6)}...${maker.address.slice(-4)}`,
          side: follow.side,
          tokenName: token.def.symbol,
          amountText: alertAmountText(trade.volumeUsd),
          tokenLogo: follow.token_logo,
          tokenAddress: token.def.address,
          walletAddress: maker.address,
          currentPrice: priceStr(trade.priceUsd),
          marketCap: follow.market_cap,
          isRemark: userRemark !== '' || record.remark !== '',
          chain: token.def.chain,
        },
        userId,
      );
    }
  }
}
