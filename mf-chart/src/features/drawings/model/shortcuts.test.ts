import { describe, expect, it } from 'vitest';
import { drawingShortcut } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; code: string }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('drawing keys', () => {
  it('undo with Ctrl or Cmd+Z; redo with Ctrl/Cmd+Shift+Z or Ctrl+Y', () => {
    expect(drawingShortcut(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(drawingShortcut(key('z', { metaKey: true }), false)).toBe('undo');
    expect(drawingShortcut(key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(drawingShortcut(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(drawingShortcut(key('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });
  it('Delete, Backspace and Escape act only on a selected drawing', () => {
    expect(drawingShortcut(key('Delete'), true)).toBe('delete');
    expect(drawingShortcut(key('Backspace'), true)).toBe('delete');
    expect(drawingShortcut(key('Escape'), true)).toBe('deselect');
    expect(drawingShortcut(key('Delete'), false)).toBeNull();
    expect(drawingShortcut(key('Escape'), false)).toBeNull();
    expect(drawingShortcut(key('z'), true)).toBeNull();
  });
});
