#!/usr/bin/env node
// The production nginx configuration of a Nova deployment (Debian's `nginx`, plus
// `libnginx-mod-http-brotli-static` for .br files): one server per origin (the host and each
// remote), sending exactly the headers of the Node server (tooling/build-tools/src/serve.cjs),
// whose policy functions it uses: a Content-Security-Policy computed from the deployment's
// remotes.json, X-Frame-Options, nosniff, Referrer-Policy, CORS, the cache rules, and the
// precompressed x.br / x.gz files beside each file (brotli_static, gzip_static).
//
//   node deploy/nginx/render.mjs deployment.json > /etc/nginx/conf.d/nova.conf && nginx -t && nginx -s reload
//
// deployment.json (paths relative to it; see example.deployment.json and example.nova.conf):
//   { "registry": "remotes.json", "store": "/srv/nova/releases",
//     "host":    { "listen": "443 ssl", "serverName": "app.example.com", "root": "/srv/nova/host",
//                  "ssl": { "certificate": "...", "certificateKey": "..." } },
//     "remotes": [ { "name": "mf_trade", "listen": "443 ssl", "serverName": "trade.example.com", "ssl": {...} }, ... ],
//     "brotli": true }
// `store`: a release store (scripts/release.mjs). Each remote's root is `<store>/<name>/` (its
// immutable release folders: `/<id>/mf-manifest.json`), and the host's /remotes.json is the
// store's generated `<store>/remotes.json`, read by nginx on every request: a promote or a
// rollback needs no reload. A remote's `root` and `registryServedAt` may still be given instead.
// `registry` is the deployment's remotes.json (the store's template): the host's policy is
// computed from its origins. Render again after a change of it (a new origin, another API); a
// promote keeps every origin, so it never needs a new rendering.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{hostPolicy: (registry: object) => string, remotePolicy: () => string, SECURITY_HEADERS: Readonly<Record<string, string>>, NEVER_CACHE: Set<string>, HASHED: RegExp}} */
const serve = require(path.join(ROOT, 'tooling/build-tools/src/serve.cjs'));

/**
 * @typedef {object} ServerSpec
 * @property {string} listen            e.g. "443 ssl", "127.0.0.1:6100"
 * @property {string} [serverName]      default "_"
 * @property {string} root              the build folder (a remote of a store: `<store>/<name>`)
 * @property {{certificate: string, certificateKey: string}} [ssl]
 */

/**
 * @typedef {object} Deployment
 * @property {string} registryFile      the remotes.json the host's policy is computed from
 * @property {string} [store]           a release store: remotes' roots `<store>/<name>`, remotes.json from `<store>/remotes.json`
 * @property {string} [registryServedAt] where nginx reads the remotes.json it serves (default `<store>/remotes.json`, else registryFile)
 * @property {ServerSpec} host
 * @property {Array<Omit<ServerSpec, 'root'> & {name: string, root?: string}>} remotes
 * @property {boolean} [brotli]         brotli_static (needs libnginx-mod-http-brotli-static); default true
 */

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A value for a double-quoted nginx string. */
const quoted = (value) => `"${String(value).replace(/["\\$]/g, (c) => `\\${c}`)}"`;

/** The cache rule of serve.cjs's cacheControlFor, as a map of the final URI (after an SPA fallback). */
function cacheMap() {
  const names = [...serve.NEVER_CACHE].map((n) => n.replace(/\./g, '\\.')).join('|');
  return `map $uri $nova_cache_control {
    default "no-cache";
    "~(^|/)(${names})$" "no-cache, no-store, must-revalidate";
    "~${serve.HASHED.source.replace(/\$$/, '')}$" "public, max-age=31536000, immutable";
}`;
}

/**
 * One server block.
 * @param {ServerSpec} spec @param {string} csp @param {{spa?: boolean, registryFile?: string, brotli: boolean, comment: string}} options
 */
