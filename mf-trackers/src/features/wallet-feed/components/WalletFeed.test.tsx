import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelData } from '@nova/shared-contracts';
import { createPlatformDouble } from '@nova/platform-double';
import type { PlatformDouble } from '@nova/platform-double';
import { TEST_API_URL, TEST_WS_URL, simSession } from '@nova/platform-double/testing';
import { PlatformContext } from '@nova/shared-ui';
import { followSimWallets } from '../../../testing/simData';
import { WalletFeed } from './WalletFeed';

type Push = ChannelData<'followWalletInfo'>;

const platforms: PlatformDouble[] = [];

const trade = (wallet: string, hash: string, token: string): Push => ({
  c: 'solana',
  w: wallet,
  n: '',
  av: '',
  ta: `${token}Address`,
  tn: token,
  tl: '',
  tct: 1_700_000_000,
  pf: 'pump',
  mc: '1000000',
  s: 'buy',
  ti: '',
  to: `${token}Address`,
  ai: '1',
  ao: '5000',
  d: 6,
  h: hash,
  et: Date.now(),
  p: '0.01',
});

/** The feed of a user following 3 sim wallets, with the socket replaced by a fake the test pushes into. */
async function setup() {
  const session = await simSession();
  const followed = await followSimWallets(session, 3);
  const platform = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, session });
  platforms.push(platform);
  const handlers = new Map<string, (data: Push) => void>();
  vi.spyOn(platform.realtime, 'subscribe').mockImplementation((channel, _params, handler) => {
    handlers.set(channel, handler as (data: Push) => void);
    return () => handlers.delete(channel);
  });
  render(<WalletFeed variant="window" />, { wrapper: ({ children }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider> });
  return { followed, handlers };
}

const rows = () => within(screen.getByRole('table', { name: 'Trades of followed wallets' })).getAllByRole('row').slice(1);

describe('WalletFeed', () => {
  afterEach(() => {
    for (const platform of platforms.splice(0)) platform.close();
  });

  it('puts a pushed trade of a followed wallet first in the list, once per transaction', { timeout: 20_000 }, async () => {
    const { followed, handlers } = await setup();
    await screen.findByRole('table', { name: 'Trades of followed wallets' });
    const before = rows().length;
    await waitFor(() => expect(handlers.has('followWalletInfo')).toBe(true));
    const push = handlers.get('followWalletInfo');

    push!(trade(followed[0]!.wallet_address, 'pushed-1', 'FIRSTPUSH'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('FIRSTPUSH'));

    push!(trade(followed[0]!.wallet_address, 'pushed-1', 'FIRSTPUSH'));
    push!(trade(followed[1]!.wallet_address, 'pushed-2', 'SECONDPUSH'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('SECONDPUSH'));
    expect(rows().filter((row) => row.textContent?.includes('FIRSTPUSH'))).toHaveLength(1);
    expect(rows().length).toBe(Math.min(before + 2, 100));
  });

  it('follows no trades while signed out', async () => {
    const platform = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, session: await simSession() });
    platforms.push(platform);
    const subscribe = vi.spyOn(platform.realtime, 'subscribe').mockImplementation(() => () => undefined);
    render(<WalletFeed variant="window" />, { wrapper: ({ children }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider> });
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('followWalletInfo', {}, expect.any(Function)));
    subscribe.mockClear();
    platform.session.signOut();
    expect(await screen.findByRole('button', { name: 'Log in to track wallets' })).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
