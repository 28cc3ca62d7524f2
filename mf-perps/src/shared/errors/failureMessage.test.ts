import { describe, expect, it } from 'vitest';
import { failureText, formatFailure } from './failureMessage';

describe('failureText', () => {
  it('maps each kind to its message, unknown to the fallback', () => {
    expect(failureText({ kind: 'rejected' }, 'perps.withdraw.failed')).toEqual({ key: 'perps.fail.rejected' });
    expect(failureText({ kind: 'perp', code: 407003, group: 'validation', message: 'amount' }, 'perps.withdraw.failed')).toEqual({ key: 'perps.fail.validation', values: { code: 407003, message: 'amount' } });
    expect(failureText({ kind: 'perp', code: 407016, group: 'withdraw', message: 'x' }, 'perps.withdraw.failed').key).toBe('perps.fail.withdraw');
    // 407033: the payout could not be sent, its own words rather than the group's generic text.
    expect(failureText({ kind: 'perp', code: 407033, group: 'withdraw', message: 'transaction sending: the payout failed (timeout)' }, 'perps.withdraw.failed')).toEqual({ key: 'perps.fail.payoutNotSent', values: { code: 407033 } });
    expect(failureText({ kind: 'perp', code: 407019, group: 'deposit', message: 'x' }, 'perps.withdraw.failed').key).toBe('perps.fail.deposit');
    expect(failureText({ kind: 'perp', code: 407030, group: 'system', message: 'x' }, 'perps.withdraw.failed').key).toBe('perps.fail.system');
    expect(failureText({ kind: 'perp', code: 407046, group: 'unknown', message: 'insufficient balance' }, 'perps.withdraw.failed')).toEqual({ key: 'perps.fail.server', values: { message: 'insufficient balance' } });
    expect(failureText({ kind: 'perp', code: 407099, group: 'unknown', message: '' }, 'perps.convert.failed')).toEqual({ key: 'perps.convert.failed' });
    expect(failureText({ kind: 'unknown', message: 'boom' }, 'perps.withdraw.failed')).toEqual({ key: 'perps.withdraw.failed' });
    expect(failureText({ kind: 'revert', revert: { kind: 'panic', code: 17 } }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.revert', values: { reason: 'panic 0x11' } });
  });

  it('names the causes a user can act on: no gas, no allowance, too few tokens, reverted, not mined', () => {
    expect(failureText({ kind: 'noGas' }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.noGas' });
    expect(failureText({ kind: 'noTokens' }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.noTokens' });
    expect(failureText({ kind: 'revert', revert: { kind: 'custom', name: 'InsufficientAllowance', args: [] } }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.noAllowance' });
    expect(failureText({ kind: 'revert', revert: { kind: 'custom', name: 'InsufficientBalance', args: [] } }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.noTokens' });
    expect(failureText({ kind: 'revert', revert: { kind: 'custom', name: 'BalanceNotEnough', args: [] } }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.noTokens' });
    expect(failureText({ kind: 'revert', revert: { kind: 'custom', name: 'AccountIdInvalid', args: [] } }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.revert', values: { reason: 'AccountIdInvalid' } });
    expect(failureText({ kind: 'reverted' }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.reverted' });
    expect(failureText({ kind: 'notMined' }, 'perps.convert.failed')).toEqual({ key: 'perps.fail.notMined' });
  });

  it('formats a program error with its nested reason', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
    expect(formatFailure(failureText({ kind: 'solanaProgram', code: 6002, error: 'brokerNotAllowed' }, 'perps.convert.failed'), t)).toBe('perps.fail.program{"reason":"perps.fail.program.brokerNotAllowed"}');
  });
});
