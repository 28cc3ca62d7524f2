import type { IChartApi, LogicalRange } from 'lightweight-charts';
import type { Resolution } from '@nova/shared-contracts';
import { periodSeconds } from '../../../shared/model/resolution';
import { anchorEarliest, anchorView, holdsTime } from '../../settings';
import type { TimeAnchorSetting } from '../../settings';
import type { BarLoader } from './barLoader';

/** Older pages loaded at most to reach an anchored time before the loaded bars (5,000 bars). */
const ANCHOR_PAGES = 5;
/** The visible width (bars) assumed before the library reports one. */
const CHART_DEFAULT_WIDTH = 100;

/** What the anchor reads of the pane's options, now. */
interface AnchorInput {
  anchor: TimeAnchorSetting;
  resolution: Resolution;
}

/**
 * A pane's time anchor (spec 3 §3 timeAnchorSetting): puts the view at the anchored time or range
 * (loading older pages to reach it), keeps new bars from shifting a held time, and holds that time
 * in place when the visible width changes (a zoom or a resize). Runs are cancelled by the next one
 * and by a new load.
 */
export class TimeAnchor {
  private run: { active: boolean } | null = null;
  /** The visible width (bars) last seen: a change is a zoom or a resize, which the anchor answers. */
  private width: number | null = null;

  /**
   * @param input the pane's anchor and interval now
   * @param times the loaded bars' times (ascending)
   */
  constructor(
    private readonly chart: IChartApi,
    private readonly loader: BarLoader,
    private readonly input: () => AnchorInput,
    private readonly times: () => number[],
  ) {
    this.applyOption();
  }

  /** The anchor changed: re-applied (older pages loaded to reach it) once the first page is in. */
  changed(): void {
    this.applyOption();
    if (this.loader.loaded) this.start();
    else this.stop();
  }

  /** Whether the anchor asks for a view of the loaded bars (the first page then goes there, not to the real-time edge). */
  wantsView(): boolean {
    const { anchor, resolution } = this.input();
    return anchorView(anchor, this.times(), periodSeconds(resolution), 1) !== null;
  }

  /** Re-applies the anchor (a run cancelled by the next one or a new load). */
  start(): void {
    this.stop();
    const run = { active: true };
    this.run = run;
    void this.reach(() => run.active);
  }

  /** Cancels the run under way (a new load, the pane's end). */
  stop(): void {
    if (this.run) this.run.active = false;
  }

  /** A new visible range: true when a held time was put back in place (the range then changes again). */
  onRange(range: LogicalRange): boolean {
    const width = range.to - range.from;
    const was = this.width;
    this.width = width;
    return this.loader.loaded && was !== null && Math.abs(width - was) > 1e-6 && holdsTime(this.input().anchor) && this.apply();
  }

  /** New bars do not shift a held time out of place. */
  private applyOption(): void {
    this.chart.applyOptions({ timeScale: { shiftVisibleRangeOnNewBar: !holdsTime(this.input().anchor) } });
  }

  /**
   * Puts the view where the anchor asks: the anchored time at its place in the current width, or
   * the range. False when the anchor asks for nothing.
   */
  private apply(): boolean {
    const scale = this.chart.timeScale();
    const range = scale.getVisibleLogicalRange();
    const width = range ? range.to - range.from : CHART_DEFAULT_WIDTH;
    const { anchor, resolution } = this.input();
    const view = anchorView(anchor, this.times(), periodSeconds(resolution), width);
    if (!view) return false;
    this.width = view.to - view.from;
    scale.setVisibleLogicalRange(view);
    return true;
  }

  /** Loads older pages (at most ANCHOR_PAGES) until the bars reach the anchor's earliest time, then applies it. */
  private async reach(isActive: () => boolean): Promise<void> {
    for (let page = 0; page < ANCHOR_PAGES; page++) {
      const earliest = anchorEarliest(this.input().anchor);
      const oldest = this.loader.bars[0]?.time;
      if (earliest === null || oldest === undefined || earliest >= oldest || this.loader.olderDone) break;
      if (!(await this.loader.loadOlder()) || !isActive()) break;
    }
    if (isActive()) this.apply();
  }
}
