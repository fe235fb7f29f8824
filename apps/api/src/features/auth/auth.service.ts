import { normalizePhone, normalizeUsername } from '@mesto/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bindingTokens, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { UserRow } from '../../lib/user-card.ts';
import { generateUserCode, rethrowUserConflict } from '../users/seam.ts';
import type { TelegramLoginPayload } from './telegram.ts';

/** Finds the account a login names: an email, a phone (normalised by the phone rule, docs/product.md#phone) or a username. */
export async function findByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  if (login.includes('@') && login.indexOf('@') > 0) {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${login.toLowerCase()}`);
    if (row) return row;
  }
  const phone = normalizePhone(login);
  if (phone.ok && /^[\d\s()+-]+$/.test(login)) {
    const [row] = await db.select().from(users).where(eq(users.phone, phone.value));
    if (row) return row;
  }
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${normalizeUsername(login)}`);
  return row;
}

/** One account by id, or undefined (deleted meanwhile). */
export async function userById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Creates an account with a password; a username, email or phone already taken is a 409 naming the field. */
export async function createPasswordAccount(
  db: Database,
  values: {
    username: string;
    displayName?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    passwordHash: string;
  },
): Promise<UserRow> {
  const { username, displayName, email, phone, passwordHash } = values;
  let created: UserRow | undefined;
  try {
    [created] = await db
      .insert(users)
      .values({
        code: generateUserCode(),
        username,
        displayName: displayName ?? username,
        email: email ?? null,
        phone: phone ?? null,
        passwordHash,
      })
      .returning();
  } catch (error) {
    rethrowUserConflict(error);
  }
  return created as UserRow;
}

/**
 * The account of a Telegram user: the one bound to their Telegram id (its Telegram username brought up to date), or
 * a new one named `displayName`. `created` tells which.
 */
export async function telegramAccount(
  db: Database,
  telegram: TelegramLoginPayload,
  displayName: string,
): Promise<{ user: UserRow | undefined; created: boolean }> {
  const [existing] = await db.select().from(users).where(eq(users.telegramId, telegram.id));
  const [user] = existing
    ? await db
        .update(users)
        .set({ telegramUsername: telegram.username ?? null, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning()
    : await db
        .insert(users)
        .values({
          code: generateUserCode(),
          displayName: displayName || 'Гость',
          telegramId: telegram.id,
          telegramUsername: telegram.username ?? null,
        })
        .returning();
  return { user, created: !existing };
}

/** Keeps a binding token (its hash only) for the bot to redeem until `expiresAt`. */
export async function storeBindingToken(db: Database, userId: string, token: string, expiresAt: Date): Promise<void> {
  await db.insert(bindingTokens).values({ tokenHash: sha256(token), userId, expiresAt });
}
