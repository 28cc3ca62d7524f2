import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import { followSimWallets } from '../../../testing/simData';
import { WalletMonitor } from './WalletMonitor';

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const pngFile = (name: string, size = 64, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type });
};

// These walk whole flows against the sim behind msw: give them room on a loaded machine.
describe('WalletMonitor (board)', { timeout: 30_000 }, () => {
  it('creates a group with the §5 rules, refuses a wrong avatar before upload, uploads a good one, edits and deletes it', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { platform } = renderWithPlatform(<WalletMonitor variant="board" />, { session });
    const groups = await screen.findByRole('navigation', { name: 'Wallet groups' });
    expect(within(groups).getByRole('button', { name: /Default/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(groups).getByRole('button', { name: 'New group' }));
    const create = dialog('Create wallet group');
    await user.click(within(create).getByRole('button', { name: 'Create group' }));
    expect(within(create).getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription('Please enter a group name');
    await user.type(within(create).getByRole('textbox', { name: 'Group name' }), 'x'.repeat(31));
    expect(within(create).getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription('At most 30 characters');
    await user.clear(within(create).getByRole('textbox', { name: 'Group name' }));
    await user.type(within(create).getByRole('textbox', { name: 'Group name' }), '  Snipers  ');
    fireEvent.change(within(create).getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'd'.repeat(201) } });
    expect(within(create).getByText('The description can have at most 200 characters')).toBeInTheDocument();
    fireEvent.change(within(create).getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'Fast entries' } });

    const input = within(create).getByTestId('group-avatar-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });
    expect(within(create).getByRole('alert')).toHaveTextContent('Only PNG, JPG, JPEG or WEBP images');
    fireEvent.change(input, { target: { files: [pngFile('big.png', 2 * 1024 * 1024)] } });
    expect(within(create).getByRole('alert')).toHaveTextContent('Upload size limit: the image must be under 2 MB');
    fireEvent.change(input, { target: { files: [pngFile('me.png')] } });
    expect(await within(create).findByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const snipers = await within(groups).findByRole('button', { name: /Snipers/ });
    expect(snipers).toHaveAttribute('aria-pressed', 'true');
    const detail = screen.getByRole('region', { name: 'Group Snipers' });
    expect(within(detail).getByText('Fast entries')).toBeInTheDocument();
    expect(platform.toast.shown().map((t) => t.message)).toContain('Group created');
    const engine = await sim.ready;
    const stored = [...engine.state.groups.values()].find((g) => g.name === 'Snipers');
    expect(stored?.img_url).toMatch(/\/uploads\/\w+\.png$/);

    await user.click(within(detail).getByRole('button', { name: 'Edit group' }));
    const edit = dialog('Edit wallet group');
    await user.clear(within(edit).getByRole('textbox', { name: 'Group name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Group name' }), 'Snipers 2');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(groups).findByRole('button', { name: /Snipers 2/ })).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: 'Group Snipers 2' })).getByRole('button', { name: 'Actions of Snipers 2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete group' }));
    await user.click(within(dialog('Delete Snipers 2?')).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(within(groups).queryByRole('button', { name: /Snipers/ })).not.toBeInTheDocument());
    expect(within(groups).getByRole('button', { name: /Default/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('imports wallets, searches and pages them, toggles alerts, renames, removes, and opens a profile on the bus', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const engine = await sim.ready;
    const [first, second] = engine.market.wallets;
    const { platform } = renderWithPlatform(<WalletMonitor variant="board" />, { session });
    const detail = await screen.findByRole('region', { name: 'Group Default' });
    expect(await within(detail).findByText('No wallets in this group yet')).toBeInTheDocument();

    await user.click(within(detail).getAllByRole('button', { name: 'Import wallets' })[0]!);
    const importer = dialog(/Import wallets into/);
    fireEvent.change(within(importer).getByRole('textbox', { name: 'Wallet addresses' }), { target: { value: 'not-an-address' } });
    expect(within(importer).getByRole('alert')).toHaveTextContent('Line 1 is not a valid address');
    fireEvent.change(within(importer).getByRole('textbox', { name: 'Wallet addresses' }), { target: { value: `${first!.sol}, Whale one\n${second!.sol}` } });
    await user.click(within(importer).getByRole('button', { name: 'Import 2' }));
    const list = await within(detail).findByRole('list', { name: 'Wallets in Default' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(platform.toast.shown().map((t) => t.message)).toContain('2 wallets imported, 0 skipped');
    // Each board row carries the wallet's 7-day PnL and win rate (profit summary) and when it was added.
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/7D PnL: [+-]?\$[\d,.]+.*Win rate: [\d.]+%.*Added: \d+s/));

    const alerts = within(list).getByRole('switch', { name: 'Alerts for Whale one' });
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    await user.click(alerts);
    await waitFor(() => expect(within(list).getByRole('switch', { name: 'Alerts for Whale one' })).toHaveAttribute('aria-checked', 'false'));
    expect([...engine.state.smart.values()].find((r) => r.wallet_address === first!.sol)?.notify).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Rename Whale one' }));
    const name = within(list).getByRole('textbox', { name: /^Name of / });
    await user.clear(name);
    await user.type(name, 'y'.repeat(31));
    expect(name).toHaveAccessibleDescription('At most 30 characters');
    await user.clear(name);
    await user.type(name, 'Big fish');
    await user.click(within(list).getByRole('button', { name: 'Save name' }));
    expect(await within(list).findByRole('switch', { name: 'Alerts for Big fish' })).toBeInTheDocument();

    await user.type(within(detail).getByRole('searchbox', { name: 'Search wallets' }), 'Big');
    await waitFor(() => expect(within(within(detail).getByRole('list', { name: 'Wallets in Default' })).getAllByRole('listitem')).toHaveLength(1));

    const opened: unknown[] = [];
    platform.bus.on('wallet.profile.open', (payload) => opened.push(payload));
    await user.click(within(detail).getByRole('link', { name: 'Open the profile of Big fish' }));
    expect(opened).toEqual([{ address: first!.sol, chain: 'solana' }]);

    await user.click(within(detail).getByRole('button', { name: 'Remove Big fish' }));
    expect(await within(detail).findByText('No wallet matches your search')).toBeInTheDocument();
  });

  it('pages a group of more than 10 wallets', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    await followSimWallets(session, 23);
    renderWithPlatform(<WalletMonitor variant="board" />, { session });
    const detail = await screen.findByRole('region', { name: 'Group Default' });
    expect(await within(detail).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(detail).getByRole('button', { name: 'Next page' }));
    expect(await within(detail).findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Next page' }));
    expect(await within(detail).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(within(detail).getByRole('list', { name: 'Wallets in Default' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(detail).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
