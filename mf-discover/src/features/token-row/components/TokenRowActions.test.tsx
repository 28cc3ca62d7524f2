import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@nova/shared-contracts';
import type { EndpointResponse, Token } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import { listMessages } from '../../../i18n/messages';
import type { ListMessages } from '../../../i18n/messages';
import { useFavourites } from '../../../shared/hooks/useFavourites';
import { TokenRowActions } from './TokenRowActions';

const t = (key: keyof ListMessages & string, values?: Record<string, string | number>) => listMessages.format('en', key, values);

const failed = (message: string) => t('discover.row.favouriteFailed', { message });

function Row({ token, now }: { token: Token; now: Token }) {
  return <TokenRowActions token={token} current={() => now} favourites={useFavourites(failed)} quickBuyAmount="0.1" onHide={() => undefined} t={t} />;
}

describe('TokenRowActions', () => {
  it('puts the figures the list holds at the moment of the toggle into the watch-list row, not those of its last render', async () => {
    const user = userEvent.setup();
    const engine = await sim.ready;
    const answer = await engine.handle({ method: 'GET', path: '/token/hot/list?limit=1' });
    const body = answer.body as { data: Token[] | { tokens: Token[] } };
    const token = (Array.isArray(body.data) ? body.data : body.data.tokens)[0]!;
    const now = { ...token, current_price: '123.45', market_cap: '987654321' };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { platform } = renderWithPlatform(<Row token={token} now={now} />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/user/collect/add_watch_token`, async () => {
          await gate;
          return HttpResponse.json({ code: 500, message: 'watch list down' }, { status: 500 });
        }, { once: true }),
      ],
    });
    const watchLists = () => platform.query.getQueriesData<EndpointResponse<'watchList'>>({ queryKey: queryKeys.endpoint('watchList') });
    await waitFor(() => expect(watchLists().some(([, data]) => data !== undefined)).toBe(true));

    await user.click(screen.getByRole('button', { name: `Add ${token.symbol} to watch list` }));
    await waitFor(() => expect(watchLists().flatMap(([, data]) => data?.watch_tokens ?? []).find((row) => row.token_address === token.address)).toMatchObject({ price: '123.45', market_cap: '987654321' }));
    release();
  });

  it('offers ⚡ only where a quick buy can trade: not on a display-only chain, nor for a Phantom login on an EVM chain', async () => {
    const engine = await sim.ready;
    const answer = await engine.handle({ method: 'GET', path: '/token/hot/list?limit=1' });
    const body = answer.body as { data: Token[] | { tokens: Token[] } };
    const token = (Array.isArray(body.data) ? body.data : body.data.tokens)[0]!;
    const session = await simSession();
    const phantom = { ...session, user: { ...session.user, authMethod: 'wallet' as const, wallet_type: 'phantom' as const } };
    const on = (chain: Token['chain']) => ({ ...token, chain, symbol: `ON_${chain.toUpperCase()}` });
    renderWithPlatform(<Row token={on('solana')} now={on('solana')} />, { session });
    renderWithPlatform(<Row token={on('polygon')} now={on('polygon')} />, { session });
    renderWithPlatform(<Row token={on('base')} now={on('base')} />, { session: phantom });
    renderWithPlatform(<Row token={on('solana')} now={on('solana')} />, { session: phantom });
    expect(screen.getAllByRole('button', { name: /quick buy/i }).map((button) => button.getAttribute('aria-label'))).toEqual([
      t('discover.launch.quickBuy', { symbol: 'ON_SOLANA', amount: '0.1', coin: 'SOL' }),
      t('discover.launch.quickBuy', { symbol: 'ON_SOLANA', amount: '0.1', coin: 'SOL' }),
    ]);
  });
});
