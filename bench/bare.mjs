// A bare Chromium for the bench's realtime windows: the DevTools protocol over a pipe
// (--remote-debugging-pipe), with only the domains a measurement asks for. Playwright's driver
// enables the Network domain on every page and worker it attaches to, so each WebSocket frame the
// page's socket worker receives becomes a protocol event carrying its payload, routed through the
// page's main thread. Measured on the hot token page at 5,000 pushes a second (60 s, the same
// Chromium and flags): with the Network domain on in the socket's worker, the main thread was busy
// 749-755 ms a second with 9-10 long tasks a minute and 123-172 frames over 33 ms; without it,
// 449 ms, no long task and 6 frames over 33 ms. A trader's browser has no DevTools attached, so the
// realtime figures are taken without it.
//
// The page object offers the part of Playwright's Page the realtime and interactions modules use:
// addInitScript, goto (until the load event), waitForSelector and waitForFunction (polled),
// waitForTimeout, evaluate (a function and one JSON argument, its value returned by value), and
// input as the browser's own (Input.dispatch*: trusted events, timed by Event Timing): a left click
// at a point, text typed into the focused field, and a key press. `cdp` is the page's own session.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ send(method: string, params?: Record<string, unknown>): Promise<any>, on(event: string, listener: (params: any) => void): void, once(event: string, listener: (params: any) => void): void }} BareSession
 * @typedef {{ addInitScript(script: string | ((arg: any) => void), arg?: unknown): Promise<void>, goto(url: string, options?: { timeout?: number }): Promise<void>, waitForSelector(selector: string, options?: { timeout?: number }): Promise<void>, waitForFunction(fn: (arg: any) => unknown, arg?: unknown, options?: { timeout?: number }): Promise<void>, waitForTimeout(ms: number): Promise<void>, evaluate<T>(fn: string | ((arg: any) => T | Promise<T>), arg?: unknown): Promise<T>, click(x: number, y: number): Promise<void>, insertText(text: string): Promise<void>, press(key: 'Escape'): Promise<void> }} BarePage
 * @typedef {{ viewport: { width: number, height: number }, mobile: boolean, cpu?: number }} BareCondition
 */

/** The source of a call of `fn` with `arg` (JSON), run in the page. @param {Function} fn @param {unknown} arg */
const callSource = (fn, arg) => `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;

/**
 * Starts Chromium with the protocol on a pipe.
 * @param {{ executablePath: string, args: readonly string[] }} options
 */
export async function launchBare({ executablePath, args }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nova-bare-'));
  const child = spawn(executablePath, [...args, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const toBrowser = /** @type {import('node:stream').Writable} */ (child.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (child.stdio[4]);
  let nextId = 0;
  /** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void, method: string }>} */
  const waiting = new Map();
  /** @type {Map<string, Map<string, Set<(params: any) => void>>>} session id ('' for the browser) -> event -> listeners */
  const listeners = new Map();
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (/** @type {string} */ chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
        else call?.resolve(message.result);
      } else {
        for (const listener of listeners.get(message.sessionId ?? '')?.get(message.method) ?? []) listener(message.params);
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', () => {
    for (const call of waiting.values()) call.reject(new Error(`${call.method}: the browser exited`));
    waiting.clear();
  });

  /** @param {string} sessionId @returns {BareSession} */
  const session = (sessionId) => {
    const events = listeners.get(sessionId) ?? new Map();
    listeners.set(sessionId, events);
    /** @type {BareSession['on']} */
    const on = (event, listener) => {
      const set = events.get(event) ?? new Set();
      events.set(event, set);
      set.add(listener);
    };
    return {
      send(method, params = {}) {
        const id = ++nextId;
        return new Promise((resolve, reject) => {
          waiting.set(id, { resolve, reject, method });
          toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
        });
      },
      on,
      once(event, listener) {
        const once = (/** @type {any} */ params) => {
          events.get(event)?.delete(once);
          listener(params);
        };
        on(event, once);
      },
    };
  };
  const browser = session('');

  return {
    /**
     * A page in a context of its own (a fresh profile's cache and storage), sized and throttled as
     * `condition` says.
     * @param {BareCondition} condition
     */
    async newPage(condition) {
      const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      const cdp = session(sessionId);
      await cdp.send('Page.enable');
      await cdp.send('Emulation.setDeviceMetricsOverride', { ...condition.viewport, deviceScaleFactor: condition.mobile ? 2 : 1, mobile: condition.mobile });
      if (condition.mobile) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
      if ((condition.cpu ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
      /** @type {BarePage['evaluate']} */
      const evaluate = async (fn, arg) => {
        const expression = typeof fn === 'string' ? fn : callSource(fn, arg);
        const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
        if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return result.value;
      };
      /** @type {BarePage} */
      const page = {
        async addInitScript(script, arg) {
          const source = typeof script === 'string' ? script : `${callSource(script, arg)};`;
          await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source });
        },
        async goto(url, { timeout = 60_000 } = {}) {
          const loaded = new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`goto ${url}: no load event within ${timeout} ms`)), timeout);
            cdp.once('Page.loadEventFired', () => {
              clearTimeout(timer);
              resolve(undefined);
            });
          });
          const { errorText } = await cdp.send('Page.navigate', { url });
          if (errorText) throw new Error(`goto ${url}: ${errorText}`);
          await loaded;
        },
        async waitForSelector(selector, options) {
          await page.waitForFunction((s) => /** @type {any} */ (globalThis).document.querySelector(s) !== null, selector, options);
        },
        async waitForFunction(fn, arg, { timeout = 30_000 } = {}) {
          const until = Date.now() + timeout;
          while (!(await evaluate(fn, arg))) {
            if (Date.now() > until) throw new Error(`waitForFunction ${String(fn).slice(0, 80)}: not true within ${timeout} ms`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        },
        async click(x, y) {
          await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
          await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
          await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
        },
        async insertText(text) {
          await cdp.send('Input.insertText', { text });
        },
        async press(key) {
          const keys = { Escape: { code: 'Escape', windowsVirtualKeyCode: 27 } };
          await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, ...keys[key] });
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, ...keys[key] });
        },
        waitForTimeout: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        evaluate,
      };
      return {
        page,
        cdp,
        context: {
          async close() {
            await browser.send('Target.disposeBrowserContext', { browserContextId });
          },
        },
      };
    },
    async close() {
      await browser.send('Browser.close').catch(() => undefined);
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
