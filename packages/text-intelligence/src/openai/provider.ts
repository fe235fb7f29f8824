import { z } from 'zod';
import { bestPlace, type PlacePhrase } from '../announcements/places.ts';
import { ticketLinkOfPost } from '../announcements/tickets.ts';
import {
  AnnouncementExtraction,
  type AnnouncementInput,
  Aspect,
  type DraftEvent,
  EventTag,
  type Extracted,
  type Fallback,
  LOW_CONFIDENCE,
  type OpenAiSettings,
  OpinionAnalysis,
  type OpinionInput,
  Price,
  Sentiment,
  type TextIntelligence,
  type TextSpan,
} from '../contract.ts';
import { normaliseRu } from '../text/normalise.ts';

// The OpenAI-compatible provider: chat completions with a JSON schema for the answer (a hosted model, or a local
// llama.cpp / Ollama / vLLM server). The model fills a small shape made from the contract's schemas; the provider
// adds spans, matches the place against the catalogue and validates the result with the contract. The fallback
// (built-in) provider reads the same text at the same time, once: a field the two read differently is marked for a
// person to look at, and an invalid, hung or failed answer is replaced by that reading, with `fallback` saying why.
// The model's time limit covers its own request only (never the rules' reading) and is a limit on a hang.

/** What the model fills for one field: the value and how sure it is. */
function modelField<T extends z.ZodType>(value: T) {
  return z.object({ value: value.nullable(), confidence: z.number().min(0).max(1) });
}

const ModelEvent = z.object({
  title: modelField(z.string().describe('Short event title as the announcement has it')),
  description: modelField(z.string().describe('What the event is, in the words of the announcement')),
  startsAt: modelField(z.string().describe('Start, ISO 8601 with the UTC offset of the given time zone')),
  endsAt: modelField(z.string().describe('End, ISO 8601 with the UTC offset; null when not stated')),
  startTimeKnown: z
    .boolean()
    .describe('False when the text gives the day but not the start time (startsAt is then 00:00)'),
  endTimeKnown: z.boolean().describe('False when the end is a day without a time'),
  price: modelField(Price.describe('Whole rubles; free for «вход свободный»/«бесплатно», donation for «донат»')),
  placeMention: modelField(z.string().describe('The venue exactly as the text names it, without «в»')),
  tags: modelField(z.array(EventTag)),
});
const ModelAnnouncement = z.object({
  postponed: z.boolean().describe('The post moves an event announced before to a new date'),
  events: z.array(ModelEvent),
});

const ModelOpinion = z.object({
  sentiment: Sentiment,
  score: z.number().min(-1).max(1),
  confidence: z.number().min(0).max(1),
  aspects: z.array(
    z.object({
      aspect: Aspect,
      sentiment: Sentiment,
      score: z.number().min(-1).max(1),
      quote: z.string().describe('The words of the opinion that talk about the aspect, copied exactly'),
    }),
  ),
  summary: z.string().describe('The one sentence of the opinion that says the most, copied exactly'),
});

const ANNOUNCEMENT_PROMPT = `You extract events from announcements written in Russian by bars, clubs, theatres and festivals.
Return every event the text announces (a programme may hold several; a post may hold none).
A festival or fair over several days is one event from its first day to its last; a bill of separate dated shows is one
event per show. For each event give: title (the event's own name: no emoji, no hook line such as «Друзья!», no date,
time, price or venue, no enclosing quote marks), description, startsAt and endsAt as ISO 8601 date-times with
the UTC offset of the given time zone (read relative dates such as «завтра», «в эту пятницу» from the publication
time; null when the text does not say; the start is the start of the event itself, not doors or registration; when
the text gives a day but no time, startsAt is that day at 00:00 and startTimeKnown is false), price in whole rubles (min and max; free: true for «вход свободный» or
«бесплатно»; donation: true for «донат» or a hat going round; a prize or a drink's price is not the price),
postponed (true when the post moves an event announced before to a new date), placeMention (the venue exactly as written in the text, without prepositions)
and tags among BAR, OUTDOOR, MUSIC. Give each field a confidence from 0 to 1; use null and a low confidence when the
text does not say. Do not invent facts.`;

