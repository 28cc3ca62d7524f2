import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuickTradeRequest, Token } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { launchMessages } from '../../../i18n/launchMessages';
import type { LaunchMessages } from '../../../i18n/launchMessages';
import { LaunchCard } from './LaunchCard';

const t = (key: keyof LaunchMessages & string, values?: Record<string, string | number>) => launchMessages.format('en', key, values);
const token = {
  chain: 'bsc',
  address: '0x00000000000000000000000000000000000000aa',
  symbol: 'FROG',
  name: 'Frog launch',
  logo: '',
  created_at: 1_700_000_000,
  market_cap: 42_000,
  volume_24h: 9_000,
  holders_count: 120,
  progress: 64,
} as unknown as Token;

describe('LaunchCard quick buy', () => {
  it('emits exactly one trade.quick buy of the card token for the shown amount; the click neither navigates nor reaches the card', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const { platform } = renderWithPlatform(
      // a stand-in for a clickable container around the card
      <ul onClick={outer}>
        <LaunchCard token={token} quickBuyAmount="0.25" showProgress t={t} locale="en" nowMs={1_700_000_060_000} />
      </ul>,
    );
    const asked: QuickTradeRequest[] = [];
    platform.bus.on('trade.quick', (request) => asked.push(request));

    await user.click(screen.getByRole('button', { name: 'Quick buy FROG for 0.25 BNB' }));
    expect(asked).toEqual([{ id: expect.stringMatching(/\S/), chain: 'bsc', address: token.address, side: 'buy', amount: '0.25', source: 'launch-card', at: expect.any(Number) }]);
    expect(platform.navigations).toEqual([]);
    expect(outer).not.toHaveBeenCalled();
  });
});
