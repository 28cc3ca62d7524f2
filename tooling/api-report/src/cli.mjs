#!/usr/bin/env node
// node tooling/api-report/src/cli.mjs [--update [--force]] [--package <dir>] [--reports <dir>]
//
// Without --update: generates shared-contracts' API reports and compares them with the checked-in
// ones (shared-contracts/api/*.api.md); exits 1 with what changed and what to do.
// With --update (`npm run api:update`): rewrites the reports with package.json's version in their
// headers, unless the change needs a bigger version bump than package.json has (--force writes
// anyway).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PACKAGE_DIR, runCheck, runUpdate } from './check.mjs';

const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    package: { type: 'string' },
    reports: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('usage: node tooling/api-report/src/cli.mjs [--update [--force]] [--package <dir>] [--reports <dir>]');
  process.exit(0);
}
const packageDir = path.resolve(values.package ?? DEFAULT_PACKAGE_DIR);
const reportsDir = path.resolve(values.reports ?? path.join(packageDir, 'api'));
const started = Date.now();

try {
  if (values.update) {
    const { ok, lines } = runUpdate({ packageDir, reportsDir, force: values.force });
    for (const line of lines) (ok ? console.log : console.error)(line);
    console.log(`api-report: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = ok ? 0 : 1;
  } else {
    const { results } = runCheck({ packageDir, reportsDir });
    const printed = new Set();
    for (const r of results) {
      const print = r.ok ? console.log : console.error;
      print(`${r.ok ? 'ok  ' : 'FAIL'} ${r.message}`);
      for (const note of r.notes) {
        // The major reminder is the same for every report: once is enough.
        if (note.startsWith('Reminder:') && printed.has(note)) continue;
        printed.add(note);
        print(note);
      }
    }
    console.log(`api-report: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = results.every((r) => r.ok) ? 0 : 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
