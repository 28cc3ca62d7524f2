import { CHAINS } from '@nova/shared-contracts';
import type { TradeEvent } from '@nova/shared-contracts';
import { stripBidiControls } from '@nova/shared-ui';

/**
 * The columns of the trade export, for the user's own books. A machine format, the same in every
 * locale: English column names, UTC ISO 8601 times, amounts as the API's plain decimals (no
 * grouping, a dot), the fee in the chain's native coin.
 */
export const TRADE_CSV_COLUMNS = ['time_utc', 'chain', 'token_symbol', 'token_address', 'side', 'token_amount', 'native_amount', 'native_coin', 'price_usd', 'value_usd', 'fee', 'fee_coin', 'source', 'tx_hash', 'wallet_address'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text from outside (a token's symbol) that starts like a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it; bidi controls go too.
 */
export function csvField(value: string, fromOutside = false): string {
  let text = fromOutside ? stripBidiControls(value) : value;
  if (fromOutside && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The trades as a CSV document: a header row, then one row per trade as given (newest first), CRLF line ends. */
export function tradesCsv(trades: readonly TradeEvent[]): string {
  const rows = trades.map((t) => {
    const coin = CHAINS[t.chain].nativeSymbol;
    return [
      csvField(new Date(t.trade_timestamp).toISOString()),
      csvField(t.chain),
      csvField(t.token_symbol, true),
      csvField(t.token_address),
      csvField(t.side),
      csvField(String(t.amount)),
      csvField(String(t.native_amount)),
      csvField(coin),
      csvField(String(t.price_usd)),
      csvField(String(t.volume_usd)),
      csvField(t.fee === undefined ? '' : String(t.fee)),
      csvField(t.fee === undefined ? '' : coin),
      csvField(t.source),
      csvField(t.tx_hash),
      csvField(t.wallet_address),
    ].join(',');
  });
  return [TRADE_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** The export's file name: nova-trades-<UTC date>.csv. */
export function tradesCsvName(now: number): string {
  return `nova-trades-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
