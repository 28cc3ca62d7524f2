import { act, screen, within } from '@testing-library/react';
import { defaultChainPresets } from '@nova/shared-contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { engine } from '@nova/platform-double/testing';

describe('quick-buy box', () => {
  it('accepts digits and one dot, caps at 10000, saves and announces the amount', async () => {
    const { platform } = renderApp('/markets');
    const box = screen.getByRole('textbox', { name: 'Quick buy amount' });
    await userEvent.clear(box);
    await userEvent.type(box, '1a2.5.7');
    expect(box).toHaveValue('12.57');
    await userEvent.clear(box);
    await userEvent.type(box, '99999');
    expect(box).toHaveValue('10000');
    expect(platform.bus.last('quickBuy.amount')).toMatchObject({ amount: '10000', byChain: { solana: '10000' } });
    expect(JSON.parse(localStorage.getItem('nova.prefs.quickBuyAmounts') ?? 'null')).toEqual({ solana: '10000' });
  });

  it("keeps one amount per chain, in the chain's coin: editing one leaves the others, and every chain's is announced", async () => {
    localStorage.setItem('nova.prefs.quickBuyAmount', '"0.2"');
    const { platform } = renderApp('/markets');
    const box = screen.getByRole('textbox', { name: 'Quick buy amount' });
    expect(box).toHaveValue('0.2');
    expect(box).toHaveAccessibleDescription('SOL');
    await userEvent.clear(box);
    await userEvent.type(box, '1.5');
    act(() => platform.bus.emit('chain.changed', { chain: 'bsc' }));
    expect(box).toHaveValue('0.2');
    expect(box).toHaveAccessibleDescription('BNB');
    await userEvent.clear(box);
    await userEvent.type(box, '0.05');
    expect(platform.bus.last('quickBuy.amount')).toMatchObject({ amount: '0.05', byChain: { solana: '1.5', bsc: '0.05', base: '0.2' } });
    act(() => platform.bus.emit('chain.changed', { chain: 'solana' }));
    expect(box).toHaveValue('1.5');
    expect(platform.bus.last('quickBuy.amount')).toMatchObject({ amount: '1.5' });
  });

  it('takes a preset of the active chain', async () => {
    renderApp('/markets');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quick buy amount preset' }), '0.5');
    expect(screen.getByRole('textbox', { name: 'Quick buy amount' })).toHaveValue('0.5');
  });

  it('picks the trade preset of the active chain, follows a preset saved elsewhere, and opens the trade settings', async () => {
    const { platform } = renderApp('/markets');
    const presets = within(screen.getByRole('group', { name: 'Trade preset' }));
    expect(presets.getByRole('button', { name: 'P1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(presets.getByRole('button', { name: 'P2' }));
    expect(presets.getByRole('button', { name: 'P2' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('nova.prefs.trade.presets.solana') ?? 'null')).toMatchObject({ activePresetId: 'P2' });
    act(() => platform.services.prefs.set('trade.presets.solana', { ...defaultChainPresets('solana'), activePresetId: 'P3' }));
    expect(presets.getByRole('button', { name: 'P3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Trade settings' }));
    expect(await screen.findByText(/^mf_trade \.\/TradeSettings \{"chain":"solana"\}/)).toBeInTheDocument();
  });

  it('offers the saved quick amounts of the chain', async () => {
    localStorage.setItem('nova.prefs.trade.presets.solana', JSON.stringify({ ...defaultChainPresets('solana'), quickAmounts: ['3', '7', '9', '11'] }));
    renderApp('/markets');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quick buy amount preset' }), '7');
    expect(screen.getByRole('textbox', { name: 'Quick buy amount' })).toHaveValue('7');
  });
});

describe('quick buy and sell through mf_trade', () => {
  // A token of the sim's catalogue on the layer-2 chain.
  const gtToken = engine.market.tokens.map((token) => token.def).find((def) => def.chain === 'gatelayer' && !def.isLaunch)!;

  it("on a GT token's page the presets and settings are gatelayer's, and the quick buy buys the page's token", async () => {
    localStorage.setItem('nova.prefs.trade.presets.gatelayer', JSON.stringify({ ...defaultChainPresets('gatelayer'), activePresetId: 'P3' }));
    renderApp(`/trade/gatelayer/${gtToken.address}`);
    expect(await screen.findByText(new RegExp(`^mf_trade \\./QuickBuyButton \\{"chain":"gatelayer","address":"${gtToken.address}","amount":"0.1"\\}`, 'i'))).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Trade preset' })).getByRole('button', { name: 'P3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Trade settings' }));
    expect(await screen.findByText(/^mf_trade \.\/TradeSettings \{"chain":"gatelayer"\}/)).toBeInTheDocument();
  });

  it('off trade pages there is no quick-buy button; the first trade.quick request mounts mf_trade ./QuickTrade', async () => {
    const { platform } = renderApp('/markets');
    expect(screen.queryByText(/QuickBuyButton/)).not.toBeInTheDocument();
    act(() => platform.bus.emit('trade.quick', { id: 'r1', chain: 'solana', address: 'T', side: 'buy', source: 'token-row', at: Date.now() }));
    expect(await screen.findByText(/^mf_trade \.\/QuickTrade \{\}/)).toBeInTheDocument();
  });

  it('a chart order-line request (trade.order) mounts mf_trade ./QuickTrade too', async () => {
    const { platform } = renderApp('/markets');
    const order = { order_id: 'o1', status: 2, side: 'buy' as const, chain: 'solana' as const, base_token: 'T', token_name: 'T', token_symbol: 'T', token_icon: '', quote_investment: '1', target_price_usd: '1', order_type: 0, wallet_address: 'w', created_at: 0 };
    act(() => platform.bus.emit('trade.order', { id: 'o1', action: 'cancel', order, at: Date.now() }));
    expect(await screen.findByText(/^mf_trade \.\/QuickTrade \{\}/)).toBeInTheDocument();
  });

  it("mf_trade's Deposit (deposit.open) opens mf_wallets' deposit dialog on the order's chain", async () => {
    const { platform } = renderApp('/markets', { signedIn: true });
    act(() => platform.bus.emit('deposit.open', { chain: 'base' }));
    expect(await screen.findByText(/^mf_wallets \.\/DepositDialog \{"chain":"base"\}/)).toBeInTheDocument();
  });
});
