import { CHAINS } from '@nova/shared-contracts';
import type { EndpointResponse } from '@nova/shared-contracts';

export type Transfer = EndpointResponse<'custodialTransfers'>['list'][number];

/** Deposits and withdrawals a page (GET /balance/transfers). */
export const TRANSFERS_PAGE_SIZE = 20;

/** How many pages of TRANSFERS_PAGE_SIZE hold `total` transfers (one, empty, when there are none). */
export function transferPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / TRANSFERS_PAGE_SIZE));
}

/** A deposit adds to the wallet, a withdrawal takes from it: the sign shown before the amount. */
export function transferSign(transfer: Pick<Transfer, 'type'>): '+' | '−' {
  return transfer.type === 'deposit' ? '+' : '−';
}

/**
 * Where the transaction can be seen: the server's page when it names one (market-sim's tx view of
 * its local chains), else the chain's public explorer.
 */
export function transferTxUrl(transfer: Pick<Transfer, 'chain' | 'tx_hash' | 'tx_url'>): string {
  return transfer.tx_url ?? `${CHAINS[transfer.chain].explorerUrl}/tx/${encodeURIComponent(transfer.tx_hash)}`;
}
