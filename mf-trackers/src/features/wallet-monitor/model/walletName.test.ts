import { describe, expect, it } from 'vitest';
import { ApiError } from '@nova/shared-contracts';
import { errorText, nameDraftOf, walletNameError } from './walletName';

describe('wallet names in the monitor (spec 2 §5)', () => {
  it('accepts 30 characters after trimming and refuses 31', () => {
    expect(walletNameError(`  ${'x'.repeat(30)}  `)).toBeNull();
    expect(walletNameError('x'.repeat(31))).toBe('nameTooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(walletNameError('🐳'.repeat(30))).toBeNull();
  });

  it('accepts an empty name (it clears the name)', () => {
    expect(walletNameError('   ')).toBeNull();
  });

  it('starts a rename from the name, else the remark, without bidi controls', () => {
    expect(nameDraftOf({ wallet_name: 'Whale', remark: 'r' })).toBe('Whale');
    expect(nameDraftOf({ wallet_name: '', remark: '\u202eSniper' })).toBe('Sniper');
  });
});

describe('errorText', () => {
  it("shows the server's message, and anything else as text", () => {
    expect(errorText(new ApiError(400, 'Group name taken', 200))).toBe('Group name taken');
    expect(errorText(new Error('offline'))).toBe('offline');
    expect(errorText('boom')).toBe('boom');
  });
});
