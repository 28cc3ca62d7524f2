import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { VersionedTransaction } from '@solana/web3.js';
import { WALLET_ERRORS, WalletError, toWalletError } from './kinds';
import type { SignInWallet } from './signIn';

export interface PhantomWallet {
  available(): boolean;
  wallet(): SignInWallet;
  address(): string | undefined;
  watch(listener: (address: string | undefined) => void): () => void;
  signMessage(message: string): Promise<string>;
  signTransaction(serializedBase64: string): Promise<string>;
  disconnect(): Promise<void>;
}

export const EXPECTED_V0 = 'Expected Versioned Transaction (V0)';

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** A serialized transaction (base64) as a v0 VersionedTransaction; anything else is refused with `Expected Versioned Transaction (V0)`. */
export function deserializeV0(serializedBase64: string): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(fromBase64(serializedBase64));
  } catch {
    throw new Error(EXPECTED_V0);
  }
  if (tx.version !== 0) throw new Error(EXPECTED_V0);
  return tx;
}

/** Phantom through the Solana wallet adapter. Signatures travel hex-encoded (see the walletAuth endpoint). */
export function createPhantomWallet(): PhantomWallet {
  const adapter = new PhantomWalletAdapter();
  const address = () => adapter.publicKey?.toBase58();

  const ensureConnected = async () => {
    if (adapter.connected) return;
    if (adapter.readyState !== WalletReadyState.Installed) throw new WalletError(WALLET_ERRORS.notInstalled, 'Phantom is not installed.');
    await adapter.connect();
  };

  const sign = async (message: string) => {
    try {
      await ensureConnected();
      return toHex(await adapter.signMessage(new TextEncoder().encode(message)));
    } catch (error) {
      throw toWalletError(error, 'phantom');
    }
  };

  return {
    available: () => adapter.readyState === WalletReadyState.Installed,
    wallet: () => ({
      kind: 'phantom',
      async connect() {
        try {
          await ensureConnected();
        } catch (error) {
          throw toWalletError(error, 'phantom');
        }
        const a = address();
        if (!a) throw new WalletError(WALLET_ERRORS.notConnected, 'Phantom returned no account.');
        return a;
      },
      signMessage: sign,
    }),
    address,
    watch(listener) {
      const onConnect = () => listener(address());
      const onDisconnect = () => listener(undefined);
      adapter.on('connect', onConnect);
      adapter.on('disconnect', onDisconnect);
      return () => {
        adapter.off('connect', onConnect);
        adapter.off('disconnect', onDisconnect);
      };
    },
    async signMessage(message) {
      if (!adapter.connected) throw new WalletError(WALLET_ERRORS.notConnected, 'Phantom is not connected.');
      return sign(message);
    },
    async signTransaction(serializedBase64) {
      if (!adapter.connected) throw new WalletError(WALLET_ERRORS.notConnected, 'Phantom is not connected.');
      // Only v0 transactions are signed (spec 2 §5): a legacy one is refused before Phantom sees it.
      const tx = deserializeV0(serializedBase64);
      try {
        const signed = await adapter.signTransaction(tx);
        return toBase64(signed.serialize());
      } catch (error) {
        throw toWalletError(error, 'phantom');
      }
    },
    disconnect: () => adapter.disconnect(),
  };
}
