import type { ComponentType } from 'react';
import type { ChainKey } from './chains';
import type { Locale } from './constants';
import type { PnlShareRequest } from './events';
import type { PlatformServices } from './platform';

/** A token by chain and address. */
export interface TokenRef {
  chain: ChainKey;
  address: string;
}

export type ReferralView = 'bind' | 'plan' | 'affiliate';

/** The account dialogs the profile drawer asks the host for: mf_wallets' custodial ones, or mf_perps' convert / withdraw of a perp card. */
export type AccountDialog = 'deposit' | 'withdraw' | 'recovery' | { perp: 'convert' | 'withdraw'; chain: 'solana' | 'bsc' | 'eth' };
export type TrackerZoneSide = 'left' | 'right';

/** Props of every exposed module, by remote and expose key. The host needs no downloaded .d.ts. */
export interface ExposedModules {
  mf_discover: {
    /**
     * A ranked token list. With `onSelect`, a plain row click picks the token instead of opening its trade page.
     * With `tabs`, a tab list (hot, new, ai, signal) switches the list, `list` being the first shown (/markets, /discover).
     */
    './TokenList': { list: 'hot' | 'new' | 'ai' | 'signal'; chain?: ChainKey; onSelect?: (token: TokenRef) => void; tabs?: boolean };
    /** The launch board (/memego, /gatefun): new, completing and completed launches side by side. */
    './LaunchBoard': { chain?: ChainKey; title?: string };
    /**
     * The token page's header (spec 3 §2, since 6.1): symbol, name, address with Copy, launch
     * platform, age, the token's own links, Share (bus `token.share`) and the live price, market
     * cap, 24h change and volume from the token's one cache entry.
     */
    './TokenHeader': { chain: ChainKey; address: string };
    /** The token page's data panels (spec 3 §2, §5): activity, holders, stats windows, security with risk flags. */
    './TokenData': { chain: ChainKey; address: string };
    /** The token share modal (spec 3 §2: 744 wide; card, Telegram, Twitter, copy, download); opened by the host on bus `token.share`. */
    './TokenShareDialog': { chain: ChainKey; address: string; onClose: () => void };
    /** The search dialog (spec 3 §2), opened and closed by the host. */
    './SearchDialog': { open: boolean; query?: string; onClose: () => void };
  };
  mf_chart: {
    './TokenChart': { chain: ChainKey; address: string };
  };
  mf_trade: {
    './TradePanel': { chain: ChainKey; address: string };
    /** The trade settings dialog (spec 1 §2): the chain's three presets, slippage, priority fee, MEV, simulated sell. */
    './TradeSettings': { chain: ChainKey; onClose: () => void };
    /**
     * Headless: executes `trade.quick` bus requests with mf-trade's one order executor (toasts,
     * login drawer for visitors). Mount it once, e.g. when the first request is emitted.
     */
    './QuickTrade': Record<string, never>;
    /** The status bar's quick-buy button for the page's token: buys `amount` of the native coin with the one executor. */
    './QuickBuyButton': { chain: ChainKey; address: string; amount: string };
  };
  mf_wallets: {
    /** A wallet's profile (spec 2 §2): a page, or with `onClose` the 960 modal / full-height bottom drawer (bus `wallet.profile.open`). */
    './WalletProfile': { chain: ChainKey; address: string; onClose?: () => void };
    /**
     * Deposit modal (spec 2 §2: chain picker, QR code, copy), 384 wide: a custodial user's deposit
     * address, a wallet login's own address; starting on `chain` (else the active chain).
     */
    './DepositDialog': { chain?: ChainKey; onClose: () => void };
    /** Security check, then the recovery-key modal (spec 2 §2), 480 wide; custodial users only. */
    './RecoveryPhraseDialog': { onClose: () => void };
    /** Referral pages: bind invite code, invite plan, affiliate plan (spec 2 §2). */
    './Referral': { view: ReferralView };
    /** The Share-PnL modal (spec 2 §2), 744 wide with a 423 px card; opened by the host on bus `pnl.share`. */
    './PnlShareCard': PnlShareRequest & { onClose: () => void };
    /** The custodial withdraw dialog (spec 2 §2, §5, §8): chain, destination, amount; custodial users only. */
    './WithdrawDialog': { chain?: ChainKey; onClose: () => void };
    /**
     * The signed-in user's profile drawer (spec 2 §2): 360 wide on the right, titled with the wallet
     * kind; mounted by the account button while open or sliding out (`closing`, 300 ms). `page` is
     * the page type it opened on (`perps` chooses the Perp tab); `openDialog` asks the host for an
     * account dialog; the language list is offered by name and `onLanguage` switches.
     */
    './ProfileDrawer': {
      page: string;
      closing: boolean;
      onClose: () => void;
      openDialog: (dialog: AccountDialog) => void;
      languages: ReadonlyArray<{ locale: Locale; name: string }>;
      onLanguage: (locale: Locale) => void;
    };
  };
  mf_perps: {
    './PerpAccount': Record<string, never>;
    /** The perp Convert or Withdraw dialog (spec 2 §2) on its own, for the profile drawer's perp cards. */
    './PerpTransferDialog': { action: 'convert' | 'withdraw'; chain?: 'solana' | 'bsc' | 'eth'; onClose: () => void };
  };
  mf_trackers: {
    /** The floating tracker windows of a page (spec 3 §2, §4); states are saved per page type. */
    './Trackers': { pageType: string };
    /** The windows docked in one side zone; the host sizes the zone (bus `tracker.zones` says when it has any). */
    './TrackerZone': { zone: TrackerZoneSide; pageType: string };
    /** The /trackers page: followed wallets and their trades. */
    './TrackerBoard': Record<string, never>;
  };
}

export type RemoteName = keyof ExposedModules;
export const REMOTE_NAMES = ['mf_trade', 'mf_chart', 'mf_discover', 'mf_wallets', 'mf_perps', 'mf_trackers'] as const satisfies readonly RemoteName[];

export type ExposeKey<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposeKey<R>> = ExposedModules[R][E];

/**
 * What the host passes to every exposed module besides its own props (since contract 6.0): the
 * services, which the module provides to its own tree (shared-ui's `exposeModule`).
 */
export interface MountProps {
  platform: PlatformServices;
}

/**
 * The shape of every exposed module: the component as default export and the contract version
 * the remote was built with, which the host checks before mounting.
 */
export interface RemoteModule<P> {
  default: ComponentType<P & MountProps>;
  contractVersion: string;
}
