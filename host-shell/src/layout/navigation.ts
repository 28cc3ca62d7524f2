import type { ShellMessageKey } from '../services/i18n/messages';

export interface NavItem {
  to: string;
  label: ShellMessageKey;
  tag?: ShellMessageKey;
  /** Needs a signed-in user: a visitor is asked to log in first and lands here afterwards. */
  login?: boolean;
  /** Shown with the hot icon. */
  hot?: boolean;
  /** Desktop only (spec 3 §2 "web only"). */
  webOnly?: boolean;
}

/** Top-level navigation (spec 3 §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/markets', label: 'shell.nav.markets' },
  { to: '/memego', label: 'shell.nav.memego', webOnly: true },
  { to: '/trackers', label: 'shell.nav.trackers' },
  { to: '/gatefun', label: 'shell.nav.gatefun', hot: true },
  { to: '/perps', label: 'shell.nav.perps', tag: 'shell.nav.beta' },
  { to: '/swap', label: 'shell.nav.swap' },
];

/** The Rewards group: the referral pages; binding a code and the invite plan need a login (spec 2 §6). */
export const REWARDS_NAV: readonly NavItem[] = [
  { to: '/bind-code', label: 'shell.nav.bindCode', login: true },
  { to: '/referral', label: 'shell.nav.referral', login: true },
  { to: '/affiliate-plan', label: 'shell.nav.affiliate' },
];

/** Where the mobile Rewards tab goes (after a login when signed out). */
export const REWARDS_HOME = '/referral';

/** The More group (web only). /terms and /privacy are not in the navigation (spec 3 §2). */
export const MORE_NAV: readonly NavItem[] = [
  { to: '/learn', label: 'shell.nav.learn' },
  { to: '/blog', label: 'shell.nav.blog' },
  { to: '/crypto-wiki', label: 'shell.nav.wiki' },
  { to: '/perps/api', label: 'shell.nav.perpsApi' },
];

/** External campaign links (web only); the host is not shown in the spec, these are ours. */
export const PROMO_LINKS: readonly { href: string; label: ShellMessageKey }[] = [
  { href: 'https://www.nova.app/activity', label: 'shell.nav.activity' },
  { href: 'https://www.nova.app/zero-gas', label: 'shell.nav.zeroGas' },
];

/** The mobile bottom tab bar (spec 3 §2). */
export const TAB_NAV: readonly NavItem[] = [
  { to: '/markets', label: 'shell.nav.discover' },
  { to: '/trackers', label: 'shell.nav.trackers' },
  { to: '/gatefun', label: 'shell.nav.gatefun', hot: true },
  { to: '/perps', label: 'shell.nav.perpetual' },
  { to: '/swap', label: 'shell.nav.swap' },
  { to: REWARDS_HOME, label: 'shell.nav.rewards', login: true },
];
