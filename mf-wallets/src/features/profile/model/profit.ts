import Decimal from 'decimal.js';
import type { TokenProfit } from '@nova/shared-contracts';

export type ProfitPeriod = '1D' | '7D' | '30D';
export const PERIODS: readonly ProfitPeriod[] = ['1D', '7D', '30D'];

/** Sign of a decimal-string amount: drives the green/red tone of PnL figures. */
export function tone(value: string | number): 'up' | 'down' | undefined {
  const d = new Decimal(value);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : undefined;
}

export interface ProfitTotals {
  balanceUsd: string;
  realised: string;
  unrealised: string;
  total: string;
}

/** Column totals of the token rows, summed exactly in decimal. */
export function profitTotals(rows: readonly TokenProfit[]): ProfitTotals {
  const sum = (pick: (row: TokenProfit) => string | number) => rows.reduce((acc, row) => acc.plus(new Decimal(pick(row))), new Decimal(0)).toFixed();
  return { balanceUsd: sum((r) => r.balance_usd), realised: sum((r) => r.profile), unrealised: sum((r) => r.unrealized_profit), total: sum((r) => r.total_profit) };
}
