import { CHAINS, CHAIN_KEYS, PERP_TOKENS } from '@nova/shared-contracts';
import type { Asset, ChainKey, PerpFundStat, Position, TokenProfit, WalletProfit } from '@nova/shared-contracts';
import type { EngineCore, Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { holdingFigures } from '../ledger';
import type { Holding } from '../ledger';
import { D, ZERO, str, usdStr } from '../money';
import type { Dec } from '../money';
import type { TokenState } from '../market/market';
import { nativeSymbol } from '../market/catalog';
import type { UserRecord } from '../state';
import { chainBalances, holdsOnChain, walletChains } from './walletChain';

export function walletAddressOf(user: UserRecord, chain: ChainKey): string {
  return (CHAINS[chain].family === 'solana' ? user.sol_address : user.evm_address) ?? '';
}

/** Holdings of a user with their tokens. */
export function userHoldings(core: EngineCore, userId: string): Array<{ token: TokenState; holding: Holding }> {
  const result: Array<{ token: TokenState; holding: Holding }> = [];
  const prefix = `${userId}|`;
  for (const [id, holding] of core.state.holdings.entries()) {
    if (!id.startsWith(prefix)) continue;
    const [chain, address] = id.slice(prefix.length).split(/:(.*)/s) as [string, string];
    const token = core.market.find(chain, address);
    if (token) result.push({ token, holding });
  }
  return result;
}

export function nativeBalance(core: EngineCore, userId: string, chain: ChainKey): Dec {
  return new D(core.state.balances.get(`${userId}|${chain}|`) ?? '0');
}

export function positionView(core: EngineCore, token: TokenState, holding: Holding, now: number): Position {
  const price = core.market.priceUsd(token);
  const figures = holdingFigures(holding, price);
  return {
    chain: token.def.chain,
    token_address: token.def.address,
    token_symbol: token.def.symbol,
    token_icon: core.market.view(token, now, core.baseUrl).logo,
    balance: str(holding.amount),
    balance_usd: usdStr(figures.balanceUsd),
    buy_avg_price: figures.avgPrice.toSignificantDigits(12).toFixed(),
    current_price: price.toFixed(),
    unrealized_profit: usdStr(figures.unrealized),
    unrealized_profit_percent: figures.unrealizedPercent,
    total_profit: usdStr(figures.total),
    total_profit_percent: figures.totalPercent,
    profile: usdStr(holding.realized),
    is_break_even: figures.isBreakEven,
  };
}

function nativeAsset(ctx: RequestContext, user: UserRecord, key: ChainKey, balance: Dec): Asset {
  const price = ctx.core.market.nativeUsd(key);
  return {
    chain: key,
    token: '',
    token_name: CHAINS[key].name,
    token_symbol: nativeSymbol(key),
    decimals: CHAINS[key].nativeDecimals,
    balance: str(balance),
    token_value: usdStr(balance.mul(price)),
    token_price: price.toFixed(),
    wallet_address: walletAddressOf(user, key),
    icon: `${ctx.core.baseUrl}/icons/chain/${key}.svg`,
  };
}

function usdtAsset(ctx: RequestContext, user: UserRecord, key: keyof typeof PERP_TOKENS, balance: Dec): Asset {
  const stable = PERP_TOKENS[key];
  return {
    chain: key,
    token: stable.address,
    token_name: 'Tether USD',
    token_symbol: stable.symbol,
    decimals: stable.decimals,
    balance: str(balance),
    token_value: usdStr(balance),
    token_price: '1',
    wallet_address: walletAddressOf(user, key),
    icon: `${ctx.core.baseUrl}/icons/token/${key}/${stable.address}.svg`,
  };
}

/**
 * The native coin and USDT of each chain: a custodial user's from the ledger; a wallet login's
 * from its wallet on the sim's chains (walletChain.ts), on its wallet's chains only.
 */
async function coinAssets(ctx: RequestContext, user: UserRecord, chain?: ChainKey): Promise<Asset[]> {
  const { core } = ctx;
  if (holdsOnChain(user)) {
    const chains = walletChains(user).filter((key) => !chain || key === chain);
    const read = await Promise.all(chains.map(async (key) => ({ key, balances: await chainBalances(core, user, key) })));
    const natives = read.filter(({ balances }) => balances?.native.gt(0)).map(({ key, balances }) => nativeAsset(ctx, user, key, balances!.native));
    const stables = read.filter(({ key, balances }) => key in PERP_TOKENS && balances?.usdt?.gt(0)).map(({ key, balances }) => usdtAsset(ctx, user, key as keyof typeof PERP_TOKENS, balances!.usdt!));
    return [...natives, ...stables];
  }
  const list: Asset[] = [];
  for (const key of CHAIN_KEYS) {
    if (chain && key !== chain) continue;
    const balance = nativeBalance(core, user.user_id, key);
    if (!balance.isZero()) list.push(nativeAsset(ctx, user, key, balance));
  }
  for (const key of Object.keys(PERP_TOKENS) as Array<keyof typeof PERP_TOKENS>) {
    const balance = new D(core.state.balances.get(`${user.user_id}|${key}|${PERP_TOKENS[key].address}`) ?? '0');
    if (!balance.isZero() && (!chain || key === chain)) list.push(usdtAsset(ctx, user, key, balance));
  }
  return list;
}

async function assets(ctx: RequestContext, user: UserRecord, chain?: ChainKey): Promise<Asset[]> {
  const { core } = ctx;
  const list = await coinAssets(ctx, user, chain);
  const own = holdsOnChain(user) ? (walletChains(user) as ChainKey[]) : CHAIN_KEYS;
  for (const { token, holding } of userHoldings(core, user.user_id)) {
    if (holding.amount.isZero() || (chain && token.def.chain !== chain) || !own.includes(token.def.chain)) continue;
    const view = core.market.view(token, ctx.now, core.baseUrl);
    const price = new D(view.current_price);
    list.push({
      chain: token.def.chain,
      token: token.def.address,
      token_name: token.def.name,
      token_symbol: token.def.symbol,
      decimals: token.def.decimals,
      balance: str(holding.amount),
      token_value: usdStr(holding.amount.mul(price)),
      token_price: view.current_price as string,
      wallet_address: walletAddressOf(user, token.def.chain),
      icon: view.logo,
      price_change_24h: view.price_change_24h,
    });
  }
  return list;
}

const PERIOD_MS = { '1D': 86_400_000, '7D': 7 * 86_400_000, '30D': 30 * 86_400_000 } as const;

/** Holdings of any wallet address: a user's custodial or wallet address, or a simulated wallet's. */
export function holdingsOfAddress(core: EngineCore, address: string): Array<{ token: TokenState; holding: Holding }> {
  for (const user of core.state.users.values()) {
    if (user.sol_address === address || user.evm_address?.toLowerCase() === address.toLowerCase()) return userHoldings(core, user.user_id);
  }
  const wallet = core.market.walletByAddr(address);
  if (!wallet) return [];
  const family = address.startsWith('0x') ? 'evm' : 'solana';
  const result: Array<{ token: TokenState; holding: Holding }> = [];
  for (const token of core.market.tokens) {
    if (CHAINS[token.def.chain].family !== family) continue;
    const holding = token.simHoldings.get(wallet.index);
    if (holding) result.push({ token, holding });
  }
  return result;
}

function profitRow(core: EngineCore, token: TokenState, holding: Holding, now: number): TokenProfit {
  const position = positionView(core, token, holding, now);
  const figures = holdingFigures(holding, core.market.priceUsd(token));
  const avg = (usd: Dec, amount: Dec): string => (amount.isZero() ? '0' : usd.div(amount).toSignificantDigits(12).toFixed());
  return {
    token_address: token.def.address,
    token_symbol: token.def.symbol,
    token_icon: position.token_icon,
    token_name: token.def.name,
    chain: token.def.chain,
    balance: position.balance,
    balance_usd: position.balance_usd,
    current_price: position.current_price,
    buy: usdStr(holding.buyUsd),
    buy_amount: str(holding.buyAmount),
    buy_avg_price: avg(holding.buyUsd, holding.buyAmount),
    sell: usdStr(holding.sellUsd),
    sell_amount: str(holding.sellAmount),
    sell_avg_price: avg(holding.sellUsd, holding.sellAmount),
    profile: usdStr(holding.realized),
    profile_percent: figures.realizedPercent,
    unrealized_profit: position.unrealized_profit,
    unrealized_profit_percent: position.unrealized_profit_percent,
    total_profit: position.total_profit,
    total_profit_percent: position.total_profit_percent,
    latest_trade_time: Math.floor(holding.lastTradeTime / 1000),
  };
}

/** Win-rate buckets of spec 2 §9: >500%, 200-500%, 0-200%, -50-0%, < -50%. */
function bucketOf(percent: number): 1 | 2 | 3 | 4 | 5 {
  if (percent > 500) return 1;
  if (percent > 200) return 2;
  if (percent >= 0) return 3;
  if (percent >= -50) return 4;
  return 5;
}

/** Totals of a wallet over all its holdings: balance, profit, profit rate and win rate. */
export function walletStats(core: EngineCore, address: string): { balanceUsd: Dec; profitUsd: Dec; profitRate: number; successRate: number } {
  let balanceUsd = ZERO;
  let profitUsd = ZERO;
  let bought = ZERO;
  let wins = 0;
  const entries = holdingsOfAddress(core, address);
  for (const { token, holding } of entries) {
    const figures = holdingFigures(holding, core.market.priceUsd(token));
    balanceUsd = balanceUsd.plus(figures.balanceUsd);
    profitUsd = profitUsd.plus(figures.total);
    bought = bought.plus(holding.buyUsd);
    if (figures.total.gt(0)) wins++;
  }
  const percent = (a: Dec, b: Dec): number => (b.isZero() ? 0 : a.div(b).mul(100).toDecimalPlaces(2).toNumber());
  return { balanceUsd, profitUsd, profitRate: percent(profitUsd, bought), successRate: entries.length === 0 ? 0 : Math.round((wins / entries.length) * 10000) / 100 };
}

/** The user's perp accounts, SOL first, then EVM (no open positions in the sim: total = available). */
export function perpFundStats(ctx: RequestContext, user: UserRecord): PerpFundStat[] {
  return (['SOL', 'EVM'] as const).map((chainType) => {
    const available = new D(ctx.core.state.balances.get(`${user.user_id}|perp|${chainType}`) ?? '0');
    return { chain_type: chainType, total: usdStr(available), unrealised_pnl: '0', available: usdStr(available) };
  });
}

export const walletHandlers = {
  balanceList: async (ctx, input) => ({ list: await assets(ctx, requireUser(ctx), input.chain) }),
  holdsList: (ctx, input) => {
    const user = requireUser(ctx);
    const list = userHoldings(ctx.core, user.user_id)
      .filter(({ token, holding }) => holding.amount.gt(0) && (!input.chain || token.def.chain === input.chain))
      .map(({ token, holding }) => positionView(ctx.core, token, holding, ctx.now));
    return { list };
  },
  walletProfitPeriod: async (ctx, input) => {
    const since = ctx.now - PERIOD_MS[input.statistic_period];
    const entries = holdingsOfAddress(ctx.core, input.wallet_address).filter(({ holding }) => holding.lastTradeTime >= since);
    const rows = entries.map(({ token, holding }) => profitRow(ctx.core, token, holding, ctx.now));
    const buckets = [0, 0, 0, 0, 0];
    let totalProfit = ZERO;
    let unrealized = ZERO;
    let balanceUsd = ZERO;
    let wins = 0;
    for (const row of rows) {
      totalProfit = totalProfit.plus(row.total_profit);
      unrealized = unrealized.plus(row.unrealized_profit);
      balanceUsd = balanceUsd.plus(row.balance_usd);
      if (new D(row.total_profit).gt(0)) wins++;
      (buckets[bucketOf(row.total_profit_percent) - 1] as number)++;
    }
    const share = (count: number): number => (rows.length === 0 ? 0 : Math.round((count / rows.length) * 10000) / 100);
    const solUser = [...ctx.core.state.users.values()].find((u) => u.sol_address === input.wallet_address);
    // A wallet login's SOL is its wallet's on /rpc/solana; a custodial user's the ledger's.
    const solBalance = !solUser ? ZERO : holdsOnChain(solUser) ? ((await chainBalances(ctx.core, solUser, 'solana'))?.native ?? ZERO) : new D(ctx.core.state.balances.get(`${solUser.user_id}|solana|`) ?? '0');
    const solUsd = solBalance.mul(ctx.core.market.nativeUsd('solana'));
    const wallet_profit: WalletProfit = {
      total_balance_usd: usdStr(balanceUsd.plus(solUsd)),
      sol_balance: str(solBalance),
      sol_balance_usd: usdStr(solUsd),
      total_profit_usd: usdStr(totalProfit),
      unrealized_profit: usdStr(unrealized),
      success_rate: share(wins),
      buy_count: entries.reduce((sum, { holding }) => sum + holding.buyCount, 0),
      sell_count: entries.reduce((sum, { holding }) => sum + holding.sellCount, 0),
      pnl_interval_1: share(buckets[0] as number),
      pnl_interval_2: share(buckets[1] as number),
      pnl_interval_3: share(buckets[2] as number),
      pnl_interval_4: share(buckets[3] as number),
      pnl_interval_5: share(buckets[4] as number),
      pnl_interval_cnt_1: buckets[0] as number,
      pnl_interval_cnt_2: buckets[1] as number,
      pnl_interval_cnt_3: buckets[2] as number,
      pnl_interval_cnt_4: buckets[3] as number,
      pnl_interval_cnt_5: buckets[4] as number,
    };
    const key = input.order_by === 'latest_trade_time' ? 'latest_trade_time' : input.order_by;
    const direction = input.order_direction === 'asc' ? 1 : -1;
    rows.sort((a, b) => direction * (Number(a[key]) - Number(b[key])));
    return { wallet_profit, token_profit: rows.slice(input.offset, input.offset + input.limit) };
  },
  perpFundStats: (ctx) => perpFundStats(ctx, requireUser(ctx)),
} satisfies Partial<Handlers>;
