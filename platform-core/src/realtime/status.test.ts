import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REALTIME } from '@nova/shared-contracts';
import { isSnapshotChannel, statusOf, statusText } from './status';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The package's own modules a module reaches through its static imports (type-only imports skipped). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
      if (typeOnly || !spec) continue;
      visit(path.resolve(path.dirname(file), `${spec}.ts`));
    }
  };
  visit(path.join(SRC, entry));
  return new Set([...seen].map((file) => path.relative(SRC, file)));
}

describe('the realtime status part', () => {
  it('starts as the transport does: connecting, no attempt', () => {
    expect(statusOf('connecting')).toEqual({ state: 'connecting', attempt: 0, maxAttempts: REALTIME.maxReconnectAttempts });
    expect(statusText(statusOf('connecting'))).toBe('connecting');
    expect(statusText(statusOf('reconnecting', 2))).toBe('reconnecting (2/5)');
  });

  it('tells whole-state channels from event channels', () => {
    expect(isSnapshotChannel('tokenRank')).toBe(true);
    expect(isSnapshotChannel('tokenPriceChange')).toBe(true);
    expect(isSnapshotChannel('nativePrices')).toBe(true);
    expect(isSnapshotChannel('tradeHistory')).toBe(false);
    expect(isSnapshotChannel('orderNotification')).toBe(false);
  });

  it('keeps the socket code out of the main door: only the realtime door reaches it', () => {
    const main = reachable('index.ts');
    for (const file of ['client', 'transport', 'subscriptions', 'writer', 'workerSocket', 'socketRelay', 'frameKey']) expect(main).not.toContain(`realtime/${file}.ts`);
    expect(main).toContain('realtime/status.ts');
    expect(reachable('realtime/index.ts')).toContain('realtime/workerSocket.ts');
  });
});
