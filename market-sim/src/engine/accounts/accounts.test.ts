import { ed25519 } from '@noble/curves/ed25519.js';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { encryptPassword, base58Encode } from '@nova/shared-contracts';
import type { LoginResult } from '@nova/shared-contracts';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { approveConsent, keptPersistence, signUp, testSim, walletSignIn } from '../../testing/sim';
import type { UserRecord } from '../state';
import type { TestSim } from '../../testing/sim';
import { custodialWalletOf, walletFromMnemonic } from './mnemonic';

let sim: TestSim;
beforeEach(async () => {
  sim = await testSim({ accessTtlMs: 60_000, admin: true });
});

async function encrypted(password: string): Promise<string> {
  const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
  return encryptPassword(key.public_key, password);
}

/** A password sign-in (signUp's default password): a new session of the user. */
async function login(email: string, password = 'correct horse'): Promise<LoginResult> {
  return (await sim.call('accountLogin', { email, password: await encrypted(password) })).body.data as LoginResult;
}

async function code(email: string): Promise<string> {
  return ((await sim.call('devLatestCode', { email })).body.data as { code: string }).code;
}

describe('email accounts', () => {
  it('tells registered from unregistered emails with 405001 and 405002', async () => {
    expect((await sim.call('accountVerifyEmail', { email: 'a@nova.test' })).body.code).toBe(405001);
    await signUp(sim, 'a@nova.test');
    expect((await sim.call('accountVerifyEmail', { email: 'a@nova.test' })).body.code).toBe(405002);
    await sim.call('accountSendCode', { email: 'a@nova.test' });
    sim.clock.advance(61_000);
  });

  it('refuses a second code within 60 s with 405004', async () => {
    expect((await sim.call('accountSendCode', { email: 'b@nova.test' })).status).toBe(200);
    const again = await sim.call('accountSendCode', { email: 'b@nova.test' });
    expect(again.body.code).toBe(405004);
    sim.clock.advance(60_000);
    expect((await sim.call('accountSendCode', { email: 'b@nova.test' })).status).toBe(200);
  });

  it('rejects a wrong code with 405006 and an old one with 405005', async () => {
    await sim.call('accountSendCode', { email: 'c@nova.test' });
    const right = await code('c@nova.test');
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await sim.call('accountVerifyCode', { email: 'c@nova.test', code: wrong })).body.code).toBe(405006);
    sim.clock.advance(11 * 60_000);
    expect((await sim.call('accountVerifyCode', { email: 'c@nova.test', code: right })).body.code).toBe(405005);
  });

  it('burns a code after 5 wrong tries on any code route: the right one is then refused with 405005 until a new one is sent', async () => {
    await signUp(sim, 'burn@nova.test', 'password-one');
    sim.clock.advance(61_000);
    await sim.call('accountSendCode', { email: 'burn@nova.test', purpose: 'login' });
    const right = await code('burn@nova.test');
    const wrong = right === '000000' ? '111111' : '000000';
    const tries = [
      () => sim.call('accountVerifyCode', { email: 'burn@nova.test', code: wrong }),
      () => sim.call('accountLoginByCode', { email: 'burn@nova.test', code: wrong }),
      async () => sim.call('accountLogin', { email: 'burn@nova.test', code: wrong, password: await encrypted('password-one') }),
      async () => sim.call('accountReset', { email: 'burn@nova.test', code: wrong, password: await encrypted('password-two') }),
    ];
    for (let i = 0; i < 4; i++) expect((await (tries[i] as () => Promise<{ body: { code: number } }>)()).body.code).toBe(405006);
    expect((await sim.call('accountVerifyCode', { email: 'burn@nova.test', code: wrong })).body.code).toBe(405005);
    expect((await sim.call('accountLoginByCode', { email: 'burn@nova.test', code: right })).body).toMatchObject({ code: 405005, message: expect.stringMatching(/too many wrong codes/) });
    // No new code within the minute; after it, a new code works.
    expect((await sim.call('accountSendCode', { email: 'burn@nova.test', purpose: 'login' })).body.code).toBe(405004);
    sim.clock.advance(60_000);
    expect((await sim.call('accountSendCode', { email: 'burn@nova.test', purpose: 'login' })).status).toBe(200);
    expect((await sim.call('accountLoginByCode', { email: 'burn@nova.test', code: await code('burn@nova.test') })).status).toBe(200);
  });

  it('leaves a code usable after four wrong tries', async () => {
    await sim.call('accountSendCode', { email: 'four@nova.test' });
    const right = await code('four@nova.test');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await sim.call('accountVerifyCode', { email: 'four@nova.test', code: wrong })).body.code).toBe(405006);
    expect((await sim.call('accountVerifyCode', { email: 'four@nova.test', code: right })).body.data).toEqual({ verified: true });
    expect((await sim.call('accountRegister', { email: 'four@nova.test', code: right, password: await encrypted('password-one') })).status).toBe(200);
  });

  it('enforces the 8-character password rule and says why', async () => {
    await sim.call('accountSendCode', { email: 'd@nova.test' });
    const response = await sim.call('accountRegister', { email: 'd@nova.test', code: await code('d@nova.test'), password: await encrypted('short') });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/at least 8/);
  });

  it('refuses a password that was not encrypted with the public key', async () => {
    await sim.call('accountSendCode', { email: 'e@nova.test' });
    const response = await sim.call('accountRegister', { email: 'e@nova.test', code: await code('e@nova.test'), password: btoa('plain text password') });
    expect(response.body.message).toMatch(/RSA-OAEP/);
  });

  it('logs in with the password and answers 405001, 405007 and 405002 by their conditions', async () => {
    await signUp(sim, 'f@nova.test', 'password-one');
    expect((await sim.call('accountLogin', { email: 'nobody@nova.test', password: await encrypted('password-one') })).body.code).toBe(405001);
    expect((await sim.call('accountLogin', { email: 'f@nova.test', password: await encrypted('password-two') })).body.code).toBe(405007);
    expect((await sim.call('accountLogin', { email: 'f@nova.test', password: await encrypted('password-one') })).status).toBe(200);
    sim.clock.advance(61_000);
    await sim.call('accountSendCode', { email: 'f@nova.test' });
    expect((await sim.call('accountRegister', { email: 'f@nova.test', code: await code('f@nova.test'), password: await encrypted('password-one') })).body.code).toBe(405002);
  });

  it('keeps the emailed code usable after a wrong password, so the right password then logs in', async () => {
    await signUp(sim, 'h@nova.test', 'password-one');
    sim.clock.advance(61_000);
    await sim.call('accountSendCode', { email: 'h@nova.test', purpose: 'login' });
    const sent = await code('h@nova.test');
    const wrong = await sim.call('accountLogin', { email: 'h@nova.test', code: sent, password: await encrypted('password-two') });
    expect(wrong.body.code).toBe(405007);
    const right = await sim.call('accountLogin', { email: 'h@nova.test', code: sent, password: await encrypted('password-one') });
    expect(right.status).toBe(200);
    expect((right.body.data as LoginResult).user.email).toBe('h@nova.test');
    const reused = await sim.call('accountLogin', { email: 'h@nova.test', code: sent, password: await encrypted('password-one') });
    expect(reused.body.code).toBe(405006);
  });

  it('resets the password with a code, after which only the new one works', async () => {
    await signUp(sim, 'g@nova.test', 'old password');
    sim.clock.advance(61_000);
    await sim.call('accountSendCode', { email: 'g@nova.test', purpose: 'reset' });
    expect((await sim.call('accountReset', { email: 'g@nova.test', code: await code('g@nova.test'), password: await encrypted('new password') })).status).toBe(200);
    expect((await sim.call('accountLogin', { email: 'g@nova.test', password: await encrypted('old password') })).body.code).toBe(405007);
    expect((await sim.call('accountLogin', { email: 'g@nova.test', password: await encrypted('new password') })).status).toBe(200);
  });

  it('logs in by emailed code once, refusing unknown emails, wrong and reused codes', async () => {
    await signUp(sim, 'c@nova.test');
    expect((await sim.call('accountLoginByCode', { email: 'nobody@nova.test', code: '123456' })).body.code).toBe(405001);
    sim.clock.advance(61_000);
    await sim.call('accountSendCode', { email: 'c@nova.test', purpose: 'login' });
    const sent = await code('c@nova.test');
    const wrong = sent === '000000' ? '111111' : '000000';
    expect((await sim.call('accountLoginByCode', { email: 'c@nova.test', code: wrong })).body.code).toBe(405006);
    const ok = await sim.call('accountLoginByCode', { email: 'c@nova.test', code: sent });
    expect(ok.status).toBe(200);
    expect((ok.body.data as LoginResult).user.email).toBe('c@nova.test');
    expect((await sim.call('accountLoginByCode', { email: 'c@nova.test', code: sent })).body.code).toBe(405006);
  });

  it('answers 405003 when a Google account logs in with a password', async () => {
    const authCode = (await approveConsent(sim, 'google', 'goog@nova.test')).searchParams.get('code') ?? '';
    expect((await sim.call('accountGoogleOauth', { code: authCode })).status).toBe(200);
    expect((await sim.call('accountGoogleOauth', { code: authCode })).body.code).toBe(405006);
    expect((await sim.call('accountLogin', { email: 'goog@nova.test', password: await encrypted('whatever1') })).body.code).toBe(405003);
  });

  it('refuses a redirect to anything but an /auth-callback page', async () => {
    const query = new URLSearchParams({ provider: 'google', redirect_uri: 'https://evil.test/steal', email: 'x@nova.test' });
    expect((await sim.engine.handle({ method: 'GET', path: `/account/oauth/consent?${query.toString()}` })).status).toBe(400);
  });
});

