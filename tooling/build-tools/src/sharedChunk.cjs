// The host's shared libraries in one chunk, fetched beside main.js.
//
// Module Federation gives each shared package its own async chunk (react-dom, emotion's two
// packages, the query cache, shared-contracts, shared-ui...: fifteen files on the host's first
// render). The host provides them all and its first render needs them all, so in its production
// build they are one chunk, `shared`: one file compresses better than fifteen (on /markets about
// 5 kB less gzip and 20 kB less brotli) and is one request. What only loads them stays apart: the
// share modules themselves (a provision or consumption inside the chunk it loads would wait on
// itself), and any lazy chunk of theirs (an endpoint group, the virtualizer, a locale).
//
// main.js finds the chunk only once it runs; index.html preloads it, so both download together.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SHARED_CHUNK = 'shared';
const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A chunk that only a shared module's provision or consumption loads. */
function isShareChunk(chunk) {
  const groups = [...chunk.groupsIterable];
  return groups.length > 0 && groups.every((group) => group.origins.length > 0 && group.origins.every((origin) => origin.module && SHARE_MODULE_TYPES.has(origin.module.type)));
}

/** The splitChunks cache group that gathers those chunks' modules into `shared`. */
function sharedCacheGroup() {
  return { name: SHARED_CHUNK, chunks: isShareChunk, test: (module) => !SHARE_MODULE_TYPES.has(module.type), enforce: true, priority: 30 };
}

/** Adds <link rel="preload" as="script"> for the `shared` chunk to the page html-webpack-plugin writes. */
class PreloadSharedPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadSharedPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadSharedPlugin', (data) => {
        const chunk = compilation.namedChunks.get(SHARED_CHUNK);
        const files = chunk ? [...chunk.files].filter((file) => file.endsWith('.js')) : [];
        for (const file of files) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }));
        }
        return data;
      });
    });
  }
}

module.exports = { SHARED_CHUNK, isShareChunk, sharedCacheGroup, PreloadSharedPlugin };
