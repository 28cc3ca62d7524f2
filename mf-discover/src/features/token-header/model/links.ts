import { communityLinks, usableUrl } from '@nova/shared-contracts';
import type { CommunityKind, TokenInfo } from '@nova/shared-contracts';

/** One of the token's own links in the header: its website or a community. */
export interface HeaderLink {
  kind: 'website' | CommunityKind;
  url: string;
}

/**
 * The links the token page header offers (spec 3 §2): the website first, then X (Twitter),
 * Telegram and Discord; only http(s) ones, the string 'null' counting as missing (shared-contracts'
 * rule, the one the status bar's community toggle follows).
 */
export function headerLinks(socialMedia: TokenInfo['social_media']): HeaderLink[] {
  const website = usableUrl(socialMedia.website);
  return [...(website ? [{ kind: 'website' as const, url: website }] : []), ...communityLinks(socialMedia)];
}
