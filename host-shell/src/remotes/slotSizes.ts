import type { RemoteName } from '@nova/shared-contracts';

/**
 * How a slot holds its space while its remote loads and fills, so nothing below it moves
 * (cumulative layout shift). `list`: below 768 px, where lists stack, a token list's slot has a
 * definite height (the list scrolls inside it) instead of growing from its skeleton to its rows
 * and pushing the next list down; on wider screens lists sit side by side and grow freely.
 * `token-header`: below 768 px the token page's header (mf_discover) is a grid of fixed rows,
 * taller than its one row on wider screens; its slot holds that height (TOKEN_HEADER_PHONE_HEIGHT)
 * while it loads, so the chart below does not move when the header arrives.
 */
export type SlotReserve = 'list' | 'token-header';

const RESERVES: Partial<Record<`${RemoteName} ${string}`, SlotReserve>> = {
  'mf_discover ./TokenList': 'list',
  'mf_discover ./TokenHeader': 'token-header',
};

/**
 * mf_discover's token header below 768 px: its rows (symbol, star and Share 24 px; name and
 * address 24 px; platform, age and links 24 px; the figures 36 px), their gaps, 8 px padding
 * and the border. The header keeps at least this height there too (TokenHeader.tsx).
 */
export const TOKEN_HEADER_PHONE_HEIGHT = 132;

export function slotReserve(remote: RemoteName, expose: string): SlotReserve | undefined {
  return RESERVES[`${remote} ${expose}`];
}
