import { hasBusinessAccess, isRoot } from '@mesto/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { features } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { ApiError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { nameOnly, unindexedSearchFilter } from '../../lib/search.ts';
import { Feature, FeatureFields, type Uses } from './place-features.schemas.ts';
import { type FeatureRow, findFeature, noUses, usesOf } from './place-features.service.ts';

// Features (Wi-Fi, a terrace, a piano) are shared by every venue: any business user may add a missing one, only
// ROOT renames, deletes or merges them, because a change reaches every place that uses it.

const pluralUses = (uses: Uses) =>
  [
    uses.places ? `мест: ${uses.places}` : '',
    uses.events ? `событий: ${uses.events}` : '',
    uses.favourites ? `в избранном: ${uses.favourites}` : '',
  ]
    .filter(Boolean)
    .join(', ');

export const placeFeaturesCollection = defineCollection({
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
