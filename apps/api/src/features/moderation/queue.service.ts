import type { ComplaintReason, ComplaintTarget, ModerationState } from '@mesto/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  complaints,
  feedbacks,
  messages,
  moderationDecisions,
  moderationItems,
  opinions,
  rooms,
  users,
} from '../../db/schema.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import type { ModeratedItem } from '../../lib/moderated-kind.ts';
import type { DecisionRow } from './decisions.service.ts';
import type { ModerationDecision, ModerationItem } from './moderation.schemas.ts';
import type { Moderation } from './registry.ts';

// What moderators read: the queue's orders, an item with its author's history, its complaints and its decisions.

export type QueueRow = typeof moderationItems.$inferSelect & { sortAt: string | null };

export const QUEUE_SORTS: Record<'OPEN' | 'HELD' | 'DECIDED', { sort: Sort; where: SQL }> = {
  OPEN: {
    sort: {
      keys: [
        { expression: moderationItems.openComplaints, direction: 'desc', kind: 'number' },
        {
          expression: sql`coalesce(${moderationItems.lastComplaintAt}, '-infinity'::timestamptz)`,
          direction: 'desc',
          kind: 'timestamp',
        },
      ],
    },
    where: sql`${moderationItems.openComplaints} > 0`,
  },
  HELD: {
    sort: { keys: [{ expression: moderationItems.heldAt, direction: 'asc', kind: 'timestamp' }] },
    where: sql`${moderationItems.heldAt} is not null`,
  },
  DECIDED: {
    sort: { keys: [{ expression: moderationItems.lastDecisionAt, direction: 'desc', kind: 'timestamp' }] },
    where: sql`${moderationItems.lastDecisionAt} is not null`,
  },
};

export const sortTimeOf = (status: keyof typeof QUEUE_SORTS) =>
  exactTime(
    status === 'OPEN'
      ? moderationItems.lastComplaintAt
      : status === 'HELD'
        ? moderationItems.heldAt
        : moderationItems.lastDecisionAt,
  );

export function queueCursor(status: keyof typeof QUEUE_SORTS, row: QueueRow): string {
  const time = cursorValue(row.sortAt ?? new Date(0).toISOString(), 'timestamp');
  const values = status === 'OPEN' ? [row.openComplaints, time] : [time];
  return encodeCursor(status, values, row.targetId);
}

type Person = { id: string; name: string };

export function toDecision(row: DecisionRow, moderator: Person | null | undefined): z.input<typeof ModerationDecision> {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    action: row.action,
    reason: row.reason,
    moderator: moderator ?? null,
    createdAt: row.createdAt.toISOString(),
    previousState: row.previousState,
    newState: row.newState,
  };
}

/** The names of the people behind a set of ids, in one query. */
export async function namesOf(db: Database, ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

async function decisionsOf(db: Database, type: ComplaintTarget, id: string) {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.targetType, type), eq(moderationDecisions.targetId, id)))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(50);
  const names = await namesOf(
    db,
    rows.map((row) => row.moderatorId),
  );
  return rows.map((row) => toDecision(row, row.moderatorId ? names.get(row.moderatorId) : null));
}

/** What a moderator reads about an author: how much they wrote, and how much of it was complained about or removed. */
async function historyOf(db: Database, authorId: string | null) {
  if (!authorId) return { opinions: 0, hidden: 0, deleted: 0, complaintsAgainst: 0 };
  const states = (state: ModerationState) => sql`(
    (select count(*) from ${opinions} where ${opinions.authorId} = ${authorId} and ${opinions.moderationState} = ${state})
    + (select count(*) from ${feedbacks} where ${feedbacks.authorId} = ${authorId} and ${feedbacks.moderationState} = ${state})
    + (select count(*) from ${rooms} where ${rooms.ownerId} = ${authorId} and ${rooms.moderationState} = ${state})
    + (select count(*) from ${messages} where ${messages.authorId} = ${authorId} and ${messages.moderationState} = ${state}))::int`;
  const result = await db.execute(sql`select
    (select count(*)::int from ${opinions} where ${opinions.authorId} = ${authorId}) as "opinions",
    ${states('HIDDEN')} as "hidden",
    ${states('DELETED')} as "deleted",
    (select count(*)::int from ${complaints} as c join ${moderationItems} as mi
      on mi.target_type = c.target_type and mi.target_id = c.target_id where mi.author_id = ${authorId}) as "complaintsAgainst"`);
  const [row] = rowsOf<Record<'opinions' | 'hidden' | 'deleted' | 'complaintsAgainst', number>>(result);
  return {
    opinions: Number(row?.opinions ?? 0),
    hidden: Number(row?.hidden ?? 0),
    deleted: Number(row?.deleted ?? 0),
    complaintsAgainst: Number(row?.complaintsAgainst ?? 0),
  };
}

