import type { OpinionAnalysis, OpinionInput } from '../contract.ts';

// Placeholder until the lexicon analyser lands: neutral, no aspects, the first sentence.
export async function analyseOpinion(input: OpinionInput): Promise<OpinionAnalysis> {
  const summary = input.text.split(/(?<=[.!?])\s+/)[0]?.trim() ?? '';
  return {
    provider: 'builtin',
    model: null,
    fallback: null,
    sentiment: 'NEUTRAL',
    score: 0,
    confidence: 0.1,
    aspects: [],
    summary,
  };
}
