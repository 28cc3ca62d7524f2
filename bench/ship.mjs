// Bench module (see run.mjs): "ship one remote", what a feature team waits for to put a change of
// mf_trade in front of users, run as the team runs it (scripts/release.mjs) into a temporary
// release store:
//   release   `npm run release -- mf-trade`: one production build, hashed, moved into the store
//   promote   `npm run promote -- mf-trade <id>`: the pointer and the host's remotes.json
//   host      sha256 of every file of host-shell/dist before and after: untouched
// Wall-clock times, goal: release + promote under 60 s. Nothing is asserted (a changed host file
// is reported in the table). Needs no browser and no server: `node bench/ship.mjs` runs it alone,
// as does `node bench/run.mjs --only ship` with the bench's other tables.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_S = 60;
const execFileAsync = promisify(execFile);

/** sha256 of every file under `dir`, by relative path. @param {string} dir */
function hashTree(dir, sub = '', out = /** @type {Record<string, string>} */ ({})) {
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = path.join(sub, entry.name);
    if (entry.isDirectory()) hashTree(dir, rel, out);
    else out[rel] = createHash('sha256').update(readFileSync(path.join(dir, rel))).digest('hex');
  }
  return out;
}

/** @param {string[]} args @returns {Promise<{ms: number, out: string}>} */
async function timed(args) {
  const started = performance.now();
  const { stdout } = await execFileAsync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return { ms: performance.now() - started, out: stdout };
}

/**
 * The bench module's entry (run.mjs); needs nothing of its context.
 * @returns {Promise<import('./run.mjs').BenchTable>}
 */
export async function run() {
  const hostDir = path.join(ROOT, 'host-shell/dist');
  if (!existsSync(hostDir)) throw new Error('host-shell/dist does not exist: build first (npx turbo run build)');
  const before = hashTree(hostDir);
  const store = mkdtempSync(path.join(os.tmpdir(), 'nova-bench-ship-'));
  try {
    const release = await timed(['release', 'mf-trade', '--store', store]);
    const id = /released:? \S+ (\S+-[0-9a-f]{10})\b/.exec(release.out)?.[1];
    if (!id) throw new Error(`no release id in:\n${release.out}`);
    const promote = await timed(['promote', 'mf-trade', id, '--store', store]);
    const after = hashTree(hostDir);
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]);
    const total = (release.ms + promote.ms) / 1000;
    return {
      title: `ship one remote: mf_trade (goal under ${GOAL_S} s)`,
      columns: ['release (one build)', 'promote', 'total', 'host-shell/dist'],
      rows: [[`${(release.ms / 1000).toFixed(1)} s`, `${promote.ms.toFixed(0)} ms`, `${total.toFixed(1)} s ${total < GOAL_S ? '(within the goal)' : '(OVER the goal)'}`, changed.length === 0 ? `unchanged (${Object.keys(after).length} files, sha256)` : `CHANGED: ${changed.slice(0, 3).join(', ')}`]],
      note: `Release ${id} into a temporary store with \`node scripts/release.mjs\`, wall-clock, on ${os.cpus().length} cores; promote rewrites the store's registry.json and remotes.json only.`,
    };
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const table = await run();
  console.log(`| ${table.title} | ${table.columns.join(' | ')} |\n|---|${table.columns.map(() => '---:').join('|')}|\n| ${table.rows[0].join(' | ')} |\n\n${table.note}`);
}
