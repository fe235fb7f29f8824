import { isRoot, type Visibility } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { opinions, userSubscriptions } from '../db/schema.ts';
import { countsPublicly } from './moderation.ts';
import type { Viewer } from './viewer.ts';

// Who may see what a person wrote or did — opinions, check-ins, rooms (DESIGN.md §4):
// - PUBLIC: everyone, signed in or not;
// - FRIENDS: the author and people who follow the author and are followed back (mutual followers);
// - PRIVATE: the author and those it is shared with (what "shared" means is the collection's: the team of the place
//   an opinion is about, the participants of a room);
// - NOTES: the author alone.
// ROOT moderates everything but notes, which are nobody else's. The rule is SQL, applied inside every list query, so
// pages stay full and counts stay true; `maySee` is the same rule for one row already loaded.

/** SQL: the two users follow each other. */
export function mutualFollow(a: SQL | AnyPgColumn | string, b: SQL | AnyPgColumn | string): SQL {
  // Each direction is one probe of the unique index on (subscriber, coalesce(target…)): the coalesce names the
  // index's expression, the user_id test keeps only follows of people.
  const s = userSubscriptions;
  const follows = (from: typeof a, to: typeof a) =>
    sql`exists (select 1 from ${s} where ${s.subscriberId} = ${from} and coalesce(${s.userId}, ${s.placeId}, ${s.organisationId}, ${s.eventListId}) = ${to} and ${s.userId} = ${to})`;
  return sql`(${follows(a, b)} and ${follows(b, a)})`;
}

export type VisibilityColumns = {
  author: AnyPgColumn | SQL;
  visibility: AnyPgColumn | SQL;
  /** The condition under which a PRIVATE row is shared with the viewer (besides its author). */
  sharedWith?: (viewer: Viewer) => SQL;
};

/** SQL condition: rows of this kind the viewer may see. */
export function visibleTo(viewer: Viewer | null, columns: VisibilityColumns): SQL {
  const { author, visibility } = columns;
  if (!viewer) return sql`${visibility} = 'PUBLIC'`;
  if (isRoot(viewer)) return sql`(${visibility} <> 'NOTES' or ${author} = ${viewer.id})`;
  const shared = columns.sharedWith ? sql` or (${visibility} = 'PRIVATE' and ${columns.sharedWith(viewer)})` : sql``;
  return sql`(${visibility} = 'PUBLIC' or ${author} = ${viewer.id} or (${visibility} = 'FRIENDS' and ${mutualFollow(author, viewer.id)})${shared})`;
}

/** Do two users follow each other? */
export async function areFriends(db: Database, a: string, b: string): Promise<boolean> {
  const rows = (await db.execute(
    sql`select ${mutualFollow(sql`${a}::uuid`, sql`${b}::uuid`)} as "friends"`,
  )) as unknown;
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { friends: boolean }[];
  return list[0]?.friends === true;
}

/** The rule of `visibleTo` for one loaded row. `sharedWith` answers for PRIVATE rows the viewer did not write. */
export async function maySee(
  db: Database,
  viewer: Viewer | null,
  row: { authorId: string; visibility: Visibility },
  sharedWith?: (viewer: Viewer) => Promise<boolean>,
): Promise<boolean> {
  if (row.visibility === 'PUBLIC') return true;
  if (!viewer) return false;
  if (row.authorId === viewer.id) return true;
  if (row.visibility === 'NOTES') return false;
  if (isRoot(viewer)) return true;
  if (row.visibility === 'FRIENDS') return areFriends(db, viewer.id, row.authorId);
  return row.visibility === 'PRIVATE' && sharedWith !== undefined && (await sharedWith(viewer));
}

/**
 * SQL: the opinions a stranger can read (PUBLIC, and not held, hidden or deleted by moderation). Public figures — a
 * place's rating, opinion count and tag counts, a business's rating by day — count these alone, so a count is the
 * length of the list anyone gets, and no FRIENDS, PRIVATE or NOTES rating shows through an average.
 */
export const opinionsSeenByAnyone = sql`(${visibleTo(null, { author: opinions.authorId, visibility: opinions.visibility })} and ${countsPublicly(opinions.moderationState)})`;
