import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, sim } from '@nova/platform-double/testing';
import TokenChart from '../../../exposes/TokenChart';
import { live } from '../../../test/chartsMock';

vi.mock('lightweight-charts', async () => (await import('../../../test/chartsMock')).chartsModule);

async function hotToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  return (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0]!;
}

interface Stored {
  id: string;
  tool: string;
  text?: string;
  style?: { width: number };
}

describe('editing drawings: select, restyle, delete, undo and redo, notes, remove with a question', () => {
  it('works from the rail, the drawings list, the selected drawing’s toolbar and the keys', async () => {
    const user = userEvent.setup();
    const token = await hotToken();
    const { platform } = renderWithPlatform(<TokenChart chain="solana" address={token.address} />);
    const [canvas] = await screen.findAllByRole('img', { name: `${token.symbol} price chart` }, { timeout: 5000 });
    await waitFor(() => expect(Number(canvas!.getAttribute('data-bars'))).toBeGreaterThan(0), { timeout: 5000 });
    const rail = await screen.findByRole('group', { name: 'Drawing tools' });
    const chart = () => live()[0]!;
    const stored = () => platform.prefs.get<Stored[]>('chart.drawings', []);
    expect(within(rail).getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(within(rail).getByRole('button', { name: 'Remove drawings' })).toBeDisabled();

    // A trend line: two clicks on the chart, however quick (the element's own clicks place points).
    await user.click(within(rail).getByRole('button', { name: 'Trend line' }));
    fireEvent.click(canvas!, { clientX: 10, clientY: 10 });
    fireEvent.click(canvas!, { clientX: 50, clientY: 10 });
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '1'));
    const id = stored()[0]!.id;

    // Clicking it on the chart (the primitive's hit test names it) selects it: its toolbar opens.
    act(() => chart().click({ point: { x: 30, y: 10 }, hoveredInfo: { objectId: id } }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected drawing: Trend line 1' });
    await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Line width' }), '4');
    await waitFor(() => expect(stored()[0]!.style?.width).toBe(4));
    // Escape deselects (the focus back on the chart, off the select).
    await user.click(canvas!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar', { name: /Selected drawing/ })).toBeNull();

    // The list selects from the keyboard; Delete removes the selected drawing; undo brings it back.
    await user.click(within(rail).getByRole('button', { name: 'Drawings on this chart' }));
    const list = await screen.findByRole('dialog', { name: 'Drawings on this chart' });
    await user.click(await within(list).findByRole('button', { name: 'Select Trend line 1' }));
    expect(within(list).getByRole('button', { name: 'Select Trend line 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected drawing: Trend line 1' })).getByRole('button', { name: 'Delete drawing' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '0'));
    await waitFor(() => expect(stored()).toEqual([]));
    await user.click(within(rail).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '1'));
    await waitFor(() => expect(stored()[0]!.style?.width).toBe(4));
    await user.click(within(rail).getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '0'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '1'));

    // A text note: one click, then its text in a dialog.
    await user.click(within(rail).getByRole('button', { name: 'Text note' }));
    fireEvent.click(canvas!, { clientX: 20, clientY: 20 });
    const note = await screen.findByRole('dialog', { name: 'Text note' });
    expect(within(note).getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.type(within(note).getByRole('textbox', { name: 'Note text' }), 'Breakout <b>here</b>');
    await user.click(within(note).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '2'));
    await waitFor(() => expect(stored()[1]).toMatchObject({ tool: 'textNote', text: 'Breakout <b>here</b>' }));

    // Remove drawings asks, naming how many go; Cancel keeps them, Remove takes them, undo restores them.
    await user.click(within(rail).getByRole('button', { name: 'Remove drawings' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove drawings?' });
    expect(ask).toHaveTextContent(`2 drawings on ${token.symbol} will be removed.`);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '2'));
    await user.click(within(rail).getByRole('button', { name: 'Remove drawings' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove drawings?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '0'));
    await user.click(within(rail).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawings', '2'));
    await waitFor(() => expect(stored().map((d) => d.tool)).toEqual(['trendLine', 'textNote']));
  });
});
