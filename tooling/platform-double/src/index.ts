// The one public door of @nova/platform-double (browser-safe). Test helpers live behind
// '@nova/platform-double/testing' so that no msw/node or vitest code reaches a harness bundle.
export { createPlatformDouble } from './createPlatformDouble';
export type { PlatformDouble, PlatformDoubleOptions } from './createPlatformDouble';
export { SIGNED_OUT, sessionStateOf } from './services';
export type { StoredSession } from './services';
export { HarnessPage, HarnessToken, SIM_API_URL, SIM_WS_URL, createHarnessPlatform, mountHarness } from './harness';
export type { HarnessPageProps, HarnessTokenProps } from './harness';
