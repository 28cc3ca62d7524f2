// Serves a build folder like production: CORS on everything (remotes are fetched cross-origin),
// no caching of the entry points (mf-manifest.json, remoteEntry.js, remotes.json), index.html revalidated,
// immutable caching of content-hashed chunks, an SPA fallback for the host, precompressed
// `x.br` / `x.gz` files by Accept-Encoding, and the security headers on every response:
// a Content-Security-Policy computed from the deployment, no framing, nosniff, a Referrer-Policy.
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');

const NEVER_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|png|svg|woff2?)$/;

function cacheControlFor(file) {
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  // The document (index.html, or an SPA route such as /markets answered with it) is revalidated on
  // every load but not `no-store`, which would keep the page out of the back/forward cache.
  if (!path.extname(base) || base === 'index.html') return 'no-cache';
  if (NEVER_CACHE.has(base)) return 'no-cache, no-store, must-revalidate';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * WalletConnect's relay, verify and explorer services: allowed only on a deployment that
 * configures a WalletConnect project id (its modal frames verify.walletconnect.*).
 */
const WALLETCONNECT = {
  connect: ['https://*.walletconnect.com', 'https://*.walletconnect.org', 'wss://*.walletconnect.com', 'wss://*.walletconnect.org', 'https://*.web3modal.org', 'https://*.reown.com'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
};

/** `https://a.b:1/x/y.json` -> `https://a.b:1`; `ws://h:1/ws` -> `ws://h:1`. */
function originOf(url) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

const unique = (items) => [...new Set(items)];

/**
 * A Content-Security-Policy. Scripts only from 'self' and `scriptOrigins` (no 'unsafe-eval', no
 * inline script); styles allow 'unsafe-inline' because emotion injects <style> elements at run
 * time; images from self, data:, blob:, any https: origin and `imgOrigins`; never framed.
 * @param {{scriptOrigins?: string[], connectOrigins?: string[], imgOrigins?: string[], frameOrigins?: string[]}} [sources]
 */
function contentSecurityPolicy({ scriptOrigins = [], connectOrigins = [], imgOrigins = [], frameOrigins = [] } = {}) {
  const list = (...items) => unique(items.flat()).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', imgOrigins)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", connectOrigins)}`,
    `frame-src ${list("'self'", frameOrigins)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The host's policy from its registry (remotes.json): scripts from the remotes' origins and the
 * preview allowlist (a staging preview loads remote code from there); connections to the API,
 * the perpetual API, the WebSocket and those origins (manifests are fetched); images also from
 * the APIs (icons); WalletConnect's services when a project id is configured.
 * @param {{apiBaseUrl: string, perpApiBaseUrl?: string, wsUrl: string, previewAllowlist?: string[], remotes: Array<{manifestUrl: string}>, walletConnectProjectId?: string}} registry
 */
function hostPolicy(registry) {
  const codeOrigins = [...registry.remotes.map((r) => originOf(r.manifestUrl)), ...(registry.previewAllowlist ?? []).map(originOf)];
  const apis = [registry.apiBaseUrl, registry.perpApiBaseUrl].filter(Boolean).map(originOf);
  const walletConnect = Boolean(registry.walletConnectProjectId);
  return contentSecurityPolicy({
    scriptOrigins: codeOrigins,
    connectOrigins: [...apis, originOf(registry.wsUrl), ...codeOrigins, ...(walletConnect ? WALLETCONNECT.connect : [])],
    imgOrigins: apis,
    frameOrigins: walletConnect ? WALLETCONNECT.frame : [],
  });
}

/** A remote's policy: its own origin only (a remote build has no page of its own in production). */
function remotePolicy() {
  return contentSecurityPolicy();
}

/** The headers every response of every origin carries, besides its Content-Security-Policy. */
const SECURITY_HEADERS = Object.freeze({
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * The policy of a served folder: the host's, computed from the remotes.json it serves (virtual or
 * on disk, read per request so a redeployed registry applies at once), else a remote's.
 * @param {{dir: string, files?: Record<string, () => string | Buffer>}} options
 */
function policyOfServed({ dir, files = {} }) {
  const virtual = files['/remotes.json'];
  const onDisk = path.join(dir, 'remotes.json');
  return () => {
    const text = virtual ? String(virtual()) : fs.existsSync(onDisk) ? fs.readFileSync(onDisk, 'utf8') : undefined;
    if (text === undefined) return remotePolicy();
    try {
      return hostPolicy(JSON.parse(text));
    } catch {
      // A malformed registry: the host only shows its start-up error, which needs nothing but itself.
      return remotePolicy();
    }
  };
}

/**
 * @param {{dir: string, spa?: boolean, files?: Record<string, () => string | Buffer>, csp?: string | (() => string)}} options
 *   files: extra virtual files by URL path (e.g. '/remotes.json' generated at deploy time).
 *   csp: the Content-Security-Policy (default: policyOfServed).
 */
function createStaticHandler({ dir, spa = false, files = {}, csp = policyOfServed({ dir, files }) }) {
  const policy = typeof csp === 'function' ? csp : () => csp;
  // Required here, not at the top: the policies above are read without installed packages
  // (deploy/nginx renders its configuration from them).
  const sirv = require('sirv');
  const assets = sirv(dir, {
    dev: true, // re-read the folder on every request, so a redeployed remote is served at once
    etag: true,
    single: spa,
    brotli: true, // x.js.br / x.js.gz beside x.js are sent to clients that accept them
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('Content-Security-Policy', policy());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
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
    // remotes.json is replaced at deploy time without a rebuild: a .br / .gz copy the build made
    // of it would be stale, so it is always sent as the file itself.
    if (url.pathname === '/remotes.json') delete req.headers['accept-encoding'];
    // An SPA route under a locale prefix gets that locale's document (the static shell in its
    // language: StaticShellPlugin), when the build has one; any other route gets index.html.
    const document = spa && !path.extname(url.pathname) ? localeDocument(dir, url.pathname) : null;
    if (document) req.url = document;
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    });
  };
}

/** `/<locale>/index.html` for a path whose first segment names a folder of the build with a document. */
function localeDocument(dir, pathname) {
  const segment = (pathname.split('/')[1] || '').toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z]{2,4})?$/.test(segment)) return null;
  return fs.existsSync(path.join(dir, segment, 'index.html')) ? `/${segment}/index.html` : null;
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

module.exports = { serveDir, createStaticHandler, cacheControlFor, contentSecurityPolicy, hostPolicy, remotePolicy, SECURITY_HEADERS, NEVER_CACHE, HASHED };
