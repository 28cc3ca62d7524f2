// Reading individual test counts from the summaries test runners print (npm test's last line).

/** Strips terminal colours from a log. @param {string} text */
const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/**
 * Individual test counts from a test run's output: vitest's summary line (`Tests  3 failed | 140
 * passed | 2 skipped (145)`) or node:test's (`# pass 24` / `# fail 0`); the last one when a log
 * holds several; undefined when there is none (the run crashed before its summary).
 * @param {string} log
 * @returns {{passed: number, failed: number} | undefined}
 */
export function testCountsOf(log) {
  const text = plain(log);
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/gm)].at(-1);
  if (vitest) {
    const count = (/** @type {string} */ word) => Number(new RegExp(`(\\d+) ${word}`).exec(vitest[1])?.[1] ?? 0);
    return { passed: count('passed'), failed: count('failed') };
  }
  const pass = [...text.matchAll(/^# pass (\d+)$/gm)].at(-1);
  const fail = [...text.matchAll(/^# fail (\d+)$/gm)].at(-1);
  if (pass && fail) return { passed: Number(pass[1]), failed: Number(fail[1]) };
  return undefined;
}
