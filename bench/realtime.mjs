// Bench module (see run.mjs): the client under market-sim's load mode, 2,000 token_price_change
// messages a second across 1,000 tokens to every socket (POST /__admin/load), in Chromium on
// /markets and on a token page (/trade/{chain}/{address} of the hot list's first token); then
// /markets under the load's 'rank' shape: 2,000 token updates a second as token_rank snapshots of
// the lists the page subscribed (40 a second of 50 tokens: issue 12's feed); then the token page
// while its own token is hot (issue 37): the load's 'hot' shape at 200, 1,000 and 5,000 messages a
// second, all for the viewed token, trades and price changes in turn (60 s windows).
//
// Per page, after the page shows its data and a settle time, over a window (30 s; --long: 5 min):
//   tick-to-paint   for each push of a key the page subscribed (its own keys, found from the
//                   subscribe frames it sends), the time from the frame's arrival (a 'message'
//                   listener added before the app's own handler, on the socket's thread: the page's,
//                   or the socket worker's where the app opens its socket in a worker; that worker
//                   is started from a same-origin blob that installs the same probe and then runs
//                   the app's script, and reports the arrivals, timeOrigin + now converted to the
//                   page's clock, through the worker's own port in one message just ahead of each
//                   message of the app's, which carries those pushes) to the next change of the DOM
//                   after it, painted: a change made during a frame's rendering steps (between this
//                   module's animation-frame callback and a task it posts) is painted at the end of
//                   that frame (a message-channel task posted then); one made in an ordinary task in
//                   the next frame (a requestAnimationFrame, then a message-channel task). Pushes
//                   followed by no DOM change within 1 s changed nothing visible and are counted apart;
//                   so are superseded ones: a push of a key that a newer push of the same key followed
//                   before any DOM change, two or more animation frames after it reached the page (the
//                   page rendered frames and the push changed nothing on screen, e.g. a price moving
//                   below its four shown digits; the change that follows is the newer push's).
//   long tasks      PerformanceObserver 'longtask' entries (over 50 ms) per minute, and the longest
//   commits/s       React commits (onCommitFiberRoot of a stand-in devtools hook; react-dom calls it in
//                   production builds too)
//   heap            JS heap used (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage) at the
//                   start and the end of the window; the samples above are taken out of the page
//                   every 5 s, so the heap holds the app's memory, not this module's records
//   main thread     (log line only) the page's main-thread task and script time per second of the
//                   window (CDP Performance.getMetrics TaskDuration, ScriptDuration)
//   received        frames a second the socket received, counted where it lives (the page, or its
//                   worker: the load reaches the socket; with the worker, not the page's thread)
//   frames          requestAnimationFrame intervals: frames a second, frame time p95, frames over
//                   33 ms (issue 12's goal: 60 fps, no frame over 33 ms)
//   data after      navigation to the page's first data row (or heading), under the load
// The load is switched off again at the end. Nothing is asserted. The pages are the bench's bare
// Chromium's (bare.mjs): Playwright's driver reports every WebSocket frame to itself, and at these
// rates that reporting was most of the page's long tasks.
//
// Environment (diagnostics; the defaults measure as above): REALTIME_PAGES=markets,token,rank runs
// only these pages (the rows' order is kept); REALTIME_TRACE=DIR also records a Chrome trace
// (devtools.timeline and v8 CPU profile categories) of each page's window into DIR/<page>.json
// (tracing costs time: figures of a traced run are not comparable with untraced ones); a traced
// run also marks each push's tick-to-paint span as a user-timing measure, 'rt tick-to-paint', so a
// slow push can be matched with what the main thread ran meanwhile. REALTIME_LOAF=1 prints each
// page's long animation frames over 50 ms with their scripts (invoker, function, file, duration).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hotToken } from './sim.mjs';

