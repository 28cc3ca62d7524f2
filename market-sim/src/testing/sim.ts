import { ENDPOINTS, encryptPassword, fillPath } from '@nova/shared-contracts';
import type { EndpointName, LoginResult } from '@nova/shared-contracts';
import { ManualClock } from '../engine/clock';
import { Engine } from '../engine/engine';
import type { EngineOptions } from '../engine/engine';
import type { SimResponse } from '../engine/http';

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

/** Sign up through the API as a person would: send code, read it from the dev endpoint, register. */
export async function signUp(sim: TestSim, email: string, password = 'correct horse'): Promise<LoginResult> {
  await sim.call('accountSendCode', { email });
  const code = (await sim.call('devLatestCode', { email })).body.data as { code: string };
  const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
  const response = await sim.call('accountRegister', { email, code: code.code, password: await encryptPassword(key.public_key, password) });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return response.body.data as LoginResult;
}
