/**
 * Every endpoint's handler: the route modules' handler maps joined into the one table the engine
 * dispatches ENDPOINTS names through (core.ts' Handlers makes a missing endpoint a type error).
 */
import type { Handlers } from './core';
import { accountHandlers } from './routes/account';
import { marketHandlers } from './routes/market';
import { walletHandlers } from './routes/wallet';
import { dataHandlers } from './routes/data';
import { discoverHandlers } from './routes/discover';
import { monitorHandlers } from './routes/monitor';
import { perpHandlers } from './routes/perp';
import { custodyHandlers } from './routes/custody';
import { rebateHandlers } from './routes/rebate';
import { extraHandlers } from './routes/extra';
import { exchangeHandlers } from './routes/exchange';
import { userHandlers } from './routes/user';
import { qrLoginHandlers } from './routes/qrLogin';
import { ladderHandlers } from './routes/ladder';
import { roundTripHandlers } from './routes/roundTrip';
import { tradeHandlers } from './routes/trade';
import { walletSwapHandlers } from './routes/walletSwap';

export function allHandlers(): Handlers {
  return { ...marketHandlers, ...accountHandlers, ...walletHandlers, ...tradeHandlers, ...walletSwapHandlers, ...dataHandlers, ...discoverHandlers, ...monitorHandlers, ...perpHandlers, ...custodyHandlers, ...rebateHandlers, ...extraHandlers, ...exchangeHandlers, ...userHandlers, ...qrLoginHandlers, ...ladderHandlers, ...roundTripHandlers };
}
