/**
 * market-sim bench: prints figures, asserts nothing.
 *  1. start-up: spawn the server and time the first accepted request;
 *  2. REST: p50/p99 latency and throughput under 100 concurrent keep-alive clients (loopback);
 *  3. realtime: messages/s delivered to 200 WebSocket subscribers (natural pushes and a burst);
 *  4. engine time per request without HTTP.
 * `pnpm --filter @nova/market-sim bench` (BENCH_SECONDS to change the run length).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelKey } from '@nova/shared-contracts';
import { WebSocket } from 'ws';
import { createEngine } from '../src/engine/engine';
import { startServer } from '../src/server/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAIN = fileURLToPath(new URL('../src/server/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function startup(port: number): Promise<{ ms: number; stop: () => void }> {
  const started = performance.now();
  const child = spawn(TSX, [MAIN, '--port', String(port), '--data', mkdtempSync(join(tmpdir(), 'sim-bench-')), '--reset'], { stdio: 'ignore' });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return { ms: performance.now() - started, stop: () => child.kill('SIGTERM') };
}

async function rest(base: string): Promise<void> {
  const hot = (await (await fetch(`${base}/token/hot/list?limit=20`)).json()) as { data: { tokens: Array<{ chain: string; address: string }> } };
  const tokens = hot.data.tokens;
  const paths = [
    '/token/hot/list?limit=50',
    '/token/new/list?chain=solana&limit=50',
    ...tokens.map((t) => `/token_info/${t.chain}/${t.address}`),
    ...tokens.slice(0, 5).map((t) => `/token/kline?chain=${t.chain}&token_address=${t.address}&start_time=0&end_time=${Date.now()}&period=60&limit=300`),
  ];
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 100 }, async (_, client) => {
      let i = client;
      while (performance.now() < deadline) {
        const path = paths[i++ % paths.length] as string;
        const t0 = performance.now();
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(`REST, 100 concurrent clients, ${SECONDS} s, mix of lists/token_info/kline: ${latencies.length} requests (${(latencies.length / SECONDS).toFixed(0)} req/s), p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${errors}`);
}

async function realtime(): Promise<void> {
  const server = await startServer({ port: 0, seed: 1 });
  const hot = (await (await fetch(`${server.url}/token/hot/list?limit=5`)).json()) as { data: { tokens: Array<{ chain: string; address: string }> } };
  let received = 0;
  const sockets = await Promise.all(
    Array.from({ length: 200 }, () => {
      const socket = new WebSocket(server.wsUrl);
      socket.on('message', () => received++);
      return new Promise<WebSocket>((resolve) =>
        socket.on('open', () => {
          let id = 0;
          const sub = (channel: string, data: Record<string, unknown>) => socket.send(JSON.stringify({ id: String(id++), action: 'subscribe', channel, data }));
          sub('native_price', {});
          sub('token_rank', { type: 'hot', limit: 20 });
          for (const t of hot.data.tokens) {
            sub('token_price_change', { chain: t.chain, address: t.address });
            sub('trade_history', { chain: t.chain, address: t.address });
          }
          resolve(socket);
        }),
      );
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  received = 0;
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const natural = received / ((performance.now() - t0) / 1000);
  console.log(`Realtime, 200 subscribers (native_price, token_rank, 5 x token_price_change and trade_history): ${natural.toFixed(0)} messages/s delivered at the simulation's own pace`);

  const burst = 500;
  const key = channelKey('native_price', {});
  received = 0;
  const expected = burst * sockets.length;
  const t1 = performance.now();
  for (let i = 0; i < burst; i++) server.engine.hub.publish('native_price', key, { prices: { SOL: '150' }, ts: i });
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (received >= expected) {
        clearInterval(check);
        resolve();
      }
    }, 5);
  });
  const seconds = (performance.now() - t1) / 1000;
  console.log(`Realtime burst: ${burst} pushes to 200 subscribers = ${expected} messages in ${(seconds * 1000).toFixed(0)} ms (${(expected / seconds).toFixed(0)} messages/s, server and clients in one process)`);
  for (const socket of sockets) socket.close();
  await server.close();
}

/** Engine time per request without HTTP: what the single request queue costs per call. */
async function engineOnly(): Promise<void> {
  const engine = await createEngine({ seed: 1 });
  const hot = (await engine.handle({ method: 'GET', path: '/token/hot/list?limit=1' })).body as { data: { tokens: Array<{ chain: string; address: string }> } };
  const token = hot.data.tokens[0] as { chain: string; address: string };
  const paths = {
    'hot list (50)': '/token/hot/list?limit=50',
    token_info: `/token_info/${token.chain}/${token.address}`,
    'kline 300 x 1m': `/token/kline?chain=${token.chain}&token_address=${token.address}&start_time=0&end_time=${Date.now()}&period=60&limit=300`,
  };
  const parts: string[] = [];
  for (const [label, path] of Object.entries(paths)) {
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) JSON.stringify((await engine.handle({ method: 'GET', path })).body);
    parts.push(`${label} ${((performance.now() - t0) / 200).toFixed(2)} ms`);
  }
  console.log(`Engine only (in-process, mean of 200): ${parts.join(', ')}`);
}

const port = 4900 + Math.floor(Math.random() * 90);
const boot = await startup(port);
console.log(`Start-up: spawn to first accepted request ${boot.ms.toFixed(0)} ms (tsx, fresh data folder)`);
await rest(`http://127.0.0.1:${port}`);
boot.stop();
await realtime();
await engineOnly();
process.exit(0);
