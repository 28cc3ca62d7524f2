import { ed25519 } from '@noble/curves/ed25519.js';
import { encryptPassword, fillPath, base58Encode } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import type { EndpointName, LoginResult, Token } from '@nova/shared-contracts';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock';
import { Engine } from '../engine/engine';
import type { EngineOptions } from '../engine/engine';
import type { SimResponse } from '../engine/http';
import type { Persistence } from '../engine/store';

/** Fixed start time of test engines: 2026-01-15 12:00 UTC. */
export const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

export interface TestSim {
  engine: Engine;
  clock: ManualClock;
  call(name: EndpointName, request?: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<SimResponse & { body: { code: number; message: string; data?: unknown } }>;
}

/** An engine on a manual clock that validates every response against its schema. */
export async function testSim(options: EngineOptions = {}): Promise<TestSim> {
  const clock = new ManualClock(TEST_START);
  const engine = await new Engine({ seed: 7, clock, validateResponses: true, baseUrl: 'http://sim.test', ...options }).init();
  const call: TestSim['call'] = async (name, request = {}, token, headers = {}) => {
    const def = ENDPOINTS[name];
    const { path, rest } = fillPath(def.path, request);
    const allHeaders: Record<string, string> = { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
    const response =
      def.method === 'GET'
        ? await engine.handle({ method: 'GET', path: query ? `${path}?${query}` : path, headers: allHeaders })
        : await engine.handle({ method: 'POST', path, body: JSON.stringify(rest), headers: allHeaders });
    return response as Awaited<ReturnType<TestSim['call']>>;
  };
  return { engine, clock, call };
}

/**
 * Persistence that keeps every committed record in memory, as the server's SQLite file does: an
 * engine started from it later (`testSim({ persistence })`) is the first one after a restart.
 */
export function keptPersistence(): Persistence {
  const kinds = new Map<string, Map<string, string>>();
  return {
    load: () => new Map([...kinds].map(([kind, records]) => [kind, new Map(records)])),
    commit: (changes) => {
      for (const change of changes) {
        const records = kinds.get(change.kind) ?? new Map<string, string>();
        kinds.set(change.kind, records);
        if (change.json === null) records.delete(change.id);
        else records.set(change.id, change.json);
      }
    },
  };
}

/** Sign up through the API as a person would: send code, read it from the dev endpoint, register. */
export async function signUp(sim: TestSim, email: string, password = 'correct horse'): Promise<LoginResult> {
  await sim.call('accountSendCode', { email });
  const code = (await sim.call('devLatestCode', { email })).body.data as { code: string };
  const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
  const response = await sim.call('accountRegister', { email, code: code.code, password: await encryptPassword(key.public_key, password) });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return response.body.data as LoginResult;
}

/** The security check a withdrawal needs (the password of `signUp`'s default), passed for the session as the withdraw form does. */
export async function passSecurityCheck(sim: TestSim, session: LoginResult, password = 'correct horse'): Promise<void> {
  const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
  const response = await sim.call('verifyPassword', { email: session.user.email ?? '', password: await encryptPassword(key.public_key, password) }, session.access_token);
  if (response.status !== 200) throw new Error(`security check failed: ${JSON.stringify(response.body)}`);
}

/** A liquid, sellable token of a chain (what a trader would pick to test an order). */
export async function tradableToken(sim: TestSim, chain: string): Promise<Token> {
  const list = (await sim.call('tokenHotList', { chain, limit: 50, min_liquidity: 20_000 })).body.data as { tokens: Token[] };
  const token = list.tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error(`no tradable token on ${chain}`);
  return token;
}

export interface WalletLogin {
  address: string;
  session: LoginResult;
  /** Sign a build as the wallet would and submit it (with `headers`, e.g. an idempotency key). */
  submit(build: Record<string, string>, headers?: Record<string, string>): ReturnType<TestSim['call']>;
  /** EVM: personal_sign of a text, as an exchange wallet that only signs does. */
  signText?(text: string): Promise<string>;
  /** Solana: the wallet's ed25519 signature of `bytes` (a transaction message or a message to sign). */
  signBytes?(bytes: Uint8Array): Uint8Array;
}

/** Sign in with a fresh wallet (ed25519 on Solana, secp256k1 elsewhere) through the API. */
export async function walletSignIn(sim: TestSim, chain: 'solana' | 'base' | 'eth' | 'bsc'): Promise<WalletLogin> {
  if (chain === 'solana') {
    const secret = ed25519.utils.randomSecretKey();
    const address = base58Encode(ed25519.getPublicKey(secret));
    const message = (await sim.call('walletSignMessage', { chain, address })).body.data as { message: string; timestamp: number };
    const sign = base58Encode(ed25519.sign(new TextEncoder().encode(message.message), secret));
    const session = (await sim.call('walletAuth', { chain, address, sign, source_type: 6, timestamp: message.timestamp })).body.data as LoginResult;
    return {
      address,
      session,
      signBytes: (bytes) => ed25519.sign(bytes, secret),
      submit: (build, headers) => {
        const bytes = Uint8Array.from(atob(build.serialized_tx ?? ''), (c) => c.charCodeAt(0));
        bytes.set(ed25519.sign(bytes.subarray(65), secret), 1);
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return sim.call('tradeSubmitTx', { chain, build_data: { build_id: build.build_id }, signed_tx_list: [btoa(binary)] }, session.access_token, headers);
      },
    };
  }
  const account = privateKeyToAccount(generatePrivateKey());
  const message = (await sim.call('walletSignMessage', { chain, address: account.address })).body.data as { message: string; timestamp: number };
  const sign = await account.signMessage({ message: message.message });
  const session = (await sim.call('walletAuth', { chain, address: account.address, sign, source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
  return {
    address: account.address,
    session,
    signText: (text) => account.signMessage({ message: text }),
    submit: async (build, headers) =>
      sim.call(
        'tradeSubmitTxHash',
        { chain, extraData: { build_id: build.build_id }, unsignedTxString: build.unsigned_tx_string, signature: await account.signMessage({ message: build.unsigned_tx_string ?? '' }), txHash: `0x${'ab'.repeat(32)}` },
        session.access_token,
        headers,
      ),
  };
}

/** Upload a file as multipart/form-data (field `file`) the way a browser FormData would. */
export async function uploadFile(sim: TestSim, token: string, name: string, type: string, bytes: Uint8Array) {
  const boundary = '----nova-test-boundary';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  const response = await sim.engine.handle({ method: 'POST', path: '/wallet_monitor/group/upload', body, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return response as Awaited<ReturnType<TestSim['call']>>;
}

/** The smallest valid PNG header bytes, padded to `size`. */
export function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** The redirect of the consent tests: a loopback host (allowed without registered host origins). */
export const TEST_CALLBACK = 'http://127.0.0.1:4100/auth-callback';

/**
 * Walks the consent page as a person in the popup does: the email form, the mailed code (read
 * from the dev endpoint), Allow. Returns the redirect's URL (`code`, `auth_type`).
 */
export async function approveConsent(sim: TestSim, provider: 'google' | 'exchange', email: string, redirect = TEST_CALLBACK): Promise<URL> {
  const origin = new URL(sim.engine.baseUrl).origin;
  const form = (path: string, fields: Record<string, string>) =>
    sim.engine.handle({ method: 'POST', path, body: new URLSearchParams(fields).toString(), headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } });
  const page = await sim.engine.handle({ method: 'GET', path: `/account/oauth/consent?${new URLSearchParams({ provider, redirect_uri: redirect }).toString()}` });
  const ticket = /name="ticket" value="(\w+)"/.exec(String(page.body))?.[1];
  if (page.status !== 200 || !ticket) throw new Error(`consent page answered ${page.status}: ${JSON.stringify(page.body)}`);
  const codePage = await form('/account/oauth/consent', { ticket, email });
  if (codePage.status !== 200) throw new Error(`consent email step answered ${codePage.status}`);
  const { code } = (await sim.call('devLatestCode', { email })).body.data as { code: string };
  const answer = await form('/account/oauth/approve', { ticket, code, decision: 'allow' });
  if (answer.status !== 303) throw new Error(`consent approve answered ${answer.status}: ${String(answer.body)}`);
  return new URL(answer.headers?.location ?? '');
}
