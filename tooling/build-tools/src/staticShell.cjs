// StaticShellPlugin: the host's documents with its header already in them, one per locale.
//
// The header is rendered at build time by the host's own code (options.entry exports
// renderStaticShells(): [{locale, html}], React's renderToString with emotion's inline styles),
// bundled for Node with esbuild. index.html gets the default locale's; every other locale gets
// <locale>/index.html (lower case), which the servers send for paths under that locale's prefix
// (serve.cjs, deploy/nginx). The browser paints the header with the document, before any script;
// the app's first render replaces it (React clears its root), and emotion keeps its styles.
const path = require('node:path');
const fs = require('node:fs');

const PLUGIN = 'StaticShellPlugin';
const ROOT = /<div id="?root"?><\/div>/;

/** The document with the shell in its root, marked inert (nothing in it works before the app). */
function withShell(documentHtml, { locale, html }) {
  if (!ROOT.test(documentHtml)) throw new Error(`${PLUGIN}: index.html has no empty <div id="root"></div>`);
  return documentHtml
    .replace(/<html lang="?[A-Za-z-]+"?/, `<html lang="${locale}"`)
    .replace(ROOT, () => `<div id="root"><div data-static-shell inert aria-hidden="true">${html}</div></div>`);
}

/** The document's path for a locale: index.html for the default, <locale>/index.html otherwise. */
function documentPath(locale, defaultLocale) {
  return locale === defaultLocale ? 'index.html' : `${locale.toLowerCase()}/index.html`;
}

/** Bundles the entry for Node (everything in it: workspace TypeScript included) and loads it. */
async function loadRenderer(entry, appDir) {
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: appDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const file = path.join(appDir, 'node_modules', '.cache', 'nova-static-shell.cjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, result.outputFiles[0].text);
  delete require.cache[file];
  return require(file);
}

class StaticShellPlugin {
  /** @param {{entry: string, appDir: string, defaultLocale?: string}} options */
  constructor({ entry, appDir, defaultLocale = 'en' }) {
    this.entry = entry;
    this.appDir = appDir;
    this.defaultLocale = defaultLocale;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After html-webpack-plugin has emitted index.html, before CompressPlugin copies it.
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const document = compilation.getAsset('index.html');
        if (!document) return;
        const template = document.source.source().toString();
        const { renderStaticShells } = await loadRenderer(this.entry, this.appDir);
        for (const shell of await renderStaticShells()) {
          const name = documentPath(shell.locale, this.defaultLocale);
          const source = new sources.RawSource(withShell(template, shell));
          if (name === 'index.html') compilation.updateAsset(name, source);
          else compilation.emitAsset(name, source);
        }
      });
    });
  }
}

module.exports = { StaticShellPlugin, withShell, documentPath };
