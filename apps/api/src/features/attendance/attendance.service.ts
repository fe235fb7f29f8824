import {
  type AttendanceStatus,
  defaultVisibilityOf,
  FRIENDS_GOING_SHOWN,
  isUuid,
  type Visibility,
} from '@mesto/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eventAttendance, events, users } from '../../db/schema.ts';
import { countedFor } from '../../lib/attendance-counts.ts';
import { mayEditFor } from '../../lib/membership.ts';
import { userSummaries } from '../../lib/user-card.ts';
import { mutualFollow, visibleTo } from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventAttendance } from './attendance.schemas.ts';

const a = eventAttendance;

/** An event by id or code, if the viewer may see it (published, or a draft of the viewer's organisation). */
export async function findVisibleEvent(db: Database, viewer: Viewer | null, key: string) {
  const [event] = await db
    .select({ id: events.id, status: events.status, organisationId: events.organisationId })
    .from(events)
    .where(or(isUuid(key) ? eq(events.id, key) : undefined, eq(events.code, key)))
    .limit(1);
  if (!event) return undefined;
  if (event.status !== 'PUBLISHED' && !(await mayEditFor(db, viewer, event.organisationId))) return undefined;
  return { id: event.id };
}

/**
 * Sets the viewer's mark on the event, or clears it. One row per person and event (the primary key), written by a
 * single upsert, so parallel marks leave one row and the last one wins. A new mark takes the visibility sent, else the
 * person's default for check-ins; changing the status keeps the visibility chosen before unless another is sent.
 */
export async function mark(
  db: Database,
  viewer: Viewer,
  eventId: string,
  status: AttendanceStatus | null,
  visibility: Visibility | undefined,
): Promise<void> {
  if (status === null) {
    await db.delete(a).where(and(eq(a.eventId, eventId), eq(a.userId, viewer.id)));
    return;
  }
  let chosen = visibility;
  if (chosen === undefined) {
    const [me] = await db.select({ settings: users.specificSettings }).from(users).where(eq(users.id, viewer.id));
    chosen = defaultVisibilityOf(me?.settings as Record<string, unknown> | undefined, 'attendance');
  }
  const now = new Date();
  await db
    .insert(a)
    .values({ eventId, userId: viewer.id, status, visibility: chosen, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [a.eventId, a.userId],
      set: { status, updatedAt: now, ...(visibility !== undefined ? { visibility } : {}) },
    });
}

/** The figures of an event for this viewer: counts; for a signed-in one, their mark and the friends who go. */
export async function attendanceOf(
  db: Database,
  viewer: Viewer | null,
  eventId: string,
): Promise<z.output<typeof EventAttendance>> {
  const countsQuery = db
    .select({
      going: sql<number>`count(*) filter (where ${a.status} = 'GOING')::int`,
      interested: sql<number>`count(*) filter (where ${a.status} = 'INTERESTED')::int`,
    })
    .from(a)
    .where(and(eq(a.eventId, eventId), countedFor(viewer)));
  if (!viewer) {
    const [counts] = await countsQuery;
    return {
      eventId,
      going: Number(counts?.going ?? 0),
      interested: Number(counts?.interested ?? 0),
      myStatus: null,
      myVisibility: null,
      friendsGoing: [],
      friendsGoingCount: 0,
    };
  }
  const [[counts], [mine], friends] = await Promise.all([
    countsQuery,
    db
      .select({ status: a.status, visibility: a.visibility })
      .from(a)
      .where(and(eq(a.eventId, eventId), eq(a.userId, viewer.id))),
    // Friends whose mark the viewer may see (by the same rule as their check-ins), latest first; the window count
    // gives all of them in the same query.
    db
      .select({ userId: a.userId, total: sql<number>`count(*) over ()::int` })
      .from(a)
      .where(
        and(
          eq(a.eventId, eventId),
          eq(a.status, 'GOING'),
          sql`${a.userId} <> ${viewer.id}`,
          mutualFollow(a.userId, viewer.id),
          visibleTo(viewer, { author: a.userId, visibility: a.visibility }),
        ),
      )
      .orderBy(sql`${a.updatedAt} desc`, a.userId)
      .limit(FRIENDS_GOING_SHOWN),
  ]);
  const people = await userSummaries(
    db,
    friends.map((row) => row.userId),
  );
  return {
    eventId,
    going: Number(counts?.going ?? 0),
    interested: Number(counts?.interested ?? 0),
    myStatus: mine?.status ?? null,
    myVisibility: mine?.visibility ?? null,
    friendsGoing: friends.flatMap((row) => people.get(row.userId) ?? []),
    friendsGoingCount: Number(friends[0]?.total ?? 0),
  };
}
