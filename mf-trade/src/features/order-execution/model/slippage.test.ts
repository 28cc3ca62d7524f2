import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import { orderSlippage } from './slippage';

const auto = defaultChainPresets('solana').presetMap.P1.BUY;

describe('the slippage a market order sends', () => {
  it('Auto covers the quote\'s price impact with a margin: a 1 SOL buy on an $18.7k pool (1.58 %) sends 2.48 %, not 0.3 %', () => {
    expect(auto.slippage).toBe('auto');
    expect(orderSlippage(auto, 1.58)).toEqual({ ok: true, slippage: 0.0248 });
  });
  it('Auto over 20 % is refused rather than sent', () => {
    expect(orderSlippage(auto, 16)).toEqual({ ok: false, impactPercent: 16 });
  });
  it('a chosen slippage is sent as chosen; Auto without a quote is 0.3 %', () => {
    expect(orderSlippage({ ...auto, slippage: 0.15 }, 30)).toEqual({ ok: true, slippage: 0.15 });
    expect(orderSlippage(auto, null)).toEqual({ ok: true, slippage: 0.003 });
  });
});
