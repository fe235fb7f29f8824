import { isRoot, Visibility } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  events,
  opinions,
  places,
  roomParticipants,
  rooms,
  userOrganisationBinds,
  userSubscriptions,
} from '../db/schema.ts';
import { countsPublicly } from './moderation.ts';
import type { Viewer } from './viewer.ts';

// Who may see what a person wrote or did — opinions, check-ins, rooms (docs/product.md#visibility):
// - PUBLIC: everyone, signed in or not;
// - FRIENDS: the author and people who follow the author and are followed back (mutual followers);
// - PRIVATE: the author and those it is shared with (what "shared" means is the collection's: the team of the place
//   an opinion is about, the participants of a room);
// - NOTES: the author alone.
// ROOT moderates everything but notes, which are nobody else's. The rule is SQL, applied inside every list query, so
// pages stay full and counts stay true; `maySee` is the same rule for one row already loaded.

/** Who sees what a person writes when they choose nobody: everyone (the database's default too). */
export const DEFAULT_VISIBILITY = Visibility.PUBLIC;

/** The audience of a row written now: the one chosen, else the default. */
export const audienceOf = (chosen: Visibility | null | undefined): Visibility => chosen ?? DEFAULT_VISIBILITY;

/** Is it for everyone, signed in or not? */
export const isPublic = (visibility: string): boolean => visibility === 'PUBLIC';

/** SQL: the row is for everyone, signed in or not (`visibleTo` an anonymous visitor). */
export const publicOnly = (visibility: AnyPgColumn | SQL): SQL => sql`${visibility} = 'PUBLIC'`;

/**
 * Does everyone a row is shared with see it, whoever they are? PUBLIC and PRIVATE rows: yes; FRIENDS ones reach only
 * the author's mutual followers, NOTES nobody. (A team hears of an opinion about its place only when this holds.)
 */
export const reachesSharedWith = (visibility: string): boolean => isPublic(visibility) || visibility === 'PRIVATE';

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
  if (!viewer) return publicOnly(visibility);
  if (isRoot(viewer)) return sql`(${visibility} <> 'NOTES' or ${author} = ${viewer.id})`;
  const shared = columns.sharedWith ? sql` or (${visibility} = 'PRIVATE' and ${columns.sharedWith(viewer)})` : sql``;
  return sql`(${publicOnly(visibility)} or ${author} = ${viewer.id} or (${visibility} = 'FRIENDS' and ${mutualFollow(author, viewer.id)})${shared})`;
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
  if (isPublic(row.visibility)) return true;
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

// ————— with whom a PRIVATE row is shared —————

/** SQL: the ids of the organisations the viewer belongs to (any bind, TEAM or DEFAULT). */
export function organisationsOf(viewer: Viewer): SQL {
  const b = userOrganisationBinds;
  return sql`select ${b.organisationId} from ${b} where ${b.userId} = ${viewer.id}`;
}

/** SQL over `opinions`: the opinion is about a place or an event of one of these organisations. */
export function opinionAboutOrganisations(organisationIds: SQL): SQL {
  return sql`(${opinions.placeId} in (select ${places.id} from ${places} where ${places.organisationId} in (${organisationIds})) or ${opinions.eventId} in (select ${events.id} from ${events} where ${events.organisationId} in (${organisationIds})))`;
}

/** SQL over `opinions`: a PRIVATE opinion is shared with the team of the organisation owning its place or event. */
export const opinionSharedWith = (viewer: Viewer): SQL => opinionAboutOrganisations(organisationsOf(viewer));

/** SQL over `rooms`: a PRIVATE room is shared with its participants. */
export function roomSharedWith(viewer: Viewer): SQL {
  const p = roomParticipants;
  return sql`exists (select 1 from ${p} where ${p.roomId} = ${rooms.id} and ${p.userId} = ${viewer.id})`;
}
