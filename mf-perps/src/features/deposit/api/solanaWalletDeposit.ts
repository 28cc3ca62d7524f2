import { PERP_TOKENS } from '@nova/shared-contracts';
import type { ApiClient, WalletService } from '@nova/shared-contracts';
import { jsonRpc } from '../../../shared/api/jsonRpc';
import { depositRegistrationKey } from '../../../shared/model/intentKeys';
import { checkV0Transaction, requireHash, toBase64, withBlockhash } from '../model/solanaTransaction';

export type SolanaDepositStep = 'quote' | 'sign' | 'send' | 'register';

/**
 * Solana wallet deposit (spec 2 §4): quote the cross-chain fee, ask the server for the built
 * transaction (it must be a v0 transaction), put a fresh blockhash in it, have the wallet sign it,
 * send it and register its signature.
 */
export async function depositWithSolanaWallet(
  deps: { api: ApiClient; wallet: Pick<WalletService, 'signSolanaTransaction'>; rpcUrl: string; fetcher?: typeof fetch },
  input: { address: string; amount: string },
  onStep: (step: SolanaDepositStep) => void = () => undefined,
): Promise<string> {
  const token = PERP_TOKENS.solana;
  const transfer = { address: input.address, chain: 'solana' as const, token_address: token.address, token_amount: input.amount, token_symbol: token.symbol, token_decimal: token.decimals };
  onStep('quote');
  await deps.api.call('perpDepositFee', transfer);
  const info = await deps.api.call('perpDepositSignData', transfer);
  const unsigned = checkV0Transaction(info.data);
  const latest = (await jsonRpc(deps.rpcUrl, 'getLatestBlockhash', [{ commitment: 'finalized' }], deps.fetcher)) as { value: { blockhash: string } };
  onStep('sign');
  const signed = await deps.wallet.signSolanaTransaction(toBase64(withBlockhash(unsigned, latest.value.blockhash)));
  onStep('send');
  const signature = requireHash((await jsonRpc(deps.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64' }], deps.fetcher)) as string);
  onStep('register');
  await deps.api.call('perpDepositPostProcess', { ...transfer, txn_hash: signature }, { idempotencyKey: depositRegistrationKey(signature) });
  return signature;
}
