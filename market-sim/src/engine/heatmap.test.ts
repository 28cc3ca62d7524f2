import type { LoginResult } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, signUp, testSim, tradableToken } from '../testing/sim';
import type { TestSim } from '../testing/sim';

let sim: TestSim;
let session: LoginResult;
type Point = { timestamp: number; count: number; amount: string };
const heat = async (address: string) => {
  const response = await sim.call('walletHeatMap', { wallet_address: address }, session.access_token);
  return { status: response.status, list: (response.body.data as { list: Point[] } | undefined)?.list ?? [] };
};
const DAY = 86_400;

beforeEach(async () => {
  sim = await testSim();
  session = await signUp(sim, 'heat@nova.test');
});

describe('GET /wallet/heat_map', () => {
  it('gives a simulated wallet day points over 24 weeks, oldest first, the same on every call', async () => {
    const wallet = sim.engine.market.wallets.find((w) => w.tags.includes('sniper'))!;
    const { list } = await heat(wallet.sol);
    const today = Math.floor(TEST_START / 1000 / DAY) * DAY;
    expect(list.length).toBeGreaterThan(40);
    expect(list.every((p) => p.timestamp % DAY === 0 && p.timestamp > today - 168 * DAY && p.timestamp <= today && p.count > 0)).toBe(true);
    expect(list.map((p) => p.timestamp)).toEqual([...list.map((p) => p.timestamp)].sort((a, b) => a - b));
    // Busy wallets reach every legend level (1-11, 12-31, 32-101, 102+).
    expect(list.some((p) => p.count <= 11) && list.some((p) => p.count > 11 && p.count <= 31) && list.some((p) => p.count > 31)).toBe(true);
    expect((await heat(wallet.sol)).list).toEqual(list);
  });

  it("counts a user's own trades on their day, and nothing for an unknown address", async () => {
    expect((await heat(session.user.sol_address as string)).list).toEqual([]);
    const token = await tradableToken(sim, 'solana');
    const order = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    expect(order.body.code).toBe(0);
    const { list } = await heat(session.user.sol_address as string);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ timestamp: Math.floor(TEST_START / 1000 / DAY) * DAY, count: 1 });
    expect((await heat('UnknownWa11et1111111111111111111111111111111')).list).toEqual([]);
  });

  it('refuses a blank address', async () => {
    expect((await heat('  ')).status).toBe(400);
  });
});
