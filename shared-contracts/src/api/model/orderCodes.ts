// Trade constants of spec 1 §3: plain values, no schema, so code that only reads them (a chart's
// order lines in its first render) does not bring the limit order's schema and valibot with it.

/** Names of the native coin as a token address (our choice; the spec does not show it). */
export const NATIVE_TOKEN_ALIASES = ['', 'native', 'So11111111111111111111111111111111111111112', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] as const;

export function isNativeToken(address: string): boolean {
  return address === NATIVE_TOKEN_ALIASES[2] || (NATIVE_TOKEN_ALIASES as readonly string[]).includes(address.toLowerCase());
}

/** Order-list enumeration of spec 1 §3. */
export const ORDER_TYPES = { Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6, Cost: 7 } as const;
/** Order status codes of spec 1 §3. */
export const ORDER_STATUS = { Blacklist: -1, Failed: 0, Success: 1, Pending: 2, Processing: 3, Passed: 4, Unpassed: 5 } as const;
