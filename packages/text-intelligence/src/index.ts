import { extractAnnouncement } from './announcements/extract.ts';
import type { OpenAiSettings, TextIntelligence } from './contract.ts';
import { createOpenAiProvider } from './openai/provider.ts';
import { analyseOpinion } from './opinions/analyse.ts';

export * from './announcements/auto-publish.ts';
export { extractAnnouncement } from './announcements/extract.ts';
export * from './contract.ts';
export { createOpenAiProvider, openAiSettingsFromEnv } from './openai/provider.ts';
export { analyseOpinion } from './opinions/analyse.ts';
export { MIN_ASPECT_MENTIONS, summarisePlace } from './opinions/summary.ts';

/** The rule-based provider for Russian: no outside service, the default. */
export const builtinProvider: TextIntelligence = {
  provider: 'builtin',
  extractAnnouncement: (input) => extractAnnouncement(input),
  analyseOpinion: (input) => analyseOpinion(input),
};

/**
 * The OpenAI-compatible provider when configured (falling back to the built-in one), else the built-in one. A server
 * passes the built-in provider on worker threads (`@mesto/text-intelligence/worker-pool`) as `builtin`.
 */
export function createTextIntelligence(
  settings: OpenAiSettings | null,
  builtin: TextIntelligence = builtinProvider,
): TextIntelligence {
  return settings ? createOpenAiProvider(settings, builtin) : builtin;
}
