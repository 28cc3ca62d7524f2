// Comparing a freshly generated API report with the checked-in one, and what the difference asks
// of the package's semver. Plain functions over report texts (no file system, no compiler), so
// that node:test can drive them with fixtures.
//
// Classification, per declaration of the report (imports count one per imported name):
// - a declaration only in the new report, or new lines inside an existing one: MINOR (additive);
// - a declaration gone, a line of one gone or changed (a changed signature is a removed line plus
//   an added one), or its lines reordered: MAJOR;
// - no declaration differs, only API Extractor's comments (`// (undocumented)`, ...): PATCH level,
//   no version bump needed, the report only needs regenerating.
import { UPDATE_COMMAND, declarationsOf, reportVersion, surfaceText } from './report.mjs';

/** @typedef {'none' | 'patch' | 'minor' | 'major'} Level */
/** @typedef {import('./report.mjs').Declaration} Declaration */
/** @typedef {{key: string, name: string, removedLines: string[], addedLines: string[], reordered: boolean}} Change */
/** @typedef {{level: Level, added: Declaration[], removed: Declaration[], changed: Change[]}} SurfaceDiff */

/** @param {string} version @returns {[number, number, number] | undefined} */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * What kind of bump `to` is relative to `from`: 'major' (higher major), 'minor' (same major,
 * higher minor), 'patch' (same major and minor, higher patch), 'none' (same), 'lower', or
 * 'invalid' (either is not semver).
 * @param {string} from @param {string} to
 * @returns {'major' | 'minor' | 'patch' | 'none' | 'lower' | 'invalid'}
 */
export function bumpOf(from, to) {
  const a = parseVersion(from);
  const b = parseVersion(to);
  if (!a || !b) return 'invalid';
  if (b[0] !== a[0]) return b[0] > a[0] ? 'major' : 'lower';
  if (b[1] !== a[1]) return b[1] > a[1] ? 'minor' : 'lower';
  if (b[2] !== a[2]) return b[2] > a[2] ? 'patch' : 'lower';
  return 'none';
}

/** The first version after `from` that a change of `level` allows. @param {string} from @param {Level} level */
export function nextVersion(from, level) {
  const [major, minor, patch] = parseVersion(from) ?? [0, 0, 0];
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  return from;
}

/** Whether a bump of kind `bump` is enough for a change of `level`. @param {string} bump @param {Level} level */
function bumpCovers(bump, level) {
  if (level === 'major') return bump === 'major';
  if (level === 'minor') return bump === 'major' || bump === 'minor';
  return bump !== 'lower' && bump !== 'invalid';
}

/** Declarations by key; overloads (several declarations with one name) are one entry. @param {string} text */
function byKey(text) {
  /** @type {Map<string, Declaration>} */
  const map = new Map();
  for (const d of declarationsOf(text)) {
    const seen = map.get(d.key);
    map.set(d.key, seen ? { ...seen, lines: [...seen.lines, ...d.lines] } : d);
  }
  return map;
}

/** Lines of `a` not matched by a line of `b` (multiset difference). @param {string[]} a @param {string[]} b */
function linesNotIn(a, b) {
  /** @type {Map<string, number>} */
  const count = new Map();
  for (const line of b) count.set(line, (count.get(line) ?? 0) + 1);
  const out = [];
  for (const line of a) {
    const n = count.get(line) ?? 0;
    if (n > 0) count.set(line, n - 1);
    else out.push(line);
  }
  return out;
}

/**
 * The difference between two reports' surfaces and its level (see the top of this file). An empty
 * text stands for "no report" (an entry point that is new, or gone).
 * @param {string} before @param {string} after
 * @returns {SurfaceDiff}
 */
export function diffSurfaces(before, after) {
  const old = byKey(before);
  const now = byKey(after);
  /** @type {Declaration[]} */
  const removed = [];
  /** @type {Declaration[]} */
  const added = [];
  /** @type {Change[]} */
  const changed = [];
  for (const [key, d] of old) {
    const n = now.get(key);
    if (!n) removed.push(d);
    else if (n.lines.join('\n') !== d.lines.join('\n')) {
      const removedLines = linesNotIn(d.lines, n.lines);
      const addedLines = linesNotIn(n.lines, d.lines);
      changed.push({ key, name: d.name, removedLines, addedLines, reordered: removedLines.length === 0 && addedLines.length === 0 });
    }
  }
  for (const [key, d] of now) if (!old.has(key)) added.push(d);

  /** @type {Level} */
  let level = 'none';
  if (removed.length || changed.some((c) => c.removedLines.length || c.reordered)) level = 'major';
  else if (added.length || changed.length) level = 'minor';
  else if (surfaceText(before) !== surfaceText(after)) level = 'patch';
  return { level, added, removed, changed };
}

/** @param {string} text @param {number} max */
const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A declaration in one line: its first line, with ` …` when it goes on. @param {Declaration} d */
const oneLine = (d) => clip(`${d.lines[0] ?? d.name}${d.lines.length > 1 ? ' …' : ''}`, 90);

