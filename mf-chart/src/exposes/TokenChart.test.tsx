import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, sim } from '@nova/platform-double/testing';
import TokenChart from './TokenChart';

// jsdom has no canvas: lightweight-charts is replaced by a recorder of what the chart was given.
const drawn = vi.hoisted(() => ({ candles: [] as { time: number; close: number }[][], updates: [] as { time: number }[] }));
vi.mock('lightweight-charts', () => {
  const series = (kind: string) => ({
    setData: (data: { time: number; close: number }[]) => {
      if (kind === 'candles') drawn.candles.push(data);
    },
    update: (bar: { time: number }) => {
      if (kind === 'candles') drawn.updates.push(bar);
    },
  });
  return {
    ColorType: { Solid: 'solid' },
    CandlestickSeries: 'candles',
    HistogramSeries: 'volumes',
    createChart: () => ({
      addSeries: (definition: string) => series(definition),
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ scrollToRealTime: () => undefined }),
      remove: () => undefined,
    }),
  };
});

async function hotToken(chain: 'solana' | 'bsc') {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: `/token/hot/list?chain=${chain}&limit=1` });
  const token = (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0];
  if (!token) throw new Error(`the sim has no hot ${chain} token`);
  return token;
}

const lastDrawn = () => drawn.candles[drawn.candles.length - 1] ?? [];
const spacing = (bars: { time: number }[]) => new Set(bars.slice(1).map((bar, i) => bar.time - bars[i]!.time));

describe('TokenChart', () => {
  it('loads 1m candles from market-sim into a chart named after the token', async () => {
    const token = await hotToken('solana');
    drawn.candles.length = 0;
    renderWithPlatform(<TokenChart chain="solana" address={token.address} />);
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();

    expect(await screen.findByRole('img', { name: `${token.symbol} price chart` })).toBeInTheDocument();
    await waitFor(() => expect(lastDrawn().length).toBeGreaterThan(10));
    expect([...spacing(lastDrawn())].every((gap) => gap % 60 === 0)).toBe(true);
    expect(screen.getByRole('tab', { name: '1m' })).toHaveAttribute('aria-selected', 'true');
  });

  it('folds live trades from the trade_history channel into the chart', async () => {
    const token = await hotToken('solana');
    drawn.updates.length = 0;
    renderWithPlatform(<TokenChart chain="solana" address={token.address} />);
    await screen.findByRole('img', { name: `${token.symbol} price chart` });
    await waitFor(() => expect(drawn.updates.length).toBeGreaterThan(0), { timeout: 8000 });
    expect(drawn.updates[0]!.time).toBeGreaterThanOrEqual(lastDrawn()[lastDrawn().length - 1]!.time);
  }, 10_000);

  it('switches to 5m bars when the 5m interval is picked', async () => {
    const user = userEvent.setup();
    const token = await hotToken('solana');
    renderWithPlatform(<TokenChart chain="solana" address={token.address} />);
    await screen.findByRole('img', { name: `${token.symbol} price chart` });

    drawn.candles.length = 0;
    await user.click(within(screen.getByRole('tablist', { name: 'Interval' })).getByRole('tab', { name: '5m' }));
    await waitFor(() => expect(lastDrawn().length).toBeGreaterThan(2));
    expect([...spacing(lastDrawn())].every((gap) => gap % 300 === 0)).toBe(true);
  });

  it('falls back from 1s to 1m on BSC and says why', async () => {
    const user = userEvent.setup();
    const token = await hotToken('bsc');
    renderWithPlatform(<TokenChart chain="bsc" address={token.address} />);
    await screen.findByRole('img', { name: `${token.symbol} price chart` });

    await user.click(screen.getByRole('tab', { name: '1s' }));
    expect(screen.getByRole('tab', { name: '1m' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/1s bars exist only on Solana/)).toBeInTheDocument();
  });

  it('shows the error with Retry when the k-lines fail, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const token = await hotToken('solana');
    renderWithPlatform(<TokenChart chain="solana" address={token.address} />, {
      handlers: [http.get(`${TEST_API_URL}/token/kline`, () => HttpResponse.json({ code: 500, message: 'kline store offline' }, { status: 500 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the chart');
    expect(alert).toHaveTextContent('kline store offline');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: `${token.symbol} price chart` })).toBeInTheDocument();
  });
});
