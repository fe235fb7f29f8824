import { serveTextIntelligence } from '@mesto/text-intelligence/worker';

// The entry of the text-intelligence worker threads (see text-intelligence.ts): an entry of the bundle of its own.
await serveTextIntelligence();
