import { describe, expect, it } from 'vitest';
import { defaultChainPresets, readChainPresets, tradePresetsPref } from './presets';

describe('trade presets per chain', () => {
  it('defaults to P1, fast priority fee and auto slippage, with the chain quick amounts', () => {
    const presets = defaultChainPresets('solana');
    expect(presets.activePresetId).toBe('P1');
    expect(presets.presetMap.P2.BUY).toEqual({ slippage: 'auto', isMev: false, priorityFee: { mode: 'fast', value: '' }, mevFee: '', simulatedSell: false });
    expect(presets.quickAmounts.slice(0, 4)).toEqual(['0.01', '0.1', '0.5', '1']);
    expect(defaultChainPresets('gatelayer').quickAmounts).toEqual(['0.1', '0.5', '1', '5']);
    expect(defaultChainPresets('base').quickAmounts.slice(0, 4)).toEqual(['0.01', '0.02', '0.5', '1']);
  });
  it('reads saved presets, and falls back to the defaults for anything malformed', () => {
    const saved = { ...defaultChainPresets('bsc'), activePresetId: 'P3' };
    expect(readChainPresets('bsc', saved).activePresetId).toBe('P3');
    expect(readChainPresets('bsc', { ...saved, activePresetId: 'P9' }).activePresetId).toBe('P1');
    expect(readChainPresets('bsc', 'garbage')).toEqual(defaultChainPresets('bsc'));
  });
  it('keeps them per chain', () => {
    expect(tradePresetsPref('eth')).toBe('trade.presets.eth');
  });
});
