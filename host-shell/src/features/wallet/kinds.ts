import { PRODUCT_NAME, type WalletType } from '@nova/shared-contracts';

/** The wallets the login drawer offers (spec 2 §2). */
export type WalletKind = 'nova' | 'metamask' | 'walletconnect' | 'gatescan' | 'phantom';

export interface WalletKindInfo {
  kind: WalletKind;
  label: string;
  family: 'evm' | 'solana';
  /** source_type sent with wallet sign-in (spec 1 §9). */
  sourceType: 4 | 5 | 6 | 7;
  walletType: WalletType;
  /** EIP-6963 reverse-DNS id of the injected provider, where there is one. */
  rdns?: string;
  installUrl?: string;
  /** Hidden in the drawer on mobile (spec 2 §2). */
  desktopOnly: boolean;
  /** Signs in on Solana too ({product} Wallet, spec 2 §1); `family` is then its default. */
  alsoSolana?: true;
}

export const WALLET_KINDS: Readonly<Record<WalletKind, WalletKindInfo>> = {
  nova: {
    kind: 'nova',
    label: `${PRODUCT_NAME} Wallet`,
    family: 'evm',
    sourceType: 4,
    walletType: 'nova',
    alsoSolana: true,
    rdns: 'app.nova.wallet',
    installUrl: 'https://chromewebstore.google.com/search/nova%20wallet',
    desktopOnly: false,
  },
  metamask: {
    kind: 'metamask',
    label: 'MetaMask',
    family: 'evm',
    sourceType: 5,
    walletType: 'metamask',
    rdns: 'io.metamask',
    installUrl: 'https://metamask.io/download/',
    desktopOnly: true,
  },
  walletconnect: { kind: 'walletconnect', label: 'WalletConnect', family: 'evm', sourceType: 7, walletType: 'walletconnect', desktopOnly: false },
  /**
   * The {product} app scanning the page's sign-in QR code (a login ticket it approves; spec 2 §1:
   * EVM only; source_type 7, wallet type gatescan); it signs later requests over WalletConnect.
   */
  gatescan: { kind: 'gatescan', label: `${PRODUCT_NAME} scan`, family: 'evm', sourceType: 7, walletType: 'gatescan', desktopOnly: false },
  phantom: {
    kind: 'phantom',
    label: 'Phantom',
    family: 'solana',
    sourceType: 6,
    walletType: 'phantom',
    installUrl: 'https://phantom.com/download',
    desktopOnly: true,
  },
};

/** Message keys of wallet errors (spec 2 §8). */
export const WALLET_ERRORS = {
  notInstalled: 'wallet.notInstalled',
  addressMismatch: 'fomox-sign-address-different',
  rejected: 'wallet.rejected',
  notConfigured: 'wallet.notConfigured',
  notConnected: 'wallet.notConnected',
  unknownChain: 'wallet.unknownChain',
  relayUnreachable: 'wallet.relayUnreachable',
} as const;

/**
 * The wallets that sign in through the WalletConnect relay: offered only when a project id is
 * configured. {product} scan signs in with a login ticket the app approves (no relay).
 */
export const RELAY_KINDS: readonly WalletKind[] = ['walletconnect'];

/** WalletConnect says this when the user closes its modal; the spec says to ignore it silently. */
export const WALLETCONNECT_RESET_MESSAGE = 'Connection request reset. Please try again.';

export class WalletError extends Error {
  readonly key: (typeof WALLET_ERRORS)[keyof typeof WALLET_ERRORS];
  /** True when the user cancelled: the UI stays silent. */
  readonly silent: boolean;
  /** The values of the key's message (`{wallet}`, `{chain}`, `{reason}`). */
  readonly values: Readonly<Record<string, string>>;
  /** `message` is the English text of `key` with `values`; localizeWalletError gives the user's language. */
  constructor(key: WalletError['key'], message: string, silent = false, values: Record<string, string> = {}) {
    super(message);
    this.name = 'WalletError';
    this.key = key;
    this.silent = silent;
    this.values = values;
  }
}

/** Translates a message key with values; returns the key itself when it knows no text for it. */
export type TranslateKey = (key: string, values?: Record<string, string>) => string;

/** A wallet error with its message in the user's language (English when the key has no text); anything else as it is. */
export function localizeWalletError(error: unknown, t: TranslateKey): unknown {
  if (!(error instanceof WalletError)) return error;
  const text = t(error.key, { ...error.values });
  return text === error.key ? error : new WalletError(error.key, text, error.silent, { ...error.values });
}

/** Normalises whatever a wallet threw into a WalletError with a clear message. */
export function toWalletError(error: unknown, kind: WalletKind): WalletError {
  if (error instanceof WalletError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (message.includes(WALLETCONNECT_RESET_MESSAGE)) return new WalletError(WALLET_ERRORS.rejected, message, true);
  const wallet = WALLET_KINDS[kind].label;
  if (code === 4001 || /user rejected|user denied|rejected the request/i.test(message)) {
    return new WalletError(WALLET_ERRORS.rejected, `${wallet} reported an error: request rejected`, true, { wallet, reason: 'request rejected' });
  }
  const reason = message || 'unsupported wallet';
  return new WalletError(WALLET_ERRORS.rejected, `${wallet} reported an error: ${reason}`, false, { wallet, reason });
}

/**
 * A signing step that rethrows its failure (spec 2 §8); for the {product} scan app it first drops
 * the WalletConnect session and its state (`reset`), so the next attempt pairs the app afresh
 * instead of talking to a session the app has already left.
 */
export async function signWithScanReset<T>(kind: WalletKind | undefined, sign: () => Promise<T>, reset: () => Promise<void>): Promise<T> {
  try {
    return await sign();
  } catch (error) {
    if (kind === 'gatescan') await reset().catch(() => undefined);
    throw error;
  }
}
