import { lazyModule } from '../platform/lazy';
import type * as OverlayParts from './overlayParts';

/**
 * The overlay chunk (overlayParts.ts): an open Dialog's code and that of the parts only dialogs
 * draw, loaded on the first open of a Dialog (or the first render of one of those parts).
 */
export const overlayChunk = lazyModule<typeof OverlayParts>(() => import(/* webpackChunkName: "overlay" */ './overlayParts'));
