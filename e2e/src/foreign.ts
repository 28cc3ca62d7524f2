// A site on another origin, for the security tests: it answers fixed paths (an HTML page that
// frames the host, a script) and counts what it was asked for.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { originOf } from '../../scripts/lib/deploy.mjs';

export interface ForeignSite {
  origin: string;
  /** Paths requested so far, in order. */
  readonly requested: string[];
  close(): Promise<void>;
}

/** Serves `routes` (path -> [content type, body]) on 127.0.0.1:`port`; anything else is 404. */
export async function foreignSite(port: number, routes: Record<string, [string, string]>): Promise<ForeignSite> {
  const requested: string[] = [];
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    requested.push(pathname);
    const route = routes[pathname];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': route[0], 'cache-control': 'no-store' }).end(route[1]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: originOf(port),
    requested,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An HTML page that frames `url` in an iframe titled `title`. */
export const framingPage = (url: string, title: string): [string, string] => ['text/html; charset=utf-8', `<!doctype html><title>framer</title><iframe title="${title}" src="${url}" width="800" height="600" onload="document.title = 'framed'"></iframe>`];
