import type { ChainKey } from '@nova/shared-contracts';

/** Hidden tokens (spec 3 §3, local): a map keyed by token address with type, value and chain. */
export interface HiddenEntry {
  type: 'token';
  value: string;
  chain: ChainKey;
}
export type HiddenTokens = Record<string, HiddenEntry>;

export const HIDDEN_PREF = 'discover.hidden';
/** How long the Revert action of the hide toast stays (spec 3 §4). */
export const HIDE_REVERT_MS = 5000;

export function hideToken(map: HiddenTokens, token: { chain: ChainKey; address: string }): HiddenTokens {
  return { ...map, [token.address]: { type: 'token', value: token.address, chain: token.chain } };
}

export function revealToken(map: HiddenTokens, address: string): HiddenTokens {
  const { [address]: _removed, ...rest } = map;
  return rest;
}

export function isHidden(map: HiddenTokens, token: { chain: ChainKey; address: string }): boolean {
  return map[token.address]?.chain === token.chain;
}
