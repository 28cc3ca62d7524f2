import { CHART } from '@nova/shared-contracts';
import { SimError } from '../errors';
import type { Token, TokenListParams } from '@nova/shared-contracts';
import type { Handlers, RequestContext } from '../core';
import type { ListKind } from '../market/market';
import type { TokenState } from '../market/market';

const PERIODS = new Set<number>(Object.values(CHART.resolutionSeconds));

export function findToken(ctx: RequestContext, chain: string, address: string): TokenState {
  const token = ctx.core.market.find(chain, address);
  if (!token || !ctx.core.market.isLive(token, ctx.now)) throw new SimError(404, `unknown token ${address} on ${chain}`, 404);
  return token;
}

function list(ctx: RequestContext, kind: ListKind, input: TokenListParams): { tokens: Token[] } {
  return { tokens: ctx.core.market.list(kind, input, ctx.now, ctx.core.baseUrl) };
}

export const marketHandlers = {
  tokenHotList: (ctx, input) => list(ctx, 'hot', input),
  tokenNewList: (ctx, input) => list(ctx, 'new', input),
  tokenAiList: (ctx, input) => list(ctx, 'ai', input),
  tokenSignalList: (ctx, input) => ctx.core.market.list('signal', { chain: input.chain, limit: input.limit }, ctx.now, ctx.core.baseUrl),
  tokenInfo: (ctx, input) => {
    const token = findToken(ctx, input.chain, input.token);
    const view = ctx.core.market.view(token, ctx.now, ctx.core.baseUrl);
    return { ...view, trend_info: { price_change_24h: view.price_change_24h, volume_24h: view.volume_24h }, amountPrecision: Math.min(token.def.decimals, 6) };
  },
  tokenKline: (ctx, input) => {
    if (!PERIODS.has(input.period)) throw new SimError(400, `period must be one of ${[...PERIODS].join(', ')} seconds`);
    if (input.start_time > input.end_time) throw new SimError(400, 'start_time is after end_time');
    const token = findToken(ctx, input.chain, input.token_address);
    return token.tape.kline(input.start_time, Math.min(input.end_time, ctx.now), input.period, input.limit ?? CHART.klinePageLimit);
  },
} satisfies Partial<Handlers>;
