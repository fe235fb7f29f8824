import { hasBusinessAccess, isRoot, isUuid } from '@mesto/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, userOrganisationBinds, users } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { memberOf, roleIn } from '../../lib/membership.ts';
import { messages } from '../../lib/messages.ts';
import { BindFields, BindListQuery, UserOrganisationBind } from './organisation.schemas.ts';

type BindRow = typeof userOrganisationBinds.$inferSelect;

/**
 * The last owner can be neither removed nor demoted. The organisation's row is locked first, so two owners demoting
 * each other at the same moment are taken one after the other and the second is refused.
 */
async function assertAnotherOwner(db: Database, bind: BindRow) {
  await db.execute(sql`select 1 from ${organisations} where ${organisations.id} = ${bind.organisationId} for update`);
  const [other] = await db
    .select({ id: userOrganisationBinds.id })
    .from(userOrganisationBinds)
    .where(
      and(
        eq(userOrganisationBinds.organisationId, bind.organisationId),
        eq(userOrganisationBinds.kind, 'DEFAULT'),
        ne(userOrganisationBinds.id, bind.id),
      ),
    )
    .limit(1);
  if (!other) throw conflict('kind', messages.catalogue.lastOwner, 'LAST_OWNER');
}

/** A person's membership of an organisation's team: its owners manage it, a member may leave. */
export const bindsCollection = defineCollection({
  name: 'user-organisation-binds',
  schemaName: 'UserOrganisationBind',
  accessParam: 'bind',
  table: userOrganisationBinds,
  idColumn: userOrganisationBinds.id,
  item: UserOrganisationBind,
  fields: BindFields,
  listQuery: BindListQuery,

  access: {
    read: 'user',
    // A team is seen by its members and by ROOT; anyone sees their own memberships.
    visible: ({ viewer }) =>
      isRoot(viewer)
        ? undefined
        : or(
            eq(userOrganisationBinds.userId, viewer?.id ?? '00000000-0000-0000-0000-000000000000'),
            memberOf(viewer, userOrganisationBinds.organisationId),
          ),
    async row({ db, viewer }, row) {
      const root = isRoot(viewer);
      const role = await roleIn(db, viewer, row.organisationId);
      const own = viewer?.id === row.userId;
      return {
        canView: root || own || role !== null,
        canEdit: root || role === 'DEFAULT',
        // A member may leave a team; owners remove anyone.
        canDelete: root || role === 'DEFAULT' || own,
      };
    },
    async create({ db, viewer }, values) {
      if (!viewer) return false;
      if (isRoot(viewer)) return true;
      if (!values?.organisationId) return hasBusinessAccess(viewer);
      return (await roleIn(db, viewer, values.organisationId)) === 'DEFAULT';
    },
  },

  filters(_ctx, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.organisation) conditions.push(eq(userOrganisationBinds.organisationId, query.organisation));
    if (query.user) conditions.push(eq(userOrganisationBinds.userId, query.user));
    return conditions;
  },

  sorts: {
    oldest: () => ({ keys: [{ expression: userOrganisationBinds.createdAt, direction: 'asc', kind: 'timestamp' }] }),
  },

  async find(db, key): Promise<BindRow | undefined> {
    if (!isUuid(key)) return undefined;
    const [row] = await db.select().from(userOrganisationBinds).where(eq(userOrganisationBinds.id, key)).limit(1);
    return row;
  },

  async load({ db }, rows) {
    const ids = [...new Set(rows.map((row) => row.userId))];
    if (ids.length === 0) return new Map();
    const people = await db
      .select({
        id: users.id,
        code: users.code,
        username: users.username,
        displayName: users.displayName,
        avatarFileId: users.avatarFileId,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(people.map((person) => [person.id, person]));
  },
  toItem: (row, _ctx, people) => ({
    id: row.id,
    userId: row.userId,
    organisationId: row.organisationId,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    user: people.get(row.userId) ?? { id: row.userId, code: '', username: null, displayName: '', avatarFileId: null },
  }),

  blank: () => ({ userId: '', organisationId: '', kind: 'TEAM' as const }),

  async check({ db }, values, existing) {
    if (existing) {
      // A membership belongs to one person in one organisation; moving it would be a different membership.
      if (values.userId !== undefined && values.userId !== existing.userId) {
        throw fieldError('userId', messages.catalogue.bindMoved, 'BIND_MOVED');
      }
      if (values.organisationId !== undefined && values.organisationId !== existing.organisationId) {
        throw fieldError('organisationId', messages.catalogue.bindMoved, 'BIND_MOVED');
      }
      return;
    }
    const [organisation] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, values.organisationId as string));
    if (!organisation) {
      throw fieldError('organisationId', messages.catalogue.organisationNotFound, 'ORGANISATION_NOT_FOUND');
    }
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, values.userId as string));
    if (!person) throw fieldError('userId', messages.catalogue.userNotFound, 'USER_NOT_FOUND');
  },

  async create({ db }, values) {
    const [created] = await db
      .insert(userOrganisationBinds)
      .values({
        userId: values.userId ?? '',
        organisationId: values.organisationId ?? '',
        kind: values.kind ?? 'TEAM',
      })
      .returning();
    return created as BindRow;
  },

  async update({ db }, existing, values) {
    if (existing.kind === 'DEFAULT' && values.kind === 'TEAM') await assertAnotherOwner(db, existing);
    const [updated] = await db
      .update(userOrganisationBinds)
      .set({ kind: values.kind ?? existing.kind })
      .where(eq(userOrganisationBinds.id, existing.id))
      .returning();
    return updated as BindRow;
  },

  async remove({ db }, row) {
    if (row.kind === 'DEFAULT') await assertAnotherOwner(db, row);
    await db.delete(userOrganisationBinds).where(eq(userOrganisationBinds.id, row.id));
  },

  conflicts: [
    {
      constraint: 'user_organisation_binds_unique',
      field: 'userId',
      message: messages.catalogue.alreadyInTeam,
      code: 'ALREADY_IN_TEAM',
    },
  ],
});
