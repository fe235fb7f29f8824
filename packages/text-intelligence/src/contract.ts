import { PlaceTag } from '@mesto/domain';
import { z } from 'zod';

// The one contract of text intelligence: what an announcement becomes (draft events) and what an opinion says
// (sentiment, aspects, summary). The built-in rule-based provider and the OpenAI-compatible one both answer in these
// shapes, and the model's answer is validated against them before anyone sees it.

/** Where a field's value came from: a span of the source text, the model, a catalogue lookup or a default. */
export const FieldSource = z.enum(['text', 'model', 'lookup', 'default']);
export type FieldSource = z.infer<typeof FieldSource>;

/** A piece of the source text, by UTF-16 offsets into the text the provider was given. */
export const TextSpan = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});
export type TextSpan = z.infer<typeof TextSpan>;

/** One extracted field: its value (null when not found), how sure the provider is (0..1) and why. */
export function extracted<T extends z.ZodType>(value: T) {
  return z.object({
    value: value.nullable(),
    confidence: z.number().min(0).max(1),
    source: FieldSource,
    span: TextSpan.nullable(),
  });
}
export type Extracted<T> = { value: T | null; confidence: number; source: FieldSource; span: TextSpan | null };

/** Below this confidence the reviewing person is asked to look at the field. */
export const LOW_CONFIDENCE = 0.6;

/** Event tags an announcement may carry: the place tags of `@mesto/domain` (BAR, OUTDOOR, MUSIC). */
export const EventTag = z.enum(PlaceTag);
export type EventTag = z.infer<typeof EventTag>;

/** Price in whole rubles. `free`: «вход свободный», «бесплатно»; `donation`: «донат», «за донат». */
export const Price = z.object({
  min: z.number().int().min(0).nullable(),
  max: z.number().int().min(0).nullable(),
  free: z.boolean(),
  donation: z.boolean(),
});
export type Price = z.infer<typeof Price>;

/** A place of the catalogue an announcement was matched to. */
export const MatchedPlace = z.object({ id: z.string(), name: z.string() });
export type MatchedPlace = z.infer<typeof MatchedPlace>;

/** One event found in an announcement. Times are ISO 8601 with the place's UTC offset. */
export const DraftEvent = z.object({
  title: extracted(z.string().min(1).max(200)),
  description: extracted(z.string().max(5000)),
  startsAt: extracted(z.string().datetime({ offset: true })),
  endsAt: extracted(z.string().datetime({ offset: true })),
  /**
   * False when the text gives the start's day but no time: `startsAt` is then that day's midnight, only a day, and a
   * person sets the hour. A reading stored before this was known parses as true.
   */
  startTimeKnown: z.boolean().default(true),
  /** False when the end is a day without an hour («до 30 декабря»): `endsAt` is that day's last minute. */
  endTimeKnown: z.boolean().default(true),
  price: extracted(Price),
  /**
   * Where tickets are sold or the sign-up is: a link on a ticket seller's site, or beside «билеты», «купить»,
   * «регистрация», exactly as the text writes it (`https://` added to a bare «dialog-nn.ru/reg»). A reading stored
   * before links were read has none: it parses as not found.
   */
  ticketUrl: extracted(z.string()).default({ value: null, confidence: 0, source: 'default', span: null }),
  /** What the text calls the place («в «Синкопе»», «ул. Рождественская, 5»), before it is matched. */
  placeMention: extracted(z.string()),
  place: extracted(MatchedPlace),
  tags: extracted(z.array(EventTag)),
});
export type DraftEvent = z.infer<typeof DraftEvent>;

/** Why the OpenAI-compatible provider's answer was not used and the built-in one answered instead. */
export const Fallback = z.object({
  reason: z.enum(['timeout', 'invalid-answer', 'failed']),
  message: z.string(),
});
export type Fallback = z.infer<typeof Fallback>;

export const ProviderName = z.enum(['builtin', 'openai']);
export type ProviderName = z.infer<typeof ProviderName>;

/** What an announcement became: one draft per event it announces (a programme may hold several). */
export const AnnouncementExtraction = z.object({
  provider: ProviderName,
  /** The model that answered (`AI_MODEL`), or null for the built-in provider. */
  model: z.string().nullable(),
  fallback: Fallback.nullable(),
  /**
   * The post moves an event announced before to a new date («переносим», «новая дата»): its draft is that event's new
   * date, to be matched with the existing event rather than published as another one.
   */
  postponed: z.boolean().default(false),
  events: z.array(DraftEvent),
});
export type AnnouncementExtraction = z.infer<typeof AnnouncementExtraction>;

