import { encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@nova/shared-contracts';
import { decodePerpError, decodeRevert } from './perpErrors';
import { VAULT_ERRORS_ABI } from './vaultAbi';

const solidity = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const;

describe('decodePerpError', () => {
  it('wallet codes: 4001 rejected, 4902 chain not added, USER_TIMEOUT', () => {
    expect(decodePerpError({ code: 4001, message: 'User rejected the request.' })).toEqual({ kind: 'rejected' });
    expect(decodePerpError(new Error('User rejected the request.'))).toEqual({ kind: 'rejected' });
    // the host's wallet service: a silent WalletError keyed wallet.rejected
    expect(decodePerpError(Object.assign(new Error('MetaMask: request rejected'), { key: 'wallet.rejected', silent: true }))).toEqual({ kind: 'rejected' });
    expect(decodePerpError(Object.assign(new Error('MetaMask: boom'), { key: 'wallet.rejected', silent: false }))).toMatchObject({ kind: 'unknown' });
    expect(decodePerpError({ code: 4902, message: 'Unrecognized chain' })).toEqual({ kind: 'chainNotAdded' });
    expect(decodePerpError({ code: 'USER_TIMEOUT' })).toEqual({ kind: 'timeout' });
    expect(decodePerpError(new Error('Blockhash not found'))).toEqual({ kind: 'timeout' });
  });

  it.each([
    [407003, 'validation'],
    [407014, 'validation'],
    [407015, 'withdraw'],
    [407017, 'withdraw'],
    [407018, 'deposit'],
    [407021, 'deposit'],
    [407022, 'system'],
    [407043, 'system'],
    [407046, 'unknown'],
    [409000, 'unknown'],
  ])('server code %i is in the %s group', (code, group) => {
    expect(decodePerpError(new ApiError(code, 'server says'))).toEqual({ kind: 'perp', code, group, message: 'server says' });
  });

  it('5070 asks for a larger amount (account rent)', () => {
    expect(decodePerpError(new ApiError(5070, 'rent'))).toEqual({ kind: 'accountRent' });
  });

  it('Solana vault program errors 6000-6005', () => {
    expect(decodePerpError(new Error('failed to send transaction: custom program error: 0x1770'))).toEqual({ kind: 'solanaProgram', code: 6000, error: 'insufficientFunds' });
    expect(decodePerpError({ InstructionError: [0, { Custom: 6005 }] })).toEqual({ kind: 'solanaProgram', code: 6005, error: 'invalidVaultOwner' });
    expect(decodePerpError(new Error('Transaction failed {"InstructionError":[1,{"Custom":6003}]}'))).toEqual({ kind: 'solanaProgram', code: 6003, error: 'tokenNotAllowed' });
    expect(decodePerpError(new Error('custom program error: 0x1776')).kind).toBe('unknown');
  });

  it("SPL Token's InsufficientFunds (custom error 1): the token account holds too little", () => {
    expect(decodePerpError(new Error('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1'))).toEqual({ kind: 'noTokens' });
  });

  it('407033 (the payout could not be sent) keeps its code', () => {
    expect(decodePerpError(new ApiError(407033, 'transaction sending: the payout failed (timeout)'))).toMatchObject({ kind: 'perp', code: 407033 });
  });

  it('the vault contract custom errors from a revert, however nested', () => {
    const data = encodeErrorResult({ abi: VAULT_ERRORS_ABI, errorName: 'NativeTokenDepositAmountMismatch' });
    expect(decodePerpError({ code: -32000, message: 'execution reverted', data })).toEqual({ kind: 'revert', revert: { kind: 'custom', name: 'NativeTokenDepositAmountMismatch', args: [] } });
    expect(decodePerpError({ message: 'outer', cause: { message: 'rpc', data: { data } } })).toMatchObject({ kind: 'revert', revert: { name: 'NativeTokenDepositAmountMismatch' } });
  });

  it('refused signing requests keep their message: typed data and transaction checks', () => {
    for (const message of ['Invalid EIP712 types structure', 'Typed data does not match the confirmed request', 'Expected Versioned Transaction (V0)', 'Transaction data is missing']) {
      expect(decodePerpError(new Error(message))).toEqual({ kind: 'refusedToSign', message });
    }
  });

  it('no gas as MetaMask and ganache word it; a reverted or unmined transaction; the token\'s allowance error', () => {
    expect(decodePerpError(Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 }))).toEqual({ kind: 'noGas' });
    expect(decodePerpError({ code: -32003, message: "sender doesn't have enough funds to send tx. The upfront cost is: 1 and the sender's account only has: 0" })).toEqual({ kind: 'noGas' });
    expect(decodePerpError(new Error('Transaction reverted'))).toEqual({ kind: 'reverted' });
    expect(decodePerpError(new Error('Transaction not mined'))).toEqual({ kind: 'notMined' });
    expect(decodePerpError({ code: -32000, message: 'execution reverted', data: encodeErrorResult({ abi: VAULT_ERRORS_ABI, errorName: 'InsufficientAllowance' }) })).toEqual({ kind: 'revert', revert: { kind: 'custom', name: 'InsufficientAllowance', args: [] } });
  });

  it('the fomox-perp-transfailed message, and unknown errors keep their text', () => {
    expect(decodePerpError(new Error('fomox-perp-transfailed'))).toEqual({ kind: 'transferFailed' });
    expect(decodePerpError(new Error('boom'))).toEqual({ kind: 'unknown', message: 'boom' });
  });
});

describe('decodeRevert', () => {
  it('by kind: empty, message, panic, custom', () => {
    expect(decodeRevert('0x')).toEqual({ kind: 'empty' });
    expect(decodeRevert(encodeErrorResult({ abi: solidity, errorName: 'Error', args: ['not enough'] }))).toEqual({ kind: 'message', message: 'not enough' });
    expect(decodeRevert(encodeErrorResult({ abi: solidity, errorName: 'Panic', args: [0x11n] }))).toEqual({ kind: 'panic', code: 0x11 });
    const account = '0x1111111111111111111111111111111111111111';
    const role = `0x${'ab'.repeat(32)}` as const;
    expect(decodeRevert(encodeErrorResult({ abi: VAULT_ERRORS_ABI, errorName: 'AccessControlUnauthorizedAccount', args: [account, role] }))).toEqual({ kind: 'custom', name: 'AccessControlUnauthorizedAccount', args: [account, role] });
    for (const name of ['ZeroDeposit', 'DepositExceedLimit', 'WithdrawPaused', 'OnlyCrossChainManagerCanCall'] as const) {
      expect(decodeRevert(encodeErrorResult({ abi: VAULT_ERRORS_ABI, errorName: name }))).toEqual({ kind: 'custom', name, args: [] });
    }
  });

  it('an unknown selector stays custom with the selector; non-hex is not revert data', () => {
    expect(decodeRevert('0xdeadbeef')).toEqual({ kind: 'custom', name: '0xdeadbeef', args: [] });
    expect(decodeRevert('nope')).toBeNull();
  });
});
