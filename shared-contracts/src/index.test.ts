// What the package root is: what two sides agree on (types, schemas, constants), with no runtime
// behaviour: no React, no cache, no timers (those are @nova/platform-core's and shared-ui's), so a
// change to behaviour is never a contract release. Each app bundles what it uses of it; the
// endpoint schemas (api/<group>.ts, imported per group by the platform's endpoint loader through the
// `groups` door), the channel and wire schemas (the realtime door's) and the Node entry stay out of
// the root's static import graph.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from './api/meta';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Value imports and re-exports of a module (`import type` / `export type` statements cost nothing). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms)) {
    if (!match[2]) specifiers.push(match[4]!);
  }
  for (const match of text.matchAll(/^\s*import\s+'([^']+)'/gm)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  if (/\.json$/.test(base) && existsSync(base)) return base;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every local module and package the root reaches through static value imports. */
function startGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    if (file.endsWith('.json')) continue;
    for (const specifier of staticImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else packages.add(specifier);
    }
  }
  return { modules: [...modules].map((file) => file.slice(SRC.length + 1)), packages: [...packages] };
}

describe('the package root', () => {
  const { modules, packages } = startGraph(join(SRC, 'index.ts'));

  it('reaches no endpoint group file, nor the groups door nor the full ENDPOINTS map of the Node entry', () => {
    const groupFiles = Object.keys(ENDPOINT_GROUPS).map((group) => `api/${group}.ts`);
    expect(modules.filter((file) => groupFiles.includes(file))).toEqual([]);
    expect(modules).not.toContain('api/groups.ts');
    expect(modules).not.toContain('api/endpoints.ts');
    expect(modules).not.toContain('endpoints.ts');
    // Sanity: the walk does follow the root's imports.
    expect(modules).toEqual(expect.arrayContaining(['api/meta.ts', 'api/model/tokens.ts', 'realtime/key.ts', 'query/keys.ts']));
  });

  it('reaches neither the channel definitions nor the wire schemas (the realtime door)', () => {
    expect(modules).not.toContain('realtime/channels.ts');
    expect(modules).not.toContain('realtime/protocol.ts');
    expect(modules).not.toContain('realtime.ts');
  });

  it('carries no runtime behaviour: no package but the schema library, the base58 codec and keccak-256, no React, no query cache, no timers', () => {
    // @scure/base is tree-shaken to its base58 codec, in the bundles that check or write Solana addresses only;
    // @noble/hashes to keccak-256, in the bundles that check an EVM address's EIP-55 checksum only.
    expect(packages.sort()).toEqual(['@noble/hashes/sha3.js', '@noble/hashes/utils.js', '@scure/base', 'valibot']);
    const behaviour = /\b(createContext|useState|useEffect|setTimeout|setInterval|requestAnimationFrame|new QueryClient)\b/;
    const offenders = modules.filter((file) => !file.endsWith('.json') && behaviour.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
