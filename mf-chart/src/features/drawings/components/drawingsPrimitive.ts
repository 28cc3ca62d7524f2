import type { IPrimitivePaneRenderer, IPrimitivePaneView, ISeriesApi, ISeriesPrimitive, PrimitiveHoveredItem, SeriesType, Time } from 'lightweight-charts';
import type { Drawing, DrawingPoint, DrawingTool } from '../model/drawings';
import { dashOf, parseDrawingStyle } from '../model/drawingSettings';
import type { DrawingStyle } from '../model/drawingSettings';
import { fibLevels, measure } from '../model/figures';
import type { Measure } from '../model/figures';
import { HANDLE_RADIUS, hitDrawing, rayEnd } from '../model/geometry';
import type { Hit, Pixel } from '../model/geometry';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];
type Context = CanvasRenderingContext2D;

export interface DraftDrawing {
  tool: DrawingTool;
  points: DrawingPoint[];
  style: DrawingStyle;
  text?: string;
}

/** The texts drawn beside a drawing, in the chart's locale and unit. */
export interface DrawingLabels {
  /** A price as the price axis shows it. */
  price(price: number): string;
  /** A price range's figures on one line. */
  measure(figures: Measure): string;
}

/** What the primitive draws: the drawings, the one being placed, the selected one (with handles) and the one being dragged. */
export interface DrawingsScene {
  drawings: readonly Drawing[];
  draft: DraftDrawing | null;
  selectedId: string | null;
  /** The points of the drawing a drag is moving, drawn in place of its stored ones. */
  dragged: { id: string; points: DrawingPoint[] } | null;
  labels: DrawingLabels;
  /** Bar length in seconds (a price range counts bars). */
  period: number;
}

/** How the primitive finds pixels: x of a time (past the bars too), y of a price. */
export interface DrawingCoordinates {
  x(time: number): number | null;
}

const FONT = '11px system-ui, sans-serif';