const RATE = 2000;
const TOKENS = 1000;
const SETTLE_MS = 5000;
const WINDOW_MS = 30_000;
/** The hot-token pages' window (issue 37: figures over 60 s; --long: 5 min). */
const HOT_WINDOW_MS = 60_000;
const HOT_RATES = [200, 1000, 5000];
const LONG_WINDOW_MS = 300_000;
const NO_PAINT_MS = 1000;
/** How often the window's samples are taken out of the page (see measurePage). */
const DRAIN_MS = 5000;

/** In the page, before its scripts (browser globals through globalThis). */
function instrument() {
  const w = /** @type {any} */ (globalThis);
  const state = { commits: 0, relevant: [], latencies: [], unpainted: 0, superseded: 0, frameNo: 0, longTasks: [], frames: [], recording: false, receivedAtStart: 0, socketIn: 'page', counts: () => ({ received: 0, keys: 0 }) };
  w.__rt = state;
  /** @type {number | undefined} */
  let lastFrame;
  // True from this loop's animation-frame callback (normally the frame's first: it re-registers
  // first) until a task posted from it runs, i.e. after the frame's paint: a DOM change made in
  // that span (an app's own animation-frame callback, or a microtask after it) is painted in the
  // same frame.
  let inFrame = false;
  const endOfFrame = new w.MessageChannel();
  endOfFrame.port1.onmessage = () => {
    inFrame = false;
  };
  const frame = (/** @type {number} */ time) => {
    inFrame = true;
    state.frameNo++;
    endOfFrame.port2.postMessage(null);
    if (state.recording && lastFrame !== undefined) state.frames.push(time - lastFrame);
    lastFrame = time;
    w.requestAnimationFrame(frame);
  };
  w.requestAnimationFrame(frame);
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      if (state.recording) state.commits++;
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onScheduleFiberRoot: () => undefined,
    setStrictMode: () => undefined,
    checkDCE: () => undefined,
  };
  // Wraps scope.WebSocket (the page's, or the socket worker's: this function's source is also run
  // in the worker) before the app opens a socket: counts the frames it receives, learns the keys of
  // the subscribe frames it sends, and reports each push of one of those keys with its arrival time
  // (absolute: timeOrigin + now, comparable across the page and its workers) and its key.
  /** @param {any} scope @param {(at: number, key: string) => void} onRelevant */
  function probeSockets(scope, onRelevant) {
    const counts = { received: 0, keys: new Set() };
    /** @param {string} channel @param {Record<string, unknown>} params */
    const channelKey = (channel, params) =>
      `${channel}?${Object.entries(params ?? {})
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join('&')}`;
    const Native = scope.WebSocket;
    scope.WebSocket = class extends Native {
      /** @param {any[]} args */
      constructor(...args) {
        // @ts-expect-error spread into the native constructor
        super(...args);
        this.addEventListener('message', (/** @type {MessageEvent} */ event) => {
          counts.received++;
          const text = String(event.data);
          const keyMatch = /"key":"((?:[^"\\]|\\.)*)"/.exec(text);
          const key = keyMatch ? JSON.parse(`"${keyMatch[1]}"`) : undefined;
          if (key !== undefined && counts.keys.has(key)) onRelevant(scope.performance.timeOrigin + scope.performance.now(), key);
        });
      }
      /** @param {string} data */
      send(data) {
        try {
          const m = JSON.parse(data);
          if (m.action === 'subscribe') counts.keys.add(channelKey(m.channel, m.data));
          if (m.action === 'unsubscribe') counts.keys.delete(channelKey(m.channel, m.data));
        } catch {
          // not ours to judge
        }
        super.send(data);
      }
    };
    return counts;
  }
  // In the socket worker, before its script: the probe, and reports to the page through the
  // worker's own port. The arrivals are kept and go out together, just before each message the app
  // posts (its batch of frames carries those pushes), so a push's report still reaches the page
  // ahead of the app's message carrying it. One report per push, as this probe first sent them,
  // cost the page a task per push: at 5,000 a second the probe's own tasks were most of the page's
  // message handling, and its long tasks were partly the probe's. The counts, and arrivals not yet
  // sent, also go out twice a second.
  /** @param {typeof probeSockets} probe */
  function inWorker(probe) {
    const scope = /** @type {any} */ (globalThis);
    /** @type {Array<[number, string]>} */
    let arrivals = [];
    const appPost = scope.postMessage.bind(scope);
    const report = () => {
      const sent = arrivals;
      arrivals = [];
      appPost({ __rtProbe: true, arrivals: sent, received: counts.received, keys: counts.keys.size });
    };
    const counts = probe(scope, (/** @type {number} */ at, /** @type {string} */ key) => arrivals.push([at, key]));
    scope.postMessage = (/** @type {unknown[]} */ ...args) => {
      if (arrivals.length > 0) report();
      appPost(...args);
    };
    setInterval(report, 500);
  }
  /** A push of an own key, pending until the next DOM change. @param {number} at @param {string} key */
  const pend = (at, key) => {
    if (state.recording) state.relevant.push({ t: at - w.performance.timeOrigin, key, frame: state.frameNo });
  };
  const pageCounts = probeSockets(w, pend);
  // The page's socket's counts, or (once the app starts its socket worker) the worker's last report.
  state.counts = () => ({ received: pageCounts.received, keys: pageCounts.keys.size });
  // The app's socket worker (platform-core's socket-worker.js) is started from a same-origin blob
  // that runs the probe and then the app's script; its reports are taken off before the app's
  // handler sees them. Other workers start as they are.
  const NativeWorker = w.Worker;
  if (NativeWorker) {
    w.Worker = class extends NativeWorker {
      /** @param {string | URL} url @param {WorkerOptions} [options] */
      constructor(url, options) {
        const script = new w.URL(String(url), w.location.href).href;
        if (!/socket-worker/.test(script)) {
          super(url, options);
          return;
        }
        const start = options?.type === 'module' ? `await import(${JSON.stringify(script)});` : `importScripts(${JSON.stringify(script)});`;
        super(w.URL.createObjectURL(new w.Blob([`(${inWorker})(${probeSockets});\n${start}`], { type: 'text/javascript' })), options);
        let last = { received: 0, keys: 0 };
        state.counts = () => last;
        state.socketIn = 'worker';
        this.addEventListener('message', (/** @type {MessageEvent} */ event) => {
          const d = event.data;
          if (!d || d.__rtProbe !== true) return;
          event.stopImmediatePropagation();
          last = { received: d.received, keys: d.keys };
          for (const [at, key] of d.arrivals) pend(at, key);
        });
      }
    };
  }
  // The time the change is on screen: a change made during a frame's rendering steps is painted at
  // the end of that frame (a task posted now runs after the paint); one made in an ordinary task
  // is painted in the next frame (its animation frame, then a task).
  const painted = (/** @type {number[]} */ pending, /** @type {boolean} */ duringFrame) => {
    const afterPaint = () => {
      const channel = new w.MessageChannel();
      channel.port1.onmessage = () => {
        const at = w.performance.now();
        for (const t of pending) state.latencies.push(at - t);
        // Traced runs: each push's span as a user-timing measure, to find what a slow push waited on.
        if (w.__rtMeasure) for (const t of pending) w.performance.measure('rt tick-to-paint', { start: t, end: at });
      };
      channel.port2.postMessage(null);
    };
    if (duringFrame) afterPaint();
    else w.requestAnimationFrame(afterPaint);
  };
  const NO_PAINT = /** @type {number} */ (w.__rtNoPaint ?? 1000);
  // A push whose key had a newer push before any DOM change, two or more animation frames after it
  // reached the page, showed nothing of its own: the page rendered frames meanwhile and its value
  // changed nothing on screen (a price moved below its shown digits: "$0.0₄1914" for both), so the
  // change that follows is the newer push's. Counted apart (superseded), as are pushes followed by
  // no change within NO_PAINT; a page too busy to render frames supersedes nothing.
  // Pending pushes are in arrival order, so a push's newer pushes are the ones after it: walking
  // back, the latest frame a later push of each key arrived in (linear: at 5,000 pushes a second a
  // pairwise check cost the probe milliseconds a change).
  /** @param {Array<{t: number, key: string, frame: number}>} pending */
  const notSuperseded = (pending) => {
    const latestFrame = new Map();
    const shown = [];
    for (let i = pending.length - 1; i >= 0; i--) {
      const push = pending[i];
      const later = latestFrame.get(push.key);
      if (later === undefined || later - push.frame < 2) shown.push(push);
      if (later === undefined || push.frame > later) latestFrame.set(push.key, push.frame);
    }
    return shown.reverse();
  };
  new w.MutationObserver(() => {
    if (state.relevant.length === 0) return;
    const now = w.performance.now();
    const pending = state.relevant.splice(0);
    const shown = notSuperseded(pending);
    state.superseded += pending.length - shown.length;
    const fresh = shown.filter((push) => now - push.t <= NO_PAINT).map((push) => push.t);
    state.unpainted += shown.length - fresh.length;
    if (fresh.length > 0) painted(fresh, inFrame);
  }).observe(w.document, { childList: true, subtree: true, characterData: true, attributes: true });
  new w.PerformanceObserver((/** @type {any} */ list) => {
    if (!state.recording) return;
    for (const e of list.getEntries()) state.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  // REALTIME_LOAF=1 (diagnostics): the long animation frames over 50 ms, with their scripts.
  if (w.__rtLoaf) {
    state.loafs = [];
    new w.PerformanceObserver((/** @type {any} */ list) => {
      if (!state.recording) return;
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        const scripts = e.scripts.map((/** @type {any} */ x) => `${x.invoker} ${x.sourceFunctionName || ''}@${String(x.sourceURL).split('/').pop()} ${Math.round(x.duration)}ms`);
        state.loafs.push(`${Math.round(e.duration)} ms (blocking ${Math.round(e.blockingDuration)}, render ${Math.round(e.duration - (e.renderStart ? e.renderStart - e.startTime : e.duration))}, style+layout ${Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0)}): ${scripts.join('; ')}`);
      }
    }).observe({ type: 'long-animation-frame' });
  }
}

