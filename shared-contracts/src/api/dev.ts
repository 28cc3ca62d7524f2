// The `dev` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { emailAddress, int } from '../schema';
import { defineEndpoint } from './endpoint';

/**
 * GET /__dev/codes?email= (market-sim only, not part of the exchange API): the latest 6-digit
 * verification code sent to an email, so tests and people can finish email flows. 404 if none.
 */
export const devLatestCode = defineEndpoint('devLatestCode', {
  method: 'GET', path: '/__dev/codes', retry: false,
  request: v.object({ email: emailAddress() }),
  response: v.object({ email: v.string(), code: v.pipe(v.string(), v.regex(/^\d{6}$/)), purpose: v.picklist(['register', 'reset', 'login']), expires_at: int() }),
});
