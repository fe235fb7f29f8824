import { COMPLAINTS_PER_DAY, type ComplaintReason, type ComplaintTarget } from '@mesto/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints, moderationItems, users } from '../../db/schema.ts';
import { ApiError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { ModeratedItem } from '../../lib/moderated-kind.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { moderationMessages } from './moderation.messages.ts';
import type { Moderation } from './registry.ts';

const DAY_SECONDS = 24 * 60 * 60;

// Complaints: who sent what about which item, once per person and item, and the queue's count of the open ones.

/** Locks the person's row for the rest of the transaction. */
export async function lockPerson(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Complaints the person sent in the last 24 hours. */
export async function complaintsToday(db: Database, authorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(complaints)
    .where(and(eq(complaints.authorId, authorId), sql`${complaints.createdAt} > now() - interval '24 hours'`));
  return Number(row?.count ?? 0);
}

/** Writes a complaint and counts it in the queue; undefined when the person already complained about the item. */
export async function insertComplaint(
  db: Database,
  viewer: Viewer,
  target: ModeratedItem,
  values: { reason: ComplaintReason; text: string },
) {
  const [row] = await db
    .insert(complaints)
    .values({ authorId: viewer.id, targetType: target.type, targetId: target.id, ...values })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  await db
    .insert(moderationItems)
    .values({
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      openComplaints: 1,
      lastComplaintAt: row.createdAt,
    })
    .onConflictDoUpdate({
      target: [moderationItems.targetType, moderationItems.targetId],
      set: {
        openComplaints: sql`${moderationItems.openComplaints} + 1`,
        lastComplaintAt: row.createdAt,
        authorId: target.authorId,
      },
    });
  return row;
}

export async function hasComplained(db: Database, viewer: Viewer, type: ComplaintTarget, id: string) {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.authorId, viewer.id), eq(complaints.targetType, type), eq(complaints.targetId, id)));
  return row !== undefined;
}

/**
 * A person's complaint about an item they can see and did not write: once per item, at most COMPLAINTS_PER_DAY a
 * day; in one transaction.
 */
export async function fileComplaint(
  db: Database,
  moderation: Moderation,
  viewer: Viewer,
  complaint: { targetType: ComplaintTarget; targetId: string; reason: ComplaintReason; text?: string | undefined },
) {
  const { targetType, targetId, reason, text } = complaint;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const target = await moderation.load(tx, targetType, targetId);
    if (!target || !(await target.canView(viewer))) throw notFound(moderationMessages.targetNotFound);
    if (target.authorId === viewer.id) throw fieldError('targetId', moderationMessages.ownItem, 'OWN_ITEM');
    if (await hasComplained(tx, viewer, targetType, targetId)) {
      throw conflict('targetId', moderationMessages.alreadyComplained, 'ALREADY_COMPLAINED');
    }
    // One person's complaints take turns: two sent at once cannot both slip under the day's limit.
    await lockPerson(tx, viewer.id);
    if ((await complaintsToday(tx, viewer.id)) >= COMPLAINTS_PER_DAY) {
      throw new ApiError(429, moderationMessages.tooManyComplaints, 'TOO_MANY_COMPLAINTS', undefined, {
        'retry-after': String(DAY_SECONDS),
      });
    }
    const written = await insertComplaint(tx, viewer, target, { reason, text: text ?? '' });
    // Two sends of one complaint at once: the second finds the first's row.
    if (!written) throw conflict('targetId', moderationMessages.alreadyComplained, 'ALREADY_COMPLAINED');
    return written;
  });
}
