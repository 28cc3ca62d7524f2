import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import { AUTO_SLIPPAGE_MAX, autoSlippage, orderSlippage } from './slippage';

const auto = defaultChainPresets('solana').presetMap.P1.BUY;

describe('Auto slippage from the quote', () => {
  it('covers the price impact with a margin: a 1 SOL buy on an $18.7k pool (1.58 %) sends 2.48 %, not 0.3 %', () => {
    expect(auto.slippage).toBe('auto');
    expect(orderSlippage(auto, 1.58)).toEqual({ ok: true, slippage: 0.0248 });
  });
  it('half a point where the order does not move the price', () => {
    expect(autoSlippage(0)).toEqual({ ok: true, slippage: 0.005 });
    expect(autoSlippage(-1)).toEqual({ ok: true, slippage: 0.005 });
  });
  it('refuses above 20 % (an impact over 15.6 %) rather than send it', () => {
    expect(autoSlippage(15.5)).toEqual({ ok: true, slippage: 0.1988 });
    expect(autoSlippage(16)).toEqual({ ok: false, impactPercent: 16 });
    expect(AUTO_SLIPPAGE_MAX).toBe(0.2);
  });
  it('a chosen slippage is sent as chosen; Auto without a quote is 0.3 %', () => {
    expect(orderSlippage({ ...auto, slippage: 0.15 }, 30)).toEqual({ ok: true, slippage: 0.15 });
    expect(orderSlippage(auto, null)).toEqual({ ok: true, slippage: 0.003 });
  });
});
