import type { ViteUserConfig } from 'vitest/config';

/** The vitest configuration of a remote (jsdom, emotion JSX, jest-dom, __NOVA_* globals). */
export declare function remoteVitestConfig(remoteName: string): ViteUserConfig;
