import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@nova/shared-contracts';
import { QR_POLL_MS, qrPhase, qrPollInterval, qrTicketOf, syncedDeadline } from './qrLogin';

const answer = { ticket: 'qr01', secret: 's3cret', link: 'nova://qr-login?ticket=qr01', expires_at: 9_999_999, expires_in_ms: 120_000 };
const login = { user: { user_id: 'u1', wallet_type: 'gatescan', authMethod: 'wallet', source_type: 7 }, access_token: 'a', access_token_exp: 1, refresh_token: 'r', refresh_token_exp: 1 } as LoginResult;

describe('QR sign-in ticket', () => {
  it("keeps the ticket's deadline on this device's clock: the server's expires_at may be on another", () => {
    expect(qrTicketOf(answer, 1_000)).toEqual({ ticket: 'qr01', secret: 's3cret', link: 'nova://qr-login?ticket=qr01', deadline: 121_000 });
  });

  it('counts whole seconds down while pending, and is expired at its deadline without asking the server', () => {
    const { deadline } = qrTicketOf(answer, 0);
    expect(qrPhase(deadline, undefined, 0)).toEqual({ phase: 'pending', secondsLeft: 120 });
    expect(qrPhase(deadline, { state: 'pending', expires_in_ms: 60_000 }, 60_001)).toEqual({ phase: 'pending', secondsLeft: 60 });
    expect(qrPhase(deadline, undefined, 119_001)).toEqual({ phase: 'pending', secondsLeft: 1 });
    expect(qrPhase(deadline, undefined, 120_000)).toEqual({ phase: 'expired' });
  });

  it('says what the server said: expired early (its clock moved) or approved with the session', () => {
    expect(qrPhase(120_000, { state: 'expired' }, 5_000)).toEqual({ phase: 'expired' });
    expect(qrPhase(120_000, { state: 'approved', login }, 130_000)).toEqual({ phase: 'approved', login });
  });

  it('moves the deadline to what a pending poll reports, never later than the first estimate', () => {
    const ticket = qrTicketOf(answer, 0);
    expect(syncedDeadline(ticket, { state: 'pending', expires_in_ms: 30_000 }, 10_000)).toBe(40_000);
    expect(syncedDeadline(ticket, { state: 'pending', expires_in_ms: 119_000 }, 10_000)).toBe(120_000);
    expect(syncedDeadline(ticket, { state: 'expired' }, 10_000)).toBe(120_000);
  });

  it('polls a pending ticket and stops once it is approved or expired', () => {
    expect(qrPollInterval(undefined)).toBe(QR_POLL_MS);
    expect(qrPollInterval({ state: 'pending', expires_in_ms: 1 })).toBe(QR_POLL_MS);
    expect(qrPollInterval({ state: 'expired' })).toBe(false);
    expect(qrPollInterval({ state: 'approved', login })).toBe(false);
  });
});
