import { popoverChunk } from '../controls/Popover';
import { overlayChunk } from './overlayChunk';

/**
 * Loads the code of dialogs and popovers (their own chunks, otherwise fetched on the first open)
 * ahead of it: the host calls it once a page's first data has painted, so that a first open is as
 * immediate as any other; test setups call it so that a first open renders in the same act().
 * Resolves when both are there; rejects when one fails (each is tried again on its next use).
 */
export function preloadOverlays(): Promise<void> {
  return Promise.all([overlayChunk.load(), popoverChunk.load()]).then(() => undefined);
}