async function complaintSummary(db: Database, type: ComplaintTarget, id: string) {
  const rows = await db
    .select({
      reason: complaints.reason,
      open: sql<boolean>`${complaints.closedAt} is null`,
      count: sql<number>`count(*)::int`,
      last: sql<Date>`max(${complaints.createdAt})`,
    })
    .from(complaints)
    .where(and(eq(complaints.targetType, type), eq(complaints.targetId, id)))
    .groupBy(complaints.reason, sql`${complaints.closedAt} is null`);
  const open = rows.filter((row) => row.open);
  const counted = open.length > 0 ? open : rows;
  const byReason = new Map<ComplaintReason, number>();
  for (const row of counted) byReason.set(row.reason, (byReason.get(row.reason) ?? 0) + Number(row.count));
  const last = counted.reduce<Date | null>((latest, row) => {
    const at = new Date(row.last);
    return latest && latest > at ? latest : at;
  }, null);
  return {
    complaints: [...byReason.values()].reduce((sum, count) => sum + count, 0),
    reasons: [...byReason.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    lastComplaintAt: last ? last.toISOString() : null,
  };
}

/** The queue's view of one item. */
export async function moderationItem(db: Database, target: ModeratedItem): Promise<z.input<typeof ModerationItem>> {
  const [author, history, summary, decisions, queueRow] = await Promise.all([
    target.authorId
      ? db
          .select({ id: users.id, name: users.displayName, username: users.username, createdAt: users.createdAt })
          .from(users)
          .where(eq(users.id, target.authorId))
      : [],
    historyOf(db, target.authorId),
    complaintSummary(db, target.type, target.id),
    decisionsOf(db, target.type, target.id),
    db
      .select({ heldReason: moderationItems.heldReason })
      .from(moderationItems)
      .where(and(eq(moderationItems.targetType, target.type), eq(moderationItems.targetId, target.id))),
  ]);
  const person = author[0];
  return {
    targetType: target.type,
    targetId: target.id,
    state: target.state,
    text: target.text,
    title: target.title,
    link: target.link,
    author: person ? { ...person, createdAt: person.createdAt.toISOString() } : null,
    authorHistory: history,
    ...summary,
    heldReason: target.state === 'HELD' ? (queueRow[0]?.heldReason ?? null) : null,
    decisions,
  };
}

/** Every complaint about an item, newest first, with who sent it: for the moderator's page of the item. */
export async function complaintsList(db: Database, type: ComplaintTarget, id: string) {
  const rows = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.targetType, type), eq(complaints.targetId, id)))
    .orderBy(desc(complaints.createdAt))
    .limit(200);
  const names = await namesOf(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => ({
    reason: row.reason,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    author: names.get(row.authorId) ?? null,
  }));
}

/** One page of the queue: items with open complaints, held by the brakes, or decided on, as `status` says. */
export async function moderationQueue(
  db: Database,
  moderation: Moderation,
  { status, cursor, limit }: { status: keyof typeof QUEUE_SORTS; cursor?: string | undefined; limit: number },
) {
  const { sort, where } = QUEUE_SORTS[status];
  const rows = (await db
    .select({
      targetType: moderationItems.targetType,
      targetId: moderationItems.targetId,
      authorId: moderationItems.authorId,
      openComplaints: moderationItems.openComplaints,
      lastComplaintAt: moderationItems.lastComplaintAt,
      heldReason: moderationItems.heldReason,
      heldAt: moderationItems.heldAt,
      lastDecisionAt: moderationItems.lastDecisionAt,
      createdAt: moderationItems.createdAt,
      sortAt: sql<string | null>`${sortTimeOf(status)}`,
    })
    .from(moderationItems)
    .where(and(where, afterCursor(moderationItems.targetId, status, sort, cursor)))
    .orderBy(...orderBy(moderationItems.targetId, sort))
    .limit(limit + 1)) as QueueRow[];
  const page = toPage(
    rows,
    limit,
    (row) => queueCursor(status, row),
    (row) => row,
  );
  const items = [];
  for (const row of page.items) {
    const target = await moderation.load(db, row.targetType, row.targetId);
    // An item gone since (its author deleted it, or the account) leaves the queue.
    if (target) items.push(await moderationItem(db, target));
  }
  return { items, nextCursor: page.nextCursor };
}

/** One page of the log of decisions, latest first; of one item when its type and id are given. */
export async function decisionLog(
  db: Database,
  query: {
    targetType?: ComplaintTarget | undefined;
    targetId?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
) {
  const { targetType, targetId, cursor, limit } = query;
  const d = moderationDecisions;
  const sort = { keys: [{ expression: d.createdAt, direction: 'desc' as const, kind: 'timestamp' as const }] };
  const conditions: (SQL | undefined)[] = [
    targetType ? eq(d.targetType, targetType) : undefined,
    targetId ? eq(d.targetId, targetId) : undefined,
    afterCursor(d.id, 'log', sort, cursor),
  ];
  const rows = await db
    .select({ row: d, at: sql<string>`${exactTime(d.createdAt)}` })
    .from(d)
    .where(and(...conditions))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit + 1);
  const names = await namesOf(
    db,
    rows.map(({ row }) => row.moderatorId),
  );
  return toPage(
    rows,
    limit,
    ({ row, at }) => encodeCursor('log', [at], row.id),
    ({ row }) => toDecision(row, row.moderatorId ? names.get(row.moderatorId) : null),
  );
}
