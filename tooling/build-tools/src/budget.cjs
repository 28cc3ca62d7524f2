// Size budgets that fail the build: the gzip size of what a first render needs, per app.
//
// - A remote: `entry` is remoteEntry.js alone (the standard entry, with its federation runtime);
//   each exposed module's first render is the entry the Nova host loads (the host-runtime entry,
//   hostRuntimeEntry.cjs, when the build has one) plus the chunks the module needs synchronously
//   (its own code and its non-shared libraries; the shared singletons come from the host, so their
//   fallback copies are not counted).
// - The host: `firstRender` is the entry chunks plus everything start-up loads before the app runs
//   (with asyncStartup: the host's own copies of the shared singletons it provides to all); each
//   route in `routes` adds that route's chunk group (`import(/* webpackChunkName: "route-<name>" */)`)
//   to the first render.
//
// A measure over its budget is a build error that names the measure, its size and budget, each
// file with its gzip size, and the largest modules (source size) so the offender is obvious.
// Sizes are in kB (1000 bytes), as budgets are usually stated.
const zlib = require('node:zlib');
const path = require('node:path');
const { HOST_RUNTIME_ENTRY_FILE } = require('./hostRuntimeEntry.cjs');

/**
 * @typedef {{name: string, size: number}} ModuleSize          source size before minification
 * @typedef {{file: string, gzip: number, modules: ModuleSize[]}} MeasuredFile
 * @typedef {{app: string, key: string, label: string, files: MeasuredFile[]}} Measure
 *   key: 'entry', an expose ('./TokenList'), 'firstRender' or 'route:<name>'
 * @typedef {{entry?: number, exposes?: number | Record<string, number>, firstRender?: number, routes?: Record<string, number>}} Budgets
 *   each in kB gzip
 * @typedef {{measure: Measure, total: number, budget: number}} Violation
 */

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** @param {Measure} measure */
const totalOf = (measure) => measure.files.reduce((sum, f) => sum + f.gzip, 0);

/**
 * The budget (kB) that applies to a measure, or undefined when none is set.
 * @param {Measure} measure @param {Budgets} budgets
 */
function budgetFor(measure, budgets) {
  const { key } = measure;
  if (key === 'entry' || key === 'firstRender') return budgets[key];
  if (key.startsWith('route:')) return budgets.routes?.[key.slice('route:'.length)];
  if (typeof budgets.exposes === 'number') return budgets.exposes;
  return budgets.exposes?.[key];
}

/**
 * The measures over their budget.
 * @param {Measure[]} measures @param {Budgets} budgets @returns {Violation[]}
 */
function checkBudgets(measures, budgets) {
  const violations = [];
  for (const measure of measures) {
    const budget = budgetFor(measure, budgets);
    if (budget === undefined) continue;
    const total = totalOf(measure);
    if (total > budget * 1000) violations.push({ measure, total, budget });
  }
  return violations;
}

/**
 * Budgets that name nothing the build has (a typo, a renamed route or expose) are errors too:
 * a budget that checks nothing is a budget that cannot fail.
 * @param {Measure[]} measures @param {Budgets} budgets @returns {string[]}
 */
function unusedBudgets(measures, budgets) {
  const keys = new Set(measures.map((m) => m.key));
  const wanted = [
    ...(budgets.entry !== undefined ? ['entry'] : []),
    ...(budgets.firstRender !== undefined ? ['firstRender'] : []),
    ...Object.keys(budgets.routes ?? {}).map((r) => `route:${r}`),
    ...(budgets.exposes && typeof budgets.exposes === 'object' ? Object.keys(budgets.exposes) : []),
  ];
  return wanted.filter((k) => !keys.has(k));
}

/**
 * The package (for node_modules) or the app-relative path of a module resource.
 * @param {string} resource @param {string} appDir
 */
