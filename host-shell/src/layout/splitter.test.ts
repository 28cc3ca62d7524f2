import { describe, expect, it } from 'vitest';
import { clampPanelWidth, keyboardResize, sidePanelPref } from './splitter';

describe('side panel splitter', () => {
  it('keeps the width within 260..500', () => {
    expect([100, 260, 333.4, 500, 900, Number.NaN].map(clampPanelWidth)).toEqual([260, 260, 333, 500, 500, 260]);
  });
  it('widens the right panel with ArrowLeft and narrows it with ArrowRight', () => {
    expect(keyboardResize(300, 'ArrowLeft')).toBe(310);
    expect(keyboardResize(300, 'ArrowRight')).toBe(290);
    expect(keyboardResize(495, 'ArrowLeft')).toBe(500);
    expect(keyboardResize(300, 'Home')).toBe(500);
    expect(keyboardResize(300, 'End')).toBe(260);
    expect(keyboardResize(300, 'a')).toBeNull();
  });
  it('saves per page type', () => {
    expect(sidePanelPref('trade')).toBe('layout.trade.sidePanelWidth');
    expect(sidePanelPref('')).toBe('layout.home.sidePanelWidth');
  });
});
