import type { IChartApi, IPrimitivePaneRenderer, IPrimitivePaneView, ISeriesApi, ISeriesPrimitive, SeriesType, Time, UTCTimestamp } from 'lightweight-charts';
import type { Drawing, DrawingPoint, DrawingTool } from '../model/drawings';
import { dashOf, parseDrawingStyle } from '../model/drawingSettings';
import type { DrawingStyle } from '../model/drawingSettings';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

export interface DraftDrawing {
  tool: DrawingTool;
  points: DrawingPoint[];
  style: DrawingStyle;
}

/**
 * The user's drawings on one series (trend line, horizontal line, ray, rectangle) as a series
 * primitive: it converts each drawing's time/price points to pixels on every paint.
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private drawings: readonly Drawing[] = [];
  private draft: DraftDrawing | null = null;

  attached(param: { chart: IChartApi; series: ISeriesApi<SeriesType>; requestUpdate: () => void }): void {
    this.chart = param.chart;
    this.series = param.series;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  set(drawings: readonly Drawing[], draft: DraftDrawing | null): void {
    this.drawings = drawings;
    this.draft = draft;
    this.requestUpdate?.();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [{ renderer: () => ({ draw: (target) => this.draw(target) }) }];
  }

  private point(p: DrawingPoint): { x: number; y: number } | null {
    const x = this.chart?.timeScale().timeToCoordinate(p.time as UTCTimestamp);
    const y = this.series?.priceToCoordinate(p.price);
    return x === null || x === undefined || y === null || y === undefined ? null : { x, y };
  }

  private draw(target: DrawTarget): void {
    const all: DraftDrawing[] = [...this.drawings.map((d) => ({ tool: d.tool, points: d.state.points, style: parseDrawingStyle(d.style) })), ...(this.draft ? [this.draft] : [])];
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      for (const drawing of all) {
        const { colour, width, lineStyle } = drawing.style;
        context.strokeStyle = colour;
        context.fillStyle = `${colour}22`;
        context.lineWidth = width;
        context.setLineDash(dashOf(lineStyle, width));
        const [a, b] = drawing.points.map((p) => this.point(p));
        if (!a) continue;
        context.beginPath();
        if (drawing.tool === 'horizontalLine') {
          context.moveTo(0, a.y);
          context.lineTo(mediaSize.width, a.y);
        } else if (b && drawing.tool === 'trendLine') {
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
        } else if (b && drawing.tool === 'ray') {
          const dx = b.x - a.x;
          const end = dx === 0 ? { x: a.x, y: b.y > a.y ? mediaSize.height : 0 } : { x: dx > 0 ? mediaSize.width : 0, y: a.y + ((b.y - a.y) / dx) * ((dx > 0 ? mediaSize.width : 0) - a.x) };
          context.moveTo(a.x, a.y);
          context.lineTo(end.x, end.y);
        } else if (b && drawing.tool === 'rectangle') {
          context.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
          context.fill();
        } else {
          context.arc(a.x, a.y, 3, 0, Math.PI * 2);
        }
        context.stroke();
      }
    });
  }
}
