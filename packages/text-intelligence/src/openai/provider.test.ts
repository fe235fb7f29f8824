import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AnnouncementExtraction,
  type AnnouncementInput,
  LOW_CONFIDENCE,
  type OpenAiSettings,
  OpinionAnalysis,
  type PlaceCandidate,
} from '../contract.ts';
import { builtinProvider } from '../index.ts';
import { createOpenAiProvider } from './provider.ts';

// The OpenAI-compatible provider against a real local HTTP server that speaks the chat completions protocol,
// including its failure modes: each ends in a valid result that says which provider answered and why.

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

const settings = (overrides: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
  baseUrl,
  model: 'test-model',
  apiKey: API_KEY,
  timeoutMs: 5000,
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
    expect(lookups).toEqual([['Синкопе']]);
    expect(event?.place).toMatchObject({ value: { id: 'place-sinkopa', name: 'Синкопа' }, source: 'lookup' });
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
    expect(result.aspects[1]).toMatchObject({
      aspect: 'SERVICE',
      span: { start: opinion.text.indexOf('официант'), text: 'официант нахамил' },
    });
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

  it('falls back when the model does not answer in time', async () => {
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