const OPINION_PROMPT = `You analyse opinions written in Russian about bars, cafés, clubs and theatres.
Return the overall sentiment (POSITIVE, NEUTRAL or NEGATIVE) with a score from -1 to 1 and your confidence from 0 to 1.
List the aspects the author talks about, each with its own sentiment and score and the exact words of the opinion
that talk about it (quote): MUSIC (music, DJ, sound), COCKTAILS, BEER, DRINKS (wine, coffee, tea, other drinks), PASTA,
FOOD (dishes, kitchen, portions), INTERIOR (design, light, decoration), FURNITURE (chairs, sofas, tables), ENTOURAGE
(atmosphere, noise, air, mood), PEOPLE (the other guests), SERVICE (waiters, bartenders, staff, speed, hosts), PRICE.
Mind negation («не понравилось»), contrast (after «но» comes the point) and emoji. Summary: the one sentence of the
opinion that says the most, copied exactly.`;

/** Why the model's answer was not used; its message is shown to the person reviewing (Russian). */
class ModelFailure extends Error {
  constructor(
    readonly reason: Fallback['reason'],
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK_NOTE = 'ответ дал встроенный разбор';

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} мс` : `${Math.round(ms / 100) / 10} с`;
}

/**
 * A connection closed under the request before any answer: most often one kept alive that the server dropped for
 * idleness just as it was used again (a process kept busy past the server's keep-alive time sends on it). The model
 * has seen nothing, so the request is sent once more, on a new connection.
 */
function droppedConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

/** One chat completion whose answer must match `schema`; throws ModelFailure for anything the fallback should mend. */
async function complete<T>(
  settings: OpenAiSettings,
  name: string,
  schema: z.ZodType<T>,
  system: string,
  user: string,
  callerSignal: AbortSignal | undefined,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const body = JSON.stringify({
    model: settings.model,
    temperature: 0,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema(schema) } },
  });

  // The limit starts with the request itself: building it, and whatever else the process does before, is not the model's.
  const signal = AbortSignal.any([AbortSignal.timeout(settings.timeoutMs), ...(callerSignal ? [callerSignal] : [])]);
  const url = `${settings.baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
  const send = () => fetch(url, { method: 'POST', headers, body, signal });
  let payload: unknown;
  try {
    const response = await send().catch((error: unknown) => {
      if (signal.aborted || !droppedConnection(error)) throw error;
      return send();
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ModelFailure('failed', `Сервис модели ответил ошибкой HTTP ${response.status}; ${FALLBACK_NOTE}.`);
    }
    const raw = await response.text();
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new ModelFailure('invalid-answer', `Сервис модели ответил не в формате JSON; ${FALLBACK_NOTE}.`);
    }
  } catch (error) {
    if (error instanceof ModelFailure) throw error;
    // The caller gave up (the request was closed): no answer is wanted, not even the fallback's.
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new ModelFailure('timeout', `Модель не ответила за ${duration(settings.timeoutMs)}; ${FALLBACK_NOTE}.`);
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new ModelFailure('failed', `Сервис модели недоступен (${cause}); ${FALLBACK_NOTE}.`);
  }

  const message = (payload as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] }).choices?.[0]
    ?.message;
  if (typeof message?.content !== 'string' || !message.content.trim())
    throw new ModelFailure(
      'invalid-answer',
      `Модель не дала ответа${message?.refusal ? ' (отказ)' : ''}; ${FALLBACK_NOTE}.`,
    );
  let answer: unknown;
  try {
    answer = JSON.parse(message.content);
  } catch {
    throw new ModelFailure('invalid-answer', `Ответ модели — не JSON; ${FALLBACK_NOTE}.`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ModelFailure('invalid-answer', invalidMessage(parsed.error));
  return parsed.data;
}

function invalidMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'ответ';
  return `Ответ модели не прошёл проверку (поле ${path}); ${FALLBACK_NOTE}.`;
}

/** Where `value` stands in `text` (case-insensitive), so the reviewer sees what the model read. */
function spanOf(text: string, value: string | null): TextSpan | null {
  const needle = value?.trim();
  if (!needle) return null;
  const start = text.toLowerCase().indexOf(needle.toLowerCase());
  return start < 0 ? null : { start, end: start + needle.length, text: text.slice(start, start + needle.length) };
}