describe('sessions', () => {
  it('expires access tokens with 0x2628174 and refreshes them', async () => {
    const session = await signUp(sim, 'h@nova.test');
    expect((await sim.call('balanceList', {}, session.access_token)).status).toBe(200);
    sim.clock.advance(61_000);
    const expired = await sim.call('balanceList', {}, session.access_token);
    expect([expired.status, expired.body.code]).toEqual([401, 0x2628174]);
    const refreshed = (await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.data as LoginResult;
    expect(refreshed.access_token_exp).toBe(sim.clock.now() + 60_000);
    expect((await sim.call('balanceList', {}, refreshed.access_token)).status).toBe(200);
  });

  it('rotates the refresh token: a spent one used again ends the whole session', async () => {
    const session = await signUp(sim, 'rotate@nova.test');
    const first = (await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.data as LoginResult;
    expect(first.refresh_token).not.toBe(session.refresh_token);
    expect(first.refresh_token_exp).toBe(session.refresh_token_exp);
    // The access token a refresh replaced counts as expired (the client refreshes once more).
    expect((await sim.call('balanceList', {}, session.access_token)).body.code).toBe(0x2628174);
    const second = (await sim.call('accountRefreshToken', { refresh_token: first.refresh_token })).body.data as LoginResult;
    expect((await sim.call('balanceList', {}, second.access_token)).status).toBe(200);
    // The sign-in's token again: stolen, so every token descended from that sign-in ends.
    const reused = await sim.call('accountRefreshToken', { refresh_token: session.refresh_token });
    expect([reused.status, reused.body.code]).toEqual([401, 0x26281d8]);
    expect((await sim.call('balanceList', {}, second.access_token)).body.code).toBe(0x26281d8);
    expect((await sim.call('accountRefreshToken', { refresh_token: second.refresh_token })).body.code).toBe(0x26281d8);
    // Another sign-in of the same user is another family, untouched.
    const other = await login('rotate@nova.test');
    expect((await sim.call('balanceList', {}, other.access_token)).status).toBe(200);
  });

  it('gives a token spent less than 20 s ago the same new pair (two tabs, a retried refresh), and ends the session after that', async () => {
    const session = await signUp(sim, 'tabs@nova.test');
    const tabA = (await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.data as LoginResult;
    sim.clock.advance(19_000);
    const tabB = (await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.data as LoginResult;
    expect([tabB.access_token, tabB.refresh_token]).toEqual([tabA.access_token, tabA.refresh_token]);
    expect((await sim.call('balanceList', {}, tabB.access_token)).status).toBe(200);
    sim.clock.advance(1_000);
    expect((await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.code).toBe(0x26281d8);
    expect((await sim.call('balanceList', {}, tabA.access_token)).body.code).toBe(0x26281d8);
  });

  it('logs out on the server: the access and refresh tokens then get the logout code', async () => {
    const session = await signUp(sim, 'out@nova.test');
    const refreshed = (await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.data as LoginResult;
    sim.engine.accounts.logout(`Bearer ${refreshed.access_token}`);
    expect((await sim.call('balanceList', {}, refreshed.access_token)).body.code).toBe(0x26281d8);
    expect((await sim.call('accountRefreshToken', { refresh_token: refreshed.refresh_token })).body.code).toBe(0x26281d8);
    expect((await sim.call('accountRefreshToken', { refresh_token: session.refresh_token })).body.code).toBe(0x26281d8);
    expect(() => sim.engine.accounts.logout('Bearer unknown')).not.toThrow();
  });

  it('answers the logout code 0x26281d8 for unknown tokens and revoked sessions', async () => {
    expect((await sim.call('balanceList', {}, 'not-a-token')).body.code).toBe(0x26281d8);
    expect((await sim.call('accountRefreshToken', { refresh_token: 'nope' })).body.code).toBe(0x26281d8);
    const session = await signUp(sim, 'i@nova.test');
    await sim.engine.handle({ method: 'POST', path: '/__admin/user', body: { user: 'i@nova.test', revoke_sessions: true } });
    expect((await sim.call('balanceList', {}, session.access_token)).body.code).toBe(0x26281d8);
  });

  it('credits a demo balance on every trading chain to a new user', async () => {
    const session = await signUp(sim, 'j@nova.test');
    const list = ((await sim.call('balanceList', {}, session.access_token)).body.data as { list: Array<{ chain: string; token_symbol: string; balance: string }> }).list;
    expect(list.map((a) => `${a.chain}:${a.token_symbol}:${a.balance}`).sort()).toEqual([
      'base:ETH:1',
      'bsc:BNB:5',
      'bsc:USDT:1000',
      'eth:ETH:1',
      'eth:USDT:1000',
      'gatelayer:GT:500',
      'solana:SOL:10',
      'solana:USDT:1000',
    ]);
  });
});

describe('wallet sign-in', () => {
  const evm = privateKeyToAccount('0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f');

  it('signs in an EVM wallet with a real personal_sign signature', async () => {
    const message = (await sim.call('walletSignMessage', { chain: 'eth', address: evm.address })).body.data as { message: string; timestamp: number };
    const response = await sim.call('walletAuth', { chain: 'eth', address: evm.address, sign: await evm.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp });
    const user = (response.body.data as LoginResult).user;
    expect([user.wallet_type, user.authMethod, user.evm_address]).toEqual(['metamask', 'wallet', evm.address.toLowerCase()]);
  });

  it('rejects an EVM signature made by another key or for another message', async () => {
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const message = (await sim.call('walletSignMessage', { chain: 'eth', address: evm.address })).body.data as { message: string; timestamp: number };
    const byOther = await sim.call('walletAuth', { chain: 'eth', address: evm.address, sign: await other.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp });
    expect(byOther.status).toBe(401);
    const tampered = await sim.call('walletAuth', { chain: 'eth', address: evm.address, sign: await evm.signMessage({ message: `${message.message}!` }), source_type: 5, timestamp: message.timestamp });
    expect(tampered.status).toBe(401);
  });

  it('signs in a Solana wallet with ed25519 and rejects a bad signature', async () => {
    const secret = ed25519.utils.randomSecretKey();
    const address = base58Encode(ed25519.getPublicKey(secret));
    const message = (await sim.call('walletSignMessage', { chain: 'solana', address })).body.data as { message: string; timestamp: number };
    const signature = ed25519.sign(new TextEncoder().encode(message.message), secret);
    const bad = Uint8Array.from(signature);
    bad[0] = (bad[0] as number) ^ 1;
    expect((await sim.call('walletAuth', { chain: 'solana', address, sign: base58Encode(bad), source_type: 6, timestamp: message.timestamp })).status).toBe(401);
    const ok = await sim.call('walletAuth', { chain: 'solana', address, sign: base58Encode(signature), source_type: 6, timestamp: message.timestamp });
    expect((ok.body.data as LoginResult).user).toMatchObject({ sol_address: address, wallet_type: 'phantom' });
  });

  it('refuses a sign-in message older than 5 minutes', async () => {
    const message = (await sim.call('walletSignMessage', { chain: 'eth', address: evm.address })).body.data as { message: string; timestamp: number };
    sim.clock.advance(5 * 60_000 + 1);
    const response = await sim.call('walletAuth', { chain: 'eth', address: evm.address, sign: await evm.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp });
    expect(response.body.message).toMatch(/expired/);
  });
});

describe('perp tokens', () => {
  it('issues per-family perp tokens that expire after 15 minutes with 0x2656d81', async () => {
    const session = await signUp(sim, 'k@nova.test');
    const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as { perp_sol_access_token: string; perp_evm_access_token_exp: number };
    expect(tokens.perp_evm_access_token_exp - sim.clock.now()).toBe(15 * 60_000);
    expect(sim.engine.accounts.authenticatePerp(sim.engine.accounts.findUser('k@nova.test') as never, tokens.perp_sol_access_token)).toBe('sol');
    sim.clock.advance(15 * 60_000);
    expect(() => sim.engine.accounts.authenticatePerp(sim.engine.accounts.findUser('k@nova.test') as never, tokens.perp_sol_access_token)).toThrow(expect.objectContaining({ code: 0x2656d81 }));
  });
});

describe('security check and recovery phrase', () => {
  it('re-checks the password (405007 when wrong) before revealing the same 12 words', async () => {
    const session = await signUp(sim, 'phrase@nova.test', 'phrase password');
    const wrong = await sim.call('exportWalletAuth', { auth_type: 'email', email: 'phrase@nova.test', password: await encrypted('not it at all') }, session.access_token);
    expect(wrong.body.code).toBe(405007);
    const first = (await sim.call('exportWalletAuth', { auth_type: 'email', email: 'phrase@nova.test', password: await encrypted('phrase password') }, session.access_token)).body.data as { mnemonic: string };
    const again = (await sim.call('exportWalletAuth', { auth_type: 'email', email: 'phrase@nova.test', password: await encrypted('phrase password') }, session.access_token)).body.data as { mnemonic: string };
    expect(first.mnemonic.split(' ')).toHaveLength(12);
    expect(again.mnemonic).toBe(first.mnemonic);
    // a real BIP-39 phrase that recovers the custodial addresses the account was given
    expect(validateMnemonic(first.mnemonic, wordlist)).toBe(true);
    const recovered = walletFromMnemonic(first.mnemonic);
    expect(recovered.solAddress).toBe(session.user.sol_address);
    expect(recovered.evmAddress).toBe(session.user.evm_address);
  });

  it('moves a pathless Solana address persisted before to the one the phrase recovers in Phantom, once; a wallet login keeps its own', async () => {
    const persistence = keptPersistence();
    const before = await testSim({ persistence });
    const session = await signUp(before, 'old@nova.test');
    const phantom = await walletSignIn(before, 'solana');
    const user = before.engine.accounts.findUser('old@nova.test') as UserRecord;
    const pathless = base58Encode(ed25519.getPublicKey(mnemonicToSeedSync(custodialWalletOf(user.user_id).mnemonic).slice(0, 32)));
    expect(pathless).not.toBe(session.user.sol_address);
    before.engine.state.users.set(user.user_id, { ...user, sol_address: pathless });
    before.engine.state.config.delete('sol_path');
    before.engine.state.commit();
    const after = await testSim({ persistence });
    expect(after.engine.accounts.findUser('old@nova.test')?.sol_address).toBe(session.user.sol_address);
    expect(after.engine.accounts.findUser(phantom.session.user.user_id)?.sol_address).toBe(phantom.address);
    expect((await after.call('depositAddress', { chain: 'solana' }, session.access_token)).body.data).toMatchObject({ address: session.user.sol_address });
  });

  it('refuses the recovery phrase to a wallet login', async () => {
    const account = privateKeyToAccount('0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f');
    const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
    const session = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
    expect((await sim.call('exportWalletAuth', { auth_type: 'email' }, session.access_token)).body.message).toMatch(/custodial/);
  });

  it('re-checks a Google user with a fresh consent code, once, and refuses another account\'s code with 405006', async () => {
    const approve = async (email: string) => (await approveConsent(sim, 'google', email)).searchParams.get('code') ?? '';
    const session = (await sim.call('accountGoogleOauth', { code: await approve('checked@nova.test') })).body.data as LoginResult;
    const fresh = await approve('checked@nova.test');
    expect((await sim.call('verifyGoogleOauth', { code: fresh }, session.access_token)).body.data).toEqual({ verified: true });
    expect((await sim.call('verifyGoogleOauth', { code: fresh }, session.access_token)).body.code).toBe(405006);
    expect((await sim.call('verifyGoogleOauth', { code: await approve('someone@nova.test') }, session.access_token)).body.code).toBe(405006);
    expect((await sim.call('verifyExchangeOauth', { code: await approve('checked@nova.test') }, session.access_token)).body.code).toBe(405006);
    expect((await sim.call('verifyGoogleOauth', { code: '' }, session.access_token)).status).toBe(400);
  });
});
