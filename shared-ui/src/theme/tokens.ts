/**
 * Design tokens of the dark terminal theme. Values live in CSS custom properties (injected once by
 * <ThemeStyles/>); components reference them through `vars`, so a theme switch is a stylesheet swap,
 * never a React re-render and never a ThemeProvider.
 */
const colors = {
  bg: '#0b0e13',
  surface: '#11151c',
  surfaceRaised: '#171c25',
  surfaceHover: '#1d2430',
  border: '#232a36',
  borderStrong: '#2f3847',
  text: '#e6e8ee',
  textMuted: '#8a93a6',
  /** At least 4.5:1 on surface and surfaceRaised (WCAG AA for small text). */
  textDim: '#7d8699',
  accent: '#3d8bfd',
  /** Filled controls with white text (primary buttons): 4.8:1; `accent` stays for text on the dark background. */
  accentFill: '#2f6fd6',
  up: '#16c784',
  upSoft: 'rgba(22, 199, 132, 0.14)',
  /** Text at least 4.5:1 on bg, surface and surfaceRaised. */
  down: '#f0505a',
  /** Filled controls with white text (sell buttons): 4.7:1. */
  downFill: '#d9303b',
  downSoft: 'rgba(240, 80, 90, 0.14)',
  warn: '#f0b90b',
  warnSoft: 'rgba(240, 185, 11, 0.14)',
  focus: '#5b9dff',
  skeleton: '#1a202a',
  skeletonShine: '#232b38',
} as const;

const fonts = {
  sans: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: '"JetBrains Mono", "SFMono-Regular", ui-monospace, Menlo, Consolas, monospace',
} as const;

const sizes = {
  fontXs: '11px',
  fontSm: '12px',
  fontMd: '13px',
  fontLg: '15px',
  fontXl: '18px',
  space1: '2px',
  space2: '4px',
  space3: '8px',
  space4: '12px',
  space5: '16px',
  radiusSm: '3px',
  radiusMd: '6px',
  rowHeight: '32px',
  controlHeight: '28px',
} as const;

type Group = Record<string, string>;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const varName = (group: string, name: string) => `--nova-${group}-${kebab(name)}`;
const refs = <G extends Group>(group: string, values: G) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, `var(${varName(group, name)})`])) as { readonly [K in keyof G]: string };

const GROUPS = { color: colors, font: fonts, size: sizes } as const;

/** `var(--nova-…)` references for use in styles: `color: ${vars.color.up}`. */
export const vars = {
  color: refs('color', colors),
  font: refs('font', fonts),
  size: refs('size', sizes),
} as const;

/** The raw dark palette (for canvas libraries such as lightweight-charts, which cannot read CSS variables). */
export const darkPalette = colors;
export const themeFonts = fonts;

/** The `:root` declarations of the dark theme. */
export function themeCssVariables(): string {
  return Object.entries(GROUPS)
    .flatMap(([group, values]) => Object.entries(values).map(([name, value]) => `${varName(group, name)}: ${value};`))
    .join('\n');
}
