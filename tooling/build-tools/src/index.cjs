// createFederatedConfig: the webpack config of the host or a remote.
//
// Remote: a self-contained folder with mf-manifest.json and remoteEntry.js (never cached) and
// content-hashed chunks (cached forever), publicPath 'auto' so the folder works from any origin.
// Host: no build-time remotes (they come from remotes.json at run time), shareStrategy
// 'loaded-first' so one offline remote never stalls start-up.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, contractVersionOf } = require('./shared.cjs');
const { CompressPlugin } = require('./compress.cjs');
const { BudgetPlugin } = require('./budget.cjs');
const { ProductionBuildsPlugin } = require('./production.cjs');
const { StaticShellPlugin } = require('./staticShell.cjs');
const { sharedCacheGroup, PreloadSharedPlugin } = require('./sharedChunk.cjs');
const { icuMessagesRules, icuParserPath } = require('./icuMessages.cjs');
const { ReproducibleIdsPlugin } = require('./reproducible.cjs');
const { HostRuntimeEntryPlugin } = require('./hostRuntimeEntry.cjs');

/**
 * Hex digits of the content hash in file names: 8 (32 bits) tell a few hundred files apart, and the
 * host's main.js names every chunk of its build (about 0.2 kB less gzip than 10 digits).
 */
const HASH_LENGTH = 8;

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name          federation container name (mf_trade, host_shell)
 * @param {string} options.appDir        the package folder
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.entry]       browser entry (host app, or a remote's standalone harness)
 * @param {string} [options.title]
 * @param {number} [options.devPort]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.staticShell] host: a module exporting renderStaticShells(), whose markup goes into
 *   the locale documents of production builds (StaticShellPlugin)
 * @param {string} [options.publicDir]   static files copied beside the build (host: remotes.json)
 * @param {import('./budget.cjs').Budgets} [options.budgets]  gzip kB budgets of what a first render
 *   needs (remote: `entry`, `exposes`; host: `firstRender`, `routes`), checked by every production build
 */
