import { LAYOUT } from '@nova/shared-contracts';

/** The saved width of a page's side panel: prefs key per page type (spec 3 §3 user preferences). */
export const sidePanelPref = (pageType: string) => `layout.${pageType || 'home'}.sidePanelWidth`;

/** A side panel width kept within the zone limits (260..500 px), in whole pixels. */
export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return LAYOUT.zoneWidthDefault;
  return Math.round(Math.min(LAYOUT.zoneWidthMax, Math.max(LAYOUT.zoneWidthMin, width)));
}

/** Which side of the splitter the resized panel is on. */
export type PanelSide = 'left' | 'right';

/** The saved widths of a page type's left and right tracker zones (spec 3 §3: 260 each by default). */
export const zonesPref = (pageType: string) => `layout.${pageType || 'home'}.zones`;

export interface ZoneWidths {
  left: number;
  right: number;
}

/** Saved zone widths, clamped; anything malformed falls back to the defaults. */
export function readZoneWidths(saved: unknown): ZoneWidths {
  const record = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const width = (value: unknown) => (typeof value === 'number' ? clampPanelWidth(value) : LAYOUT.zoneWidthDefault);
  return { left: width(record.left), right: width(record.right) };
}

/** The panel width after a pointer drag of `dx` px from a start width. */
export function dragResize(startWidth: number, dx: number, side: PanelSide = 'right'): number {
  return clampPanelWidth(side === 'right' ? startWidth - dx : startWidth + dx);
}

/** Keyboard steps of the splitter: arrows move 10 px towards the arrow, Home/End jump to the limits. */
export function keyboardResize(width: number, key: string, side: PanelSide = 'right'): number | null {
  const grow = side === 'right' ? 'ArrowLeft' : 'ArrowRight';
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      return clampPanelWidth(key === grow ? width + 10 : width - 10);
    case 'Home':
      return LAYOUT.zoneWidthMax;
    case 'End':
      return LAYOUT.zoneWidthMin;
    default:
      return null;
  }
}