function moduleLabel(resource, appDir) {
  const clean = resource.split('?')[0].split('!').pop() ?? resource;
  const parts = clean.split(/[\\/]node_modules[\\/]/);
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split(/[\\/]/);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (!path.isAbsolute(clean)) return clean; // webpack's runtime modules (webpack/runtime/...)
  const relative = path.relative(appDir, clean);
  return relative.startsWith('..') ? clean : `./${relative.split(path.sep).join('/')}`;
}

/**
 * A readable message for one violation: what, by how much, which files, which modules.
 * @param {Violation} violation @param {number} [top] how many modules to name
 */
function formatViolation({ measure, total, budget }, top = 6) {
  const over = total - budget * 1000;
  const files = [...measure.files].sort((a, b) => b.gzip - a.gzip);
  const modules = new Map();
  for (const file of files) {
    for (const m of file.modules) {
      const entry = modules.get(m.name) ?? { size: 0, file: file.file };
      entry.size += m.size;
      modules.set(m.name, entry);
    }
  }
  const largest = [...modules.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, top);
  return [
    `[size budget] ${measure.app} ${measure.label}: ${kB(total)} gzip is over its budget of ${budget} kB by ${kB(over)}.`,
    `  files (gzip): ${files.map((f) => `${f.file} ${kB(f.gzip)}`).join(', ')}`,
    `  largest modules (source size): ${largest.map(([name, { size, file }]) => `${name} ${kB(size)} in ${file}`).join(', ')}`,
    '  Load the offender lazily, share it, or raise the budget in webpack.config.cjs with a reason.',
  ].join('\n');
}

/**
 * One line per budgeted measure for the build's output (and the entry's or first render's size
 * even without a budget).
 * @param {Measure[]} measures @param {Budgets} budgets
 */
function summaryLines(measures, budgets) {
  return measures
    .filter((m) => budgetFor(m, budgets) !== undefined || m.key === 'entry' || m.key === 'firstRender')
    .map((m) => {
      const budget = budgetFor(m, budgets);
      return `  ${m.app} ${m.label}: ${kB(totalOf(m))} gzip${budget === undefined ? '' : ` (budget ${budget} kB)`}`;
    });
}

// ---- reading a webpack compilation ---------------------------------------------------------------

/**
 * Chunks loaded for the shared modules consumed in `chunks` (their fallback copies), and for the
 * shared modules those consume in turn (shared-ui's copy consumes react-query, which consumes
 * query-core, ...), up to a fixed point.
 */
function sharedFallbackChunks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const out = new Set();
  let frontier = [...chunks];
  while (frontier.length > 0) {
    const next = [];
    for (const chunk of frontier) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (!group) continue;
          for (const c of group.chunks) {
            if (out.has(c) || chunks.has(c)) continue;
            out.add(c);
            next.push(c);
          }
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** @returns {ModuleSize[]} */
function modulesOf(compilation, chunk, appDir) {
  const sizes = new Map();
  const add = (module) => {
    const resource = module.nameForCondition?.() ?? module.identifier();
    const name = moduleLabel(resource, appDir);
    sizes.set(name, (sizes.get(name) ?? 0) + module.size());
  };
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    if (module.type === 'consume-shared-module' || module.type === 'provide-module') continue;
    if (Array.isArray(module.modules)) module.modules.forEach(add);
    else add(module);
  }
  return [...sizes.entries()].map(([name, size]) => ({ name, size }));
}

function gzipOf(compilation, file) {
  const compressed = compilation.getAsset(`${file}.gz`);
  if (compressed) return compressed.source.size();
  const asset = compilation.getAsset(file);
  return asset ? zlib.gzipSync(asset.source.buffer(), { level: 9 }).length : 0;
}

/** @returns {MeasuredFile[]} */
function measureChunks(compilation, chunks, appDir) {
  const files = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (!file.endsWith('.js')) continue;
      files.push({ file, gzip: gzipOf(compilation, file), modules: modulesOf(compilation, chunk, appDir) });
    }
  }
  return files;
}

