import { describe, expect, it } from 'vitest';
import { INPUT_HOLD_MS, PACE_BUDGET_MS, pacedSchedule } from './writer';

/** A hand-driven page: frames, "after the frame" tasks and timers run when the test says. */
function fakePage() {
  let clock = 0;
  const frames: Array<() => void> = [];
  const afterFrames: Array<() => void> = [];
  const timers: Array<{ at: number; fn: () => void }> = [];
  let input = () => undefined as void;
  const schedule = pacedSchedule({
    onInput: (listener) => {
      input = listener;
    },
    now: () => clock,
    frame: (fn) => frames.push(fn),
    afterFrame: (fn) => afterFrames.push(fn),
    later: (fn, ms) => timers.push({ at: clock + ms, fn }),
  });
  return {
    schedule,
    frames,
    timers,
    /** A click or key press now. */
    input: () => input(),
    /** Runs the next frame, whose flush takes `cost` ms, then the task after it. */
    frame(cost: number) {
      const fn = frames.shift();
      if (!fn) throw new Error('no frame was asked for');
      const flushAt = clock;
      fn();
      clock = flushAt + cost;
      for (const after of afterFrames.splice(0)) after();
    },
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

describe('pacedSchedule', () => {
  it('flushes every frame while flushes stay within the budget', () => {
    const page = fakePage();
    let flushes = 0;
    for (let i = 0; i < 3; i++) {
      page.schedule(() => flushes++);
      expect(page.frames).toHaveLength(1);
      page.frame(PACE_BUDGET_MS - 1);
    }
    expect(flushes).toBe(3);
    expect(page.timers).toHaveLength(0);
  });

  it('after a click or a key press, starts no flush for INPUT_HOLD_MS, even one already waiting for its frame; nothing is lost', () => {
    const page = fakePage();
    const flushed: number[] = [];
    page.schedule(() => flushed.push(1));
    // The click comes before the frame the flush waits for: that frame is the click's.
    page.input();
    page.frame(0);
    expect(flushed).toEqual([]);
    page.advance(INPUT_HOLD_MS - 1);
    expect(page.frames).toHaveLength(0);
    page.advance(1);
    page.frame(5);
    expect(flushed).toEqual([1]);
    // A flush asked for within the hold waits for its end.
    page.input();
    page.advance(50);
    page.schedule(() => flushed.push(2));
    expect(page.frames).toHaveLength(0);
    page.advance(INPUT_HOLD_MS - 50);
    page.frame(5);
    expect(flushed).toEqual([1, 2]);
    // Without an input, the next one flushes at the next frame.
    page.schedule(() => flushed.push(3));
    page.frame(5);
    expect(flushed).toEqual([1, 2, 3]);
  });

  it('after a flush that ran long, starts none for as long as it took, then flushes at the next frame', () => {
    const page = fakePage();
    const flushed: number[] = [];
    page.schedule(() => flushed.push(1));
    page.frame(40);
    page.schedule(() => flushed.push(2));
    expect(page.frames).toHaveLength(0);
    page.advance(39);
    expect(page.frames).toHaveLength(0);
    page.advance(1);
    expect(page.frames).toHaveLength(1);
    page.frame(5);
    expect(flushed).toEqual([1, 2]);
    // That flush was quick: the next one is not held back.
    page.schedule(() => flushed.push(3));
    expect(page.frames).toHaveLength(1);
  });

  it('a flush asked for while the last one is being measured waits for the measurement, then for the rest', () => {
    const page = fakePage();
    const flushed: number[] = [];
    page.schedule(() => {
      flushed.push(1);
      // A push arriving while the frame renders asks for the next flush.
      page.schedule(() => flushed.push(2));
    });
    page.frame(30);
    expect(page.frames).toHaveLength(0);
    expect(page.timers).toHaveLength(1);
    page.advance(30);
    page.frame(1);
    expect(flushed).toEqual([1, 2]);
  });
});
