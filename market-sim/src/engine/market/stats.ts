import type { ChainKey } from '@nova/shared-contracts';
import { floatStr, pct } from '../money';
import type { Market, TokenState } from './market';
import type { TapeTrade } from './tape';

export interface StatsWindow {
  volume: string;
  buys: number;
  sells: number;
  price_change: number;
}

/** Trading stats of a token over the 5m, 1h, 4h and 24h windows before `now`. */
export function tokenStats(market: Market, token: TokenState, now: number): { chain: ChainKey; address: string; stats: Record<'5m' | '1h' | '4h' | '24h', StatsWindow>; ts: number } {
  const price = market.priceUsd(token).toNumber();
  const window = (ms: number): StatsWindow => {
    const trades = token.tape.trades;
    let buys = 0;
    let sells = 0;
    let volume = 0;
    for (let i = token.tape.lowerBound(now - ms); i < trades.length; i++) {
      const trade = trades[i] as TapeTrade;
      if (trade.volumeUsd <= 0) continue;
      volume += trade.volumeUsd;
      if (trade.side === 'buy') buys++;
      else sells++;
    }
    const before = token.tape.priceBefore(now - ms) ?? trades[0]?.priceUsd ?? price;
    return { volume: floatStr(volume, 6), buys, sells, price_change: pct(price - before, before) };
  };
  return { chain: token.def.chain, address: token.def.address, stats: { '5m': window(300_000), '1h': window(3_600_000), '4h': window(14_400_000), '24h': window(86_400_000) }, ts: now };
}
