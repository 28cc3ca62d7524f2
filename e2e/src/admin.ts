// The sim's dev-only admin API (the e2e sim runs with admin on): tests reach states on purpose.
import { SIM_URL } from './env';

export async function simAdmin(path: '/__admin/fail' | '/__admin/drop_sockets' | '/__admin/pause' | '/__admin/price' | '/__admin/security' | '/__admin/time' | '/__admin/trade', body: object): Promise<unknown> {
  const response = await fetch(`${SIM_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { data?: unknown };
  return answer.data ?? answer;
}
