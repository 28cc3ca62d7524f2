import { CHAINS, CHAIN_KEYS, PERP_TOKENS, isChainAddress } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { randomHex } from '../accounts/crypto';
import type { Handlers } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { D, ZERO, usdStr } from '../money';
import type { Dec } from '../money';
import { isOwnAddress } from './perp';
import { nativeBalance, userHoldings } from './wallet';

/** Wallet events kept per user (the oldest beyond it are dropped). */
export const WALLET_EVENTS_KEPT = 200;
const DAY_MS = 86_400_000;

export const userHandlers = {
  userWalletEvent: (ctx, input) => {
    const user = requireUser(ctx);
    if (!isChainAddress(input.chain, input.address)) throw new SimError(400, `address: not a valid ${CHAINS[input.chain].name} address`);
    const { walletEvents } = ctx.core.state;
    const id = `${user.user_id}|${ctx.now}|${randomHex(4)}`;
    walletEvents.set(id, { id, user_id: user.user_id, event: input.event, wallet_type: input.wallet_type, chain: input.chain, address: input.address, ...(input.chain_id === undefined ? {} : { chain_id: input.chain_id }), created_at: ctx.now });
    const earlier = [...walletEvents.values()].filter((e) => e.user_id === user.user_id && e.id !== id).sort((a, b) => b.created_at - a.created_at);
    for (const old of earlier.slice(WALLET_EVENTS_KEPT - 1)) walletEvents.delete(old.id);
    return { recorded: true as const };
  },
  walletBalanceHistory: (ctx, input) => {
    const user = requireUser(ctx);
    const family = isOwnAddress(user, 'solana', input.wallet) ? 'solana' : isOwnAddress(user, 'eth', input.wallet) ? 'evm' : undefined;
    if (!family) throw new SimError(400, 'wallet: not one of your wallets');
    const chains = new Set<ChainKey>(CHAIN_KEYS.filter((c) => CHAINS[c].family === family));
    const { core } = ctx;
    const trades = [...core.state.trades.values()].filter((t) => t.user_id === user.user_id && chains.has(t.chain));
    const holdings = userHoldings(core, user.user_id).filter(({ token }) => chains.has(token.def.chain));
    const stables = Object.entries(PERP_TOKENS).filter(([chain]) => chains.has(chain as ChainKey)) as Array<[ChainKey, (typeof PERP_TOKENS)[keyof typeof PERP_TOKENS]]>;
    const isStable = (chain: ChainKey, token: string) => stables.some(([c, stable]) => c === chain && stable.address.toLowerCase() === token.toLowerCase());
    const usdt = stables.reduce((total, [chain, stable]) => total.plus(core.state.balances.get(`${user.user_id}|${chain}|${stable.address}`) ?? '0'), ZERO);
    const deposits = [...core.state.deposits.values()].filter((d) => d.user_id === user.user_id && chains.has(d.chain));
    const withdrawals = [...core.state.withdrawals.values()].filter((w) => w.user_id === user.user_id && chains.has(w.chain));
    /**
     * How much more of an asset the wallet held at `time` than it holds now because of the
     * transfers since: a later deposit was not there yet, a later withdrawal (with its network fee,
     * in the native coin) still was. `token` '' is the native coin.
     */
    const transferredBack = (time: number, chain: ChainKey, matches: (token: string) => boolean): Dec => {
      const native = !matches('') ? ZERO : withdrawals.filter((w) => w.chain === chain && w.token !== '' && w.created_at > time).reduce((sum, w) => sum.plus(w.fee), ZERO);
      const out = withdrawals.filter((w) => w.chain === chain && matches(w.token) && w.created_at > time).reduce((sum, w) => sum.plus(w.amount), native);
      return deposits.filter((d) => d.chain === chain && matches(d.token) && d.credited_at > time).reduce((sum, d) => sum.minus(d.amount), out);
    };
    /** Today's balances with the trades, deposits and withdrawals after `time` undone. */
    const valueAt = (time: number): Dec => {
      const later = trades.filter((t) => t.trade_timestamp > time);
      let total = stables.reduce((sum, [chain]) => sum.plus(transferredBack(time, chain, (token) => token !== '' && isStable(chain, token))), usdt);
      for (const chain of chains) {
        const now = nativeBalance(core, user.user_id, chain).plus(transferredBack(time, chain, (token) => token === ''));
        const undone = later.filter((t) => t.chain === chain).reduce((native, t) => (t.side === 'buy' ? native.plus(t.native_amount) : native.minus(t.native_amount)), now);
        total = total.plus(D.max(undone, ZERO).mul(core.market.nativeUsd(chain)));
      }
      for (const { token, holding } of holdings) {
        const mine = later.filter((t) => t.chain === token.def.chain && t.token_address === token.def.address);
        const held = holding.amount.plus(transferredBack(time, token.def.chain, (address) => address !== '' && address.toLowerCase() === token.def.address.toLowerCase()));
        const amount = mine.reduce((left, t) => (t.side === 'buy' ? left.minus(t.amount) : left.plus(t.amount)), held);
        const price = time >= ctx.now ? core.market.priceUsd(token) : new D(token.tape.priceBefore(time) ?? core.market.priceUsd(token));
        total = total.plus(D.max(amount, ZERO).mul(price));
      }
      return total;
    };
    const count = Math.floor(Math.max(0, ctx.now - user.created_at) / DAY_MS) + 1;
    const list = [];
    for (let i = input.offset; i < Math.min(count, input.offset + input.limit); i++) list.push({ time: ctx.now - i * DAY_MS, total_balance_usd: usdStr(valueAt(ctx.now - i * DAY_MS)) });
    return { list, total: count };
  },
} satisfies Partial<Handlers>;
