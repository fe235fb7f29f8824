import { hasBusinessAccess, isRoot } from '@mesto/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { organisations, userOrganisationBinds } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import { defineCollection } from '../../lib/collection.ts';
import { assertOwnFiles } from '../../lib/file-refs.ts';
import { findOrganisation } from '../../lib/lookups.ts';
import { memberOf, rolesIn } from '../../lib/membership.ts';
import { searchFilter } from '../../lib/search.ts';
import { Organisation, OrganisationFields, OrganisationListQuery } from './organisation.schemas.ts';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Organisations: a public list anyone reads; business users found them and their owners edit them. */
export const organisationsCollection = defineCollection({
  name: 'organisations',
  // The public list: from the read replica when there is one.
  replicaReads: true,
  schemaName: 'Organisation',
  accessParam: 'organisation',
  table: organisations,
  idColumn: organisations.id,
  item: Organisation,
  fields: OrganisationFields,
  listQuery: OrganisationListQuery,

  access: {
    read: 'public',
    visible: () => undefined,
    async row({ db, viewer }, row) {
      const role = (await rolesIn(db, viewer, [row.id])).get(row.id);
      // Owners manage the organisation and its team; members edit its listings, not the organisation itself.
      return { canView: true, canEdit: isRoot(viewer) || role === 'DEFAULT', canDelete: false };
    },
    // Only the business panel's users found organisations; the founder becomes its first owner.
    create: ({ viewer }) => hasBusinessAccess(viewer),
  },

  async filters({ db, viewer }, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.code) conditions.push(eq(organisations.code, query.code));
    if (query.user) {
      conditions.push(
        sql`${organisations.id} in (select ${userOrganisationBinds.organisationId} from ${userOrganisationBinds} where ${userOrganisationBinds.userId} = ${query.user})`,
      );
    }
    if (query.mine) conditions.push(memberOf(viewer, organisations.id));
    conditions.push(await searchFilter(db, query.q, 'organisations'));
    return conditions;
  },

  sorts: {
    name: () => ({ keys: [{ expression: sql`lower(${organisations.name})`, direction: 'asc', kind: 'text' }] }),
    newest: () => ({ keys: [{ expression: organisations.createdAt, direction: 'desc', kind: 'timestamp' }] }),
  },

  find: findOrganisation,
  load: ({ db, viewer }, rows) =>
    rolesIn(
      db,
      viewer,
      rows.map((row) => row.id),
    ),
  toItem: (row, _ctx, roles) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    logoFileId: row.logoFileId,
    contacts: row.contacts,
    createdAt: row.createdAt.toISOString(),
    myRole: roles.get(row.id) ?? null,
  }),

  blank: () => ({ name: '', description: '', logoFileId: null, contacts: [] }),

  async check({ db, viewer }, values, existing) {
    if (values.logoFileId) {
      await assertOwnFiles(db, viewer, [{ path: 'logoFileId', id: values.logoFileId }], [existing?.logoFileId ?? null]);
    }
  },

  async create({ db, viewer }, values) {
    const [created] = await db
      .insert(organisations)
      .values({ ...values, name: values.name ?? '', code: generateCode() })
      .returning();
    const organisation = created as OrganisationRow;
    await db
      .insert(userOrganisationBinds)
      .values({ userId: viewer.id, organisationId: organisation.id, kind: 'DEFAULT' });
    return organisation;
  },

  async update({ db }, existing, values) {
    const [updated] = await db
      .update(organisations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(organisations.id, existing.id))
      .returning();
    return updated as OrganisationRow;
  },
});
