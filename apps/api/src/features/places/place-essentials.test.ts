import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'member' | 'otherMember' | 'stranger' | 'anonymous';

// A place's essentials as 2GIS shows them: the average bill («Средний чек», whole rubles, 1 to a million) and a link to
// the menu (http(s) only). Its team sets them; everyone reads them.

const MENU = 'https://polnoch-bar.example/menu.pdf?v=2026#напитки';

describe('the average bill and the menu of a place', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisationId = '';
  let place: { id: string; code: string; averageBill: number | null; menuUrl: string | null };

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const stored = async () => {
    const [row] = await t.app.db.select().from(places).where(eq(places.id, place.id));
    return { averageBill: row?.averageBill, menuUrl: row?.menuUrl };
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.otherMember as Session).userId, ['BUSINESS_PANEL']);
    organisationId = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Бар-групп' })).json().id;
    await call('POST', '/api/organisations/editor', 'otherMember', { name: 'Чужая сеть' });
    await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId,
    });
    const created = await call('POST', '/api/places/editor', 'owner', {
      organisationId,
      name: 'Бар «Полночь»',
      averageBill: 1500,
      menuUrl: ` ${MENU} `,
    });
    expect(created.statusCode, created.body).toBe(200);
    place = created.json();
  });
  afterAll(() => t.close());

  it('are stored and read back by the item, the list and the public catalogue; the blank has neither', async () => {
    expect(place).toMatchObject({ averageBill: 1500, menuUrl: MENU });
    expect(await stored()).toEqual({ averageBill: 1500, menuUrl: MENU });
    const listed = (await call('GET', `/api/places?code=${place.code}`, 'anonymous')).json().items;
    expect(listed).toMatchObject([{ averageBill: 1500, menuUrl: MENU }]);
    expect((await call('GET', '/api/places/blank', 'owner')).json()).toMatchObject({
      averageBill: null,
      menuUrl: null,
    });
    const plain = await call('POST', '/api/places/editor', 'owner', { organisationId, name: 'Без меню' });
    expect(plain.json()).toMatchObject({ averageBill: null, menuUrl: null });
  });

  it('the team changes them in the editor and one at a time, and takes them off', async () => {
    const edited = await call('POST', '/api/places/editor', 'member', { id: place.id, averageBill: 1_000_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ averageBill: 1_000_000, menuUrl: MENU });
    const one = await call('POST', '/api/places/field-editor', 'owner', {
      id: place.id,
      field: 'averageBill',
      value: 1,
    });
    expect(one.json().averageBill).toBe(1);
    const menu = await call('POST', '/api/places/field-editor', 'owner', {
      id: place.id,
      field: 'menuUrl',
      value: 'http://меню.рф/полночь',
    });
    expect(menu.json().menuUrl).toBe('http://меню.рф/полночь');
    const cleared = await call('POST', '/api/places/editor', 'owner', {
      id: place.id,
      averageBill: null,
      menuUrl: null,
    });
    expect(cleared.json()).toMatchObject({ averageBill: null, menuUrl: null });
    const back = await call('POST', '/api/places/editor', 'owner', { id: place.id, averageBill: 1500, menuUrl: MENU });
    expect(back.json()).toMatchObject({ averageBill: 1500, menuUrl: MENU });
  });

  it.each([
    [{ averageBill: -500 }, 'averageBill', 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000'],
    [{ averageBill: 0 }, 'averageBill', 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000'],
    [{ averageBill: 1_000_001 }, 'averageBill', 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000'],
    [{ averageBill: 1500.5 }, 'averageBill', 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000'],
    [{ averageBill: '1500' }, 'averageBill', 'Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000'],
    [{ menuUrl: 'javascript:alert(1)' }, 'menuUrl', 'Ссылка на меню: подойдёт только адрес, начинающийся с http://'],
    [{ menuUrl: 'vbscript:msgbox(1)' }, 'menuUrl', 'Ссылка на меню: подойдёт только адрес, начинающийся с http://'],
    [{ menuUrl: 'https://a:b@polnoch-bar.example/menu' }, 'menuUrl', 'Ссылка на меню: уберите из адреса'],
    [{ menuUrl: `https://polnoch-bar.example/${'м'.repeat(2000)}` }, 'menuUrl', 'Ссылка на меню — не длиннее'],
    [{ menuUrl: 12 }, 'menuUrl', ''],
  ])('refuses %j with a 400 naming %s, and keeps what was stored', async (values, field, words) => {
    const response = await call('POST', '/api/places/editor', 'owner', { id: place.id, ...values });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toContain(words);
    expect(body.message).toContain(field);
    const [key, value] = Object.entries(values)[0] as [string, unknown];
    const single = await call('POST', '/api/places/field-editor', 'owner', { id: place.id, field: key, value });
    expect(single.statusCode).toBe(400);
    expect(Object.keys(single.json().fields)).toEqual([field]);
    expect(await stored()).toEqual({ averageBill: 1500, menuUrl: MENU });
  });

  it('only those who may edit the place set them', async () => {
    const statuses: Partial<Record<Role, number>> = {};
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger', 'anonymous'] as const) {
      const response = await call('POST', '/api/places/editor', role, {
        id: place.id,
        averageBill: 900,
        menuUrl: `https://polnoch-bar.example/${role}`,
      });
      const single = await call('POST', '/api/places/field-editor', role, {
        id: place.id,
        field: 'averageBill',
        value: 901,
      });
      expect(single.statusCode, role).toBe(response.statusCode);
      statuses[role] = response.statusCode;
    }
    expect(statuses).toEqual({ root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 });
    expect(await stored()).toEqual({ averageBill: 901, menuUrl: 'https://polnoch-bar.example/member' });
  });
});
