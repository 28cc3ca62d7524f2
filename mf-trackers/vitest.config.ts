import { defineConfig } from 'vitest/config';
import { remoteVitestConfig } from '@nova/platform-double/vitest';

export default defineConfig(remoteVitestConfig('mf_trackers'));
