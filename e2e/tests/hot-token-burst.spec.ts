// A burst on the viewed token (issue 37): 5,000 messages a second for 3 s through the sim's load
// mode (trades and price changes of the token in turn, to the page's real socket), and nothing is
// lost. The sim tapes every message it sends on the token's trade and price keys (its own market's
// too); once the burst is over and the sim's pushes are paused, the page must show exactly that:
// the activity list's top rows are the newest trades sent, the chart's bars hold the volume of
// every trade sent in their minute, and the last bar closes at the last trade sent.
import { expect, test } from '../src/fixtures';
import { hotToken, shortAddress } from '../src/app';
import { simAdmin, simAdminGet } from '../src/admin';
import { canvases } from '../src/chart';

const RATE = 5000;
const BURST_MS = 3000;
/** The activity's rows in view. */
const ROWS_IN_VIEW = 12;

type Bar = { time: number; open: number; high: number; low: number; close: number; volume: number };
type Trade = { side: string; maker: string; price_usd: string; volume_usd: string; trade_timestamp: number };
type Tape = { messages: Array<{ channel: string; data: Trade | { current_price: string } }>; dropped: number };


test.afterEach(async () => {
  await simAdmin('/__admin/load', { rate: 0 });
  await simAdmin('/__admin/pause', { paused: false });
});

test(`${RATE.toLocaleString('en')} pushes a second for the viewed token: the activity and the chart's bars match every message sent`, async ({ page }) => {
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  const canvas = canvases(page).first();
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-resolution', '1m');
  const activity = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('tablist') }).getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row').nth(1)).toBeVisible();
  const bars = () => canvas.evaluate((el) => (el as HTMLElement & { novaBars(): Bar[] }).novaBars());

  // The bars before: with the sim's pushes paused (and what was on its way shown), nothing moves them.
  await simAdmin('/__admin/pause', { paused: true });
  await page.waitForTimeout(500);
  const before = new Map((await bars()).map((bar) => [bar.time, bar.volume]));

  await simAdmin('/__admin/tape', token);
  await simAdmin('/__admin/pause', { paused: false });
  await simAdmin('/__admin/load', { rate: RATE, tokens: 1, shape: 'hot', ...token });
  await page.waitForTimeout(BURST_MS);
  await simAdmin('/__admin/pause', { paused: true });
  await simAdmin('/__admin/load', { rate: 0 });

  const tape = (await simAdminGet('/__admin/tape')) as Tape;
  expect(tape.dropped).toBe(0);
  const trades = tape.messages.filter((m) => m.channel === 'trade_history').map((m) => m.data as Trade);
  // A burst, not a trickle: 3 s at 5,000 a second is 15,000 messages, half of them trades.
  expect(tape.messages.length).toBeGreaterThan(RATE);
  expect(trades.length).toBeGreaterThan(RATE / 2);

  // The activity: newest first, the trades sent last, in their order.
  const newest = trades.slice(-ROWS_IN_VIEW).reverse().map((trade) => `${trade.side === 'buy' ? 'Buy' : 'Sell'} ${shortAddress(trade.maker)}`);
  const shown = async () =>
    (await activity.getByRole('row').allTextContents()).slice(1, 1 + ROWS_IN_VIEW).map((text) => `${/Buy/.test(text) ? 'Buy' : 'Sell'} ${/\w{6}…\w{4}/.exec(text)?.[0] ?? ''}`);
  await expect.poll(shown, { timeout: 10_000 }).toEqual(newest);

  // The chart: each minute the burst's trades fell in holds their volume on top of what it held before.
  const sent = new Map<number, number>();
  for (const trade of trades) {
    const minute = Math.floor(trade.trade_timestamp / 60_000) * 60;
    sent.set(minute, (sent.get(minute) ?? 0) + Number(trade.volume_usd));
  }
  const volumes = async () => {
    const now = new Map((await bars()).map((bar) => [bar.time, bar.volume]));
    return [...sent].map(([minute, volume]) => ({ minute, missing: Math.round(((before.get(minute) ?? 0) + volume - (now.get(minute) ?? 0)) * 100) / 100 }));
  };
  await expect.poll(volumes, { timeout: 10_000 }).toEqual([...sent.keys()].map((minute) => ({ minute, missing: 0 })));
  // ... and the bar builder's last bar closes at the last trade sent.
  await expect.poll(async () => (await bars()).at(-1)!.close, { timeout: 10_000 }).toBe(Number(trades.at(-1)!.price_usd));
});
