import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from '@nova/shared-ui';
// jsdom has no <dialog> showModal() nor Popover API, which shared-ui's Dialog and Popover use.
// eslint-disable-next-line no-restricted-imports -- a test setup's polyfill, not part of the kit's public door
import '@nova/shared-ui/test/top-layer';

// jsdom has no PointerEvent; a MouseEvent with the pointer fields lets tests drive pointer handlers.
if (typeof globalThis.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  globalThis.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// The sim engine starts inside each test file (key generation, market warm-up) and the machine may be
// busy: wait up to 5 s for what a user would wait for, instead of testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// shared-ui's dialogs and popovers load their code on first open (the page preloads it once its
// first data has painted): here it is loaded before any test, so a first open renders at once.
await preloadOverlays();
