import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, SessionUser } from '@nova/shared-contracts';

/**
 * Spec 1 §4 "Wallet-login execution": on EVM the wallet sends with eth_sendTransaction, except
 * the exchange's own wallet ({product} Wallet), which only signs: it personal_signs the build's
 * `unsigned_tx_string` and the server sends the transaction, approval included (our reading).
 */
export function signsOnly(user: Pick<SessionUser, 'wallet_type'> | null, chain: ChainKey): boolean {
  return user?.wallet_type === 'nova' && CHAINS[chain].family === 'evm';
}
