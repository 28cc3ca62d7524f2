/** The engine's notion of now, in ms. Injected so tests (and the admin API) can move time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
  set(time: number): void {
    this.time = time;
  }
}

/** Wraps a clock with a forward offset (admin "move time forward"). */
export class OffsetClock implements Clock {
  private offset = 0;
  constructor(private readonly base: Clock) {}
  now(): number {
    return this.base.now() + this.offset;
  }
  moveForward(ms: number): void {
    this.offset += ms;
  }
}
