// A client of market-sim for test set-up: calls the spec's endpoints by their shared-contracts
// definitions (paths, schemas) and signs a user up by email with the code read from the sim.
import * as v from 'valibot';
import type { Page } from '@playwright/test';
import { encryptPassword, envelopeSchema, fillPath, isSuccessEnvelope } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import type { EndpointName, EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import { HOST_URL, SIM_URL } from './env';

/** The host's persisted session (localStorage), shaped as login responses' `data`. */
export const SESSION_KEY = 'nova.session.v1';

export class SimError extends Error {
  constructor(
    readonly endpoint: string,
    readonly code: number,
    message: string,
  ) {
    super(`${endpoint}: ${code} ${message}`);
  }
}

/** One REST call through its definition; the response `data` is parsed by its schema. */
export async function callSim<K extends EndpointName>(name: K, request: EndpointRequest<K>, accessToken?: string): Promise<EndpointResponse<K>> {
  const def = ENDPOINTS[name];
  const { path, rest } = fillPath(def.path, request as Record<string, unknown>);
  const url = new URL(path, SIM_URL);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let body: string | undefined;
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) url.searchParams.set(key, String(value));
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  const response = await fetch(url, { method: def.method, headers, body });
  const envelope = v.parse(envelopeSchema, await response.json());
  if (!isSuccessEnvelope(envelope, response.status)) throw new SimError(name, envelope.code, envelope.message ?? envelope.msg ?? '');
  return v.parse(def.response, envelope.data) as EndpointResponse<K>;
}

let users = 0;

/** Signs a new user up by email (code read from the sim's dev endpoint); returns the login result. */
export async function signUpByEmail(password = 'Nova-e2e-Passw0rd') {
  const email = `e2e-${process.pid}-${Date.now()}-${users++}@nova.test`;
  await callSim('accountSendCode', { email, purpose: 'register' });
  const { code } = await callSim('devLatestCode', { email });
  const { public_key } = await callSim('accountPublicKey', {});
  const result = await callSim('accountRegister', { email, code, password: await encryptPassword(public_key, password) });
  return { email, password, result };
}

/** Seeds the host's session before any of its scripts run, as if the user had signed in. */
export async function seedSession(page: Page, session: EndpointResponse<'accountRegister'>) {
  await page.addInitScript(
    ({ key, value, origin }) => {
      if (window.location.origin === origin) window.localStorage.setItem(key, value);
    },
    { key: SESSION_KEY, value: JSON.stringify(session), origin: HOST_URL },
  );
}
