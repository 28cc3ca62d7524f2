import { describe, expect, it } from 'vitest';
import type { SideSettings } from '@nova/shared-contracts';
import { afterFeeBlur, feeFinding, fractionOf, mevMinTip, percentText, slippageFinding, withCustomFee, withMev } from './rules';

const side = (over: Partial<SideSettings> = {}): SideSettings => ({ slippage: 'auto', isMev: false, priorityFee: { mode: 'fast', value: '' }, mevFee: '', simulatedSell: false, ...over });

describe('slippageFinding (spec 1 §5)', () => {
  it.each([
    ['0.09', { level: 'error', key: 'slip-min' }],
    ['0', { level: 'error', key: 'slip-min' }],
    ['100.01', { level: 'error', key: 'slip-max' }],
    ['0.1', { level: 'warning', key: 'slip-low' }],
    ['4.99', { level: 'warning', key: 'slip-low' }],
    ['50.01', { level: 'warning', key: 'slip-high' }],
    ['100', { level: 'warning', key: 'slip-high' }],
  ])('%s %% gives %o', (text, finding) => {
    expect(slippageFinding(text)).toEqual(finding);
  });

  it.each(['5', '12.5', '50', ''])('%s %% is fine', (text) => {
    expect(slippageFinding(text)).toBeNull();
  });
});

describe('feeFinding', () => {
  it('rejects a fee above 2 of the native coin (prio-max), MEV or not', () => {
    expect(feeFinding('2.0001', false, 'solana')).toEqual({ level: 'error', key: 'prio-max' });
    expect(feeFinding('3', true, 'bsc')).toEqual({ level: 'error', key: 'prio-max' });
    expect(feeFinding('2', false, 'solana')).toBeNull();
  });

  it('with MEV on, a value below the chain minimum tip is only a warning (prio-min)', () => {
    expect(feeFinding('0.00005', true, 'solana')).toEqual({ level: 'warning', key: 'prio-min' });
    expect(feeFinding('0.00005', false, 'solana')).toBeNull();
    expect(feeFinding('0.0001', true, 'solana')).toBeNull();
    expect(feeFinding('0.00005', true, 'bsc')).toBeNull();
    expect(mevMinTip('gatelayer').toFixed()).toBe('0.001');
  });
});

describe('fee mode transitions (spec 1 §4)', () => {
  it('MEV on sets mev-super-fast and off sets fast, dropping a custom fee', () => {
    const on = withMev(side({ priorityFee: { mode: 'custom', value: '0.5' } }), true);
    expect(on).toMatchObject({ isMev: true, priorityFee: { mode: 'mev-super-fast', value: '' } });
    expect(withMev(on, false)).toMatchObject({ isMev: false, priorityFee: { mode: 'fast', value: '' } });
  });

  it('typing a fee sets custom; blurring empty or zero reverts to the base mode', () => {
    expect(withCustomFee(side(), '0.2').priorityFee).toEqual({ mode: 'custom', value: '0.2' });
    expect(afterFeeBlur(withCustomFee(side(), '0.2')).priorityFee.mode).toBe('custom');
    expect(afterFeeBlur(withCustomFee(side(), '0.00')).priorityFee).toEqual({ mode: 'fast', value: '' });
    expect(afterFeeBlur(withCustomFee(side({ isMev: true }), '')).priorityFee).toEqual({ mode: 'mev-super-fast', value: '' });
    expect(afterFeeBlur(side({ priorityFee: { mode: 'market', value: '' } })).priorityFee.mode).toBe('market');
  });
});

describe('percent and fraction', () => {
  it('converts without binary float noise', () => {
    expect(fractionOf('15')).toBe(0.15);
    expect(percentText(0.03)).toBe('3');
    expect(percentText(0.075)).toBe('7.5');
  });
});
