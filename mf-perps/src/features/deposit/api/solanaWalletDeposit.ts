import { PERP_TOKENS } from '@nova/shared-contracts';
import type { ApiClient, WalletService } from '@nova/shared-contracts';
import { depositRegistrationKey } from '../../../shared/model/intentKeys';
import { checkV0Transaction, requireHash, toBase64, withBlockhash } from '../model/solanaTransaction';

export type SolanaDepositStep = 'quote' | 'sign' | 'send' | 'register';

/** A Solana JSON-RPC call; an error answer is thrown with its code and message (decodePerpError reads them). */
export async function solanaRpc(url: string, method: string, params: unknown[] = [], fetcher: typeof fetch = fetch): Promise<unknown> {
  const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

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
  const latest = (await solanaRpc(deps.rpcUrl, 'getLatestBlockhash', [{ commitment: 'finalized' }], deps.fetcher)) as { value: { blockhash: string } };
  onStep('sign');
  const signed = await deps.wallet.signSolanaTransaction(toBase64(withBlockhash(unsigned, latest.value.blockhash)));
  onStep('send');
  const signature = requireHash((await solanaRpc(deps.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64' }], deps.fetcher)) as string);
  onStep('register');
  await deps.api.call('perpDepositPostProcess', { ...transfer, txn_hash: signature }, { idempotencyKey: depositRegistrationKey(signature) });
  return signature;
}