function fromModel<T>(field: { value: T | null; confidence: number }, span: TextSpan | null = null): Extracted<T> {
  return { value: field.value, confidence: field.confidence, source: 'model', span };
}

/** The UTC offset of `timeZone` at `date`, as «+03:00». */
function zoneOffset(date: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A local time without an offset («2026-11-25T19:00») is read in the announcement's time zone. */
function withOffset(value: string | null, timeZone: string): string | null {
  const local = value?.match(/^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:\d\d(?:\.\d+)?)?$/);
  if (!value || !local) return value;
  const naive = `${local[1]}${local[2] ?? ':00'}`;
  return `${naive}${zoneOffset(new Date(`${naive}Z`), timeZone)}`;
}

function announcementPrompt(input: AnnouncementInput): string {
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: input.timeZone, dateStyle: 'full', timeStyle: 'short' });
  return [
    `Published at: ${input.publishedAt.toISOString()} (local: ${local.format(input.publishedAt)}, UTC${zoneOffset(input.publishedAt, input.timeZone)})`,
    `Time zone: ${input.timeZone}`,
    '',
    'Announcement:',
    input.text,
  ].join('\n');
}

async function matchPlace(input: AnnouncementInput, mention: Extracted<string>): Promise<DraftEvent['place']> {
  if (!mention.value) return { value: null, confidence: 0, source: 'default', span: null };
  // The model's mention is ranked as the built-in extractor ranks its own phrases: as a whole name, as the start of
  // one, and as an address (only a same house number matches).
  const span = mention.span ?? { start: 0, end: 0, text: mention.value };
  const phrases: PlacePhrase[] = (['quoted', 'cue', 'address'] as const).map((kind) => ({
    text: mention.value as string,
    span,
    kind,
  }));
  const best = bestPlace(phrases, await input.places([mention.value]));
  if (!best) return { value: null, confidence: 0, source: 'lookup', span: mention.span };
  return {
    value: { id: best.place.id, name: best.place.name },
    confidence: Math.round(Math.min(1, best.score) * mention.confidence * 1000) / 1000,
    source: 'lookup',
    span: mention.span,
  };
}

/** The confidence of a field the model and the rules read differently: below LOW_CONFIDENCE, so a person looks. */
const DISAGREEMENT = Math.round((LOW_CONFIDENCE - 0.05) * 100) / 100;

type Compared = 'title' | 'startsAt' | 'endsAt' | 'price' | 'place';
const sameValue: Record<Compared, (model: DraftEvent, rules: DraftEvent) => boolean> = {
  title: (m, r) => normaliseRu(m.title.value ?? '') === normaliseRu(r.title.value ?? ''),
  startsAt: (m, r) => sameInstant(m.startsAt.value, r.startsAt.value),
  endsAt: (m, r) => sameInstant(m.endsAt.value, r.endsAt.value),
  price: (m, r) => JSON.stringify(m.price.value) === JSON.stringify(r.price.value),
  place: (m, r) => (m.place.value?.id ?? null) === (r.place.value?.id ?? null),
};

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

/**
 * The model's draft beside the rules' reading of the same post, field by field: where both read the same, the model's
 * field stands as it is; where they differ, the model's value stays but its confidence falls below LOW_CONFIDENCE, so
 * the reviewer sees where to look. Without a rules' event to compare with, the model's draft stands.
 */
function comparedWith(model: DraftEvent, rules: DraftEvent | undefined): DraftEvent {
  if (!rules) return model;
  const compared = { ...model };
  for (const field of Object.keys(sameValue) as Compared[]) {
    if (sameValue[field](model, rules)) continue;
    Object.assign(compared, {
      [field]: { ...model[field], confidence: Math.min(model[field].confidence, DISAGREEMENT) },
    });
  }
  return compared;
}

