// The share scope every federated build declares. Singletons with strict versions: a version
// mismatch is an error at load, not a second copy of React. The subpaths ('react/', 'react-dom/')
// are shared too, or react-dom/client and react/jsx-runtime get bundled twice and hooks fail.
//
// Only what must be one instance on the page, or what remotes import themselves, is shared: a
// shared module is loaded whole at start-up (never tree-shaken, since any remote may use any
// export). react-router-dom is the host's alone (remotes navigate through PlatformServices), so
// the host bundles only the parts it uses; intl-messageformat is reached only through shared-ui, so
// one copy exists on the page without sharing it.
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'jotai', '@emotion/react', '@emotion/styled', '@tanstack/query-core', '@tanstack/react-query', '@nova/shared-contracts', '@nova/shared-ui'];
const SUBPATHS = ['react/', 'react-dom/', '@emotion/react/'];

function versionOf(pkgName, fromDir) {
  try {
    const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
    return require(pkgJson).version;
  } catch {
    return undefined;
  }
}

/** Shared config for a package at `appDir`; only packages the app can resolve are shared. */
function sharedConfig(appDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    let version = versionOf(name, appDir);
    if (!version) continue;
    // A build against another contract (used to prove the host refuses it) declares that version.
    if (name === '@nova/shared-contracts' && process.env.NOVA_CONTRACT_VERSION_OVERRIDE) version = process.env.NOVA_CONTRACT_VERSION_OVERRIDE;
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: version, version };
  }
  for (const sub of SUBPATHS) {
    const base = sub.slice(0, -1);
    const version = versionOf(base, appDir);
    if (!version) continue;
    shared[sub] = { singleton: true, strictVersion: true, requiredVersion: version, version };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, versionOf, root: path.resolve(__dirname, '../../..') };
