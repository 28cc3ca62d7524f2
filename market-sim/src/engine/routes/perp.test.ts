import { PERP_TOKENS } from '@nova/shared-contracts';
import type { LoginResult } from '@nova/shared-contracts';
import { parseSignature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { passSecurityCheck, signUp, testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let session: LoginResult;
let evmHeader: Record<string, string>;
let solHeader: Record<string, string>;

beforeEach(async () => {
  sim = await testSim({ admin: true });
  session = await signUp(sim, 'perp@nova.test');
  const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
  evmHeader = { 'perp-authorization': tokens.perp_evm_access_token ?? '' };
  solHeader = { 'perp-authorization': tokens.perp_sol_access_token ?? '' };
});

const transfer = (amount: string, extra: Record<string, unknown> = {}) => ({ address: session.user.evm_address, chain: 'bsc', token_address: PERP_TOKENS.bsc.address, token_amount: amount, token_symbol: 'USDT', ...extra });
const stats = async () => ((await sim.call('perpFundStats', {}, session.access_token)).body.data as Array<{ chain_type: string; available: string }>).find((r) => r.chain_type === 'EVM')?.available;

describe('perp account', () => {
  it('converts wallet USDT into the perp account and shows it in fund stats', async () => {
    expect(await stats()).toBe('1000');
    expect((await sim.call('perpConvert', transfer('250.5'), session.access_token, evmHeader)).status).toBe(200);
    expect(await stats()).toBe('1250.5');
  });

  it('answers the 4070xx codes by their conditions', async () => {
    const convert = (body: Record<string, unknown>, headers = evmHeader) => sim.call('perpConvert', body, session.access_token, headers).then((r) => r.body.code);
    expect(await convert(transfer('0'))).toBe(407003);
    expect(await convert(transfer('1.234'))).toBe(400);
    expect(await convert(transfer('10', { token_symbol: 'USDC' }))).toBe(407005);
    expect(await convert(transfer('10'), solHeader)).toBe(407007);
    expect(await convert(transfer('10', { address: '0x0000000000000000000000000000000000000001' }))).toBe(407008);
    expect(await convert(transfer('10', { token_address: '0x0000000000000000000000000000000000000002' }))).toBe(407012);
    expect(await convert(transfer('5000'))).toBe(407046);
    expect((await sim.call('perpConvert', transfer('10'), session.access_token, { ...evmHeader, 'x-device-id': 'flagged-x' })).body.code).toBe(407001);
    expect((await sim.call('perpConvert', transfer('10'), session.access_token)).body.code).toBe(0x2656d80);
  });

  it('withdraws above the minimum, and from the single or daily limit on only to the own address', async () => {
    const withdraw = (amount: string, to: string) => sim.call('perpWithdraw', transfer(amount, { to_address: to }), session.access_token, evmHeader);
    const stranger = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect((await withdraw('2.49', stranger)).body.code).toBe(407003);
    expect((await withdraw('2.5', stranger)).status).toBe(200);
    await sim.call('perpConvert', transfer('1000'), session.access_token, evmHeader);
    await sim.engine.handle({ method: 'POST', path: '/__admin/fail', body: { endpoint: 'perpWithdrawLimit', code: 407016, status: 500, times: 1 } });
    expect((await sim.call('perpWithdrawLimit', {}, session.access_token)).body.code).toBe(407016);
    const limits = (await sim.call('perpWithdrawLimit', {}, session.access_token)).body.data as { once: string };
    expect(limits.once).toBe('1000');
    expect((await withdraw('1000', stranger)).body.code).toBe(407008);
    expect((await withdraw('999', stranger)).status).toBe(200);
    expect((await withdraw('998.5', stranger)).body.code).toBe(407008);
    expect((await withdraw('998.5', session.user.evm_address ?? '')).status).toBe(200);
    const today = (await sim.call('perpWithdrawnToday', {}, session.access_token)).body.data as { list: Array<{ chain: string; withdraw: string }> };
    expect(today.list.find((r) => r.chain === 'bsc')?.withdraw).toBe('2000');
    expect(await stats()).toBe('0');
  });
});

describe('perp withdraw for wallet logins', () => {
  it('needs the EIP-712 signature of the sign data, and refuses a forged one', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
    const login = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
    const tokens = (await sim.call('accountPerpRenew', {}, login.access_token)).body.data as Record<string, string>;
    const header = { 'perp-authorization': tokens.perp_evm_access_token ?? '' };
    const body = { address: account.address, chain: 'bsc', token_address: PERP_TOKENS.bsc.address, token_amount: '20', token_symbol: 'USDT', to_address: account.address };
    expect((await sim.call('perpWithdraw', body, login.access_token, header)).body.code).toBe(407009);
    const sign = (await sim.call('perpWithdrawSignData', body, login.access_token, header)).body.data as { data: string; timestamp: number };
    const typed = JSON.parse(new TextDecoder().decode(Uint8Array.from(sign.data.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))));
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = parseSignature(await other.signTypedData({ ...typed, message: { ...typed.message, timestamp: BigInt(typed.message.timestamp) } }));
    expect((await sim.call('perpWithdraw', { ...body, timestamp: sign.timestamp, r: forged.r, s: forged.s, v: Number(forged.v) }, login.access_token, header)).body.code).toBe(407009);
    const real = parseSignature(await account.signTypedData({ ...typed, message: { ...typed.message, timestamp: BigInt(typed.message.timestamp) } }));
    const done = await sim.call('perpWithdraw', { ...body, timestamp: sign.timestamp, r: real.r, s: real.s, v: Number(real.v) }, login.access_token, header);
    expect(done.status).toBe(200);
  });
});

