import { createElement } from 'react';
import type { FunctionComponent } from 'react';
import { lazyPart, useLazyPart } from '../platform/lazyPart';
import type * as OverlayChunk from './overlayChunk';

type OverlayParts = typeof OverlayChunk;

/** The code of an open Dialog and of what only dialogs draw: one chunk, loaded on the first open. */
export const overlayPart = lazyPart<OverlayParts>('the Dialog code (overlay chunk)', () => import(/* webpackChunkName: "overlay" */ './overlayChunk'));

/**
 * A component drawn only inside dialogs, its code in the overlay chunk: inside an open Dialog it
 * draws at once (the chunk is there); anywhere else it draws nothing until the chunk has loaded.
 */
export function inOverlay<P extends object>(pick: (parts: OverlayParts) => FunctionComponent<P>): FunctionComponent<P> {
  return function InOverlay(props: P) {
    const parts = useLazyPart(overlayPart, true);
    return parts ? createElement(pick(parts), props) : null;
  };
}
