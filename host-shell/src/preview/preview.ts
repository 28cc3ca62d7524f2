import type { Registry, RemoteName } from '@nova/shared-contracts';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './lazyPreview';

/**
 * Staging preview of one remote: `?preview=<remote_name>@<manifestUrl>` replaces that remote's
 * manifest URL for the rest of the browser session. An override runs foreign code with the
 * user's session, so it is honoured only for a known remote and an http(s) URL whose origin is on
 * the registry's preview allowlist. Everything here is pure: nothing is fetched while deciding.
 * This module is the `preview` chunk's (lazyPreview.ts loads it when there is a preview to judge).
 */

export interface PreviewOverride {
  remote: RemoteName;
  manifestUrl: string;
}

export type PreviewDecision = { kind: 'accepted'; override: PreviewOverride } | { kind: 'refused'; raw: string; reason: string };

export function parsePreview(raw: string, registry: Pick<Registry, 'remotes' | 'previewAllowlist'>): PreviewDecision {
  const refuse = (reason: string): PreviewDecision => ({ kind: 'refused', raw, reason });
  const at = raw.indexOf('@');
  if (at <= 0 || at === raw.length - 1) return refuse('the value must be <remote_name>@<manifest URL>');
  const name = raw.slice(0, at).trim();
  const urlText = raw.slice(at + 1).trim();
  const remote = registry.remotes.find((r) => r.name === name);
  if (!remote) return refuse(`"${name}" is not a remote of this host`);
  let url: URL;
  try {
    url = new URL(urlText);
  } catch {
    return refuse(`"${urlText}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(`the ${url.protocol} scheme is not allowed, only http and https`);
  const allowed = registry.previewAllowlist.some((entry) => originOf(entry) === url.origin);
  if (!allowed) return refuse(`the origin ${url.origin} is not on the preview allowlist`);
  return { kind: 'accepted', override: { remote: remote.name, manifestUrl: url.href } };
}

function originOf(entry: string): string | null {
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

export interface PreviewState {
  /** The override in force for this session, if any. */
  active: PreviewOverride | null;
  /** Why the requested override was refused, if one was refused. */
  refused: { raw: string; reason: string } | null;
}

/**
 * Resolve the preview for this page load: a `preview` query value is judged and, when accepted,
 * stored for the session; otherwise a stored override is re-judged against the current registry
 * (the allowlist may have changed since it was stored).
 */
export function resolvePreview(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, registry: Pick<Registry, 'remotes' | 'previewAllowlist'>): PreviewState {
  const requested = new URLSearchParams(search).get(PREVIEW_PARAM);
  const stored = readStored(storage, registry);
  if (requested === null) return { active: stored, refused: null };
  const decision = parsePreview(requested, registry);
  if (decision.kind === 'refused') return { active: stored, refused: { raw: decision.raw, reason: decision.reason } };
  storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(decision.override));
  return { active: decision.override, refused: null };
}

function readStored(storage: Pick<Storage, 'getItem' | 'removeItem'>, registry: Pick<Registry, 'remotes' | 'previewAllowlist'>): PreviewOverride | null {
  const text = storage.getItem(PREVIEW_STORAGE_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreviewOverride>;
    const decision = parsePreview(`${String(value.remote)}@${String(value.manifestUrl)}`, registry);
    if (decision.kind === 'accepted') return decision.override;
  } catch {
    // fall through: a corrupt stored value is dropped
  }
  storage.removeItem(PREVIEW_STORAGE_KEY);
  return null;
}

export function clearPreview(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
}

/** The search string without the preview parameter (so a reload keeps the session override only). */
export function withoutPreviewParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
