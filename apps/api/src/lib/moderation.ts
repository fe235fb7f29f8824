import { canModerate, MODERATION_STATES, type ModerationState } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { users } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

// Who sees an item a moderator (or the automatic brakes) acted on — opinions, feedbacks, rooms, chat messages:
// - VISIBLE: whoever its visibility lets see it;
// - HELD: its author alone, until a moderator decides;
// - HIDDEN: its author and the team of its place or organisation, marked with the moderator's reason;
// - DELETED: nobody but moderators.
// Moderators (ROOT, MODERATION) see every state. The rule is SQL, applied inside every list, count and figure, so a
// decision changes what everyone gets in its own transaction.

export const ModerationStateSchema = z.enum(MODERATION_STATES).meta({ id: 'ModerationState' });

/** What a moderated item carries: null while VISIBLE, else its state and the reason its author is shown. */
export const ModerationMark = z
  .object({ state: ModerationStateSchema, reason: z.string().nullable() })
  .nullable()
  .meta({
    id: 'ModerationMark',
    description: 'Null for a visible item; else HELD (waits for a moderator), HIDDEN or DELETED, with the reason.',
  });

export type ModeratedRow = { moderationState: ModerationState; moderationReason: string | null };

export function moderationOf(row: ModeratedRow): z.output<typeof ModerationMark> {
  return row.moderationState === 'VISIBLE' ? null : { state: row.moderationState, reason: row.moderationReason };
}

export type ModerationColumns = {
  state: AnyPgColumn | SQL;
  author: AnyPgColumn | SQL;
  /** The viewer is of the team that still sees a HIDDEN item (the place's or organisation's). */
  team?: (viewer: Viewer) => SQL;
};

/** SQL condition: the item's moderation state lets the viewer see it. */
export function moderationVisibleTo(viewer: Viewer | null, columns: ModerationColumns): SQL {
  const { state, author } = columns;
  if (!viewer) return sql`${state} = 'VISIBLE'`;
  if (canModerate(viewer)) return sql`true`;
  const team = columns.team ? sql` or (${state} = 'HIDDEN' and ${columns.team(viewer)})` : sql``;
  return sql`(${state} = 'VISIBLE' or (${state} in ('HIDDEN', 'HELD') and ${author} = ${viewer.id})${team})`;
}

/** SQL condition: the item counts in public figures (ratings, counts, summaries, the feed): only VISIBLE ones. */
export const countsPublicly = (state: AnyPgColumn | SQL): SQL => sql`${state} = 'VISIBLE'`;

/** The rule of `moderationVisibleTo` for one loaded item. */
export async function mayViewModerated(
  viewer: Viewer | null,
  row: ModeratedRow & { authorId: string | null },
  inTeam?: (viewer: Viewer) => Promise<boolean>,
): Promise<boolean> {
  if (row.moderationState === 'VISIBLE') return true;
  if (!viewer) return false;
  if (canModerate(viewer)) return true;
  if (row.moderationState === 'DELETED') return false;
  if (row.authorId === viewer.id) return true;
  return row.moderationState === 'HIDDEN' && inTeam !== undefined && (await inTeam(viewer));
}

/**
 * SQL: a person's picture as others see it beside what they wrote — none while a moderator keeps the profile hidden
 * (its owner still sees it on the profile itself).
 */
export const publicAvatar = sql<
  string | null
>`case when ${users.moderationState} = 'VISIBLE' then ${users.avatarFileId} end`;

/** The same for raw SQL over a `users` row under the alias `alias`. */
export const publicAvatarOf = (alias: string) =>
  sql.raw(`case when ${alias}.moderation_state = 'VISIBLE' then ${alias}.avatar_file_id end`);
