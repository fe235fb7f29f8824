import {
  BURST_MINUTES,
  BURST_OPINIONS,
  type HeldReason,
  heldReasonOfText,
  isNewAccount,
  type ModerationState,
} from '@mesto/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { moderationItems, opinions, rooms, users } from '../db/schema.ts';

// The automatic brakes: a rule the features that take new opinions and rooms call in the write's transaction. What
// they hold waits in the moderation queue (`moderation_items`), seen by its author alone, until a moderator decides.

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the automatic brakes hold new items (MODERATION_BRAKES). */
    moderationBrakes: boolean;
  }
}

type BrakedKind = 'OPINION' | 'ROOM';

const BRAKED_TABLES = { OPINION: opinions, ROOM: rooms } as const;

/**
 * Why a new opinion or room is held, or null: an account younger than NEW_ACCOUNT_DAYS writing a link or a phone
 * number; for opinions also a burst (more than BURST_OPINIONS within BURST_MINUTES, this one counted).
 */
async function brakeFor(
  db: Database,
  authorId: string,
  kind: BrakedKind,
  text: string,
  excludeId?: string,
  options: { burst: boolean } = { burst: true },
): Promise<HeldReason | null> {
  const [author] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, authorId));
  if (author && isNewAccount(author.createdAt)) {
    const found = heldReasonOfText(text);
    if (found) return found;
  }
  if (kind !== 'OPINION' || !options.burst) return null;
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(opinions)
    .where(
      and(
        eq(opinions.authorId, authorId),
        sql`${opinions.createdAt} > now() - make_interval(mins => ${BURST_MINUTES})`,
        excludeId ? sql`${opinions.id} <> ${excludeId}` : undefined,
      ),
    );
  return Number(recent?.count ?? 0) >= BURST_OPINIONS ? 'BURST' : null;
}

/** Holds a just-written item for a moderator: it waits in the queue, seen by its author alone. */
async function hold(db: Database, type: BrakedKind, id: string, authorId: string, heldReason: HeldReason) {
  const table = BRAKED_TABLES[type];
  await db
    .update(table)
    .set({ moderationState: 'HELD', moderationReason: null })
    .where(and(eq(table.id, id), eq(table.moderationState, 'VISIBLE')));
  await db
    .insert(moderationItems)
    .values({ targetType: type, targetId: id, authorId, heldReason, heldAt: new Date() })
    .onConflictDoUpdate({
      target: [moderationItems.targetType, moderationItems.targetId],
      set: { heldReason, heldAt: new Date() },
    });
}

/**
 * The brakes on a just-written (or edited) opinion or room, in its transaction: when they hold it, the row comes
 * back HELD, which its answer says (`moderation.state`). An edit is checked for links and phones only; an item a
 * moderator already hid or deleted stays as the moderator left it.
 */
export async function applyBrakes<
  Row extends { id: string; moderationState: ModerationState; moderationReason: string | null },
>(
  db: Database,
  kind: BrakedKind,
  row: Row,
  authorId: string,
  text: string,
  options: { burst: boolean; enabled: boolean },
): Promise<Row> {
  if (!options.enabled || row.moderationState !== 'VISIBLE') return row;
  const reason = await brakeFor(db, authorId, kind, text, row.id, options);
  if (!reason) return row;
  await hold(db, kind, row.id, authorId, reason);
  return { ...row, moderationState: 'HELD', moderationReason: null };
}
