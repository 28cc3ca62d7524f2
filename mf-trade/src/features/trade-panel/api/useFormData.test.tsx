import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenInfo } from '@nova/shared-contracts';
import { useFormData } from './useTradeData';
import type { TradeData } from './useTradeData';

// Only the fields useFormData reads; the rest of token info does not matter here.
const token = { chain: 'solana', address: 'T', symbol: 'TKN', decimals: 6, current_price: 0.5, market_cap: 500_000, liquidity: 20_000, price_change_24h: 1, security_info: {} } as unknown as TokenInfo;
const live = (patch: Partial<TokenInfo>, priceUsd = '0.5'): TradeData => ({ token: { ...token, ...patch }, priceUsd, assets: null });

describe('useFormData', () => {
  it('market mode: a price push (new token info, new price) keeps the form data, without the price', () => {
    const { result, rerender } = renderHook(({ data }) => useFormData(data, false), { initialProps: { data: live({}) } });
    const first = result.current;
    expect(first).toMatchObject({ token: { symbol: 'TKN' }, priceUsd: null, assets: null });
    rerender({ data: live({ current_price: 0.51, market_cap: 510_000, liquidity: 21_000, price_change_24h: 3 }, '0.51') });
    expect(result.current).toBe(first);
  });

  it('market mode: what the form reads (symbol, decimals, security, liquidity crossing the warning line) gives new data', () => {
    const { result, rerender } = renderHook(({ data }) => useFormData(data, false), { initialProps: { data: live({}) } });
    const first = result.current;
    rerender({ data: live({ liquidity: 900 }) });
    expect(result.current).not.toBe(first);
    expect(result.current?.token.liquidity).toBe(900);
    const low = result.current;
    rerender({ data: live({ symbol: 'NEW', liquidity: 900 }) });
    expect(result.current).not.toBe(low);
    expect(result.current?.token.symbol).toBe('NEW');
  });

  it('limit mode: the live token and price, changing with each push', () => {
    const { result, rerender } = renderHook(({ data }) => useFormData(data, true), { initialProps: { data: live({}) } });
    expect(result.current?.priceUsd).toBe('0.5');
    rerender({ data: live({ current_price: 0.51, market_cap: 510_000 }, '0.51') });
    expect(result.current).toMatchObject({ priceUsd: '0.51', token: { market_cap: 510_000 } });
  });

  it('nothing before the data is loaded', () => {
    const { result } = renderHook(() => useFormData(undefined, false));
    expect(result.current).toBeUndefined();
  });
});