/**
 * The parenthesis of the message's first line: `removed: ...; changed: ...; added: ...`.
 * @param {SurfaceDiff} diff
 */
export function summarize(diff) {
  /** @param {string} label @param {string[]} items */
  const part = (label, items) => {
    if (items.length === 0) return [];
    const shown = items.slice(0, 3).map((item) => `\`${item}\``);
    return [`${label}: ${shown.join(', ')}${items.length > 3 ? ` and ${items.length - 3} more` : ''}`];
  };
  return [
    ...part('removed', diff.removed.map(oneLine)),
    ...part(
      'changed',
      diff.changed.map((c) => `${c.name}` + (c.reordered ? ' (lines reordered)' : ` (${c.removedLines.length ? `-${c.removedLines.length}` : ''}${c.removedLines.length && c.addedLines.length ? '/' : ''}${c.addedLines.length ? `+${c.addedLines.length}` : ''} lines)`)),
    ),
    ...part('added', diff.added.map(oneLine)),
  ].join('; ');
}

/**
 * The difference as diff-like lines, at most `max` of them.
 * @param {SurfaceDiff} diff @param {number} [max]
 */
export function details(diff, max = 40) {
  const out = [];
  for (const d of diff.removed) out.push(`  - removed   ${oneLine(d)}`);
  for (const c of diff.changed) {
    out.push(`  ~ changed   ${c.name}${c.reordered ? ' (same lines, other order)' : ''}`);
    for (const line of c.removedLines.slice(0, 4)) out.push(`      - ${clip(line.trim(), 140)}`);
    for (const line of c.addedLines.slice(0, 4)) out.push(`      + ${clip(line.trim(), 140)}`);
    const more = Math.max(0, c.removedLines.length - 4) + Math.max(0, c.addedLines.length - 4);
    if (more) out.push(`      (${more} more lines)`);
  }
  for (const d of diff.added) out.push(`  + added     ${oneLine(d)}`);
  if (out.length <= max) return out;
  return [...out.slice(0, max), `  … ${out.length - max} more lines (all of them: \`${UPDATE_COMMAND} -- --force\`, then \`git diff\` on the reports; revert what was not meant)`];
}

/**
 * The reminder a new contract major needs (ARCHITECTURE.md, "Versions and releases"), or
 * undefined when `to` is not a higher major than `from`.
 * @param {string} from @param {string} to
 */
export function majorReminder(from, to) {
  if (bumpOf(from, to) !== 'major') return undefined;
  const previous = parseVersion(from)?.[0];
  const next = parseVersion(to)?.[0];
  return (
    `Reminder: contract major ${previous} -> ${next}. The host serves remotes of its own major and of the previous one: ` +
    `it must keep an adapter for remotes built against ${previous}.x (ARCHITECTURE.md, "Versions and releases"), ` +
    `and remotes at ${previous}.x keep loading until each is rebuilt on ${next}.x.`
  );
}

/**
 * @typedef {object} Verdict
 * @property {boolean} ok
 * @property {Level} level what the change needs (none when the surface is unchanged)
 * @property {string | undefined} reviewed the version in the checked-in report's header
 * @property {string} message one paragraph for a feature team: what changed and what to do
 * @property {'none' | 'update' | 'bump' | 'fix'} action what it takes: nothing; regenerating the report;
 *   a version bump first, then regenerating; a valid package.json version first
 * @property {string[]} notes more lines to print (details of the change, reminders)
 */

/**
 * The check of one report: the checked-in text against the freshly generated one, under the
 * package's current version.
 * @param {object} options
 * @param {string} options.entry the entry point's import path (`@nova/shared-contracts/endpoints`)
 * @param {string} options.file the report's path, for messages (`shared-contracts/api/x.api.md`)
 * @param {string | undefined} options.checkedIn the checked-in report (undefined: none yet)
 * @param {string | undefined} options.fresh the generated report (undefined: the entry point is gone)
 * @param {string} options.packageVersion package.json's version
 * @param {string} [options.baselineVersion] the reviewed version of the package's other reports (for a new report)
 * @returns {Verdict}
 */
