import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, places, users } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

describe('features', () => {
  let t: TestApp;
  let root: Session;
  let business: Session;
  let visitor: Session;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session?: Session, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const create = async (name: string) =>
    (await call('POST', '/api/features/editor', root, { name })).json().id as string;
  const placeWith = async (featureIds: string[]) => {
    const [row] = await t.app.db
      .insert(places)
      .values({ code: `p${Math.random().toString(36).slice(2, 9)}`, name: 'Место', featureIds })
      .returning();
    return row?.id as string;
  };
  const featuresOf = async (placeId: string) =>
    (await t.app.db.select().from(places).where(eq(places.id, placeId)))[0]?.featureIds;

  beforeAll(async () => {
    t = await createTestApp();
    root = await signUp(t.app);
    business = await signUp(t.app);
    visitor = await signUp(t.app);
    await grant(t.app, root.userId, ['ROOT']);
    await grant(t.app, business.userId, ['BUSINESS_PANEL']);
  });
  afterAll(() => t.close());

  it('an update that names no field changes nothing and answers the feature as it is', async () => {
    const id = await create('Камин в зале');
    const response = await call('POST', '/api/features/editor', root, { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'Камин в зале' });
  });

  it('business users add features, only ROOT renames and deletes them', async () => {
    const added = await call('POST', '/api/features/editor', business, { name: ' Настольные игры ', icon: 'dice' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Настольные игры', uses: { places: 0, events: 0, favourites: 0 } });
    const id = added.json().id as string;
    expect((await call('POST', '/api/features/editor', visitor, { name: 'Кальян' })).statusCode).toBe(403);
    expect((await call('POST', '/api/features/editor', undefined, { name: 'Кальян' })).statusCode).toBe(401);
    expect((await call('POST', '/api/features/editor', business, { id, name: 'Игры' })).statusCode).toBe(403);
    expect((await call('GET', `/api/features/check_access?feature=${id}`, business)).json()).toEqual({
      canView: true,
      canEdit: false,
      canDelete: false,
    });
    expect((await call('GET', `/api/features/check_access?feature=${id}`, root)).json()).toEqual({
      canView: true,
      canEdit: true,
      canDelete: true,
    });
    expect((await call('DELETE', `/api/features/${id}`, business)).statusCode).toBe(403);
    expect((await call('POST', '/api/features/editor', root, { id, name: 'Игры' })).json().name).toBe('Игры');
    const duplicate = await call('POST', '/api/features/editor', business, { name: 'Игры' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toHaveProperty('name');
    expect((await call('POST', '/api/features/editor', business, { name: '   ' })).json().fields).toEqual({
      name: 'Укажите название',
    });
    expect((await call('DELETE', `/api/features/${id}`, root)).json()).toEqual({ ok: true });
  });

  it('one feature per name, whatever its case or ё: a second «камин» or «елка» is refused naming `name`', async () => {
    const fireplace = await create('Дровяной камин');
    await create('Новогодняя ёлка');
    for (const name of ['дровяной камин', 'ДРОВЯНОЙ КАМИН', 'новогодняя елка', 'НОВОГОДНЯЯ ЁЛКА']) {
      const refused = await call('POST', '/api/features/editor', business, { name });
      expect(refused.statusCode, name).toBe(409);
      expect(refused.json().fields.name, name).toMatch(/^Такая особенность уже есть/);
    }
    // Renaming into another's name neither; its own name in another case is fine.
    const stove = await create('Русская печь');
    expect((await call('POST', '/api/features/editor', root, { id: stove, name: 'Новогодняя Елка' })).statusCode).toBe(
      409,
    );
    expect(
      (await call('POST', '/api/features/editor', root, { id: fireplace, name: 'дровяной камин' })).json().name,
    ).toBe('дровяной камин');
  });

  it('the migration folds the duplicates there were into the oldest before forbidding them', async () => {
    // The state before 0008: the index away, «Зелёный двор» three times over (case, ё), referred to from places and favourites.
    await t.app.db.execute(sql`drop index features_name_folded_idx`);
    const [oldest, upper, yo] = await t.app.db
      .insert(features)
      .values([
        { name: 'Зелёный двор', createdAt: new Date('2025-01-01T00:00:00Z') },
        { name: 'ЗЕЛЕНЫЙ ДВОР', createdAt: new Date('2025-02-01T00:00:00Z') },
        { name: 'зеленый Двор', createdAt: new Date('2025-03-01T00:00:00Z') },
      ])
      .returning();
    const piano = await create('Рояль у окна');
    const both = await placeWith([upper?.id as string, piano, oldest?.id as string]);
    const onlyCopy = await placeWith([yo?.id as string]);
    await t.app.db
      .update(users)
      .set({ favoriteFeatureIds: [yo?.id as string, upper?.id as string] })
      .where(eq(users.id, visitor.userId));

    const migration = readFileSync(
      fileURLToPath(new URL('../../../drizzle/0008_chat_place_feature_names.sql', import.meta.url)),
      'utf8',
    );
    // Its statements about features (the chats' column is there already).
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/"features"|feature_ids/.test(statement)) await t.app.db.execute(sql.raw(statement));
    }

    expect(await featuresOf(both)).toEqual([oldest?.id, piano]);
    expect(await featuresOf(onlyCopy)).toEqual([oldest?.id]);
    const [fan] = await t.app.db.select().from(users).where(eq(users.id, visitor.userId));
    expect(fan?.favoriteFeatureIds).toEqual([oldest?.id]);
    const left = await t.app.db
      .select()
      .from(features)
      .where(sql`replace(lower(${features.name}), 'ё', 'е') = 'зеленый двор'`);
    expect(left.map((row) => row.id)).toEqual([oldest?.id]);
    expect((await call('POST', '/api/features/editor', business, { name: 'Зелёный Двор' })).statusCode).toBe(409);
  });

  it('a feature in use is not deleted, and the refusal says where it is used', async () => {
    const terrace = await create('Веранда');
    await placeWith([terrace]);
    await t.app.db
      .update(users)
      .set({ favoriteFeatureIds: [terrace] })
      .where(eq(users.id, visitor.userId));
    const listed = (await call('GET', '/api/features?q=веранда')).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: terrace, uses: { places: 1, events: 0, favourites: 1 } })]);
    const refused = await call('DELETE', `/api/features/${terrace}`, root);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('мест: 1');
    expect((await t.app.db.select().from(features).where(eq(features.id, terrace))).length).toBe(1);
  });

  it('replace moves every reference to the new feature and removes the old one', async () => {
    const wifi = await create('Wi-Fi');
    const internet = await create('Интернет');
    const piano = await create('Пианино');
    const onlyOld = await placeWith([piano, internet]);
    const both = await placeWith([wifi, piano, internet]);
    await t.app.db
      .update(users)
      .set({ favoriteFeatureIds: [internet, wifi] })
      .where(eq(users.id, business.userId));
    expect(
      (await call('POST', '/api/features/replace', business, { _oldFeature: internet, _newFeature: wifi })).statusCode,
    ).toBe(403);
    const replaced = await call('POST', '/api/features/replace', root, { _oldFeature: internet, _newFeature: wifi });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ feature: { id: wifi }, moved: { places: 2, events: 0, favourites: 1 } });
    expect(await featuresOf(onlyOld)).toEqual([piano, wifi]);
    // The place that had both keeps one of them, in its place in the order.
    expect(await featuresOf(both)).toEqual([wifi, piano]);
    const [person] = await t.app.db.select().from(users).where(eq(users.id, business.userId));
    expect(person?.favoriteFeatureIds).toEqual([wifi]);
    expect((await t.app.db.select().from(features).where(eq(features.id, internet))).length).toBe(0);
  });

  it('replace is all or nothing: a failure midway leaves both features as they were', async () => {
    const karaoke = await create('Караоке');
    const singing = await create('Пение');
    const place = await placeWith([singing]);
    await t.app.db
      .update(users)
      .set({ favoriteFeatureIds: [singing] })
      .where(eq(users.id, visitor.userId));
    // The last step (removing the old feature) fails, after the references were already moved.
    await t.app.db.execute(sql`
      create function refuse_feature_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_feature_delete before delete on features for each row execute function refuse_feature_delete()`,
    );
    try {
      const failed = await call('POST', '/api/features/replace', root, { _oldFeature: singing, _newFeature: karaoke });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('refused for the test');
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_feature_delete on features`);
    }
    expect(await featuresOf(place)).toEqual([singing]);
    const [person] = await t.app.db.select().from(users).where(eq(users.id, visitor.userId));
    expect(person?.favoriteFeatureIds).toEqual([singing]);
    expect((await t.app.db.select().from(features).where(eq(features.id, singing))).length).toBe(1);
  });

  it('replace refuses a feature by itself and unknown features, naming the field', async () => {
    const one = await create('Камин');
    const same = await call('POST', '/api/features/replace', root, { _oldFeature: one, _newFeature: one });
    expect(same.json().fields).toHaveProperty('_newFeature');
    const unknown = await call('POST', '/api/features/replace', root, {
      _oldFeature: '00000000-0000-4000-8000-000000000000',
      _newFeature: one,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('_oldFeature');
    const missing = await call('POST', '/api/features/replace', root, { _oldFeature: one });
    expect(missing.json().fields).toHaveProperty('_newFeature');
  });
});
