import { lazyWithPreload } from '@nova/shared-ui';
import type * as PreviewCode from './preview';
import type { PreviewState } from './preview';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'nova.preview.v1';

/** No preview asked for, none kept: nearly every page load. */
export const NO_PREVIEW: PreviewState = { active: null, refused: null };

/** The banner of a preview in force or refused; loadPreviewCode has loaded it before the first render. */
export const PreviewBanner = lazyWithPreload(() => import('../layout/PreviewBanner').then((m) => m.PreviewBanner));

/**
 * A staging preview's code, judging it (preview.ts) and its banner, is in chunks of its own,
 * loaded only when the URL asks for a preview or the session keeps one: nobody else
 * fetches it. Null when there is none to judge, or when the chunk does not load: the page then
 * starts without a preview (nothing unjudged is used) and keeps the parameter, so a reload judges it.
 */
export function loadPreviewCode(search: string, storage: Pick<Storage, 'getItem'>): Promise<typeof PreviewCode | null> | null {
  if (!new URLSearchParams(search).has(PREVIEW_PARAM) && storage.getItem(PREVIEW_STORAGE_KEY) === null) return null;
  return Promise.all([import('./preview'), PreviewBanner.preload()]).then(
    ([code]) => code,
    (error: unknown) => {
      console.warn('[preview] the staging preview code did not load; starting without it', error);
      return null;
    },
  );
}
