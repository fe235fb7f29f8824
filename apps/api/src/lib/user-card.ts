import { isUuid } from '@mesto/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { publicAvatar } from './moderation.ts';

// A person as other features name them: the row, the lookup by id, code or username, and the short card (name,
// avatar, profile link) shown beside what someone did or follows. features/users keeps profiles and their editing.

export type UserRow = typeof users.$inferSelect;

/** A person named beside something they did or follow: enough for a name, an avatar and a profile link. */
export const UserSummary = z
  .object({
    id: z.uuid(),
    code: z.string(),
    username: z.string().nullable(),
    displayName: z.string(),
    avatarFileId: z.uuid().nullable(),
  })
  .meta({ id: 'UserSummary' });

export type UserSummaryItem = z.output<typeof UserSummary>;

/** The summaries of the given users, in one query. */
export async function userSummaries(db: Database, ids: readonly string[]): Promise<Map<string, UserSummaryItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      username: users.username,
      displayName: users.displayName,
      avatarFileId: publicAvatar,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A user addressed by id, code or username (the `userCodeOrUsername` of profile routes). User codes start with a
 * digit and usernames with a letter, so the two never collide; should old data hold both, the code wins.
 */
export async function findUser(db: Database, key: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        ...(isUuid(key) ? [eq(users.id, key)] : []),
        eq(users.code, key),
        sql`lower(${users.username}) = ${key.toLowerCase()}`,
      ),
    )
    .orderBy(sql`${users.code} = ${key} desc`)
    .limit(1);
  return row;
}
