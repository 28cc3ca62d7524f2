import Decimal from 'decimal.js';
import type { PerpChain, PerpFundStat } from '@nova/shared-contracts';

/** The perp account's available balance (USD) of the chain type a network deposits into; undefined while unknown. */
export function perpAvailable(stats: readonly PerpFundStat[] | undefined, chain: PerpChain): string | undefined {
  const row = stats?.find((stat) => stat.chain_type === (chain === 'solana' ? 'SOL' : 'EVM'));
  return row === undefined ? undefined : String(row.available);
}

/**
 * Whether a deposit of `amount` is in the perp account: its available balance `now` is at least
 * the one `before` the deposit plus the amount. Unknown balances say not yet (the notification
 * keeps counting down and asks again).
 */
export function depositCredited(before: string | undefined, now: string | undefined, amount: string): boolean {
  if (before === undefined || now === undefined) return false;
  return new Decimal(now).gte(new Decimal(before).plus(amount));
}
