import {
  BURST_MINUTES,
  BURST_OPINIONS,
  type ComplaintReason,
  type ComplaintTarget,
  type HeldReason,
  heldReasonOfText,
  isNewAccount,
  MODERATION_ACTION_STATES,
  type ModerationAction,
  type ModerationState,
} from '@mesto/domain';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  chats,
  complaints,
  events,
  feedbacks,
  messages,
  moderationDecisions,
  moderationItems,
  opinions,
  places,
  rooms,
  users,
} from '../../db/schema.ts';
import { cursorValue, encodeCursor, exactTime, type Sort } from '../../lib/keyset.ts';
import { mayViewModerated } from '../../lib/moderation.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { revokeSessions } from '../auth/sessions.ts';
import { chatAccess } from '../chats/chats.service.ts';
import { notifyBusinessOpinion, notifyModerationDecision } from '../notifications/notifications.service.ts';
import { mayViewOpinion, type OpinionRow, subjectOrganisation } from '../opinions/opinions.service.ts';
import { roleIn } from '../organisations/membership.ts';
import { processPlace, summariseOpinions } from '../places/places.service.ts';
import { maySeeRoom } from '../rooms/rooms.service.ts';
import type { ModerationDecision, ModerationItem } from './moderation.schemas.ts';

// Complaints, decisions and the automatic brakes. Each item kind (opinion, feedback, room, chat message, profile)
// keeps its own moderation state on its own row, which every read path filters on (lib/moderation.ts);
// `moderation_items` is the queue's index of them, kept in the transaction of each complaint, hold and decision.

/** One item of any kind, as complaints and moderation see it. */
export type Target = {
  type: ComplaintTarget;
  id: string;
  authorId: string | null;
  state: ModerationState;
  reason: string | null;
  text: string;
  title: string;
  link: string;
  /** The place whose rating, counts and summary count the item (an opinion about a place). */
  placeId: string | null;
  /** May this viewer see the item at all (its visibility, its chat, its moderation state)? */
  canView: (viewer: Viewer) => Promise<boolean>;
};

const MODERATED_TABLES = {
  OPINION: opinions,
  FEEDBACK: feedbacks,
  ROOM: rooms,
  CHAT_MESSAGE: messages,
  USER: users,
} as const;

/** Loads an item of any kind with what the queue shows of it, or undefined when there is none. */
export async function loadTarget(db: Database, type: ComplaintTarget, id: string): Promise<Target | undefined> {
  switch (type) {
    case 'OPINION': {
      const [row] = await db.select().from(opinions).where(eq(opinions.id, id));
      if (!row) return undefined;
      return opinionTarget(db, row);
    }
    case 'FEEDBACK': {
      const [row] = await db
        .select({ feedback: feedbacks, opinion: opinions })
        .from(feedbacks)
        .innerJoin(opinions, eq(opinions.id, feedbacks.opinionId))
        .where(eq(feedbacks.id, id));
      if (!row) return undefined;
      const about = await opinionTarget(db, row.opinion);
      const { feedback } = row;
      return {
        ...about,
        type,
        id,
        authorId: feedback.authorId,
        state: feedback.moderationState,
        reason: feedback.moderationReason,
        text: feedback.text,
        placeId: null,
        canView: async (viewer) =>
          (await about.canView(viewer)) &&
          (await mayViewModerated(viewer, { ...feedback, authorId: feedback.authorId }, async (who) => {
            return (await roleIn(db, who, feedback.organisationId)) !== null;
          })),
      };
    }
    case 'ROOM': {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
      if (!row) return undefined;
      return {
        type,
        id,
        authorId: row.ownerId,
        state: row.moderationState,
        reason: row.moderationReason,
        text: [row.title, row.description].filter(Boolean).join('\n\n'),
        title: row.title,
        link: `/room/${row.code}`,
        placeId: null,
        canView: (viewer) => maySeeRoom(db, viewer, row),
      };
    }
    case 'CHAT_MESSAGE': {
      const [row] = await db
        .select({ message: messages, chat: chats })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(eq(messages.id, id));
      if (!row) return undefined;
      const { message, chat } = row;
      return {
        type,
        id,
        authorId: message.authorId,
        state: message.moderationState,
        reason: message.moderationReason,
        text: message.text,
        title: chat.title || 'Чат',
        link: `/chats?chat=${chat.id}`,
        placeId: null,
        canView: async (viewer) =>
          (await chatAccess(db, viewer, chat)).canView && (await mayViewModerated(viewer, message)),
      };
    }
    case 'USER': {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) return undefined;
      return {
        type,
        id,
        authorId: row.id,
        state: row.moderationState,
        reason: row.moderationReason,
        text: row.about,
        title: row.displayName,
        link: `/profile/${row.username ?? row.code}`,
        placeId: null,
        canView: async () => true,
      };
    }
  }
}

async function opinionTarget(db: Database, row: OpinionRow): Promise<Target> {
  let title = '';
  let link = '';
  if (row.placeId) {
    const [place] = await db
      .select({ code: places.code, name: places.name })
      .from(places)
      .where(eq(places.id, row.placeId));
    title = place?.name ?? '';
    link = `/place/${place?.code ?? ''}#opinion-${row.id}`;
  } else if (row.eventId) {
    const [event] = await db
      .select({ code: events.code, title: events.title })
      .from(events)
      .where(eq(events.id, row.eventId));
    title = event?.title ?? '';
    link = `/event/${event?.code ?? ''}#opinion-${row.id}`;
  }
  return {
    type: 'OPINION',
    id: row.id,
    authorId: row.authorId,
    state: row.moderationState,
    reason: row.moderationReason,
    text: row.text,
    title,
    link,
    placeId: row.placeId,
    canView: (viewer) => mayViewOpinion(db, viewer, row),
  };
}

