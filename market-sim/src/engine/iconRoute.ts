/** GET /icons/...: the SVG icons of tokens (market and perp stable coins), wallets and chains. */
import { CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { errorBody, json } from './http';
import type { SimResponse } from './http';
import { chainIconSvg, tokenIconSvg, walletIconSvg } from './market/icons';
import type { Market } from './market/market';

export function iconResponse(market: Market, path: string): SimResponse {
  const svg = (body: string): SimResponse => ({ status: 200, body, contentType: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=86400' } });
  const token = /^\/icons\/token\/(\w+)\/([^/]+)\.svg$/.exec(path);
  if (token) {
    const address = decodeURIComponent(token[2] as string);
    const found = market.find(token[1] as string, address);
    const stable = PERP_TOKENS[token[1] as keyof typeof PERP_TOKENS];
    if (found) return svg(tokenIconSvg(found.def.symbol, found.def.address));
    return stable?.address === address ? svg(tokenIconSvg(stable.symbol, address)) : json(404, errorBody(404, 'unknown token icon'));
  }
  const wallet = /^\/icons\/wallet\/([^/]+)\.svg$/.exec(path);
  if (wallet) return svg(walletIconSvg(decodeURIComponent(wallet[1] as string)));
  const chain = /^\/icons\/chain\/(\w+)\.svg$/.exec(path);
  const meta = chain ? CHAINS[chain[1] as ChainKey] : undefined;
  if (meta) return svg(chainIconSvg(meta.key, meta.name));
  return json(404, errorBody(404, `no icon at ${path}`));
}
