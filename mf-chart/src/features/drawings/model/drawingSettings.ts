/**
 * The saved drawing settings (spec 3 §3 "drawing (magnet, favourites, templates)"): the magnet,
 * the starred tools shown in the favourites bar, the style new drawings get, and named style
 * templates. Plain functions, no React.
 */
import { DRAWING_TOOLS } from './drawings';
import type { DrawingTool } from './drawings';
import { isHexColour, isObject } from '../../../shared/model/guards';

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type DrawingLineStyle = (typeof LINE_STYLES)[number];
export const LINE_WIDTHS = [1, 2, 3, 4] as const;
export type DrawingLineWidth = (typeof LINE_WIDTHS)[number];

/** How a drawing is stroked: colour (#rrggbb), width in px, solid / dashed / dotted. */
export interface DrawingStyle {
  colour: string;
  width: DrawingLineWidth;
  lineStyle: DrawingLineStyle;
}

export interface DrawingTemplate {
  id: string;
  name: string;
  style: DrawingStyle;
}

export interface DrawingSettings {
  /** Snap to the bar's OHLC (on by default, spec 3 §9). */
  magnet: boolean;
  /** Starred tools, in the rail's order: the favourites bar. */
  favourites: DrawingTool[];
  /** The style of the next drawing. */
  style: DrawingStyle;
  templates: DrawingTemplate[];
}

/** The accent blue drawings had before they had a style. */
export const DEFAULT_DRAWING_STYLE: DrawingStyle = { colour: '#3d8bfd', width: 2, lineStyle: 'solid' };
export const DEFAULT_DRAWING_SETTINGS: DrawingSettings = { magnet: true, favourites: [], style: DEFAULT_DRAWING_STYLE, templates: [] };
export const MAX_TEMPLATES = 20;
export const MAX_TEMPLATE_NAME = 40;

const isTool = (v: unknown): v is DrawingTool => DRAWING_TOOLS.includes(v as DrawingTool);

/** A style read back field by field; a malformed field takes the fallback's. */
export function parseDrawingStyle(raw: unknown, fallback: DrawingStyle = DEFAULT_DRAWING_STYLE): DrawingStyle {
  if (!isObject(raw)) return fallback;
  return {
    colour: isHexColour(raw.colour) ? raw.colour.toLowerCase() : fallback.colour,
    width: LINE_WIDTHS.includes(raw.width as DrawingLineWidth) ? (raw.width as DrawingLineWidth) : fallback.width,
    lineStyle: LINE_STYLES.includes(raw.lineStyle as DrawingLineStyle) ? (raw.lineStyle as DrawingLineStyle) : fallback.lineStyle,
  };
}

/** Favourites in the rail's order, known tools only, each once. */
export function normaliseFavourites(list: readonly unknown[]): DrawingTool[] {
  return DRAWING_TOOLS.filter((tool) => list.some((item) => item === tool && isTool(item)));
}

/** The saved drawing settings read back; `legacyMagnet` is the top-level `magnet` of settings saved before `drawing` existed. */
export function parseDrawingSettings(raw: unknown, legacyMagnet?: unknown): DrawingSettings {
  const d = isObject(raw) ? raw : {};
  const magnet = typeof d.magnet === 'boolean' ? d.magnet : typeof legacyMagnet === 'boolean' ? legacyMagnet : true;
  const templates: DrawingTemplate[] = [];
  if (Array.isArray(d.templates)) {
    for (const item of d.templates) {
      if (!isObject(item) || typeof item.id !== 'string' || typeof item.name !== 'string') continue;
      const name = cleanName(item.name);
      if (!name || templates.some((t) => t.id === item.id || sameName(t.name, name))) continue;
      templates.push({ id: item.id, name, style: parseDrawingStyle(item.style) });
      if (templates.length === MAX_TEMPLATES) break;
    }
  }
  return {
    magnet,
    favourites: Array.isArray(d.favourites) ? normaliseFavourites(d.favourites) : [],
    style: parseDrawingStyle(d.style),
    templates,
  };
}

/** Stars or unstars a tool. */
export function toggleFavourite(favourites: readonly DrawingTool[], tool: DrawingTool): DrawingTool[] {
  return favourites.includes(tool) ? favourites.filter((t) => t !== tool) : normaliseFavourites([...favourites, tool]);
}

/** A template name as stored: trimmed, inner spaces collapsed, at most 40 characters. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_TEMPLATE_NAME);
}
const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export type TemplateError = 'empty' | 'full';
export type SaveTemplateResult = { ok: true; templates: DrawingTemplate[]; template: DrawingTemplate; replaced: boolean } | { ok: false; error: TemplateError };

/**
 * Saves `style` under `name`: a name already used (case aside) gets the new style in its place
 * (TradingView's "save as" over an existing template); a new name is added at the end, up to 20.
 */
export function saveTemplate(templates: readonly DrawingTemplate[], name: string, style: DrawingStyle, newId: () => string): SaveTemplateResult {
  const clean = cleanName(name);
  if (!clean) return { ok: false, error: 'empty' };
  const at = templates.findIndex((t) => sameName(t.name, clean));
  if (at !== -1) {
    const template = { ...templates[at]!, name: clean, style };
    return { ok: true, templates: templates.map((t, i) => (i === at ? template : t)), template, replaced: true };
  }
  if (templates.length >= MAX_TEMPLATES) return { ok: false, error: 'full' };
  const template = { id: newId(), name: clean, style };
  return { ok: true, templates: [...templates, template], template, replaced: false };
}

export function deleteTemplate(templates: readonly DrawingTemplate[], id: string): DrawingTemplate[] {
  return templates.filter((t) => t.id !== id);
}

/** The style a template gives the next drawings (the current style when it is gone). */
export function applyTemplate(settings: DrawingSettings, id: string): DrawingSettings {
  const template = settings.templates.find((t) => t.id === id);
  return template ? { ...settings, style: template.style } : settings;
}

export type DrawingSettingsAction =
  | { type: 'magnet'; on: boolean }
  | { type: 'favourite'; tool: DrawingTool }
  | { type: 'style'; patch: Partial<DrawingStyle> }
  | { type: 'saveTemplate'; templates: DrawingTemplate[] }
  | { type: 'applyTemplate'; id: string }
  | { type: 'deleteTemplate'; id: string };

export function drawingSettingsReducer(settings: DrawingSettings, action: DrawingSettingsAction): DrawingSettings {
  switch (action.type) {
    case 'magnet':
      return { ...settings, magnet: action.on };
    case 'favourite':
      return { ...settings, favourites: toggleFavourite(settings.favourites, action.tool) };
    case 'style':
      return { ...settings, style: parseDrawingStyle({ ...settings.style, ...action.patch }, settings.style) };
    case 'saveTemplate':
      return { ...settings, templates: action.templates.slice(0, MAX_TEMPLATES) };
    case 'applyTemplate':
      return applyTemplate(settings, action.id);
    case 'deleteTemplate':
      return { ...settings, templates: deleteTemplate(settings.templates, action.id) };
  }
}

/** Canvas dash pattern of a line style at a width. */
export function dashOf(lineStyle: DrawingLineStyle, width: number): number[] {
  if (lineStyle === 'dashed') return [4 * width + 2, 3 * width + 1];
  if (lineStyle === 'dotted') return [width, 2 * width + 1];
  return [];
}
