import { loadIssueMessages, registrySchema } from '@nova/shared-contracts';
import type { Registry } from '@nova/shared-contracts';

export type RegistryResult = { ok: true; registry: Registry } | { ok: false; reason: string };

/**
 * Fetch and validate remotes.json, served beside the host and replaceable at deploy time.
 * Never cached: a deploy that points a remote elsewhere takes effect on the next load.
 */
export async function loadRegistry(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<RegistryResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    return { ok: false, reason: `The registry ${url} could not be fetched (${error instanceof Error ? error.message : String(error)}).` };
  }
  if (!response.ok) return { ok: false, reason: `The registry ${url} answered HTTP ${response.status}.` };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: `The registry ${url} is not valid JSON.` };
  }
  const result = parseRegistry(json, url);
  if (result.ok) return result;
  // zod's English messages are not part of the start (shared-contracts' loadIssueMessages): the
  // error screen quotes them, so they are loaded now and the registry judged again.
  try {
    await loadIssueMessages();
  } catch {
    return result;
  }
  return parseRegistry(json, url);
}

export function parseRegistry(json: unknown, url = '/remotes.json'): RegistryResult {
  const parsed = registrySchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    return { ok: false, reason: `The registry ${url} is malformed: ${issues}.` };
  }
  const names = parsed.data.remotes.map((r) => r.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) return { ok: false, reason: `The registry ${url} is malformed: remote ${duplicate} is listed twice.` };
  return { ok: true, registry: parsed.data };
}
