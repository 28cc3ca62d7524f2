import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogPanel } from './DialogPanel';
import { lockPage } from './pageLock';
import { overlayPageState } from './pageState';

describe("the page's overlay state, shared by every copy of shared-ui", () => {
  it('is one object per document, found by a registered symbol (another copy of the module finds the same)', () => {
    const state = overlayPageState(document);
    expect(overlayPageState(document)).toBe(state);
    expect((document as unknown as Record<symbol, unknown>)[Symbol.for('nova.shared-ui.overlays.v1')]).toBe(state);
  });

  it("keeps the page's scroll lock until the last modal of any copy closes", () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    const unlockA = lockPage(a);
    // Another copy's counter would have been a second variable: the page's count is one.
    expect(overlayPageState(document).scrollLocks).toBe(1);
    const unlockB = lockPage(b);
    unlockA();
    expect(document.body.style.overflow).toBe('hidden');
    unlockB();
    expect(document.body.style.overflow).toBe('');
    a.remove();
    b.remove();
  });

  it('closes only the topmost dialog on Escape, when the one below was opened by another copy', async () => {
    const user = userEvent.setup();
    const closeBelow = vi.fn();
    const closeTop = vi.fn();
    // The dialog below stands for another copy's: a panel on the page's stack that this copy did not open.
    const below = document.createElement('div');
    document.body.append(below);
    const onBelowKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && overlayPageState(document).stack.at(-1) === below) closeBelow();
    };
    overlayPageState(document).stack.push(below);
    document.addEventListener('keydown', onBelowKey, true);
    render(
      <DialogPanel open onClose={closeTop} title="Log in">
        <button type="button">Continue</button>
      </DialogPanel>,
    );
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBelow).not.toHaveBeenCalled();
    document.removeEventListener('keydown', onBelowKey, true);
    overlayPageState(document).stack.splice(overlayPageState(document).stack.indexOf(below), 1);
    below.remove();
  });
});
