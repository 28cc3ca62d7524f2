import type { LimitOrder } from './api/model/trade';
import type { ChainKey } from './chains';
import type { Locale } from './constants';
import type { EventSpec } from './bus';
import type { SessionState } from './platform';

export type TrackerKind = 'wallet' | 'position' | 'community';

/** Every event that crosses a boundary on the bus, with its payload. */
export interface BusEventMap {
  /** The signed-in user changed (login, logout, refresh). */
  'session.changed': SessionState;
  /** The UI locale changed. */
  'locale.changed': { locale: Locale };
  /** The token the page is about (trade page). */
  'token.selected': { chain: ChainKey; address: string };
  /** The active chain changed (a Phantom login switches it to solana). */
  'chain.changed': { chain: ChainKey };
  /** An order was submitted or settled; listeners refresh balances, positions and chart marks. */
  'trade.executed': { chain: ChainKey; address: string; side: 'buy' | 'sell'; txHash: string; status: 'pending' | 'success' | 'failed' };
  /** A conditional order was placed (since 6.1): it waits on the server for its price. */
  'order.created': { chain: ChainKey; address: string; side: 'buy' | 'sell'; kind: 'limit' | 'take_profit' | 'stop_loss' | 'trailing_stop' };
  /** The watch list changed. */
  'watchlist.changed': { chain: ChainKey; address: string; watched: boolean };
  /**
   * The status-bar quick-buy amount, in the native coin of its chain (spec 1 §3: one per chain, with its preset).
   * `amount` is the amount of the status bar's chain (what a contract-6.0 remote reads); `byChain`
   * (since 6.1) has every chain's, so a list's ⚡ buys its row's chain's amount.
   */
  'quickBuy.amount': { amount: string; byChain?: Partial<Record<ChainKey, string>> };
  /** Show or hide a floating tracker; replayed, so a toggle pressed before mf_trackers has loaded is not lost. */
  'tracker.toggle': { tracker: TrackerKind; open: boolean };
  /** Which trackers are open (emitted by mf_trackers, so the status bar toggles show the truth). */
  'tracker.open': { open: TrackerKind[] };
  /** How many tracker windows are docked in each side zone of a page type (emitted by mf_trackers). */
  'tracker.zones': { pageType: string; left: number; right: number };
  /** Open the search dialog. */
  'search.open': { query?: string };
  /**
   * Ask mf-trade's one order executor for a quick buy or sell (status bar, token rows, launch
   * cards, trackers). Replayed, so the host can load mf_trade's `./QuickTrade` on the first
   * request and it still sees it; `id` is unique per request and executed at most once, and a
   * request older than `QUICK_TRADE_MAX_AGE_MS` is ignored. Buy: `amount` in the native coin
   * (default: the status-bar quick-buy amount); sell: `percent` of the balance (100 or more sells all).
   * A visitor gets the login drawer instead.
   */
  'trade.quick': QuickTradeRequest;
  /** Open the deposit dialog (mf-trade's Deposit button at a zero native balance); the host owns it. */
  'deposit.open': { chain?: ChainKey };
  /**
   * Open a wallet's profile: the host shows mf_wallets' profile as a 960 px modal (desktop) or a
   * full-height bottom drawer (mobile). From lists, trackers, search, the token page's holders.
   */
  'wallet.profile.open': { address: string; chain?: ChainKey };
  /** Open the Share-PnL card (spec 2): the host mounts mf_wallets' card for this request. */
  'pnl.share': PnlShareRequest;
  /** Open the token share modal (spec 3 §2, token page header): the host mounts mf_discover's dialog. */
  'token.share': { chain: ChainKey; address: string };
  /** Take-profit / stop-loss orders for a held position (the chart's position line): mf-trade's dialog places them. */
  'trade.tpsl': PositionTpslRequest;
  /**
   * Cancel or reverse one open limit order (the chart's order lines): mf-trade's order executor
   * does it. Replayed like `trade.quick` (so the host can load `./QuickTrade` first), executed at
   * most once per `id`, ignored once older than `QUICK_TRADE_MAX_AGE_MS`.
   */
  'trade.order': OrderActionRequest;
}

/** One action on an open limit order (bus `trade.order`). Reverse: the opposite side at the same target, then the old order is cancelled. */
export interface OrderActionRequest {
  id: string;
  action: 'cancel' | 'reverse';
  order: LimitOrder;
  /** Date.now() when asked. */
  at: number;
}

/** The position a TP/SL dialog is for (bus `trade.tpsl`); replayed like `trade.quick`, and ignored once stale. */
export interface PositionTpslRequest {
  id: string;
  chain: ChainKey;
  address: string;
  symbol: string;
  /** Tokens held. */
  qty: number;
  /** Average cost and the price now, USD per token. */
  avgPrice: number;
  currentPrice: number;
  /** Date.now() when asked. */
  at: number;
}

/** What a Share-PnL card is about (bus event `pnl.share`): one wallet, and one token of it or its whole period. */
export interface PnlShareRequest {
  /** The wallet whose PnL is shown (the user's own on positions). */
  wallet: string;
  chain: ChainKey;
  /** A token's PnL; without it, the wallet's PnL over `period`. */
  token?: string;
  period?: '1d' | '7d' | '30d';
}

/** A quick buy or sell request (bus event `trade.quick`). */
export interface QuickTradeRequest {
  id: string;
  chain: ChainKey;
  address: string;
  side: 'buy' | 'sell';
  amount?: string;
  percent?: number;
  /** Where it was asked from (status-bar, token-row, launch-card, tracker…), for logs. */
  source: string;
  /** Date.now() when asked. */
  at: number;
}

/** A replayed quick-trade request older than this is not executed (spec: never a surprise order). */
export const QUICK_TRADE_MAX_AGE_MS = 15_000;

/** Which events replay their last value to late subscribers. */
export const BUS_EVENTS: EventSpec<BusEventMap> = {
  'session.changed': { replay: true },
  'locale.changed': { replay: true },
  'token.selected': { replay: true },
  'chain.changed': { replay: true },
  'trade.executed': { replay: false },
  'order.created': { replay: false },
  'watchlist.changed': { replay: false },
  'quickBuy.amount': { replay: true },
  'tracker.toggle': { replay: true },
  'tracker.open': { replay: true },
  'tracker.zones': { replay: true },
  'search.open': { replay: false },
  'trade.quick': { replay: true },
  'trade.tpsl': { replay: true },
  'trade.order': { replay: true },
  'deposit.open': { replay: false },
  'wallet.profile.open': { replay: false },
  'pnl.share': { replay: false },
  'token.share': { replay: false },
};
