import type { LoginResult } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let referrer: LoginResult;
let code: string;

beforeEach(async () => {
  sim = await testSim();
  referrer = await signUp(sim, 'ref@nova.test');
  code = ((await sim.call('rebateInfo', {}, referrer.access_token)).body.data as { ref_code: string }).ref_code;
});

describe('referral and rebates', () => {
  it('pays the referrer 30% of the pool fee of an invitee trade, claimable once', async () => {
    const invitee = await signUp(sim, 'friend@nova.test');
    expect((await sim.call('rebateBind', { ref_code: code.toLowerCase() }, invitee.access_token)).status).toBe(200);
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, invitee.access_token);
    const info = (await sim.call('rebateInfo', {}, referrer.access_token)).body.data as { invitee_count: number; claimable_usd: string };
    const solUsd = sim.engine.market.nativeUsd('solana').toNumber();
    const poolFee = (sim.engine.market.find('solana', token.address)?.pool.feeRate.toNumber() ?? NaN) * solUsd;
    expect(info.invitee_count).toBe(1);
    expect(Number(info.claimable_usd)).toBeCloseTo(poolFee * 0.3, 4);
    expect((await sim.call('rebateClaim', {}, referrer.access_token)).status).toBe(200);
    expect((await sim.call('rebateClaim', {}, referrer.access_token)).body.message).toBe('nothing to claim');
    const invites = (await sim.call('rebateInviteRecords', {}, referrer.access_token)).body.data as { list: Array<{ invitee: string }> };
    expect(invites.list[0]?.invitee).toBe('fr***@nova.test');
  });

  it('refuses an unknown code, the own code and a second binding', async () => {
    const user = await signUp(sim, 'solo@nova.test');
    const own = ((await sim.call('rebateInfo', {}, user.access_token)).body.data as { ref_code: string }).ref_code;
    expect((await sim.call('rebateBind', { ref_code: 'NOPE00' }, user.access_token)).body.message).toBe('invalid invite code');
    expect((await sim.call('rebateBind', { ref_code: own }, user.access_token)).body.message).toMatch(/own/);
    expect((await sim.call('rebateBind', { ref_code: code }, user.access_token)).status).toBe(200);
    expect((await sim.call('rebateBind', { ref_code: code }, user.access_token)).body.message).toMatch(/already bound/);
  });

  it('binds the invitation code given at sign-up', async () => {
    await sim.call('accountSendCode', { email: 'joined@nova.test' });
    const otp = ((await sim.call('devLatestCode', { email: 'joined@nova.test' })).body.data as { code: string }).code;
    const { encryptPassword } = await import('@nova/shared-contracts');
    const key = ((await sim.call('accountPublicKey')).body.data as { public_key: string }).public_key;
    const joined = (await sim.call('accountRegister', { email: 'joined@nova.test', code: otp, password: await encryptPassword(key, 'long enough'), invitation_code: code })).body.data as LoginResult;
    expect(((await sim.call('rebateInfo', {}, joined.access_token)).body.data as { referrer_code: string }).referrer_code).toBe(code);
  });
});
