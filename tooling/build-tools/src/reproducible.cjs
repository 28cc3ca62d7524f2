// Builds that do not depend on where the checkout is. Module Federation writes its runtime entry to
// `node_modules/.federation/entry.<hash>.js`, the hash taken over the entry's source, which
// imports the runtime and its plugins by absolute path, and the container entry module names that
// file. webpack's deterministic module ids hash module names, so these two modules' ids, the ids
// of modules whose hashes then collided differently, every chunk naming them and the chunks'
// content hashes changed with the checkout's path: a clean clone in CI sent /markets 13 bytes more
// than the same commit built elsewhere, and a release was not reproducible from its commit. This
// plugin gives the two modules ids from the container's name and the modules' kind alone, before
// webpack's deterministic ids are assigned (those keep an id that is set and avoid it).
const { createHash } = require('node:crypto');

const FEDERATION_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js/;

/** A numeric id for `label` in `container`, in the range webpack's deterministic ids use here (4 digits). */
function stableModuleId(container, label) {
  const digest = createHash('sha256').update(`${container}:${label}`).digest();
  return 1000 + (digest.readUInt32BE(0) % 9000);
}

/**
 * The path-free label of a module whose name depends on the federation entry's path: the entry
 * itself (often concatenated with what it imports: its root module names it) or the container
 * entry; null for any other module.
 * @param {import('webpack').Module} module
 */
function federationLabel(module) {
  if (FEDERATION_ENTRY.test(module.nameForCondition() ?? '')) return 'federation-entry';
  if (module.type === 'javascript/dynamic' && module.constructor.name === 'ContainerEntryModule' && FEDERATION_ENTRY.test(module.identifier())) return 'container-entry';
  return null;
}

class ReproducibleIdsPlugin {
  /** @param {{container: string}} options */
  constructor({ container }) {
    this.container = container;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('ReproducibleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('ReproducibleIdsPlugin', (modules) => {
        const { chunkGraph } = compilation;
        const taken = new Set();
        for (const module of modules) {
          const id = chunkGraph.getModuleId(module);
          if (id !== null) taken.add(id);
        }
        for (const module of modules) {
          const label = chunkGraph.getModuleId(module) === null ? federationLabel(module) : null;
          if (!label) continue;
          let id = stableModuleId(this.container, label);
          while (taken.has(id)) id += 1;
          chunkGraph.setModuleId(module, id);
          taken.add(id);
        }
      });
    });
  }
}

module.exports = { ReproducibleIdsPlugin, stableModuleId, federationLabel, FEDERATION_ENTRY };
