import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, opinions, userSubscriptions } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

// GET /api/places/{id}/photos: the photos of a place's opinions, as a visitor's gallery shows them.

type Role = 'anonymous' | 'owner' | 'member' | 'root' | 'anna' | 'boris' | 'vera' | 'friend' | 'stranger';
type PhotoPage = {
  items: Array<{
    fileId: string;
    author: { id: string; code: string; username: string | null; displayName: string; avatarFileId: string | null };
    opinion: { id: string; code: string };
    createdAt: string;
  }>;
  nextCursor: string | null;
  photoCount: number;
};

describe('place photos', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session & { username: string }>> = {};
  let organisationId = '';
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
  const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, role: Role, payload?: object) => {
    const response = await call(method, url, role, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const newPlace = async (fields: object = {}) => {
    seq += 1;
    return (await ok('POST', '/api/places/editor', 'owner', { organisationId, name: `Кофейня ${seq}`, ...fields })) as {
      id: string;
      code: string;
    };
  };
  const stored = (role: Role) => ({
    ownerId: userId(role),
    path: `${crypto.randomUUID()}/w320.webp`,
    mime: 'image/webp',
    size: 1,
    width: 320,
    height: 240,
    variants: [],
  });
  /** Stored images owned by `role`, uploaded one after another (each a moment later than the one before). */
  const upload = async (role: Role, count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const [row] = await t.app.db.insert(files).values(stored(role)).returning();
      ids.push((row as { id: string }).id);
    }
    return ids;
  };
  /** Stored images uploaded in one statement: the same upload time to the microsecond. */
  const uploadAtOnce = async (role: Role, count: number) =>
    (
      await t.app.db
        .insert(files)
        .values(Array.from({ length: count }, () => stored(role)))
        .returning()
    ).map((row) => row.id);
  /** Opinions written one after another: each a second later than the one before, whatever the clock's grain. */
  let written = Date.parse('2026-01-01T12:00:00Z');
  const write = async (role: Role, placeId: string, photoFileIds: string[], fields: object = {}) => {
    const opinion = (await ok('POST', '/api/opinions/editor', role, {
      placeId,
      rating: 5,
      photoFileIds,
      ...fields,
    })) as { id: string; code: string };
    written += 1000;
    await t.app.db
      .update(opinions)
      .set({ createdAt: new Date(written) })
      .where(eq(opinions.id, opinion.id));
    return opinion;
  };
  const photos = async (place: string, role: Role = 'anonymous', query = '') =>
    (await ok('GET', `/api/places/${place}/photos${query}`, role)) as PhotoPage;
  const fileIds = async (place: string, role: Role = 'anonymous') =>
    (await photos(place, role)).items.map((p) => p.fileId);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['owner', 'member', 'root', 'anna', 'boris', 'vera', 'friend', 'stranger'] as const) {
      as[role] = await signUp(t.app, { displayName: `Имя ${role}` });
    }
    await grant(t.app, userId('root'), ['ROOT']);
    await grant(t.app, userId('owner'), ['BUSINESS_PANEL']);
    organisationId = (await ok('POST', '/api/organisations/editor', 'owner', { name: 'Кофе-групп' })).id;
    await ok('POST', '/api/user-organisation-binds/editor', 'owner', { userId: userId('member'), organisationId });
    // Anna and her friend follow each other.
    await t.app.db.insert(userSubscriptions).values([
      { subscriberId: userId('friend'), userId: userId('anna') },
      { subscriberId: userId('anna'), userId: userId('friend') },
    ]);
  });
  afterAll(() => t.close());

  it('lists every photo of the opinions, the newest opinion first and each in its author’s order, with its author and its opinion', async () => {
    const place = await newPlace();
    const [a1, a2] = await upload('anna', 2);
    const [b1] = await upload('boris', 1);
    const annas = await write('anna', place.id, [a1 as string, a2 as string]);
    const boriss = await write('boris', place.id, [b1 as string]);
    // An opinion without photos adds none.
    await write('vera', place.id, []);

    const page = await photos(place.code);
    expect(page.items.map((item) => item.fileId)).toEqual([b1, a1, a2]);
    expect(page.photoCount).toBe(3);
    expect(page.nextCursor).toBeNull();
    const [first] = page.items;
    expect(first).toEqual({
      fileId: b1,
      author: {
        id: userId('boris'),
        code: expect.any(String),
        username: as.boris?.username,
        displayName: 'Имя boris',
        avatarFileId: null,
        gender: null,
      },
      opinion: { id: boriss.id, code: boriss.code },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(page.items[2]?.opinion).toEqual({ id: annas.id, code: annas.code });
    // By id as well as by code.
    expect(await fileIds(place.id)).toEqual([b1, a1, a2]);
  });

  it('pages by cursor without skipping or repeating a photo, even among photos uploaded at one instant', async () => {
    const place = await newPlace();
    const boriss = await upload('boris', 4);
    // Uploaded at one instant: the author's order decides between them.
    const annas = await uploadAtOnce('anna', 5);
    await write('anna', place.id, annas);
    await write('boris', place.id, boriss);
    const all = (await photos(place.id)).items.map((item) => item.fileId);
    expect(all).toEqual([...boriss, ...annas]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await photos(place.id, 'anonymous', query);
      expect(page.photoCount).toBe(9);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.fileId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toEqual(all);
  });

  it('leaves out photos of opinions held, hidden or removed by moderation, and of an opinion its author deleted', async () => {
    const place = await newPlace();
    const [kept, hidden, held, removed, withdrawn] = (await upload('anna', 1))
      .concat(await upload('boris', 1))
      .concat(await upload('vera', 1))
      .concat(await upload('friend', 1))
      .concat(await upload('stranger', 1));
    await write('anna', place.id, [kept as string]);
    const hiddenOpinion = await write('boris', place.id, [hidden as string]);
    const heldOpinion = await write('vera', place.id, [held as string]);
    const removedOpinion = await write('friend', place.id, [removed as string]);
    const withdrawnOpinion = await write('stranger', place.id, [withdrawn as string]);
    expect((await photos(place.id)).photoCount).toBe(5);

    await ok('POST', '/api/moderation/decisions', 'root', {
      targetType: 'OPINION',
      targetId: hiddenOpinion.id,
      action: 'HIDE',
      reason: 'Оскорбления',
    });
    await ok('POST', '/api/moderation/decisions', 'root', {
      targetType: 'OPINION',
      targetId: removedOpinion.id,
      action: 'DELETE',
      reason: 'Спам',
    });
    // Waiting for a moderator, as the automatic brakes leave an opinion.
    await t.app.db.update(opinions).set({ moderationState: 'HELD' }).where(eq(opinions.id, heldOpinion.id));
    await ok('DELETE', `/api/opinions/${withdrawnOpinion.id}`, 'stranger');

    for (const role of ['anonymous', 'anna', 'boris', 'vera', 'member', 'root'] as const) {
      const page = await photos(place.id, role);
      expect(
        page.items.map((item) => item.fileId),
        role,
      ).toEqual([kept]);
      expect(page.photoCount, role).toBe(1);
    }
    // The opinions list still shows the hidden one to its author, marked: the gallery has no mark to show.
    const listed = await ok('GET', `/api/opinions?place=${place.id}`, 'boris');
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(hiddenOpinion.id);
  });

  it('shows a FRIENDS or PRIVATE opinion’s photos to whom the opinions list shows it', async () => {
    const place = await newPlace();
    const [forFriends] = await upload('anna', 1);
    const [forTeam] = await upload('boris', 1);
    const [note] = await upload('vera', 1);
    await write('anna', place.id, [forFriends as string], { visibility: 'FRIENDS' });
    await write('boris', place.id, [forTeam as string], { visibility: 'PRIVATE' });
    await write('vera', place.id, [note as string], { visibility: 'NOTES' });

    const expected: Record<Role, (string | undefined)[]> = {
      anonymous: [],
      stranger: [],
      friend: [forFriends],
      anna: [forFriends],
      boris: [forTeam],
      vera: [note],
      member: [forTeam],
      owner: [forTeam],
      root: [forTeam, forFriends],
    };
    for (const [role, ids] of Object.entries(expected) as [Role, string[]][]) {
      expect((await fileIds(place.id, role)).sort(), role).toEqual([...ids].sort());
      const opinionIds = (await ok('GET', `/api/opinions?place=${place.id}`, role)).items.length;
      expect((await photos(place.id, role)).photoCount, role).toBe(opinionIds);
    }
  });

  it('leaves out the photos of people the viewer blocked; the blocked person still sees the blocker’s', async () => {
    const place = await newPlace();
    const [annas] = await upload('anna', 1);
    const [boriss] = await upload('boris', 1);
    await write('anna', place.id, [annas as string]);
    await write('boris', place.id, [boriss as string]);
    await ok('POST', '/api/blocks', 'anna', { userId: userId('boris') });

    expect(await fileIds(place.id, 'anna')).toEqual([annas]);
    expect((await photos(place.id, 'anna')).photoCount).toBe(1);
    // Nothing tells Boris he is blocked; everyone else sees both.
    expect(await fileIds(place.id, 'boris')).toEqual([boriss, annas]);
    expect(await fileIds(place.id, 'vera')).toEqual([boriss, annas]);

    await ok('DELETE', `/api/blocks/${userId('boris')}`, 'anna');
    expect(await fileIds(place.id, 'anna')).toEqual([boriss, annas]);
  });

  it('shows a photo once however often its opinion lists it, and none whose file is gone', async () => {
    const place = await newPlace();
    const [twice, gone] = await upload('anna', 2);
    await write('anna', place.id, [twice as string, gone as string, twice as string]);
    expect(await fileIds(place.id)).toEqual([twice, gone]);
    await t.app.db.delete(files).where(eq(files.id, gone as string));
    const page = await photos(place.id);
    expect(page.items.map((item) => item.fileId)).toEqual([twice]);
    expect(page.photoCount).toBe(1);
  });

  it('keeps the photos of the place asked for, not of its neighbours', async () => {
    const place = await newPlace();
    const other = await newPlace();
    const [here, there] = await upload('vera', 2);
    await write('vera', place.id, [here as string]);
    await write('vera', other.id, [there as string]);
    expect(await fileIds(place.id)).toEqual([here]);
    expect(await fileIds(other.code)).toEqual([there]);
  });

  it('answers 404 for a place that is not there, or that the caller may not see', async () => {
    for (const key of [crypto.randomUUID(), 'no-such-place']) {
      const response = await call('GET', `/api/places/${key}/photos`, 'anna');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Место не найдено');
    }
    const draft = await newPlace({ status: 'DRAFT' });
    expect((await call('GET', `/api/places/${draft.id}/photos`, 'anonymous')).statusCode).toBe(404);
    expect((await call('GET', `/api/places/${draft.id}/photos`, 'stranger')).statusCode).toBe(404);
    // Its team sees the draft, as the places list shows it to them.
    expect(await photos(draft.id, 'member')).toEqual({ items: [], nextCursor: null, photoCount: 0 });
  });

  it('refuses a forged cursor or a bad limit with a 400 naming the parameter', async () => {
    const place = await newPlace();
    const forged = Buffer.from(JSON.stringify(['newest', ['not a time', 'x', 1], crypto.randomUUID()])).toString(
      'base64url',
    );
    const cursor = await call('GET', `/api/places/${place.id}/photos?cursor=${forged}`, 'anonymous');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().fields).toHaveProperty('cursor');
    for (const limit of ['0', '101', 'много']) {
      const response = await call('GET', `/api/places/${place.id}/photos?limit=${encodeURIComponent(limit)}`, 'anna');
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().fields, limit).toHaveProperty('limit');
    }
  });
});
