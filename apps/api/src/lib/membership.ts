import { isRoot, type TeamKind } from '@mesto/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { userOrganisationBinds } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

// Who belongs to an organisation decides who edits its places, event lists and events: an owner (DEFAULT) manages
// the team and the organisation itself, a member (TEAM) edits its listings. ROOT may do anything.

/** The viewer's role in each of the given organisations, in one query (for a whole page of rows). */
export async function rolesIn(
  db: Database,
  viewer: Viewer | null,
  organisationIds: readonly (string | null)[],
): Promise<Map<string, TeamKind>> {
  const ids = [...new Set(organisationIds.filter((id): id is string => id !== null))];
  if (!viewer || ids.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: userOrganisationBinds.organisationId, kind: userOrganisationBinds.kind })
    .from(userOrganisationBinds)
    .where(and(eq(userOrganisationBinds.userId, viewer.id), inArray(userOrganisationBinds.organisationId, ids)));
  return new Map(rows.map((row) => [row.organisationId, row.kind]));
}

export async function roleIn(db: Database, viewer: Viewer | null, organisationId: string | null) {
  return (await rolesIn(db, viewer, [organisationId])).get(organisationId ?? '') ?? null;
}

/** May the viewer edit what belongs to this organisation (its places, event lists, events)? */
export async function mayEditFor(db: Database, viewer: Viewer | null, organisationId: string | null) {
  if (isRoot(viewer)) return true;
  return organisationId !== null && (await roleIn(db, viewer, organisationId)) !== null;
}

/** SQL: the row's organisation is one the viewer belongs to (false for an anonymous viewer). */
export function memberOf(viewer: Viewer | null, organisationColumn: AnyPgColumn): SQL {
  if (!viewer) return sql`false`;
  return sql`${organisationColumn} in (select ${userOrganisationBinds.organisationId} from ${userOrganisationBinds} where ${userOrganisationBinds.userId} = ${viewer.id})`;
}
