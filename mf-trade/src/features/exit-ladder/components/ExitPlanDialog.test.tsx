import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@nova/shared-contracts';
import type { LimitOrder, Position, Token } from '@nova/shared-contracts';
import { renderWithPlatform, simApi, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { ExitPlanAction } from './ExitPlanAction';

function Harness({ token, position }: { token: Token; position: Position }) {
  const { t } = useTradeMessages();
  return <ExitPlanAction chain="solana" address={token.address} symbol={token.symbol} decimals={token.decimals} position={position} disabled={false} t={t} />;
}

async function held() {
  const session = await simSession();
  const api = simApi(session);
  const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
  const token = tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('no tradable Solana token in the sim');
  await api.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 });
  const rungs = async (): Promise<LimitOrder[]> =>
    (await api.call('limitOrderList', { chain: 'solana', base_token: token.address, status: ORDER_STATUS.Pending })).order_list.filter((o) => o.plan_id !== undefined).sort((a, b) => (a.plan_rung ?? 0) - (b.plan_rung ?? 0));
  const position = (await api.call('holdsList', { chain: 'solana' })).list.find((p) => p.token_address === token.address);
  if (!position) throw new Error('the buy left no position');
  return { session, token, position, rungs };
}

describe('the exit plan of a position', () => {
  it('is built rung by rung, refused while a rule is broken, saved as one plan', async () => {
    const { session, token, position, rungs } = await held();
    const user = userEvent.setup();
    renderWithPlatform(<Harness token={token} position={position} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Exit plan' }));
    const dialog = await screen.findByRole('dialog', { name: `Exit plan · ${token.symbol}` });
    expect(await within(dialog).findAllByRole('group', { name: /^Rung \d$/ })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Remove rung 1' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add rung' }));
    const third = within(dialog).getByRole('group', { name: 'Rung 3' });
    expect(within(third).getByRole('textbox', { name: 'Multiple of the average cost' })).toHaveValue('8');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(within(third).getByRole('textbox', { name: 'Share of the position sold' })).toHaveAccessibleDescription('Enter a share above 0 and at most 100, with at most 2 decimals');

    await user.type(within(third).getByRole('textbox', { name: 'Share of the position sold' }), '20');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The shares add up to more than 100 %');
    const first = within(dialog).getByRole('group', { name: 'Rung 1' });
    await user.click(within(first).getByRole('button', { name: 'Price' }));
    expect(within(first).getByRole('textbox', { name: 'Target price (USD)' })).toHaveValue('');
    await user.click(within(first).getByRole('button', { name: 'Multiple' }));
    await user.type(within(first).getByRole('textbox', { name: 'Multiple of the average cost' }), '1.5');
    const share = within(first).getByRole('textbox', { name: 'Share of the position sold' });
    await user.clear(share);
    await user.type(share, '30');
    expect(within(within(dialog).getByRole('list', { name: 'Plan summary' })).getByText(/^Kept after every rung: 0 /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await rungs()).map((o) => [o.plan_rung, o.plan_multiple])).toEqual([
      [1, 1.5],
      [2, 4],
      [3, 8],
    ]);
  });

  it('opens a pending plan for editing, saves it in place, and cancels it as one', async () => {
    const { session, token, position, rungs } = await held();
    const user = userEvent.setup();
    renderWithPlatform(<Harness token={token} position={position} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Exit plan' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [placed] = await rungs();

    await user.click(screen.getByRole('button', { name: 'Exit plan' }));
    const dialog = await screen.findByRole('dialog');
    const second = await within(dialog).findByRole('group', { name: 'Rung 2' });
    expect(within(second).getByRole('textbox', { name: 'Multiple of the average cost' })).toHaveValue('4');
    await user.clear(within(second).getByRole('textbox', { name: 'Multiple of the average cost' }));
    await user.type(within(second).getByRole('textbox', { name: 'Multiple of the average cost' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const edited = await rungs();
    expect(edited.map((o) => [o.plan_id, o.plan_multiple])).toEqual([
      [placed?.plan_id, 2],
      [placed?.plan_id, 5],
    ]);

    await user.click(screen.getByRole('button', { name: 'Exit plan' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rungs()).toEqual([]);
  });
});
