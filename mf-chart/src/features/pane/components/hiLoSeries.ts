import { customSeriesDefaultOptions } from 'lightweight-charts';
import type { CustomData, CustomSeriesOptions, ICustomSeriesPaneRenderer, ICustomSeriesPaneView, PaneRendererCustomData, PriceToCoordinateConverter, Time, UTCTimestamp } from 'lightweight-charts';

/** One hi-lo bar: a box from the low to the high of the period (the library has no hi-lo series). */
export interface HiLoData extends CustomData<Time> {
  time: UTCTimestamp;
  high: number;
  low: number;
  up: boolean;
}

export interface HiLoOptions extends CustomSeriesOptions {
  upColor: string;
  downColor: string;
}

type DrawTarget = Parameters<ICustomSeriesPaneRenderer['draw']>[0];

class HiLoRenderer implements ICustomSeriesPaneRenderer {
  data: PaneRendererCustomData<Time, HiLoData> | null = null;
  options: HiLoOptions | null = null;

  draw(target: DrawTarget, toY: PriceToCoordinateConverter): void {
    const data = this.data;
    const options = this.options;
    if (!data || !options || !data.visibleRange) return;
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio, verticalPixelRatio }) => {
      const width = Math.max(1, Math.floor(data.barSpacing * 0.6 * horizontalPixelRatio));
      for (let i = data.visibleRange!.from; i < data.visibleRange!.to; i++) {
        const bar = data.bars[i];
        if (!bar) continue;
        const high = toY(bar.originalData.high);
        const low = toY(bar.originalData.low);
        if (high === null || low === null) continue;
        const top = Math.round(Math.min(high, low) * verticalPixelRatio);
        const height = Math.max(1, Math.round(Math.abs(low - high) * verticalPixelRatio));
        context.fillStyle = bar.originalData.up ? options.upColor : options.downColor;
        context.fillRect(Math.round(bar.x * horizontalPixelRatio - width / 2), top, width, height);
      }
    });
  }
}

/** The hi-lo chart style as a lightweight-charts custom series. */
export class HiLoSeries implements ICustomSeriesPaneView<Time, HiLoData, HiLoOptions> {
  private readonly view = new HiLoRenderer();

  renderer(): ICustomSeriesPaneRenderer {
    return this.view;
  }

  update(data: PaneRendererCustomData<Time, HiLoData>, options: HiLoOptions): void {
    this.view.data = data;
    this.view.options = options;
  }

  priceValueBuilder(row: HiLoData): number[] {
    return [row.low, row.high, row.high];
  }

  isWhitespace(row: HiLoData | { time: Time }): row is { time: Time } {
    return (row as Partial<HiLoData>).high === undefined;
  }

  defaultOptions(): HiLoOptions {
    return { ...customSeriesDefaultOptions, upColor: '#16c784', downColor: '#ea3943' };
  }

  destroy(): void {
    this.view.data = null;
    this.view.options = null;
  }
}
