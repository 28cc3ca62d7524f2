import { describe, expect, it } from 'vitest';
import { isChainAddress } from '@nova/shared-contracts';
import { amountDecimals, confirmSummary, initialWithdraw, quoteRequest, sanitizeAmount, transactionUrl, withdrawErrors, withdrawReducer, withdrawRequest, withdrawSummary } from './withdrawForm';
import { withdrawFailure } from './withdrawFailure';

const SOL_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('destination address per chain', () => {
  it('accepts a 32-byte base58 key on Solana and refuses other text', () => {
    expect(isChainAddress('solana', SOL_ADDRESS)).toBe(true);
    expect(isChainAddress('solana', '11111111111111111111111111111112')).toBe(true);
    expect(isChainAddress('solana', 'O0Il-not-base58')).toBe(false);
    expect(isChainAddress('solana', SOL_ADDRESS.slice(0, 20))).toBe(false);
    expect(isChainAddress('solana', EVM_ADDRESS)).toBe(false);
  });
  it('accepts 0x and 40 hex digits on EVM chains only', () => {
    expect(isChainAddress('bsc', EVM_ADDRESS)).toBe(true);
    expect(isChainAddress('gatelayer', EVM_ADDRESS.toLowerCase())).toBe(true);
    expect(isChainAddress('eth', EVM_ADDRESS.slice(0, 41))).toBe(false);
    expect(isChainAddress('base', SOL_ADDRESS)).toBe(false);
  });
});

describe('amount input', () => {
  it('keeps digits and one dot, turns a leading dot into 0. and caps the decimals', () => {
    expect(sanitizeAmount('.5', 9)).toBe('0.5');
    expect(sanitizeAmount('1.2.3', 9)).toBe('1.23');
    expect(sanitizeAmount('00012a', 9)).toBe('12');
    expect(sanitizeAmount('1,5', 9)).toBe('1.5');
    expect(sanitizeAmount('0.1234567891234', 9)).toBe('0.123456789');
    expect(sanitizeAmount('3.75', 0)).toBe('3');
  });
  it('allows the asset decimals, at most 9', () => {
    expect(amountDecimals(undefined, 'solana')).toBe(9);
    expect(amountDecimals({ decimals: 18 }, 'bsc')).toBe(9);
    expect(amountDecimals({ decimals: 6 }, 'bsc')).toBe(6);
  });
});

describe('withdraw reducer, errors and summary', () => {
  it('clears the address and asset on a chain change but keeps the amount', () => {
    let state = withdrawReducer(initialWithdraw('solana'), { type: 'address', address: `  ${SOL_ADDRESS} ` });
    expect(state.address).toBe(SOL_ADDRESS);
    state = withdrawReducer(withdrawReducer(state, { type: 'token', token: 'abc' }), { type: 'amount', raw: '1.5', decimals: 9 });
    const moved = withdrawReducer(state, { type: 'chain', chain: 'bsc' });
    expect(moved).toEqual({ chain: 'bsc', token: '', address: '', amount: '1.5' });
    expect(withdrawReducer(moved, { type: 'chain', chain: 'bsc' })).toBe(moved);
  });
  it('fills Max floored to the allowed decimals', () => {
    expect(withdrawReducer(initialWithdraw('bsc'), { type: 'max', balance: '1.123456789987', decimals: 6 }).amount).toBe('1.123456');
  });
  it('reports an invalid address for the chain and an amount above the balance; zero passes', () => {
    const state = { ...initialWithdraw('solana'), address: EVM_ADDRESS, amount: '11' };
    expect(withdrawErrors(state, '10')).toEqual({ address: 'invalidAddress', amount: 'insufficient' });
    expect(withdrawErrors({ ...state, address: SOL_ADDRESS, amount: '0' }, '10')).toEqual({});
    expect(withdrawErrors({ ...state, address: '', amount: '10' }, '10')).toEqual({});
  });
  it('enables Withdraw only with an amount above zero, an address and no error', () => {
    const ok = { ...initialWithdraw('solana'), address: SOL_ADDRESS, amount: '1.' };
    expect(withdrawSummary(ok, '10', 9)).toEqual({ amount: '1', canSubmit: true });
    expect(withdrawSummary({ ...ok, amount: '0' }, '10', 9).canSubmit).toBe(false);
    expect(withdrawSummary({ ...ok, address: '' }, '10', 9).canSubmit).toBe(false);
    expect(withdrawSummary({ ...ok, amount: '10.5' }, '10', 9).canSubmit).toBe(false);
  });
  it('sends chain, from, to, amount, asset and slippage 0.03', () => {
    const state = { ...initialWithdraw('solana'), address: SOL_ADDRESS, amount: '1' };
    expect(withdrawRequest(state, 'me', '1')).toEqual({ chain: 'solana', from_wallet: 'me', to_wallet: SOL_ADDRESS, token_amount: '1', token: '', slippage: 0.03 });
    expect(transactionUrl('bsc', '0xabc')).toBe('https://bscscan.com/tx/0xabc');
    expect(transactionUrl('bsc', '0xabc', 'http://127.0.0.1:4000/tx/bsc/0xabc')).toBe('http://127.0.0.1:4000/tx/bsc/0xabc');
  });
  it('refuses a mixed-case EVM address whose EIP-55 checksum is wrong (checksum), accepting all lower or all upper case', () => {
    const state = { ...initialWithdraw('eth'), amount: '1' };
    // The EIP's vector with the case of its last letter flipped.
    expect(withdrawErrors({ ...state, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, '10')).toEqual({ address: 'checksum' });
    expect(withdrawErrors({ ...state, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, '10')).toEqual({});
    expect(withdrawErrors({ ...state, address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }, '10')).toEqual({});
    expect(withdrawErrors({ ...state, address: EVM_ADDRESS }, '10')).toEqual({});
    expect(withdrawErrors({ ...state, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA' }, '10')).toEqual({ address: 'invalidAddress' });
  });
});

describe('confirm step', () => {
  it('quotes the request without the slippage and shows amount, fee, what arrives and the full address', () => {
    const request = withdrawRequest({ ...initialWithdraw('bsc'), address: EVM_ADDRESS }, '0xme', '0.5');
    expect(quoteRequest(request)).toEqual({ chain: 'bsc', from_wallet: '0xme', to_wallet: EVM_ADDRESS, token_amount: '0.5', token: '' });
    expect(confirmSummary(request, 'BNB', { chain: 'bsc', fee: '0.0001', fee_symbol: 'BNB', receive: '0.4999', receive_symbol: 'BNB' })).toEqual({
      chain: 'bsc', amount: '0.5', symbol: 'BNB', fee: '0.0001', feeSymbol: 'BNB', receive: '0.4999', receiveSymbol: 'BNB', address: EVM_ADDRESS,
    });
  });
});

describe('withdraw failure', () => {
  it('maps 5070 to the rent message, risk and cancel to silence, order codes to their text, else the server message', () => {
    expect(withdrawFailure(5070, 'x')).toEqual({ kind: 'rent' });
    expect(withdrawFailure(407001, 'risk')).toEqual({ kind: 'silent' });
    expect(withdrawFailure(-5, '')).toEqual({ kind: 'silent' });
    expect(withdrawFailure(-1, 'offline')).toEqual({ kind: 'network' });
    expect(withdrawFailure(1001, 'insufficient balance')).toEqual({ kind: 'code', code: 1001 });
    expect(withdrawFailure(400, 'invalid Solana address')).toEqual({ kind: 'message', message: 'invalid Solana address' });
    expect(withdrawFailure(500, ' ')).toEqual({ kind: 'generic' });
  });
});
