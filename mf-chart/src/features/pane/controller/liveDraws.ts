import type { Bar } from '../model/bars';

/** The least time between two live draws of a chart pane: two frames at 60 Hz (issue 37). */
export const LIVE_DRAW_GAP_MS = 32;

/**
 * The live bars and the token's price a pane has not drawn yet, drawn at most once per
 * {@link LIVE_DRAW_GAP_MS}. A draw repaints the pane's canvases, which the compositor then takes
 * whole: on a hot token (a launch, a dump: a trade and a price every millisecond) a draw every
 * frame cost the page a fifth of a core in compositing alone, and the page missed frames. A push at
 * least the gap after the last draw is drawn at once (a quiet feed's trade shows without a wait);
 * pushes within it become one draw at the gap's end, with everything they brought.
 */
export class LiveDraws {
  /** Bars not drawn yet, by time (the newest object of each). */
  private readonly pending = new Map<number, Bar>();
  /** The last bar as the last draw left it (known once a bar is pending). */
  private drawnLast: Bar | undefined;
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param draw draws the bars touched since the last draw (ascending; empty when only the price
   *   moved) and the last bar as that draw left it.
   */
  constructor(private readonly draw: (touched: Bar[], previousLast: Bar | undefined) => void) {}

  /** Bars the live stream touched (already merged into the pane's bars), and the last bar before them. */
  bars(touched: readonly Bar[], previousLast: Bar | undefined): void {
    if (this.pending.size === 0) this.drawnLast = previousLast;
    for (const bar of touched) this.pending.set(bar.time, bar);
    this.request();
  }

  /** The token's price moved. */
  price(): void {
    this.request();
  }

  /** Forgets what is pending (the pane drew all its bars again). */
  clear(): void {
    this.pending.clear();
    this.drawnLast = undefined;
  }

  /** Stops a waiting draw (the pane is disposed). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private request(): void {
    if (this.timer !== undefined) return;
    const wait = this.last + LIVE_DRAW_GAP_MS - Date.now();
    if (wait <= 0) this.run();
    else this.timer = setTimeout(() => this.run(), wait);
  }

  private run(): void {
    this.timer = undefined;
    this.last = Date.now();
    const touched = [...this.pending.values()].sort((a, b) => a.time - b.time);
    const previousLast = this.drawnLast;
    this.clear();
    this.draw(touched, previousLast);
  }
}
