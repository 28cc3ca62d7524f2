// The `dev` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import * as v from 'valibot';
import { emailAddress, int } from '../schema';
import { defineEndpoint } from './endpoint';

/**
 * GET /__dev/codes?email= (market-sim only, not part of the exchange API): the latest 6-digit
 * verification code sent to an email, so tests and people can finish email flows. 404 if none.
 */
export const devLatestCode = defineEndpoint('devLatestCode', {
  request: v.object({ email: emailAddress() }),
  response: v.object({ email: v.string(), code: v.pipe(v.string(), v.regex(/^\d{6}$/)), purpose: v.picklist(['register', 'reset', 'login']), expires_at: int() }),
});
