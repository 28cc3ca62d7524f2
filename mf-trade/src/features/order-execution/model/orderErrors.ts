import { CLIENT_ERRORS, ORDER_ERRORS, RISK_CODE } from '@nova/shared-contracts';

/** The order codes of spec 1 §8 that have their own message. */
export const ORDER_ERROR_CODES = Object.keys(ORDER_ERRORS).map(Number) as Array<keyof typeof ORDER_ERRORS>;

export type OrderErrorText =
  /** The message of a known order code: `trade.code.<code>`. */
  | { kind: 'code'; key: `trade.code.${keyof typeof ORDER_ERRORS}` }
  /** An unknown code: the code followed by "trade failed". */
  | { kind: 'unknown'; code: number }
  /** A network failure: the order may or may not have been placed; it is never sent again by itself. */
  | { kind: 'network' }
  /** 407001: the host opens the safety-tip modal; no toast. User-cancelled: silent. */
  | { kind: 'silent' };

/** What to say about an order that failed with `code` (spec 1 §8). */
export function orderErrorText(code: number): OrderErrorText {
  if (code === RISK_CODE || code === CLIENT_ERRORS.userCancelled || code === 4001) return { kind: 'silent' };
  if (code === CLIENT_ERRORS.network || code === CLIENT_ERRORS.timeout) return { kind: 'network' };
  if (code in ORDER_ERRORS) return { kind: 'code', key: `trade.code.${code as keyof typeof ORDER_ERRORS}` };
  return { kind: 'unknown', code };
}