/**
 * The measures of a federated build.
 * @param {import('webpack').Compilation} compilation
 * @param {{kind: 'host'|'remote', name: string, appDir: string}} app
 * @returns {Measure[]}
 */
function measureCompilation(compilation, { kind, name, appDir }) {
  if (kind === 'remote') {
    const container = compilation.entrypoints.get(name);
    if (!container) return [];
    const entryChunks = new Set(container.chunks);
    const standardEntry = measureChunks(compilation, entryChunks, appDir);
    const measures = [{ app: name, key: 'entry', label: 'remoteEntry.js', files: standardEntry }];
    // What the Nova host loads: the host-runtime entry (same container, no runtime of its own).
    const hostRuntimeFile = compilation.getAssets().find((asset) => HOST_RUNTIME_ENTRY_FILE.test(asset.name))?.name;
    const loadedEntry = hostRuntimeFile ? [{ file: hostRuntimeFile, gzip: gzipOf(compilation, hostRuntimeFile), modules: [{ name: 'federation container (host runtime)', size: compilation.getAsset(hostRuntimeFile).source.size() }] }] : standardEntry;
    const entryLabel = hostRuntimeFile ? 'host-runtime entry' : 'remoteEntry.js';
    for (const chunk of entryChunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (!module.identifier().startsWith('container entry')) continue;
        for (const block of module.blocks) {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          const expose = block.loc?.name;
          if (!group || !expose) continue;
          const chunks = new Set(group.chunks.filter((c) => !entryChunks.has(c)));
          measures.push({ app: name, key: expose, label: `${expose} first render (${entryLabel} + its chunks)`, files: [...loadedEntry, ...measureChunks(compilation, chunks, appDir)] });
        }
      }
    }
    return measures;
  }
  const measures = [];
  for (const [entryName, entrypoint] of compilation.entrypoints) {
    const initial = new Set(entrypoint.chunks);
    const startup = new Set([...initial, ...sharedFallbackChunks(compilation, initial)]);
    measures.push({ app: name, key: 'firstRender', label: `first render (${entryName} + start-up shared libraries)`, files: measureChunks(compilation, startup, appDir) });
    for (const [groupName, group] of compilation.namedChunkGroups) {
      if (!groupName.startsWith('route-')) continue;
      const routeChunks = new Set(group.chunks.filter((c) => !startup.has(c)));
      const chunks = new Set([...startup, ...routeChunks, ...[...sharedFallbackChunks(compilation, routeChunks)].filter((c) => !startup.has(c))]);
      const route = groupName.slice('route-'.length);
      measures.push({ app: name, key: `route:${route}`, label: `route ${route} (first render + its chunks)`, files: measureChunks(compilation, chunks, appDir) });
    }
    break; // the host has one entry (main)
  }
  return measures;
}

/**
 * Checks the budgets after every production build; each violation is a build error.
 * `measures` holds the last build's figures (nova-webpack prints them).
 */
class BudgetPlugin {
  /** @param {{kind: 'host'|'remote', name: string, appDir: string, budgets: Budgets}} options */
  constructor(options) {
    this.options = options;
    /** @type {Measure[]} */
    this.measures = [];
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { budgets } = this.options;
        this.measures = measureCompilation(compilation, this.options);
        for (const violation of checkBudgets(this.measures, budgets)) compilation.errors.push(new WebpackError(formatViolation(violation)));
        for (const key of unusedBudgets(this.measures, budgets)) {
          compilation.errors.push(new WebpackError(`[size budget] ${this.options.name}: the budget for "${key}" matches nothing in this build (no such expose, route or entry).`));
        }
      });
    });
  }

  summary() {
    return summaryLines(this.measures, this.options.budgets);
  }
}

module.exports = { BudgetPlugin, checkBudgets, unusedBudgets, formatViolation, summaryLines, measureCompilation, moduleLabel, budgetFor };
