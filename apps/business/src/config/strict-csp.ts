import { makeSchemasJitless } from '@mesto/app-shell';

// Imported first by main.tsx, before any schema is made: the site's Content-Security-Policy refuses 'unsafe-eval', so
// zod must never try to compile a parser (see makeSchemasJitless).
makeSchemasJitless();
