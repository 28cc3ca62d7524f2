// The `dev` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

/**
 * GET /__dev/codes?email= (market-sim only, not part of the exchange API): the latest 6-digit
 * verification code sent to an email, so tests and people can finish email flows. 404 if none.
 */
export const devLatestCode = defineEndpoint('devLatestCode', {
  request: z.object({ email: z.email() }),
  response: z.object({ email: z.string(), code: z.string().check(z.regex(/^\d{6}$/)), purpose: z.enum(['register', 'reset', 'login']), expires_at: z.number().check(z.int()) }),
});
