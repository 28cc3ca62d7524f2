import { LAYOUT } from '@nova/shared-contracts';

/** The saved width of a page's side panel: prefs key per page type (spec 3 §3 user preferences). */
export const sidePanelPref = (pageType: string) => `layout.${pageType || 'home'}.sidePanelWidth`;

/** A side panel width kept within the zone limits (260..500 px), in whole pixels. */
export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return LAYOUT.zoneWidthDefault;
  return Math.round(Math.min(LAYOUT.zoneWidthMax, Math.max(LAYOUT.zoneWidthMin, width)));
}

/** Keyboard steps of the splitter: arrows move 10 px, Home/End jump to the limits. */
export function keyboardResize(width: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampPanelWidth(width + 10);
    case 'ArrowRight':
      return clampPanelWidth(width - 10);
    case 'Home':
      return LAYOUT.zoneWidthMax;
    case 'End':
      return LAYOUT.zoneWidthMin;
    default:
      return null;
  }
}
