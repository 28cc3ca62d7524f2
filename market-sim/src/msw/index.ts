import { HttpResponse, http, ws } from 'msw';
import type { HttpHandler, WebSocketHandler } from 'msw';
import { Engine } from '../engine/engine';
import type { EngineOptions } from '../engine/engine';

export interface SimHandlerOptions extends Omit<EngineOptions, 'baseUrl'> {
  /** REST base URL the client calls, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  /** WebSocket URL of the realtime channel, e.g. ws://127.0.0.1:4000/ws. */
  wsUrl: string;
}

export type SimHandlers = Array<HttpHandler | WebSocketHandler> & {
  /** The engine behind the handlers (tests read or drive it directly). */
  engine: Engine;
  /** Resolves once the engine finished its async set-up. */
  ready: Promise<Engine>;
};

/**
 * msw handlers (REST and WebSocket) running the market-sim engine in the test or the browser:
 * the same engine the Node server runs. `setupServer(...createSimHandlers(options))`.
 */
export function createSimHandlers(options: SimHandlerOptions): SimHandlers {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const engine = new Engine({ ...options, baseUrl });
  const ready = engine.init();
  const rest = http.all(`${baseUrl}/*`, async ({ request }) => {
    await ready;
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : multipart ? new Uint8Array(await request.arrayBuffer()) : await request.text();
    const response = await engine.handle({ method: request.method, path: `${url.pathname}${url.search}`, body, headers });
    if (response.body instanceof Uint8Array || (typeof response.body === 'string' && response.contentType)) {
      return new HttpResponse(response.body as BodyInit, { status: response.status, headers: { 'content-type': response.contentType ?? 'application/octet-stream', ...response.headers } });
    }
    return HttpResponse.json(response.body as Record<string, unknown>, { status: response.status, headers: response.headers });
  });
  const realtime = ws.link(options.wsUrl).addEventListener('connection', ({ client }) => {
    engine.start();
    const connection = engine.hub.open({ send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) });
    client.addEventListener('message', (event) => connection.receive(String(event.data)));
    client.addEventListener('close', () => connection.closed());
  });
  return Object.assign([rest, realtime], { engine, ready });
}
