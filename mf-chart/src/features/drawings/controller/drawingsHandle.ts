import type { IChartApi, ISeriesApi, MouseEventParams, SeriesType, Time } from 'lightweight-charts';
import type { DrawingsController, DrawingsOptions, DrawingsPane } from './drawingsController';

/**
 * A pane's drawings, ready at once: the controller that draws and edits them (with its primitive,
 * hit testing and figures) is its own chunk, loaded as the pane starts, so the chart's first
 * render does not wait for it. Until it is in, the handle keeps the series and the latest options
 * and hands them over.
 */
export class DrawingsHandle {
  private controller: DrawingsController | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private disposed = false;

  constructor(chart: IChartApi, element: HTMLElement, pane: DrawingsPane, private options: DrawingsOptions) {
    import('./drawingsController').then(
      ({ DrawingsController: Controller }) => {
        if (this.disposed) return;
        this.controller = new Controller(chart, element, pane, this.options);
        if (this.series) this.controller.attach(this.series);
      },
      // A chunk that did not come leaves the chart without its drawings, not broken.
      (error: unknown) => console.warn('[mf-chart] the drawings did not load', error),
    );
  }

  attach(series: ISeriesApi<SeriesType>): void {
    this.series = series;
    this.controller?.attach(series);
  }

  detach(): void {
    this.controller?.detach();
    this.series = null;
  }

  update(options: DrawingsOptions): void {
    this.options = options;
    this.controller?.update(options);
  }

  click(param: MouseEventParams<Time>): void {
    this.controller?.click(param);
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.dispose();
    this.controller = null;
  }
}
