import { fillPath } from '@nova/shared-contracts';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import type { EndpointDef, EndpointName, LoginResult } from '@nova/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { signUp } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import { testSim } from '../testing/sim';
import { Rng } from './rng';
import type { Persistence, RecordChange } from './store';

/** Random and malformed input to every endpoint: never a 5xx, always {code, message}, nothing written. */

const commits: RecordChange[][] = [];
const counting: Persistence = { load: () => new Map(), commit: (changes) => void commits.push(changes) };
let sim: TestSim;
let session: LoginResult;

beforeAll(async () => {
  sim = await testSim({ persistence: counting });
  session = await signUp(sim, 'fuzz@nova.test');
});

function keysOf(schema: v.GenericSchema): string[] {
  const def = schema as unknown as { type: string; options?: v.GenericSchema[]; entries?: Record<string, v.GenericSchema> };
  if (def.type === 'object' || def.type === 'loose_object') return Object.keys(def.entries ?? {});
  if (def.type === 'union' || def.type === 'variant') return (def.options ?? []).flatMap(keysOf);
  return [];
}

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 11)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.int(-1e9, 1e9);
    case 3:
      return rng.pick([Number.MAX_SAFE_INTEGER, -0, 1e308, 0.1, -1]);
    case 4:
      return rng.pick(['', ' ', '0', '-1', '1e400', 'NaN', 'null', 'solana', '0x', '__proto__', '💥'.repeat(50), 'a'.repeat(5000)]);
    case 5:
      return rng.hex(rng.int(1, 80));
    case 6:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 4) }, () => randomValue(rng, depth + 1));
    case 7:
      return depth > 2 ? {} : { [rng.pick(['a', 'build_id', 'quote_id', 'constructor'])]: randomValue(rng, depth + 1) };
    case 8:
      return rng.base58(44);
    case 9:
      return String(rng.range(-10, 1e6));
    case 10:
      return rng.pick(['buy', 'sell', 'market', 'limit', 'TAKE_PROFIT', 'eth', 'bsc']);
    default:
      return undefined;
  }
}

function randomBody(rng: Rng, keys: string[]): string {
  switch (rng.int(0, 5)) {
    case 0:
      return rng.pick(['{', '[1,2', 'null', '"text"', '42', '{"a":}', '\u0000', '[]', 'true']);
    case 1:
      return JSON.stringify(randomValue(rng)) ?? '';
    default: {
      const body: Record<string, unknown> = {};
      for (const key of keys) if (rng.chance(0.7)) body[key] = randomValue(rng);
      return JSON.stringify(body);
    }
  }
}

describe('robustness', () => {
  for (const [name, def] of Object.entries(ENDPOINTS) as Array<[EndpointName, EndpointDef]>) {
    it(`${name}: malformed input gets a 4xx with a code and writes nothing`, async () => {
      const rng = new Rng(name.length * 7919);
      const keys = keysOf(def.request);
      for (let i = 0; i < 40; i++) {
        const before = commits.length;
        const body = randomBody(rng, keys);
        const params: Record<string, unknown> = {};
        for (const key of def.path.match(/\{(\w+)\}/g) ?? []) params[key.slice(1, -1)] = String(randomValue(rng) ?? 'x').slice(0, 60) || 'x';
        const { path } = fillPath(def.path, params);
        const headers = rng.chance(0.8) ? { authorization: `Bearer ${session.access_token}` } : {};
        let request;
        if (def.method === 'GET') {
          const parsed = (() => {
            try {
              return JSON.parse(body) as unknown;
            } catch {
              return { raw: body };
            }
          })();
          const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']) : [['q', body]];
          request = { method: 'GET', path: `${path}?${new URLSearchParams(entries as string[][]).toString()}`, headers };
        } else {
          request = { method: 'POST', path, body, headers };
        }
        const response = await sim.engine.handle(request);
        expect(response.status, `${name} ${body.slice(0, 200)} -> ${JSON.stringify(response.body)}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.body).toEqual({ code: expect.any(Number), message: expect.any(String) });
          expect(commits.length, `${name} wrote on a rejected request`).toBe(before);
        }
      }
    });
  }
});
