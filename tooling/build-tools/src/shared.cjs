// The share scope every federated build declares: only what must be one instance on the page.
//
// - react and react-dom (and their subpaths 'react/', 'react-dom/', or react-dom/client and
//   react/jsx-runtime get bundled twice and hooks fail), the emotion cache, jotai's store and the
//   TanStack Query packages (one cache) are singletons.
// - Each is declared with a version window, `^major.minor.0` of what the build was made with, never an
//   exact pin: a host at a newer minor or patch serves remotes built at an older one, and a remote
//   built at a newer patch loads in the current host. `strictVersion` (a refusal instead of a
//   warning) only for React, which truly cannot mix with another major.
// - @nova/shared-contracts (types, schemas, constants) and @nova/shared-ui (the kit, tree-shaken)
//   are not shared: each build bundles what it uses, so a change to them is never a load-time
//   lock. The contract version a build was made against is declared in its manifest
//   (`metaData.nova.contractVersion`), and the host judges it (host-shell/src/remotes/contract.ts).
// - react-router-dom is the host's alone (remotes navigate through PlatformServices).
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'jotai', '@emotion/react', '@emotion/styled', '@tanstack/query-core', '@tanstack/react-query'];
const SUBPATHS = ['react/', 'react-dom/', '@emotion/react/'];
/**
 * Shared without being singletons: stateless libraries the host loads for its own first render
 * that a remote would otherwise download again (shared-ui's message formatting, @formatjs/intl with
 * the intl-messageformat it carries: about 8 kB gzip of mf_discover's first row). A remote uses the
 * host's copy when its version fits the window, else its own. Each under its share key: the
 * formatter is built without the ICU parser (the messages are precompiled, icuMessages.cjs), so it
 * is shared as `@formatjs/intl/no-parser`, a name no build that parses messages at run time asks
 * for. intl-messageformat is not shared on its own: only @formatjs/intl imports it (the builds
 * against contract 5 share it under its own name, and keep their own copy).
 */
const REUSED = { '@formatjs/intl': '@formatjs/intl/no-parser' };
/** Mixing another version of these is refused at load, not warned about. */
const STRICT = new Set(['react', 'react-dom', 'react/', 'react-dom/']);

function versionOf(pkgName, fromDir) {
  try {
    const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
    return require(pkgJson).version;
  } catch {
    // A package whose exports hide package.json: from its resolved entry up to its folder.
    try {
      let dir = path.dirname(require.resolve(pkgName, { paths: [fromDir] }));
      while (path.basename(dir) !== pkgName.split('/').pop() && dir !== path.dirname(dir)) dir = path.dirname(dir);
      return JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    } catch {
      return undefined;
    }
  }
}

/** The version window of a build made with `version`: `^major.minor.0`. */
function versionRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? `^${match[1]}.${match[2]}.0` : `^${version}`;
}

/**
 * The workspace packages every app bundles from source: a singleton they import (shared-ui's
 * @tanstack/react-query) must be shared by the app even when the app does not depend on it itself,
 * or the app would bundle a second copy (a second QueryClient context: "No QueryClient set").
 */
const BUNDLED_WORKSPACE = ['shared-ui', 'shared-contracts', 'platform-core'].map((dir) => path.resolve(__dirname, '../../..', dir));

/** Shared config for a package at `appDir`: the singletons the app or the workspace packages it bundles resolve. */
function sharedConfig(appDir) {
  const shared = {};
  const resolveVersion = (name) => {
    for (const dir of [appDir, ...BUNDLED_WORKSPACE]) {
      const version = versionOf(name, dir);
      if (version) return version;
    }
    return undefined;
  };
  const declare = (key, version) => {
    shared[key] = { singleton: true, strictVersion: STRICT.has(key), requiredVersion: versionRange(version), version };
  };
  for (const name of SINGLETONS) {
    const version = resolveVersion(name);
    if (version) declare(name, version);
  }
  for (const sub of SUBPATHS) {
    const version = resolveVersion(sub.slice(0, -1));
    if (version) declare(sub, version);
  }
  for (const [name, shareKey] of Object.entries(REUSED)) {
    const version = resolveVersion(name);
    if (version) shared[name] = { singleton: false, shareKey, requiredVersion: versionRange(version), version };
  }
  return shared;
}

/** The contract version a build declares: the workspace's shared-contracts, or NOVA_CONTRACT_VERSION_OVERRIDE. */
function contractVersionOf(appDir) {
  return process.env.NOVA_CONTRACT_VERSION_OVERRIDE || versionOf('@nova/shared-contracts', appDir);
}

module.exports = { sharedConfig, contractVersionOf, versionRange, SINGLETONS, versionOf, root: path.resolve(__dirname, '../../..') };
