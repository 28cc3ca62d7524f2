import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { id } from './locales/id';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { nl } from './locales/nl';
import { pt } from './locales/pt';
import { ptBr } from './locales/pt-BR';
import { ru } from './locales/ru';
import { th } from './locales/th';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { vn } from './locales/vn';
import { zh } from './locales/zh';
import { zhTw } from './locales/zh-tw';

/** English catalogue of mf-trackers (the source of the keys); keys are namespaced "trackers.*". Every other locale is in ./locales, complete by type. */
export const en = {
  // Windows (every title doubles as the dialog's accessible name).
  'trackers.wallet.title': 'Wallet tracker',
  'trackers.position.title': 'Position tracker',
  'trackers.community.title': 'Community',
  'trackers.move': 'Move {title}',
  'trackers.moveUp': 'Move {title} up',
  'trackers.moveDown': 'Move {title} down',
  'trackers.float': 'Float {title}',
  'trackers.close': 'Close {title}',
  'trackers.resize': 'Resize {title}',
  'trackers.resizeHint': 'Drag, or use the arrow keys: right and left change the width, down and up the height (Shift for bigger steps).',
  'trackers.moveHint': 'Drag, or use the arrow keys (Shift for bigger steps). Within 10 px of a screen edge it docks into that side zone.',
  'trackers.moveHintDocked': 'Drag it out of the zone to float it. Arrow up and down reorder it in its zone.',
  'trackers.zone.left': 'Left tracker zone',
  'trackers.zone.right': 'Right tracker zone',
  'trackers.edge.dock.left': 'Dock left',
  'trackers.edge.dock.right': 'Dock right',
  'trackers.edge.full.left': 'Left zone full',
  'trackers.edge.full.right': 'Right zone full',
  'trackers.notice.full.left': 'The left zone already holds 2 windows. Float or close one there first.',
  'trackers.notice.full.right': 'The right zone already holds 2 windows. Float or close one there first.',

  // Wallet tracker and board.
  'trackers.board.title': 'Wallet tracker board',
  'trackers.wallet.signIn': 'Log in to track wallets',
  'trackers.wallet.signInHint': 'Follow wallets and see their trades as they happen.',
  'trackers.wallet.empty': 'No tracked wallets yet',
  'trackers.wallet.emptyHint': 'Follow a wallet from its profile page; its trades show here.',
  'trackers.wallet.loading': 'Loading followed wallets',
  'trackers.wallet.error': 'Could not load followed wallets',
  'trackers.wallet.wallets': 'Followed wallets',
  'trackers.wallet.walletCount': 'Followed wallets ({count})',
  'trackers.wallet.all': 'All wallets',
  'trackers.wallet.showWallet': 'Only {name}',
  'trackers.wallet.trades': 'Trades of followed wallets',
  'trackers.wallet.tradesLoading': 'Loading trades of followed wallets',
  'trackers.wallet.tradesError': 'Could not load trades of followed wallets',
  'trackers.wallet.noTrades': 'No trades in the last 24 hours',
  'trackers.wallet.noTradesHint': 'New trades of your followed wallets appear here live.',
  'trackers.wallet.groups': 'Wallet groups',
  'trackers.wallet.group.all': 'All groups',
  'trackers.wallet.group.default': 'Default',
  'trackers.wallet.groupLoading': 'Loading the group',
  'trackers.wallet.groupError': 'Could not load the group',
  'trackers.wallet.groupEmpty': 'No wallets in this group',
  'trackers.col.time': 'Time',
  'trackers.col.wallet': 'Wallet',
  'trackers.col.side': 'Side',
  'trackers.col.token': 'Token',
  'trackers.col.amount': 'Amount',
  'trackers.col.mcap': 'MC',
  'trackers.col.price': 'Price',
  'trackers.col.value': 'Value',
  'trackers.col.pnl': 'PnL',
  'trackers.col.volume': '24h Vol',
  'trackers.col.change': '24h Chg',
  'trackers.side.buy': 'Buy',
  'trackers.side.sell': 'Sell',
  'trackers.openToken': 'Open {symbol}',
  'trackers.retry': 'Retry',

  // Followed-wallet alerts (toasts).
  'trackers.alert.bought': '{wallet} bought {amount} of {token}',
  'trackers.alert.sold': '{wallet} sold {amount} of {token}',
  'trackers.alert.open': 'Open',

  // Position tracker.
  'trackers.position.tabs': 'Position tracker views',
  'trackers.position.positions': 'Positions',
  'trackers.position.watchlist': 'Watchlist',
  'trackers.position.loading': 'Loading positions',
  'trackers.position.error': 'Could not load positions',
  'trackers.position.empty': 'No open positions',
  'trackers.position.emptyHint': 'Tokens you buy show here with their PnL.',
  'trackers.watch.loading': 'Loading the watch list',
  'trackers.watch.error': 'Could not load the watch list',
  'trackers.watch.empty': 'Your watch list is empty',
  'trackers.watch.emptyHint': 'Star a token on its page to watch it here.',
  'trackers.watch.basis': 'Show price or market cap',
  'trackers.watch.basis.price': 'Price',
  'trackers.watch.basis.mcap': 'MC',
  'trackers.watch.hide': 'Hide {symbol}',
  'trackers.watch.show': 'Show {symbol}',
  'trackers.watch.hiddenToast': '{symbol} hidden from your watch list',
  'trackers.watch.revert': 'Revert',
  'trackers.watch.showHidden': 'Show hidden ({count})',
  'trackers.watch.hideHidden': 'Hide hidden',
  'trackers.watch.hiddenTable': 'Hidden tokens',
  'trackers.watch.allHidden': 'All your watched tokens are hidden',

  // Community tracker.
  'trackers.community.noToken': 'Open a token to see its community',
  'trackers.community.loading': 'Loading community links',
  'trackers.community.error': 'Could not load community links',
  'trackers.community.empty': 'No community links for this token',
  'trackers.community.links': 'Community links of {symbol}',
  'trackers.community.twitter': 'X (Twitter)',
  'trackers.community.telegram': 'Telegram',
  'trackers.community.discord': 'Discord',
} as const;

export type TrackersMessages = typeof en;

/** mf-trackers' messages in all 19 locales (ICU), formatted through @formatjs/intl. */
export const trackersMessages = defineCatalogues<TrackersMessages>('trackers', { en, zh, 'zh-tw': zhTw, ar, de, es, fr, id, it, ja, ko, nl, pt, 'pt-BR': ptBr, ru, th, tr, uk, vn });

export function useTrackersMessages() {
  return useCatalogue(trackersMessages);
}
