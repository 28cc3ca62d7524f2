import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

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
    expect(platform.bus.last('quickBuy.amount')).toEqual({ amount: '10000' });
    expect(localStorage.getItem('nova.prefs.quickBuyAmount')).toBe('"10000"');
  });

  it('takes a preset of the active chain', async () => {
    renderApp('/markets');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quick buy amount preset' }), '0.5');
    expect(screen.getByRole('textbox', { name: 'Quick buy amount' })).toHaveValue('0.5');
  });
});
