/**
 * Community links of a token (spec 2 §3 social media: the string 'null' counts as missing). One
 * rule for the status bar's community toggle (host) and the community window (mf-trackers).
 */
import type { Token } from './api/model/tokens';

export type CommunityKind = 'twitter' | 'telegram' | 'discord';
export const COMMUNITY_KINDS: readonly CommunityKind[] = ['twitter', 'telegram', 'discord'];

export interface CommunityLink {
  kind: CommunityKind;
  url: string;
}

/** A usable link: present, not 'null', and an http(s) URL (anything else is not opened). */
export function usableUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || text.toLowerCase() === 'null') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The token's community links in a fixed order: X (Twitter), Telegram, Discord. */
export function communityLinks(social: Token['social_media']): CommunityLink[] {
  return COMMUNITY_KINDS.flatMap((kind) => {
    const url = usableUrl(social[kind]);
    return url ? [{ kind, url }] : [];
  });
}
