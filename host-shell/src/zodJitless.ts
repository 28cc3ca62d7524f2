// Imported first by main.tsx, before any schema exists: zod builds its object parsers without
// generated code (`new Function`). The Content-Security-Policy has no 'unsafe-eval', so zod's probe
// for it would be refused and reported on every page load. The setting lives on globalThis, so it
// holds for every copy of zod the remotes bring, too.
import { config } from 'zod/mini';

config({ jitless: true });
