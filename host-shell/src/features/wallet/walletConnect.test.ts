import { createConnector } from '@wagmi/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_TIMEOUT_MS, createEvmWallets } from './evm';
import { WALLET_ERRORS, WalletError } from './kinds';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

/** The relay as the test wants it: it hands out a pairing URI and the wallet approves, or it never answers. */
const relay = vi.hoisted(() => ({ reachable: true, connects: 0 }));

vi.mock('@wagmi/connectors/walletConnect', () => ({
  walletConnect: () =>
    createConnector((config) => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect() {
        relay.connects++;
        // Unreachable: the provider waits for its socket forever and no URI ever comes.
        if (!relay.reachable) return new Promise<never>(() => undefined);
        config.emitter.emit('message', { type: 'display_uri', data: URI });
        return { accounts: [ADDRESS], chainId: 1 } as never;
      },
      disconnect: async () => undefined,
      getAccounts: async () => [ADDRESS],
      getChainId: async () => 1,
      getProvider: async () => ({}),
      isAuthorized: async () => false,
      onAccountsChanged: () => undefined,
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    })),
}));

beforeEach(() => {
  vi.useFakeTimers();
  relay.reachable = true;
  relay.connects = 0;
});
afterEach(() => vi.useRealTimers());

describe('WalletConnect pairing', () => {
  it('hands the pairing URI to the caller (the QR code) and connects', async () => {
    const onPairingUri = vi.fn();
    const connecting = createEvmWallets({ walletConnectProjectId: 'nova-test' }).wallet('walletconnect').connect({ onPairingUri });
    await vi.advanceTimersByTimeAsync(300);
    await expect(connecting).resolves.toBe(ADDRESS);
    expect(onPairingUri).toHaveBeenCalledWith(URI);
  });

  it(`fails with relayUnreachable when the relay gives no URI in ${RELAY_TIMEOUT_MS} ms, and a retry reaches a relay back up`, async () => {
    relay.reachable = false;
    const wallets = createEvmWallets({ walletConnectProjectId: 'nova-test' });
    const onPairingUri = vi.fn();
    const first = wallets.wallet('walletconnect').connect({ onPairingUri });
    const failed = expect(first).rejects.toSatisfy((error) => error instanceof WalletError && error.key === WALLET_ERRORS.relayUnreachable);
    await vi.advanceTimersByTimeAsync(300 + RELAY_TIMEOUT_MS - 1);
    expect(relay.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(onPairingUri).not.toHaveBeenCalled();

    relay.reachable = true;
    const retry = wallets.wallet('walletconnect').connect({ onPairingUri });
    await vi.advanceTimersByTimeAsync(300);
    await expect(retry).resolves.toBe(ADDRESS);
    expect(onPairingUri).toHaveBeenCalledWith(URI);
  });

  it('is not available without a project id', () => {
    expect(createEvmWallets().available('walletconnect')).toBe(false);
    expect(createEvmWallets({ walletConnectProjectId: 'nova-test' }).available('walletconnect')).toBe(true);
  });
});
