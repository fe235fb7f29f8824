import type { AnalysedOpinion, PlaceSummary } from '../contract.ts';

// Placeholder until the aggregation lands.
export function summarisePlace(opinions: readonly AnalysedOpinion[]): PlaceSummary {
  const analysed = opinions.filter((o) => o.analysis);
  return {
    opinions: opinions.length,
    analysed: analysed.length,
    sentiment: {
      positive: analysed.filter((o) => o.analysis?.sentiment === 'POSITIVE').length,
      neutral: analysed.filter((o) => o.analysis?.sentiment === 'NEUTRAL').length,
      negative: analysed.filter((o) => o.analysis?.sentiment === 'NEGATIVE').length,
    },
    aspects: [],
  };
}
