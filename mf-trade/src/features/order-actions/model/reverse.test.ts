import { describe, expect, it } from 'vitest';
import { reversedOrder } from './reverse';

describe('reversedOrder', () => {
  it('turns a buy into a sell of the tokens it buys at the target, and back', () => {
    // 0.5 SOL at $200 = $100 buys 50,000 tokens at $0.002.
    expect(reversedOrder({ side: 'buy', quote_investment: '0.5', target_price_usd: '0.002' }, 200)).toEqual({ side: 'sell', quote_investment: '50000', target_price_usd: '0.002' });
    expect(reversedOrder({ side: 'sell', quote_investment: '50000', target_price_usd: '0.002' }, 200)).toEqual({ side: 'buy', quote_investment: '0.5', target_price_usd: '0.002' });
  });

  it('keeps 6 significant digits, rounded down, and tiny prices without float noise', () => {
    expect(reversedOrder({ side: 'buy', quote_investment: '1', target_price_usd: '0.0000003' }, 150)).toEqual({ side: 'sell', quote_investment: '500000000', target_price_usd: '0.0000003' });
    expect(reversedOrder({ side: 'buy', quote_investment: '1', target_price_usd: '3' }, 200)?.quote_investment).toBe('66.6666');
  });

  it('gives nothing without a native price or with an empty order', () => {
    expect(reversedOrder({ side: 'buy', quote_investment: '0.5', target_price_usd: '0.002' }, 0)).toBeNull();
    expect(reversedOrder({ side: 'buy', quote_investment: '0', target_price_usd: '0.002' }, 200)).toBeNull();
    expect(reversedOrder({ side: 'sell', quote_investment: '5', target_price_usd: 'x' }, 200)).toBeNull();
  });
});
