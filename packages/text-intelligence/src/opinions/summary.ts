import type { AnalysedOpinion, Aspect, AspectMention, PlaceSummary, Sentiment, SentimentCounts } from '../contract.ts';
import { quoteAround } from './text.ts';

// What people say about a place, over its analysed opinions: per aspect how many opinions mention it, how many of
// them said something good, neutral or bad, and a few short quotes that show both sides when opinions differ.

type Quote = PlaceSummary['aspects'][number]['quotes'][number] & { score: number };

/**
 * Opinions an aspect needs before the summary judges it: one or two opinions are one or two people's day, not what
 * people say about a place. Fewer are named under «мало мнений», without a verdict or quotes.
 */
export const MIN_ASPECT_MENTIONS = 3;
/** The most talked-about things a summary shows: a visitor reads a few, not a list of everything ever judged. */
export const MAX_SUMMARY_ASPECTS = 4;

const MAX_QUOTES = 3;
/** Quotes longer than this are cut to their clause by `quoteAround`; shorter ones read better in a summary card. */
const QUOTE_LENGTH = 160;

export function summarisePlace(opinions: readonly AnalysedOpinion[]): PlaceSummary {
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  const byAspect = new Map<Aspect, { scores: number[]; sentiment: SentimentCounts; quotes: Quote[] }>();

  for (const opinion of opinions) {
    const analysis = opinion.analysis;
    if (!analysis) continue;
    sentiment[countOf(analysis.sentiment)]++;
    for (const [aspect, mentions] of groupByAspect(analysis.aspects)) {
      const score = mentions.reduce((total, m) => total + m.score, 0) / mentions.length;
      const entry = byAspect.get(aspect) ?? {
        scores: [],
        sentiment: { positive: 0, neutral: 0, negative: 0 },
        quotes: [],
      };
      entry.scores.push(score);
      entry.sentiment[countOf(sentimentOf(mentions))]++;
      for (const mention of mentions) {
        const text = mention.span ? quoteAround(opinion.text, mention.span.start, QUOTE_LENGTH) : null;
        if (text)
          entry.quotes.push({ opinionId: opinion.id, text, sentiment: mention.sentiment, score: mention.score });
      }
      byAspect.set(aspect, entry);
    }
  }

  const all = [...byAspect]
    .map(([aspect, entry]) => ({
      aspect,
      mentions: entry.scores.length,
      sentiment: entry.sentiment,
      positiveShare: round(entry.sentiment.positive / entry.scores.length),
      score: round(entry.scores.reduce((a, b) => a + b, 0) / entry.scores.length),
      quotes: entry.quotes,
    }))
    .sort((a, b) => b.mentions - a.mentions || b.score - a.score || a.aspect.localeCompare(b.aspect));

  return {
    opinions: opinions.length,
    analysed: sentiment.positive + sentiment.neutral + sentiment.negative,
    sentiment,
    minMentions: MIN_ASPECT_MENTIONS,
    aspects: all
      .filter((entry) => entry.mentions >= MIN_ASPECT_MENTIONS)
      .slice(0, MAX_SUMMARY_ASPECTS)
      .map((entry) => ({ ...entry, quotes: pickQuotes(entry.quotes) })),
    fewMentions: all
      .filter((entry) => entry.mentions < MIN_ASPECT_MENTIONS)
      .map(({ aspect, mentions }) => ({ aspect, mentions })),
  };
}

function countOf(sentiment: Sentiment): keyof SentimentCounts {
  return sentiment === 'POSITIVE' ? 'positive' : sentiment === 'NEGATIVE' ? 'negative' : 'neutral';
}

function groupByAspect(mentions: readonly AspectMention[]): Map<Aspect, AspectMention[]> {
  const groups = new Map<Aspect, AspectMention[]>();
  for (const mention of mentions) groups.set(mention.aspect, [...(groups.get(mention.aspect) ?? []), mention]);
  return groups;
}

/** One opinion that names an aspect twice counts once, with the sentiment most of its mentions have. */
function sentimentOf(mentions: readonly AspectMention[]): Sentiment {
  const score = mentions.reduce((total, m) => total + m.score, 0);
  if (mentions.every((m) => m.sentiment === mentions[0]?.sentiment)) return mentions[0]?.sentiment ?? 'NEUTRAL';
  return score > 0 ? 'POSITIVE' : score < 0 ? 'NEGATIVE' : 'NEUTRAL';
}

/**
 * Two or three quotes: the clearest of each side when opinions differ (positive and negative both shown), the rest
 * from the side most people take; clear before faint, short before long, one quote per opinion while others remain.
 */
function pickQuotes(quotes: readonly Quote[]): PlaceSummary['aspects'][number]['quotes'] {
  const unique = quotes.filter((q, i) => quotes.findIndex((o) => o.text === q.text) === i);
  const clearest = (a: Quote, b: Quote) => Math.abs(b.score) - Math.abs(a.score) || a.text.length - b.text.length;
  const positive = unique.filter((q) => q.sentiment === 'POSITIVE').sort(clearest);
  const negative = unique.filter((q) => q.sentiment === 'NEGATIVE').sort(clearest);
  const neutral = unique.filter((q) => q.sentiment === 'NEUTRAL').sort(clearest);
  const majority = positive.length >= negative.length ? [positive, negative] : [negative, positive];

  const picked: Quote[] = [];
  const take = (quote: Quote | undefined) => {
    if (quote && picked.length < MAX_QUOTES && !picked.includes(quote)) picked.push(quote);
  };
  for (const side of majority) take(side[0]);
  // The rest from the majority side, then the minority, then neutral ones; new opinions before repeated ones.
  const rest = [...(majority[0] ?? []), ...(majority[1] ?? []), ...neutral];
  for (const quote of rest) if (!picked.some((p) => p.opinionId === quote.opinionId)) take(quote);
  for (const quote of rest) take(quote);
  return picked.map(({ opinionId, text, sentiment }) => ({ opinionId, text, sentiment }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;
