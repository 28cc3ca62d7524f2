// Test helpers over market-sim's engine (the one behind the msw handlers): users and consent codes
// made through the sim's own API, as a person (or the host's consent popup) would.
import { encryptPassword, fillPath } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import type { EndpointName, EndpointResponse } from '@nova/shared-contracts';
import { TEST_API_URL, sim } from '@nova/platform-double/testing';
import type { StoredSession } from '@nova/platform-double';

/** Calls one endpoint on the sim engine; throws with the sim's message on a non-200 answer. */
export async function callSim<K extends EndpointName>(name: K, request: Record<string, unknown> = {}, token?: string): Promise<EndpointResponse<K>> {
  const engine = await sim.ready;
  const def = ENDPOINTS[name];
  const { path, rest } = fillPath(def.path, request);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
  const response =
    def.method === 'GET'
      ? await engine.handle({ method: 'GET', path: query ? `${path}?${query}` : path, headers })
      : await engine.handle({ method: 'POST', path, body: JSON.stringify(rest), headers });
  const body = response.body as { code: number; message: string; data?: unknown };
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${body.message}`);
  return body.data as EndpointResponse<K>;
}

const uniqueEmail = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e9)}@test.nova`;

/** Signs up an email user (send code, read it from the dev endpoint, register with the encrypted password). */
export async function emailSession(password: string, email = uniqueEmail('mail')): Promise<StoredSession> {
  await callSim('accountSendCode', { email });
  const { code } = await callSim('devLatestCode', { email });
  const { public_key } = await callSim('accountPublicKey');
  return callSim('accountRegister', { email, code, password: await encryptPassword(public_key, password) });
}

/**
 * What the host's consent popup yields: the sim's consent page walked as a person does (email,
 * the code it mails, Allow, posted from the page's own origin), the code of its redirect.
 */
export async function consentCode(email: string, provider: 'google' | 'exchange'): Promise<string> {
  const engine = await sim.ready;
  const origin = new URL(TEST_API_URL).origin;
  const post = (path: string, fields: Record<string, string>) =>
    engine.handle({ method: 'POST', path, body: new URLSearchParams(fields).toString(), headers: { origin, 'content-type': 'application/x-www-form-urlencoded' } });
  // A loopback host: the origins the sim's consent page redirects to when none are registered.
  const redirect = 'http://127.0.0.1:4100/auth-callback';
  const page = await engine.handle({ method: 'GET', path: `/account/oauth/consent?${new URLSearchParams({ provider, redirect_uri: redirect }).toString()}`, headers: {} });
  const ticket = /name="ticket" value="(\w+)"/.exec(String(page.body))?.[1] ?? '';
  await post('/account/oauth/consent', { ticket, email });
  const { code: mailed } = await callSim('devLatestCode', { email });
  const response = await post('/account/oauth/approve', { ticket, code: mailed, decision: 'allow' });
  const location = response.headers?.location;
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`consent page gave no code (status ${response.status})`);
  return code;
}

/** A wallet-login session as the host stores it (no call is expected to be made with it). */
export function walletSession(): StoredSession {
  return {
    user: { user_id: 'wallet-user', sol_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', wallet_type: 'phantom', authMethod: 'wallet' },
    access_token: 'wallet-token',
  };
}
