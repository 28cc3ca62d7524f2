import { ApiError, CLIENT_ERRORS } from '@nova/shared-contracts';
import type { WalletService } from '@nova/shared-contracts';

/**
 * The wallet service used until a wallet is connected: every signing call rejects with a clear
 * ApiError instead of hanging. (Wallet connections live in features/wallet.)
 */
export function createDisconnectedWallet(): WalletService {
  const reject = () => Promise.reject(new ApiError(CLIENT_ERRORS.userCancelled, 'No wallet connected. Connect a wallet to sign.'));
  return {
    connected: () => ({}),
    signMessage: reject,
    sendTransaction: reject,
    signTypedData: reject,
    signSolanaTransaction: reject,
  };
}
