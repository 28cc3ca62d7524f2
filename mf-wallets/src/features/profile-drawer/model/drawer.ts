import Decimal from 'decimal.js';
import { CHAINS, PRODUCT_NAME, ROUTES } from '@nova/shared-contracts';
import type { Asset, ChainKey, Locale, OwnAddress, PerpFundStat, SessionUser } from '@nova/shared-contracts';
import { formatNumber } from '@nova/shared-ui';

/** The account dialogs the drawer asks the host for (the contract's): mf_wallets' custodial ones, or mf_perps' convert / withdraw of a perp card. */
export type { AccountDialog } from '@nova/shared-contracts';

/** A USD figure of the drawer: `$` and two decimals in the locale's digits. */
export function drawerUsd(value: string | number, locale: Locale): string {
  return `$${formatNumber(value, { locale, decimals: 2 })}`;
}

/** What the drawer's title names (spec 2 §2 "Title shows the wallet kind"). */
export type WalletKindTitle = 'custodial' | 'nova' | 'metamask' | 'phantom' | 'walletconnect' | 'gatescan';

export function walletKindOf(user: SessionUser): WalletKindTitle {
  if (user.authMethod !== 'wallet' || user.wallet_type === '') return 'custodial';
  return user.wallet_type;
}

/** The drawer's title for a wallet login (custodial users get the translated "Custodial wallet"). */
export const WALLET_TITLES: Readonly<Record<Exclude<WalletKindTitle, 'custodial'>, string>> = {
  nova: `${PRODUCT_NAME} Wallet`,
  metamask: 'MetaMask',
  phantom: 'Phantom',
  walletconnect: 'WalletConnect',
  gatescan: `${PRODUCT_NAME} scan`,
};

/**
 * Where "My wallet" goes: a Solana address opens its in-app profile; an EVM address opens the
 * explorer (the wallet profile is Solana only, spec 2 §4), with `external` set.
 */
export function myWalletLink(own: OwnAddress): { href: string; external: boolean } {
  return own.family === 'solana' ? { href: ROUTES.wallet('solana', own.address), external: false } : { href: `${CHAINS.eth.explorerUrl}/address/${own.address}`, external: true };
}

/** MetaMask users hold ETH, BSC, Base and the layer-2 chain (spec 2 §2). */
export const METAMASK_CHAINS: readonly ChainKey[] = ['eth', 'bsc', 'base', 'gatelayer'];

/** Which chains' holdings the Token tab lists: Phantom Solana only, MetaMask its EVM chains, everyone else all. */
export function showsChain(kind: WalletKindTitle, chain: ChainKey): boolean {
  if (kind === 'phantom') return chain === 'solana';
  if (kind === 'metamask') return METAMASK_CHAINS.includes(chain);
  return true;
}

const dec = (value: string | number | undefined): Decimal => {
  try {
    return new Decimal(value ?? 0);
  } catch {
    return new Decimal(0);
  }
};

/** The holdings the Token tab lists: the wallet type's chains, non-zero, by USD value (largest first). */
export function drawerHoldings(kind: WalletKindTitle, assets: readonly Asset[]): Asset[] {
  return assets
    .filter((asset) => showsChain(kind, asset.chain) && dec(asset.balance).gt(0))
    .sort((a, b) => dec(b.token_value).comparedTo(dec(a.token_value)));
}

/** The balance card's views, in the order a click cycles them: all, spot (token), perpetual. */
export const BALANCE_VIEWS = ['all', 'spot', 'perp'] as const;
export type BalanceView = (typeof BALANCE_VIEWS)[number];

export function nextBalanceView(view: BalanceView): BalanceView {
  return BALANCE_VIEWS[(BALANCE_VIEWS.indexOf(view) + 1) % BALANCE_VIEWS.length]!;
}

export interface DrawerBalances {
  spot: string;
  perp: string;
  all: string;
}

/** USD totals: spot is the listed holdings, perpetual the shown perp cards' totals, all both. */
export function drawerBalances(holdings: readonly Asset[], perp: readonly PerpCard[]): DrawerBalances {
  const spot = holdings.reduce((sum, asset) => sum.plus(dec(asset.token_value)), new Decimal(0));
  const perpTotal = perp.reduce((sum, card) => sum.plus(dec(card.total)), new Decimal(0));
  return { spot: spot.toFixed(), perp: perpTotal.toFixed(), all: spot.plus(perpTotal).toFixed() };
}

/** The Perp tab is chosen on perpetual paths (spec 2 §2): the first segment after the locale is `perps`. */
export function initialDrawerTab(page: string): 'token' | 'perp' {
  return page === 'perps' ? 'perp' : 'token';
}

export type PerpCardChain = 'SOL' | 'EVM';

/**
 * The perp accounts a login can act on (as /perps offers them): a custodial login holds both (the
 * server signs); a wallet login signs on its own wallet's family only, Phantom the SOL account and
 * an EVM wallet the EVM one, whose chains the other card's buttons cannot reach. A wallet session
 * stored before `wallet_family` is known by its address.
 */
export function perpChainTypesOf(user: Pick<SessionUser, 'authMethod' | 'wallet_family' | 'evm_address'>): PerpCardChain[] {
  if (user.authMethod !== 'wallet') return ['SOL', 'EVM'];
  const family = user.wallet_family ?? (user.evm_address ? 'evm' : 'solana');
  return family === 'solana' ? ['SOL'] : ['EVM'];
}

export interface PerpCard {
  chainType: PerpCardChain;
  /** The chain the transfer dialog starts on for this card. */
  chain: 'solana' | 'bsc';
  total: string;
  available: string;
  /** Withdraw is disabled when the card's balance is zero (spec 2 §2). */
  canWithdraw: boolean;
}

/** One card per chain type the login can act on, SOL then EVM, even when the server has no row for one yet (balance 0). */
export function perpCards(stats: readonly PerpFundStat[], types: readonly PerpCardChain[] = ['SOL', 'EVM']): PerpCard[] {
  return types.map((chainType) => {
    const row = stats.find((r) => r.chain_type === chainType);
    const available = dec(row?.available);
    return { chainType, chain: chainType === 'SOL' ? 'solana' : 'bsc', total: dec(row?.total).toFixed(), available: available.toFixed(), canWithdraw: available.gt(0) };
  });
}
