import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // msw's WebSocket interception needs the global WebSocket, which Node 20 keeps behind a flag.
    execArgv: ['--experimental-websocket'],
  },
});
