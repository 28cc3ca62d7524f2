import { describe, expect, it } from 'vitest';
import { isChainAddress } from '@nova/shared-contracts';
import { canWithdraw, initialWithdraw, minimumWithdraw, profileWithdrawEnabled, reachesRiskLimit, receivedAmount, withdrawAmountForChain, withdrawErrors, withdrawPayload, withdrawReducer } from './withdrawForm';
import type { WithdrawContext } from './withdrawForm';

const OWN_EVM = '0x1111111111111111111111111111111111111111';
const OTHER_EVM = '0x2222222222222222222222222222222222222222';
const OWN_SOL = '4Nd1mYQzvgV8Vr3Z3nYb7pY3gU6t8xHvuWm5aXGQmYbR';
const context: WithdrawContext = { once: '1000', day: '2000', withdrawnToday: '0', ownAddress: OWN_EVM };

describe('withdraw minimum and balance', () => {
  it('minimum is the base minimum plus the chain fee', () => {
    expect(minimumWithdraw('2', '0.5')).toBe('2.5');
    expect(minimumWithdraw('10', '5')).toBe('15');
  });

  it('what arrives is the amount less the chain fee', () => {
    expect(receivedAmount('10', '5')).toBe('5');
    expect(receivedAmount('2.5', '0.35')).toBe('2.15');
  });

  it('zero passes, below the minimum fails, above the balance fails', () => {
    const rules = { minimum: '2.5', available: '100' };
    expect(withdrawErrors({ chain: 'bsc', amount: '0', address: '' }, rules)).toEqual([]);
    expect(withdrawErrors({ chain: 'bsc', amount: '2.49', address: '' }, rules)).toEqual([{ kind: 'minimum', minimum: '2.5', symbol: 'USDT' }]);
    expect(withdrawErrors({ chain: 'bsc', amount: '2.5', address: '' }, rules)).toEqual([]);
    expect(withdrawErrors({ chain: 'bsc', amount: '100.01', address: '' }, rules)).toEqual([{ kind: 'insufficient', symbol: 'USDT' }]);
  });

  it('the address must be valid for the chain', () => {
    const rules = { minimum: '2.5', available: '100' };
    expect(withdrawErrors({ chain: 'eth', amount: '5', address: OWN_SOL }, rules)).toEqual([{ kind: 'invalidAddress', chain: 'eth' }]);
    expect(withdrawErrors({ chain: 'solana', amount: '5', address: OTHER_EVM }, rules)).toEqual([{ kind: 'invalidAddress', chain: 'solana' }]);
    expect(isChainAddress('solana', OWN_SOL)).toBe(true);
    expect(isChainAddress('solana', '0OIl')).toBe(false);
    expect(isChainAddress('bsc', OTHER_EVM.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isChainAddress('bsc', '0x123')).toBe(false);
  });

  it('the button needs an amount, an address and no errors', () => {
    expect(canWithdraw({ amount: '5', address: OTHER_EVM }, [])).toBe(true);
    expect(canWithdraw({ amount: '0', address: OTHER_EVM }, [])).toBe(false);
    expect(canWithdraw({ amount: '5', address: '' }, [])).toBe(false);
    expect(canWithdraw({ amount: '5', address: OTHER_EVM }, [{ kind: 'insufficient', symbol: 'USDT' }])).toBe(false);
  });
});

describe('risk-limit lock', () => {
  it('reaching the single limit or the daily limit with today counts', () => {
    expect(reachesRiskLimit('999.99', context)).toBe(false);
    expect(reachesRiskLimit('1000', context)).toBe(true);
    expect(reachesRiskLimit('500', { ...context, withdrawnToday: '1500' })).toBe(true);
    expect(reachesRiskLimit('499.99', { ...context, withdrawnToday: '1500' })).toBe(false);
    expect(reachesRiskLimit('0', { ...context, once: '0' })).toBe(false);
  });

  it('locks nothing while the limits are unknown, and judges the typed amount once they arrive', () => {
    const unknown = { ...context, once: undefined, day: undefined, withdrawnToday: undefined };
    let state = withdrawReducer(initialWithdraw('bsc', OWN_EVM), { type: 'amount', raw: '10', context: unknown });
    state = withdrawReducer(state, { type: 'address', address: OTHER_EVM });
    expect(state).toMatchObject({ amount: '10', address: OTHER_EVM, lock: 'none' });
    expect(withdrawReducer(state, { type: 'limits', context })).toMatchObject({ address: OTHER_EVM, lock: 'none' });
    const big = withdrawReducer(initialWithdraw('bsc', OWN_EVM), { type: 'amount', raw: '1500', context: unknown });
    expect(withdrawReducer(big, { type: 'limits', context })).toMatchObject({ address: OWN_EVM, lock: 'riskLimit' });
  });

  it('forces the own address and locks it until the network changes or the dialog closes', () => {
    let state = withdrawReducer(initialWithdraw('bsc', OWN_EVM), { type: 'address', address: OTHER_EVM });
    state = withdrawReducer(state, { type: 'amount', raw: '1000', context });
    expect(state).toMatchObject({ address: OWN_EVM, lock: 'riskLimit' });
    expect(withdrawReducer(state, { type: 'address', address: OTHER_EVM }).address).toBe(OWN_EVM);
    state = withdrawReducer(state, { type: 'amount', raw: '5', context });
    expect(state.lock).toBe('riskLimit');
    const changed = withdrawReducer(state, { type: 'chain', chain: 'eth', ownAddress: OWN_EVM });
    expect(changed).toMatchObject({ lock: 'none', address: '', amount: '5' });
    expect(withdrawReducer(state, { type: 'reset', chain: 'bsc', ownAddress: OWN_EVM })).toEqual(initialWithdraw('bsc', OWN_EVM));
  });

  it('Max can trigger the lock too', () => {
    const state = withdrawReducer(initialWithdraw('bsc', OWN_EVM), { type: 'max', available: '1500.555', context });
    expect(state).toMatchObject({ amount: '1500.55', lock: 'riskLimit', address: OWN_EVM });
  });
});

describe('Solana network', () => {
  it('locks the address to the own one', () => {
    const state = initialWithdraw('solana', OWN_SOL);
    expect(state).toMatchObject({ address: OWN_SOL, lock: 'solana' });
    expect(withdrawReducer(state, { type: 'address', address: 'x' }).address).toBe(OWN_SOL);
    expect(withdrawReducer(state, { type: 'chain', chain: 'bsc', ownAddress: OWN_EVM }).lock).toBe('none');
  });

  it('floors the amount to 9 decimals on Solana only', () => {
    expect(withdrawAmountForChain('solana', '1.1234567891')).toBe('1.123456789');
    expect(withdrawAmountForChain('bsc', '1.1234567891')).toBe('1.1234567891');
    const payload = withdrawPayload({ ...initialWithdraw('solana', OWN_SOL), amount: '12.5' }, OWN_SOL, undefined);
    expect(payload).toEqual({ address: OWN_SOL, chain: 'solana', to_address: OWN_SOL, token_address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', token_amount: '12.5', token_symbol: 'USDT', token_decimal: 6 });
  });
});

describe('profile withdraw', () => {
  it('disabled when the perp total is 0 or the wallet balance is 0 or less', () => {
    expect(profileWithdrawEnabled('10', '5')).toBe(true);
    expect(profileWithdrawEnabled('0', '5')).toBe(false);
    expect(profileWithdrawEnabled('10', '0')).toBe(false);
    expect(profileWithdrawEnabled('10', '-1')).toBe(false);
  });
});
