import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseLoadOption } from '../engine/realtime/load';
import { startServer } from './server';

/**
 * `tsx src/server/main.ts --port 4000 [--seed N] [--data DIR] [--reset] [--admin] [--access-ttl SECONDS] [--public-url URL] [--host-origin URL]... [--load RATE[:TOKENS]]`
 * Data defaults to market-sim/.data; NOVA_SIM_ADMIN=1 also enables the admin API.
 * --host-origin (repeatable; or NOVA_SIM_HOST_ORIGINS, comma-separated) registers the host origins
 * the consent page may redirect to; without any, only loopback http origins.
 * --load RATE[:TOKENS] (or NOVA_SIM_LOAD): the load mode, RATE token_price_change pushes a second
 * across TOKENS tokens (default 1000) to every socket; off by default (also POST /__admin/load).
 */
const DEFAULT_DATA = fileURLToPath(new URL('../../.data', import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.NOVA_SIM_PORT ?? '4000' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: process.env.NOVA_SIM_SEED ?? '1' },
    data: { type: 'string', default: process.env.NOVA_SIM_DATA ?? DEFAULT_DATA },
    reset: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: process.env.NOVA_SIM_ADMIN === '1' },
    'access-ttl': { type: 'string' },
    'public-url': { type: 'string' },
    'host-origin': { type: 'string', multiple: true },
    load: { type: 'string', default: process.env.NOVA_SIM_LOAD },
  },
});

const started = Date.now();
const port = Number(values.port);
const seed = Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0..65535, got ${values.port}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
const hostOrigins = values['host-origin'] ?? process.env.NOVA_SIM_HOST_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
const load = values.load ? parseLoadOption(values.load) : undefined;
const accessTtl = values['access-ttl'] ? Number(values['access-ttl']) * 1000 : undefined;

const server = await startServer({
  port,
  host: values.host,
  seed,
  publicUrl: values['public-url'],
  accessTtlMs: accessTtl,
  dataDir: values.data,
  reset: values.reset,
  admin: values.admin,
  hostOrigins,
  load,
  log: (line) => console.log(line),
});
console.log(`[market-sim] seed ${seed}, REST ${server.url}, realtime ${server.wsUrl}, data ${values.data}${values.reset ? ' (reset)' : ''}${values.admin ? ', admin API on' : ''}${load ? `, load mode ${load.rate} msg/s across ${load.tokens} tokens` : ''}, sign-in redirects to ${hostOrigins?.join(' ') ?? 'loopback origins'} (ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
