import type { Visibility } from '@mesto/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  opinions,
  organisations,
  places,
  roomParticipants,
  rooms,
  userOrganisationBinds,
  userSubscriptions,
  userVisits,
} from '../../db/schema.ts';
import { bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

type Item = { type: 'event' | 'opinion' | 'room' | 'visit'; id: string; at: string; actor?: { id: string } };
type Page = { items: Item[]; nextCursor: string | null };

const VISIBILITIES: Visibility[] = ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'];
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('feed', () => {
  let t: TestApp;
  let n = 0;
  const code = (prefix: string) => {
    n += 1;
    return `${prefix}${String(n).padStart(5, '0')}`;
  };

  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const page = async (url: string, session?: Session): Promise<Page> => {
    const response = await get(url, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Every item of a stream, page by page. */
  const all = async (path: string, session: Session | undefined, limit = 100) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 200; pages++) {
      const url = `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const result = await page(url, session);
      items.push(...result.items);
      cursor = result.nextCursor;
      if (!cursor) return items;
    }
    throw new Error('the feed never ended');
  };
  const ids = (items: Item[]) => items.map((item) => item.id);

  let organisationId = '';
  const placeIds: string[] = [];
  const newPlace = async (withOrganisation = true) => {
    const [row] = await t.app.db
      .insert(places)
      .values({ code: code('fp'), name: `Место ${n}`, organisationId: withOrganisation ? organisationId : null })
      .returning();
    return (row as { id: string }).id;
  };
  const follow = (subscriber: Session, target: { userId?: string; placeId?: string }) =>
    t.app.db.insert(userSubscriptions).values({ subscriberId: subscriber.userId, ...target });
  const opinion = async (author: Session, visibility: Visibility, placeId: string, createdAt = new Date()) => {
    const [row] = await t.app.db
      .insert(opinions)
      .values({
        code: code('fo'),
        authorId: author.userId,
        placeId,
        rating: 4,
        text: visibility,
        visibility,
        createdAt,
      })
      .returning();
    return (row as { id: string }).id;
  };
  const visit = async (author: Session, visibility: Visibility, placeId: string, startedAt = new Date()) => {
    const [row] = await t.app.db
      .insert(userVisits)
      .values({
        userId: author.userId,
        placeId,
        visibility,
        startedAt,
        expiresAt: new Date(startedAt.getTime() + 2 * HOUR),
      })
      .returning();
    return (row as { id: string }).id;
  };
  const room = async (owner: Session, visibility: Visibility, startsAt: Date, fields: { eventId?: string } = {}) => {
    const [row] = await t.app.db
      .insert(rooms)
      .values({ code: code('fr'), ownerId: owner.userId, title: 'Идём вместе', startsAt, visibility, ...fields })
      .returning();
    return (row as { id: string }).id;
  };
  const event = async (placeId: string, fields: { status?: 'DRAFT' | 'PUBLISHED'; startsAt?: Date } = {}) => {
    const [row] = await t.app.db
      .insert(events)
      .values({
        code: code('fe'),
        title: 'Концерт',
        placeId,
        organisationId,
        startsAt: fields.startsAt ?? new Date(Date.now() + 3 * DAY),
        startMinute: 1140,
        status: fields.status ?? 'PUBLISHED',
      })
      .returning();
    return (row as { id: string }).id;
  };

  // The author of everything in the visibility matrix, and how each viewer stands to them.
  const as: Record<'author' | 'follower' | 'mutual' | 'stranger' | 'root' | 'team', Session> = {} as never;
  const written = { opinion: {} as Record<Visibility, string>, visit: {} as Record<Visibility, string> };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['author', 'follower', 'mutual', 'stranger', 'root', 'team'] as const) {
      as[role] = await signUp(t.app);
    }
    await grant(t.app, as.root.userId, ['ROOT']);
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ code: code('forg'), name: 'Сеть для ленты' })
      .returning();
    organisationId = (organisation as { id: string }).id;
    await t.app.db.insert(userOrganisationBinds).values({ userId: as.team.userId, organisationId, kind: 'TEAM' });
    for (let index = 0; index < 12; index++) placeIds.push(await newPlace());

    await follow(as.follower, { userId: as.author.userId });
    await follow(as.mutual, { userId: as.author.userId });
    await follow(as.author, { userId: as.mutual.userId });
    await follow(as.root, { userId: as.author.userId });
    await follow(as.team, { userId: as.author.userId });
    for (const [index, visibility] of VISIBILITIES.entries()) {
      written.opinion[visibility] = await opinion(as.author, visibility, placeIds[index] as string);
      written.visit[visibility] = await visit(as.author, visibility, placeIds[index] as string);
    }
  });
  afterAll(() => t.close());

  it('feed/ is for signed-in people: anonymous gets 401; feed/v2 gives an anonymous visitor public items only', async () => {
    const anonymous = await get('/api/feed');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/Войдите/);
    const items = await all('/api/feed/v2', undefined);
    expect(items.length).toBeGreaterThan(0);
    expect(ids(items)).toContain(written.opinion.PUBLIC);
    for (const visibility of ['FRIENDS', 'PRIVATE', 'NOTES'] as const) {
      expect(ids(items)).not.toContain(written.opinion[visibility]);
    }
    // Check-ins are shown only to those who follow their author.
    expect(items.filter((item) => item.type === 'visit')).toEqual([]);
  });

  it('shows a followed place its new events, published ones only', async () => {
    const reader = await signUp(t.app);
    const followedPlace = await newPlace();
    const otherPlace = await newPlace();
    await follow(reader, { placeId: followedPlace });
    const published = await event(followedPlace);
    const draft = await event(followedPlace, { status: 'DRAFT' });
    const elsewhere = await event(otherPlace);
    const items = (await page('/api/feed', reader)).items;
    expect(ids(items)).toEqual([published]);
    expect(items[0]).toMatchObject({
      type: 'event',
      id: published,
      event: { id: published, title: 'Концерт', place: { id: followedPlace } },
    });
    expect(ids(items)).not.toContain(draft);
    expect(ids(items)).not.toContain(elsewhere);
  });

  it('follows the visibility matrix for an opinion and a check-in: stranger, follower, mutual, self, ROOT', async () => {
    // What each viewer sees in feed/ of the author's four opinions and four check-ins.
    const sees: Record<keyof typeof as, { opinion: Visibility[]; visit: Visibility[] }> = {
      stranger: { opinion: [], visit: [] },
      follower: { opinion: ['PUBLIC'], visit: ['PUBLIC'] },
      mutual: { opinion: ['PUBLIC', 'FRIENDS'], visit: ['PUBLIC', 'FRIENDS'] },
      author: { opinion: VISIBILITIES, visit: VISIBILITIES },
      root: { opinion: ['PUBLIC', 'FRIENDS', 'PRIVATE'], visit: ['PUBLIC', 'FRIENDS', 'PRIVATE'] },
      // A PRIVATE opinion is shared with the team of the place it is about; a PRIVATE check-in with nobody.
      team: { opinion: ['PUBLIC', 'PRIVATE'], visit: ['PUBLIC'] },
    };
    for (const [role, expected] of Object.entries(sees) as [keyof typeof as, (typeof sees)['author']][]) {
      const feed = await all('/api/feed', as[role]);
      for (const kind of ['opinion', 'visit'] as const) {
        const shown = VISIBILITIES.filter((visibility) =>
          feed.some((item) => item.type === kind && item.id === written[kind][visibility]),
        );
        expect(shown, `${role} sees these ${kind}s in feed/`).toEqual(expected[kind]);
      }
      const mine = feed.filter((item) => item.type === 'opinion' || item.type === 'visit');
      for (const item of mine) expect(item.actor?.id).toBe(as.author.userId);
    }
  });

  it('feed/v2 adds public items to what one follows: a stranger sees PUBLIC opinions but no check-ins', async () => {
    const stranger = await all('/api/feed/v2', as.stranger);
    expect(ids(stranger)).toContain(written.opinion.PUBLIC);
    for (const visibility of ['FRIENDS', 'PRIVATE', 'NOTES'] as const) {
      expect(ids(stranger)).not.toContain(written.opinion[visibility]);
    }
    for (const visibility of VISIBILITIES) expect(ids(stranger)).not.toContain(written.visit[visibility]);

    const mutual = await all('/api/feed/v2', as.mutual);
    expect(ids(mutual)).toEqual(expect.arrayContaining([written.opinion.PUBLIC, written.opinion.FRIENDS]));
    expect(ids(mutual)).toEqual(expect.arrayContaining([written.visit.PUBLIC, written.visit.FRIENDS]));
    expect(ids(mutual)).not.toContain(written.opinion.NOTES);
    // Each item once, even when two reasons bring it (followed and public).
    expect(new Set(ids(mutual)).size).toBe(mutual.length);
  });

  it('a PRIVATE room reaches its participants only; public rooms and popular events reach everyone', async () => {
    const owner = await signUp(t.app);
    const participant = await signUp(t.app);
    const outsider = await signUp(t.app);
    await follow(participant, { userId: owner.userId });
    await follow(outsider, { userId: owner.userId });
    const soon = new Date(Date.now() + DAY);
    const privateRoom = await room(owner, 'PRIVATE', soon);
    await t.app.db.insert(roomParticipants).values([
      { roomId: privateRoom, userId: owner.userId },
      { roomId: privateRoom, userId: participant.userId },
    ]);
    expect(ids((await page('/api/feed', participant)).items)).toContain(privateRoom);
    expect(ids((await page('/api/feed', outsider)).items)).not.toContain(privateRoom);
    const shown = (await page('/api/feed', participant)).items.find((item) => item.id === privateRoom);
    expect(shown).toMatchObject({
      type: 'room',
      actor: { id: owner.userId, gender: null },
      room: { participantCount: 2, timeZone: expect.stringMatching(/^[A-Z][a-z]+\/[A-Za-z_]+$/) },
    });

    const quietPlace = await newPlace(false);
    const popular = await event(quietPlace);
    const quiet = await event(quietPlace);
    const publicRoom = await room(owner, 'PUBLIC', soon, { eventId: popular });
    const pastRoom = await room(owner, 'PUBLIC', new Date(Date.now() - 2 * DAY));
    const anonymous = ids(await all('/api/feed/v2', undefined));
    expect(anonymous).toContain(publicRoom);
    expect(anonymous).toContain(popular);
    expect(anonymous).not.toContain(quiet);
    expect(anonymous).not.toContain(pastRoom);
    expect(anonymous).not.toContain(privateRoom);
  });

  it('pages through mixed items newest first, without repeats or gaps, ties broken by type and id', async () => {
    const reader = await signUp(t.app);
    const writer = await signUp(t.app);
    const followedPlace = await newPlace();
    await follow(reader, { userId: writer.userId });
    await follow(reader, { placeId: followedPlace });
    // Items of all four kinds at a handful of instants, several sharing one (to the microsecond, and a microsecond
    // apart within one millisecond), so pages end in the middle of ties.
    const base = Date.now() - 10 * DAY;
    const instants = [0, 0, 0, 1, 1, 2, 3, 3, 3, 3].map(
      (step, index) =>
        sql`${new Date(base + step * HOUR).toISOString()}::timestamptz + make_interval(secs => ${index % 2 ? 0.000001 : 0}::float8)`,
    );
    const expected = new Set<string>();
    for (const [index, at] of instants.entries()) {
      const placeId = placeIds[index] as string;
      const [o] = await t.app.db
        .insert(opinions)
        .values({ code: code('fo'), authorId: writer.userId, placeId, rating: 5, createdAt: at as never })
        .returning();
      const [v] = await t.app.db
        .insert(userVisits)
        .values({
          userId: writer.userId,
          placeId,
          startedAt: at as never,
          expiresAt: new Date(base + 30 * DAY),
        })
        .returning();
      const [r] = await t.app.db
        .insert(rooms)
        .values({
          code: code('fr'),
          ownerId: writer.userId,
          title: 'Встреча',
          startsAt: new Date(base + 20 * DAY),
          createdAt: at as never,
        })
        .returning();
      const [e] = await t.app.db
        .insert(events)
        .values({
          code: code('fe'),
          title: 'Лекция',
          placeId: followedPlace,
          startsAt: new Date(base + 20 * DAY),
          startMinute: 600,
          createdAt: at as never,
        })
        .returning();
      for (const row of [o, v, r, e]) expected.add((row as { id: string }).id);
    }
    const whole = await all('/api/feed', reader, 100);
    expect(whole).toHaveLength(expected.size);
    expect(new Set(ids(whole))).toEqual(expected);
    for (const [index, item] of whole.entries()) {
      const previous = whole[index - 1];
      if (previous) expect(Date.parse(previous.at)).toBeGreaterThanOrEqual(Date.parse(item.at));
    }
    for (const size of [1, 3, 7]) {
      const paged = await all('/api/feed', reader, size);
      expect(ids(paged), `pages of ${size}`).toEqual(ids(whole));
    }
    const types = new Set(whole.map((item) => item.type));
    expect(types).toEqual(new Set(['event', 'opinion', 'room', 'visit']));
    // An opinion in the feed brings its photos' ids, so the card can show them.
    const opinion = whole.find((item) => item.type === 'opinion') as unknown as { opinion: { photoFileIds: unknown } };
    expect(opinion.opinion.photoFileIds).toEqual([]);
  });

  it('feed/v2 pages the same as one long page when public items crowd out an older followed one', async () => {
    const reader = await signUp(t.app);
    const friend = await signUp(t.app);
    const strangers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await follow(reader, { userId: friend.userId });
    // The followed person's opinion is twenty days old; a dozen PUBLIC opinions of strangers are newer, so the first
    // pages are all public and the followed one must still come, on a later page, exactly once.
    const [old] = await t.app.db
      .insert(opinions)
      .values({
        code: code('fo'),
        authorId: friend.userId,
        placeId: placeIds[0] as string,
        rating: 4,
        visibility: 'PUBLIC',
        createdAt: new Date(Date.now() - 20 * DAY),
      })
      .returning();
    for (let index = 0; index < 12; index++) {
      await t.app.db.insert(opinions).values({
        code: code('fo'),
        authorId: (strangers[index % 3] as Session).userId,
        placeId: placeIds[1 + Math.floor(index / 3)] as string,
        rating: 5,
        visibility: 'PUBLIC',
        createdAt: new Date(Date.now() - index * HOUR),
      });
    }
    const whole = await all('/api/feed/v2', reader, 100);
    expect(ids(whole)).toContain(old?.id);
    expect(ids(whole).filter((id) => id === old?.id)).toHaveLength(1);
    for (const size of [1, 3, 7]) {
      const paged = await all('/api/feed/v2', reader, size);
      expect(ids(paged), `pages of ${size}`).toEqual(ids(whole));
    }
  });

  it('a forged or broken cursor is a 400 naming cursor', async () => {
    const forged = [
      'garbage',
      Buffer.from('["2026-01-01T00:00:00.000000Z","event","not-a-uuid"]').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000000Z","chat","00000000-0000-0000-0000-000000000000"]').toString(
        'base64url',
      ),
      Buffer.from('["0001-01-01T00:00:00.000000Z","event","00000000-0000-0000-0000-000000000000"]').toString(
        'base64url',
      ),
      Buffer.from('[1,2,3]').toString('base64url'),
    ];
    for (const cursor of forged) {
      for (const path of ['/api/feed', '/api/feed/v2']) {
        const response = await get(`${path}?cursor=${encodeURIComponent(cursor)}`, as.follower);
        expect(response.statusCode, `${path} ${cursor}`).toBe(400);
        expect(response.json().fields).toHaveProperty('cursor');
      }
    }
  });
});
