import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { Activity } from './Activity';

// The open orders' chunk never arrives (a deploy replaced it, the network dropped it).
vi.mock('./OpenOrders', () => {
  throw new Error('chunk lost');
});

function Harness() {
  const { t, locale } = useTradeMessages();
  return <Activity chain="solana" address="T" symbol="TOK" decimals={6} security={{ is_pixiu: 0, is_open_source: 1, top10_percent: 0, dev_hold_percent: 0, insider_percent: 0, lp_risk_info: 0 }} t={t} locale={locale} />;
}

describe('Activity', () => {
  it('a tab whose code does not arrive says so with Retry, and the other tabs still work', async () => {
    // React reports each caught load failure on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPlatform(<Harness />, { session: await simSession() });
    await user.click(screen.getByRole('tab', { name: 'Open orders' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list.');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No trades of this token yet.')).toBeInTheDocument();
  });
});
