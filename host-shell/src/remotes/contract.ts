/**
 * The host's contract window (ARCHITECTURE.md, "Versions and releases"): which contract versions
 * of a remote this host mounts. Pure rules, tested without a browser.
 *
 * - Same major, same or older minor (any patch): mounted as it is.
 * - Same major, newer minor: refused. The remote may use a part of the contract this host does
 *   not provide yet; both versions are named so the team knows to wait for (or ship) the host.
 * - The previous major (N-1): mounted through the adapter kept for it (`adapters.tsx`).
 * - Anything else: refused, naming both versions.
 */
export interface ContractVersion {
  major: number;
  minor: number;
  patch: number;
}

export function parseContractVersion(version: string): ContractVersion | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

export type ContractJudgement =
  /** `adapter`: the remote is of the previous major, mounted through its adapter. */
  | { ok: true; major: number; adapter: boolean }
  | { ok: false; reason: string };

/**
 * Whether a host on `hostVersion`, holding adapters for `adapterMajors`, mounts a remote built
 * against `remoteVersion`. The reason of a refusal names both versions.
 */
export function judgeContract(remoteVersion: string, hostVersion: string, adapterMajors: readonly number[]): ContractJudgement {
  const remote = parseContractVersion(remoteVersion);
  const host = parseContractVersion(hostVersion);
  if (!host) return { ok: false, reason: `this host's contract version ${hostVersion} is not semver` };
  if (!remote) return { ok: false, reason: `its contract version ${remoteVersion} is not semver (this host speaks contract ${hostVersion})` };
  if (remote.major === host.major) {
    if (remote.minor > host.minor) {
      return {
        ok: false,
        reason: `it needs contract ${remote.major}.${remote.minor} (built with ${remoteVersion}) and this host provides ${hostVersion}, an older minor; deploy a host at ${remote.major}.${remote.minor} or later first`,
      };
    }
    return { ok: true, major: remote.major, adapter: false };
  }
  // N-1 only: an adapter kept for an older major serves nothing once the host has moved two on.
  const previous = adapterMajors.filter((major) => major === host.major - 1);
  if (previous.includes(remote.major)) return { ok: true, major: remote.major, adapter: true };
  const served = previous.length > 0 ? `majors ${host.major} and ${previous.join(', ')}` : `major ${host.major} only`;
  return { ok: false, reason: `it was built against contract ${remoteVersion} and this host speaks contract ${hostVersion} (it serves ${served}); the majors differ` };
}
