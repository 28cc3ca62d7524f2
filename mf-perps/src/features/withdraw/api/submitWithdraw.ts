import { CHAINS } from '@nova/shared-contracts';
import type { EndpointRequest, EndpointResponse, PlatformServices } from '@nova/shared-contracts';
import { decodePerpError } from '../../../shared/errors/perpErrors';
import { hexToText, parseTypedData, splitSignature, withdrawExpectation } from '../model/typedData';
import { WithdrawMismatchError, withdrawMismatch } from '../model/withdrawCheck';

export type WithdrawRequest = EndpointRequest<'perpWithdrawAsset'>;
export type WithdrawResult = EndpointResponse<'perpWithdrawAsset'>;

/** A wallet-signing failure the decoder does not know: worded with the generic signing text. */
export class SigningError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : 'signing failed');
    this.name = 'SigningError';
  }
}

async function sign<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw decodePerpError(error).kind === 'unknown' ? new SigningError(error) : error;
  }
}

/**
 * Withdraw (spec 2 §4, §7): custodial logins make the plain call; wallet logins fetch the data to
 * sign, sign it (EVM typed data, first checked here against the dialog's network, vault, token,
 * receiver and amount, then by the host for a Withdraw with the confirmed receiver and amount and
 * signed on the chain's network; Solana the hex message) and submit it with r, s, v (EVM) or the
 * signature (Solana) and the timestamp. The money-moving call carries `idempotencyKey`: a retry
 * signs fresh sign data, and the server binds the key to the withdraw, not to its signature.
 */
export async function submitWithdraw(platform: Pick<PlatformServices, 'api' | 'wallet'>, walletAuth: boolean, request: WithdrawRequest, idempotencyKey?: string): Promise<WithdrawResult> {
  if (!walletAuth) return platform.api.call('perpWithdrawAsset', request, { idempotencyKey });
  const data = await platform.api.call('perpWithdrawSignData', request);
  if (request.chain !== 'solana') {
    const typed = parseTypedData(data.data);
    // Typed data that differs from the dialog is refused before the wallet is asked: a signature
    // for another chain, contract, token, receiver or amount could move money the user did not choose.
    const mismatch = withdrawMismatch(typed, { ...request, chain: request.chain });
    if (mismatch) throw new WithdrawMismatchError(mismatch);
    // The host checks the Withdraw type and the confirmed values again, and switches the network, before it signs.
    const signature = await sign(() => platform.wallet.signTypedData(typed, withdrawExpectation(request, CHAINS[request.chain].chainId)));
    return platform.api.call('perpWithdraw', { ...request, timestamp: data.timestamp, ...splitSignature(signature) }, { idempotencyKey });
  }
  const signature = await sign(() => platform.wallet.signMessage('solana', hexToText(data.data)));
  return platform.api.call('perpWithdraw', { ...request, timestamp: data.timestamp, signature }, { idempotencyKey });
}
