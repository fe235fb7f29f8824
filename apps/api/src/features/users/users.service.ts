import { isRoot } from '@mesto/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
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

/** A user addressed by id, code or username (the `userCodeOrUsername` of profile routes). */
export async function findUser(db: Database, key: string): Promise<UserRow | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        ...(isUuid ? [eq(users.id, key)] : []),
        eq(users.code, key),
        sql`lower(${users.username}) = ${key.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

/** Turns a unique violation on users into a 409 naming the field; rethrows anything else. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('username')) throw conflict('username', messages.auth.usernameTaken, 'USERNAME_TAKEN');
  if (constraint?.includes('email')) throw conflict('email', messages.auth.emailTaken, 'EMAIL_TAKEN');
  if (constraint?.includes('phone')) throw conflict('phone', messages.auth.phoneTaken, 'PHONE_TAKEN');
  throw error;
}
