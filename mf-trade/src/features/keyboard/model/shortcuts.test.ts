import { describe, expect, it } from 'vitest';
import { shortcutAction } from './shortcuts';
import type { KeyInput } from './shortcuts';

const key = (k: string, over: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, editableTarget: false, repeat: false, ...over });

describe('keyboard trading', () => {
  it('B and S pick the side', () => {
    expect(shortcutAction(key('b'))).toEqual({ type: 'side', side: 'buy' });
    expect(shortcutAction(key('S'))).toEqual({ type: 'side', side: 'sell' });
  });
  it('1 to 4 pick the quick amounts', () => {
    expect(shortcutAction(key('1'))).toEqual({ type: 'quick', index: 0 });
    expect(shortcutAction(key('4'))).toEqual({ type: 'quick', index: 3 });
    expect(shortcutAction(key('5'))).toBeNull();
  });
  it('Enter submits', () => expect(shortcutAction(key('Enter'))).toEqual({ type: 'submit' }));
  it('never fires while an input has focus, with a modifier, or on key repeat', () => {
    expect(shortcutAction(key('b', { editableTarget: true }))).toBeNull();
    expect(shortcutAction(key('s', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(key('1', { metaKey: true }))).toBeNull();
    expect(shortcutAction(key('Enter', { repeat: true }))).toBeNull();
  });
});
