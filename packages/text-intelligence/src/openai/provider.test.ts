import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnnouncementExtraction,
  type AnnouncementInput,
  LOW_CONFIDENCE,
  type OpenAiSettings,
  OpinionAnalysis,
  type PlaceCandidate,
  type TextIntelligence,
} from '../contract.ts';
import { builtinProvider } from '../index.ts';
import { createOpenAiProvider } from './provider.ts';

// The OpenAI-compatible provider against a real local HTTP server that speaks the chat completions protocol,
// including its failure modes: each ends in a valid result that says which provider answered and why. The model's time
// limit is a limit on a hang: generous here, short only where the server never answers.

/** The part of a chat completions request the tests look at. */
type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: { properties: Record<string, { type?: string }> } };
  };
};
type Received = { path: string; headers: IncomingMessage['headers']; body: ChatRequest };
type Handler = (request: Received, response: ServerResponse) => void;

const API_KEY = 'sk-test-secret-key';
let server: Server;
let baseUrl: string;
let handler: Handler;
const requests: Received[] = [];
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as ChatRequest };
    requests.push(request);
    handler(request, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  requests.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const settings = (overrides: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  baseUrl,
  model: 'test-model',
  apiKey: API_KEY,
  timeoutMs: 120_000,
  ...overrides,
});

/** Answers with a chat completion whose message content is `content`. */
const answer =
  (content: unknown): Handler =>
  (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'test-model',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
          },
        ],
      }),
    );
  };

const places: PlaceCandidate[] = [
  { id: 'place-sinkopa', name: 'Синкопа', aliases: ['Sinkopa'], address: 'ул. Рождественская, 5' },
  { id: 'place-singapore', name: 'Сингапур', aliases: [], address: 'ул. Минина, 10' },
];
const lookups: string[][] = [];
const announcement: AnnouncementInput = {
  text: 'Джазовый вечер в «Синкопе»\n25 ноября в 19:00, вход 500 ₽',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  timeZone: 'Europe/Moscow',
  places: async (phrases) => {
    lookups.push([...phrases]);
    return places;
  },
};
const opinion = { text: 'Коктейли отличные, но официант нахамил. Больше не придём.', rating: 2 };

const goodEvent = {
  title: { value: 'Джазовый вечер', confidence: 0.9 },
  description: { value: 'Джазовый вечер', confidence: 0.6 },
  startsAt: { value: '2026-11-25T19:00:00+03:00', confidence: 0.95 },
  endsAt: { value: null, confidence: 0.8 },
  startTimeKnown: true,
  endTimeKnown: true,
  price: { value: { min: 500, max: 500, free: false, donation: false }, confidence: 0.9 },
  placeMention: { value: 'Синкопе', confidence: 0.85 },
  tags: { value: ['MUSIC'], confidence: 0.7 },
};

/** The post read by the model as 20:00 and 700 ₽ (the rules read 19:00 and 500 ₽). */
const laterAndDearer = {
  ...goodEvent,
  startsAt: { value: '2026-11-25T20:00:00+03:00', confidence: 0.95 },
  price: { value: { min: 700, max: 700, free: false, donation: false }, confidence: 0.9 },
};

