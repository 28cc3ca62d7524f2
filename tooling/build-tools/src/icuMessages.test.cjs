// The catalogue loader (icuMessages.cjs): ICU messages in, formatjs ASTs out, plain text untouched,
// an invalid message a build error that names the file and the key.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const loader = require('./icuMessages.cjs');
const { root } = require('./shared.cjs');

const { precompileMessages, icuParserPath, CATALOGUE_FILE } = loader;
const ts = require(require.resolve('typescript', { paths: [root] }));
const parserPath = icuParserPath(path.join(root, 'shared-ui'));

/** The module's exports, from its TypeScript (as esbuild-loader would hand it on). */
function evaluate(source) {
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, () => ({}));
  return module.exports;
}

/** Runs the webpack loader on a source the way webpack does (async callback). */
function runLoader(source, resourcePath) {
  return new Promise((resolve, reject) => {
    loader.call({ async: () => (error, result) => (error ? reject(error) : resolve(result)), getOptions: () => ({ parser: parserPath }), resourcePath }, source);
  });
}

const CATALOGUE = `import type { CatalogueOf } from '@nova/shared-ui';
import type { DemoMessages } from '../en';

const de: CatalogueOf<DemoMessages> = {
  'demo.title': 'Handel',
  'demo.count': "{count, plural, one {# Token} other {# Tokens}}",
  'demo.hello': \`Hallo {name}\`,
  'demo.quote': "Es ist ''gut''",
  'demo.rich': 'Lies <b>das</b>',
};

export default de;
`;

test('a catalogue module: each ICU message becomes its formatjs AST, plain text stays a string', async () => {
  const parser = await import(parserPath);
  const out = await runLoader(CATALOGUE, path.join(root, 'mf-demo/src/i18n/locales/de.ts'));
  const de = evaluate(out).default;
  assert.deepStrictEqual(de, {
    'demo.title': 'Handel',
    'demo.count': parser.parse('{count, plural, one {# Token} other {# Tokens}}'),
    'demo.hello': parser.parse('Hallo {name}'),
    'demo.quote': [{ type: parser.TYPE.literal, value: "Es ist 'gut'" }],
    'demo.rich': parser.parse('Lies <b>das</b>'),
  });
  assert.strictEqual(de['demo.count'][0].type, parser.TYPE.plural);
  // The rest of the module is left as written.
  assert.match(out, /^import type \{ CatalogueOf \} from '@nova\/shared-ui';/);
  assert.match(out, /export default de;\n$/);
});

test('a module without ICU messages comes out as it went in', () => {
  const source = "export const en = { 'demo.title': 'Trade', 'demo.close': `Close` } as const;\n";
  assert.strictEqual(precompileMessages(source, 'en.ts', { parse: () => assert.fail('nothing to parse') }), source);
});

test('an invalid message fails the build, naming the file, the line and the key', async () => {
  const source = "export const en = {\n  'demo.ok': '{n} ok',\n  'demo.broken': '{count, plural, one {# x}',\n};\n";
  const file = path.join(root, 'mf-demo/src/i18n/en.ts');
  await assert.rejects(runLoader(source, file), (error) => {
    assert.match(error.message, /^mf-demo\/src\/i18n\/en\.ts:3: the message "demo\.broken" is not valid ICU \(/);
    assert.match(error.message, /\{count, plural, one \{# x\}$/);
    return true;
  });
});

test('the rule takes the catalogue modules of the i18n folders, not components or tests', () => {
  for (const file of ['mf-trade/src/i18n/en.ts', 'mf-trade/src/i18n/locales/pt-BR.ts', 'mf-wallets/src/features/profile/i18n/messages.ts', 'host-shell/src/services/i18n/parts/swap.ts', 'mf-discover/src/i18n/en/data.ts']) {
    assert.ok(CATALOGUE_FILE.test(path.join(root, file)), file);
  }
  for (const file of ['mf-trade/src/features/TradeForm.tsx', 'mf-trade/src/i18n/messages.test.ts', 'mf-trade/src/i18n-tools.ts', 'mf-trade/src/i18n/README.md']) {
    assert.ok(!CATALOGUE_FILE.test(path.join(root, file)), file);
  }
});

test('every catalogue module of the repository compiles (no message the build would reject)', async () => {
  const parser = await import(parserPath);
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CATALOGUE_FILE.test(full)) files.push(full);
    }
  };
  for (const pkg of fs.readdirSync(root)) if (/^(host-shell|mf-)/.test(pkg) && fs.existsSync(path.join(root, pkg, 'src'))) walk(path.join(root, pkg, 'src'));
  let compiled = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    if (precompileMessages(source, file, parser) !== source) compiled++;
  }
  // Every app's English and 18 locales, at least.
  assert.ok(compiled >= 7 * 19, `${compiled} of ${files.length} modules had ICU messages`);
});
