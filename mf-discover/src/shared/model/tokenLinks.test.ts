import { describe, expect, it } from 'vitest';
import { isPlainClick, tradePath } from './tokenLinks';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('token links', () => {
  it('builds the trade page path from chain and address', () => {
    expect(tradePath({ chain: 'bsc', address: '0xabc' })).toBe('/trade/bsc/0xabc');
  });

  it('treats only an unmodified primary click as plain', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
