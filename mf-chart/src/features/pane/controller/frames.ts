/** The next animation frame (a 16 ms timer where there is none); returns its cancel. */
export function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

/** The least time between two live draws of a chart pane: two frames at 60 Hz (issue 37). */
export const LIVE_DRAW_GAP_MS = 32;

export interface DrawGate {
  /** Asks for a draw: at once when the last was at least the gap ago, else once at the gap's end. */
  request(): void;
  cancel(): void;
}

/**
 * Live draws of a chart pane, at most one per `gapMs`. A draw redraws the pane's canvases, which
 * the compositor then takes in whole: on a hot token (a launch, a dump: a trade and a price every
 * millisecond) a draw every frame cost the page a fifth of a core in compositing alone, and the
 * page missed frames. A request at least the gap after the last draw draws at once (a quiet
 * feed's trade shows without a wait); requests within it become one draw at the gap's end, which
 * applies everything they brought.
 */
export function createDrawGate(draw: () => void, gapMs = LIVE_DRAW_GAP_MS, now: () => number = () => Date.now()): DrawGate {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    draw();
  };
  return {
    request() {
      if (timer !== undefined) return;
      const wait = last + gapMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Bench figures (bench/chart.mjs), recorded only while `globalThis.__novaChartBench` is an object:
 * `history` ms from the first page's request to the frame after its bars were drawn, `ticks` the
 * ms each live batch took (bar builder merge + series updates).
 */
export interface ChartBench {
  history?: number[];
  ticks?: number[];
}

export function bench(): ChartBench | null {
  const value = (globalThis as { __novaChartBench?: unknown }).__novaChartBench;
  return typeof value === 'object' && value !== null ? (value as ChartBench) : null;
}
