import { config } from 'zod/mini';

// Imported first by main.tsx, before any schema is made. Zod compiles object parsers with `new Function` when it may,
// and finds out by trying one: under the site's Content-Security-Policy (no 'unsafe-eval') that try is reported as a
// violation. Without JIT it never tries; parsing stays as fast as a screen needs.
config({ jitless: true });
