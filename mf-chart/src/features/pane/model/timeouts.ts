/** Chart timings of spec 3 §4, §8, §9. */
export const READY_TIMEOUT_MS = 30_000;
export const INIT_TIMEOUT_MS = 60_000;
export const INTERVAL_CHANGE_DELAY_MS = 100;
export const NARROW_SCREEN_PX = 768;
export const NARROW_START_DELAY_MS = 1_000;
export const START_DELAY_MS = 100;

/** The start delay of a chart: 1 s on screens narrower than 768 px, otherwise 100 ms. */
export function startDelay(narrow: boolean): number {
  return narrow ? NARROW_START_DELAY_MS : START_DELAY_MS;
}

/** Rejects with `message` when `promise` has not settled after `ms` (the chart's ready and init timeouts). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
