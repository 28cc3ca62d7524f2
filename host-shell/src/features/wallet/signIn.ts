import type { ApiClient, ChainKey, EndpointResponse } from '@nova/shared-contracts';
import { WALLET_ERRORS, WALLET_KINDS, WalletError, toWalletError, type WalletKind } from './kinds';

/** What a connection reports on its way: the WalletConnect pairing URI, to show as a QR code. */
export interface ConnectOptions {
  onPairingUri?: (uri: string) => void;
}

/** One wallet as the sign-in flow needs it; the adapters in evm.ts and solana.ts provide it. */
export interface SignInWallet {
  kind: WalletKind;
  /**
   * Connects (asking the wallet if needed) and resolves the account address; a WalletConnect
   * wallet hands its pairing URI to `onPairingUri` (shown as a QR code) on the way.
   */
  connect(options?: ConnectOptions): Promise<string>;
  /** Signs the sign-in message: hex personal_sign for EVM, hex ed25519 for Solana. */
  signMessage(message: string): Promise<string>;
  /** Address that produced `signature` over `message`, where the family allows recovering it. */
  recoverSigner?(message: string, signature: string): Promise<string>;
}

export type SignInStage = 'connecting' | 'signing' | 'verifying';
export type LoginResult = EndpointResponse<'walletAuth'>;

/**
 * Wallet sign-in (spec 2 §4): connect, fetch the sign-in message, sign it, submit address,
 * signature, source type, chain and timestamp. For EVM wallets the signer is recovered from the
 * signature and must be the connected address, else 'fomox-sign-address-different'.
 */
export async function walletSignIn(
  wallet: SignInWallet,
  api: Pick<ApiClient, 'call'>,
  options: { evmChain?: ChainKey; family?: 'evm' | 'solana'; invitationCode?: string; onStage?: (stage: SignInStage) => void; onPairingUri?: (uri: string) => void } = {},
): Promise<LoginResult> {
  const info = WALLET_KINDS[wallet.kind];
  const family = info.alsoSolana ? (options.family ?? info.family) : info.family;
  const chain: ChainKey = family === 'solana' ? 'solana' : (options.evmChain ?? 'eth');
  options.onStage?.('connecting');
  let address: string;
  try {
    address = await wallet.connect(options.onPairingUri ? { onPairingUri: options.onPairingUri } : {});
  } catch (error) {
    throw toWalletError(error, wallet.kind);
  }
  const { message, timestamp } = await api.call('walletSignMessage', { chain, address });
  options.onStage?.('signing');
  let signature: string;
  try {
    signature = await wallet.signMessage(message);
  } catch (error) {
    throw toWalletError(error, wallet.kind);
  }
  if (family === 'evm' && wallet.recoverSigner) {
    const signer = await wallet.recoverSigner(message, signature);
    if (signer.toLowerCase() !== address.toLowerCase()) {
      throw new WalletError(WALLET_ERRORS.addressMismatch, 'The signature does not come from the connected address. Switch the account in your wallet and try again.');
    }
  }
  options.onStage?.('verifying');
  return api.call('walletAuth', {
    chain,
    address,
    sign: signature,
    source_type: info.sourceType,
    timestamp,
    wallet_type: info.walletType,
    ...(options.invitationCode ? { invitation_code: options.invitationCode } : {}),
  });
}
