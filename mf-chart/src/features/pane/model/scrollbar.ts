/**
 * The custom scrollbar under each chart (spec 3 §2, §9: minimum thumb 20 px): where the thumb is
 * for a visible logical range, and which range a dragged thumb asks for. Pure geometry.
 */
export const MIN_THUMB_PX = 20;

export interface Thumb {
  left: number;
  width: number;
}

/** The thumb for `bars` bars of which [from, to] (logical indexes, may reach past the ends) are visible. */
export function thumbFor(bars: number, range: { from: number; to: number } | null, trackPx: number, minThumb: number = MIN_THUMB_PX): Thumb {
  if (!range || bars <= 0 || trackPx <= 0) return { left: 0, width: trackPx };
  const from = Math.max(0, range.from);
  const to = Math.min(bars - 1, range.to);
  const total = Math.max(bars, range.to - range.from + 1);
  const share = Math.min(1, Math.max(0, (to - from + 1) / total));
  const width = Math.min(trackPx, Math.max(minThumb, share * trackPx));
  const free = trackPx - width;
  const startShare = bars - (to - from + 1) <= 0 ? 0 : from / (bars - (to - from + 1));
  return { left: Math.round(Math.min(1, Math.max(0, startShare)) * free), width: Math.round(width) };
}

/** The visible range whose thumb starts at `left` px, keeping the current range's width. */
export function rangeForThumb(bars: number, range: { from: number; to: number }, left: number, trackPx: number, minThumb: number = MIN_THUMB_PX): { from: number; to: number } {
  const span = range.to - range.from;
  const { width } = thumbFor(bars, range, trackPx, minThumb);
  const free = trackPx - width;
  const share = free <= 0 ? 1 : Math.min(1, Math.max(0, left / free));
  const from = share * Math.max(0, bars - 1 - span);
  return { from, to: from + span };
}

/** Percent of the history scrolled through (the scrollbar's aria-valuenow). */
export function scrolledPercent(bars: number, range: { from: number; to: number } | null): number {
  if (!range || bars <= 1) return 100;
  const span = range.to - range.from;
  const max = Math.max(1, bars - 1 - span);
  return Math.round(Math.min(1, Math.max(0, range.from / max)) * 100);
}