describe('custodial wallet', () => {
  it('withdraws SOL, refusing a new account below the rent with 5070 and an invalid address with 400', async () => {
    const from = session.user.sol_address ?? '';
    const fresh = '11111111111111111111111111111112';
    await passSecurityCheck(sim, session);
    const send = (to: string, amount: string) => sim.call('custodialWithdraw', { chain: 'solana', from_wallet: from, to_wallet: to, token_amount: amount }, session.access_token);
    expect((await send(fresh, '0.0005')).body.code).toBe(5070);
    expect((await send('not-an-address', '1')).status).toBe(400);
    expect((await send(fresh, '1')).status).toBe(200);
    const list = ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list;
    expect(list.find((a) => a.token === '')?.balance).toBe('9');
  });
});

describe('perp withdraw_asset (non-wallet withdraw)', () => {
  it('withdraws for a custodial login under the same rules as withdraw/submit', async () => {
    const asset = (amount: string, to: string) => sim.call('perpWithdrawAsset', transfer(amount, { to_address: to }), session.access_token, evmHeader);
    const stranger = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect((await asset('2.49', stranger)).body.code).toBe(407003);
    expect((await asset('10', 'not-an-address')).body.code).toBe(407008);
    expect((await asset('1000', stranger)).body.code).toBe(407008);
    const done = await asset('100', session.user.evm_address ?? '');
    expect(done.body.data).toMatchObject({ fee: '0.5', available: '900' });
    expect(await stats()).toBe('900');
    // The payout is a real transaction to the custodial address, credited as a deposit on the next tick.
    await sim.engine.tick();
    const wallet = ((await sim.call('balanceList', { chain: 'bsc' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list;
    expect(wallet.find((a) => a.token === PERP_TOKENS.bsc.address)?.balance).toBe('1099.5');
  });

  it('sends wallet logins to the signed withdraw with 407009 and moves nothing', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
    const login = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
    const tokens = (await sim.call('accountPerpRenew', {}, login.access_token)).body.data as Record<string, string>;
    const header = { 'perp-authorization': tokens.perp_evm_access_token ?? '' };
    const body = { address: account.address, chain: 'bsc', token_address: PERP_TOKENS.bsc.address, token_amount: '20', token_symbol: 'USDT', to_address: account.address };
    const refused = await sim.call('perpWithdrawAsset', body, login.access_token, header);
    expect([refused.body.code, refused.body.message]).toEqual([407009, expect.stringMatching(/withdraw\/submit/)]);
    const funds = (await sim.call('perpFundStats', {}, login.access_token)).body.data as Array<{ chain_type: string; available: string }>;
    expect(funds.find((r) => r.chain_type === 'EVM')?.available).toBe('1000');
  });
});

describe('perp address check', () => {
  it('tells a valid address from an invalid one, and the own wallet from another', async () => {
    const check = (chain: string, address: string) => sim.call('perpAddressCheck', { chain, address }, session.access_token).then((r) => r.body.data as { valid: boolean; own: boolean });
    expect(await check('solana', session.user.sol_address ?? '')).toMatchObject({ valid: true, own: true });
    expect(await check('bsc', (session.user.evm_address ?? '').toUpperCase().replace('0X', '0x'))).toMatchObject({ valid: true, own: true });
    expect(await check('eth', '0x52908400098527886E0F7030069857D2E4169EE7')).toMatchObject({ valid: true, own: false });
    expect(await check('solana', '11111111111111111111111111111112')).toMatchObject({ valid: true, own: false });
    expect(await check('solana', '0x52908400098527886E0F7030069857D2E4169EE7')).toMatchObject({ valid: false, own: false });
    expect(await check('eth', '0x123')).toMatchObject({ valid: false, own: false });
    const missing = await sim.call('perpAddressCheck', { chain: 'mars', address: 'x' }, session.access_token);
    expect([missing.status, missing.body.code]).toEqual([400, 400]);
  });
});

describe('perp money moves with an idempotency key', () => {
  const key = (value: string) => ({ ...evmHeader, 'idempotency-key': value });
  const stranger = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('a withdraw sent twice with one key pays once and answers the first result; a new key is a new withdraw', async () => {
    const first = await sim.call('perpWithdrawAsset', transfer('10', { to_address: stranger }), session.access_token, key('w-1'));
    const replay = await sim.call('perpWithdrawAsset', transfer('10', { to_address: stranger }), session.access_token, key('w-1'));
    expect(first.body.data).toMatchObject({ available: '990' });
    expect(replay.body.data).toEqual(first.body.data);
    expect(await stats()).toBe('990');
    expect((await sim.call('perpWithdrawAsset', transfer('10', { to_address: stranger }), session.access_token, key('w-2'))).body.data).toMatchObject({ available: '980' });
    expect(await stats()).toBe('980');
  });

  it('a key used for another withdraw is refused, and moves nothing', async () => {
    await sim.call('perpWithdrawAsset', transfer('10', { to_address: stranger }), session.access_token, key('w-3'));
    expect((await sim.call('perpWithdrawAsset', transfer('20', { to_address: stranger }), session.access_token, key('w-3'))).status).toBe(400);
    expect(await stats()).toBe('990');
  });

  it('a convert and a deposit registration sent twice with their keys each move the money once', async () => {
    await sim.call('perpConvert', transfer('100'), session.access_token, key('c-1'));
    await sim.call('perpConvert', transfer('100'), session.access_token, key('c-1'));
    expect(await stats()).toBe('1100');
    const hash = `0x${'cd'.repeat(32)}`;
    await sim.call('perpDepositPostProcess', transfer('50', { txn_hash: hash }), session.access_token, key('d-1'));
    await sim.call('perpDepositPostProcess', transfer('50', { txn_hash: hash }), session.access_token, key('d-1'));
    expect(await stats()).toBe('1150');
  });

  it('a wallet withdraw retried with fresh sign data and a new signature under the same key pays once', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
    const login = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
    const tokens = (await sim.call('accountPerpRenew', {}, login.access_token)).body.data as Record<string, string>;
    const headers = { 'perp-authorization': tokens.perp_evm_access_token ?? '', 'idempotency-key': 'wallet-w-1' };
    const body = { address: account.address, chain: 'bsc', token_address: PERP_TOKENS.bsc.address, token_amount: '10', token_symbol: 'USDT', to_address: account.address };
    const signedWithdraw = async () => {
      const sign = (await sim.call('perpWithdrawSignData', body, login.access_token, headers)).body.data as { data: string; timestamp: number };
      const typed = JSON.parse(new TextDecoder().decode(Uint8Array.from(sign.data.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))));
      const signature = parseSignature(await account.signTypedData({ ...typed, message: { ...typed.message, timestamp: BigInt(typed.message.timestamp) } }));
      return sim.call('perpWithdraw', { ...body, timestamp: sign.timestamp, r: signature.r, s: signature.s, v: Number(signature.v) }, login.access_token, headers);
    };
    const first = await signedWithdraw();
    sim.clock.advance(1000);
    const retry = await signedWithdraw();
    expect(first.body.data).toMatchObject({ available: '990' });
    expect(retry.body.data).toEqual(first.body.data);
    const funds = (await sim.call('perpFundStats', {}, login.access_token)).body.data as Array<{ chain_type: string; available: string }>;
    expect(funds.find((r) => r.chain_type === 'EVM')?.available).toBe('990');
  });
});
