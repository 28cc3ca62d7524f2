import { describe, expect, it } from 'vitest';
import { clampPanelWidth, dragResize, keyboardResize, readZoneWidths, sidePanelPref, zonesPref } from './splitter';

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
  it('widens a left panel with ArrowRight, and drags follow the panel side', () => {
    expect(keyboardResize(300, 'ArrowRight', 'left')).toBe(310);
    expect(keyboardResize(300, 'ArrowLeft', 'left')).toBe(290);
    expect(dragResize(300, 40, 'left')).toBe(340);
    expect(dragResize(300, 40, 'right')).toBe(260);
    expect(dragResize(300, -400, 'right')).toBe(500);
  });
  it('saves per page type', () => {
    expect(sidePanelPref('trade')).toBe('layout.trade.sidePanelWidth');
    expect(sidePanelPref('')).toBe('layout.home.sidePanelWidth');
    expect(zonesPref('perps')).toBe('layout.perps.zones');
  });
  it('reads saved zone widths, clamping them and ignoring malformed values', () => {
    expect(readZoneWidths({ left: 320, right: 9000 })).toEqual({ left: 320, right: 500 });
    expect(readZoneWidths({ left: '300' })).toEqual({ left: 260, right: 260 });
    expect(readZoneWidths(null)).toEqual({ left: 260, right: 260 });
  });
});
