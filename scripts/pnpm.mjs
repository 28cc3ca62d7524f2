#!/usr/bin/env node
// node scripts/pnpm.mjs <args>: the pinned pnpm (package.json packageManager) without a global install.
import { pnpm } from './lib/run.mjs';

process.exitCode = await pnpm(process.argv.slice(2), { cwd: process.cwd() });
