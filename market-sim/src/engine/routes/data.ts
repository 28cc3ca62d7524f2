import { CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ChainKey, WatchToken } from '@nova/shared-contracts';
import type { EngineCore, Handlers } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { tokenKey } from '../market/market';
import { SWAP_GAS } from '../market/gas';
import { findToken } from './market';

function gasInfo(core: EngineCore, chain: ChainKey) {
  const gas = core.market.gas.of(chain);
  if (!gas) throw new SimError(400, `no gas data for ${chain}: not a trading chain`);
  const family = CHAINS[chain].family;
  return {
    chain,
    chain_type: family,
    low: String(gas.low),
    avg: String(gas.avg),
    fast: String(gas.fast),
    ...(family === 'evm' ? { base_fee: String(gas.base) } : {}),
    native_coin_price: core.market.nativeUsd(chain).toFixed(),
  };
}

export const dataHandlers = {
  gasPriceList: (ctx) => TRADING_CHAINS.map((chain) => gasInfo(ctx.core, chain)),
  unityGasPrice: (ctx, input) => [...new Set(input.chains)].map((chain) => gasInfo(ctx.core, chain)),
  evmGasPrice: (ctx, input) => {
    const gas = ctx.core.market.gas.of(input.chain);
    if (!gas || CHAINS[input.chain].family !== 'evm') throw new SimError(400, `${input.chain} is not an EVM trading chain`);
    return { chain: input.chain, fast_pri_wei_per_gas: String(gas.fast), avg_pri_wei_per_gas: String(gas.avg), base_wei_fee: String(gas.base) };
  },
  evmGasLimit: (ctx, input) => {
    if (!ctx.core.market.gas.of(input.chain) || CHAINS[input.chain].family !== 'evm') throw new SimError(400, `${input.chain} is not an EVM trading chain`);
    return { chain: input.chain, gas_used: SWAP_GAS };
  },
  mevPrice: (ctx) => ({ value: ctx.core.market.gas.mevLamports, sol: String(ctx.core.market.gas.mevLamports / 1e9) }),
  supportSimulationChain: () => ({ chains: [...TRADING_CHAINS] }),

  watchList: (ctx, input) => {
    const user = requireUser(ctx);
    const watch_tokens: WatchToken[] = [];
    const records = [...ctx.core.state.watch.values()].filter((w) => w.user_id === user.user_id && (!input.chain || w.chain === input.chain)).sort((a, b) => b.created_at - a.created_at);
    for (const record of records) {
      const token = ctx.core.market.find(record.chain, record.token_address);
      if (!token) continue;
      const view = ctx.core.market.view(token, ctx.now, ctx.core.baseUrl);
      watch_tokens.push({
        token_address: view.address,
        chain: view.chain,
        created_at: Math.floor(record.created_at / 1000),
        symbol: view.symbol,
        icon_url: view.logo,
        market_cap: view.market_cap,
        price_change_24h: view.price_change_24h,
        price: view.current_price,
        volume: view.volume_24h,
        circulating_supply: view.circulating_supply,
      });
    }
    return { watch_tokens };
  },
  watchAdd: (ctx, input) => {
    const user = requireUser(ctx);
    const token = findToken(ctx, input.chain, input.token_address);
    const id = `${user.user_id}|${tokenKey(token.def.chain, token.def.address)}`;
    if (!ctx.core.state.watch.has(id)) ctx.core.state.watch.set(id, { user_id: user.user_id, chain: token.def.chain, token_address: token.def.address, created_at: ctx.now });
    return { watched: true as const };
  },
  watchDelete: (ctx, input) => {
    const user = requireUser(ctx);
    ctx.core.state.watch.delete(`${user.user_id}|${tokenKey(input.chain, input.token_address)}`);
    return { watched: false as const };
  },
} satisfies Partial<Handlers>;
