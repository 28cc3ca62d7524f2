// The check itself: shared-contracts' public surface, generated now from its sources, against the
// checked-in reports in shared-contracts/api/ under package.json's version. One test per report.
// NOVA_API_REPORT_PACKAGE=<dir> points it at another copy of the package (to try a change).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { DEFAULT_PACKAGE_DIR, runCheck, shown } from './check.mjs';
import { entryPointsOf } from './extract.mjs';
import { UPDATE_COMMAND } from './report.mjs';

const packageDir = path.resolve(process.env.NOVA_API_REPORT_PACKAGE || DEFAULT_PACKAGE_DIR);
const reportsDir = path.join(packageDir, 'api');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
// Known before the extraction runs: every entry point's report and every checked-in one.
const files = [...new Set([...entryPointsOf(pkg).map((e) => e.reportFile), ...(existsSync(reportsDir) ? readdirSync(reportsDir).filter((f) => f.endsWith('.api.md')) : [])])].sort();

describe(`${pkg.name} public surface (${shown(reportsDir)}, \`${UPDATE_COMMAND}\` to regenerate)`, () => {
  /** @type {ReturnType<typeof runCheck> | undefined} */
  let outcome;
  /** @type {unknown} */
  let failure;
  before(() => {
    try {
      outcome = runCheck({ packageDir, reportsDir });
      console.log(`api-report: declarations and ${outcome.reports.length} reports generated in ${(outcome.ms / 1000).toFixed(1)} s`);
    } catch (error) {
      failure = error;
    }
  });

  for (const file of files) {
    it(`${file} matches the sources at ${pkg.name}@${pkg.version}`, () => {
      if (failure) throw failure;
      const verdict = outcome?.results.find((r) => r.reportFile === file);
      assert.ok(verdict, `no verdict for ${file}`);
      for (const note of verdict.notes) if (verdict.ok) console.log(note);
      assert.ok(verdict.ok, [verdict.message, ...verdict.notes].join('\n'));
    });
  }
});
