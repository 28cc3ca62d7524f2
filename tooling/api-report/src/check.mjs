// The check and the update over the file system: generate the reports of a package (by default
// shared-contracts), read the checked-in ones from its `api/` folder, compare, or write.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, diffSurfaces, entryName, majorReminder, summarize } from './compare.mjs';
import { extractReports } from './extract.mjs';
import { reportVersion } from './report.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_PACKAGE_DIR = path.join(ROOT, 'shared-contracts');

/** A path for messages: relative to the repository when inside it. @param {string} file */
export const shown = (file) => {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
};

/** The checked-in reports of a folder: file name -> text. @param {string} reportsDir */
export function readCheckedIn(reportsDir) {
  /** @type {Map<string, string>} */
  const reports = new Map();
  if (!existsSync(reportsDir)) return reports;
  for (const file of readdirSync(reportsDir).filter((f) => f.endsWith('.api.md')).sort()) {
    reports.set(file, readFileSync(path.join(reportsDir, file), 'utf8'));
  }
  return reports;
}

/**
 * Generates the package's reports and checks them against the checked-in ones.
 * @param {{packageDir?: string, reportsDir?: string}} [options]
 */
export function runCheck({ packageDir = DEFAULT_PACKAGE_DIR, reportsDir = path.join(packageDir, 'api') } = {}) {
  const extracted = extractReports({ packageDir });
  const results = checkPackage({
    packageName: extracted.name,
    packageVersion: extracted.version,
    reportsDir: shown(reportsDir),
    checkedIn: readCheckedIn(reportsDir),
    fresh: extracted.reports,
  });
  return { ...extracted, results };
}

/**
 * Regenerates the package's reports with its current version in their headers; removes the report
 * of an entry point that package.json no longer exports. Refuses (writes nothing) when the change
 * needs a bigger version bump than package.json has, unless `force`.
 * @param {{packageDir?: string, reportsDir?: string, force?: boolean}} [options]
 * @returns {{ok: boolean, lines: string[], ms: number}}
 */
export function runUpdate({ packageDir = DEFAULT_PACKAGE_DIR, reportsDir = path.join(packageDir, 'api'), force = false } = {}) {
  const checked = runCheck({ packageDir, reportsDir });
  const lines = [];
  const refused = checked.results.filter((r) => r.action === 'bump' || r.action === 'fix');
  if (refused.length && !force) {
    for (const r of refused) lines.push(r.message, ...r.notes);
    lines.push(`Nothing written: bump the version first (or pass --force to record the surface at ${checked.version} anyway).`);
    return { ok: false, lines, ms: checked.ms };
  }
  const checkedIn = readCheckedIn(reportsDir);
  mkdirSync(reportsDir, { recursive: true });
  /** @type {Set<string>} */
  const reminders = new Set();
  for (const report of checked.reports) {
    const before = checkedIn.get(report.reportFile);
    const file = path.join(reportsDir, report.reportFile);
    const entry = entryName(checked.name, report.subpath);
    if (before === report.text) {
      lines.push(`unchanged  ${shown(file)} (${entry} at ${checked.version})`);
      continue;
    }
    writeFileSync(file, report.text);
    const diff = diffSurfaces(before ?? '', report.text);
    const summary = summarize(diff);
    lines.push(`written    ${shown(file)} (${entry} at ${checked.version}; ${before === undefined ? 'new' : diff.level === 'none' ? 'version only' : `${diff.level.toUpperCase()} change`}${summary ? `: ${summary}` : ''})`);
    const from = before === undefined ? undefined : reportVersion(before);
    const reminder = from ? majorReminder(from, checked.version) : undefined;
    if (reminder) reminders.add(reminder);
  }
  for (const file of checkedIn.keys()) {
    if (checked.reports.some((r) => r.reportFile === file)) continue;
    rmSync(path.join(reportsDir, file));
    lines.push(`removed    ${shown(path.join(reportsDir, file))} (no longer an entry point of ${checked.name})`);
  }
  lines.push(...reminders);
  return { ok: true, lines, ms: checked.ms };
}
