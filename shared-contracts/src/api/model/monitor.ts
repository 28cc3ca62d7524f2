// Exported by the package root for use at any time, so not in the lazily loaded `api/monitor.ts`.

/**
 * True when a group is the default one still under no name of the user's own (empty, or the
 * English 'Default' the server names it at creation): clients show their translated label.
 */
export function isUnnamedDefaultGroup(group: { is_default: boolean }, name: string): boolean {
  const trimmed = name.trim();
  return group.is_default && (trimmed === '' || trimmed === 'Default');
}
