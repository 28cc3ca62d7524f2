import type { LoginResult } from '@nova/shared-contracts';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { passSecurityCheck, signUp, testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  sim = await testSim({ admin: true });
  session = await signUp(sim, 'withdraw@nova.test');
  await passSecurityCheck(sim, session);
});

const withdraw = (body: Record<string, unknown>, token = session.access_token) => sim.call('custodialWithdraw', { slippage: 0.03, ...body }, token);
const nativeBalance = async (chain: string) =>
  ((await sim.call('balanceList', { chain }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === '')?.balance;

describe('custodial withdraw (POST /trade/transfer/submit)', () => {
  it('checks the destination per chain: an EVM address on Solana and a Solana address on BSC are refused with 400', async () => {
    const sol = session.user.sol_address ?? '';
    const evm = session.user.evm_address ?? '';
    expect((await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: evm, token_amount: '1' })).status).toBe(400);
    expect((await withdraw({ chain: 'bsc', from_wallet: evm, to_wallet: sol, token_amount: '0.01' })).status).toBe(400);
  });

  it('refuses more than the balance (1001), a from_wallet that is not the user\u2019s (405009) and a zero amount (1000), moving nothing', async () => {
    const sol = session.user.sol_address ?? '';
    const before = await nativeBalance('solana');
    expect((await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: '11111111111111111111111111111112', token_amount: '1000' })).body.code).toBe(1001);
    expect((await withdraw({ chain: 'solana', from_wallet: '11111111111111111111111111111112', to_wallet: sol, token_amount: '1' })).body.code).toBe(405009);
    expect((await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: '11111111111111111111111111111112', token_amount: '0' })).body.code).toBe(1000);
    expect(await nativeBalance('solana')).toBe(before);
  });

  it('applies the 5070 rent rule only to a new Solana account: a known account takes a small amount', async () => {
    const other = await signUp(sim, 'rent-known@nova.test');
    const sol = session.user.sol_address ?? '';
    expect((await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: '11111111111111111111111111111113', token_amount: '0.0008' })).body.code).toBe(5070);
    const done = await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: other.user.sol_address, token_amount: '0.0008' });
    expect(done.status).toBe(200);
    expect((done.body.data as { tx_hash: string }).tx_hash).toMatch(/^\w{40,}$/);
  });

  it('takes a native withdraw\u2019s network fee from the amount sent, so Max (the whole balance) is accepted; refuses wallet logins', async () => {
    const evm = session.user.evm_address ?? '';
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const before = await nativeBalance('bsc');
    const done = await withdraw({ chain: 'bsc', from_wallet: evm, to_wallet: to, token_amount: '0.1' });
    expect(done.status).toBe(200);
    expect(Number((done.body.data as { fee: string }).fee)).toBeGreaterThan(0);
    expect(Number(await nativeBalance('bsc'))).toBeCloseTo(Number(before) - 0.1, 9);
    const all = await nativeBalance('bsc');
    expect((await withdraw({ chain: 'bsc', from_wallet: evm, to_wallet: to, token_amount: all })).status).toBe(200);
    expect(Number((await nativeBalance('bsc')) ?? 0)).toBe(0);
    const sol = session.user.sol_address ?? '';
    expect((await withdraw({ chain: 'solana', from_wallet: sol, to_wallet: sol, token_amount: '0.00002' })).body.code).toBe(5001);
    const account = privateKeyToAccount(generatePrivateKey());
    const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
    const login = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
    expect((await withdraw({ chain: 'bsc', from_wallet: account.address, to_wallet: to, token_amount: '0.1' }, login.access_token)).status).toBe(400);
  });
});
