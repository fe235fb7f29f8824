import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalEventAnnouncements } from '../../api/src/db/schema.ts';
import {
  bindTelegram,
  insertOutboxRows,
  outboxRowsOf,
} from '../../api/src/features/notifications/notifications.testing.ts';
import { APP_ORIGIN, bearer, grant, signUp } from '../../api/src/testing/test-app.ts';
import { startDelivery } from './delivery/delivery.ts';
import { createOutboxClient } from './delivery/outbox-client.ts';
import { botText } from './messages.ts';
import { BOT_SECRET, type Harness, startHarness } from './testing/harness.ts';

// What the bot sends stays within Telegram's limit on a message (a longer one is refused whole, and the person hears
// nothing or «Место недоступно»), and never holds half a character, whatever the names, posts and notifications it
// quotes are made of: here, long emoji at the lengths the site allows.

/** Telegram refuses a message whose text is longer (it counts after parsing the HTML; markup only adds). */
const TELEGRAM_TEXT_LIMIT = 4096;
const PARTY = '🎉';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What Telegram checks of an HTML message: its length, whole characters, and tags that open and close. */
function problemsOf(text: string | undefined): string[] {
  if (text === undefined) return ['no message'];
  const problems: string[] = [];
  if (text.length > TELEGRAM_TEXT_LIMIT) problems.push(`${text.length} units, over ${TELEGRAM_TEXT_LIMIT}`);
  if (LONE_SURROGATE.test(text) || text.includes('\uFFFD')) problems.push('half a character');
  for (const tag of ['a', 'b', 'i']) {
    const opened = text.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
    const closed = text.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    if (opened !== closed) problems.push(`<${tag}> opened ${opened} times, closed ${closed}`);
  }
  // An entity cut in two («&am») would not parse: every & starts a whole one.
  if (/&(?!(?:amp|lt|gt|quot);)/.test(text)) problems.push('a broken entity');
  return problems;
}

describe('messages within Telegram’s limits', () => {
  let h: Harness;
  const root = async () => {
    const session = await signUp(h.app);
    await grant(h.app, session.userId, ['ROOT']);
    return session;
  };

  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('/near around places and events of long emoji names stays one valid message', async () => {
    const admin = await root();
    const post = (url: string, payload: object) =>
      h.app.inject({ method: 'POST', url, payload, headers: { ...bearer(admin), origin: APP_ORIGIN } });
    const allWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((weekday) => ({
      weekday,
      from: 0,
      to: 1440,
    }));
    const startsAt = new Date(Date.now() + 3600_000);
    startsAt.setUTCSeconds(0, 0);
    // Names and addresses as long as the site lets them be (120 and 300 UTF-16 units), six of each.
    for (let index = 0; index < 6; index += 1) {
      const place = await post('/api/places/editor', {
        name: `Бар ${index} ${PARTY.repeat(57)}`,
        address: `a${PARTY.repeat(149)}`,
        latitude: 43.1 + index * 0.0001,
        longitude: 131.9,
        schedule: allWeek,
      });
      expect(place.statusCode, place.body).toBe(200);
      const event = await post('/api/events/editor', {
        title: `a${PARTY.repeat(59)}`,
        placeId: place.json().id,
        startsAt: startsAt.toISOString(),
      });
      expect(event.statusCode, event.body).toBe(200);
    }
    const [answer] = h.texts(await h.say(h.person(600_001), { location: { latitude: 43.1, longitude: 131.9 } }));
    expect(problemsOf(answer)).toEqual([]);
    expect(answer?.split('\n')[0]).toBe(botText.nearPlacesTitle);
    expect(answer).toContain(`Бар 0 ${PARTY.repeat(57)}`);
  });

  it('a forwarded post naming a place in a long emoji line, from a channel of a long emoji title', async () => {
    const manager = await signUp(h.app, { displayName: 'Марина' });
    await grant(h.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
    const telegram = h.person(600_002, 'Марина');
    const token = await h.app.inject({ url: '/api/auth/generate-binding-token', headers: bearer(manager) });
    await h.command(telegram, `/start ${token.json().token}`);

    // As long as Telegram lets a post be (4096), the place's line almost all of it.
    const head = 'Концерт 25 ноября 2030 года в 19:00\n📍 Клуб «a';
    const text = `${head}${PARTY.repeat(Math.floor((TELEGRAM_TEXT_LIMIT - head.length - 1) / 2))}»`;
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const calls = await h.say(telegram, {
      text,
      forward_origin: {
        type: 'channel',
        chat: { id: -1009876543210, type: 'channel', title: `a${PARTY.repeat(127)}`, username: 'emoji_city' },
        message_id: 7,
        date: Math.floor(Date.now() / 1000),
      },
    });
    const [reply] = h.texts(calls);
    expect(problemsOf(reply)).toEqual([]);
    expect(reply?.split('\n')[0]).toBe(botText.announcementTaken);

    const [row] = await h.app.db
      .select()
      .from(externalEventAnnouncements)
      .where(eq(externalEventAnnouncements.sourceUrl, 'https://t.me/emoji_city/7'));
    expect(row?.rawText).toBe(text);
    // The source is cut to its 200 at whole characters, and so is whatever the reading stored.
    expect(row?.source.length).toBeLessThanOrEqual(200);
    expect(row?.source.startsWith('Telegram: a🎉🎉')).toBe(true);
    const stored = JSON.stringify([row?.source, row?.draft, row?.extraction]);
    expect(LONE_SURROGATE.test(stored) || stored.includes('\uFFFD') || /\\ud[89ab]/i.test(stored)).toBe(false);
  });

  it('a notification longer than a message is cut at whole characters, and its link is kept', async () => {
    const person = await signUp(h.app, { displayName: 'Вера' });
    await bindTelegram(h.app, person.userId, 600_003);
    // A subject as long as a stored text allows: the message the API composes is longer than Telegram takes.
    await insertOutboxRows(h.app, [
      {
        userId: person.userId,
        kind: 'OPINION_ANSWER',
        groupKey: 'opinion-answers',
        payload: { subject: `a${PARTY.repeat(3000)}`, text: 'Спасибо!', path: '/place/emoji' },
        availableAt: new Date(Date.now() - 1000),
      },
    ]);
    const sent: string[] = [];
    h.bot.api.config.use(async (previous, method, payload, signal) => {
      if (method === 'sendMessage') sent.push(String((payload as { text: string }).text));
      return previous(method, payload, signal);
    });
    const delivery = startDelivery({
      api: h.bot.api,
      outbox: createOutboxClient({ baseUrl: h.config.MESTO_API_URL, secret: BOT_SECRET }),
      // Not a link Telegram takes as a button: the address goes at the end of the text.
      siteUrl: 'http://localhost:5173',
      businessUrl: 'http://localhost:5174',
      idleMs: 50,
    });
    const started = Date.now();
    while ((await outboxRowsOf(h.app, person.userId)).some((row) => row.sentAt === null)) {
      if (Date.now() - started > 20_000) throw new Error('the notification was not sent');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await delivery.stop();
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message?.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(LONE_SURROGATE.test(message ?? '')).toBe(false);
    expect(message?.endsWith('…\n\nhttp://localhost:5173/place/emoji')).toBe(true);
  });
});
