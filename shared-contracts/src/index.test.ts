// What the package root costs at start: it is a Module Federation shared singleton, loaded whole
// before the first render. The endpoint schemas (api/<group>.ts, loaded per group by loadEndpoint),
// the channel and wire schemas (the realtime door's), the cache's realtime bindings (loaded with the
// first follow) and the Node entry must stay out of its static import graph.
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

describe('the package root at start', () => {
  const { modules, packages } = startGraph(join(SRC, 'index.ts'));

  it('reaches no endpoint group file but tokens (read first on nearly every page), nor the full ENDPOINTS map of the Node entry', () => {
    const groupFiles = Object.keys(ENDPOINT_GROUPS).map((group) => `api/${group}.ts`);
    expect(modules.filter((file) => groupFiles.includes(file))).toEqual(['api/tokens.ts']);
    expect(modules).not.toContain('api/endpoints.ts');
    expect(modules).not.toContain('endpoints.ts');
    // Sanity: the walk does follow the root's imports.
    expect(modules).toEqual(expect.arrayContaining(['api/meta.ts', 'api/load.ts', 'api/model/tokens.ts', 'realtime/key.ts']));
  });

  it('reaches neither the channel definitions nor the wire schemas (the realtime door loads them with the realtime client)', () => {
    expect(modules).not.toContain('realtime/channels.ts');
    expect(modules).not.toContain('realtime/protocol.ts');
    expect(modules).not.toContain('realtime.ts');
  });

  it('reaches neither the cache\'s realtime bindings nor the channel reducers (loaded with the first follow)', () => {
    expect(modules).not.toContain('query/live.ts');
    expect(modules).not.toContain('realtime/reducers.ts');
    expect(modules).toEqual(expect.arrayContaining(['query/follow.ts', 'query/refresh.ts']));
  });

  it('reaches no package but valibot, the query core and React (a library here is a chunk fetched before the first row)', () => {
    expect(packages.sort()).toEqual(['@tanstack/query-core', 'react', 'valibot']);
  });
});
