import type { LoginResult } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken, walletSignIn } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let referrer: LoginResult;
let code: string;

beforeEach(async () => {
  sim = await testSim();
  referrer = await signUp(sim, 'ref@nova.test');
  code = ((await sim.call('rebateInfo', {}, referrer.access_token)).body.data as { ref_code: string }).ref_code;
});

interface Info { claimable_usd: string; claimed_usd: string; total_rebate_usd: string; payout_account: string; payout_balance_usd: string }
interface Claim { claim_id: string; amount_usd: string; account: string; balance_usd: string }
const info = async (token: string) => (await sim.call('rebateInfo', {}, token)).body.data as Info;

/** An invitee of `referrer` who has made one custodial buy; returns the invitee and the trade's pool fee in USD. */
async function tradingInvitee(email: string): Promise<{ invitee: LoginResult; poolFeeUsd: number }> {
  const invitee = await signUp(sim, email);
  await sim.call('rebateBind', { ref_code: code }, invitee.access_token);
  const token = await tradableToken(sim, 'solana');
  expect((await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, invitee.access_token)).status).toBe(200);
  const poolFeeUsd = (sim.engine.market.find('solana', token.address)?.pool.feeRate.toNumber() ?? NaN) * sim.engine.market.nativeUsd('solana').toNumber();
  return { invitee, poolFeeUsd };
}

describe('rebates and cash back pay', () => {
  it("an invitee's trade earns the referrer a rebate and the invitee the same share back, each in their own rebate records", async () => {
    const { invitee, poolFeeUsd } = await tradingInvitee('cash@nova.test');
    const referrerRows = ((await sim.call('rebateRecords', {}, referrer.access_token)).body.data as { list: Array<{ kind: string; rebate_usd: string; invitee: string }> }).list;
    const inviteeRows = ((await sim.call('rebateRecords', {}, invitee.access_token)).body.data as { list: Array<{ kind: string; rebate_usd: string; invitee: string }> }).list;
    expect(referrerRows).toMatchObject([{ kind: 'rebate', invitee: 'ca***@nova.test' }]);
    expect(inviteeRows).toMatchObject([{ kind: 'cashback', invitee: 'ca***@nova.test' }]);
    expect(Number(inviteeRows[0]?.rebate_usd)).toBeCloseTo(poolFeeUsd * 0.3, 4);
    expect((await info(invitee.access_token)).claimable_usd).toBe(referrerRows[0]?.rebate_usd);
    // Cash back is no invitee: the invitee's own lists and volume stay those of their invitees.
    expect(((await sim.call('rebateInviteRecords', {}, invitee.access_token)).body.data as { total: number }).total).toBe(0);
    expect(((await sim.call('rebateRate', { ref_code: code }, invitee.access_token)).body.data as { self_ratio: number }).self_ratio).toBe(0.3);
  });

  it('a claim credits the claimed USD to the payout perp account, once', async () => {
    const { invitee } = await tradingInvitee('once@nova.test');
    const before = await info(referrer.access_token);
    expect(before.payout_account).toBe('EVM');
    const claim = (await sim.call('rebateClaim', {}, referrer.access_token)).body.data as Claim;
    expect(claim.amount_usd).toBe(before.claimable_usd);
    expect(claim.account).toBe('EVM');
    expect(Number(claim.balance_usd)).toBeCloseTo(Number(before.payout_balance_usd) + Number(claim.amount_usd), 8);
    const after = await info(referrer.access_token);
    expect(after).toMatchObject({ claimable_usd: '0', claimed_usd: claim.amount_usd, payout_balance_usd: claim.balance_usd });
    const stats = (await sim.call('perpFundStats', {}, referrer.access_token)).body.data as Array<{ chain_type: string; available: string }>;
    expect(stats.find((row) => row.chain_type === 'EVM')?.available).toBe(claim.balance_usd);
    expect((await sim.call('rebateClaim', {}, referrer.access_token)).body.message).toBe('nothing to claim');
    expect((await info(referrer.access_token)).payout_balance_usd).toBe(claim.balance_usd);
    // The invitee claims their cash back the same way.
    const cashBack = (await sim.call('rebateClaim', {}, invitee.access_token)).body.data as Claim;
    expect(cashBack.amount_usd).toBe(claim.amount_usd);
  });

  it('a repeated claim with the same idempotency key answers the first claim and pays nothing more', async () => {
    await tradingInvitee('repeat@nova.test');
    const headers = { 'idempotency-key': 'claim-1' };
    const first = await sim.call('rebateClaim', {}, referrer.access_token, headers);
    const again = await sim.call('rebateClaim', {}, referrer.access_token, headers);
    expect(again.body.data).toEqual(first.body.data);
    expect((await info(referrer.access_token)).payout_balance_usd).toBe((first.body.data as Claim).balance_usd);
    expect((await sim.call('rebateClaim', {}, referrer.access_token, { 'idempotency-key': 'claim-2' })).body.message).toBe('nothing to claim');
  });

  it('a Solana wallet login is paid into its SOL perp account', async () => {
    const phantom = await walletSignIn(sim, 'solana');
    expect((await info(phantom.session.access_token)).payout_account).toBe('SOL');
  });
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