function createFederatedConfig(options) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const dev = mode === 'development';
    const { kind, name, appDir } = options;
    // A remote's second entry, for hosts that publish their federation runtime (hostRuntimeEntry.cjs):
    // built by HostRuntimeEntryPlugin from this same factory, with the runtime left to the host.
    const hostRuntime = options.hostRuntime === true;
    const withHtml = !hostRuntime && (kind === 'host' || dev);
    const hostRuntimeEntry = kind === 'remote' && !dev && !hostRuntime ? new HostRuntimeEntryPlugin({ hashLength: HASH_LENGTH, variant: () => createFederatedConfig({ ...options, hostRuntime: true })(_env, argv) }) : null;
    const contractsVersion = contractVersionOf(appDir);
    const shared = sharedConfig(appDir);

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: appDir,
      entry: withHtml && options.entry ? { main: options.entry } : {},
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        filename: dev ? '[name].js' : `[name].[contenthash:${HASH_LENGTH}].js`,
        chunkFilename: dev ? '[name].js' : `[name].[contenthash:${HASH_LENGTH}].js`,
        assetModuleFilename: `assets/[name].[contenthash:${HASH_LENGTH}][ext]`,
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] }, alias: { ...icuNoParserAlias(appDir), ...(kind === 'host' ? { ...runtimeCoreOnce(), ...bundlerRuntimeProvided() } : hostRuntime ? bundlerRuntimeFromHost() : {}) } },
      module: {
        rules: [
          ...icuMessagesRules(appDir),
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: require.resolve('esbuild-loader'),
            options: { target: 'es2022', jsx: 'automatic', jsxImportSource: '@emotion/react', tsconfig: path.join(appDir, 'tsconfig.json') },
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __NOVA_REMOTE_NAME__: JSON.stringify(name),
          __NOVA_BUILD_CONTRACT_VERSION__: JSON.stringify(contractsVersion),
          __NOVA_BUILD_MARK__: JSON.stringify(process.env.NOVA_BUILD_MARK || ''),
          __NOVA_FEDERATION_VERSION__: JSON.stringify(bundlerRuntime().version),
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes: options.exposes || {} } : { remotes: {} }),
          shared,
          dts: false,
          // The manifest declares the contract version the build was made against
          // (`metaData.nova.contractVersion`): the host judges it before fetching any code. A
          // remote's manifest also names its host-runtime entry (`metaData.nova.hostRuntimeEntry`).
          // (The host-runtime variant's manifest is not kept, but the manifest plugin also names
          // the expose chunks, `__federation_expose_*`, which both builds must share.)
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: ({ stats, compilation }) => {
              const entry = hostRuntimeEntry?.entryNameFor(compilation);
              const named = entry ? { hostRuntimeEntry: { name: entry, federationVersion: bundlerRuntime().version } } : {};
              stats.metaData = { ...stats.metaData, nova: { contractVersion: contractsVersion, ...named } };
              return stats;
            },
          },
          shareStrategy: 'loaded-first',
          // Every remote is a standard Module Federation remote: its entry carries the federation
          // runtime, so any host on the official runtime loads it by its manifest. `target: 'web'`:
          // the runtime's Node.js script loading is left out of every build. `disableSnapshot`: the
          // runtime's manifest snapshot and preload-assets plugins are left out: the host hands the
          // runtime each remote's entry URL from the manifest it fetched and checked itself
          // (src/remotes/federation.ts), and a remote has no remotes of its own whose manifests
          // its runtime would read (a host on the official runtime reads ours with its own).
          // The host also publishes its runtime-core (`provideExternalRuntime`, global
          // _FEDERATION_RUNTIME_CORE) and its webpack bundler runtime (src/runtime/provideBundlerRuntime.mjs):
          // the remotes built against contract 5 (N-1) were built to use the host's runtime
          // (`externalRuntime`), and so are the current remotes' host-runtime entries
          // (hostRuntimeEntry.cjs): the Nova host loads those, a host on the official runtime loads
          // remoteEntry.js.
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web', disableSnapshot: true },
            ...(kind === 'host' ? { provideExternalRuntime: true } : hostRuntime ? { externalRuntime: true } : {}),
          },
          runtimePlugins: [...(options.runtimePlugins || []), ...(kind === 'host' ? [PROVIDE_BUNDLER_RUNTIME] : [])],
        }),
        new ReproducibleIdsPlugin({ container: name }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // Exports get the shortest names (mostly one letter) instead of the two-letter ones that
        // survive added or removed exports: about 1.2 kB less gzip in the host's main.js. A module
        // that gains or loses an export may rename its others, so its importers' chunks get new
        // hashes: a cold load weighs more than those cache misses. What crosses a container
        // (exposes, shared modules) is never mangled.
        mangleExports: dev ? false : 'size',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // @emotion/react and @emotion/styled are two shared modules, each loaded as its own
            // chunk; the small packages both import fall under splitChunks' 20 kB minimum and were
            // copied into both chunks (about 1.8 kB gzip twice on every page). One chunk of them.
            emotionCommon: { test: EMOTION_COMMON, chunks: 'async', minChunks: 2, minSize: 0, priority: 20, reuseExistingChunk: true },
            // The host's shared libraries: one chunk, preloaded by index.html (sharedChunk.cjs).
            ...(kind === 'host' && !dev ? { shared: sharedCacheGroup() } : {}),
          },
        },
      },
      // Size is guarded by BudgetPlugin (gzip of what a first render needs), not per-asset hints.
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: options.devPort,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: options.publicDir && fs.existsSync(options.publicDir) ? [{ directory: options.publicDir }] : [],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
    if (withHtml) {
      config.plugins.push(new HtmlWebpackPlugin({ title: options.title || name, template: path.join(__dirname, 'index.html'), scriptLoading: 'defer' }));
      if (kind === 'host' && !dev) config.plugins.push(new PreloadSharedPlugin());
    }
    // The host-runtime variant is only ever built by HostRuntimeEntryPlugin, which keeps its entry.
    if (hostRuntime) {
      config.plugins.push(new ProductionBuildsPlugin());
      return config;
    }
    if (options.publicDir && fs.existsSync(options.publicDir) && !dev) {
      config.plugins.push(new CopyPublicPlugin(options.publicDir));
    }
    if (!dev) {
      // The public folder's files (remotes.json) are replaced at deploy time: no compressed copies.
      const replaceable = options.publicDir && fs.existsSync(options.publicDir) ? fs.readdirSync(options.publicDir) : [];
      if (options.staticShell && withHtml) config.plugins.push(new StaticShellPlugin({ entry: options.staticShell, appDir }));
      config.plugins.push(new ProductionBuildsPlugin());
      if (hostRuntimeEntry) config.plugins.push(hostRuntimeEntry);
      config.plugins.push(new CompressPlugin({ skip: replaceable }));
      if (options.budgets) config.plugins.push(new BudgetPlugin({ kind, name, appDir, budgets: options.budgets }));
    }
    return config;
  };
}

