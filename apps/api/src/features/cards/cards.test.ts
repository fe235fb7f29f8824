import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, bearer, createTestApp, grant, signUp, type TestApp } from '../../testing/test-app.ts';
import { wrapWords } from './card-image.ts';

describe('link-preview cards', () => {
  let t: TestApp;
  let place: { code: string };

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { origin: APP_ORIGIN, ...bearer(owner) } });
    const organisation = (await post('/api/organisations/editor', { name: 'Сцены' })).json();
    place = (
      await post('/api/places/editor', {
        organisationId: organisation.id,
        name: 'Джаз-клуб «Синкопа» на Большой Покровской улице',
        address: 'Большая Покровская, 1',
        latitude: 56.3,
        longitude: 44,
      })
    ).json();
  });
  afterAll(() => t.close());

  it('draws a 1200×630 PNG for a page without a photo, cached by the browser and previews', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cards/place/${place.code}.png` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('max-age');
    const image = await sharp(response.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630]);
  });

  it('answers 404 for nothing and 400 naming the file for a malformed name', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/cards/place/no-such-place.png' });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/cards/place/..%2Fetc.png' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('file');
    const kind = await t.app.inject({ method: 'GET', url: `/api/cards/user/${place.code}.png` });
    expect(kind.statusCode).toBe(400);
  });

  it('wraps a long title into three lines at most, ending what does not fit with «…»', () => {
    expect(wrapWords('Джаз-клуб «Синкопа» на Большой Покровской улице')).toEqual([
      'Джаз-клуб «Синкопа» на',
      'Большой Покровской улице',
    ]);
    const long = wrapWords('очень '.repeat(40));
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
    expect(wrapWords('Сверхдлинноесловобезпробеловкотороененумещаетсянаоднустроку')[0]).toHaveLength(24);
  });
});
