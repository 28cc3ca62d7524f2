import { describe, expect, it } from 'vitest';
import type { QuickTradeRequest } from '@nova/shared-contracts';
import { quickBuyFinding, quickDecision } from './quickOrder';
import type { QuickContext } from './quickOrder';

const request = (over: Partial<QuickTradeRequest> = {}): QuickTradeRequest => ({ id: 'r1', chain: 'solana', address: 'T', side: 'buy', source: 'test', at: 1_000, ...over });
const context: QuickContext = { signedIn: true, signsOnChain: true, amountPrecision: 4, tokenDecimals: 6, nativeBalance: '1', tokenBalance: '300', defaultAmount: '0.1' };

describe('quick buy and sell (spec 1 §4, §5)', () => {
  it('nothing on a chain the login\'s wallet cannot sign on (a Phantom login on an EVM chain)', () => {
    expect(quickDecision(request(), { ...context, signsOnChain: false })).toEqual({ kind: 'error', key: 'wallet-chain' });
    expect(quickDecision(request({ side: 'sell', percent: 50 }), { ...context, signsOnChain: false })).toEqual({ kind: 'error', key: 'wallet-chain' });
  });
  it('a visitor gets the login drawer', () => expect(quickDecision(request(), { ...context, signedIn: false })).toEqual({ kind: 'login' }));
  it('a buy uses the status-bar amount unless the request names one, floored', () => {
    expect(quickDecision(request(), context)).toEqual({ kind: 'order', amount: '0.1' });
    expect(quickDecision(request({ amount: '0.123456' }), context)).toEqual({ kind: 'order', amount: '0.1234' });
  });
  it('min-amount below 0.0001; gatelayer bounds', () => {
    expect(quickDecision(request({ amount: '0.00005' }), context)).toEqual({ kind: 'error', key: 'min-amount' });
    expect(quickDecision(request({ chain: 'gatelayer', amount: '0.005' }), context)).toEqual({ kind: 'error', key: 'market-low' });
    expect(quickDecision(request({ chain: 'gatelayer', amount: '400' }), { ...context, nativeBalance: '1000' })).toEqual({ kind: 'error', key: 'market-exceed' });
  });
  it('zero native balance opens the deposit dialog; above the balance is ins-bal', () => {
    expect(quickDecision(request(), { ...context, nativeBalance: '0' })).toEqual({ kind: 'deposit' });
    expect(quickDecision(request({ amount: '2' }), context)).toEqual({ kind: 'error', key: 'ins-bal' });
  });
  it('a sell takes a percent of the balance; 100 or more sells all', () => {
    expect(quickDecision(request({ side: 'sell', percent: 50 }), context)).toEqual({ kind: 'order', amount: '150' });
    expect(quickDecision(request({ side: 'sell', percent: 150 }), { ...context, tokenBalance: '300.1234567' })).toEqual({ kind: 'order', amount: '300.1234567' });
  });
  it('a sell with nothing held is failed-seinits', () => expect(quickDecision(request({ side: 'sell', percent: 50 }), { ...context, tokenBalance: '0' })).toEqual({ kind: 'error', key: 'failed-seinits' }));
  it('chains with trading off refuse', () => expect(quickDecision(request({ chain: 'polygon' }), context)).toEqual({ kind: 'error', key: 'trading-off' }));
});

describe('quickBuyFinding', () => {
  it('a quick buy needs at least 0.0001 of the native coin (min-amount) and the gatelayer bounds', () => {
    expect(quickBuyFinding('solana', '0.00009')).toBe('min-amount');
    expect(quickBuyFinding('solana', '0.0001')).toBeNull();
    expect(quickBuyFinding('gatelayer', '0.005')).toBe('market-low');
    expect(quickBuyFinding('gatelayer', '351')).toBe('market-exceed');
  });
});
