// The sim's dev-only admin API (the e2e sim runs with admin on): tests reach states on purpose.
import { SIM_URL } from './env';

export async function simAdmin(path: '/__admin/fail' | '/__admin/drop_sockets' | '/__admin/pause' | '/__admin/price' | '/__admin/security' | '/__admin/time' | '/__admin/trade' | '/__admin/load' | '/__admin/tape', body: object): Promise<unknown> {
  return answerOf(path, await fetch(`${SIM_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}

/** What the sim's admin API reads out (GET). */
export async function simAdminGet(path: '/__admin/state' | '/__admin/tape'): Promise<unknown> {
  return answerOf(path, await fetch(`${SIM_URL}${path}`));
}

async function answerOf(path: string, response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { data?: unknown };
  return answer.data ?? answer;
}
