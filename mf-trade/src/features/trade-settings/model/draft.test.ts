import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import { customSlippageText, firstError, initialDraft, selectedChip, settingsReducer, shownSide, sideFindings } from './draft';
import type { SettingsAction, SettingsDraft } from './draft';

const start = () => initialDraft('solana', defaultChainPresets('solana'));
const run = (...actions: SettingsAction[]) => actions.reduce<SettingsDraft>(settingsReducer, start());

describe('settingsReducer', () => {
  it('choosing a preset makes it active and edits only that preset and side', () => {
    const draft = run({ type: 'preset', id: 'P2' }, { type: 'side', side: 'SELL' }, { type: 'slippageChip', chip: 15 });
    expect(draft.presets.activePresetId).toBe('P2');
    expect(draft.presets.presetMap.P2.SELL.slippage).toBe(0.15);
    expect(draft.presets.presetMap.P2.BUY.slippage).toBe('auto');
    expect(draft.presets.presetMap.P1.SELL.slippage).toBe('auto');
    expect(selectedChip(draft)).toBe(15);
  });

  it('a valid custom slippage is stored as a fraction; an erroneous one keeps the last valid value and blocks saving', () => {
    const valid = run({ type: 'slippageText', text: '7.5%' });
    expect(shownSide(valid).slippage).toBe(0.075);
    expect(selectedChip(valid)).toBeNull();
    const invalid = settingsReducer(valid, { type: 'slippageText', text: '0.05' });
    expect(customSlippageText(invalid)).toBe('0.05');
    expect(shownSide(invalid).slippage).toBe(0.075);
    expect(sideFindings(invalid, 'P1', 'BUY').slippage).toEqual({ level: 'error', key: 'slip-min' });
    expect(firstError(invalid)).toEqual({ id: 'P1', side: 'BUY' });
    expect(firstError(settingsReducer(invalid, { type: 'slippageChip', chip: 'auto' }))).toBeNull();
  });

  it('clearing the custom slippage means auto', () => {
    const draft = run({ type: 'slippageText', text: '3' }, { type: 'slippageText', text: '' });
    expect(shownSide(draft).slippage).toBe('auto');
    expect(selectedChip(draft)).toBe('auto');
  });

  it('shows a saved non-chip slippage as custom text', () => {
    const presets = defaultChainPresets('solana');
    presets.presetMap.P1.BUY.slippage = 0.03;
    expect(customSlippageText(initialDraft('solana', presets))).toBe('3');
  });

  it('speed chips are ignored while MEV is on', () => {
    const draft = run({ type: 'mev', on: true }, { type: 'speed', mode: 'market' });
    expect(shownSide(draft).priorityFee.mode).toBe('mev-super-fast');
    expect(shownSide(run({ type: 'speed', mode: 'super-fast' })).priorityFee.mode).toBe('super-fast');
  });

  it('a custom fee above 2 is an error found even on another preset', () => {
    const draft = run({ type: 'preset', id: 'P3' }, { type: 'feeValue', value: '2.5' }, { type: 'preset', id: 'P1' });
    expect(firstError(draft)).toEqual({ id: 'P3', side: 'BUY' });
  });

  it('reset restores the shown preset only', () => {
    const edited = run({ type: 'mev', on: true }, { type: 'mevFee', value: '0.01' }, { type: 'preset', id: 'P2' }, { type: 'slippageText', text: '0.01' }, { type: 'side', side: 'SELL' }, { type: 'simulatedSell', on: true });
    const reset = settingsReducer(edited, { type: 'reset' });
    expect(reset.presets.presetMap.P2).toEqual(defaultChainPresets('solana').presetMap.P2);
    expect(firstError(reset)).toBeNull();
    expect(reset.presets.presetMap.P1.BUY).toMatchObject({ isMev: true, mevFee: '0.01' });
  });
});
