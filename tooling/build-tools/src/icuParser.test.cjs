// The small ICU parser (runtime/icuParser.mjs) against the full one, over every string literal of
// every message catalogue in the repository: same AST, or null (then the full parser decides).
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./shared.cjs');

/** Absolute path of a package as the host resolves it (pnpm: not a dependency of build-tools). */
function fromHost(request) {
  const intl = require.resolve('intl-messageformat', { paths: [path.join(root, 'shared-ui')] });
  return require.resolve(request, { paths: [path.dirname(intl)] });
}

async function parsers() {
  const fullPath = fromHost('@formatjs/icu-messageformat-parser');
  const full = await import(fullPath);
  // icuParser.mjs imports its `no-parser` base by the name the build aliases; here the same file.
  const source = fs.readFileSync(path.join(__dirname, 'runtime', 'icuParser.mjs'), 'utf8').replaceAll("'@nova/icu-no-parser'", JSON.stringify(path.join(path.dirname(fullPath), 'no-parser.js')));
  const tmp = path.join(require('node:os').tmpdir(), `icuParser-${process.pid}.mjs`);
  fs.writeFileSync(tmp, source);
  try {
    return { full, small: await import(tmp) };
  } finally {
    fs.rmSync(tmp);
  }
}

/** Every string literal of the catalogue files (i18n folders and messages modules). */
function catalogueStrings() {
  const ts = require(require.resolve('typescript', { paths: [root] }));
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) && /[\\/](i18n|locales)[\\/]|messages\.ts$/.test(full)) files.push(full);
    }
  };
  for (const pkg of fs.readdirSync(root)) if (/^(host-shell|mf-|shared-ui)/.test(pkg) && fs.existsSync(path.join(root, pkg, 'src'))) walk(path.join(root, pkg, 'src'));
  const strings = new Set();
  for (const file of files) {
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false));
  }
  return { files, strings: [...strings] };
}

test('the small ICU parser gives the full parser AST for every catalogue string, or defers', async () => {
  const { full, small } = await parsers();
  const { files, strings } = catalogueStrings();
  assert.ok(files.length > 20 && strings.length > 1000, `${files.length} files, ${strings.length} strings`);
  const deferred = [];
  const wrong = [];
  for (const message of strings) {
    let expected;
    try {
      expected = full.parse(message);
    } catch {
      expected = null;
    }
    const actual = small.parseSimple(message);
    if (actual === null) {
      if (expected !== null) deferred.push(message);
      continue;
    }
    try {
      assert.deepStrictEqual(actual, expected);
    } catch {
      wrong.push(message);
    }
  }
  assert.deepStrictEqual(wrong, []);
  // Messages the small parser leaves to the lazy full parser (quoting, tags): few, none on /markets.
  if (process.env.ICU_VERBOSE) console.log(files.length, strings.length, deferred);
  assert.ok(deferred.length <= 10, `deferred to the full parser: ${deferred.length}\n${deferred.join('\n')}`);
});

test('the small ICU parser: cases', async () => {
  const { full, small } = await parsers();
  for (const message of ['', 'Log in', 'Bind {code} and get {rate}', '{n, number}', '{n, number, percent}', '{d, date, short} {t, time}', '{count, plural, =0 {none} one {# token} other {# tokens}}', '{side, select, buy {Buy #} sell {Sell} other {{count, plural, one {#} other {# x}}}}', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'a # b']) {
    assert.deepStrictEqual(small.parseSimple(message), full.parse(message), message);
  }
  for (const message of ["It''s", "'{literal}'", 'a <b>bold</b>', '{n, number, ::percent}', '{n, plural, offset:1 other {#}}', '{n, plural, one {x}}', 'a } b', '{n', '{a b}']) {
    assert.strictEqual(small.parseSimple(message), null, message);
  }
  assert.throws(() => small.parse("It''s"), /ICU parser is loading/);
});
