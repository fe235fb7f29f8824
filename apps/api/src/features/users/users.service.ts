import { randomInt } from 'node:crypto';
import { isRoot } from '@mesto/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import type { ConflictRule } from '../../lib/collection.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { CurrentUser, PublicUser } from './user.schemas.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow, viewer: Viewer | null): z.output<typeof PublicUser> {
  const privileged = viewer !== null && (viewer.id === row.id || isRoot(viewer));
  return {
    id: row.id,
    code: row.code,
    username: row.username,
    displayName: row.displayName,
    gender: row.gender,
    about: row.about,
    avatarFileId: row.avatarFileId,
    contacts: row.contacts,
    createdAt: row.createdAt.toISOString(),
    ...(privileged ? { email: row.email, phone: row.phone, permissions: row.permissions } : {}),
  };
}

export function toCurrentUser(row: UserRow): z.output<typeof CurrentUser> {
  return {
    ...toPublicUser(row, null),
    email: row.email,
    phone: row.phone,
    permissions: row.permissions,
    specificSettings: row.specificSettings,
    favoriteFeatureIds: row.favoriteFeatureIds,
    telegramBound: row.telegramId !== null,
    hasPassword: row.passwordHash !== null,
  };
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

/** A public code for a new user: a digit first, which no username may start with. */
export function generateUserCode(): string {
  return `${randomInt(2, 10)}${generateCode(7)}`;
}

/** The unique constraints of users and what their violation means to a person. */
export const userConflicts: ConflictRule[] = [
  { constraint: 'username', field: 'username', message: messages.auth.usernameTaken, code: 'USERNAME_TAKEN' },
  { constraint: 'email', field: 'email', message: messages.auth.emailTaken, code: 'EMAIL_TAKEN' },
  { constraint: 'phone', field: 'phone', message: messages.auth.phoneTaken, code: 'PHONE_TAKEN' },
];

/** Turns a unique violation on users into a 409 naming the field; rethrows anything else. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  const rule = constraint === null ? undefined : userConflicts.find((item) => constraint.includes(item.constraint));
  if (rule) throw conflict(rule.field, rule.message, rule.code);
  throw error;
}
