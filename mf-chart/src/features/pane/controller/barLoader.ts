import type { Resolution } from '@nova/shared-contracts';
import type { Datafeed, SymbolRef } from '../api/datafeed';
import { mergeBars } from '../model/bars';
import type { Bar } from '../model/bars';
import { isLastPage, olderPageRequest } from '../model/history';
import { INTERVAL_CHANGE_DELAY_MS, READY_TIMEOUT_MS, withTimeout } from '../model/timeouts';
import { bench, nextFrame } from './frames';

/** What a load tells its pane. */
export interface BarLoaderEvents {
  /** The first page is in (the bars replaced). */
  firstPage(): void;
  /** An older page was merged in front of the bars: `added` bars more (called before anything is drawn). */
  olderPage(added: number): void;
  /** Live trades touched these bars (ascending); `previousLast` was the last bar before them. */
  live(touched: readonly Bar[], previousLast: Bar | undefined): void;
  /** The first page failed (after its retries or the 30 s ready timeout). */
  failed(message: string): void;
  /** 100 ms after the first page was drawn (the chart's dataReady). */
  dataReady(): void;
}

/** One load of a symbol and interval: cancelled as a whole when the next one starts. */
interface Load {
  active: boolean;
  abort: AbortController;
  unsubscribe: () => void;
  readyTimer: ReturnType<typeof setTimeout> | undefined;
  /** `done` until the first page has loaded (see `load`), then when no older page is left. */
  olderDone: boolean;
  olderLoading: boolean;
}

/**
 * A pane's bars, free of React and of the chart: the first history page (with the 30 s ready
 * timeout), older pages on demand, and the live bar stream merged in (spec 3 §4). A new load
 * cancels the previous one, whose late answers are ignored.
 */
export class BarLoader {
  /** The bars, ascending by time, one per time. */
  bars: Bar[] = [];
  /** Set once the first page is in. */
  loaded = false;
  private current: Load | null = null;
  private symbol: SymbolRef | null = null;
  private resolution: Resolution = '1m';

  constructor(
    private readonly feed: Datafeed,
    private readonly events: BarLoaderEvents,
  ) {}

  /** Whether every older page is loaded (or none may be asked for yet). */
  get olderDone(): boolean {
    return this.current?.olderDone ?? true;
  }

  /** Loads the symbol's history and follows its live bars; a null symbol loads nothing. */
  load(symbol: SymbolRef | null, resolution: Resolution): void {
    this.stop();
    this.bars = [];
    this.loaded = false;
    if (!symbol) return;
    const { feed } = this;
    const key = { chain: symbol.chain, address: symbol.address, resolution };
    // Older pages wait for the first page: live trades can draw bars before it, and an older page
    // asked for then would run its own kline retries beside the first page's.
    const load: Load = { active: true, abort: new AbortController(), unsubscribe: () => undefined, readyTimer: undefined, olderDone: true, olderLoading: false };
    this.current = load;
    this.symbol = symbol;
    this.resolution = resolution;

    load.unsubscribe = feed.streams.subscribe(key, (touched) => {
      if (!load.active || touched.length === 0) return;
      const started = bench() ? performance.now() : 0;
      const previousLast = this.bars.at(-1);
      this.bars = mergeBars(this.bars, touched);
      this.events.live(touched, previousLast);
      const record = bench();
      if (record && started) (record.ticks ??= []).push(performance.now() - started);
    });
    const requested = performance.now();
    withTimeout(feed.firstPage(symbol, resolution, load.abort.signal), READY_TIMEOUT_MS, 'Chart ready timeout').then(
      (bars) => {
        if (!load.active) return;
        this.bars = mergeBars(bars, feed.streams.seed(key, bars));
        load.olderDone = isLastPage(bars.length);
        this.loaded = true;
        this.events.firstPage();
        const record = bench();
        if (record) nextFrame(() => (record.history ??= []).push(performance.now() - requested));
        load.readyTimer = setTimeout(() => load.active && this.events.dataReady(), INTERVAL_CHANGE_DELAY_MS);
      },
      (error: unknown) => {
        if (load.active) this.events.failed(error instanceof Error ? error.message : String(error));
      },
    );
  }

  /** The next older page; resolves true when bars were added. */
  loadOlder(): Promise<boolean> {
    const load = this.current;
    const oldest = this.bars[0];
    const symbol = this.symbol;
    if (!load || load.olderLoading || load.olderDone || !oldest || !symbol) return Promise.resolve(false);
    load.olderLoading = true;
    return this.feed.history(symbol, this.resolution, olderPageRequest(this.resolution, oldest), load.abort.signal).then(
      (older) => {
        load.olderLoading = false;
        if (!load.active) return false;
        const before = this.bars.length;
        this.bars = mergeBars(older, this.bars);
        const added = this.bars.length - before;
        if (isLastPage(older.length) || added === 0) load.olderDone = true;
        this.events.olderPage(added);
        return added > 0;
      },
      () => {
        load.olderLoading = false;
        return false;
      },
    );
  }

  /** Cancels the load: no more answers, no live bars. */
  stop(): void {
    const load = this.current;
    if (!load) return;
    load.active = false;
    clearTimeout(load.readyTimer);
    load.abort.abort();
    load.unsubscribe();
    this.current = null;
  }
}
