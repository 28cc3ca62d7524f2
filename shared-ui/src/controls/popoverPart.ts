import { lazyPart } from '../platform/lazyPart';

/**
 * The panels of Popover and Menu (PopoverPanel.tsx: placing in the top layer, dismissing, focus,
 * the menu's keys, their styles): one chunk, loaded on the first open of either. A trigger is
 * drawn at once; what it opens is not on any first screen.
 */
export const popoverPart = lazyPart('the Popover and Menu code (popover chunk)', () => import(/* webpackChunkName: "popover" */ './PopoverPanel'));
