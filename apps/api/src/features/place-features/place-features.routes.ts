import { FEATURE_NAME_RULE, hasBusinessAccess, isRoot, isUuid } from '@mesto/domain';
import { arrayOverlaps, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, features, places, users } from '../../db/schema.ts';
import { registerCollection } from '../../lib/collection.ts';
import { ApiError, fieldError, forbidden, unauthorized } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { Line, Text } from '../../lib/schemas.ts';
import { nameOnly, unindexedSearchFilter } from '../../lib/search.ts';
import { sessionRequired } from '../../plugins/auth.ts';

// Features (Wi-Fi, a terrace, a piano) are shared by every venue: any business user may add a missing one, only
// ROOT renames, deletes or merges them, because a change reaches every place that uses it.

type FeatureRow = typeof features.$inferSelect;

const FeatureUses = z.object({ places: z.number().int(), events: z.number().int(), favourites: z.number().int() });
export const Feature = z
  .object({ id: z.uuid(), name: z.string(), icon: z.string(), createdAt: z.iso.datetime(), uses: FeatureUses })
  .meta({ id: 'Feature' });

const FeatureFields = z.object({
  name: Text(FEATURE_NAME_RULE),
  icon: Line(40, 'Значок').optional(),
});

type Uses = z.infer<typeof FeatureUses>;
type ReferringTable = typeof places | typeof events | typeof eventOccurrences | typeof users;

/**
 * Every column that refers to features, so delete and replace can never miss one. Occurrences carry a copy of their
 * event's features for list filters: they move along but are not counted twice.
 */
const references: Array<{ table: ReferringTable; column: AnyPgColumn; key: keyof Uses | null }> = [
  { table: places, column: places.featureIds, key: 'places' },
  { table: events, column: events.featureIds, key: 'events' },
  { table: eventOccurrences, column: eventOccurrences.featureIds, key: null },
  { table: users, column: users.favoriteFeatureIds, key: 'favourites' },
];
const noUses = (): Uses => ({ places: 0, events: 0, favourites: 0 });

async function usesOf(db: Database, ids: string[]) {
  const uses = new Map<string, Uses>(ids.map((id) => [id, noUses()]));
  if (ids.length === 0) return uses;
  for (const reference of references) {
    const key = reference.key;
    if (key === null) continue;
    const counted = await db
      .select({ id: sql<string>`f.id`, count: sql<number>`count(*)::int` })
      .from(sql`${reference.table}, unnest(${reference.column}) as f(id)`)
      .where(arrayOverlaps(reference.column, ids))
      .groupBy(sql`f.id`);
    for (const row of counted) {
      const entry = uses.get(row.id);
      if (entry) entry[key] = row.count;
    }
  }
  return uses;
}

const pluralUses = (uses: Uses) =>
  [
    uses.places ? `мест: ${uses.places}` : '',
    uses.events ? `событий: ${uses.events}` : '',
    uses.favourites ? `в избранном: ${uses.favourites}` : '',
  ]
    .filter(Boolean)
    .join(', ');

async function findFeature(db: Database, key: string) {
  if (!isUuid(key)) return undefined;
  const [row] = await db.select().from(features).where(eq(features.id, key)).limit(1);
  return row;
}

export const placeFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, {
    name: 'features',
    schemaName: 'Feature',
    accessParam: 'feature',
    table: features,
    idColumn: features.id,
    item: Feature,
    fields: FeatureFields,
    listQuery: z.object({}),

    access: {
      read: 'public',
      visible: () => undefined,
      row: ({ viewer }) => ({ canView: true, canEdit: isRoot(viewer), canDelete: isRoot(viewer) }),
      create: ({ viewer }) => hasBusinessAccess(viewer),
    },

    filters: async ({ db }, query): Promise<(SQL | undefined)[]> => [
      await unindexedSearchFilter(db, query.q, nameOnly(features.name)),
    ],
    sorts: {
      name: () => ({ keys: [{ expression: sql`lower(${features.name})`, direction: 'asc', kind: 'text' }] }),
      newest: () => ({ keys: [{ expression: features.createdAt, direction: 'desc', kind: 'timestamp' }] }),
    },

    find: findFeature,
    load: ({ db }, rows) =>
      usesOf(
        db,
        rows.map((row) => row.id),
      ),
    toItem: (row, _ctx, uses) => ({
      id: row.id,
      name: row.name,
      icon: row.icon,
      createdAt: row.createdAt.toISOString(),
      uses: uses.get(row.id) ?? noUses(),
    }),
    blank: () => ({ name: '', icon: '' }),

    async create({ db }, values) {
      const [row] = await db
        .insert(features)
        .values({ name: values.name ?? '', icon: values.icon ?? '' })
        .returning();
      return row as FeatureRow;
    },
    async update({ db }, existing, values) {
      const [row] = await db.update(features).set(values).where(eq(features.id, existing.id)).returning();
      return row as FeatureRow;
    },
    async remove({ db }, row) {
      const uses = (await usesOf(db, [row.id])).get(row.id);
      if (uses && (uses.places > 0 || uses.events > 0 || uses.favourites > 0)) {
        throw new ApiError(409, messages.catalogue.featureInUse(pluralUses(uses)), 'FEATURE_IN_USE');
      }
      await db.delete(features).where(eq(features.id, row.id));
    },
    conflicts: [{ constraint: 'name', field: 'name', message: messages.catalogue.featureTaken, code: 'FEATURE_TAKEN' }],
  });

  app.post(
    '/features/replace',
    {
      config: sessionRequired,
      schema: {
        tags: ['features'],
        summary: 'Move every reference of one feature to another and remove the first, all in one transaction',
        body: z.object({ _oldFeature: z.uuid(), _newFeature: z.uuid() }),
        response: { 200: z.object({ feature: Feature, moved: FeatureUses }) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      if (!isRoot(viewer)) throw forbidden();
      const { _oldFeature: oldId, _newFeature: newId } = request.body;
      if (oldId === newId) throw fieldError('_newFeature', messages.catalogue.featureSame);
      const moved = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [old, replacement] = await Promise.all([findFeature(db, oldId), findFeature(db, newId)]);
        if (!old) throw fieldError('_oldFeature', messages.users.unknownFeature, 'FEATURE_NOT_FOUND');
        if (!replacement) throw fieldError('_newFeature', messages.users.unknownFeature, 'FEATURE_NOT_FOUND');
        const counts = noUses();
        for (const reference of references) {
          // Replace in place, keeping the order and dropping the duplicate when the item had both features.
          const updated = await db.execute(sql`
            update ${reference.table}
            set ${sql.identifier(reference.column.name)} = array(
              select f.id from unnest(array_replace(${reference.column}, ${oldId}::uuid, ${newId}::uuid))
                with ordinality as f(id, n)
              group by f.id order by min(f.n))
            where ${oldId}::uuid = any(${reference.column})`);
          if (reference.key)
            counts[reference.key] = Number(
              (updated as { count?: number; affectedRows?: number }).count ??
                (updated as { affectedRows?: number }).affectedRows ??
                0,
            );
        }
        await db.delete(features).where(eq(features.id, oldId));
        return counts;
      });
      const feature = (await findFeature(app.db, newId)) as FeatureRow;
      const uses = (await usesOf(app.db, [newId])).get(newId) ?? noUses();
      return {
        feature: { ...feature, createdAt: feature.createdAt.toISOString(), uses },
        moved,
      };
    },
  );
};