/**
 * The user's drawings on one series as a series primitive: it converts each drawing's time/price
 * points to pixels on every paint, draws the selected one with its handles, and answers the
 * library's hit test (the drawing under the pointer, its cursor) so a click can select it.
 * Test hook: `onLabels` gets the texts it drew last (Fibonacci levels, price ranges, notes).
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private scene: DrawingsScene | null = null;
  private size = { width: 0, height: 0 };
  private readonly views: readonly IPrimitivePaneView[] = [{ renderer: () => ({ draw: (target) => this.draw(target) }) }];

  constructor(
    private readonly coordinates: DrawingCoordinates,
    private readonly onLabels: (labels: string[]) => void,
  ) {}

  attached(param: { series: ISeriesApi<SeriesType>; requestUpdate: () => void }): void {
    this.series = param.series;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.series = null;
    this.requestUpdate = null;
  }

  set(scene: DrawingsScene): void {
    this.scene = scene;
    this.requestUpdate?.();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  /** The library's hit test: the top-most drawing under the pointer, with a move cursor (a handle's: a crosshair). */
  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    const found = this.hitAt({ x, y });
    if (!found) return null;
    return { externalId: found.id, zOrder: 'normal', cursorStyle: found.hit.part === 'handle' ? 'crosshair' : 'move', hitTestPriority: found.hit.part === 'handle' ? 2 : 1 };
  }

  /** The top-most drawing at a pixel, and what of it (a handle or its body). */
  hitAt(p: Pixel): { id: string; hit: Hit } | null {
    const drawings = this.scene?.drawings ?? [];
    for (let i = drawings.length - 1; i >= 0; i--) {
      const d = drawings[i]!;
      const hit = hitDrawing(d.tool, this.pointsOf(d).map((point) => this.pixel(point)), p, this.size, d.text);
      if (hit) return { id: d.id, hit };
    }
    return null;
  }

  private pointsOf(d: Drawing): DrawingPoint[] {
    const dragged = this.scene?.dragged;
    return dragged && dragged.id === d.id ? dragged.points : d.state.points;
  }

  private pixel(p: DrawingPoint): Pixel | null {
    const x = this.coordinates.x(p.time);
    const y = this.series?.priceToCoordinate(p.price);
    return x === null || y === null || y === undefined ? null : { x, y };
  }

  private draw(target: DrawTarget): void {
    const { scene } = this;
    if (!scene) return;
    const shown: (DraftDrawing & { id: string | null })[] = scene.drawings.map((d) => ({ id: d.id, tool: d.tool, points: this.pointsOf(d), style: parseDrawingStyle(d.style), text: d.text }));
    if (scene.draft) shown.push({ ...scene.draft, id: null });
    const labels: string[] = [];
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      this.size = { width: mediaSize.width, height: mediaSize.height };
      context.font = FONT;
      for (const drawing of shown) {
        const pixels = drawing.points.map((p) => this.pixel(p));
        this.drawOne(context, drawing, pixels, labels);
        if (drawing.id !== null && drawing.id === scene.selectedId) this.drawHandles(context, drawing.style.colour, pixels);
      }
    });
    this.onLabels(labels);
  }

  private drawOne(context: Context, drawing: DraftDrawing, pixels: (Pixel | null)[], labels: string[]): void {
    const scene = this.scene!;
    const { colour, width, lineStyle } = drawing.style;
    const [a, b] = pixels;
    const [from, to] = drawing.points;
    if (!a) return;
    context.strokeStyle = colour;
    context.fillStyle = `${colour}22`;
    context.lineWidth = width;
    context.setLineDash(dashOf(lineStyle, width));
    context.beginPath();
    const text = (value: string, x: number, y: number) => {
      context.fillStyle = colour;
      context.fillText(value, x, y);
      labels.push(value);
    };
    if (drawing.tool === 'horizontalLine') {
      context.moveTo(0, a.y);
      context.lineTo(this.size.width, a.y);
    } else if (drawing.tool === 'textNote') {
      // Plain canvas text: the user's words are painted, never parsed as markup.
      text(drawing.text ?? '', a.x, a.y - 4);
      context.moveTo(a.x, a.y);
      context.lineTo(a.x + Math.max(12, context.measureText(drawing.text ?? '').width), a.y);
    } else if (b && drawing.tool === 'trendLine') {
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
    } else if (b && drawing.tool === 'ray') {
      const end = rayEnd(a, b, this.size.width, this.size.height);
      context.moveTo(a.x, a.y);
      context.lineTo(end.x, end.y);
    } else if (b && drawing.tool === 'rectangle') {
      context.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      context.fill();
    } else if (b && from && to && drawing.tool === 'fibRetracement') {
      const left = Math.min(a.x, b.x);
      const right = Math.max(a.x, b.x);
      for (const { level, price } of fibLevels(from, to)) {
        const y = this.series?.priceToCoordinate(price);
        if (y === null || y === undefined) continue;
        context.moveTo(left, y);
        context.lineTo(right, y);
        text(`${level} (${scene.labels.price(price)})`, right + 4, y + 4);
      }
      context.stroke();
      context.beginPath();
      context.setLineDash([2, 3]);
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
    } else if (b && from && to && drawing.tool === 'priceRange') {
      context.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      context.fill();
      context.moveTo((a.x + b.x) / 2, a.y);
      context.lineTo((a.x + b.x) / 2, b.y);
      text(scene.labels.measure(measure(from, to, scene.period)), Math.min(a.x, b.x), b.y + (b.y < a.y ? -6 : 14));
    } else {
      context.arc(a.x, a.y, 3, 0, Math.PI * 2);
    }
    context.stroke();
    context.setLineDash([]);
  }

  private drawHandles(context: Context, colour: string, pixels: (Pixel | null)[]): void {
    context.setLineDash([]);
    context.lineWidth = 1.5;
    for (const p of pixels) {
      if (!p) continue;
      context.beginPath();
      context.arc(p.x, p.y, HANDLE_RADIUS, 0, Math.PI * 2);
      context.fillStyle = '#ffffff';
      context.fill();
      context.strokeStyle = colour;
      context.stroke();
    }
  }
}
