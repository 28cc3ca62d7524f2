import type { EvmTransaction } from '@nova/shared-contracts';

const MAX_UINT256 = 'f'.repeat(64);

/** ERC-20 `approve(spender, max)` calldata (selector 0x095ea7b3). */
export function approveCalldata(spender: string): string {
  const address = spender.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(address)) throw new Error(`not an EVM address: ${spender}`);
  return `0x095ea7b3${address.padStart(64, '0')}${MAX_UINT256}`;
}

/** The approve transaction a quote asks for (`need_approved` 1, EVM): to the token sold, for the router. */
export function approveTransaction(quote: { need_approved: number; approve_address: string; from_token: string }, chainId: number): EvmTransaction | undefined {
  if (quote.need_approved !== 1 || !quote.from_token || !quote.approve_address) return undefined;
  return { to: quote.from_token, data: approveCalldata(quote.approve_address), value: '0', chainId };
}
