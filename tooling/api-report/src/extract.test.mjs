// The parts of the extraction that work around API Extractor's limits, on small inputs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { entryPointsOf, namespaceImports, unboundComputedKeys } from './extract.mjs';

describe('extraction helpers', () => {
  it('finds one report per TypeScript entry point of package.json "exports"', () => {
    const pkg = {
      name: '@nova/shared-contracts',
      exports: { '.': './src/index.ts', './endpoints': './src/endpoints.ts', './realtime': './src/realtime.ts', './package.json': './package.json' },
    };
    assert.deepEqual(entryPointsOf(pkg), [
      { subpath: '.', source: 'src/index.ts', reportFile: 'shared-contracts.api.md' },
      { subpath: './endpoints', source: 'src/endpoints.ts', reportFile: 'shared-contracts.endpoints.api.md' },
      { subpath: './realtime', source: 'src/realtime.ts', reportFile: 'shared-contracts.realtime.api.md' },
    ]);
  });

  it('turns `typeof import("./x")` into a namespace import API Extractor can follow', () => {
    const text = 'export interface GroupImporters {\n    auth: () => Promise<typeof import("./auth")>;\n    again: typeof import("./auth");\n}\n';
    assert.equal(
      namespaceImports(text, 'src/api'),
      'import * as module_api_auth from "./auth";\nexport interface GroupImporters {\n    auth: () => Promise<typeof module_api_auth>;\n    again: typeof module_api_auth;\n}\n',
    );
    assert.equal(namespaceImports('export type X = import("react").Context<number>;\n', 'src'), 'export type X = import("react").Context<number>;\n');
  });

  it('finds computed keys that a declaration file uses without importing them', () => {
    const source = ts.createSourceFile(
      'keys.d.ts',
      "import type { DataTag } from '@tanstack/query-core';\ndeclare const own: unique symbol;\nexport declare const key: readonly unknown[] & { [dataTagSymbol]: number; [own]: string; [Symbol.iterator]: () => void };\n",
      ts.ScriptTarget.ES2022,
      true,
    );
    assert.deepEqual([...unboundComputedKeys(source)], ['dataTagSymbol']);
  });
});
