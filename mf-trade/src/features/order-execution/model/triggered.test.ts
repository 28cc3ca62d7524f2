import { describe, expect, it } from 'vitest';
import { triggeredText } from './triggered';

describe('triggeredText', () => {
  it('names a trailing stop that fired as a trailing stop, not a limit order', () => {
    expect(triggeredText({ order_type: 3, errorCode: 0 })).toEqual({ key: 'trade.toast.triggered', kindKey: 'trade.orders.trailingStop', code: 0 });
    expect(triggeredText({ order_type: 0, errorCode: 0 }).kindKey).toBe('trade.orderType.limit');
  });
});
