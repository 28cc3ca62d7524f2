/**
 * Chart layouts (spec 3 §2, §4): 26 layouts named 1A to 8C; the chart count is the number in the
 * name. Each layout is a CSS grid: `areas` are grid-template-areas rows whose letters a, b, c…
 * are the charts in order. Pure data and rules; the grid component renders them.
 */
export interface LayoutDef {
  name: string;
  areas: string[];
}

const L = (name: string, ...areas: string[]): LayoutDef => ({ name, areas });

export const LAYOUTS: readonly LayoutDef[] = [
  L('1A', 'a'),
  L('2A', 'a b'),
  L('2B', 'a', 'b'),
  L('3A', 'a b c'),
  L('3B', 'a', 'b', 'c'),
  L('3C', 'a b', 'a c'),
  L('3D', 'a c', 'b c'),
  L('3E', 'a a', 'b c'),
  L('3F', 'a b', 'c c'),
  L('4A', 'a b', 'c d'),
  L('4B', 'a b c d'),
  L('4C', 'a', 'b', 'c', 'd'),
  L('4D', 'a b', 'a c', 'a d'),
  L('4E', 'a a a', 'b c d'),
  L('4F', 'a b c', 'd d d'),
  L('5A', 'a a a b b b', 'c c d d e e'),
  L('5B', 'a a b b c c', 'd d d e e e'),
  L('5C', 'a a b c', 'a a d e'),
  L('6A', 'a b c', 'd e f'),
  L('6B', 'a b', 'c d', 'e f'),
  L('6C', 'a a b', 'a a c', 'd e f'),
  L('7A', 'a a a a b b b b c c c c', 'd d d e e e f f f g g g'),
  L('7B', 'a a a b b b c c c d d d', 'e e e e f f f f g g g g'),
  L('8A', 'a b c d', 'e f g h'),
  L('8B', 'a b', 'c d', 'e f', 'g h'),
  L('8C', 'a a b c', 'a a d e', 'f g h h'),
];

export type LayoutName = string;
export const DEFAULT_LAYOUT = '1A';
export const AREA_LETTERS = 'abcdefgh';

export function findLayout(name: string): LayoutDef {
  return LAYOUTS.find((layout) => layout.name === name) ?? (LAYOUTS[0] as LayoutDef);
}

/** The chart count of a layout: the number read from its name (spec 3 §2). */
export function chartCount(name: string): number {
  const n = Number.parseInt(name, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** If multi-chart is not enabled (narrow screens), the layout is forced to a single chart (spec 3 §4). */
export function effectiveLayout(name: string, multiChart: boolean): string {
  return multiChart && LAYOUTS.some((layout) => layout.name === name) ? name : DEFAULT_LAYOUT;
}

/** The selected index clamped to the chart count (spec 3 §4). */
export function clampIndex(index: number, count: number): number {
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(Math.floor(index), Math.max(0, count - 1));
}

/** Areas for a new chart count: existing ones are kept, new charts copy the selected chart (spec 3 §4). */
export function resizeAreas<T>(areas: readonly T[], count: number, selectedIndex: number): T[] {
  const source = areas[clampIndex(selectedIndex, areas.length)];
  const next = areas.slice(0, count);
  while (next.length < count && source !== undefined) next.push(structuredClone(source));
  return next;
}
