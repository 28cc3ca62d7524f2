import { config } from 'zod/mini';

/**
 * zod's English issue messages, loaded when something is about to show them rather than at start.
 *
 * zod/mini sets no locale: until one is set, an issue without a message of its own (a schema's
 * own texts such as 'expected a decimal string' always show) reads "Invalid input". Our screens
 * show our own errors, so the browser does not need the locale (1.2 kB gzip) at start. Code that
 * puts zod's issue messages in front of a user (the API client's invalid-request error)
 * awaits this first and parses again. market-sim sets the locale itself where it runs (its 400
 * answers quote them). zod keeps its config on `globalThis`, so one call serves every copy of zod
 * on the page. A failed load is not kept: the next call tries again.
 */
let loading: Promise<void> | null = null;

export function loadIssueMessages(): Promise<void> {
  loading ??= import(/* webpackChunkName: "zod-locale-en" */ 'zod/v4/locales/en.js').then(
    ({ default: en }) => {
      config(en());
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
