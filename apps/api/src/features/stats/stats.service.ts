import { DEFAULT_TIME_ZONE, instantOfWallClock, isUuid, wallClockAt } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { events, opinions, pageViewDays, places, userSubscriptions, userVisits } from '../../db/schema.ts';
import { opinionsSeenByAnyone } from '../../lib/visibility.ts';
import type { BusinessStats } from './stats.schemas.ts';

export type PageSubject = { kind: 'PLACE' | 'EVENT'; key: string };

/** An instant as an SQL parameter: "now" comes from the clock, never from the database. */
const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/**
 * Counts one view of a published place's or event's page on the subject's own calendar day, in one statement: the
 * look-up by id or code and the upsert together. False when there is no such published page.
 */
export async function recordPageView(db: Database, subject: PageSubject, now: Date): Promise<boolean> {
  const table = subject.kind === 'PLACE' ? places : events;
  const named = isUuid(subject.key) ? sql`${table.id} = ${subject.key}` : sql`${table.code} = ${subject.key}`;
  const v = pageViewDays;
  const result = await db.execute(sql`
    insert into ${v} (${sql.identifier(v.subjectKind.name)}, ${sql.identifier(v.subjectId.name)}, ${sql.identifier(v.day.name)}, ${sql.identifier(v.count.name)})
    select ${subject.kind}, ${table.id}, (${at(now)} at time zone ${table.timeZone})::date, 1
    from ${table}
    where ${named} and ${table.status} = 'PUBLISHED'
    limit 1
    on conflict (${sql.identifier(v.subjectKind.name)}, ${sql.identifier(v.subjectId.name)}, ${sql.identifier(v.day.name)})
    do update set ${sql.identifier(v.count.name)} = ${v.count} + 1
    returning 1`);
  return rowsOf(result).length > 0;
}

/** 'YYYY-MM-DD' plus some days. */
function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday of the week of a 'YYYY-MM-DD' day. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The instant a local day starts at in the zone. */
function startOf(day: string, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return instantOfWallClock({ year, month, day: date, hour: 0, minute: 0, second: 0 }, timeZone);
}

const pad = (value: number) => String(value).padStart(2, '0');

export type OrganisationRow = { id: string; code: string; name: string };

/**
 * An organisation's figures over the last `days` days by the calendar of its first place (every day present, zero
 * when nothing happened) and the mean rating of each week's opinions. One query per series, each walking the
 * organisation's places or events (`places_organisation_idx`, `events_organisation_idx`) into the per-subject
 * indexes of the counted rows, bounded by the period.
 */
export async function businessFigures(
  db: Database,
  organisation: OrganisationRow,
  days: number,
  now: Date,
): Promise<z.input<typeof BusinessStats>> {
  const org = organisation.id;
  const [first] = await db
    .select({ timeZone: places.timeZone })
    .from(places)
    .where(sql`${places.organisationId} = ${org}`)
    .orderBy(places.createdAt, places.id)
    .limit(1);
  const tz = first?.timeZone ?? DEFAULT_TIME_ZONE;
  const wall = wallClockAt(now.getTime(), tz);
  const to = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const from = addDays(to, -(days - 1));
  // The period as instants, so every range below is an index range on the stored timestamps.
  const start = at(startOf(from, tz));
  const end = at(startOf(addDays(to, 1), tz));
  const localDay = (column: SQL) => sql`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  const v = pageViewDays;
  const s = userSubscriptions;
  const o = opinions;
  // The rating the place shows: what anyone can read (lib/visibility.ts), in the period.
  const counted = sql`${opinionsSeenByAnyone} and ${o.createdAt} >= ${start} and ${o.createdAt} < ${end}`;

  const [views, follows, checkIns, ratings] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as "date",
        coalesce(sum(n) filter (where kind = 'PLACE'), 0)::int as "placeViews",
        coalesce(sum(n) filter (where kind = 'EVENT'), 0)::int as "eventViews"
      from (
        select ${v.subjectKind} as kind, ${v.day} as day, ${v.count} as n
        from ${places} join ${v} on ${v.subjectKind} = 'PLACE' and ${v.subjectId} = ${places.id}
          and ${v.day} between ${from}::date and ${to}::date
        where ${places.organisationId} = ${org}
        union all
        select ${v.subjectKind}, ${v.day}, ${v.count}
        from ${events} join ${v} on ${v.subjectKind} = 'EVENT' and ${v.subjectId} = ${events.id}
          and ${v.day} between ${from}::date and ${to}::date
        where ${events.organisationId} = ${org}
      ) as seen
      group by day`),
    db.execute(sql`
      select ${localDay(sql`created_at`)} as "date", count(*)::int as "follows"
      from (
        select ${s.createdAt} as created_at from ${s}
        where ${s.organisationId} = ${org} and ${s.createdAt} >= ${start} and ${s.createdAt} < ${end}
        union all
        select ${s.createdAt} from ${places}
          join ${s} on ${s.placeId} = ${places.id} and ${s.createdAt} >= ${start} and ${s.createdAt} < ${end}
        where ${places.organisationId} = ${org}
      ) as followed
      group by 1`),
    db.execute(sql`
      select ${localDay(sql`${userVisits.startedAt}`)} as "date", count(*)::int as "checkIns"
      from ${places}
        join ${userVisits} on ${userVisits.placeId} = ${places.id}
          and ${userVisits.startedAt} >= ${start} and ${userVisits.startedAt} < ${end}
      where ${places.organisationId} = ${org}
      group by 1`),
    db.execute(sql`
      select to_char(date_trunc('week', created_at at time zone ${tz}), 'YYYY-MM-DD') as "week",
        avg(rating)::float8 as "rating", count(*)::int as "opinions"
      from (
        select ${o.createdAt} as created_at, ${o.rating} as rating
        from ${places} join ${o} on ${o.placeId} = ${places.id} and ${counted}
        where ${places.organisationId} = ${org}
        union all
        select ${o.createdAt}, ${o.rating}
        from ${events} join ${o} on ${o.eventId} = ${events.id} and ${counted}
        where ${events.organisationId} = ${org}
      ) as written
      group by 1`),
  ]);

  const byDate = <T extends Record<string, unknown>>(result: unknown) =>
    new Map(rowsOf<T & { date: string }>(result).map((row) => [String(row.date), row]));
  const viewsOn = byDate<{ placeViews: number; eventViews: number }>(views);
  const followsOn = byDate<{ follows: number }>(follows);
  const checkInsOn = byDate<{ checkIns: number }>(checkIns);
  const perDay = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const seen = viewsOn.get(date);
    return {
      date,
      placeViews: Number(seen?.placeViews ?? 0),
      eventViews: Number(seen?.eventViews ?? 0),
      follows: Number(followsOn.get(date)?.follows ?? 0),
      checkIns: Number(checkInsOn.get(date)?.checkIns ?? 0),
    };
  });

  const weekRows = new Map(
    rowsOf<{ week: string; rating: number; opinions: number }>(ratings).map((row) => [String(row.week), row]),
  );
  const ratingPerWeek: { week: string; rating: number | null; opinions: number }[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
    const row = weekRows.get(week);
    ratingPerWeek.push({
      week,
      rating: row ? Number(row.rating) : null,
      opinions: Number(row?.opinions ?? 0),
    });
  }

  return { organisation, timeZone: tz, from, to, perDay, ratingPerWeek };
}
