import type { TokenRef } from '@nova/shared-contracts';

/** The token page of a token (spec 3 §2 routes). */
export const tradePath = (token: TokenRef): string => `/trade/${token.chain}/${token.address}`;

/** Click facts that decide between in-app handling and the browser's own (new tab / window). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain primary click; modified or middle clicks are left to the browser (new tab, new window). */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
