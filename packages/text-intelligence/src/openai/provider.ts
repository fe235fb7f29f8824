import type { OpenAiSettings, TextIntelligence } from '../contract.ts';

// Placeholder until the OpenAI-compatible provider lands: answers with the fallback provider.
export function createOpenAiProvider(_settings: OpenAiSettings, fallback: TextIntelligence): TextIntelligence {
  return { ...fallback, provider: 'openai' };
}

/** AI_BASE_URL and AI_MODEL (AI_API_KEY, AI_TIMEOUT_MS optional); null when not configured. */
export function openAiSettingsFromEnv(env: Record<string, string | undefined>): OpenAiSettings | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return {
    baseUrl,
    model,
    apiKey: env.AI_API_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  };
}
