import type { IChartApi, ISeriesApi, MouseEventParams, SeriesType, Time } from 'lightweight-charts';
import { DrawingsPrimitive } from '../components/drawingsPrimitive';
import type { DrawingLabels } from '../components/drawingsPrimitive';
import { drawingLabels } from '../components/drawingLabels';
import type { DrawingText } from '../components/drawingLabels';
import { pointsNeeded, snapToBar } from '../model/drawings';
import type { Drawing, DrawingPoint, DrawingTool } from '../model/drawings';
import type { DrawingStyle } from '../model/drawingSettings';
import { dragPoints } from '../model/geometry';
import type { Hit } from '../model/geometry';

interface OhlcBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** What a pane tells the drawings: its bars (in the shown unit) and its time ↔ x conversions past the bars too. */
export interface DrawingsPane {
  bars(): readonly OhlcBar[];
  xOfTime(time: number): number | null;
  timeOfX(x: number): number | null;
}

export interface DrawingsOptions {
  drawings: readonly Drawing[];
  tool: DrawingTool | null;
  magnet: boolean;
  /** The style of the drawing being placed (the next drawing's). */
  style: DrawingStyle;
  selectedId: string | null;
  /** The messages, locale and price format the drawings' texts are written with. */
  text: DrawingText;
  /** Bar length in seconds. */
  period: number;
  onDrawn(tool: DrawingTool, points: DrawingPoint[]): void;
  onSelect(id: string | null): void;
  onMove(id: string, points: DrawingPoint[]): void;
}

interface Drag {
  id: string;
  hit: Hit;
  points: DrawingPoint[];
  start: DrawingPoint;
  moved: DrawingPoint[] | null;
  pointerId: number;
}

/**
 * The drawings of one pane, free of React: the primitive that draws them, placing a new one click
 * by click (snapped with the magnet), selecting one by clicking it (the primitive's hit test),
 * and dragging one (or one of its handles) to move it. While a drag runs the chart neither
 * scrolls nor scales, so the pointer moves the drawing and not the view.
 */
export class DrawingsController {
  readonly primitive: DrawingsPrimitive;
  private series: ISeriesApi<SeriesType> | null = null;
  private draft: DrawingPoint[] = [];
  private drag: Drag | null = null;
  private labels: DrawingLabels;
  private readonly teardown: (() => void)[] = [];

  constructor(
    private readonly chart: IChartApi,
    private readonly element: HTMLElement,
    private readonly pane: DrawingsPane,
    private options: DrawingsOptions,
  ) {
    this.labels = drawingLabels(options.text);
    this.primitive = new DrawingsPrimitive({ x: (time) => pane.xOfTime(time) }, (labels) => {
      // Test hook: the e2e reads the texts the drawings drew last (canvas text is not in the DOM).
      element.setAttribute('data-drawing-labels', JSON.stringify(labels));
    });
    const down = (event: PointerEvent) => this.onPointerDown(event);
    const move = (event: PointerEvent) => this.onPointerMove(event);
    const up = (event: PointerEvent) => this.onPointerUp(event);
    const click = (event: MouseEvent) => this.onElementClick(event);
    element.addEventListener('click', click, true);
    element.addEventListener('pointerdown', down, true);
    element.addEventListener('pointermove', move, true);
    element.addEventListener('pointerup', up, true);
    element.addEventListener('pointercancel', up, true);
    this.teardown.push(() => {
      element.removeEventListener('click', click, true);
      element.removeEventListener('pointerdown', down, true);
      element.removeEventListener('pointermove', move, true);
      element.removeEventListener('pointerup', up, true);
      element.removeEventListener('pointercancel', up, true);
    });
  }

  /** Draws on a (new) main series. */
  attach(series: ISeriesApi<SeriesType>): void {
    this.series = series;
    series.attachPrimitive(this.primitive);
    this.paint();
  }

  detach(): void {
    this.series?.detachPrimitive(this.primitive);
    this.series = null;
  }

