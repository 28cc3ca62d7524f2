import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, sim } from '@nova/platform-double/testing';
import TokenChart from '../../../exposes/TokenChart';
import { PlatformContext } from '@nova/shared-ui';

vi.mock('lightweight-charts', async () => (await import('../../../test/chartsMock')).chartsModule);

async function hotToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  return (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0]!;
}

interface Saved {
  drawing: { favourites: string[]; style: { colour: string; width: number; lineStyle: string }; templates: Array<{ name: string }> };
  showDrawingToolbar: boolean;
}

describe('drawing rail: favourites, style templates, and the toolbar toggle', () => {
  it('stars tools into the favourites bar, saves and applies a style template, hides the rail; all kept across a remount', async () => {
    const user = userEvent.setup();
    const token = await hotToken();
    const { platform, unmount } = renderWithPlatform(<TokenChart chain="solana" address={token.address} />);
    await screen.findAllByRole('img', { name: `${token.symbol} price chart` });
    const rail = await screen.findByRole('group', { name: 'Drawing tools' });
    expect(screen.queryByRole('toolbar', { name: 'Favourites bar' })).toBeNull();

    await user.click(within(rail).getByRole('button', { name: 'Favourite drawing tools' }));
    const favourites = await screen.findByRole('dialog', { name: 'Favourite drawing tools' });
    await user.click(await within(favourites).findByRole('button', { name: 'Favourite: Rectangle' }));
    await user.click(within(favourites).getByRole('button', { name: 'Favourite: Trend line' }));
    expect(within(favourites).getByRole('button', { name: 'Favourite: Rectangle' })).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('toolbar', { name: 'Favourites bar' });
    expect(within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Trend line', 'Rectangle']);
    // A favourite picks its tool like the rail does.
    await user.click(within(bar).getByRole('button', { name: 'Rectangle' }));
    expect(within(rail).getByRole('button', { name: 'Rectangle' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(rail).getByRole('button', { name: 'Drawing style' }));
    const style = await screen.findByRole('dialog', { name: 'Drawing style' });
    await user.selectOptions(await within(style).findByRole('combobox', { name: 'Line width' }), '4');
    await user.selectOptions(within(style).getByRole('combobox', { name: 'Line style' }), 'dotted');
    await user.click(within(style).getByRole('button', { name: 'Save as template' }));
    expect(within(style).getByText('Give the template a name.')).toBeInTheDocument();
    await user.type(within(style).getByRole('textbox', { name: 'Template name' }), 'Thick dots');
    await user.click(within(style).getByRole('button', { name: 'Save as template' }));
    expect(within(style).getByRole('status')).toHaveTextContent('Template “Thick dots” saved.');
    // Back to a thin line, then the template gives the next drawings its style again.
    await user.selectOptions(within(style).getByRole('combobox', { name: 'Line width' }), '1');
    await user.click(within(style).getByRole('button', { name: 'Apply template Thick dots' }));
    expect(within(style).getByRole('combobox', { name: 'Line width' })).toHaveValue('4');

    await user.click(screen.getByRole('button', { name: 'Drawing toolbar' }));
    expect(screen.queryByRole('group', { name: 'Drawing tools' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Drawing toolbar' })).toHaveAttribute('aria-pressed', 'false');
    // The favourites bar stays: the starred tools are at hand without the rail.
    expect(screen.getByRole('toolbar', { name: 'Favourites bar' })).toBeInTheDocument();

    await waitFor(() => expect(platform.prefs.get<Saved | null>('chart.settings.default', null)?.showDrawingToolbar).toBe(false), { timeout: 2000 });
    expect(platform.prefs.get<Saved | null>('chart.settings.default', null)?.drawing).toMatchObject({
      favourites: ['trendLine', 'rectangle'],
      style: { width: 4, lineStyle: 'dotted' },
      templates: [{ name: 'Thick dots' }],
    });
    unmount();
    render(
      <PlatformContext.Provider value={platform}>
        <TokenChart chain="solana" address={token.address} />
      </PlatformContext.Provider>,
    );
    expect(screen.queryByRole('group', { name: 'Drawing tools' })).toBeNull();
    expect(within(await screen.findByRole('toolbar', { name: 'Favourites bar' })).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Drawing toolbar' }));
    await user.click(within(await screen.findByRole('group', { name: 'Drawing tools' })).getByRole('button', { name: 'Drawing style' }));
    expect(await screen.findByRole('button', { name: 'Delete template Thick dots' })).toBeInTheDocument();
  });
});
