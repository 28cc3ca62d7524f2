import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '@nova/shared-ui';
// jsdom has no <dialog> showModal() nor Popover API, which shared-ui's Dialog and Popover use.
// eslint-disable-next-line no-restricted-imports -- a test setup's polyfill, not part of the kit's public door
import '@nova/shared-ui/test/top-layer';

// Pages wait for market-sim's msw handlers (@nova/platform-double/testing), whose engine starts inside each test file on
// a shared machine: wait up to 5 s for what a user would wait for, instead of testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Absent in the Node environment (the static shell's build-time render).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// shared-ui's dialogs and popovers load their code on first open (the page preloads it once its
// first data has painted): here it is loaded before any test, so a first open renders at once.
await preloadOverlays();
