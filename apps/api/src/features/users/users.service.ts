import { randomInt } from 'node:crypto';
import { canModerate, isRoot } from '@mesto/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { features, userSubscriptions, users } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import type { ConflictRule } from '../../lib/collection.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { moderationOf } from '../../lib/moderation.ts';
import type { UserRow } from '../../lib/user-card.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { CurrentUser, PublicUser } from './user.schemas.ts';

/** A user's place in the social graph, as one viewer sees it. */
export type UserSocial = { followers: number; following: number; subscribed: boolean; friends: boolean };

const noSocial: UserSocial = { followers: 0, following: 0, subscribed: false, friends: false };

/**
 * What anyone may see of a user, plus email, phone and permissions for the user themself and ROOT. `'self'`: the
 * user's own session (the current user).
 */
function userBase(row: UserRow, seenBy: Viewer | null | 'self') {
  const viewer = seenBy === 'self' ? null : seenBy;
  const own = seenBy === 'self' || viewer?.id === row.id;
  const privileged = own || (viewer !== null && isRoot(viewer));
  // A profile a moderator hid keeps its name; its public text and picture are shown to its owner and moderators
  // only, and they alone learn that it is hidden and why.
  const knowsModeration = own || canModerate(viewer);
  const hidden = row.moderationState !== 'VISIBLE' && !knowsModeration;
  return {
    id: row.id,
    code: row.code,
    username: row.username,
    displayName: row.displayName,
    gender: row.gender,
    about: hidden ? '' : row.about,
    avatarFileId: hidden ? null : row.avatarFileId,
    contacts: hidden ? [] : row.contacts,
    createdAt: row.createdAt.toISOString(),
    moderation: knowsModeration ? moderationOf(row) : null,
    ...(privileged ? { email: row.email, phone: row.phone, permissions: row.permissions } : {}),
  };
}

export function toPublicUser(
  row: UserRow,
  viewer: Viewer | null,
  social: UserSocial | undefined,
): z.output<typeof PublicUser> {
  const { followers, following, subscribed, friends } = social ?? noSocial;
  return { ...userBase(row, viewer), followers, following, subscribed, friends };
}

/**
 * Followers, following and the viewer's ties to each of a page of users, in one query for the whole page. Following
 * counts people only: places, organisations and event lists a user follows are not "following" on a profile.
 */
export async function socialOf(
  db: Database,
  viewer: Viewer | null,
  ids: readonly string[],
): Promise<Map<string, UserSocial>> {
  if (ids.length === 0) return new Map();
  const s = userSubscriptions;
  // Spelled out: in a select list Drizzle leaves columns unqualified, and inside the subqueries a bare "id" would be
  // the subscription's.
  const user = sql`${users}.${sql.identifier(users.id.name)}`;
  const rows = await db
    .select({
      id: users.id,
      followers: sql<number>`(select count(*)::int from ${s} where ${s.userId} = ${user})`,
      following: sql<number>`(select count(*)::int from ${s} where ${s.subscriberId} = ${user} and ${s.userId} is not null)`,
      subscribed: viewer
        ? sql<boolean>`exists (select 1 from ${s} where ${s.subscriberId} = ${viewer.id} and ${s.userId} = ${user})`
        : sql<boolean>`false`,
      followedBack: viewer
        ? sql<boolean>`exists (select 1 from ${s} where ${s.subscriberId} = ${user} and ${s.userId} = ${viewer.id})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        followers: Number(row.followers),
        following: Number(row.following),
        subscribed: row.subscribed === true,
        friends: row.subscribed === true && row.followedBack === true,
      },
    ]),
  );
}

export function toCurrentUser(row: UserRow): z.output<typeof CurrentUser> {
  return {
    ...userBase(row, 'self'),
    email: row.email,
    phone: row.phone,
    permissions: row.permissions,
    specificSettings: row.specificSettings,
    favoriteFeatureIds: row.favoriteFeatureIds,
    telegramBound: row.telegramId !== null,
    hasPassword: row.passwordHash !== null,
  };
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

/**
 * Adds each feature to the person's favourites, or removes it where it is there already; in one transaction, with the
 * person's row locked, so two toggles at once do not lose one another. A feature that does not exist is a 400 naming it.
 */
export async function toggleFavoriteFeatures(db: Database, userId: string, requested: string[]) {
  return db.transaction(async (tx) => {
    const known = await tx.select({ id: features.id }).from(features).where(inArray(features.id, requested));
    const knownIds = new Set(known.map((row) => row.id));
    const missing = requested.findIndex((featureId) => !knownIds.has(featureId));
    if (missing >= 0) {
      throw badRequest(`${messages.errors.validation} _features.${missing}: ${messages.users.unknownFeature}`, {
        [`_features.${missing}`]: messages.users.unknownFeature,
      });
    }
    const [user] = await tx
      .select({ favoriteFeatureIds: users.favoriteFeatureIds })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const current = new Set(user?.favoriteFeatureIds ?? []);
    for (const featureId of requested) {
      if (current.has(featureId)) current.delete(featureId);
      else current.add(featureId);
    }
    const favoriteFeatureIds = [...current];
    await tx.update(users).set({ favoriteFeatureIds, updatedAt: new Date() }).where(eq(users.id, userId));
    return { favoriteFeatureIds };
  });
}
