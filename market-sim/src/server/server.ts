import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { Engine } from '../engine/engine';
import type { EngineOptions } from '../engine/engine';
import type { SimResponse } from '../engine/http';
import { openSqlitePersistence } from './sqlite';

export interface ServerOptions extends Omit<EngineOptions, 'baseUrl' | 'persistence'> {
  port?: number;
  host?: string;
  /** Public URL clients use (default http://{host}:{port}). */
  publicUrl?: string;
  /** Folder of the SQLite file; without it nothing survives a restart. */
  dataDir?: string;
  /** Start fresh: delete the stored state first. */
  reset?: boolean;
}

export interface RunningServer {
  url: string;
  wsUrl: string;
  engine: Engine;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Multipart bodies (the group avatar upload) may be larger: a file up to the 2 MB avatar limit
 * and a little over, so the engine answers an oversized avatar with its own 'upload size limit'.
 */
const MAX_MULTIPART_BYTES = 4 * MAX_BODY_BYTES;
/**
 * A body over the limit is read to its end and discarded, so the client gets its 413 instead of a
 * connection reset mid-upload; past this much the connection is dropped (an abuse, not a mistake).
 */
const MAX_DRAIN_BYTES = 64 * MAX_BODY_BYTES;

function cors(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** The request body, or null when it is over `limit` (read to its end and discarded). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] | null = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) {
        req.destroy();
        return;
      }
      if (size > limit) chunks = null;
      chunks?.push(chunk);
    });
    req.on('end', () => resolve(chunks ? Buffer.concat(chunks) : null));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

function send(res: ServerResponse, req: IncomingMessage, response: SimResponse): void {
  const contentType = response.contentType ?? 'application/json; charset=utf-8';
  const body = response.body instanceof Uint8Array || (typeof response.body === 'string' && response.contentType) ? response.body : JSON.stringify(response.body);
  // Headers set one by one (not writeHead), so the compression step sees the body's length.
  res.statusCode = response.status;
  for (const [name, value] of Object.entries({ ...(response.noCors ? {} : cors(req)), 'content-type': contentType, 'cache-control': 'no-store', ...response.headers })) res.setHeader(name, value);
  res.end(body as string | Uint8Array);
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// The package ships no types: required with its type here, so no importer of this file needs a declaration.
const compression = createRequire(import.meta.url)('compression') as () => Middleware;

/**
 * Answers of 1 kB and more go brotli or gzip compressed when the client accepts it (with
 * `Vary: Accept-Encoding`), as an exchange's API gateway sends them: a hot list is ~41 kB of JSON.
 */
const compress = compression();

/** Start market-sim on Node: REST on http://host:port, the realtime channel on ws://host:port/ws. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const persistence = options.dataDir ? await openSqlitePersistence(options.dataDir, { reset: options.reset }) : undefined;
  const engine = new Engine({ ...options, persistence, baseUrl: options.publicUrl ?? `http://${host}:${options.port ?? 4000}` });
  await engine.init();
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors(req));
      res.end();
      return;
    }
    const isMultipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const raw = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, isMultipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES);
    if (raw === null) {
      send(res, req, { status: 413, body: { code: 413, message: `body too large (${isMultipart ? 4 : 1} MB limit)` }, headers: { connection: 'close' } });
      return;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    const multipart = (headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const body = raw === undefined ? undefined : multipart ? new Uint8Array(raw) : raw.toString('utf8');
    const response = await engine.handle({ method: req.method ?? 'GET', path: req.url ?? '/', body, headers });
    send(res, req, response);
  };
  const server = createServer((req, res) => {
    compress(req, res, () =>
      handle(req, res).catch((error: unknown) => {
        if (req.destroyed && !req.complete) return; // the client went away (or sent past the drain limit)
        console.error('[market-sim] request failed', error);
        if (!res.headersSent) send(res, req, { status: 500, body: { code: 500, message: 'internal error' } });
      }),
    );
  });
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 64 * 1024 });
  wss.on('connection', (socket) => {
    const connection = engine.hub.open({ send: (text) => socket.send(text), close: (code, reason) => socket.close(code, reason) });
    socket.on('message', (data) => connection.receive(String(data)));
    socket.on('close', () => connection.closed());
    socket.on('error', () => connection.closed());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = options.publicUrl ?? `http://${host}:${port}`;
  engine.baseUrl = url;
  engine.start();
  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/ws`,
    engine,
    close: async () => {
      engine.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await engine.idle();
      persistence?.close();
    },
  };
}
