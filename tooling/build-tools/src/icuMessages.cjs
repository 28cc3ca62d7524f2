// Message catalogues precompiled at build time: a webpack loader over the catalogue modules (the
// TypeScript files of an `i18n/` folder) that replaces every ICU message with its formatjs AST,
// made by @formatjs/icu-messageformat-parser's own `parse` (the parser intl-messageformat uses,
// run here in Node). intl-messageformat formats an AST without parsing, so the bundles carry the
// parser's `no-parser` build (index.cjs `icuNoParserAlias`): types and element guards, no parser.
//
// A message is the string value of a property of an object literal (`'trade.title': 'Trade'`).
// Plain text (no `{`, `}`, `<`, `>`, `'` or `#`) stays a string: nothing to parse. A message the
// parser rejects fails the build, naming the file, the line and the key.
//
// @formatjs/cli (`compile --ast`) reads JSON message files and @formatjs/ts-transformer compiles
// `defineMessages` descriptors; the catalogues here are TypeScript objects typed against the
// English one, so this loader is the glue between them and formatjs' parser.
const path = require('node:path');
const { root } = require('./shared.cjs');

/** What makes a message more than its text (the same test as shared-ui's formatter). */
const ICU_SYNTAX = /[{}<>'#]/;

/** The catalogue modules: TypeScript under an `i18n` folder of an app's src, tests left out. */
const CATALOGUE_FILE = /[\\/]src[\\/](?:[^\\/]+[\\/])*i18n[\\/](?:[^\\/]+[\\/])*[^\\/]+(?<!\.test)\.ts$/;

/**
 * The full parser of the ICU messages, as intl-messageformat resolves it (the AST it formats).
 * Resolved from the app, else from shared-ui (the package that formats the messages).
 */
function icuParserPath(appDir) {
  for (const from of [appDir, path.join(root, 'shared-ui')]) {
    try {
      const intl = require.resolve('intl-messageformat', { paths: [from] });
      return require.resolve('@formatjs/icu-messageformat-parser', { paths: [path.dirname(intl)] });
    } catch {
      // not a dependency here
    }
  }
  return null;
}

/**
 * The module's source with each ICU message replaced by its AST (JSON), or the source itself when
 * it has none. Throws on a message that is not valid ICU (file, line and key in the error).
 * @param {string} source  TypeScript
 * @param {string} file    for the error
 * @param {{ parse: (message: string) => unknown[] }} parser
 */
function precompileMessages(source, file, parser) {
  const ts = require(require.resolve('typescript', { paths: [root] }));
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) && ICU_SYNTAX.test(node.initializer.text)) {
      const message = node.initializer.text;
      let ast;
      try {
        ast = parser.parse(message);
      } catch (error) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        const key = ts.isIdentifier(node.name) || ts.isStringLiteralLike(node.name) || ts.isNumericLiteral(node.name) ? node.name.text : node.name.getText(sourceFile);
        throw new Error(`${path.relative(root, file)}:${line + 1}: the message "${key}" is not valid ICU (${error.message}): ${message}`);
      }
      edits.push({ start: node.initializer.getStart(sourceFile), end: node.initializer.end, text: JSON.stringify(ast) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let out = source;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The webpack rule of the loader (`pre`: it reads the TypeScript source, before esbuild-loader); none without intl-messageformat. */
function icuMessagesRules(appDir) {
  const parser = icuParserPath(appDir);
  return parser ? [{ test: CATALOGUE_FILE, exclude: /node_modules/, enforce: 'pre', loader: __filename, options: { parser } }] : [];
}

/** The loader: `options.parser` is the path of @formatjs/icu-messageformat-parser. */
module.exports = function icuMessagesLoader(source) {
  const callback = this.async();
  const { parser } = this.getOptions();
  import(parser).then(
    (module) => {
      try {
        callback(null, precompileMessages(source, this.resourcePath, module));
      } catch (error) {
        callback(error);
      }
    },
    (error) => callback(error),
  );
};

module.exports.precompileMessages = precompileMessages;
module.exports.icuMessagesRules = icuMessagesRules;
module.exports.icuParserPath = icuParserPath;
module.exports.CATALOGUE_FILE = CATALOGUE_FILE;
