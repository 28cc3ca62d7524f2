import type { RemoteName } from '@nova/shared-contracts';

/**
 * How a slot holds its space while its remote loads and fills, so nothing below it moves
 * (cumulative layout shift). `list`: below 768 px, where lists stack, a token list's slot has a
 * definite height (the list scrolls inside it) instead of growing from its skeleton to its rows
 * and pushing the next list down; on wider screens lists sit side by side and grow freely.
 */
export type SlotReserve = 'list';

const RESERVES: Partial<Record<`${RemoteName} ${string}`, SlotReserve>> = {
  'mf_discover ./TokenList': 'list',
};

export function slotReserve(remote: RemoteName, expose: string): SlotReserve | undefined {
  return RESERVES[`${remote} ${expose}`];
}