function serverBlock(spec, csp, { spa = false, registryFile, brotli, comment }) {
  const headers = {
    'Content-Security-Policy': csp,
    ...serve.SECURITY_HEADERS,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
    'Timing-Allow-Origin': '*',
    ...(spec.ssl ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
  const lines = [
    `# ${comment}`,
    'server {',
    `    listen ${spec.listen};`,
    `    server_name ${spec.serverName ?? '_'};`,
    `    root ${quoted(spec.root)};`,
    ...(spec.ssl ? [`    ssl_certificate ${quoted(spec.ssl.certificate)};`, `    ssl_certificate_key ${quoted(spec.ssl.certificateKey)};`] : []),
    '    etag on;',
    '    gzip_static on;',
    '    gzip_vary on;',
    ...(brotli ? ['    brotli_static on;'] : []),
    '    # Every response, errors included ("always"); no location below adds a header, so none is lost.',
    ...Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    '    add_header Cache-Control $nova_cache_control always;',
    '    if ($request_method = OPTIONS) {',
    '        return 204;',
    '    }',
    // Replaced at deploy time without a rebuild: never a (stale) precompressed copy.
    ...(registryFile ? ['    location = /remotes.json {', `        alias ${quoted(registryFile)};`, '        default_type application/json;', '        gzip_static off;', ...(brotli ? ['        brotli_static off;'] : []), '    }'] : []),
    '    # A path with an extension is a file: served, or 404 (no SPA fallback).',
    '    location ~ "\\.[A-Za-z0-9]+$" {',
    '        try_files $uri =404;',
    '    }',
    ...(spa
      ? [
          '    # A route under a locale prefix: that locale\'s document (its header prerendered in its language), if the build has one.',
          '    location ~* "^/([a-z]{2,3}(?:-[a-z]{2,4})?)(?:/|$)" {',
          '        try_files $uri /$1/index.html /index.html;',
          '    }',
        ]
      : []),
    '    location / {',
    `        try_files $uri ${spa ? '/index.html' : '=404'};`,
    '    }',
    '}',
  ];
  return lines.join('\n');
}

/**
 * The http-context configuration of a deployment (for /etc/nginx/conf.d/).
 * @param {Deployment} deployment
 */
export function renderSite({ registryFile, store, registryServedAt = store ? path.join(store, 'remotes.json') : registryFile, host, remotes, brotli = true }) {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  const rootOf = (/** @type {{name: string, root?: string}} */ remote) => {
    if (remote.root) return remote.root;
    if (!store) throw new Error(`remote ${remote.name} has no root and the deployment no store`);
    return path.join(store, remote.name);
  };
  const blocks = [
    '# Nova: rendered by deploy/nginx/render.mjs from the deployment and its remotes.json; do not edit by hand.',
    cacheMap(),
    serverBlock(host, serve.hostPolicy(registry), { spa: true, registryFile: registryServedAt, brotli, comment: 'host (SPA): its Content-Security-Policy comes from remotes.json' }),
    ...remotes.map((remote) => {
      const root = rootOf(remote);
      const releases = store && root === path.join(store, remote.name) ? ': its release folders, /<id>/mf-manifest.json' : '';
      return serverBlock({ ...remote, root }, serve.remotePolicy(), { brotli, comment: `remote ${remote.name}${releases}` });
    }),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A complete nginx.conf around a site, for running nginx in the foreground from a folder
 * (`nginx -p <prefix> -c <file> -e stderr`): the e2e suite, or a try on one machine.
 * Debian's modules are loaded by absolute path (modules-enabled/ names them relative to the
 * default prefix).
 * @param {{site: string, prefix: string, user?: string, brotli?: boolean}} options
 */
export function renderStandalone({ site, prefix, user, brotli = true }) {
  const tmp = (name) => `${name}_temp_path ${quoted(path.join(prefix, 'tmp', name))};`;
  return `${user ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${quoted(path.join(prefix, 'nginx.pid'))};
error_log stderr warn;
${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    server_tokens off;
    ${tmp('client_body')}
    ${tmp('proxy')}
    ${tmp('fastcgi')}
    ${tmp('uwsgi')}
    ${tmp('scgi')}

${site}}
`;
}

/** @param {string} file */
export function readDeployment(file) {
  const dir = path.dirname(path.resolve(file));
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const at = (p) => path.resolve(dir, p);
  const server = (s) => ({ ...s, ...(s.root ? { root: at(s.root) } : {}), ...(s.ssl ? { ssl: { certificate: at(s.ssl.certificate), certificateKey: at(s.ssl.certificateKey) } } : {}) });
  const store = raw.store ? at(raw.store) : undefined;
  return {
    registryFile: at(raw.registry),
    store,
    registryServedAt: raw.registryServedAt ? at(raw.registryServedAt) : store ? path.join(store, 'remotes.json') : at(raw.registry),
    host: server(raw.host),
    remotes: raw.remotes.map(server),
    brotli: raw.brotli ?? true,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node deploy/nginx/render.mjs deployment.json > /etc/nginx/conf.d/nova.conf');
    process.exit(2);
  }
  process.stdout.write(renderSite(readDeployment(file)));
}
