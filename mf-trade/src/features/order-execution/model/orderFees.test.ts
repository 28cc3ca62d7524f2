import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import type { PriorityFeeMode, SideSettings } from '@nova/shared-contracts';
import { orderFees, speedPriorityFee } from './orderFees';
import type { GasInfo } from './orderFees';

// The sim's starting tiers: Solana in micro-lamports per compute unit, eth in wei per gas.
const solanaGas: GasInfo = { chain: 'solana', chain_type: 'solana', low: '10000', avg: '100000', fast: '1000000', native_coin_price: '150' };
const ethGas: GasInfo = { chain: 'eth', chain_type: 'evm', low: '500000000', avg: '1000000000', fast: '2000000000', base_fee: '12000000000', native_coin_price: '3000' };
const base = defaultChainPresets('solana').presetMap.P1.BUY;
const speed = (mode: PriorityFeeMode, over: Partial<SideSettings> = {}): SideSettings => ({ ...base, priorityFee: { mode, value: '' }, ...over });
const market = { gas: solanaGas, mevTipSol: '0.0001' };

describe('the fees an order sends', () => {
  it('each speed sends its tier of the gas price list, Super fast more than Fast more than Market', () => {
    const fee = (mode: PriorityFeeMode) => Number(orderFees('solana', speed(mode), market).priorityFee);
    expect(fee('market')).toBe(0.000002);
    expect(fee('fast')).toBe(0.00002);
    expect(fee('super-fast')).toBe(0.0002);
    expect(fee('super-fast')).toBeGreaterThan(fee('fast'));
  });
  it('EVM: the tier in wei per gas times a swap gas', () => expect(speedPriorityFee('eth', 'super-fast', ethGas).toFixed()).toBe('0.0003'));
  it('a custom fee is sent as typed; nothing for a speed until the gas prices are in', () => {
    expect(orderFees('solana', speed('custom', { priorityFee: { mode: 'custom', value: '0.005' } }), market).priorityFee).toBe('0.005');
    expect(orderFees('solana', speed('fast'), { gas: null, mevTipSol: null }).priorityFee).toBe('');
  });
  it('MEV on: the tip typed, else the fetched MEV price (Solana) or the chain minimum (EVM); off: no tip', () => {
    const mev = speed('mev-super-fast', { isMev: true, mevFee: '' });
    expect(orderFees('solana', mev, market)).toEqual({ priorityFee: '0.0002', tip: '0.0001' });
    expect(orderFees('solana', { ...mev, mevFee: '0.003' }, market).tip).toBe('0.003');
    expect(orderFees('eth', mev, { gas: ethGas, mevTipSol: null }).tip).toBe('0.00001');
    expect(orderFees('solana', speed('fast', { mevFee: '0.003' }), market).tip).toBe('');
  });
});
