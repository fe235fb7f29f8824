import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingTokens, externalEventAnnouncements, users } from '../../api/src/db/schema.ts';
import { seedIfEmpty } from '../../api/src/demo/seed.ts';
import { tonightEnds } from '../../api/src/features/bot/bot.service.ts';
import { APP_ORIGIN, bearer, grant, type Session, signUp } from '../../api/src/testing/test-app.ts';
import { publishCommands } from './bot.ts';
import type { InternalApiError } from './internal-api.ts';
import { botText, commands } from './messages.ts';
import { commandUpdate, type Harness, person, startHarness } from './testing/harness.ts';
import { webhookServer } from './webhook.ts';

const MANAGER_TELEGRAM_ID = 777_000_001;

describe('the Telegram bot against a real API', () => {
  let h: Harness;
  let anna: Session;

  const bindingLink = async (session: Session) => {
    const response = await h.app.inject({ url: '/api/auth/generate-binding-token', headers: bearer(session) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { token: string; link: string };
  };
  const me = async (session: Session) =>
    (
      await h.app.inject({ method: 'POST', url: '/api/auth/init', headers: { ...bearer(session), origin: APP_ORIGIN } })
    ).json().user as { telegramBound: boolean };

  beforeAll(async () => {
    h = await startHarness();
    // The demo city: places, events tonight and in the coming weeks.
    expect(await seedIfEmpty(h.app.db, { now: new Date() })).toBe(true);
    anna = await signUp(h.app, { displayName: 'Анна Петрова' });
    // A limit on a hang: migrating and seeding the demo city took over 3 min at a load average of 27 (15 s idle).
  }, 600_000);
  afterAll(() => h?.close());

  it('publishes its command menu in Russian', async () => {
    await publishCommands(h.bot);
    const call = h.sent.findLast((entry) => entry.method === 'setMyCommands');
    expect(call?.payload.commands).toEqual(commands.map(({ command, description }) => ({ command, description })));
  });

  it('binds the account of the site link, and the profile shows it; /unbind undoes it', async () => {
    const telegram = h.person(500_001, 'Анна', 'anna_tg');
    expect((await me(anna)).telegramBound).toBe(false);
    const { token, link } = await bindingLink(anna);
    expect(link).toBe(`https://t.me/mesto_test_bot?start=${token}`);

    const answer = h.texts(await h.command(telegram, `/start ${token}`));
    expect(answer).toEqual([botText.bound('Анна Петрова')]);
    expect((await me(anna)).telegramBound).toBe(true);
    const [row] = await h.app.db.select().from(users).where(eq(users.id, anna.userId));
    expect(row?.telegramId).toBe(500_001);
    expect(row?.telegramUsername).toBe('anna_tg');

    expect(h.texts(await h.command(telegram, '/unbind'))).toEqual([botText.unbound]);
    expect((await me(anna)).telegramBound).toBe(false);
    expect(h.texts(await h.command(telegram, '/unbind'))).toEqual([botText.notBound]);
  });

  it('says why a link does not bind: used, expired, unknown, or a Telegram bound to someone else', async () => {
    const telegram = h.person(500_002, 'Борис');
    const boris = await signUp(h.app, { displayName: 'Борис' });
    const first = await bindingLink(boris);
    expect(h.texts(await h.command(telegram, `/start ${first.token}`))).toEqual([botText.bound('Борис')]);
    // The same link again, even by the same person.
    expect(h.texts(await h.command(telegram, `/start ${first.token}`))).toEqual([botText.bindingUsed]);

    const expired = await bindingLink(boris);
    await h.app.db
      .update(bindingTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(bindingTokens.userId, boris.userId)));
    expect(h.texts(await h.command(telegram, `/start ${expired.token}`))).toEqual([botText.bindingExpired]);
    expect(h.texts(await h.command(telegram, '/start not-a-token-at-all'))).toEqual([botText.bindingUnknown]);

    // Boris's Telegram cannot become Vera's while it is Boris's.
    const vera = await signUp(h.app, { displayName: 'Вера' });
    const veraLink = await bindingLink(vera);
    expect(h.texts(await h.command(telegram, `/start ${veraLink.token}`))).toEqual([botText.telegramTaken]);
    expect((await me(vera)).telegramBound).toBe(false);
    expect((await me(boris)).telegramBound).toBe(true);

    // The site unbinds as well.
    const unbind = await h.app.inject({
      method: 'POST',
      url: '/api/auth/unbind-telegram',
      headers: { ...bearer(boris), origin: APP_ORIGIN },
    });
    expect(unbind.statusCode, unbind.body).toBe(200);
    expect((await me(boris)).telegramBound).toBe(false);
    expect(h.texts(await h.command(telegram, '/following'))).toEqual([botText.followingNotBound]);
  });

  it('welcomes a /start without a token and answers /help', async () => {
    const telegram = h.person(500_003);
    expect(h.texts(await h.command(telegram, '/start'))).toEqual([botText.welcome('https://mesto.example')]);
    expect(h.texts(await h.command(telegram, '/help'))).toEqual([botText.help]);
  });

  it('/today lists what the site lists for tonight', async () => {
    const listed = await h.app.inject({
      url: `/api/events?to=${encodeURIComponent(tonightEnds().toISOString())}&limit=8`,
    });
    const titles = (listed.json().items as Array<{ title: string }>).map((item) => item.title);
    const [answer] = h.texts(await h.command(h.person(500_004), '/today'));
    if (titles.length === 0) {
      expect(answer).toBe(botText.todayEmpty);
    } else {
      expect(answer?.split('\n')[0]).toBe(botText.todayTitle);
      expect(answer?.split('\n')).toHaveLength(titles.length + 1);
      for (const title of titles) expect(answer).toContain(title.replaceAll('&', '&amp;'));
    }
  });

  it('/near asks for a location with a button, then lists open places and tonight’s events around it', async () => {
    const root = await signUp(h.app);
    await grant(h.app, root.userId, ['ROOT']);
    const post = (url: string, payload: object) =>
      h.app.inject({ method: 'POST', url, payload, headers: { ...bearer(root), origin: APP_ORIGIN } });
    // A place open around the clock far from the demo city, and an event there in an hour.
    const allWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((weekday) => ({
      weekday,
      from: 0,
      to: 1440,
    }));
    const place = await post('/api/places/editor', {
      name: 'Круглосуточная «Сова»',
      address: 'ул. Ночная, 1',
      latitude: 61.25,
      longitude: 73.4,
      schedule: allWeek,
    });
    expect(place.statusCode, place.body).toBe(200);
    const startsAt = new Date(Date.now() + 3600_000);
    startsAt.setUTCSeconds(0, 0);
    const event = await post('/api/events/editor', {
      title: 'Ночной квиз',
      placeId: place.json().id,
      startsAt: startsAt.toISOString(),
    });
    expect(event.statusCode, event.body).toBe(200);

    const telegram = h.person(500_005);
    const [ask] = (await h.command(telegram, '/near')).filter((call) => call.method === 'sendMessage');
    expect(ask?.payload.text).toBe(botText.nearAsk);
    expect(ask?.payload.reply_markup).toMatchObject({
      keyboard: [[{ text: botText.nearButton, request_location: true }]],
    });

    const [answer] = h.texts(await h.say(telegram, { location: { latitude: 61.2505, longitude: 73.401 } }));
    expect(answer).toContain('Круглосуточная «Сова»');
    expect(answer).toContain('Ночной квиз');
    expect(answer).toMatch(/(?<!\d)\d+ м/);
    // Nothing of the demo city, two thousand kilometres away.
    expect(answer).not.toContain(botText.nearPlacesEmpty);

    // In the demo city itself: what the places list says is open there now.
    const demo = (await h.app.inject({ url: '/api/places?openNow=true&limit=1' })).json().items[0] as
      | { name: string; latitude: number; longitude: number }
      | undefined;
    if (demo) {
      const [cityAnswer] = h.texts(
        await h.say(telegram, { location: { latitude: demo.latitude, longitude: demo.longitude } }),
      );
      expect(cityAnswer).toContain(demo.name.replaceAll('&', '&amp;'));
    }
  });

  it('/following lists the upcoming events of the places the user follows', async () => {
    const telegram = h.person(500_006);
    const gleb = await signUp(h.app, { displayName: 'Глеб' });
    await h.command(telegram, `/start ${(await bindingLink(gleb)).token}`);
    expect(h.texts(await h.command(telegram, '/following'))).toEqual([botText.followingEmpty]);

    const upcoming = (await h.app.inject({ url: '/api/events?limit=1' })).json().items[0] as {
      title: string;
      placeId: string;
    };
    const follow = await h.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/subscribe',
      payload: { placeId: upcoming.placeId },
      headers: { ...bearer(gleb), origin: APP_ORIGIN },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const [answer] = h.texts(await h.command(telegram, '/following'));
    expect(answer?.split('\n')[0]).toBe(botText.followingTitle);
    expect(answer).toContain(upcoming.title.replaceAll('&', '&amp;'));
  });

  describe('announcement intake', () => {
    const post =
      'Джазовый вечер с трио Петрова\n25 ноября 2030 года в 19:00, джаз-клуб «Синкопа». Вход 700 ₽\nБилеты: https://radario.ru/e/jazz-trio?utm=tg&a=1.';
    const forwarded = (messageId: number, extra: Record<string, unknown> = {}) => ({
      forward_origin: {
        type: 'channel',
        chat: { id: -1001234567890, type: 'channel', title: 'Афиша города', username: 'afisha_city' },
        message_id: messageId,
        date: Math.floor(new Date('2030-11-01T09:00:00Z').getTime() / 1000),
      },
      ...extra,
    });

    it('turns a forwarded channel post into an announcement with its source, and answers with the draft', async () => {
      const manager = await signUp(h.app, { displayName: 'Марина' });
      await grant(h.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
      const telegram = h.person(MANAGER_TELEGRAM_ID, 'Марина');
      await h.command(telegram, `/start ${(await bindingLink(manager)).token}`);

      const calls = await h.say(telegram, forwarded(42, { text: post }));
      const [reply] = calls.filter((call) => call.method === 'sendMessage');
      const [row] = await h.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.sourceUrl, 'https://t.me/afisha_city/42'));
      expect(row).toBeDefined();
      expect(row?.source).toBe('Telegram: Афиша города (@afisha_city)');
      expect(row?.rawText).toBe(post);
      expect(row?.publishedAt?.toISOString()).toBe('2030-11-01T09:00:00.000Z');
      expect(row?.status).toBe('NEW');

      // It is in the business panel's list of new announcements, newest first, nobody's yet.
      const listed = await h.app.inject({
        url: '/api/external-event-announcements?status=NEW&sort=newest&limit=1',
        headers: bearer(manager),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().items[0]).toMatchObject({
        id: row?.id,
        claim: null,
        sourceUrl: 'https://t.me/afisha_city/42',
      });

      const text = String(reply?.payload.text);
      expect(text.split('\n')[0]).toBe(botText.announcementTaken);
      const draft = row?.draft as { title: string; price: number | null } | null;
      if (draft?.title) expect(text).toContain(`Название: ${draft.title}`);
      if (draft?.price) expect(text).toContain(`Цена: ${draft.price} ₽`);
      // The ticket link as the post gave it, without the sentence's full stop, escaped for the message's HTML.
      expect(text).toContain('Билеты: https://radario.ru/e/jazz-trio?utm=tg&amp;a=1');
      expect(text).not.toContain('a=1.');
      expect(reply?.payload.reply_markup).toEqual({
        inline_keyboard: [
          [
            {
              text: botText.announcementReview,
              url: 'https://business.mesto.example/business/external-event-announcements',
            },
          ],
        ],
      });

      // A photo with a caption works too; the same post forwarded again stays one announcement.
      const photo = [{ file_id: 'photo-1', file_unique_id: 'u1', width: 800, height: 600 }];
      const again = h.texts(await h.say(telegram, forwarded(42, { photo, caption: post })));
      expect(again[0]?.split('\n')[0]).toBe(botText.announcementKnown);
      const captioned = h.texts(
        await h.say(telegram, forwarded(43, { photo, caption: 'Лекция об архитектуре 2 декабря 2030 в 18:30' })),
      );
      expect(captioned[0]?.split('\n')[0]).toBe(botText.announcementTaken);
      const rows = await h.app.db.select().from(externalEventAnnouncements);
      expect(rows.filter((item) => item.sourceUrl?.startsWith('https://t.me/afisha_city/'))).toHaveLength(2);
    });

    it('keeps one announcement of a private channel’s post forwarded twice at once, told apart by the channel’s id', async () => {
      const manager = await signUp(h.app, { displayName: 'Олег' });
      await grant(h.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
      const telegram = h.person(MANAGER_TELEGRAM_ID + 7, 'Олег');
      await h.command(telegram, `/start ${(await bindingLink(manager)).token}`);
      // A private channel: no username, so no link; only its id and the post's number name the post.
      const privatePost = (channelId: number, messageId: number) => ({
        forward_origin: {
          type: 'channel',
          chat: { id: channelId, type: 'channel', title: 'Закрытый клуб' },
          message_id: messageId,
          date: Math.floor(new Date('2030-11-02T09:00:00Z').getTime() / 1000),
        },
        text: post,
      });
      const answers = await Promise.all([
        h.say(telegram, privatePost(-1009876543210, 7)),
        h.say(telegram, privatePost(-1009876543210, 7)),
      ]);
      const rows = await h.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.sourceKey, 'telegram:-1009876543210:7'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.sourceUrl).toBeNull();
      // Both updates run at once, so each one's window of sent messages may hold the other's answer too.
      const replies = h.texts([...new Set(answers.flat())]);
      const firstLines = replies.map((text) => text.split('\n')[0]).sort();
      expect(firstLines).toEqual([botText.announcementKnown, botText.announcementTaken].sort());
      // Another post of that channel, and the same number in another channel, are announcements of their own.
      expect(h.texts(await h.say(telegram, privatePost(-1009876543210, 8)))[0]?.split('\n')[0]).toBe(
        botText.announcementTaken,
      );
      expect(h.texts(await h.say(telegram, privatePost(-1001111111111, 7)))[0]?.split('\n')[0]).toBe(
        botText.announcementTaken,
      );
    });

    it('politely refuses a user without the permission, and asks an unbound one to bind first', async () => {
      const before = (await h.app.db.select().from(externalEventAnnouncements)).length;
      const visitor = await signUp(h.app, { displayName: 'Посетитель' });
      const telegram = h.person(500_100);
      await h.command(telegram, `/start ${(await bindingLink(visitor)).token}`);
      expect(h.texts(await h.say(telegram, forwarded(77, { text: post })))).toEqual([botText.announcementForbidden]);
      expect(h.texts(await h.say(h.person(500_101), forwarded(78, { text: post })))).toEqual([
        botText.announcementNotBound,
      ]);
      // A message forwarded from a person, not a channel, is no announcement.
      const fromPerson = { forward_origin: { type: 'user', sender_user: h.person(500_102), date: 1 }, text: post };
      expect(h.texts(await h.say(telegram, fromPerson))).toEqual([botText.notForwardedFromChannel]);
      expect((await h.app.db.select().from(externalEventAnnouncements)).length).toBe(before);
    });
  });

  it('takes updates by webhook only with Telegram’s secret token', async () => {
    const server = webhookServer(h.bot, { path: '/telegram/webhook', secretToken: 'webhook-secret_1' });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const update = commandUpdate(990_001, person(500_200, 'Веб'), '/help');
      const post = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/telegram/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(update),
        });
      const before = h.sent.length;
      expect((await post({})).status).toBe(401);
      expect((await post({ 'x-telegram-bot-api-secret-token': 'a-guess' })).status).toBe(401);
      expect(h.sent.length).toBe(before);
      expect((await post({ 'x-telegram-bot-api-secret-token': 'webhook-secret_1' })).status).toBe(200);
      expect(h.texts(h.sent.slice(before))).toEqual([botText.help]);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('answers Telegram at once while a slow update is still handled, and replies once when it is done', async () => {
    const { createBot } = await import('./bot.ts');
    const { botInfo } = await import('./testing/harness.ts');
    // An API that takes its time (a long post being read): the webhook must not make Telegram send the update again.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const slow = createBot({
      config: h.config,
      api: {
        ...h.client,
        today: async (limit?: number) => {
          await held;
          return h.client.today(limit);
        },
      },
      botInfo,
      log: { error: () => {}, warn: () => {}, info: () => {} },
    });
    const texts: string[] = [];
    slow.api.config.use(async (_previous, method, payload) => {
      if (method === 'sendMessage') texts.push(String((payload as { text: string }).text));
      return { ok: true, result: true } as never;
    });
    const server = webhookServer(slow, { path: '/slow', answerWithinMs: 50 });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(commandUpdate(990_101, person(500_400, 'Ю'), '/today')),
      });
      expect(answer.status).toBe(200);
      expect(texts).toEqual([]);
      release();
      const started = Date.now();
      while (texts.length === 0 && Date.now() - started < 30_000) await new Promise((done) => setTimeout(done, 20));
      expect(texts).toHaveLength(1);
      expect(texts[0]).not.toBe(botText.apiDown);
    } finally {
      release();
      await new Promise((done) => server.close(done));
    }
  });

  it('says Место is unreachable when the API does not answer', async () => {
    const { createBot } = await import('./bot.ts');
    const { createInternalApi } = await import('./internal-api.ts');
    const { botInfo } = await import('./testing/harness.ts');
    // A port nothing listens on: the API is down.
    const closed = webhookServer(h.bot, { path: '/x' });
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const failures: unknown[] = [];
    const lonely = createBot({
      config: h.config,
      api: createInternalApi({ baseUrl: `http://127.0.0.1:${port}`, secret: h.config.BOT_INTERNAL_SECRET }),
      botInfo,
      log: { error: (...args: unknown[]) => failures.push(args), warn: () => {}, info: () => {} },
    });
    const texts: string[] = [];
    lonely.api.config.use(async (_previous, method, payload) => {
      if (method === 'sendMessage') texts.push(String((payload as { text: string }).text));
      return { ok: true, result: true } as never;
    });
    await lonely.handleUpdate(commandUpdate(1, person(500_300, 'Ю'), '/today'));
    expect(texts).toEqual([botText.apiDown]);
    expect(failures).toHaveLength(1);
  });

  it('the internal client is refused with a wrong secret', async () => {
    const { createInternalApi } = await import('./internal-api.ts');
    const wrong = createInternalApi({ baseUrl: h.config.MESTO_API_URL, secret: 'wrong-secret-0123456789' });
    expect(await h.client.ping()).toEqual({ ok: true });
    await expect(wrong.ping()).rejects.toMatchObject({ status: 401 });
    await expect(wrong.today()).rejects.toMatchObject({
      status: 401,
      code: 'BOT_SECRET',
    } satisfies Partial<InternalApiError>);
    expect(h.errors).toEqual([]);
  });
});
