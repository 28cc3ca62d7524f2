import { atom } from 'jotai';
import type { ChainKey, TokenRef } from '@nova/shared-contracts';
import type { SortState } from '@nova/shared-ui';
import type { TokenSortKey } from './tokenSort';

/** The chosen column and direction; null keeps the API's ranking. */
export const tokenSortAtom = atom<SortState<TokenSortKey> | null>(null);

/** The chain chip the user picked; undefined follows the `chain` prop (all chains when absent). */
export const chainFilterAtom = atom<ChainKey | 'all' | undefined>(undefined);

/** The token last picked through `onSelect` (marked aria-current in the table). */
export const selectedTokenAtom = atom<TokenRef | null>(null);