  update(next: DrawingsOptions): void {
    const previous = this.options;
    this.options = next;
    // A new tool or a new set of drawings (a drawing done, undone, another symbol) starts placing afresh.
    if (previous.tool !== next.tool || previous.drawings !== next.drawings) this.draft = [];
    // The pane hands its options on every render: only a change of what is drawn repaints.
    if (previous.text !== next.text) this.labels = drawingLabels(next.text);
    const drawn: (keyof DrawingsOptions)[] = ['drawings', 'tool', 'style', 'selectedId', 'text', 'period'];
    if (drawn.some((key) => previous[key] !== next[key])) this.paint();
  }

  dispose(): void {
    this.endDrag(null);
    for (const stop of this.teardown.splice(0)) stop();
    this.detach();
  }

  /** The chart's click, with no tool on: selects the drawing hit (or none). */
  click(param: MouseEventParams<Time>): void {
    if (!param.point || this.options.tool) return;
    const hovered = param.hoveredInfo?.objectId;
    const id = typeof hovered === 'string' && this.options.drawings.some((d) => d.id === hovered) ? hovered : null;
    if (id !== this.options.selectedId) this.options.onSelect(id);
  }

  private paint(): void {
    const { drawings, tool, style, selectedId, period } = this.options;
    const { labels } = this;
    this.primitive.set({
      drawings,
      draft: tool && this.draft.length > 0 ? { tool, points: this.draft, style } : null,
      selectedId,
      dragged: this.drag?.moved ? { id: this.drag.id, points: this.drag.moved } : null,
      labels,
      period,
    });
  }

  /**
   * With a tool on, each click on the chart places its next point. Read from the element's own
   * clicks, not the library's: lightweight-charts swallows a second click that comes within its
   * double-click time (500 ms) at another spot, so a quick trader's second point was lost.
   */
  private onElementClick(event: MouseEvent): void {
    const { tool } = this.options;
    if (!tool || event.button !== 0) return;
    const at = this.pointAt(event);
    if (at) this.place(tool, at);
  }

  private place(tool: DrawingTool, at: DrawingPoint): void {
    if (!this.series) return;
    const bars = this.pane.bars();
    const price = this.options.magnet ? snapToBar(at.price, bars.find((b) => b.time === at.time) ?? null) : at.price;
    this.draft = [...this.draft, { time: at.time, price }];
    if (this.draft.length >= pointsNeeded(tool)) {
      const points = this.draft;
      this.draft = [];
      this.options.onDrawn(tool, points);
    }
    this.paint();
  }

  private pointAt(event: MouseEvent): DrawingPoint | null {
    const box = this.element.getBoundingClientRect();
    const time = this.pane.timeOfX(event.clientX - box.left);
    const price = this.series?.coordinateToPrice(event.clientY - box.top);
    return time === null || price === null || price === undefined ? null : { time, price };
  }

  /** A press on a drawing selects it and starts dragging it (or its handle). */
  private onPointerDown(event: PointerEvent): void {
    if (this.options.tool || event.button !== 0 || this.drag) return;
    const box = this.element.getBoundingClientRect();
    const found = this.primitive.hitAt({ x: event.clientX - box.left, y: event.clientY - box.top });
    const drawing = found && this.options.drawings.find((d) => d.id === found.id);
    const start = drawing ? this.pointAt(event) : null;
    if (!found || !drawing || !start) return;
    if (found.id !== this.options.selectedId) this.options.onSelect(found.id);
    this.drag = { id: found.id, hit: found.hit, points: drawing.state.points, start, moved: null, pointerId: event.pointerId };
    this.chart.applyOptions({ handleScroll: false, handleScale: false });
  }

  private onPointerMove(event: PointerEvent): void {
    const { drag } = this;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const at = this.pointAt(event);
    if (!at) return;
    const period = this.options.period;
    // Whole bars in time, so the moved points stay on bar times (the magnet's and the axis's).
    const time = period > 0 ? Math.round((at.time - drag.start.time) / period) * period : at.time - drag.start.time;
    drag.moved = dragPoints(drag.points, drag.hit, { time, price: at.price - drag.start.price });
    this.paint();
  }

  private onPointerUp(event: PointerEvent): void {
    if (this.drag && event.pointerId === this.drag.pointerId) this.endDrag(this.drag);
  }

  private endDrag(drag: Drag | null): void {
    if (!this.drag) return;
    this.drag = null;
    this.chart.applyOptions({ handleScroll: true, handleScale: true });
    if (drag?.moved) this.options.onMove(drag.id, drag.moved);
    this.paint();
  }
}
