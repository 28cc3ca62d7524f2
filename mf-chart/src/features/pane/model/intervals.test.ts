import { describe, expect, it } from 'vitest';
import { DEFAULT_PINNED, initialPopover, intervalPopoverReducer, normalisePinned, shortcutFor } from './intervals';

describe('pinned intervals', () => {
  it('show only known intervals, once each, sorted by duration', () => {
    expect(normalisePinned(['1d', '3m', '15s', '1s', 'foo', '15s', 7])).toEqual(['1s', '15s', '1d']);
  });
});

describe('the interval popover', () => {
  it('edits a draft and saves it, which closes the popover', () => {
    let state = intervalPopoverReducer(initialPopover(DEFAULT_PINNED), { type: 'open' });
    state = intervalPopoverReducer(state, { type: 'toggle', resolution: '4h' });
    expect(state.draft).toEqual(DEFAULT_PINNED);
    state = intervalPopoverReducer(state, { type: 'edit' });
    state = intervalPopoverReducer(state, { type: 'toggle', resolution: '4h' });
    state = intervalPopoverReducer(state, { type: 'toggle', resolution: '1s' });
    state = intervalPopoverReducer(state, { type: 'save' });
    expect(state).toMatchObject({ open: false, mode: 'view', saved: ['10s', '30s', '1m', '5m', '1h', '4h', '1d'] });
  });
  it('restores the previous pinned set when closed without saving', () => {
    let state = intervalPopoverReducer(initialPopover(['1m', '5m']), { type: 'open' });
    state = intervalPopoverReducer(state, { type: 'edit' });
    state = intervalPopoverReducer(state, { type: 'toggle', resolution: '1m' });
    state = intervalPopoverReducer(state, { type: 'close' });
    expect(state).toMatchObject({ open: false, saved: ['1m', '5m'], draft: ['1m', '5m'] });
  });
  it('keeps at least one interval pinned', () => {
    let state = intervalPopoverReducer(initialPopover(['1m']), { type: 'open' });
    state = intervalPopoverReducer(state, { type: 'edit' });
    expect(intervalPopoverReducer(state, { type: 'toggle', resolution: '1m' }).draft).toEqual(['1m']);
  });
});

describe('keyboard shortcuts', () => {
  const pinned = normalisePinned(DEFAULT_PINNED);
  it('chooses a pinned interval by position with digits and numpad digits; 9 is the last', () => {
    expect(shortcutFor({ key: '1', code: 'Digit1' }, pinned)).toEqual({ type: 'interval', resolution: '1s' });
    expect(shortcutFor({ key: '4', code: 'Numpad4' }, pinned)).toEqual({ type: 'interval', resolution: '1m' });
    expect(shortcutFor({ key: '9', code: 'Digit9' }, pinned)).toEqual({ type: 'interval', resolution: '1d' });
    expect(shortcutFor({ key: '8', code: 'Digit8' }, pinned)).toBeNull();
    expect(shortcutFor({ key: '0', code: 'Digit0' }, pinned)).toBeNull();
  });
  it('toggles fullscreen with Shift+F', () => {
    expect(shortcutFor({ key: 'F', code: 'KeyF', shiftKey: true }, pinned)).toEqual({ type: 'fullscreen' });
    expect(shortcutFor({ key: 'f', code: 'KeyF' }, pinned)).toBeNull();
  });
  it('leaves fullscreen with Esc, and leaves Esc alone otherwise', () => {
    expect(shortcutFor({ key: 'Escape', code: 'Escape' }, pinned, true)).toEqual({ type: 'exitFullscreen' });
    expect(shortcutFor({ key: 'Escape', code: 'Escape' }, pinned, false)).toBeNull();
    expect(shortcutFor({ key: 'Escape', code: 'Escape', ctrlKey: true }, pinned, true)).toBeNull();
  });
  it('takes "/", Alt+G, Alt+A and Shift+T without an action', () => {
    expect(shortcutFor({ key: '/', code: 'Slash' }, pinned)).toEqual({ type: 'taken' });
    expect(shortcutFor({ key: '©', code: 'KeyG', altKey: true }, pinned)).toEqual({ type: 'taken' });
    expect(shortcutFor({ key: 'å', code: 'KeyA', altKey: true }, pinned)).toEqual({ type: 'taken' });
    expect(shortcutFor({ key: 'T', code: 'KeyT', shiftKey: true }, pinned)).toEqual({ type: 'taken' });
    expect(shortcutFor({ key: '1', code: 'Digit1', ctrlKey: true }, pinned)).toBeNull();
  });
});
