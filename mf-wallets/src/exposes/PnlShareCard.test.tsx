import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFS } from '@nova/shared-contracts';
import type { TokenProfit } from '@nova/shared-contracts';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import type { StoredSession } from '@nova/platform-double';
import type * as SharedUi from '@nova/shared-ui';
import PnlShareCard from './PnlShareCard';

// jsdom cannot rasterise; the kit's node capture is replaced by a PNG-typed blob, the rest is real.
vi.mock('@nova/shared-ui', async (original) => ({
  ...(await original<typeof SharedUi>()),
  nodePng: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
}));

/** A simulated Solana wallet with a token row in the last 30 days, through the sim's own API. */
async function walletWithToken(session: StoredSession): Promise<{ wallet: string; row: TokenProfit }> {
  const engine = await sim.ready;
  for (const wallet of engine.market.wallets) {
    const response = await engine.handle({ method: 'GET', path: `/trade/wallet/profit/period?wallet_address=${wallet.sol}&statistic_period=30D`, headers: { authorization: `Bearer ${session.access_token}` } });
    const rows = (response.body as { data?: { token_profit: TokenProfit[] } }).data?.token_profit ?? [];
    const row = rows.find((r) => Number(r.total_profit) !== 0);
    if (row) return { wallet: wallet.sol, row };
  }
  throw new Error('no simulated wallet traded in the last 30 days');
}

const card = () => screen.getByTestId('pnl-card');
let created: string[] = [];
beforeEach(() => {
  created = [];
  URL.createObjectURL = vi.fn(() => {
    created.push('blob:card');
    return 'blob:card';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('PnlShareCard', () => {
  it('shows a token card with its PnL, switches to the native coin and the background, and downloads a PNG', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { wallet, row } = await walletWithToken(session);
    const onClose = vi.fn();
    const { platform } = renderWithPlatform(<PnlShareCard wallet={wallet} chain="solana" token={row.token_address} onClose={onClose} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Share PnL' });
    expect(await within(dialog).findByRole('img', { name: `PnL card of ${row.token_symbol}` })).toBeInTheDocument();
    const profit = Number(row.total_profit);
    expect(card()).toHaveAttribute('data-art', profit > 0 ? 'profit' : 'loss');
    expect(screen.getByTestId('pnl-card-value').textContent).toMatch(profit > 0 ? /^\+\$/ : /^-\$/);
    expect(card()).toHaveTextContent('30D PnL');

    const sol = await within(dialog).findByRole('tab', { name: 'SOL' });
    await waitFor(() => expect(sol).toBeEnabled());
    await user.click(sol);
    expect(screen.getByTestId('pnl-card-value').textContent).toMatch(/ SOL$/);

    await user.click(within(dialog).getByRole('radio', { name: 'Gold' }));
    expect(card()).toHaveAttribute('data-art', 'gold');
    expect(platform.prefs.get(PREFS.pnlShareBackground.key, null)).toBe(3);
    expect(within(dialog).getByRole('radio', { name: 'Gold' })).toHaveAttribute('aria-checked', 'true');

    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^nova-pnl-[A-Za-z0-9_-]+-\d{8}\.png$/);
    expect(created).toEqual(['blob:card']);
    expect(platform.toast.shown().map((t) => t.message)).toContain(`PnL card saved as ${clicks[0]}`);
    click.mockRestore();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a wallet card for a period, and says when a token has no row', async () => {
    const session = await simSession();
    const { wallet } = await walletWithToken(session);
    const first = renderWithPlatform(<PnlShareCard wallet={wallet} chain="solana" period="7d" onClose={() => undefined} />, { session });
    expect(await screen.findByRole('img', { name: /^PnL card of / })).toHaveTextContent('Wallet PnL');
    expect(card()).toHaveTextContent('7D PnL');
    expect(card()).toHaveTextContent('Win rate');
    first.unmount();

    renderWithPlatform(<PnlShareCard wallet={wallet} chain="solana" token="NoSuchToken1111111111111111111111111111111" onClose={() => undefined} />, { session });
    expect(await screen.findByText('No trades of this token in the last 30 days, so there is no PnL to share.')).toBeInTheDocument();
  });

  it('scales the card to a narrow sheet (the card itself stays 696 x 423 for the image)', async () => {
    const session = await simSession();
    const { wallet } = await walletWithToken(session);
    vi.stubGlobal('ResizeObserver', class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 348 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    });
    renderWithPlatform(<PnlShareCard wallet={wallet} chain="solana" onClose={() => undefined} />, { session });
    const shown = await screen.findByTestId('pnl-card');
    await waitFor(() => expect(shown.parentElement?.style.transform).toBe('scale(0.5)'));
    vi.unstubAllGlobals();
  });

  it('copies the image when the browser can, and says so when it cannot', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { wallet } = await walletWithToken(session);
    const { platform } = renderWithPlatform(<PnlShareCard wallet={wallet} chain="solana" onClose={() => undefined} />, { session });
    await screen.findByTestId('pnl-card');
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    expect(platform.toast.shown().map((t) => t.message)).toContain('This browser cannot copy images. Download the PNG instead.');

    const write = vi.fn(async (items: ClipboardItem[]) => {
      await items[0]!.getType('image/png');
    });
    vi.stubGlobal('ClipboardItem', class {
      constructor(private readonly items: Record<string, Promise<Blob>>) {}
      getType(type: string) {
        return this.items[type]!;
      }
    });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write } });
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('PnL card copied to the clipboard'));
    expect(write).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
