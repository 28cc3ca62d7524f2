/// <reference types="@testing-library/jest-dom/vitest" />

/** Defined by the federation build (tooling/build-tools) and by the shared vitest config. */
declare const __NOVA_REMOTE_NAME__: string;
declare const __NOVA_BUILD_CONTRACT_VERSION__: string;
declare const __NOVA_BUILD_MARK__: string;
