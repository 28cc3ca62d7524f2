// Running child processes from the repository's scripts: inherit the terminal, resolve with
// the exit code, and the pinned pnpm (the version in package.json's packageManager field).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** "pnpm@10.34.8" from the root package.json, so the script and the field cannot drift. */
export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (!/^pnpm@\d+\.\d+\.\d+$/.test(pkg.packageManager ?? '')) throw new Error(`package.json packageManager must pin pnpm exactly, found "${pkg.packageManager}"`);
  return pkg.packageManager;
}

/**
 * Runs a command with the terminal attached; resolves with its exit code (never rejects on a
 * non-zero exit: the caller decides).
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** @type {string | undefined} */
let pnpmDir;

/**
 * The folder of the pinned pnpm binary (fetched by npx into its cache on first use). turbo needs
 * `pnpm` on PATH to run package scripts, and pnpm is not installed globally here.
 */
export function pnpmBinDir() {
  pnpmDir ??= path.dirname(execFileSync('npx', ['-y', '-p', pinnedPnpm(), 'sh', '-c', 'command -v pnpm'], { cwd: ROOT, encoding: 'utf8' }).trim());
  return pnpmDir;
}

/** `env` with the pinned pnpm first on PATH. */
export function envWithPnpm(env = process.env) {
  return { ...env, PATH: `${pnpmBinDir()}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs the pinned pnpm with `args`; resolves with its exit code.
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} [options]
 */
export function pnpm(args, options = {}) {
  return run(path.join(pnpmBinDir(), 'pnpm'), args, { ...options, env: envWithPnpm(options.env) });
}

/**
 * Runs a binary of the workspace root (turbo, eslint, tsx) with pnpm on PATH; resolves with its exit code.
 * @param {string} name
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} [options]
 */
export function rootBin(name, args, options = {}) {
  return run(path.join(ROOT, 'node_modules', '.bin', name), args, { ...options, env: envWithPnpm(options.env) });
}
