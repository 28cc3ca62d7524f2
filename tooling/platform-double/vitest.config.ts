import { defineConfig } from 'vitest/config';
import { remoteVitestConfig } from './vitest.shared.mjs';

export default defineConfig(remoteVitestConfig('platform_double'));
