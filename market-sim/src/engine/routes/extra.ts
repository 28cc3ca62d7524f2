import type { Handlers } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { realQuote } from '../market/pool';
import { tokenStats } from '../market/stats';
import { D, floatStr, priceStr, str, usdStr } from '../money';
import { normalizeAddress } from '../monitor';
import { pseudoHash } from '../rng';
import { CHAINS, CHART } from '@nova/shared-contracts';
import { discoverHandlers } from './discover';
import { findToken } from './market';
import { custodialWalletOf } from '../accounts/mnemonic';
import { positionView } from './wallet';
import { walletHeatMap } from '../heatmap';


export const extraHandlers = {
  walletHeatMap: (ctx, input) => ({ list: walletHeatMap(ctx.core, input.wallet_address, ctx.now) }),
  walletActivity: (ctx, input) => {
    const address = normalizeAddress(input.wallet_address);
    const user = [...ctx.core.state.users.values()].find((u) => u.sol_address === address || u.evm_address?.toLowerCase() === address);
    const rows = user
      ? [...ctx.core.state.trades.values()]
          .filter((t) => t.user_id === user.user_id)
          .sort((a, b) => b.trade_timestamp - a.trade_timestamp)
          .map((t) => {
            const token = ctx.core.market.find(t.chain, t.token_address);
            const symbol = token?.def.symbol ?? '';
            const native = CHAINS[t.chain].nativeSymbol;
            const buy = t.side === 'buy';
            return {
              id: t.id,
              trade_time: Math.floor(t.trade_timestamp / 1000),
              chain: t.chain,
              target_token_addr: t.token_address,
              token_in_symbol: buy ? native : symbol,
              token_out_symbol: buy ? symbol : native,
              token_in_amount: buy ? t.native_amount : t.amount,
              token_out_amount: buy ? t.amount : t.native_amount,
              sell_price: t.price_usd,
              sell_marketcap: token ? usdStr(new D(t.price_usd).mul(token.def.supply)) : '0',
              token_icon: `${ctx.core.baseUrl}/icons/token/${t.chain}/${t.token_address}.svg`,
              fomox_position_action_type: buy ? 5 : 6,
            };
          })
      : ctx.core.monitor.recentTrades(new Set([address]), ctx.now - 30 * 86_400_000).map(({ token, trade }) => {
          const buy = trade.side === 'buy';
          const native = CHAINS[token.def.chain].nativeSymbol;
          const nativeAmount = floatStr(trade.volumeUsd / ctx.core.market.nativeUsd(token.def.chain).toNumber(), 9);
          return {
            id: trade.txHash ?? pseudoHash(`${token.def.address}:${trade.time}:${trade.maker}`, CHAINS[token.def.chain].family),
            trade_time: Math.floor(trade.time / 1000),
            chain: token.def.chain,
            target_token_addr: token.def.address,
            token_in_symbol: buy ? native : token.def.symbol,
            token_out_symbol: buy ? token.def.symbol : native,
            token_in_amount: buy ? nativeAmount : floatStr(trade.amount, 6),
            token_out_amount: buy ? floatStr(trade.amount, 6) : nativeAmount,
            sell_price: priceStr(trade.priceUsd),
            sell_marketcap: floatStr(trade.priceUsd * token.def.supply, 2),
            token_icon: `${ctx.core.baseUrl}/icons/token/${token.def.chain}/${token.def.address}.svg`,
            fomox_position_action_type: buy ? 5 : 6,
          };
        });
    return { list: rows.slice(input.offset, input.offset + input.limit), total: rows.length };
  },
  tokenPriceHistory: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.token);
    const period = input.period ?? (ctx.now - token.def.createdAt < 3_600_000 ? 10 : 300);
    if (!(Object.values(CHART.resolutionSeconds) as number[]).includes(period)) throw new SimError(400, 'period must be a chart resolution in seconds');
    const bars = token.tape.kline(ctx.now - period * 1000 * input.limit, ctx.now, period, input.limit);
    return { period, list: bars.map((bar) => ({ time: bar.time, price: bar.close })) };
  },
  tokenTabs: (ctx, input) => {
    switch (input.category) {
      case 'history':
        return { category: 'history' as const, list: discoverHandlers.tokenActivity(ctx, { chain: input.chain, token_address: input.token, page_size: input.limit, page_index: 1, tab: 'all', order_direction: 'desc' }).list };
      case 'holders':
        return { category: 'holders' as const, list: discoverHandlers.holderList(ctx, { address: input.token, chain: input.chain, limit: input.limit }).holder_List };
      case 'positions': {
        const token = findToken(ctx, input.chain, input.token);
        const holding = ctx.core.trading.holding(requireUser(ctx).user_id, token);
        return { category: 'positions' as const, list: holding?.amount.gt(0) ? [positionView(ctx.core, token, holding, ctx.now)] : [] };
      }
    }
  },
  tokenStat: (ctx, input) => tokenStats(ctx.core.market, findToken(ctx, input.chain, input.token), ctx.now),
  tokenLiquidity: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.token);
    return {
      pair_address: token.def.pairAddress,
      dex: token.def.platform,
      base_reserve: str(token.pool.base),
      quote_reserve: str(realQuote(token.pool)),
      liquidity: usdStr(ctx.core.market.liquidityUsd(token)),
      lp_risk_info: token.def.security.lp_risk_info,
    };
  },
  tokenPairs: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.token);
    return {
      pairs: [{ pair_address: token.def.pairAddress, dex: token.def.platform, base_token: token.def.address, quote_token: '', liquidity: usdStr(ctx.core.market.liquidityUsd(token)), price: ctx.core.market.priceUsd(token).toFixed() }],
    };
  },
  // The security check: a pass is recorded on the session, for the withdrawal that follows it.
  verifyPassword: async (ctx, input) => {
    await ctx.core.accounts.verifyPassword(requireUser(ctx), input.email, input.password);
    ctx.core.accounts.markVerified(ctx.headers.authorization);
    return { verified: true as const };
  },
  verifyGoogleOauth: (ctx, input) => {
    ctx.core.accounts.checkOauthCode(requireUser(ctx), input.code, 'google');
    ctx.core.accounts.markVerified(ctx.headers.authorization);
    return { verified: true as const };
  },
  verifyExchangeOauth: (ctx, input) => {
    ctx.core.accounts.checkOauthCode(requireUser(ctx), input.code, 'exchange');
    ctx.core.accounts.markVerified(ctx.headers.authorization);
    return { verified: true as const };
  },
  exportWalletAuth: async (ctx, input) => {
    const user = requireUser(ctx);
    if (user.auth_method === 'wallet') throw new SimError(400, 'the recovery phrase is for custodial logins');
    if (input.auth_type !== (user.auth_method === 'email' ? 'email' : user.auth_method)) throw new SimError(400, `re-authenticate with ${user.auth_method}`);
    if (input.auth_type === 'email') await ctx.core.accounts.verifyPassword(user, input.email ?? '', input.password ?? '');
    else ctx.core.accounts.checkOauthCode(user, input.code ?? '', input.auth_type);
    const { mnemonic } = custodialWalletOf(user.user_id);
    return { mnemonic, ...(input.redirect_url ? { redirect_url: input.redirect_url } : {}) };
  },
} satisfies Partial<Handlers>;
