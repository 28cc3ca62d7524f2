import type { IPrimitivePaneRenderer, IPrimitivePaneView, ISeriesPrimitive, Time } from 'lightweight-charts';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/**
 * The time anchor's line (spec 3 §3 timeAnchorSetting `displayLine`): a dashed vertical line at
 * each anchored time, as a series primitive; `xOf` maps a time to the pane's x, past the bars too.
 */
export class AnchorLinePrimitive implements ISeriesPrimitive<Time> {
  private requestUpdate: (() => void) | null = null;
  private times: readonly number[] = [];

  constructor(
    private readonly colour: string,
    private readonly xOf: (time: number) => number | null,
  ) {}

  attached(param: { requestUpdate: () => void }): void {
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.requestUpdate = null;
  }

  set(times: readonly number[]): void {
    if (times.length === this.times.length && times.every((t, i) => t === this.times[i])) return;
    this.times = times;
    this.requestUpdate?.();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [{ zOrder: () => 'top', renderer: () => ({ draw: (target) => this.draw(target) }) }];
  }

  private draw(target: DrawTarget): void {
    if (this.times.length === 0) return;
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      context.save();
      context.strokeStyle = this.colour;
      context.lineWidth = 1;
      context.setLineDash([6, 4]);
      for (const time of this.times) {
        const x = this.xOf(time);
        if (x === null || x < 0 || x > mediaSize.width) continue;
        const crisp = Math.round(x) + 0.5;
        context.beginPath();
        context.moveTo(crisp, 0);
        context.lineTo(crisp, mediaSize.height);
        context.stroke();
      }
      context.restore();
    });
  }
}
