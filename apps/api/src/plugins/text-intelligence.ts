import { createTextIntelligence, openAiSettingsFromEnv, type TextIntelligence } from '@mesto/text-intelligence';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads announcements and opinions: the OpenAI-compatible provider when configured, else the built-in one. */
    textIntelligence: TextIntelligence;
  }
}

/** The text-intelligence provider of the app, made once from the validated settings. */
export const textIntelligencePlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const settings = openAiSettingsFromEnv({
      AI_BASE_URL: env.AI_BASE_URL,
      AI_MODEL: env.AI_MODEL,
      AI_API_KEY: env.AI_API_KEY,
      AI_TIMEOUT_MS: String(env.AI_TIMEOUT_MS),
    });
    app.decorate('textIntelligence', createTextIntelligence(settings));
  },
  { name: 'text-intelligence' },
);
