/**
 * Realtime layer 3: the throttled writer. Pushes are queued and delivered at most once per
 * animation frame. Snapshot channels (a price, a rank list) keep only the newest value per key
 * in a frame; event channels (trades) deliver every item, in order.
 */
export type Schedule = (flush: () => void) => void;

/** requestAnimationFrame while the page is visible; a 16 ms timer otherwise (rAF stops in hidden tabs). */
export const frameSchedule: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

/**
 * A flush (its writes, the renders they cause and the frame's style, layout and paint) that took
 * longer than a frame at 60 Hz rests the next one for as long as it took. Within it nothing
 * changes: a page that keeps 60 frames a second flushes every frame.
 */
export const PACE_BUDGET_MS = 16;

/**
 * After a click, a tap or a key press, no flush starts for this long: the frame that answers the
 * input (its handlers' render, style, layout and paint) is the input's alone, not shared with a
 * frame's pushes (INP, issue 37). The pushes wait, queued, and come in the flush after it.
 */
export const INPUT_HOLD_MS = 100;

export interface PaceOptions {
  /** Where a flush runs (the next animation frame by default). */
  frame?: Schedule;
  /** Runs a function once the current frame is rendered (a message-channel task by default). */
  afterFrame?: (fn: () => void) => void;
  /** Runs a function after `ms` (a timer by default). */
  later?: (fn: () => void, ms: number) => void;
  /** A clock in ms (`performance.now` by default). */
  now?: () => number;
  /** Calls the listener on each discrete input (the window's pointerdown and keydown, captured, by default). */
  onInput?: (listener: () => void) => void;
}

const windowInput = (listener: () => void) => {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, listener, { capture: true, passive: true });
};

/**
 * The frame schedule with a duty limit, for flushes of pushes into the screen (issue 37). On a
 * fast machine a frame's pushes cost a few milliseconds and flush every frame. When they cost more
 * than a frame ({@link PACE_BUDGET_MS}: a slow phone, a CPU slowed 4x, a token's launch at thousands
 * of pushes a second), every frame's flush left the main thread no time between them: a click then
 * waited behind flush after flush, hundreds of milliseconds before its first paint (INP). So a
 * flush that took `t` ms, from its start to the end of the frame it changed, is followed by `t` ms
 * in which no flush starts: push work keeps at most half the main thread, and an input waits for
 * at most one flush. Nothing is dropped: the writers queue what arrives meanwhile and apply it in
 * the next flush (snapshots keep their newest value, events all of theirs).
 */
export function pacedSchedule(options: PaceOptions = {}): Schedule {
  const frame = options.frame ?? frameSchedule;
  const afterFrame = options.afterFrame ?? afterFrameTask;
  const later = options.later ?? ((fn: () => void, ms: number) => void setTimeout(fn, ms));
  const now = options.now ?? (() => performance.now());
  let restUntil = -Infinity;
  let holdUntil = -Infinity;
  (options.onInput ?? windowInput)(() => {
    holdUntil = now() + INPUT_HOLD_MS;
  });
  let measuring = false;
  /** A flush asked for while the last one was still being measured. */
  let waiting: (() => void) | null = null;
  const start = (flush: () => void) => {
    const wait = Math.max(restUntil, holdUntil) - now();
    if (wait > 0) later(() => frame(() => run(flush)), wait);
    else frame(() => run(flush));
  };
  const run = (flush: () => void) => {
    // An input came after this frame was asked for: its frame goes first.
    const held = holdUntil - now();
    if (held > 0) {
      later(() => frame(() => run(flush)), held);
      return;
    }
    const began = now();
    measuring = true;
    flush();
    afterFrame(() => {
      const ended = now();
      const cost = ended - began;
      restUntil = cost > PACE_BUDGET_MS ? ended + cost : -Infinity;
      measuring = false;
      const next = waiting;
      waiting = null;
      if (next) start(next);
    });
  };
  return (flush) => {
    if (measuring) waiting = flush;
    else start(flush);
  };
}

/** Runs a function in a task of its own, after the current frame's rendering steps (a message-channel task). */
function afterFrameTask(fn: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    // Closed at once: an open port would keep a Node process (tests) alive.
    port1.close();
    fn();
  };
  port2.postMessage(null);
}

export interface Writer {
  push(key: string, coalesce: boolean, deliver: () => void): void;
  /** Forget queued deliveries of a key (its subscription was released). */
  drop(key: string): void;
}

export function createWriter(schedule: Schedule = frameSchedule): Writer {
  const latest = new Map<string, () => void>();
  let ordered: Array<{ key: string; deliver: () => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const snapshots = [...latest.values()];
    const events = ordered;
    latest.clear();
    ordered = [];
    for (const item of events) item.deliver();
    for (const deliver of snapshots) deliver();
  };

  return {
    push(key, coalesce, deliver) {
      if (coalesce) latest.set(key, deliver);
      else ordered.push({ key, deliver });
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    drop(key) {
      latest.delete(key);
      ordered = ordered.filter((item) => item.key !== key);
    },
  };
}
