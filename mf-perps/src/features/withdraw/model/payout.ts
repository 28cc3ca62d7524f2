import type { PayoutState } from '../../../shared/model/notification';

/** An EVM payout's state from its receipt (eth_getTransactionReceipt): none yet is pending. */
export function evmPayoutState(receipt: unknown): PayoutState {
  if (typeof receipt !== 'object' || receipt === null) return 'pending';
  const status = (receipt as { status?: unknown }).status;
  return status === '0x1' || status === 1 ? 'success' : 'failed';
}

/** A Solana payout's state from getSignatureStatuses of its one signature: unknown is pending, an `err` failed. */
export function solanaPayoutState(answer: unknown): PayoutState {
  const first = (answer as { value?: unknown[] } | null)?.value?.[0];
  if (typeof first !== 'object' || first === null) return 'pending';
  return (first as { err?: unknown }).err ? 'failed' : 'success';
}
