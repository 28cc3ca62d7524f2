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
} as const;

export type ShellMessageKey = keyof typeof en;
export type Catalogue = Partial<Record<ShellMessageKey, string>>;

const zh: Catalogue = {
  'shell.nav.markets': '市场',
  'shell.nav.trackers': '追踪',
  'shell.nav.perps': '永续',
  'shell.nav.more': '更多',
  'shell.nav.learn': '学习',
  'shell.nav.menu': '菜单',
  'shell.nav.discover': '发现',
  'shell.nav.perpetual': '永续合约',
  'shell.search.placeholder': '搜索代币或钱包',
  'shell.search.label': '搜索',
  'shell.login': '登录',
  'shell.logout': '退出登录',
  'shell.language': '语言',
  'shell.notFound.title': '页面不存在',
  'shell.notFound.back': '前往市场',
  'shell.markets.hot': '热门',
  'shell.markets.new': '新币',
};

const ja: Catalogue = {
  'shell.nav.markets': 'マーケット',
  'shell.search.placeholder': 'トークンまたはウォレットを検索',
  'shell.login': 'ログイン',
  'shell.language': '言語',
  'shell.notFound.title': 'ページが見つかりません',
};

const ko: Catalogue = {
  'shell.nav.markets': '마켓',
  'shell.search.placeholder': '토큰 또는 지갑 검색',
  'shell.login': '로그인',
  'shell.language': '언어',
  'shell.notFound.title': '페이지를 찾을 수 없습니다',
};

/** Shell catalogues by locale; a missing key falls back to English. */
export const SHELL_CATALOGUES: Partial<Record<Locale, Catalogue>> = { en, zh, 'zh-tw': zh, ja, ko };

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
