import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

describe('sitemap', () => {
  let t: TestApp;
  let owner: Session;
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string; code: string };
  };
  const codes = async (kind: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sitemap/${kind}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { code: string; updatedAt: string }[]).map((item) => item.code);
  };
  type Saved = { id: string; code: string };
  let published: Saved;
  let draft: Saved;
  let ahead: Saved;
  let over: Saved;
  let organisation: Saved;
  let list: Saved;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    organisation = await post('/api/organisations/editor', { name: 'Сцены города' });
    const organisationId = organisation.id;
    published = await post('/api/places/editor', {
      organisationId,
      name: 'Открытая сцена',
      latitude: 56.3,
      longitude: 44,
    });
    draft = await post('/api/places/editor', {
      organisationId,
      name: 'Черновик',
      latitude: 56.3,
      longitude: 44,
      status: 'DRAFT',
    });
    list = await post('/api/event-lists/editor', { organisationId, name: 'Джаз по средам' });
    const placeId = published.id;
    ahead = await post('/api/events/editor', { placeId, title: 'Впереди', startsAt: '2099-02-01T19:00:00Z' });
    over = await post('/api/events/editor', {
      placeId,
      title: 'Прошло',
      startsAt: '2001-02-01T19:00:00Z',
      endsAt: '2001-02-01T22:00:00Z',
    });
  });
  afterAll(() => t.close());

  it('lists published places, organisations, event lists and only events still ahead', async () => {
    const places = await codes('places');
    expect(places).toContain(published.code);
    expect(places).not.toContain(draft.code);
    expect(await codes('organisations')).toContain(organisation.code);
    expect(await codes('event-lists')).toContain(list.code);
    const events = await codes('events');
    expect(events).toContain(ahead.code);
    expect(events).not.toContain(over.code);
  });

  it('says how many pages each kind has, and an empty page past the end', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/api/sitemap' });
    expect(index.statusCode).toBe(200);
    expect(index.json().sections).toEqual([
      { kind: 'places', pages: 1 },
      { kind: 'organisations', pages: 1 },
      { kind: 'event-lists', pages: 1 },
      { kind: 'events', pages: 1 },
    ]);
    const beyond = await t.app.inject({ method: 'GET', url: '/api/sitemap/places?page=3' });
    expect(beyond.json().items).toEqual([]);
  });

  it('refuses an unknown kind or page with a 400 naming it', async () => {
    const kind = await t.app.inject({ method: 'GET', url: '/api/sitemap/users' });
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toContain('kind');
    const page = await t.app.inject({ method: 'GET', url: '/api/sitemap/places?page=-1' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('page');
  });
});
