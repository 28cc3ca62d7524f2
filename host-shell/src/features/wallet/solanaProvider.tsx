import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletProvider, useWallet } from '@solana/wallet-adapter-react';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { createPhantomWallet, createSolanaWalletStates, type SolanaWallet, type SolanaWalletStates } from './solana';

/** Where the adapter's WalletProvider keeps the selected Solana wallet's name (its default, `walletName`, is too generic an origin-wide key: remotes share the origin's storage). */
export const SOLANA_WALLET_STORAGE_KEY = 'nova.solanaWallet.v1';

/** Hands each value of the adapter's context (`useWallet()`) to the service, which lives outside React. */
function SolanaWalletBridge({ states }: { states: SolanaWalletStates }) {
  const context = useWallet();
  // A passive effect, as the provider's own: a render is handed over in the same flush of effects
  // in which the provider subscribes to a newly selected wallet's events, so whatever waits for it
  // (after a microtask) connects a wallet the provider already listens to.
  useEffect(() => states.set(context), [states, context]);
  return null;
}

/**
 * The Solana wallet adapter's provider with the bridge inside. No ConnectionProvider: the product
 * has no Solana RPC of its own (the server builds transactions, the wallet only signs), and the
 * provider reads a connection only for the Mobile Wallet Adapter's cluster, mainnet without one.
 * No autoConnect: as before, a session's wallet connects when it is first asked to sign after a
 * reload, not at page load (Phantom would prompt at load on a site it no longer trusts).
 */
function SolanaWalletProvider({ wallets, states }: { wallets: Adapter[]; states: SolanaWalletStates }) {
  return (
    <WalletProvider wallets={wallets} localStorageKey={SOLANA_WALLET_STORAGE_KEY} onError={ignoreReported}>
      <SolanaWalletBridge states={states} />
    </WalletProvider>
  );
}

/**
 * Every adapter error also rejects the call that caused it (connect, signMessage, signTransaction),
 * where the service turns it into its error kinds, and a wallet that disconnects by itself is the
 * session watch's to act on. The provider's own default would log each error again and open the
 * wallet's site in a new tab for a wallet that is not ready.
 */
function ignoreReported() {}

/**
 * Phantom for the service: the provider mounted in a React root of its own, outside the page (it
 * renders nothing), since the wallet service is created outside React when the wallet feature
 * loads and serves remotes and the session watch whatever the page shows. Rendered synchronously
 * (a synchronous render flushes its effects too), so the context's first value (Phantom installed
 * or not) is there when this returns.
 */
export function mountPhantom(): { phantom: SolanaWallet; unmount(): void } {
  const states = createSolanaWalletStates();
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<SolanaWalletProvider wallets={[new PhantomWalletAdapter()]} states={states} />));
  return { phantom: createPhantomWallet(states), unmount: () => root.unmount() };
}
