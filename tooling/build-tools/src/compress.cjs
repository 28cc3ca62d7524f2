// CompressPlugin: a brotli (`x.br`) and a gzip (`x.gz`) copy of every text asset of a build, beside
// the original, for servers that send precompressed files by Accept-Encoding (serve.cjs, nginx's
// gzip_static / brotli_static). Brotli at quality 11 (node:zlib) and gzip by zopfli (@gfx/zopfli:
// the same deflate format, about 4% smaller than zlib's level 9, slower to make) since a build
// compresses once and every visitor downloads the result. Source maps are compressed too, at
// zlib's faster settings (devtools fetch them, users never do).
//
// Every text asset gets both copies, even the rare tiny one that compression does not shrink, so
// "every JavaScript file arrives compressed" holds without the server compressing on the fly;
// except the files a deployment replaces without a rebuild (the public folder's remotes.json),
// whose copies would go stale.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { gzipAsync: zopfliGzip } = require('@gfx/zopfli');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The assets that get compressed copies: text formats the browser or devtools fetch. */
const TEXT_ASSET = /\.(?:m?js|css|html?|json|svg|txt|xml|map|wasm)$/;

/**
 * @param {Buffer} buffer
 * @param {{fast?: boolean}} [options] fast: a quicker setting (source maps)
 * @returns {Promise<{br: Buffer, gz: Buffer}>}
 */
async function compressBoth(buffer, { fast = false } = {}) {
  const [br, gz] = await Promise.all([
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
    fast ? gzip(buffer, { level: 6 }) : zopfliGzip(buffer, { numiterations: 15 }).then((bytes) => Buffer.from(bytes)),
  ]);
  return { br, gz };
}

class CompressPlugin {
  /**
   * @param {{skip?: string[]}} [options] skip: assets replaced at deploy time without a rebuild
   *   (the host's remotes.json): a compressed copy of them would go stale, so they get none
   */
  constructor({ skip = [] } = {}) {
    this.skip = new Set(skip);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the federation manifest (emitted at OPTIMIZE_TRANSFER) and every other asset.
        { name: 'CompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 100 },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => TEXT_ASSET.test(asset.name) && !this.skip.has(asset.name))
            .map(async (asset) => {
              const buffer = asset.source.buffer();
              const { br, gz } = await compressBoth(buffer, { fast: asset.name.endsWith('.map') });
              const info = { compressed: true, development: asset.info.development, related: undefined };
              compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gz), info);
              compilation.updateAsset(asset.name, asset.source, { related: { brotli: `${asset.name}.br`, gzipped: `${asset.name}.gz` } });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { CompressPlugin, compressBoth, TEXT_ASSET };
