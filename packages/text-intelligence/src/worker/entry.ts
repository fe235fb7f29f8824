import { serveTextIntelligence } from './serve.ts';

// A worker entry for running the pool from this package alone (its tests). An app bundles an entry of its own that
// does the same, so the bundler can see it.
await serveTextIntelligence();
