import type { ShellMessageKey } from '../services/i18n/messages';

export interface NavItem {
  to: string;
  label: ShellMessageKey;
  tag?: ShellMessageKey;
}

/** Top-level navigation (spec 3 §2), for the pages this host has. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/markets', label: 'shell.nav.markets' },
  { to: '/trackers', label: 'shell.nav.trackers' },
  { to: '/perps', label: 'shell.nav.perps', tag: 'shell.nav.beta' },
];

/** The More group (web only): content pages, shown without the trading shell. */
export const MORE_NAV: readonly NavItem[] = [
  { to: '/learn', label: 'shell.nav.learn' },
  { to: '/crypto-wiki', label: 'shell.nav.wiki' },
  { to: '/terms', label: 'shell.nav.terms' },
  { to: '/privacy', label: 'shell.nav.privacy' },
];

/** The mobile bottom tab bar. */
export const TAB_NAV: readonly NavItem[] = [
  { to: '/markets', label: 'shell.nav.discover' },
  { to: '/trackers', label: 'shell.nav.trackers' },
  { to: '/perps', label: 'shell.nav.perpetual' },
];
