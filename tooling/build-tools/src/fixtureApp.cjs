// Test helpers of the build tests: an app folder in the temp dir, and a production build of it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/** A temp app folder holding `files` (path -> text) beside a tsconfig and a package.json. */
function fixtureApp(prefix, name, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const all = { 'tsconfig.json': '{"compilerOptions":{"target":"es2022"}}', 'package.json': `{"name":"${name}","private":true,"type":"module"}`, ...files };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs a webpack `config` from `appDir` (as the build does); resolves with its stats, or its error messages as a failure. */
function buildFixture(config, appDir) {
  const cwd = process.cwd();
  process.chdir(appDir);
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      process.chdir(cwd);
      if (err) return reject(err);
      resolve({ stats, errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message) });
    });
  });
}

module.exports = { fixtureApp, buildFixture };
