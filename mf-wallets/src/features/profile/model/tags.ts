/** Tags of a wallet fit in 476 px (spec 2 §9); the rest collapse into "+N". */
const TAGS_MAX_WIDTH = 476;

/**
 * How many tags fit in `limit` px, given each tag's width, the gap between chips and the width of
 * the "+N" chip (reserved whenever some tags are left out).
 */
export function visibleTagCount(widths: readonly number[], limit = TAGS_MAX_WIDTH, gap = 6, moreWidth = 36): number {
  let used = 0;
  for (let i = 0; i < widths.length; i++) {
    const next = used + (i > 0 ? gap : 0) + (widths[i] as number);
    const reserve = i < widths.length - 1 ? gap + moreWidth : 0;
    if (next + reserve > limit) return i;
    used = next;
  }
  return widths.length;
}

/** The tags the profile names in the user's language (spec 2 §4); any other tag shows as sent. */
export const KNOWN_TAGS = ['kol', 'smart_money', 'whale', 'sniper', 'dev', 'insider', 'new_money', 'early_buyers'] as const;
export type KnownTag = (typeof KNOWN_TAGS)[number];

/** The tag as one the profile translates, else null. */
export function knownTag(tag: string): KnownTag | null {
  return (KNOWN_TAGS as readonly string[]).includes(tag) ? (tag as KnownTag) : null;
}
