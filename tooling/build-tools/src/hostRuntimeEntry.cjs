// A remote's second entry, for hosts that publish their federation runtime.
//
// remoteEntry.js is a standard Module Federation entry: it carries the federation runtime (about
// 24 kB gzip), so any host on the official runtime loads the remote by its manifest. The Nova host
// publishes that runtime already (runtime-core as `_FEDERATION_RUNTIME_CORE`, the webpack bundler
// runtime as `__NOVA_FEDERATION_BUNDLER_RUNTIME__`), so carrying it again in every remote's entry
// is bytes on every page. Each remote's production build therefore also ships
// `remoteEntry.hostRuntime.<contenthash>.js`: the same container (the same exposes, share and consume tables,
// chunk map) built with `experiments.externalRuntime` and the bundler runtime taken from the host
// (runtime/hostBundlerRuntime.mjs), about 5 kB gzip. Its manifest names it beside the standard
// entry (`metaData.nova.hostRuntimeEntry`: the file and the federation version it was built
// against); the host loads it only when it publishes that very version, and remoteEntry.js
// otherwise (host-shell src/remotes/manifest.ts).
//
// The second entry comes from a second webpack compilation of the same sources and options (only
// the runtime differs), run by this plugin inside the standard build. Both entries load the same
// chunk files: every file that compilation emits besides its entry must be byte-for-byte a file of
// the standard build, or the build fails naming the files that differ.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The host-runtime entry's file name; the manifest names it, so it can be content-hashed and cached for good. */
const entryFileName = (hash) => `remoteEntry.hostRuntime.${hash}.js`;
const HOST_RUNTIME_ENTRY_FILE = /^remoteEntry\.hostRuntime\.[0-9a-f]+\.js$/;
const STANDARD_ENTRY = 'remoteEntry.js';
const PLUGIN = 'HostRuntimeEntryPlugin';
/** The second compilation's manifest and its stats (the standard build's manifest names both entries). */
const MANIFESTS = /^mf-manifest(-stats)?\.json$/;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/** @returns {Promise<import('webpack').Stats>} */
function run(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

/**
 * The host-runtime entry's source: the second compilation's remoteEntry.js, its source map comment
 * pointing at its own map.
 * @param {string} code @param {string} file @returns {string}
 */
function renameSourceMapUrl(code, file) {
  return code.replace(/(\/\/# sourceMappingURL=)remoteEntry\.js\.map(\s*)$/, `$1${file}.map$2`);
}

class HostRuntimeEntryPlugin {
  /**
   * @param {{variant: () => import('webpack').Configuration, hashLength: number}} options the host-runtime
   *   config of the same remote, and the hex digits of content hashes in its file names
   */
  constructor({ variant, hashLength }) {
    this.variant = variant;
    this.hashLength = hashLength;
    /** @type {WeakMap<import('webpack').Compilation, string>} */
    this.names = new WeakMap();
  }

  /** The host-runtime entry's file name in this compilation (for its manifest), once emitted. */
  entryNameFor(compilation) {
    return this.names.get(compilation);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minification, the source maps and the real content hashes (the chunks are final); before
      // the manifest that names the entry, the compressed copies and the budgets.
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, async () => {
        const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-host-runtime-entry-'));
        try {
          const config = this.variant();
          config.devtool = compiler.options.devtool;
          config.output = { ...config.output, path: outDir };
          const stats = await run(compiler.webpack, config);
          if (stats.hasErrors()) {
            for (const error of stats.toJson({ all: false, errors: true }).errors ?? []) compilation.errors.push(new WebpackError(`[host-runtime entry] ${error.message}`));
            return;
          }
          const files = filesUnder(outDir);
          if (!files.includes(STANDARD_ENTRY)) throw new Error(`the host-runtime compilation emitted no ${STANDARD_ENTRY}`);
          const differing = files
            .filter((file) => file !== STANDARD_ENTRY && file !== `${STANDARD_ENTRY}.map` && !MANIFESTS.test(file))
            .filter((file) => {
              const asset = compilation.getAsset(file);
              return !asset || !asset.source.buffer().equals(fs.readFileSync(path.join(outDir, file)));
            });
          if (differing.length > 0) {
            compilation.errors.push(new WebpackError(`[host-runtime entry] its chunks must be the standard build's, but these differ or are missing: ${differing.join(', ')}`));
            return;
          }
          const code = fs.readFileSync(path.join(outDir, STANDARD_ENTRY), 'utf8');
          const { hashFunction, hashDigest } = compilation.outputOptions;
          const hash = String(compiler.webpack.util.createHash(hashFunction).update(code).digest(hashDigest)).slice(0, this.hashLength);
          const file = entryFileName(hash);
          compilation.emitAsset(file, new sources.RawSource(renameSourceMapUrl(code, file)), { minimized: true, immutable: true, contenthash: hash });
          const mapFile = path.join(outDir, `${STANDARD_ENTRY}.map`);
          if (fs.existsSync(mapFile)) {
            const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
            compilation.emitAsset(`${file}.map`, new sources.RawSource(JSON.stringify({ ...map, file })), { development: true });
          }
          this.names.set(compilation, file);
        } catch (error) {
          compilation.errors.push(new WebpackError(`[host-runtime entry] ${error instanceof Error ? error.message : String(error)}`));
        } finally {
          fs.rmSync(outDir, { recursive: true, force: true });
        }
      });
    });
  }
}

module.exports = { HostRuntimeEntryPlugin, HOST_RUNTIME_ENTRY_FILE, renameSourceMapUrl };