/** A place of the catalogue as the matcher sees it. */
export type PlaceCandidate = {
  id: string;
  name: string;
  /** Other names people use for it (a short name, a Latin spelling). */
  aliases: readonly string[];
  address: string | null;
};

/**
 * Finds catalogue places that may be meant by the given phrases (quoted names, «в …», addresses). The API answers
 * with a trigram-similarity query; tests answer from a list. The provider ranks what comes back.
 */
export type PlaceLookup = (phrases: readonly string[]) => Promise<readonly PlaceCandidate[]>;

export type AnnouncementInput = {
  text: string;
  /** When the announcement was published: «завтра», «в эту пятницу» are read relative to it. */
  publishedAt: Date;
  /** IANA zone the times are meant in (the place's, or the city's when the place is unknown). */
  timeZone: string;
  places: PlaceLookup;
};

/** What people talk about in opinions: the opinion and feedback tags of `@mesto/domain`, plus service, food and price. */
export const Aspect = z.enum([
  'MUSIC',
  'COCKTAILS',
  'BEER',
  'DRINKS',
  'PASTA',
  'FOOD',
  'INTERIOR',
  'FURNITURE',
  'ENTOURAGE',
  'PEOPLE',
  'SERVICE',
  'PRICE',
]);
export type Aspect = z.infer<typeof Aspect>;

export const Sentiment = z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
export type Sentiment = z.infer<typeof Sentiment>;

export const AspectMention = z.object({
  aspect: Aspect,
  sentiment: Sentiment,
  /** -1 (very negative) .. 1 (very positive). */
  score: z.number().min(-1).max(1),
  span: TextSpan.nullable(),
});
export type AspectMention = z.infer<typeof AspectMention>;

export const OpinionAnalysis = z.object({
  provider: ProviderName,
  model: z.string().nullable(),
  fallback: Fallback.nullable(),
  sentiment: Sentiment,
  score: z.number().min(-1).max(1),
  confidence: z.number().min(0).max(1),
  aspects: z.array(AspectMention),
  /** One sentence of the opinion itself that says the most (extractive). */
  summary: z.string(),
});
export type OpinionAnalysis = z.infer<typeof OpinionAnalysis>;

export type OpinionInput = { text: string; rating?: number | null };

/** How many opinions said something good, neutral or bad (of a place, or of one aspect). */
export const SentimentCounts = z.object({
  positive: z.number().int().min(0),
  neutral: z.number().int().min(0),
  negative: z.number().int().min(0),
});
export type SentimentCounts = z.infer<typeof SentimentCounts>;

/**
 * What people say about a place, over its analysed opinions. An aspect is judged only when at least `minMentions`
 * opinions mention it (`aspects`); the others are only named, with their count (`fewMentions`), so one opinion never
 * reads as the verdict of a place. A summary kept before `minMentions` existed does not parse: it is computed again.
 */
export const PlaceSummary = z.object({
  opinions: z.number().int().min(0),
  analysed: z.number().int().min(0),
  sentiment: SentimentCounts,
  /** How many opinions an aspect needs to be judged (MIN_ASPECT_MENTIONS when it was computed). */
  minMentions: z.number().int().min(1),
  aspects: z.array(
    z.object({
      aspect: Aspect,
      /** How many analysed opinions mention it (at least `minMentions`). */
      mentions: z.number().int().min(1),
      /** Of those opinions, how many said something good, neutral or bad about it; they add up to `mentions`. */
      sentiment: SentimentCounts,
      /** Share of those mentions that are positive, 0..1 (`sentiment.positive / mentions`). */
      positiveShare: z.number().min(0).max(1),
      score: z.number().min(-1).max(1),
      /** Two or three representative sentences, with the opinion they come from. */
      quotes: z.array(z.object({ opinionId: z.string(), text: z.string(), sentiment: Sentiment })).max(3),
    }),
  ),
  /** Aspects fewer than `minMentions` opinions mention: named, not judged. Most mentioned first. */
  fewMentions: z.array(z.object({ aspect: Aspect, mentions: z.number().int().min(1) })),
});
export type PlaceSummary = z.infer<typeof PlaceSummary>;

export type AnalysedOpinion = { id: string; text: string; analysis: OpinionAnalysis | null };

/** The one interface both providers implement. */
export type TextIntelligence = {
  readonly provider: ProviderName;
  extractAnnouncement(input: AnnouncementInput, options?: { signal?: AbortSignal }): Promise<AnnouncementExtraction>;
  analyseOpinion(input: OpinionInput, options?: { signal?: AbortSignal }): Promise<OpinionAnalysis>;
};

/** Settings of the OpenAI-compatible provider, read from AI_BASE_URL, AI_MODEL, AI_API_KEY (and AI_TIMEOUT_MS). */
export type OpenAiSettings = { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number };
