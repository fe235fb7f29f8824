import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, files, opinions, userSubscriptions, users, userVisits } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

// Who looks at an opinion: nobody signed in, a stranger, someone who follows the author without being followed
// back, a mutual follower, the author, ROOT, and a member of the team of the place the opinion is about.
const viewers = ['anonymous', 'stranger', 'follower', 'mutual', 'author', 'root', 'member'] as const;
type Viewer = (typeof viewers)[number];
type Role = Viewer | 'owner' | 'otherOwner' | 'writer' | 'visitor' | 'lapsed' | 'noter';

const DAY = 24 * 60 * 60 * 1000;

describe('opinions', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session & { username: string }>> = {};
  let organisationId = '';
  let organisationCode = '';
  let otherOrganisationId = '';
  let seq = 0;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const userId = (role: Role) => (as[role] as Session).userId;
  const newPlace = async (fields: object = {}, role: Role = 'owner', organisation = organisationId) => {
    seq += 1;
    const response = await call('POST', '/api/places/editor', role, {
      organisationId: organisation,
      name: `Место ${seq}`,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string; code: string };
  };
  const write = async (role: Role, fields: object) => {
    const response = await call('POST', '/api/opinions/editor', role, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const list = async (query: string, role: Role = 'anonymous') => {
    const response = await call('GET', `/api/opinions?${query}`, role);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: Array<Record<string, unknown> & { id: string; text: string }>;
      nextCursor: string | null;
    };
  };
  const texts = async (query: string, role: Role = 'anonymous') =>
    (await list(query, role)).items.map((item) => item.text).sort();
  const placeFigures = async (placeId: string) => {
    const response = await call('GET', `/api/places?id=${placeId}`, 'anonymous');
    const [place] = response.json().items;
    return { rating: place.rating, opinionCount: place.opinionCount, opinionTagCounts: place.opinionTagCounts };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const roles = [
      'root',
      'owner',
      'member',
      'otherOwner',
      'author',
      'stranger',
      'follower',
      'mutual',
      'writer',
      'visitor',
      'lapsed',
      'noter',
    ] as const;
    for (const role of roles) as[role] = await signUp(t.app, { displayName: `Имя ${role}` });
    await grant(t.app, userId('root'), ['ROOT']);
    await grant(t.app, userId('owner'), ['BUSINESS_PANEL']);
    await grant(t.app, userId('otherOwner'), ['BUSINESS_PANEL']);
    const organisation = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Бар-групп' })).json();
    organisationId = organisation.id;
    organisationCode = organisation.code;
    otherOrganisationId = (await call('POST', '/api/organisations/editor', 'otherOwner', { name: 'Чужие' })).json().id;
    const bind = await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: userId('member'),
      organisationId,
    });
    expect(bind.statusCode, bind.body).toBe(200);
    // The follower follows the author; the mutual follower and the author follow each other.
    await t.app.db.insert(userSubscriptions).values([
      { subscriberId: userId('follower'), userId: userId('author') },
      { subscriberId: userId('mutual'), userId: userId('author') },
      { subscriberId: userId('author'), userId: userId('mutual') },
    ]);
  });
  afterAll(() => t.close());

  /** Stored files as an upload leaves them, owned by `role`. */
  const storedFiles = async (role: Role, count: number) => {
    const rows = await t.app.db
      .insert(files)
      .values(
        Array.from({ length: count }, () => ({
          ownerId: userId(role),
          path: `${crypto.randomUUID()}/w320.webp`,
          mime: 'image/webp',
          size: 1,
          width: 320,
          height: 240,
          variants: [],
        })),
      )
      .returning();
    return rows.map((row) => row.id);
  };

  describe('photos', () => {
    it('the author attaches up to five of their photos; the opinion shows them in their order', async () => {
      const place = await newPlace();
      const photos = await storedFiles('writer', 5);
      const opinion = await write('writer', { placeId: place.id, rating: 5, photoFileIds: photos });
      expect(opinion.photoFileIds).toEqual(photos);
      const [listed] = (await list(`id=${opinion.id}`)).items;
      expect(listed?.photoFileIds).toEqual(photos);
      // Reordered and one taken away on an edit: files already on the opinion are not checked again.
      const edited = await write('writer', { id: opinion.id, rating: 5, photoFileIds: [photos[4], photos[0]] });
      expect(edited.photoFileIds).toEqual([photos[4], photos[0]]);
      // A new opinion starts without photos.
      expect((await call('GET', '/api/opinions/blank', 'writer')).json().photoFileIds).toEqual([]);
    });

    it('a sixth photo is a 400 naming photoFileIds, and nothing is written', async () => {
      const place = await newPlace();
      const photos = await storedFiles('writer', 6);
      const response = await call('POST', '/api/opinions/editor', 'writer', {
        placeId: place.id,
        rating: 3,
        photoFileIds: photos,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ photoFileIds: 'Можно добавить не больше 5 фотографий' });
      expect((await list(`place=${place.id}`, 'writer')).items).toEqual([]);
    });

    it('another person’s photo or a file that is not there is refused, naming the photo', async () => {
      const place = await newPlace();
      const [own] = await storedFiles('writer', 1);
      const [foreign] = await storedFiles('stranger', 1);
      for (const photo of [foreign, '00000000-0000-4000-8000-0000000000ff']) {
        const response = await call('POST', '/api/opinions/editor', 'writer', {
          placeId: place.id,
          rating: 3,
          photoFileIds: [own, photo],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'FILE_NOT_FOUND',
          fields: { 'photoFileIds.1': expect.any(String) },
        });
      }
      expect((await list(`place=${place.id}`, 'writer')).items).toEqual([]);
      // Nor can it be slipped in by an edit.
      const opinion = await write('writer', { placeId: place.id, rating: 3, photoFileIds: [own] });
      const edit = await call('POST', '/api/opinions/editor', 'writer', {
        id: opinion.id,
        rating: 3,
        photoFileIds: [own, foreign],
      });
      expect(edit.statusCode).toBe(400);
      const [kept] = (await list(`id=${opinion.id}`)).items;
      expect(kept?.photoFileIds).toEqual([own]);
    });
  });

  it('a signed-in person writes an opinion about a place; the item says who, where and what', async () => {
    const place = await newPlace();
    const opinion = await write('writer', {
      placeId: place.id,
      rating: 4,
      text: '  Хорошее пиво, громкая музыка  ',
      tags: ['BEER', 'MUSIC', 'BEER'],
    });
    expect(opinion).toMatchObject({
      author: {
        id: userId('writer'),
        username: (as.writer as { username: string }).username,
        displayName: 'Имя writer',
        avatarFileId: null,
        gender: null,
      },
      placeId: place.id,
      place: { id: place.id, code: place.code, name: expect.any(String) },
      eventId: null,
      event: null,
      rating: 4,
      text: 'Хорошее пиво, громкая музыка',
      tags: ['BEER', 'MUSIC'],
      visibility: 'PUBLIC',
      wasThere: false,
      feedback: null,
    });
    // Read when written: the author gets back what their opinion says.
    expect(opinion.analysis).toMatchObject({
      provider: 'builtin',
      sentiment: expect.stringMatching(/^(POSITIVE|NEUTRAL|NEGATIVE)$/),
      summary: expect.any(String),
    });
    expect((await call('GET', '/api/opinions/blank', 'writer')).json()).toEqual({
      placeId: null,
      eventId: null,
      rating: 0,
      text: '',
      tags: [],
      photoFileIds: [],
      visibility: 'PUBLIC',
    });
    // A person who keeps opinions for friends by default starts new ones so.
    await t.app.db
      .update(users)
      .set({ specificSettings: { defaultOpinionVisibility: 'FRIENDS' }, gender: 'FEMALE' })
      .where(eq(users.id, userId('writer')));
    expect((await call('GET', '/api/opinions/blank', 'writer')).json()).toMatchObject({ visibility: 'FRIENDS' });
    const again = (await call('GET', `/api/opinions?id=${opinion.id}`, 'anonymous')).json().items[0];
    expect(again.author.gender).toBe('FEMALE');
  });

  it('refuses what cannot be an opinion, naming the field', async () => {
    const place = await newPlace();
    const draft = await newPlace({ status: 'DRAFT' });
    const bad = async (payload: object, field: string, role: Role = 'writer') => {
      const response = await call('POST', '/api/opinions/editor', role, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    };
    await bad({ rating: 5 }, 'placeId');
    await bad({ placeId: null, eventId: null, rating: 5 }, 'placeId');
    const event = (
      await call('POST', '/api/events/editor', 'owner', {
        placeId: place.id,
        title: 'Концерт',
        startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      })
    ).json();
    await bad({ placeId: place.id, eventId: event.id, rating: 5 }, 'placeId');
    await bad({ placeId: '7b3c3c1e-1111-4222-8333-944444444444', rating: 5 }, 'placeId');
    await bad({ eventId: '7b3c3c1e-1111-4222-8333-944444444444', rating: 5 }, 'eventId');
    // A draft is seen only by its team: nobody else may write about it.
    await bad({ placeId: draft.id, rating: 5 }, 'placeId');
    await write('member', { placeId: draft.id, rating: 5, visibility: 'NOTES' });
    await bad({ placeId: place.id }, 'rating');
    await bad({ placeId: place.id, rating: 6 }, 'rating');
    await bad({ placeId: place.id, rating: 0 }, 'rating');
    await bad({ placeId: place.id, rating: 2.5 }, 'rating');
    await bad({ placeId: place.id, rating: 3, tags: ['WINE'] }, 'tags.0');
    await bad({ placeId: place.id, rating: 3, visibility: 'SECRET' }, 'visibility');
    await bad({ placeId: place.id, rating: 3, text: 'ы'.repeat(4001) }, 'text');
    expect((await call('POST', '/api/opinions/editor', 'anonymous', { placeId: place.id, rating: 3 })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/opinions/blank', 'anonymous')).statusCode).toBe(401);
  });

  it('a second opinion about the same place replaces the first: one row, same id and code', async () => {
    const place = await newPlace();
    const first = await write('writer', {
      placeId: place.id,
      rating: 2,
      text: 'Сначала не понравилось',
      tags: ['BEER'],
    });
    const second = await write('writer', { placeId: place.id, rating: 5, text: 'Потом распробовал' });
    expect(second).toMatchObject({ id: first.id, code: first.code, rating: 5, text: 'Потом распробовал', tags: [] });
    const rows = await t.app.db.select().from(opinions).where(eq(opinions.placeId, place.id));
    expect(rows).toHaveLength(1);
    expect((await list(`place=${place.code}`)).items.map((item) => item.id)).toEqual([first.id]);
  });

  it('the same opinion sent twice at once leaves one row and no error', async () => {
    const place = await newPlace();
    const responses = await Promise.all(
      [1, 2, 3].map((rating) =>
        call('POST', '/api/opinions/editor', 'writer', { placeId: place.id, rating, text: `Дубль ${rating}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.app.db.select().from(opinions).where(eq(opinions.placeId, place.id));
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json().id))).toEqual(new Set([rows[0]?.id]));
  });

  it('«был здесь»: a check-in 5 days before writing counts, one 40 days before does not', async () => {
    const place = await newPlace();
    const visit = (role: Role, daysAgo: number) => {
      const startedAt = new Date(Date.now() - daysAgo * DAY);
      return t.app.db.insert(userVisits).values({
        userId: userId(role),
        placeId: place.id,
        startedAt,
        expiresAt: new Date(startedAt.getTime() + 2 * 3600_000),
      });
    };
    await visit('visitor', 5);
    await visit('lapsed', 40);
    expect((await write('visitor', { placeId: place.id, rating: 5 })).wasThere).toBe(true);
    expect((await write('lapsed', { placeId: place.id, rating: 5 })).wasThere).toBe(false);
    // An event opinion: a check-in at the event's place.
    const event = (
      await call('POST', '/api/events/editor', 'owner', {
        placeId: place.id,
        title: 'Квиз',
        startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
      })
    ).json();
    expect((await write('visitor', { eventId: event.id, rating: 4 })).wasThere).toBe(true);
    expect((await write('lapsed', { eventId: event.id, rating: 4 })).wasThere).toBe(false);
    // An edit keeps the mark earned when the opinion was written, even once the check-in is long past.
    const mine = (await list(`place=${place.id}&author=${userId('visitor')}`)).items[0] as { id: string };
    await t.app.db.delete(userVisits).where(eq(userVisits.userId, userId('visitor')));
    expect((await write('visitor', { id: mine.id, text: 'Дописал' })).wasThere).toBe(true);
    // Writing anew (a replacement) asks again, and without a recent check-in there is none.
    expect((await write('visitor', { placeId: place.id, rating: 4 })).wasThere).toBe(false);
  });

  it("writing, replacing and deleting opinions keeps the place's figures true; only what anyone can read counts", async () => {
    const place = await newPlace();
    expect(await placeFigures(place.id)).toEqual({ rating: null, opinionCount: 0, opinionTagCounts: {} });
    await write('writer', { placeId: place.id, rating: 5, tags: ['BEER', 'MUSIC'] });
    await write('visitor', { placeId: place.id, rating: 2, tags: ['BEER'], visibility: 'FRIENDS' });
    await write('lapsed', { placeId: place.id, rating: 1, tags: ['PASTA'], visibility: 'NOTES' });
    await write('stranger', { placeId: place.id, rating: 1, tags: ['PASTA'], visibility: 'PRIVATE' });
    // The public count is the list a stranger gets: the FRIENDS, PRIVATE and NOTES opinions neither show nor count.
    expect(await placeFigures(place.id)).toEqual({
      rating: 5,
      opinionCount: 1,
      opinionTagCounts: { BEER: 1, MUSIC: 1 },
    });
    expect((await list(`place=${place.id}`)).items).toHaveLength(1);
    const replaced = await write('visitor', { placeId: place.id, rating: 4, tags: [] });
    expect(await placeFigures(place.id)).toEqual({
      rating: 4.5,
      opinionCount: 2,
      opinionTagCounts: { BEER: 1, MUSIC: 1 },
    });
    expect((await call('DELETE', `/api/opinions/${replaced.id}`, 'visitor')).statusCode).toBe(200);
    expect(await placeFigures(place.id)).toEqual({
      rating: 5,
      opinionCount: 1,
      opinionTagCounts: { BEER: 1, MUSIC: 1 },
    });
  });

  it('only the author edits or deletes an opinion (ROOT removes it as a moderator), and it stays about what it was about', async () => {
    const place = await newPlace();
    const other = await newPlace();
    const opinion = await write('writer', { placeId: place.id, rating: 3, text: 'Средне' });
    for (const role of ['stranger', 'root', 'member'] as const) {
      expect((await call('POST', '/api/opinions/editor', role, { id: opinion.id, text: role })).statusCode).toBe(403);
      if (role !== 'root') expect((await call('DELETE', `/api/opinions/${opinion.id}`, role)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/opinions/editor', 'anonymous', { id: opinion.id, text: 'x' })).statusCode).toBe(
      401,
    );
    const moved = await call('POST', '/api/opinions/editor', 'writer', { id: opinion.id, placeId: other.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('placeId');
    const edited = await write('writer', { id: opinion.id, placeId: place.id, rating: 4, text: 'Лучше, чем казалось' });
    expect(edited).toMatchObject({ id: opinion.id, rating: 4, text: 'Лучше, чем казалось', placeId: place.id });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(edited.createdAt).getTime());
    expect((await call('DELETE', `/api/opinions/${opinion.id}`, 'writer')).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/opinions/check_access?opinion=${opinion.code}`, 'writer')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/opinions/${opinion.id}`, 'writer')).statusCode).toBe(404);
  });

  describe('who sees which opinion', () => {
    const visibilities = ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'] as const;
    type Visibility = (typeof visibilities)[number];
    const written: Partial<Record<Visibility, { id: string; code: string; text: string }>> = {};

    // PUBLIC everyone; FRIENDS mutual followers; PRIVATE the place's team; NOTES the author alone. ROOT all but notes.
    const sees: Record<Viewer, Visibility[]> = {
      anonymous: ['PUBLIC'],
      stranger: ['PUBLIC'],
      follower: ['PUBLIC'],
      mutual: ['PUBLIC', 'FRIENDS'],
      author: ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'],
      root: ['PUBLIC', 'FRIENDS', 'PRIVATE'],
      member: ['PUBLIC', 'PRIVATE'],
    };

    beforeAll(async () => {
      for (const visibility of visibilities) {
        const place = await newPlace();
        written[visibility] = await write('author', {
          placeId: place.id,
          rating: 4,
          text: `Отзыв ${visibility}`,
          visibility,
        });
      }
    });

    it.each(viewers)('the list shows %s exactly what they may see', async (viewer) => {
      const shown = await texts(`author=${userId('author')}&limit=50`, viewer);
      expect(shown).toEqual(sees[viewer].map((visibility) => `Отзыв ${visibility}`).sort());
    });

    it.each(viewers)('check_access answers %s the same', async (viewer) => {
      for (const visibility of visibilities) {
        const opinion = written[visibility] as { code: string };
        const response = await call('GET', `/api/opinions/check_access?opinion=${opinion.code}`, viewer);
        if (sees[viewer].includes(visibility)) {
          expect(response.statusCode, `${visibility}`).toBe(200);
          const mine = viewer === 'author';
          // ROOT removes anyone's opinion as a moderation decision (features/moderation).
          expect(response.json()).toEqual({ canView: true, canEdit: mine, canDelete: mine || viewer === 'root' });
        } else {
          expect(response.statusCode, `${visibility}`).toBe(404);
        }
      }
    });

    it('a page stays full when opinions the viewer may not see come first', async () => {
      for (let index = 0; index < 6; index++) {
        const place = await newPlace();
        // Public ones first, notes after: the newest three are all notes.
        const visibility = index < 3 ? 'PUBLIC' : 'NOTES';
        await write('noter', { placeId: place.id, rating: 3, text: `Страница ${index}`, visibility });
      }
      const page = await list(`author=${userId('noter')}&limit=3`, 'stranger');
      expect(page.items.map((item) => item.text).sort()).toEqual(['Страница 0', 'Страница 1', 'Страница 2']);
      expect(page.nextCursor).toBeNull();
      const own = await list(`author=${userId('noter')}&limit=3`, 'noter');
      expect(own.items.map((item) => item.text).sort()).toEqual(['Страница 3', 'Страница 4', 'Страница 5']);
      expect(own.nextCursor).not.toBeNull();
    });
  });

  describe('lists filter and sort', () => {
    let place: { id: string; code: string };
    let otherPlace: { id: string; code: string };
    let event: { id: string; code: string };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      place = await newPlace();
      otherPlace = await newPlace({}, 'otherOwner', otherOrganisationId);
      event = (
        await call('POST', '/api/events/editor', 'owner', {
          placeId: place.id,
          title: 'Джем',
          startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
        })
      ).json();
      ids.a = (
        await write('stranger', { placeId: place.id, rating: 5, text: 'Фильтр: отличная паста', tags: ['PASTA'] })
      ).id;
      ids.b = (await write('follower', { placeId: place.id, rating: 2, text: 'Фильтр: шумно', tags: ['MUSIC'] })).id;
      ids.c = (
        await write('stranger', { eventId: event.id, rating: 4, text: 'Фильтр: хороший джем', tags: ['MUSIC'] })
      ).id;
      ids.d = (await write('stranger', { placeId: otherPlace.id, rating: 3, text: 'Фильтр: чужое место' })).id;
      // The business answers one of them (straight into the table: answering is the feedbacks suite's matter).
      await t.app.db.insert(feedbacks).values({
        opinionId: ids.a as string,
        authorId: userId('member'),
        organisationId,
        text: 'Спасибо!',
      });
    });

    const found = async (query: string, role: Role = 'anonymous') =>
      (await list(`q=${encodeURIComponent('Фильтр:')}&${query}`, role)).items.map((item) => item.id).sort();
    const expected = (...keys: string[]) => keys.map((key) => ids[key]).sort();

    it('by place and event, by id or code', async () => {
      expect(await found(`place=${place.code}`)).toEqual(expected('a', 'b'));
      expect(await found(`place=${place.id}`)).toEqual(expected('a', 'b'));
      expect(await found(`event=${event.code}`)).toEqual(expected('c'));
      expect(await found(`event=${event.id}`)).toEqual(expected('c'));
      expect(await found('place=nosuchcode')).toEqual([]);
    });

    it('by author: id, code or username', async () => {
      const stranger = as.stranger as Session & { username: string };
      const code = (await call('GET', `/api/users?id=${stranger.userId}`, 'anonymous')).json().items[0].code;
      expect(await found(`author=${stranger.userId}`)).toEqual(expected('a', 'c', 'd'));
      expect(await found(`author=${stranger.username}`)).toEqual(expected('a', 'c', 'd'));
      expect(await found(`author=${code}`)).toEqual(expected('a', 'c', 'd'));
      expect(await found('author=nobody-at-all')).toEqual([]);
    });

    it('by rating, minimum rating, tags, answered and text', async () => {
      expect(await found('rating=5')).toEqual(expected('a'));
      expect(await found('minRating=4')).toEqual(expected('a', 'c'));
      expect(await found('tags=MUSIC')).toEqual(expected('b', 'c'));
      expect(await found('tags=MUSIC&tags=PASTA')).toEqual([]);
      expect(await found('answered=true')).toEqual(expected('a'));
      expect(await found('answered=false')).toEqual(expected('b', 'c', 'd'));
      const pasta = await list(`q=${encodeURIComponent('ПАСТА')}`);
      expect(pasta.items.map((item) => item.id)).toEqual(expected('a'));
      expect((await call('GET', '/api/opinions?rating=7', 'anonymous')).statusCode).toBe(400);
    });

    it("by organisation, and «mine»: about the caller's organisations' places and events", async () => {
      expect(await found(`organisation=${organisationId}`)).toEqual(expected('a', 'b', 'c'));
      expect(await found(`organisation=${organisationCode}`)).toEqual(expected('a', 'b', 'c'));
      expect(await found(`organisation=${otherOrganisationId}`)).toEqual(expected('d'));
      expect(await found('mine=true', 'member')).toEqual(expected('a', 'b', 'c'));
      expect(await found('mine=true', 'otherOwner')).toEqual(expected('d'));
      expect(await found('mine=true', 'stranger')).toEqual([]);
      expect(await found('mine=true', 'anonymous')).toEqual([]);
    });

    it('newest first by default; by rating on request, page by page', async () => {
      expect((await list(`q=${encodeURIComponent('Фильтр:')}`)).items.map((item) => item.id)).toEqual([
        ids.d,
        ids.c,
        ids.b,
        ids.a,
      ]);
      const first = await list(`q=${encodeURIComponent('Фильтр:')}&sort=rating&limit=2`);
      expect(first.items.map((item) => item.rating)).toEqual([5, 4]);
      const second = await list(`q=${encodeURIComponent('Фильтр:')}&sort=rating&limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item.rating)).toEqual([3, 2]);
      expect(second.nextCursor).toBeNull();
    });

    it('the item carries the answer; its analysis only for those who may read it', async () => {
      const [item] = (await list(`id=${ids.a}`)).items;
      expect(item?.feedback).toMatchObject({
        text: 'Спасибо!',
        tags: [],
        organisation: { id: organisationId, code: organisationCode, name: 'Бар-групп' },
      });
      expect(item?.analysis).toBeNull();
      expect(item?.event).toBeNull();
      const [onEvent] = (await list(`id=${ids.c}`)).items;
      expect(onEvent?.event).toMatchObject({ id: event.id, code: event.code, title: 'Джем' });
    });

    it('unanswered-count: what the caller’s organisations still have to answer', async () => {
      const count = async (role: Role, query = '') => {
        const response = await call('GET', `/api/opinions/unanswered-count${query}`, role);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().count as number;
      };
      const member = await count('member');
      // b and c here, and whatever earlier tests left unanswered about this organisation (never notes, never
      // FRIENDS opinions the member cannot see): the list with the same filters agrees.
      const listed = await list('mine=true&answered=false&limit=100', 'member');
      expect(member).toBe(listed.items.filter((item) => item.visibility !== 'NOTES').length);
      expect(member).toBeGreaterThanOrEqual(2);
      expect(await count('otherOwner')).toBe(1);
      expect(await count('stranger')).toBe(0);
      expect(await count('root', `?organisation=${otherOrganisationId}`)).toBe(1);
      expect(await count('member', `?organisation=${otherOrganisationId}`)).toBe(0);
      expect(await count('member', `?organisation=${organisationCode}`)).toBe(member);
      expect(await count('root')).toBeGreaterThan(member);
      await t.app.db
        .insert(feedbacks)
        .values({ opinionId: ids.b as string, authorId: userId('member'), text: 'Учтём' });
      expect(await count('member')).toBe(member - 1);
      expect((await call('GET', '/api/opinions/unanswered-count', 'anonymous')).statusCode).toBe(401);
    });
  });

  describe('what an opinion says', () => {
    let place: { id: string; code: string };
    let opinionId = '';
    let opinionCode = '';
    beforeAll(async () => {
      place = await newPlace();
      const written = await write('author', {
        placeId: place.id,
        rating: 2,
        text: 'Музыка слишком громкая, коктейли не понравились. Интерьер уютный.',
      });
      opinionId = written.id;
      opinionCode = written.code;
    });

    it('the author, the team of the place and ROOT may ask; others get 403, an anonymous caller 401', async () => {
      for (const role of ['author', 'member', 'owner', 'root'] as const) {
        const response = await call('POST', `/api/opinions/analyse/${opinionId}`, role);
        expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({
          provider: 'builtin',
          sentiment: expect.stringMatching(/^(POSITIVE|NEUTRAL|NEGATIVE)$/),
          aspects: expect.any(Array),
          summary: expect.any(String),
        });
      }
      expect((await call('POST', `/api/opinions/analyse/${opinionCode}`, 'author')).statusCode).toBe(200);
      for (const role of ['stranger', 'otherOwner', 'writer'] as const) {
        expect((await call('POST', `/api/opinions/analyse/${opinionId}`, role)).statusCode, role).toBe(403);
      }
      expect((await call('POST', `/api/opinions/analyse/${opinionId}`, 'anonymous')).statusCode).toBe(401);
    });

    it('an unknown opinion, or one the caller may not see, is a 404; a malformed id too', async () => {
      const note = await write('noter', { placeId: place.id, rating: 5, text: 'Для себя', visibility: 'NOTES' });
      for (const key of [crypto.randomUUID(), 'nothing-here', encodeURIComponent("' or 1=1 --")]) {
        expect((await call('POST', `/api/opinions/analyse/${key}`, 'root')).statusCode, key).toBe(404);
      }
      expect((await call('POST', `/api/opinions/analyse/${note.id}`, 'member')).statusCode).toBe(404);
      expect((await call('POST', `/api/opinions/analyse/${note.id}`, 'noter')).statusCode).toBe(200);
      // A key longer than any id or code is refused before it is looked up.
      expect((await call('POST', `/api/opinions/analyse/${'x'.repeat(500)}`, 'root')).statusCode).toBe(414);
    });

    it('is kept on the opinion and shown to its author and the team, not to other people', async () => {
      const asked = (await call('POST', `/api/opinions/analyse/${opinionId}`, 'member')).json();
      const [stored] = await t.app.db
        .select({ analysis: opinions.analysis })
        .from(opinions)
        .where(eq(opinions.id, opinionId));
      expect(stored?.analysis).toEqual(asked);
      for (const role of ['author', 'member', 'root'] as const) {
        expect((await list(`id=${opinionId}`, role)).items[0]?.analysis, role).toEqual(asked);
      }
      for (const role of ['stranger', 'otherOwner', 'anonymous'] as const) {
        expect((await list(`id=${opinionId}`, role)).items[0]?.analysis, role).toBeNull();
      }
    });

    it("the place's summary follows opinions as they are written, hidden and deleted", async () => {
      const summaryOf = async () =>
        (await call('GET', `/api/places?id=${place.id}`, 'anonymous')).json().items[0].opinionSummary;
      expect(await summaryOf()).toMatchObject({ opinions: 1, analysed: 1 });
      const other = await write('writer', { placeId: place.id, rating: 5, text: 'Прекрасный вечер' });
      expect(await summaryOf()).toMatchObject({ opinions: 2, analysed: 2 });
      await write('writer', { id: other.id, visibility: 'PRIVATE' });
      expect(await summaryOf()).toMatchObject({ opinions: 1 });
      await write('writer', { id: other.id, visibility: 'PUBLIC' });
      expect((await call('DELETE', `/api/opinions/${other.id}`, 'writer')).statusCode).toBe(200);
      expect(await summaryOf()).toMatchObject({ opinions: 1 });
    });

    it('an edit is read again when saved', async () => {
      await t.app.db.update(opinions).set({ analysis: null }).where(eq(opinions.id, opinionId));
      const edited = await write('author', { id: opinionId, text: 'Передумал: отличный бар, весёлые люди.' });
      expect(edited.analysis).toMatchObject({ summary: expect.any(String) });
      expect(edited.analysis.summary.length).toBeGreaterThan(0);
    });
  });
});