export function checkReport({ entry, file, checkedIn, fresh, packageVersion, baselineVersion }) {
  const update = `run \`${UPDATE_COMMAND}\``;
  const reviewed = checkedIn === undefined ? baselineVersion : reportVersion(checkedIn);
  if (checkedIn !== undefined && fresh !== undefined && surfaceText(checkedIn) === surfaceText(fresh)) {
    const notes = [];
    if (reviewed !== packageVersion) notes.push(`${entry}: surface unchanged since ${reviewed ?? 'its last review'}; package.json is at ${packageVersion} (\`${UPDATE_COMMAND}\` records that in the report; optional).`);
    const reminder = reviewed ? majorReminder(reviewed, packageVersion) : undefined;
    if (reminder) notes.push(reminder);
    return { ok: true, action: 'none', level: 'none', reviewed, message: `${entry}: public surface unchanged (${file}).`, notes };
  }
  if (checkedIn === undefined && !reviewed) {
    return { ok: false, action: 'update', level: 'minor', reviewed, message: `${entry}: no checked-in API report (${file}); ${update} to create it and commit it.`, notes: [] };
  }
  if (checkedIn !== undefined && !reviewed) {
    return { ok: false, action: 'update', level: 'none', reviewed, message: `${entry}: ${file} has no \`// version: x.y.z\` line, so its review version is unknown; ${update} to regenerate it.`, notes: [] };
  }
  const reviewedVersion = /** @type {string} */ (reviewed);
  const diff = diffSurfaces(checkedIn ?? '', fresh ?? '');
  const bump = bumpOf(reviewedVersion, packageVersion);
  const what =
    checkedIn === undefined ? `new entry point without a checked-in report (${file})` : fresh === undefined ? `entry point removed from package.json "exports" (${file} is left)` : undefined;
  const changes = summarize(diff);
  const head = `${entry}: public surface changed${what ? `: ${what}` : ''}${changes ? ` (${changes})` : ''}`;
  const notes = details(diff);
  if (bump === 'invalid') {
    return { ok: false, action: 'fix', level: diff.level, reviewed, message: `${head}; and the version cannot be compared: package.json has "${packageVersion}", the report was reviewed at "${reviewedVersion}" (both must be x.y.z).`, notes };
  }
  if (bump === 'lower') {
    return { ok: false, action: 'fix', level: diff.level, reviewed, message: `${head}; and package.json's version ${packageVersion} is lower than ${reviewedVersion}, the version the report was reviewed at.`, notes };
  }
  const reminder = majorReminder(reviewedVersion, packageVersion);
  if (reminder) notes.push(reminder);
  if (diff.level === 'patch' || diff.level === 'none') {
    return {
      ok: false,
      action: 'update',
      level: diff.level,
      reviewed,
      message: `${entry}: the report is out of date but no declaration changed (only API Extractor's comments differ): no version bump needed; ${update} to refresh ${file}.`,
      notes,
    };
  }
  const kind = diff.level.toUpperCase();
  if (bumpCovers(bump, diff.level)) {
    return {
      ok: false,
      action: 'update',
      level: diff.level,
      reviewed,
      message: `${head}: a ${kind} change, and package.json's version ${packageVersion} already covers it (the report was reviewed at ${reviewedVersion}); ${update} to accept the new report, then commit ${file}.`,
      notes,
    };
  }
  const base = bump === 'none' ? reviewedVersion : packageVersion;
  const target = nextVersion(base, diff.level);
  const why = diff.level === 'major' ? 'a declaration was removed or changed' : 'declarations were only added';
  const majorNote = diff.level === 'major' ? majorReminder(reviewedVersion, target) : undefined;
  if (majorNote) notes.push(majorNote);
  return {
    ok: false,
    action: 'bump',
    level: diff.level,
    reviewed,
    message:
      `${head}: this is a ${kind} change (${why}); bump version ${base} -> ${target} in package.json ` +
      `and ${update} to accept the new report. If the change was not meant, undo it instead.`,
    notes,
  };
}

/**
 * The check of every report of a package: one verdict per report file, whether generated now,
 * checked in, or both.
 * @param {object} options
 * @param {string} options.packageName
 * @param {string} options.packageVersion
 * @param {string} options.reportsDir the reports' folder relative to the repository, for messages
 * @param {Map<string, string>} options.checkedIn report file name -> text
 * @param {Array<{subpath: string, reportFile: string, text: string}>} options.fresh
 * @returns {Array<Verdict & {reportFile: string, entry: string}>}
 */
export function checkPackage({ packageName, packageVersion, reportsDir, checkedIn, fresh }) {
  const versions = [...checkedIn.values()].flatMap((text) => {
    const version = reportVersion(text);
    return version && parseVersion(version) ? [version] : [];
  });
  const baselineVersion = versions.sort((a, b) => (bumpOf(a, b) === 'lower' ? -1 : bumpOf(a, b) === 'none' ? 0 : 1)).at(0);
  const files = [...new Set([...fresh.map((r) => r.reportFile), ...checkedIn.keys()])].sort();
  return files.map((reportFile) => {
    const generated = fresh.find((r) => r.reportFile === reportFile);
    const entry = generated ? entryName(packageName, generated.subpath) : `${packageName} (${reportFile})`;
    const verdict = checkReport({
      entry,
      file: `${reportsDir}/${reportFile}`,
      checkedIn: checkedIn.get(reportFile),
      fresh: generated?.text,
      packageVersion,
      baselineVersion,
    });
    return { ...verdict, reportFile, entry };
  });
}

/** `@nova/shared-contracts` for `.`, `@nova/shared-contracts/endpoints` for `./endpoints`. @param {string} packageName @param {string} subpath */
export function entryName(packageName, subpath) {
  return subpath === '.' ? packageName : `${packageName}/${subpath.replace(/^\.\//, '')}`;
}
