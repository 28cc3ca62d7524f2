import type { LoginResult } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let broker: LoginResult;
let headers: Record<'sol' | 'evm', Record<string, string>>;

beforeEach(async () => {
  sim = await testSim();
  broker = await signUp(sim, 'broker@nova.test');
  const tokens = (await sim.call('accountPerpRenew', {}, broker.access_token)).body.data as Record<string, string>;
  headers = { sol: { 'perp-authorization': tokens.perp_sol_access_token ?? '' }, evm: { 'perp-authorization': tokens.perp_evm_access_token ?? '' } };
});

const data = async <T>(response: ReturnType<TestSim['call']>) => (await response).body.data as T;

describe('exchange-side perp accounts', () => {
  it('answers the futures account of the perp token\'s chain family and both balances', async () => {
    expect(await data(sim.call('futuresUsdtAccounts', {}, broker.access_token, headers.sol))).toMatchObject({ chain_type: 'SOL', currency: 'USDT', available: '500', total: '500' });
    expect(await data(sim.call('futuresUsdtAccounts', {}, broker.access_token, headers.evm))).toMatchObject({ chain_type: 'EVM', available: '1000' });
    const balance = await data<{ total_usd: string; list: unknown[] }>(sim.call('perpDexUserBalance', {}, broker.access_token));
    expect(balance).toEqual({ total_usd: '1500', list: await data(sim.call('perpFundStats', {}, broker.access_token)) });
  });

  it('refuses another broker_main_uid with 403 and a missing perp token with the perp code', async () => {
    const other = await sim.call('futuresUsdtAccounts', { broker_main_uid: 'perp_someone' }, broker.access_token, headers.evm);
    expect([other.status, other.body.message]).toEqual([403, 'broker_main_uid: not your account']);
    expect((await sim.call('futuresUsdtAccounts', { broker_main_uid: broker.user.perp_main_uid }, broker.access_token, headers.evm)).status).toBe(200);
    expect((await sim.call('perpDexUserStatistics', {}, broker.access_token)).body.code).toBe(0x2656d80);
  });
});

describe('broker commissions', () => {
  it('earns commissions from a referred user\'s trades and claims them exactly once through either door', async () => {
    const code = (await data<{ ref_code: string }>(sim.call('rebateInfo', {}, broker.access_token))).ref_code;
    const customer = await signUp(sim, 'customer@nova.test');
    await sim.call('rebateBind', { ref_code: code }, customer.access_token);
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, customer.access_token);
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 }, customer.access_token);

    const info = await data<{ total_rebate_usd: string; claimable_usd: string }>(sim.call('rebateInfo', {}, broker.access_token));
    const stats = await data<Record<string, unknown>>(sim.call('perpDexUserStatistics', {}, broker.access_token, headers.evm));
    expect(stats).toMatchObject({ customer_count: 1, commission_usd: info.total_rebate_usd, claimable_usd: info.claimable_usd, claimed_usd: '0', commission_rate: 0.3 });
    expect(Number(info.claimable_usd)).toBeGreaterThan(0);
    const commissions = await data<{ list: unknown[]; total: number }>(sim.call('perpDexBrokerCommissionsList', {}, broker.access_token, headers.evm));
    expect(commissions).toEqual(await data(sim.call('rebateRecords', {}, broker.access_token)));
    expect(commissions.total).toBe(2);
    const customers = await data<{ list: Array<{ invitee: string }> }>(sim.call('perpDexBrokerCustomersList', {}, broker.access_token, headers.evm));
    expect(customers.list.map((c) => c.invitee)).toEqual(['cu***@nova.test']);

    const claim = await data<{ claim_id: string; amount_usd: string }>(sim.call('setPerpDexClaim', {}, broker.access_token, headers.evm));
    expect(claim.amount_usd).toBe(info.claimable_usd);
    const again = await sim.call('setPerpDexClaim', {}, broker.access_token, headers.evm);
    expect([again.status, again.body.message]).toEqual([400, 'nothing to claim']);
    expect((await sim.call('rebateClaim', {}, broker.access_token)).body.message).toBe('nothing to claim');
    expect(await data(sim.call('perpDexUserStatistics', {}, broker.access_token, headers.evm))).toMatchObject({ claimable_usd: '0', claimed_usd: info.claimable_usd });
    const claimed = await data<{ list: Array<{ claim_id: string; amount_usd: string }> }>(sim.call('perpDexClaimedList', {}, broker.access_token, headers.evm));
    expect(claimed.list.map((c) => [c.claim_id, c.amount_usd])).toEqual([[claim.claim_id, claim.amount_usd]]);
  });
});
