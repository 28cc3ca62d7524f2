import pkg from '../package.json' with { type: 'json' };

/**
 * The contract version (semver). A build declares the version it was made with (its manifest's
 * `metaData.nova.contractVersion`); the host mounts a remote of its own major at the same or an
 * older minor, one of the previous major through an adapter, and refuses the rest naming both.
 */
export const CONTRACT_VERSION: string = pkg.version;

/** The major part of a semver string, or NaN when the string is not semver. */
export function contractMajor(version: string): number {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : Number.NaN;
}

const MINOR = /^\d+\.(\d+)\.\d+(?:[-+].*)?$/;

/**
 * True when a host on `hostVersion` mounts a remote built against `remoteVersion` as it is, without
 * an adapter: the same major, and a minor no newer than the host's (any patch).
 */
export function isContractCompatible(hostVersion: string, remoteVersion: string): boolean {
  const host = contractMajor(hostVersion);
  if (!Number.isFinite(host) || host !== contractMajor(remoteVersion)) return false;
  return Number(MINOR.exec(remoteVersion.trim())![1]) <= Number(MINOR.exec(hostVersion.trim())![1]);
}