/** @param {import('./run.mjs').BenchContext} ctx @param {string} path @param {string} ready */
async function measurePage(ctx, path, ready, traceFile, windowMs = ctx.long ? LONG_WINDOW_MS : WINDOW_MS) {
  const { context, page, cdp } = await ctx.newBarePage();
  await page.addInitScript(`globalThis.__rtNoPaint = ${NO_PAINT_MS};`);
  if (traceFile) await page.addInitScript('globalThis.__rtMeasure = true;');
  if (process.env.REALTIME_LOAF) await page.addInitScript('globalThis.__rtLoaf = true;');
  await page.addInitScript(instrument);
  const started = Date.now();
  await page.goto(`${ctx.hostUrl}${path.replace(/^\//, '')}`);
  await page.waitForSelector(ready, { timeout: 120_000 });
  const readyMs = Date.now() - started;
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapStart = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.evaluate(() => {
    const s = /** @type {any} */ (globalThis).__rt;
    s.recording = true;
    s.relevant.length = 0;
    s.receivedAtStart = s.counts().received;
  });
  await cdp.send('Performance.enable');
  const busyStart = await mainThreadBusy(cdp);
  if (traceFile) await startTrace(cdp);
  // The samples are taken out of the page every DRAIN_MS: kept there, 300,000 tick-to-paint times
  // of a 5-minute hot window would grow the heap this module measures by megabytes of its own.
  const drained = { latencies: /** @type {number[]} */ ([]), frames: /** @type {number[]} */ ([]), longTasks: /** @type {number[]} */ ([]) };
  const drain = async () => {
    const part = await page.evaluate(() => {
      const s = /** @type {any} */ (globalThis).__rt;
      return { latencies: s.latencies.splice(0), frames: s.frames.splice(0), longTasks: s.longTasks.splice(0) };
    });
    for (const name of /** @type {const} */ (['latencies', 'frames', 'longTasks'])) for (const value of part[name]) drained[name].push(value);
  };
  const windowEnd = Date.now() + windowMs;
  for (let left = windowMs; left > 0; left = windowEnd - Date.now()) {
    await page.waitForTimeout(Math.min(DRAIN_MS, left));
    if (windowEnd - Date.now() > 0) await drain();
  }
  const busyEnd = await mainThreadBusy(cdp);
  if (process.env.REALTIME_LOAF) console.log(`realtime: ${path} long animation frames over 50 ms:\n  ${(await page.evaluate(() => /** @type {any} */ (globalThis).__rt.loafs)).join('\n  ') || '(none)'}`);
  const last = await page.evaluate(() => {
    const s = /** @type {any} */ (globalThis).__rt;
    s.recording = false;
    const counts = s.counts();
    return { commits: s.commits, received: counts.received - s.receivedAtStart, unpainted: s.unpainted + s.relevant.length, superseded: s.superseded, keys: counts.keys, socketIn: s.socketIn };
  });
  await drain();
  const r = { ...last, ...drained };
  // Read back after the window closed: reading a trace takes long and is not part of the window.
  if (traceFile) await stopTrace(cdp, traceFile);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapEnd = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await context.close();
  return { ...r, heapStart, heapEnd, windowMs, readyMs, busyMsPerS: ((busyEnd.task - busyStart.task) * 1000) / (windowMs / 1000), scriptMsPerS: ((busyEnd.script - busyStart.script) * 1000) / (windowMs / 1000) };
}

