import pkg from '../package.json' with { type: 'json' };

/**
 * The contract version (semver). A remote records the version it was built with; the host
 * refuses to mount a remote whose contract major differs from its own.
 */
export const CONTRACT_VERSION: string = pkg.version;

/** The major part of a semver string, or NaN when the string is not semver. */
export function contractMajor(version: string): number {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : Number.NaN;
}

/** True when a remote built against `remoteVersion` may be mounted by a host on `hostVersion`. */
export function isContractCompatible(hostVersion: string, remoteVersion: string): boolean {
  const host = contractMajor(hostVersion);
  return Number.isFinite(host) && host === contractMajor(remoteVersion);
}
