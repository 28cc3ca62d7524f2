import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultChainPresets, readChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import TradeSettings from './TradeSettings';

/** Renders the dialog after `saved` (if any) was written to prefs, as the host would find it. */
function open(chain: ChainKey = 'solana', saved?: unknown) {
  const onClose = vi.fn();
  const view = renderWithPlatform(<div />);
  if (saved !== undefined) view.platform.prefs.set(tradePresetsPref(chain), saved);
  view.rerender(<TradeSettings chain={chain} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Trade settings' });
  const stored = () => view.platform.prefs.get<unknown>(tradePresetsPref(chain), undefined);
  return { ...view, dialog, onClose, stored };
}

const savedWith = (edit: (presets: ChainPresets) => void, chain: ChainKey = 'solana') => {
  const presets = defaultChainPresets(chain);
  edit(presets);
  return presets;
};

describe('TradeSettings', () => {
  it('opens on the saved active preset and shows its values', () => {
    const { dialog } = open('solana', savedWith((p) => {
      p.activePresetId = 'P2';
      p.presetMap.P2.BUY.slippage = 0.15;
    }));
    expect(within(dialog).getByRole('tab', { name: 'P2' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a malformed saved value opens the defaults without crashing', () => {
    const { dialog } = open('bsc', { activePresetId: 'P9', presetMap: 'nope' });
    expect(within(dialog).getByRole('tab', { name: 'P1' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fast' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Custom priority fee (BNB)' })).toHaveValue('');
  });

  it('Save writes the chosen preset, chips and side settings to prefs and closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, stored } = open('solana');
    await user.click(within(dialog).getByRole('tab', { name: 'P3' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Sell' }));
    await user.click(within(dialog).getByRole('button', { name: '20%' }));
    await user.click(within(dialog).getByRole('button', { name: 'Market' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    const saved = readChainPresets('solana', stored());
    expect(saved.activePresetId).toBe('P3');
    expect(saved.presetMap.P3.SELL).toMatchObject({ slippage: 0.2, priorityFee: { mode: 'market', value: '' } });
    expect(saved.presetMap.P3.BUY.slippage).toBe('auto');
    expect(stored()).toEqual(saved);
  });

  it('Cancel and Escape discard the edits', async () => {
    const user = userEvent.setup();
    const first = open('solana');
    await user.click(within(first.dialog).getByRole('button', { name: '10%' }));
    await user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(first.stored()).toBeUndefined();
    first.unmount();

    const second = open('solana');
    await user.click(within(second.dialog).getByRole('tab', { name: 'P2' }));
    await user.keyboard('{Escape}');
    expect(second.onClose).toHaveBeenCalledTimes(1);
    expect(second.stored()).toBeUndefined();
  });

  it('custom slippage: errors block Save, warnings do not', async () => {
    const user = userEvent.setup();
    const { dialog, stored } = open('solana');
    const input = within(dialog).getByRole('textbox', { name: 'Custom slippage (%)' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.type(input, '0.05');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Slippage must be at least 0.1%.');
    expect(input).toBeInvalid();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Fix the error in P1 · Buy to save.');

    await user.clear(input);
    await user.type(input, '1a01');
    expect(input).toHaveValue('101');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Slippage cannot exceed 100%.');

    await user.clear(input);
    await user.type(input, '3');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Low slippage: your transaction may fail.');
    expect(within(dialog).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'false');

    await user.clear(input);
    await user.type(input, '75');
    expect(input).toHaveAccessibleDescription('High slippage: you may get a much worse price.');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(readChainPresets('solana', stored()).presetMap.P1.BUY.slippage).toBe(0.75);
  });

  it('MEV on selects MEV super fast, locks the speed chips and shows the tip with the prio-min warning', async () => {
    const user = userEvent.setup();
    const { dialog, stored } = open('solana');
    const mev = within(dialog).getByRole('switch', { name: 'MEV protection' });
    expect(within(dialog).queryByRole('textbox', { name: 'MEV tip (SOL)' })).not.toBeInTheDocument();

    await user.click(mev);
    expect(mev).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'MEV super fast' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fast' })).toBeDisabled();
    const tip = within(dialog).getByRole('textbox', { name: 'MEV tip (SOL)' });
    await user.type(tip, '0.00005');
    expect(tip).toHaveAccessibleDescription('Below the minimum MEV tip of 0.0001 SOL: MEV protection may not apply.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(readChainPresets('solana', stored()).presetMap.P1.BUY).toMatchObject({ isMev: true, mevFee: '0.00005', priorityFee: { mode: 'mev-super-fast' } });
  });

  it('turning MEV off sets Fast', async () => {
    const user = userEvent.setup();
    const { dialog } = open('solana', savedWith((p) => {
      p.presetMap.P1.BUY.isMev = true;
      p.presetMap.P1.BUY.priorityFee = { mode: 'mev-super-fast', value: '' };
    }));
    expect(within(dialog).getByRole('button', { name: 'MEV super fast' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('switch', { name: 'MEV protection' }));
    expect(within(dialog).getByRole('switch', { name: 'MEV protection' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Fast' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).queryByRole('button', { name: 'MEV super fast' })).not.toBeInTheDocument();
  });

  it('custom priority fee: typing selects custom, above 2 is an error naming the coin, blurring zero reverts', async () => {
    const user = userEvent.setup();
    const { dialog } = open('eth');
    const fee = within(dialog).getByRole('textbox', { name: 'Custom priority fee (ETH)' });
    await user.type(fee, '2.5');
    expect(within(dialog).getByRole('button', { name: 'Fast' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The fee cannot exceed 2 ETH.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(fee);
    await user.type(fee, '0');
    await user.tab();
    expect(fee).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Fast' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(within(dialog).getByRole('switch', { name: 'MEV protection' }));
    await user.type(fee, '0');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'MEV super fast' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('simulated sell asks a risk confirm before turning on; turning off is direct', async () => {
    const user = userEvent.setup();
    const { dialog } = open('solana');
    const simulated = within(dialog).getByRole('switch', { name: 'Simulated sell' });

    await user.click(simulated);
    const confirm = screen.getByRole('dialog', { name: 'Enable simulated sell?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Enable simulated sell?' })).not.toBeInTheDocument();
    expect(simulated).not.toBeChecked();

    await user.click(simulated);
    await user.click(within(screen.getByRole('dialog', { name: 'Enable simulated sell?' })).getByRole('button', { name: 'Enable' }));
    expect(simulated).toBeChecked();

    await user.click(simulated);
    expect(screen.queryByRole('dialog', { name: 'Enable simulated sell?' })).not.toBeInTheDocument();
    expect(simulated).not.toBeChecked();
  });

  it('Escape in the risk confirm closes only the confirm', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = open('solana');
    await user.click(within(dialog).getByRole('switch', { name: 'Simulated sell' }));
    expect(screen.getByRole('dialog', { name: 'Enable simulated sell?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Enable simulated sell?' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Trade settings' })).toBeInTheDocument();
  });

  it('Reset to defaults restores the shown preset only', async () => {
    const user = userEvent.setup();
    const { dialog, stored } = open('solana', savedWith((p) => {
      p.presetMap.P1.BUY.slippage = 0.1;
      p.presetMap.P2.BUY.slippage = 0.2;
      p.activePresetId = 'P2';
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(within(dialog).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = readChainPresets('solana', stored());
    expect(saved.presetMap.P2.BUY.slippage).toBe('auto');
    expect(saved.presetMap.P1.BUY.slippage).toBe(0.1);
  });
});
