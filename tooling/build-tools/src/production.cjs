// Production builds of every library in a production bundle.
//
// webpack picks a library's production build by the `production` export condition or by
// `process.env.NODE_ENV`. A few packages resolve to their development build whatever the mode:
// react-router 7 maps every condition of its exports to `dist/development/` and ships the
// production twin beside it in `dist/production/` (with dev warnings and checks stripped; 150 KB
// of the host's router chunk came from it). ProductionBuildsPlugin swaps a resolved
// `.../dist/development/...` file for its `.../dist/production/...` twin when that exists, then
// checks the finished build: a module from a development build left in it is a build error that
// names the module.
const fs = require('node:fs');
const path = require('node:path');

const DEV_DIR = /([\\/])development([\\/])/;
const DEV_BUILD = /[\\/]node_modules[\\/].*(?:[\\/]development[\\/]|\.development\.[cm]?js$)/;

/**
 * The production twin of a library's development build file, or undefined.
 * @param {string} resource an absolute file path
 * @param {(file: string) => boolean} [exists]
 */
function productionTwin(resource, exists = fs.existsSync) {
  if (!/[\\/]node_modules[\\/]/.test(resource) || !DEV_DIR.test(resource)) return undefined;
  const twin = resource.replace(/([\\/])dist([\\/])development([\\/])/, '$1dist$2production$3');
  return twin !== resource && exists(twin) ? twin : undefined;
}

/** @param {string} resource */
const isDevelopmentBuild = (resource) => DEV_BUILD.test(resource);

class ProductionBuildsPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.normalModuleFactory.tap('ProductionBuildsPlugin', (factory) => {
      factory.hooks.afterResolve.tap('ProductionBuildsPlugin', (data) => {
        const resource = data.createData?.resource;
        const twin = resource && productionTwin(resource);
        if (!twin) return;
        data.createData.resource = twin;
        data.createData.context = path.dirname(twin); // its relative imports resolve beside it
        if (data.createData.resourceResolveData) data.createData.resourceResolveData.path = twin;
        if (data.createData.userRequest) data.createData.userRequest = data.createData.userRequest.replace(resource, twin);
        if (data.createData.request) data.createData.request = data.createData.request.replace(resource, twin);
      });
    });
    compiler.hooks.thisCompilation.tap('ProductionBuildsPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('ProductionBuildsPlugin', () => {
        const found = new Set();
        const check = (module) => {
          const resource = module.nameForCondition?.();
          if (resource && isDevelopmentBuild(resource)) found.add(resource);
        };
        for (const chunk of compilation.chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // A concatenated module holds the modules it was made of.
            if (Array.isArray(module.modules)) module.modules.forEach(check);
            else check(module);
          }
        }
        for (const resource of found) {
          compilation.errors.push(new WebpackError(`[production builds] ${resource} is a development build of a library inside a production bundle: resolve its production build (resolve.conditionNames, an alias, or ProductionBuildsPlugin's twin rule).`));
        }
      });
    });
  }
}

module.exports = { ProductionBuildsPlugin, productionTwin, isDevelopmentBuild };
