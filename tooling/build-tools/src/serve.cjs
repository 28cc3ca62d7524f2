// Serves a build folder like production: CORS on everything (remotes are fetched cross-origin),
// no caching of the entry points (mf-manifest.json, remoteEntry.js, index.html, remotes.json),
// immutable caching of content-hashed chunks, and an SPA fallback for the host.
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const sirv = require('sirv');

const NEVER_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'remotes.json', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|png|svg|woff2?)$/;

function cacheControlFor(file) {
  const base = path.basename(file);
  // An SPA route (/markets, /zh/trade/...) is answered with index.html: never cached either.
  if (!path.extname(base)) return 'no-cache, no-store, must-revalidate';
  if (NEVER_CACHE.has(base)) return 'no-cache, no-store, must-revalidate';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{dir: string, spa?: boolean, files?: Record<string, () => string | Buffer>}} options
 *   files: extra virtual files by URL path (e.g. '/remotes.json' generated at deploy time).
 */
function createStaticHandler({ dir, spa = false, files = {} }) {
  const assets = sirv(dir, {
    dev: true, // re-read the folder on every request, so a redeployed remote is served at once
    etag: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url || '/', 'http://x');
    const virtual = files[url.pathname];
    if (virtual) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControlFor(url.pathname) });
      res.end(virtual());
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    });
  };
}

/** Starts a server; resolves with it once listening. */
function serveDir(options) {
  const { port, host = '127.0.0.1' } = options;
  if (!fs.existsSync(options.dir)) throw new Error(`nothing to serve: ${options.dir} does not exist (build first)`);
  const server = http.createServer(createStaticHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { serveDir, createStaticHandler, cacheControlFor };