/**
 * provideExternalRuntime adds a runtime plugin by its CommonJS path; its require() chain pulled
 * the CommonJS build of @module-federation/runtime-core and sdk into the host beside the ES build
 * the rest of the runtime imports (two copies: 26 kB gzip of the first render). Its ES twin imports the same
 * ES modules as everything else, so the host carries one runtime and publishes that one.
 */
function runtimeCoreOnce() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(enhanced)] });
  return { [plugin]: plugin.replace(/\.cjs$/, '.js'), ...snapshotHandlerStub(plugin) };
}

/**
 * Host: runtime-core's SnapshotHandler (manifest fetching and snapshot generation, about 2 kB gzip
 * with the sdk code only it uses) is replaced by src/runtime/snapshotHandler.mjs, which keeps what
 * the rest of the runtime reads of it. The host never hands the runtime a manifest (disableSnapshot).
 */
function snapshotHandlerStub(injectPlugin) {
  const runtimeCoreEntry = require.resolve('@module-federation/runtime-core', { paths: [path.dirname(injectPlugin)] }).replace(/\.cjs$/, '.js');
  const dist = path.dirname(runtimeCoreEntry);
  return {
    [path.join(dist, 'plugins', 'snapshot', 'SnapshotHandler.js')]: path.join(__dirname, 'runtime', 'snapshotHandler.mjs'),
    '@nova/mf-runtime-core-dist': dist,
  };
}

const EMOTION_COMMON = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@emotion[\\/](?:serialize|hash|utils|unitless|memoize|use-insertion-effect-with-fallbacks)|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]extends)[\\/.]/;

const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'runtime', 'provideBundlerRuntime.mjs');

/**
 * The webpack bundler runtime of Module Federation as the plugin resolves it (through
 * runtime-tools): the file every container's federation entry imports, and its version.
 */
function bundlerRuntime() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [path.dirname(enhanced)] });
  const file = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [tools] });
  const version = require(path.join(path.dirname(file), '..', 'package.json')).version;
  return { file, dir: path.dirname(file), version };
}

/**
 * A remote's host-runtime entry: its federation entry imports hostBundlerRuntime.mjs instead of
 * the bundler runtime, so the entry keeps only the container's own code (its webpack runtime,
 * share and consume tables) and the small runtime module; the functions come from the host.
 */
function bundlerRuntimeFromHost() {
  return { [bundlerRuntime().file]: path.join(__dirname, 'runtime', 'hostBundlerRuntime.mjs') };
}

/** Host: the names provideBundlerRuntime.mjs imports the bundler runtime by. */
function bundlerRuntimeProvided() {
  const { file, dir } = bundlerRuntime();
  return { '@nova/federation-bundler-runtime$': file, '@nova/federation-init-container-entry$': path.join(dir, 'initContainerEntry.js') };
}

/**
 * The catalogues' messages are formatjs ASTs, compiled at build time (icuMessages.cjs): every
 * import of `@formatjs/icu-messageformat-parser` (intl-messageformat's, shared-ui's) resolves to
 * its `no-parser` build, the types and element guards without the parser. A string message with
 * ICU syntax that reaches the formatter at run time is reported and shown as its source text.
 * Nothing when the app cannot resolve intl-messageformat.
 */
function icuNoParserAlias(appDir) {
  const parser = icuParserPath(appDir);
  if (!parser) return {};
  return { '@formatjs/icu-messageformat-parser$': path.join(path.dirname(parser), 'no-parser.js') };
}

/** Copies a package's public/ folder into the build (no extra dependency for one loop). */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of fs.readdirSync(this.dir)) {
          const full = path.join(this.dir, file);
          if (fs.statSync(full).isFile()) compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}

module.exports = { createFederatedConfig, bundlerRuntimeProvided, CompressPlugin, BudgetPlugin, ProductionBuildsPlugin };
