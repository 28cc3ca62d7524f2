import type { ApiClient, PerpChain } from '@nova/shared-contracts';
import { jsonRpc } from '../../../shared/api/jsonRpc';
import type { PayoutState } from '../../../shared/model/notification';
import { evmPayoutState, solanaPayoutState } from '../model/payout';

/**
 * Reads a withdraw payout's state from its chain's RPC, the one the deposit offers the wallet
 * (`<api>/rpc/evm/{chain}`, `<api>/rpc/solana` on the sim): on EVM the transaction's receipt, on
 * Solana the signature's status. Not through the wallet: its network may be another by now.
 */
export function payoutStatus(api: Pick<ApiClient, 'baseUrl'>, chain: PerpChain, hash: string): () => Promise<PayoutState> {
  if (chain === 'solana') return async () => solanaPayoutState(await jsonRpc(`${api.baseUrl}/rpc/solana`, 'getSignatureStatuses', [[hash]]));
  return async () => evmPayoutState(await jsonRpc(`${api.baseUrl}/rpc/evm/${chain}`, 'eth_getTransactionReceipt', [hash]));
}
