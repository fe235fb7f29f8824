import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventAttendance } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

// Which marks of «пойду» count towards an event's figures, and the counts themselves: read by attendance for one
// event and by the event lists for a page of events.

const a = eventAttendance;

/**
 * SQL: the marks that count towards an event's figures for this viewer. A mark kept as a note for oneself is nobody
 * else's business, so it counts for its author alone; every other mark counts, as «здесь сейчас» counts check-ins
 * without naming anyone.
 */
export function countedFor(viewer: Viewer | null): SQL {
  return viewer ? sql`(${a.visibility} <> 'NOTES' or ${a.userId} = ${viewer.id})` : sql`${a.visibility} <> 'NOTES'`;
}

/** How many go to each of these events, one query for a whole page of them. */
export async function goingCounts(db: Database, viewer: Viewer | null, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ eventId: a.eventId, count: sql<number>`count(*)::int` })
    .from(a)
    .where(and(inArray(a.eventId, eventIds), eq(a.status, 'GOING'), countedFor(viewer)))
    .groupBy(a.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.count)]));
}
