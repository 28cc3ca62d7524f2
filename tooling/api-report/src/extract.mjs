// Generating the API reports of a package whose exports point at `.ts` sources: its declarations
// are emitted with the TypeScript compiler into a temporary folder, then API Extractor reads each
// entry point's `.d.ts` and writes its report. Only the report texts leave this module.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { withHeader } from './report.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

/**
 * The package's entry points from its package.json `exports`: each subpath whose target is a
 * TypeScript source (`./package.json` and other non-code targets are skipped).
 * @param {{name: string, exports?: Record<string, unknown>, types?: string, main?: string}} pkg
 * @returns {Array<{subpath: string, source: string, reportFile: string}>}
 */
export function entryPointsOf(pkg) {
  const unscoped = pkg.name.replace(/^@[^/]+\//, '');
  const exportsField = pkg.exports ?? { '.': pkg.types ?? pkg.main };
  const entries = [];
  for (const [subpath, target] of Object.entries(exportsField)) {
    const file = typeof target === 'string' ? target : /** @type {{types?: string}} */ (target)?.types;
    if (typeof file !== 'string' || !/\.(ts|tsx|mts|cts)$/.test(file) || file.endsWith('.d.ts')) continue;
    const suffix = subpath === '.' ? '' : `.${subpath.replace(/^\.\//, '').replaceAll('/', '.')}`;
    entries.push({ subpath, source: file.replace(/^\.\//, ''), reportFile: `${unscoped}${suffix}.api.md` });
  }
  return entries.sort((a, b) => a.reportFile.localeCompare(b.reportFile));
}

/** Where a `.ts` source's declaration lands under the declaration folder. @param {string} source */
const dtsOf = (source) => source.replace(/\.(ts|tsx)$/, '.d.ts').replace(/\.mts$/, '.d.mts').replace(/\.cts$/, '.d.cts');

/**
 * Generates the API report of every entry point of the package in `packageDir`, each with the
 * package's current version in its header.
 * @param {{packageDir: string, keepTemp?: boolean}} options
 * @returns {{name: string, version: string, reports: Array<{subpath: string, reportFile: string, text: string}>, ms: number}}
 */
export function extractReports({ packageDir, keepTemp = false }) {
  const started = Date.now();
  const pkgFile = path.join(packageDir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const entries = entryPointsOf(pkg);
  if (entries.length === 0) throw new Error(`${pkg.name}: no TypeScript entry point in package.json "exports"`);

  // Outside any node_modules folder: API Extractor takes a declaration file under node_modules
  // for an external package's and would not read it. The package's dependencies (valibot, react,
  // ...) resolve from the declarations as from the sources: the temporary folder links the
  // node_modules folders the package sees, at the same depths (the package's, then its parents').
  const temp = mkdtempSync(path.join(os.tmpdir(), 'nova-api-report-'));
  const nodeModules = nodeModulesOf(packageDir);
  try {
    let base = temp;
    for (const [i, dir] of [...nodeModules].reverse().entries()) {
      if (i > 0) base = path.join(base, 'p');
      mkdirSync(base, { recursive: true });
      symlinkSync(dir, path.join(base, 'node_modules'), 'junction');
    }
    const dtsDir = path.join(base, 'dts');
    emitDeclarations({ packageDir, entries, temp, dtsDir, nodeModules });
    const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    repairDeclarations({ dtsDir, dependencies });
    const texts = runExtractor({ pkg, pkgFile, entries, temp, dtsDir });
    const reports = entries.map((entry, i) => ({
      subpath: entry.subpath,
      reportFile: entry.reportFile,
      text: withHeader(texts[i] ?? '', { packageName: pkg.name, subpath: entry.subpath, version: pkg.version }),
    }));
    for (const report of reports) {
      // No machine-specific path may reach a checked-in file.
      for (const leak of [temp, packageDir, path.dirname(packageDir)].filter((dir) => dir.length > 4)) {
        if (report.text.includes(leak)) throw new Error(`${report.reportFile}: the generated report contains the local path ${leak}`);
      }
    }
    return { name: pkg.name, version: pkg.version, reports, ms: Date.now() - started };
  } finally {
    if (!keepTemp) rmSync(temp, { recursive: true, force: true });
  }
}

/** The node_modules folders that module resolution walks from `dir` upwards. @param {string} dir */
function nodeModulesOf(dir) {
  const found = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules'))) found.push(path.join(at, 'node_modules'));
    if (path.dirname(at) === at) return found;
  }
}

/**
 * Emits the declarations of the entry points (and everything they import) with the package's own
 * tsconfig. The package imports its package.json (`with { type: 'json' }`), so the root of the
 * emit is the package folder, not `src`; JSON files get no declaration of their own (declaration
 * emit inlines the types it needs from them).
 * @param {{packageDir: string, entries: Array<{source: string}>, temp: string, dtsDir: string, nodeModules: string[]}} options
 */
function emitDeclarations({ packageDir, entries, temp, dtsDir, nodeModules }) {
  const tsconfigFile = path.join(temp, 'tsconfig.json');
  writeFileSync(
    tsconfigFile,
    JSON.stringify(
      {
        extends: path.join(packageDir, 'tsconfig.json'),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          declarationMap: false,
          sourceMap: false,
          declarationDir: dtsDir,
          rootDir: packageDir,
          incremental: false,
          composite: false,
          tsBuildInfoFile: null,
          // As seen from the package (this tsconfig lives in the temporary folder).
          typeRoots: nodeModules.map((dir) => path.join(dir, '@types')).filter((dir) => existsSync(dir)),
        },
        files: entries.map((entry) => path.join(packageDir, entry.source)),
        include: [],
      },
      null,
      2,
    ),
  );
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (/** @type {import('typescript').Diagnostic} */ d) => fail([d]) };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigFile, {}, host);
  if (!parsed) throw new Error(`cannot read ${tsconfigFile}`);
  if (parsed.errors.length) fail(parsed.errors);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  // Declaration emit checks what it writes; a full type check is the package's typecheck task.
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
  const result = program.emit(undefined, undefined, undefined, true);
  diagnostics.push(...result.diagnostics);
  if (result.emitSkipped || diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) fail(diagnostics);
  for (const file of readdirSync(dtsDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const full = path.join(dtsDir, file);
    const text = readFileSync(full, 'utf8');
    const rewritten = namespaceImports(text, path.dirname(file));
    if (rewritten !== text) writeFileSync(full, rewritten);
  }

  /** @param {readonly import('typescript').Diagnostic[]} list @returns {never} */
  function fail(list) {
    const text = ts.formatDiagnostics(list, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => packageDir, getNewLine: () => '\n' });
    throw new Error(`The declarations of ${path.basename(packageDir)} cannot be emitted, so its API cannot be read (fix its typecheck first):\n${text}`);
  }
}

/** The compiler options the emitted declarations are read with (by API Extractor and repairDeclarations). */
const declarationOptions = () => ({
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  skipLibCheck: true,
  types: [],
});

/**
 * Declaration emit can write a name that the declaration file does not import: a type inferred
 * through a library keeps the library's unique symbols as computed keys (TanStack Query's
 * `[dataTagSymbol]` in an inferred query key). API Extractor then stops ("Symbol not found for
 * identifier"). Each such name that a module the file imports from (or one of the package's
 * dependencies) exports is imported from it.
 * @param {{dtsDir: string, dependencies: string[]}} options
 */
function repairDeclarations({ dtsDir, dependencies }) {
  /** @type {Array<{file: string, source: import('typescript').SourceFile, missing: Set<string>, modules: string[]}>} */
  const broken = [];
  for (const file of readdirSync(dtsDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const full = path.join(dtsDir, file);
    const source = ts.createSourceFile(full, readFileSync(full, 'utf8'), ts.ScriptTarget.ES2022, true);
    const missing = unboundComputedKeys(source);
    if (missing.size === 0) continue;
    const imported = source.statements.flatMap((s) => (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && !s.moduleSpecifier.text.startsWith('.') ? [s.moduleSpecifier.text] : []));
    broken.push({ file: full, source, missing, modules: [...new Set([...imported, ...dependencies])] });
  }
  if (broken.length === 0) return;
  // One program over the candidate modules' declarations, only to list their exports.
  const options = ts.convertCompilerOptionsFromJson(declarationOptions(), dtsDir).options;
  /** @type {Map<string, string>} specifier + importing file -> resolved declaration file */
  const resolved = new Map();
  for (const { file, modules } of broken) {
    for (const specifier of modules) {
      const hit = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (hit) resolved.set(`${specifier}\0${file}`, hit.resolvedFileName);
    }
  }
  const program = ts.createProgram({ rootNames: [...new Set(resolved.values())], options });
  const checker = program.getTypeChecker();
  /** @param {string} fileName */
  const exportsOf = (fileName) => {
    const source = program.getSourceFile(fileName);
    const symbol = source && checker.getSymbolAtLocation(source);
    return new Set(symbol ? checker.getExportsOfModule(symbol).map((e) => e.name) : []);
  };
  for (const { file, source, missing, modules } of broken) {
    const lines = [];
    for (const name of [...missing].sort()) {
      const from = modules.find((specifier) => {
        const target = resolved.get(`${specifier}\0${file}`);
        return target !== undefined && exportsOf(target).has(name);
      });
      if (from) lines.push(`import { ${name} } from ${JSON.stringify(from)};\n`);
    }
    if (lines.length) writeFileSync(file, lines.join('') + source.text);
  }
}

/**
 * Identifiers used as computed keys (`[name]: T`) that the declaration file neither declares nor
 * imports.
 * @param {import('typescript').SourceFile} source
 */
export function unboundComputedKeys(source) {
  const bound = new Set();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) bound.add(clause.name.text);
      const named = clause?.namedBindings;
      if (named && ts.isNamespaceImport(named)) bound.add(named.name.text);
      if (named && ts.isNamedImports(named)) for (const element of named.elements) bound.add(element.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) bound.add(d.name.text);
    } else if ('name' in statement && statement.name && ts.isIdentifier(/** @type {import('typescript').Node} */ (statement.name))) {
      bound.add(/** @type {import('typescript').Identifier} */ (statement.name).text);
    }
  }
  const missing = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isComputedPropertyName(node)) {
      let expression = node.expression;
      while (ts.isPropertyAccessExpression(expression)) expression = expression.expression;
      if (ts.isIdentifier(expression) && !bound.has(expression.text) && !(expression.text in globalThis)) missing.add(expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return missing;
}

/**
 * API Extractor cannot follow `typeof import("./module")` (a whole module as a type: "symbol has a
 * ts.SyntaxKind.SourceFile declaration which is not (yet?) supported"), which declaration emit
 * writes for a lazy `import()`. The same type through a namespace import it does follow, and it
 * reports the module's exports as a namespace: `import * as api_auth from "./auth"` and
 * `typeof api_auth`. The name is the module's path (from the declaration root, without `src/`),
 * so it is the same wherever the module is imported from.
 * @param {string} text a declaration file
 * @param {string} dir its folder, relative to the declaration root
 */
export function namespaceImports(text, dir) {
  /** @type {Map<string, string>} */
  const added = new Map();
  const body = text.replace(/typeof import\((["'])(\.{1,2}\/[^"']*)\1\)/g, (_, _quote, specifier) => {
    const target = path.posix.join(dir.split(path.sep).join('/'), specifier).replace(/^src\//, '');
    const name = `module_${target.replace(/[^A-Za-z0-9]+/g, '_')}`;
    added.set(name, specifier);
    return `typeof ${name}`;
  });
  if (added.size === 0) return text;
  const imports = [...added].map(([name, specifier]) => `import * as ${name} from ${JSON.stringify(specifier)};\n`).join('');
  return imports + body;
}

/**
 * Runs API Extractor on each entry point's declaration file, with one compiler program for all;
 * returns each report's text (LF line ends).
 * @param {{pkg: {name: string}, pkgFile: string, entries: Array<{source: string, reportFile: string}>, temp: string, dtsDir: string}} options
 * @returns {string[]}
 */
function runExtractor({ pkg, pkgFile, entries, temp, dtsDir }) {
  const entryFiles = entries.map((entry) => path.join(dtsDir, dtsOf(entry.source)));
  const configs = entries.map((entry, i) => {
    const work = path.join(temp, 'reports', entry.reportFile.replace(/\.api\.md$/, ''));
    return ExtractorConfig.prepare({
      configObject: {
        projectFolder: temp,
        mainEntryPointFilePath: /** @type {string} */ (entryFiles[i]),
        compiler: { overrideTsconfig: { compilerOptions: declarationOptions(), files: entryFiles } },
        apiReport: {
          enabled: true,
          reportFileName: entry.reportFile,
          reportFolder: path.join(work, 'expected'),
          reportTempFolder: path.join(work, 'actual'),
          // A type that an exported declaration uses without exporting it is part of the surface
          // too: a change to it must show in the report.
          includeForgottenExports: true,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: 'lf',
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          // Release tags and TSDoc style are not what this report is for: the surface is.
          extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
        },
      },
      configObjectFullPath: path.join(work, 'api-extractor.json'),
      packageJsonFullPath: pkgFile,
    });
  });
  const compilerState = CompilerState.create(/** @type {ExtractorConfig} */ (configs[0]), { additionalEntryPoints: entryFiles });
  return entries.map((entry, i) => {
    const config = /** @type {ExtractorConfig} */ (configs[i]);
    /** @type {string[]} */
    const errors = [];
    try {
      const result = Extractor.invoke(config, {
        localBuild: false,
        showVerboseMessages: false,
        compilerState,
        messageCallback: (message) => {
          if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.formatMessageWithLocation(temp));
          message.handled = true;
        },
      });
      if (result.errorCount > 0 && errors.length === 0) errors.push(`${result.errorCount} errors`);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
    if (errors.length) throw new Error(`API Extractor failed on ${pkg.name} (${entry.source}):\n${errors.join('\n')}`);
    return readFileSync(config.reportTempFilePath, 'utf8').replace(/\r\n/g, '\n');
  });
}
