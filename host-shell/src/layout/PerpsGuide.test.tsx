import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('perps guide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 5 s after entering /perps, once per browser', async () => {
    const first = renderApp('/perps');
    // The dialog's chunk loads on entering the path, before it opens.
    await act(() => vi.dynamicImportSettled());
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog', { name: 'Perpetuals guide' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Perpetuals guide' })).toBeInTheDocument();
    first.unmount();
    renderApp('/perps');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog', { name: 'Perpetuals guide' })).not.toBeInTheDocument();
  });

  it('does not open on other pages, and opens once the user goes to /perps', async () => {
    renderApp('/markets');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog', { name: 'Perpetuals guide' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Perps Beta' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/perps');
    await act(() => vi.dynamicImportSettled());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog', { name: 'Perpetuals guide' })).toBeInTheDocument();
  });
});
