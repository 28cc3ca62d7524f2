// The e2e test fixture: every page records the URLs it requests, so tests can tell where each
// remote's files came from and prove that nothing was fetched from a refused URL.
import { test as base } from '@playwright/test';

export interface RequestLog {
  /** Every URL requested so far, in order. */
  readonly urls: string[];
  /** Requests whose URL starts with `prefix` (an origin or a full URL). */
  from(prefix: string): string[];
  clear(): void;
}

export const test = base.extend<{ requests: RequestLog }>({
  requests: async ({ page }, provide) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await provide({
      urls,
      from: (prefix) => urls.filter((u) => u.startsWith(prefix)),
      clear: () => {
        urls.length = 0;
      },
    });
  },
});

export { expect } from '@playwright/test';
