import type { ComplaintReason, ComplaintTarget } from '@mesto/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints, moderationItems, users } from '../../db/schema.ts';
import type { ModeratedItem } from '../../lib/moderated-kind.ts';
import type { Viewer } from '../../plugins/auth.ts';

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
