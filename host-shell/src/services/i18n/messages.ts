import type { Locale } from '@nova/shared-contracts';
import type { dialogsEn } from './parts/dialogs';
import type { inviteEn } from './parts/invite';
import type { notFoundEn } from './parts/notFound';
import type { previewEn } from './parts/preview';
import type { startupEn } from './parts/startup';
import type { swapEn } from './parts/swap';
import type { tradeEn } from './parts/trade';

/**
 * The shell's English strings the start needs (header, status bar, menus, toasts, the error screen):
 * in main.js. The English of the parts that load later (the profile drawer, the invite modal, the
 * safety tip and the perpetuals guide, the staging preview's banner, the token, swap and not-found
 * pages, the start-up error screen) is in `parts/`, carried by the part's chunk and added on its first render (`useT(part)`):
 * a visitor's /markets never shows it. The other locales are whole: each locale's chunk, loaded at
 * start-up for the URL's locale, has every key of both, so a part shows its translation at once.
 */
export const en = {
  'shell.nav.markets': 'Markets',
  'shell.nav.trackers': 'Trackers',
  'shell.nav.perps': 'Perps',
  'shell.nav.more': 'More',
  'shell.nav.beta': 'Beta',
  'shell.nav.learn': 'Learn',
  'shell.nav.wiki': 'Crypto wiki',
  'shell.nav.menu': 'Menu',
  'shell.nav.tabs': 'Tabs',
  'shell.nav.discover': 'Discover',
  'shell.nav.perpetual': 'Perpetual',
  'shell.nav.memego': 'Memego',
  'shell.nav.gatefun': 'Gatefun',
  'shell.nav.swap': 'Swap',
  'shell.nav.rewards': 'Rewards',
  'shell.nav.bindCode': 'Bind invite code',
  'shell.nav.referral': 'Invite plan',
  'shell.nav.affiliate': 'Affiliate plan',
  'shell.nav.blog': 'Blog',
  'shell.nav.perpsApi': 'Perps API',
  'shell.nav.activity': 'Activity',
  'shell.nav.zeroGas': 'Zero-gas trade',
  'shell.nav.loginFirst': 'Log in to open {page}',
  'shell.account.label': 'Account',
  'shell.account.deposit': 'Deposit',
  'shell.account.export': 'Export recovery phrase',
  'shell.account.disconnect': 'Disconnect',
  'shell.app.download': 'Download app',
  'shell.zone.resize': 'Resize {side} zone',
  'shell.zone.left': 'Left tracker zone',
  'shell.zone.right': 'Right tracker zone',
  'shell.zone.sideLeft': 'left',
  'shell.zone.sideRight': 'right',
  'shell.status.community': 'Community',
  'shell.status.walletTracker': 'Wallet tracker',
  'shell.status.positionTracker': 'Position tracker',
  'shell.status.sound': 'Sound',
  'shell.status.feedback': 'Feedback',
  'shell.search.placeholder': 'Search token or wallet',
  'shell.login': 'Log in',
  'shell.language': 'Language',
  'shell.status.label': 'Status bar',
  'shell.status.prices': 'Native coin prices',
  'shell.status.connection': 'Realtime connection',
  'shell.status.state.connected': 'connected',
  'shell.status.state.connecting': 'connecting',
  'shell.status.state.disconnected': 'disconnected',
  'shell.status.state.offline': 'offline',
  'shell.status.state.reconnecting': 'reconnecting ({attempt}/{max})',
  'shell.status.retry': 'Reconnect',
  'shell.quickBuy.label': 'Quick buy amount',
  'shell.quickBuy.amounts': 'Quick buy amount preset',
  'shell.quickBuy.preset': 'Trade preset',
  'shell.quickBuy.settings': 'Trade settings',
  'shell.error.title': 'An unhandled error occurred!',
  'shell.error.retry': 'Try again',
  'shell.close': "Close",
  'shell.toast.region': "Notifications",
  'shell.toast.dismiss': "Dismiss notification",
} as const;

/** A key of the start's strings (what the header and the navigation may use). */
export type ShellMessageKey = keyof typeof en;
/** English strings a lazy part carries (`parts/`), added by `useT(part)`. */
export type ShellPart = Readonly<Record<string, string>>;
type PartKey = keyof typeof dialogsEn | keyof typeof inviteEn | keyof typeof notFoundEn | keyof typeof previewEn | keyof typeof startupEn | keyof typeof swapEn | keyof typeof tradeEn;
/** A partial catalogue: only the overrides a regional variant (pt-BR) makes on top of its full base. */
export type Catalogue = Partial<Record<ShellMessageKey | PartKey, string>>;
/** A complete catalogue: TypeScript rejects a locale that leaves any of the shell's strings out (the start's and the parts'). */
export type FullCatalogue = Record<ShellMessageKey | PartKey, string>;

/**
 * The shell catalogue of a locale. The start's English is in the entry; each other locale is its
 * own chunk with every key, fetched when that locale is first used (the start-up awaits the initial one).
 */
export async function loadShellCatalogue(locale: Locale): Promise<Record<ShellMessageKey, string>> {
  if (locale === 'en') return en;
  // With the extension in the request, webpack's map of the locale modules has one key per file
  // (`./de.ts`), not also the extensionless alias of each (`./de`): half the map in main.js.
  const module = (await import(/* webpackChunkName: "shell-locale-[request]" */ `./locales/${locale}.ts`)) as { default: FullCatalogue };
  return module.default;
}

/** The name of each locale in its own language, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vn: 'Tiếng Việt',
};