export function createOpenAiProvider(settings: OpenAiSettings, fallback: TextIntelligence): TextIntelligence {
  /**
   * The rules' reading starts beside the model's request (once the request is on its way) and is made once: the model's answer is
   * compared with it, and a failed answer is replaced by it. Its time is never counted against the model's limit.
   */
  async function withFallback<T extends { fallback: Fallback | null }>(
    attempt: (rules: Promise<T | null>) => Promise<T>,
    builtin: () => Promise<T>,
  ): Promise<T> {
    let reading: Promise<T> | null = null;
    const rules = () => {
      reading ??= builtin();
      return reading;
    };
    // The comparison does without a failed reading; the fallback answers with its error.
    const forComparison = Promise.resolve()
      .then(rules)
      .catch(() => null);
    try {
      return await attempt(forComparison);
    } catch (error) {
      if (!(error instanceof ModelFailure)) throw error;
      return { ...(await rules()), fallback: { reason: error.reason, message: error.message } };
    }
  }

  return {
    provider: 'openai',

    extractAnnouncement: (input, options) =>
      withFallback(
        async (rules) => {
          const answer = await complete(
            settings,
            'announcement_events',
            ModelAnnouncement,
            ANNOUNCEMENT_PROMPT,
            announcementPrompt(input),
            options?.signal,
          );
          // A link is copied from the text by the rules, never written by the model: one wrong character is a dead link.
          const ticketLink = ticketLinkOfPost(input.text);
          const ticketUrl: Extracted<string> = ticketLink
            ? { value: ticketLink.url, confidence: ticketLink.confidence, source: 'text', span: ticketLink.span }
            : { value: null, confidence: 0, source: 'default', span: null };
          const events = await Promise.all(
            answer.events.map(async (event): Promise<DraftEvent> => {
              const placeMention = fromModel(event.placeMention, spanOf(input.text, event.placeMention.value));
              return {
                title: fromModel(event.title, spanOf(input.text, event.title.value)),
                description: fromModel(event.description),
                startsAt: fromModel({ ...event.startsAt, value: withOffset(event.startsAt.value, input.timeZone) }),
                endsAt: fromModel({ ...event.endsAt, value: withOffset(event.endsAt.value, input.timeZone) }),
                startTimeKnown: event.startTimeKnown,
                endTimeKnown: event.endTimeKnown,
                price: fromModel(event.price),
                ticketUrl,
                placeMention,
                place: await matchPlace(input, placeMention),
                tags: fromModel(event.tags),
              };
            }),
          );
          // Where the rules read the post differently, the field is marked for a person to look at.
          const read = await rules;
          const result = AnnouncementExtraction.safeParse({
            provider: 'openai',
            model: settings.model,
            fallback: null,
            postponed: answer.postponed,
            events: events.map((event, index) => comparedWith(event, read?.events[index])),
          });
          if (!result.success) throw new ModelFailure('invalid-answer', invalidMessage(result.error));
          return result.data;
        },
        () => fallback.extractAnnouncement(input, options),
      ),

    analyseOpinion: (input: OpinionInput, options) =>
      withFallback(
        async (rules) => {
          const rating = input.rating ? `Star rating: ${input.rating} of 5\n\n` : '';
          const answer = await complete(
            settings,
            'opinion_analysis',
            ModelOpinion,
            OPINION_PROMPT,
            `${rating}Opinion:\n${input.text}`,
            options?.signal,
          );
          const read = await rules;
          const result = OpinionAnalysis.safeParse({
            provider: 'openai',
            model: settings.model,
            fallback: null,
            sentiment: answer.sentiment,
            score: answer.score,
            confidence:
              read && read.sentiment !== answer.sentiment
                ? Math.min(answer.confidence, DISAGREEMENT)
                : answer.confidence,
            aspects: answer.aspects.map(({ quote, ...aspect }) => ({ ...aspect, span: spanOf(input.text, quote) })),
            summary: answer.summary,
          });
          if (!result.success) throw new ModelFailure('invalid-answer', invalidMessage(result.error));
          return result.data;
        },
        () => fallback.analyseOpinion(input, options),
      ),
  };
}

/**
 * AI_BASE_URL and AI_MODEL (AI_API_KEY optional, AI_TIMEOUT_MS the limit on a hung request, 15 s unless set); null
 * when not configured.
 */
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