/** The place an opinion counts for, and its team: a hidden opinion is still seen by the team of what it is about. */
export async function opinionTeam(db: Database, row: OpinionRow) {
  return subjectOrganisation(db, row);
}

// ————— complaints —————

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
  target: Target,
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

// ————— decisions —————

/** Sets an item's state and reason; a user's state, a profile. */
async function setState(db: Database, target: Target, state: ModerationState, reason: string | null) {
  const table = MODERATED_TABLES[target.type];
  await db.update(table).set({ moderationState: state, moderationReason: reason }).where(eq(table.id, target.id));
}

/**
 * What depends on the item follows its state in the same transaction: an opinion about a place moves the place's
 * rating, opinion count, tag counts and opinion summary.
 */
export async function refreshFigures(db: Database, target: Pick<Target, 'placeId'>) {
  if (!target.placeId) return;
  await processPlace(db, target.placeId);
  await summariseOpinions(db, target.placeId);
}

export type DecisionRow = typeof moderationDecisions.$inferSelect;

/** Decides on an item: its state, the log, the queue, the figures and the author's notice, in the caller's transaction. */
export async function decide(
  db: Database,
  moderator: Viewer,
  target: Target,
  action: ModerationAction,
  reason: string,
): Promise<DecisionRow> {
  const newState = MODERATION_ACTION_STATES[action];
  await setState(db, target, newState, newState === 'VISIBLE' ? null : reason);
  const [decision] = await db
    .insert(moderationDecisions)
    .values({
      targetType: target.type,
      targetId: target.id,
      action,
      reason,
      moderatorId: moderator.id,
      previousState: target.state,
      newState,
    })
    .returning();
  const row = decision as DecisionRow;
  await db
    .update(complaints)
    .set({ closedAt: row.createdAt })
    .where(
      and(eq(complaints.targetType, target.type), eq(complaints.targetId, target.id), isNull(complaints.closedAt)),
    );
  await db
    .insert(moderationItems)
    .values({
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      lastDecisionAt: row.createdAt,
    })
    .onConflictDoUpdate({
      target: [moderationItems.targetType, moderationItems.targetId],
      set: { openComplaints: 0, heldReason: null, heldAt: null, lastDecisionAt: row.createdAt },
    });
  await refreshFigures(db, target);
  // A held opinion let through is new to the team of what it is about: they hear of it now, not when it was written.
  if (target.type === 'OPINION' && target.state === 'HELD' && newState === 'VISIBLE') {
    const [opinion] = await db.select().from(opinions).where(eq(opinions.id, target.id));
    if (opinion) await notifyBusinessOpinion(db, opinion);
  }
  if (target.authorId && target.authorId !== moderator.id && newState !== target.state) {
    await notifyModerationDecision(db, {
      userId: target.authorId,
      decisionId: row.id,
      targetType: target.type,
      targetId: target.id,
      action,
      previousState: target.state,
      state: newState,
      reason,
      title: target.title,
      link: target.link,
    });
  }
  return row;
}

/**
 * Whether moderation has had to do with the item: someone complained, the brakes held it, or a moderator decided on
 * it. Only such items are a moderator's to open by id: the rest belong to whoever may see them (a note to its author
 * alone), and an id is not a reason to read them.
 */
export async function inModeration(db: Database, type: ComplaintTarget, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationItems.targetId })
    .from(moderationItems)
    .where(and(eq(moderationItems.targetType, type), eq(moderationItems.targetId, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Hiding an account ends all its sessions, in the decision's transaction (reason 'account-hidden'): whoever holds
 * them is signed out on every device at once, open chat sockets included. It is not a ban: the person may sign in
 * again, and then sees their own profile marked hidden with the moderator's reason. Answers the sessions ended, for
 * the caller to disconnect once the transaction has committed.
 */
export async function endSessionsOfHidden(db: Database, target: Target, action: ModerationAction): Promise<string[]> {
  if (target.type !== 'USER' || action !== 'HIDE') return [];
  return revokeSessions(db, { userId: target.id }, 'account-hidden');
}

// ————— the automatic brakes —————

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the automatic brakes hold new items (MODERATION_BRAKES). */
    moderationBrakes: boolean;
  }
}

/**
 * Why a new opinion or room is held, or null: an account younger than NEW_ACCOUNT_DAYS writing a link or a phone
 * number; for opinions also a burst (more than BURST_OPINIONS within BURST_MINUTES, this one counted).
 */
export async function brakeFor(
  db: Database,
  authorId: string,
  kind: 'OPINION' | 'ROOM',
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
export async function hold(
  db: Database,
  type: 'OPINION' | 'ROOM',
  id: string,
  authorId: string,
  heldReason: HeldReason,
): Promise<void> {
  const table = MODERATED_TABLES[type];
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
  kind: 'OPINION' | 'ROOM',
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

// ————— the queue —————

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
export async function moderationItem(db: Database, target: Target): Promise<z.input<typeof ModerationItem>> {
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