describe('the OpenAI-compatible provider', () => {
  it('asks for a JSON-schema answer with the key and fills the draft from it, matching the place in the catalogue', async () => {
    handler = answer({ postponed: false, events: [goodEvent] });
    lookups.length = 0;
    const result = AnnouncementExtraction.parse(
      await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement),
    );

    const [request] = requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_schema', json_schema: { name: 'announcement_events', strict: true } },
    });
    expect(request?.body.response_format.json_schema.schema.properties.events?.type).toBe('array');
    const userMessage = request?.body.messages.find((m) => m.role === 'user')?.content;
    expect(userMessage).toContain('2026-11-20T10:00:00.000Z');
    expect(userMessage).toContain('Europe/Moscow');

    expect(result).toMatchObject({ provider: 'openai', model: 'test-model', fallback: null });
    const [event] = result.events;
    expect(event?.title).toMatchObject({ value: 'Джазовый вечер', source: 'model', span: { text: 'Джазовый вечер' } });
    expect(event?.startsAt).toMatchObject({ value: '2026-11-25T19:00:00+03:00', source: 'model' });
    expect(event?.price.value).toEqual({ min: 500, max: 500, free: false, donation: false });
    expect(event?.placeMention.span?.text).toBe('Синкопе');
    // The model's mention is looked up (the rules' own reading asks about its phrases too).
    expect(lookups).toContainEqual(['Синкопе']);
    expect(event?.place).toMatchObject({ value: { id: 'place-sinkopa', name: 'Синкопа' }, source: 'lookup' });
  });

  it('keeps the model’s confidence where the rules read the post the same way', async () => {
    handler = answer({ postponed: false, events: [goodEvent] });
    const result = await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement);
    expect(result).toMatchObject({ provider: 'openai', fallback: null });
    const [event] = result.events;
    expect(event?.title).toMatchObject({ value: 'Джазовый вечер', confidence: 0.9 });
    expect(event?.startsAt).toMatchObject({ value: '2026-11-25T19:00:00+03:00', confidence: 0.95 });
    expect(event?.price.confidence).toBe(0.9);
    expect(event?.place.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('marks for a look each field the model read differently from the rules, keeping the model’s value', async () => {
    // The rules read 25 ноября 19:00 and 500 ₽; the model says 20:00 and 700 ₽.
    handler = answer({ postponed: false, events: [laterAndDearer] });
    const result = AnnouncementExtraction.parse(
      await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement),
    );
    expect(result).toMatchObject({ provider: 'openai', fallback: null });
    const [event] = result.events;
    expect(event?.startsAt.value).toBe('2026-11-25T20:00:00+03:00');
    expect(event?.startsAt.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(event?.price.value).toEqual({ min: 700, max: 700, free: false, donation: false });
    expect(event?.price.confidence).toBeLessThan(LOW_CONFIDENCE);
    // Where both read the same (the title, the place), the field stays as sure as the model was.
    expect(event?.title.confidence).toBe(0.9);
    expect(event?.place.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('does not count a slow reading by the rules against the model’s time limit', async () => {
    // The limit is the test's to end: it runs out once the model's answer is in hand and the rules are still reading,
    // whatever the machine's speed.
    const limit = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    let answered!: () => void;
    const inHand = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      const text = await response.text();
      answered();
      return new Response(text, { status: response.status, headers: response.headers });
    });
    let readings = 0;
    const slowRules: TextIntelligence = {
      ...builtinProvider,
      extractAnnouncement: async (input, options) => {
        readings += 1;
        await inHand;
        limit.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
        return builtinProvider.extractAnnouncement(input, options);
      },
    };
    handler = answer({ postponed: false, events: [laterAndDearer] });
    const result = await createOpenAiProvider(settings(), slowRules).extractAnnouncement(announcement);
    expect(limit.signal.aborted).toBe(true);
    expect(result).toMatchObject({ provider: 'openai', fallback: null });
    expect(result.events[0]?.startsAt.value).toBe('2026-11-25T20:00:00+03:00');
    // The comparison waited for the slow reading rather than giving it up.
    expect(result.events[0]?.startsAt.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(readings).toBe(1);
  });

  it('sends the request once more when the connection is dropped before any answer', async () => {
    // What a kept-alive connection does when the server closes it for idleness just as it is used again (a test
    // process kept busy for the server's keep-alive time by the rules' first reading on a loaded machine).
    let received = 0;
    handler = (request, response) => {
      received += 1;
      if (received === 1) response.socket?.destroy();
      else answer({ postponed: false, events: [goodEvent] })(request, response);
    };
    const result = await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement);
    expect(received).toBe(2);
    expect(result).toMatchObject({ provider: 'openai', fallback: null });

    // Only once: a server that drops every request is a failure, answered by the rules.
    handler = (_request, response) => {
      response.socket?.destroy();
    };
    requests.length = 0;
    const dropped = await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement);
    expect(requests).toHaveLength(2);
    expect(dropped).toMatchObject({ provider: 'builtin', fallback: { reason: 'failed' } });
  });

  it('copies the ticket link from the text itself, whatever the model writes', async () => {
    handler = answer({
      postponed: false,
      events: [{ ...goodEvent, ticketUrl: { value: 'https://qtickets.ru/evil', confidence: 1 } }],
    });
    const link = 'https://sinkopa.qtickets.events/98765-dzhazovyy-vecher';
    const result = await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement({
      ...announcement,
      text: `${announcement.text}\nБилеты: ${link}.`,
    });
    expect(result.provider).toBe('openai');
    expect(result.events[0]?.ticketUrl).toMatchObject({ value: link, source: 'text', span: { text: link } });
  });

  it('reads a time the model gave without an offset in the announcement’s time zone', async () => {
    handler = answer({
      postponed: false,
      events: [{ ...goodEvent, startsAt: { value: '2026-11-25T19:00', confidence: 0.9 } }],
    });
    const result = await createOpenAiProvider(settings({ apiKey: null }), builtinProvider).extractAnnouncement(
      announcement,
    );
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(result.events[0]?.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
  });

  it('analyses an opinion with the model, pointing each aspect at the words it quoted', async () => {
    handler = answer({
      sentiment: 'NEGATIVE',
      score: -0.4,
      confidence: 0.8,
      aspects: [
        { aspect: 'COCKTAILS', sentiment: 'POSITIVE', score: 0.8, quote: 'Коктейли отличные' },
        { aspect: 'SERVICE', sentiment: 'NEGATIVE', score: -0.9, quote: 'официант нахамил' },
      ],
      summary: 'Коктейли отличные, но официант нахамил.',
    });
    const result = OpinionAnalysis.parse(
      await createOpenAiProvider(settings(), builtinProvider).analyseOpinion(opinion),
    );
    expect(requests[0]?.body.response_format.json_schema).toMatchObject({ name: 'opinion_analysis', strict: true });
    expect(result).toMatchObject({ provider: 'openai', model: 'test-model', fallback: null, sentiment: 'NEGATIVE' });
    // The rules read it as negative too: the model's confidence stands.
    expect(result.confidence).toBe(0.8);
    expect(result.aspects[1]).toMatchObject({
      aspect: 'SERVICE',
      span: { start: opinion.text.indexOf('официант'), text: 'официант нахамил' },
    });
  });

  it('marks an opinion for a look when the model and the rules disagree on its sentiment', async () => {
    handler = answer({
      sentiment: 'POSITIVE',
      score: 0.6,
      confidence: 0.9,
      aspects: [],
      summary: 'Коктейли отличные, но официант нахамил.',
    });
    const result = await createOpenAiProvider(settings(), builtinProvider).analyseOpinion(opinion);
    expect(result).toMatchObject({ provider: 'openai', fallback: null, sentiment: 'POSITIVE' });
    expect(result.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('falls back to the built-in provider when the answer breaks the schema', async () => {
    handler = answer({ sentiment: 'GOOD', score: 3, aspects: [], summary: '' });
    const result = OpinionAnalysis.parse(
      await createOpenAiProvider(settings(), builtinProvider).analyseOpinion(opinion),
    );
    expect(result).toMatchObject({ provider: 'builtin', model: null, fallback: { reason: 'invalid-answer' } });
    expect(result.fallback?.message).toContain('не прошёл проверку');
    expect(result.aspects.map((a) => a.aspect)).toContain('SERVICE');
  });

  it('falls back when the answer is not JSON at all', async () => {
    handler = answer('Конечно! Вот события: джаз 25 ноября.');
    const result = AnnouncementExtraction.parse(
      await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement),
    );
    expect(result).toMatchObject({ provider: 'builtin', fallback: { reason: 'invalid-answer' } });
    expect(result.events.length).toBeGreaterThan(0);
  });

  it('falls back when the model hangs past its limit', async () => {
    handler = (_request, response) => {
      held.push(response);
    };
    const result = OpinionAnalysis.parse(
      await createOpenAiProvider(settings({ timeoutMs: 150 }), builtinProvider).analyseOpinion(opinion),
    );
    // Whether the request reached the model before the 150 ms ran out depends on the machine's load; what the caller
    // gets does not.
    expect(requests.length).toBeLessThanOrEqual(1);
    expect(result).toMatchObject({ provider: 'builtin', fallback: { reason: 'timeout' } });
    expect(result.fallback?.message).toContain('150 мс');
  });

  it('stops when the caller gives up, without a fallback answer', async () => {
    handler = (_request, response) => {
      held.push(response);
    };
    const caller = new AbortController();
    const pending = createOpenAiProvider(settings(), builtinProvider).analyseOpinion(opinion, {
      signal: caller.signal,
    });
    await expect.poll(() => requests.length).toBe(1);
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('falls back when the service answers with an HTTP error', async () => {
    handler = (_request, response) => {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { message: 'model crashed' } }));
    };
    const result = AnnouncementExtraction.parse(
      await createOpenAiProvider(settings(), builtinProvider).extractAnnouncement(announcement),
    );
    expect(result).toMatchObject({ provider: 'builtin', fallback: { reason: 'failed' } });
    expect(result.fallback?.message).toContain('HTTP 500');
  });

  it('falls back when nothing listens at the address, and never tells the key', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const provider = createOpenAiProvider(settings({ baseUrl: `http://127.0.0.1:${port}/v1` }), builtinProvider);
    const result = OpinionAnalysis.parse(await provider.analyseOpinion(opinion));
    expect(result).toMatchObject({ provider: 'builtin', fallback: { reason: 'failed' } });
    expect(result.fallback?.message).toContain('ECONNREFUSED');
    expect(JSON.stringify(result)).not.toContain(API_KEY);
  });
});
