import { defineConfig } from 'vitest/config';

// jsdom: the services run in a browser (localStorage, storage events, WebSocket and DOM events).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
