import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createTextIntelligence, openAiSettingsFromEnv, type TextIntelligence } from '@mesto/text-intelligence';
import { createWorkerTextIntelligence, defaultPoolSize } from '@mesto/text-intelligence/worker-pool';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads announcements and opinions: the OpenAI-compatible provider when configured, else the built-in one. */
    textIntelligence: TextIntelligence;
  }
}

/**
 * The worker threads' entry. From the sources (tests, `pnpm start`) it is the .ts file beside this one, loaded
 * through tsx like the rest; in the bundle it is `dist/plugins/text-intelligence.worker.js`, an entry of the build
 * of its own, which this module reaches from `dist/` or from a chunk in `dist/chunks/`.
 */
function workerEntry(): { worker: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const worker = new URL('./text-intelligence.worker.ts', import.meta.url);
    // `pnpm start` runs under tsx and the workers inherit it; a test runner's process has no loader of its own.
    if (process.execArgv.some((arg) => arg.includes('tsx'))) return { worker };
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { worker, execArgv: [...process.execArgv, '--import', tsx] };
  }
  for (const path of ['./plugins/text-intelligence.worker.js', '../plugins/text-intelligence.worker.js']) {
    const worker = new URL(path, import.meta.url);
    if (existsSync(worker)) return { worker };
  }
  throw new Error('plugins/text-intelligence.worker.js is missing from the bundle: build it as an entry');
}

/**
 * The text-intelligence provider of the app, made once from the validated settings. The built-in provider reads on
 * worker threads, each reading within a time budget, so that no text holds the event loop (health checks, other
 * requests, sockets); the OpenAI-compatible one, when configured, falls back to it.
 */
export const textIntelligencePlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const settings = openAiSettingsFromEnv({
      AI_BASE_URL: env.AI_BASE_URL,
      AI_MODEL: env.AI_MODEL,
      AI_API_KEY: env.AI_API_KEY,
      AI_TIMEOUT_MS: String(env.AI_TIMEOUT_MS),
    });
    if (env.TEXT_INTELLIGENCE_WORKERS === 0) {
      app.decorate('textIntelligence', createTextIntelligence(settings));
      return;
    }
    // Workers start with the first text to read, so an app that reads none (a migration) starts none.
    const builtin = createWorkerTextIntelligence({
      ...workerEntry(),
      size: env.TEXT_INTELLIGENCE_WORKERS ?? defaultPoolSize(),
      timeoutMs: env.TEXT_INTELLIGENCE_TIMEOUT_MS,
    });
    app.addHook('onClose', () => builtin.close());
    app.decorate('textIntelligence', createTextIntelligence(settings, builtin));
  },
  { name: 'text-intelligence' },
);
