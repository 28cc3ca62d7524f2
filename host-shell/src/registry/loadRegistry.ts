import * as v from 'valibot';
import { describeIssues, registrySchema } from '@nova/shared-contracts';
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
  return parseRegistry(json, url);
}

export function parseRegistry(json: unknown, url = '/remotes.json'): RegistryResult {
  const parsed = v.safeParse(registrySchema, json);
  if (!parsed.success) return { ok: false, reason: `The registry ${url} is malformed: ${describeIssues(parsed.issues)}.` };
  const names = parsed.output.remotes.map((r) => r.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) return { ok: false, reason: `The registry ${url} is malformed: remote ${duplicate} is listed twice.` };
  return { ok: true, registry: parsed.output };
}
