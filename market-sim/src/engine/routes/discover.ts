import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import type { EngineCore, Handlers, RequestContext } from '../core';
import type { SimWallet } from '../market/catalog';
import { D, floatStr, priceStr, str, usdStr } from '../money';
import { pseudoHash } from '../rng';
import { findToken } from './market';
import { walletStats } from './wallet';

type SearchInput = Parameters<Handlers['tokenSearch']>[1];

export function walletAddressFor(wallet: SimWallet, chain: ChainKey): string {
  return CHAINS[chain].family === 'solana' ? wallet.sol : wallet.evm;
}

export function walletAvatar(core: EngineCore, address: string): string {
  return `${core.baseUrl}/icons/wallet/${address}.svg`;
}

function search(ctx: RequestContext, input: SearchInput, anyChain: boolean) {
  const { market } = ctx.core;
  const keyword = input.keyword.toLowerCase();
  const chain = anyChain ? undefined : input.chain;
  const tokens = market.tokens
    .filter((t) => market.isLive(t, ctx.now) && (!chain || t.def.chain === chain))
    .filter((t) => {
      const symbol = t.def.symbol.toLowerCase();
      const name = t.def.name.toLowerCase();
      const textMatch = input.vague === 1 ? symbol.includes(keyword) || name.includes(keyword) : symbol === keyword || name === keyword;
      return textMatch || (keyword.length >= 4 && t.def.address.toLowerCase().startsWith(keyword));
    })
    .map((t) => market.view(t, ctx.now, ctx.core.baseUrl))
    .sort((a, b) => Number(b.volume_24h) - Number(a.volume_24h))
    .slice(0, input.limit)
    .map((view) => ({ ...view, token_icon: view.logo, trend_info: { price_change_24h: view.price_change_24h, volume_24h: view.volume_24h } }));
  const walletChain: ChainKey = chain ?? 'solana';
  const wallets =
    input.only_token === 1
      ? []
      : market.wallets
          .filter((w) => (keyword.length >= 4 && (w.sol.toLowerCase().startsWith(keyword) || w.evm.toLowerCase().startsWith(keyword))) || w.name.toLowerCase().includes(keyword))
          .slice(0, input.limit)
          .map((w) => {
            const evmMatch = w.evm.toLowerCase().startsWith(keyword);
            const resultChain: ChainKey = evmMatch && CHAINS[walletChain].family === 'solana' ? 'eth' : walletChain;
            const address = walletAddressFor(w, resultChain);
            const stats = walletStats(ctx.core, address);
            return {
              wallet_monitor_address: address,
              address_avatar: walletAvatar(ctx.core, address),
              remark: w.name,
              balance_usd: usdStr(stats.balanceUsd),
              success_rate: stats.successRate,
              profit_usd: usdStr(stats.profitUsd),
              profit_rate: stats.profitRate,
              chain: resultChain,
              tags: [...w.tags],
            };
          });
  return { token_info: { tokens }, wallet_info: wallets };
}

export const discoverHandlers = {
  tokenSearch: (ctx, input) => search(ctx, input, false),
  tokenSearchMultiChain: (ctx, input) => search(ctx, input, true),
  holderList: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.address);
    const price = ctx.core.market.priceUsd(token);
    const supply = new D(token.def.supply);
    const holders = [...token.simHolders]
      .map((index) => ({ wallet: ctx.core.market.wallets[index] as SimWallet, amount: token.simHoldings.get(index)?.amount ?? new D(0) }))
      .sort((a, b) => b.amount.comparedTo(a.amount) || a.wallet.index - b.wallet.index)
      .slice(0, input.limit)
      .map(({ wallet, amount }) => {
        const address = walletAddressFor(wallet, token.def.chain);
        return {
          wallet: address,
          chain: token.def.chain,
          token: token.def.address,
          holding_percent: amount.div(supply).mul(100).toDecimalPlaces(4).toNumber(),
          balance: str(amount),
          balance_usd: usdStr(amount.mul(price)),
          tags: [...wallet.tags],
          avatar: walletAvatar(ctx.core, address),
        };
      });
    return { holder_List: holders, holders_count: ctx.core.market.holdersCount(token) };
  },
  tokenActivity: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.token_address);
    const { market } = ctx.core;
    const rows = token.tape.trades
      .filter((t) => t.volumeUsd > 0 && (input.volume_gt === undefined || t.volumeUsd > input.volume_gt))
      .map((t) => {
        const wallet = t.maker >= 0 ? market.wallets[t.maker] : undefined;
        const maker = t.makerAddress ?? (wallet ? walletAddressFor(wallet, token.def.chain) : '');
        return { trade: t, maker, tags: wallet ? [...wallet.tags] : [], hash: t.txHash ?? pseudoHash(`${token.def.address}:${t.time}:${t.maker}`, CHAINS[token.def.chain].family) };
      })
      .filter((r) => (!input.wallet_address || r.maker.toLowerCase() === input.wallet_address.toLowerCase()) && (input.tab === 'all' || r.tags.includes(input.tab)));
    if (input.order_direction === 'desc') rows.reverse();
    const start = (input.page_index - 1) * input.page_size;
    const list = rows.slice(start, start + input.page_size).map(({ trade, maker, tags, hash }) => ({
      tx_hash: hash,
      side: trade.side,
      maker,
      maker_avatar: walletAvatar(ctx.core, maker),
      tags,
      price_usd: priceStr(trade.priceUsd),
      volume_usd: floatStr(trade.volumeUsd, 6),
      amount: floatStr(trade.amount, 6),
      trade_timestamp: trade.time,
    }));
    return { list, total: rows.length };
  },
} satisfies Partial<Handlers>;
