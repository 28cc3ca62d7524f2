import { describe, expect, it } from 'vitest';
import { canConvert, confirmGate, convertPayload, convertReducer, estimatedGas, feePollMs, initialConvert } from './convertForm';

describe('convert form', () => {
  it('keeps digits, one dot and two decimals; a leading dot becomes 0.', () => {
    let state = initialConvert('bsc');
    state = convertReducer(state, { type: 'amount', raw: '.5' });
    expect(state.amount).toBe('0.5');
    state = convertReducer(state, { type: 'amount', raw: '12a.3.456' });
    expect(state.amount).toBe('12.34');
  });

  it('Max fills the available balance floored to 2 decimals', () => {
    expect(convertReducer(initialConvert('eth'), { type: 'max', available: '15.678' }).amount).toBe('15.67');
    expect(convertReducer(initialConvert('eth'), { type: 'max', available: '0' }).amount).toBe('0');
  });

  it('the Convert button needs a non-zero amount and no errors', () => {
    expect(canConvert('0', [])).toBe(false);
    expect(canConvert('0.00', [])).toBe(false);
    expect(canConvert('', [])).toBe(false);
    expect(canConvert('1', [])).toBe(true);
    expect(canConvert('1', [{ kind: 'insufficient', symbol: 'USDT' }])).toBe(false);
  });

  it('cancel returns to the form, close resets everything', () => {
    let state = convertReducer(initialConvert('bsc'), { type: 'amount', raw: '5' });
    state = convertReducer(state, { type: 'next' });
    expect(state.step).toBe('confirm');
    expect(convertReducer(state, { type: 'back' })).toEqual({ step: 'form', chain: 'bsc', amount: '5' });
    expect(convertReducer(state, { type: 'reset', chain: 'eth' })).toEqual(initialConvert('eth'));
  });

  it('estimated gas is deposit_fee in native units, plus 0.00089088 on Solana', () => {
    expect(estimatedGas('bsc', '60000000000000')).toBe('0.00006');
    expect(estimatedGas('solana', '5000')).toBe('0.00089588');
    expect(estimatedGas('eth', '1000000000000000000')).toBe('1');
  });

  it('the estimate polls every 5 s until an estimate fails', () => {
    expect(feePollMs(false)).toBe(5000);
    expect(feePollMs(true)).toBe(0);
  });

  it('Confirm needs the native balance to exceed the estimated gas', () => {
    expect(confirmGate('bsc', undefined, '1')).toEqual({ kind: 'estimating' });
    expect(confirmGate('bsc', '60000000000000', '0.00006')).toEqual({ kind: 'insufficientNative', gas: '0.00006' });
    expect(confirmGate('bsc', '60000000000000', '0.0000601')).toEqual({ kind: 'ready', gas: '0.00006' });
    expect(confirmGate('solana', '5000', '0.0008')).toEqual({ kind: 'insufficientNative', gas: '0.00089588' });
  });

  it('builds the spec payload with the chain token', () => {
    const state = convertReducer(initialConvert('eth'), { type: 'amount', raw: '3.5' });
    expect(convertPayload(state, '0xabc', 'b1')).toEqual({ address: '0xabc', chain: 'eth', token_address: '0xdac17f958d2ee523a2206206994597c13d831ec7', token_amount: '3.5', token_symbol: 'USDT', token_decimal: 6, broker_uid: 'b1' });
  });
});
