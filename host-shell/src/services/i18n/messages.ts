import type { Locale } from '@nova/shared-contracts';

/** The shell's English catalogue: complete, and the type every other locale follows. */
export const en = {
  'shell.nav.markets': 'Markets',
  'shell.nav.trackers': 'Trackers',
  'shell.nav.perps': 'Perps',
  'shell.nav.more': 'More',
  'shell.nav.beta': 'Beta',
  'shell.nav.learn': 'Learn',
  'shell.nav.wiki': 'Crypto wiki',
  'shell.nav.terms': 'Terms of use',
  'shell.nav.privacy': 'Privacy policy',
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
  'shell.account.wallet': 'My wallet',
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
  'shell.invite.title': 'You are invited',
  'shell.invite.body': 'Bind invite code {code} and get {rate} cash back on your trading fees.',
  'shell.invite.notNow': 'Not now',
  'shell.invite.bind': 'Bind',
  'shell.invite.bound': 'Invite code {code} is bound.',
  'shell.invite.already': 'Your account is already bound to invite code {code}.',
  'shell.swap.pick': 'Pick a token from the list to swap it.',
  'shell.swap.title': 'Swap',
  'shell.status.walletTracker': 'Wallet tracker',
  'shell.status.positionTracker': 'Position tracker',
  'shell.status.sound': 'Sound',
  'shell.status.feedback': 'Feedback',
  'shell.search.placeholder': 'Search token or wallet',
  'shell.search.label': 'Search',
  'shell.login': 'Log in',
  'shell.logout': 'Log out',
  'shell.language': 'Language',
  'shell.status.label': 'Status bar',
  'shell.status.prices': 'Native coin prices',
  'shell.status.connection': 'Realtime connection',
  'shell.status.retry': 'Reconnect',
  'shell.quickBuy.label': 'Quick buy amount',
  'shell.quickBuy.amounts': 'Quick buy amount preset',
  'shell.quickBuy.preset': 'Trade preset',
  'shell.quickBuy.settings': 'Trade settings',
  'shell.notFound.title': 'Page not found',
  'shell.notFound.body': 'There is nothing at {path}.',
  'shell.notFound.back': 'Go to Markets',
  'shell.error.title': 'An unhandled error occurred!',
  'shell.error.retry': 'Try again',
  'shell.preview.banner': 'Staging preview: {remote} is loaded from {url}',
  'shell.preview.clear': 'Clear preview',
  'shell.preview.refused': 'Preview refused: {reason}. Nothing was loaded from it.',
  'shell.markets.hot': 'Hot',
  'shell.markets.new': 'New',
  'shell.startup.title': 'Nova could not start',
  'shell.startup.registryHint': 'The host reads its remotes, API and WebSocket addresses from remotes.json, served beside it.',
  'shell.startup.storageTitle': 'Browser storage is blocked',
  'shell.startup.storageBody': 'Nova keeps your session and settings in this browser\'s storage, and the browser refuses access to it (a strict privacy mode, blocked site data, or the page opened inside another site). Allow site data for this site or open it in its own tab, then reload.',
  'shell.startup.reload': 'Reload',
} as const;

export type ShellMessageKey = keyof typeof en;
/** A partial catalogue: only the overrides a regional variant (pt-BR) makes on top of its full base. */
export type Catalogue = Partial<Record<ShellMessageKey, string>>;
/** A complete catalogue: TypeScript rejects a locale that leaves any of the shell's strings out. */
export type FullCatalogue = Record<ShellMessageKey, string>;

/**
 * The shell catalogue of a locale. English is in the entry; each other locale is its own chunk,
 * fetched when that locale is first used (the start-up awaits the initial one).
 */
export async function loadShellCatalogue(locale: Locale): Promise<FullCatalogue> {
  if (locale === 'en') return en;
  const module = (await import(/* webpackChunkName: "shell-locale-[request]" */ `./locales/${locale}`)) as { default: FullCatalogue };
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
