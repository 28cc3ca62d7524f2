import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import type * as SharedUi from '@nova/shared-ui';
import TokenShareDialog from './TokenShareDialog';

// jsdom cannot rasterise or save files: the kit's capture and save are replaced, the rest is real.
const saved: string[] = [];
vi.mock('@nova/shared-ui', async (original) => ({
  ...(await original<typeof SharedUi>()),
  nodePng: vi.fn(async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
  saveBlob: vi.fn((_blob: Blob, name: string) => saved.push(name)),
}));

async function hotToken() {
  const engine = await sim.ready;
  const token = engine.market.tokens.find((t) => t.def.chain === 'solana');
  if (!token) throw new Error('no solana token in the sim');
  return { chain: token.def.chain, address: token.def.address, symbol: token.def.symbol };
}

describe('TokenShareDialog', () => {
  it('shows the card with the spec figures and a sparkline, shares the page with the invite code, copies it and downloads the image', async () => {
    const user = userEvent.setup();
    const token = await hotToken();
    const session = await simSession();
    const onClose = vi.fn();
    const { platform } = renderWithPlatform(<TokenShareDialog chain={token.chain} address={token.address} onClose={onClose} />, { session });
    const dialog = await screen.findByRole('dialog', { name: `Share ${token.symbol}` });
    const card = await within(dialog).findByRole('img', { name: `Share card of ${token.symbol}` });
    for (const label of ['Market cap', 'Liquidity', 'Holders', 'Volume 24h']) expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByTestId('token-share-price')).toHaveTextContent(/^\$/);
    await waitFor(() => expect(card.querySelector('polyline')?.getAttribute('points')?.split(' ').length).toBeGreaterThan(1));

    const engine = await sim.ready;
    const info = await engine.handle({ method: 'GET', path: '/v1/rebate/rebate_info', headers: { authorization: `Bearer ${session.access_token}` } });
    const code = (info.body as { data: { ref_code: string } }).data.ref_code;
    const page = `${window.location.origin}/trade/solana/${token.address}?i=${code}`;
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', `https://twitter.com/intent/tweet?${new URLSearchParams({ text: `${token.symbol} on Nova`, url: page })}`));
    expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', `https://t.me/share/url?${new URLSearchParams({ url: page, text: `${token.symbol} on Nova` })}`);
    expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(platform.toast.shown().at(-1)?.message).toBe('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(page);

    await user.click(within(dialog).getByRole('button', { name: 'Download image' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^nova-[A-Za-z0-9_-]+-\d{8}\.png$/);
    expect(platform.toast.shown().at(-1)?.message).toBe(`Saved as ${saved[0]}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