/** The page's main thread so far, in seconds: all its tasks, and the script they ran (CDP Performance.getMetrics). @param {import('./bare.mjs').BareSession} cdp */
async function mainThreadBusy(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: value('TaskDuration'), script: value('ScriptDuration') };
}

/** @param {import('./bare.mjs').BareSession} cdp */
async function startTrace(cdp) {
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: categories } });
}

/** @param {import('./bare.mjs').BareSession} cdp @param {string} file */
async function stopTrace(cdp, file) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = /** @type {{stream: string}} */ (await done);
  const parts = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, parts.join(''));
  console.log(`  trace written to ${file}`);
}

/** @param {string} simUrl @param {number} rate @param {'price' | 'rank' | 'hot'} [shape] @param {{chain: string, address: string}} [token] the hot shape's token */
async function setLoad(simUrl, rate, shape = 'price', token) {
  const body = shape === 'hot' ? { rate, tokens: 1, shape, chain: token?.chain, address: token?.address } : { rate, tokens: TOKENS, shape };
  const res = await fetch(`${simUrl}/__admin/load`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST /__admin/load answered ${res.status}: ${await res.text()}`);
}

/** @param {import('./run.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { percentile, median } = ctx.util;
  const token = await hotToken(ctx.sim.url);
  const firstRow = 'tbody tr:has(td), [role="row"]:has([role="cell"], [role="gridcell"])';
  const tokenPath = `/trade/${token.chain}/${encodeURIComponent(token.address)}`;
  const hotWindowMs = ctx.long ? LONG_WINDOW_MS : HOT_WINDOW_MS;
  /** @type {Array<{ id: string, name: string, path: string, ready: string, shape: 'price' | 'rank' | 'hot', rate: number, windowMs?: number }>} */
  const all = [
    { id: 'markets', name: '/markets', path: '/markets', ready: firstRow, shape: 'price', rate: RATE },
    { id: 'token', name: 'token page', path: tokenPath, ready: 'h1', shape: 'price', rate: RATE },
    { id: 'rank', name: `/markets, ${RATE} token updates/s as token_rank snapshots (${RATE / 50}/s of 50 tokens)`, path: '/markets', ready: firstRow, shape: 'rank', rate: RATE },
    ...HOT_RATES.map((rate) => ({ id: `hot${rate}`, name: `token page, its own token hot: ${rate.toLocaleString('en')} msg/s (trades + prices), ${hotWindowMs / 1000} s`, path: tokenPath, ready: 'h1', shape: /** @type {const} */ ('hot'), rate, windowMs: hotWindowMs })),
  ];
  const chosen = process.env.REALTIME_PAGES?.split(',').map((s) => s.trim()).filter(Boolean);
  for (const id of chosen ?? []) if (!all.some((p) => p.id === id)) throw new Error(`REALTIME_PAGES: ${id} is not a page (${all.map((p) => p.id).join(', ')})`);
  const pages = chosen ? all.filter((p) => chosen.includes(p.id)) : all;
  const traceDir = process.env.REALTIME_TRACE;
  /** @type {Array<Array<string | number>>} */
  const rows = [];
  try {
    for (const p of pages) {
      await setLoad(ctx.sim.url, p.rate, p.shape, token);
      const r = await measurePage(ctx, p.path, p.ready, traceDir ? join(traceDir, `${p.id}.json`) : undefined, p.windowMs);
      const minutes = r.windowMs / 60_000;
      const over = r.longTasks.filter((/** @type {number} */ d) => d > 50);
      rows.push([
        p.name,
        `${Math.round(r.received / (r.windowMs / 1000))}`,
        `${percentile(r.latencies, 50).toFixed(0)} ms`,
        `${percentile(r.latencies, 95).toFixed(0)} ms`,
        `${r.latencies.length} (+${r.superseded} superseded, +${r.unpainted} no change)`,
        `${(over.length / minutes).toFixed(1)} (longest ${over.length ? Math.max(...over).toFixed(0) : 0} ms)`,
        (r.commits / (r.windowMs / 1000)).toFixed(1),
        `${(r.heapStart / 1048576).toFixed(1)} -> ${(r.heapEnd / 1048576).toFixed(1)} MiB`,
        `${(r.frames.length / (r.windowMs / 1000)).toFixed(0)} fps, p95 ${percentile(r.frames, 95).toFixed(1)} ms, ${r.frames.filter((/** @type {number} */ f) => f > 33).length} over 33 ms`,
        `${r.readyMs} ms`,
      ]);
      console.log(`  ${p.name}: ${JSON.stringify({ ...r, latencies: undefined, frames: r.frames.length, longTasks: over.length, p50: percentile(r.latencies, 50), p95: percentile(r.latencies, 95), median: median(r.latencies) })}`);
    }
  } finally {
    await setLoad(ctx.sim.url, 0);
  }
  const seconds = (ctx.long ? LONG_WINDOW_MS : WINDOW_MS) / 1000;
  return {
    title: `realtime at ${RATE} msg/s across ${TOKENS} tokens (sim load mode), ${seconds} s window; the token page with its own token hot`,
    columns: ['frames/s received', 'tick-to-paint p50', 'p95', 'pushes of own keys', 'long tasks > 50 ms per min', 'React commits/s', `heap (GC'd) start -> end`, 'animation frames', 'first data row after'],
    rows,
    note: `Tick-to-paint: a push of a key the page subscribed -> the next DOM change, painted (a change made during a frame's rendering steps: a task after that frame; otherwise the next frame, then a task). A push of a key that a newer push of the same key followed before any DOM change, two or more frames after it reached the page, is counted apart as superseded (its value changed nothing on screen, e.g. a price moving below its four shown digits; a busy page that renders no frames supersedes nothing), as are pushes followed by no DOM change within ${NO_PAINT_MS / 1000} s. The first two rows: ${RATE} token_price_change a second to every socket (a page subscribes few of those keys); the third: the hot and new lists' token_rank snapshots (issue 12); the 'own token hot' rows: the whole rate for the page's token, a trade_history trade and a token_price_change in turn (the sim's load shape 'hot', issue 37's launch or dump), over ${hotWindowMs / 1000} s. Heap over each row's window${ctx.long ? '' : ' (--long: 5 min)'}.`,
  };
}
