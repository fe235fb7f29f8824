import { DEFAULT_TIME_ZONE, isUuid } from '@mesto/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  eventLists,
  events,
  opinions,
  organisations,
  places,
  roomParticipants,
  rooms,
  userSubscriptions,
  users,
  userVisits,
} from '../../db/schema.ts';
import { blockedByViewer } from '../../lib/blocks.ts';
import { fieldError } from '../../lib/errors.ts';
import { countsPublicly, moderationOf, publicAvatar } from '../../lib/moderation.ts';
import {
  opinionSharedWith,
  opinionsSeenByAnyone,
  publicOnly,
  roomSharedWith,
  visibleTo,
} from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { feedMessages } from './feed.messages.ts';
import type { FeedItem } from './feed.schemas.ts';

// The feed is a read model of its own: it reads the tables of events, opinions, rooms and check-ins directly and
// applies the one visibility rule (lib/visibility.ts) inside its query.
//
// Two streams, both newest first, both one UNION ALL with a keyset cursor on (at, type, id):
// - `following` (feed/): published events of the places, organisations and event lists I follow, and the opinions,
//   rooms and check-ins of the people I follow and my own — each as its visibility allows me.
// - `everyone` (feed/v2): all of `following` (nothing for an anonymous visitor), plus what is public for everyone:
//   PUBLIC opinions, PUBLIC rooms that have not yet passed, and popular upcoming events — published, not over, with
//   some life around them (a room or a public opinion about them, or followers of their place). Check-ins of people
//   one does not follow are never shown. Each item appears once, whichever reason brings it.

export type FeedScope = 'following' | 'everyone';
type Kind = 'event' | 'opinion' | 'room' | 'visit';
const KINDS: readonly Kind[] = ['event', 'opinion', 'room', 'visit'];

/** How long after its start a public room still shows in the public stream: the company may still be together. */
const ROOM_FRESH_HOURS = 3;

export type Cursor = { at: string; type: Kind; id: string };
/** Timestamps in the cursor keep PostgreSQL's microseconds: a millisecond cut would skip rows between the two. */
const AT_PATTERN = /^(\d{4})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

function badCursor(): never {
  throw fieldError('cursor', feedMessages.badCursor, 'BAD_CURSOR');
}

export function encodeFeedCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.type, cursor.id])).toString('base64url');
}

export function decodeFeedCursor(text: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) badCursor();
  const [at, type, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof type !== 'string' || typeof id !== 'string') badCursor();
  const year = Number(AT_PATTERN.exec(at)?.[1]);
  if (!(year >= 1900 && year <= 9999) || Number.isNaN(Date.parse(at))) badCursor();
  if (!KINDS.includes(type as Kind) || !isUuid(id)) badCursor();
  return { at, type: type as Kind, id };
}

const s = userSubscriptions;
/** SQL: what the viewer follows in one column of their subscriptions, as a set of ids named "source". */
const followed = (viewer: Viewer, column: AnyPgColumn) =>
  sql`select ${column} as "source" from ${s} where ${s.subscriberId} = ${viewer.id} and ${column} is not null`;

/** SQL: the people whose opinions, rooms and check-ins are in the viewer's own stream: those they follow, and them. */
const people = (viewer: Viewer) => sql`${followed(viewer, s.userId)} union select ${viewer.id}::uuid`;

/**
 * One branch of the stream: rows of one kind from one table, newest first. With `sources` (the places, people… the
 * viewer follows) the rows are read per source — each source's newest rows through its (source, time) index — so a
 * page costs the same whether the followed things are busy or quiet, and the planner has no choice to get wrong.
 */
type Branch = {
  type: Kind;
  id: AnyPgColumn;
  at: AnyPgColumn;
  table: SQL;
  where: SQL;
  sources?: { set: SQL; column: AnyPgColumn };
};

function branches(viewer: Viewer | null, scope: FeedScope): Branch[] {
  const list: Branch[] = [];
  const notIn = (column: AnyPgColumn, set: SQL) => sql`not coalesce(${column} in (${set}), false)`;

  // Events: one branch per reason, each leaving out what an earlier one brings, so an event followed twice (its place
  // and its organisation) still appears once.
  const published = sql`${events.status} = 'PUBLISHED'`;
  if (viewer) {
    const placesSet = followed(viewer, s.placeId);
    const organisationsSet = followed(viewer, s.organisationId);
    const listsSet = followed(viewer, s.eventListId);
    list.push(
      {
        type: 'event',
        id: events.id,
        at: events.createdAt,
        table: sql`${events}`,
        where: published,
        sources: { set: placesSet, column: events.placeId },
      },
      {
        type: 'event',
        id: events.id,
        at: events.createdAt,
        table: sql`${events}`,
        where: sql`${published} and ${notIn(events.placeId, placesSet)}`,
        sources: { set: organisationsSet, column: events.organisationId },
      },
      {
        type: 'event',
        id: events.id,
        at: events.createdAt,
        table: sql`${events}`,
        where: sql`${published} and ${notIn(events.placeId, placesSet)} and ${notIn(events.organisationId, organisationsSet)}`,
        sources: { set: listsSet, column: events.eventListId },
      },
    );
  }
  if (scope === 'everyone') {
    const followedAlready = viewer
      ? sql` and ${notIn(events.placeId, followed(viewer, s.placeId))} and ${notIn(events.organisationId, followed(viewer, s.organisationId))} and ${notIn(events.eventListId, followed(viewer, s.eventListId))}`
      : sql``;
    list.push({
      type: 'event',
      id: events.id,
      at: events.createdAt,
      table: sql`${events}`,
      // Each test a one-row index lookup for the event at hand (LIMIT 1 keeps the planner from hashing whole tables).
      where: sql`${published} and coalesce(${events.repeatUntil}, ${events.endsAt}, ${events.startsAt}) >= now() and (
        (select true from ${rooms} where ${rooms.eventId} = ${events.id} limit 1)
        or (select true from ${opinions} where ${opinions.eventId} = ${events.id} and ${opinionsSeenByAnyone} limit 1)
        or (select true from ${s} where ${s.placeId} = ${events.placeId} limit 1))${followedAlready}`,
    });
  }

  // Opinions, rooms and check-ins of the people in the viewer's stream, each as its visibility allows; for feed/v2
  // also everyone else's PUBLIC opinions and upcoming PUBLIC rooms (never strangers' check-ins).
  // Nothing of a person the viewer has blocked.
  const unblocked = (author: AnyPgColumn) => (viewer ? sql` and not ${blockedByViewer(viewer, author)}` : sql``);
  // Only what everyone may see: nothing held by the brakes, hidden or deleted by a moderator.
  const opinionVisible = sql`${visibleTo(viewer, {
    author: opinions.authorId,
    visibility: opinions.visibility,
    sharedWith: opinionSharedWith,
  })} and ${countsPublicly(opinions.moderationState)}${unblocked(opinions.authorId)}`;
  const roomVisible = sql`${visibleTo(viewer, {
    author: rooms.ownerId,
    visibility: rooms.visibility,
    sharedWith: roomSharedWith,
  })} and ${countsPublicly(rooms.moderationState)}${unblocked(rooms.ownerId)}`;
  const freshPublicRoom = sql`${publicOnly(rooms.visibility)} and ${rooms.startsAt} >= now() - make_interval(hours => ${ROOM_FRESH_HOURS}::int)`;
  if (viewer) {
    const mine = people(viewer);
    list.push(
      {
        type: 'opinion',
        id: opinions.id,
        at: opinions.createdAt,
        table: sql`${opinions}`,
        where: opinionVisible,
        sources: { set: mine, column: opinions.authorId },
      },
      {
        type: 'room',
        id: rooms.id,
        at: rooms.createdAt,
        table: sql`${rooms}`,
        where: roomVisible,
        sources: { set: mine, column: rooms.ownerId },
      },
      {
        type: 'visit',
        id: userVisits.id,
        at: userVisits.startedAt,
        table: sql`${userVisits}`,
        // A check-in is PRIVATE to its author alone: nothing is shared.
        where: sql`${visibleTo(viewer, { author: userVisits.userId, visibility: userVisits.visibility })}${unblocked(userVisits.userId)}`,
        sources: { set: mine, column: userVisits.userId },
      },
    );
  }
  if (scope === 'everyone') {
    const strangers = (column: AnyPgColumn) => (viewer ? sql` and ${notIn(column, people(viewer))}` : sql``);
    list.push(
      {
        type: 'opinion',
        id: opinions.id,
        at: opinions.createdAt,
        table: sql`${opinions}`,
        where: sql`${opinionsSeenByAnyone}${strangers(opinions.authorId)}${unblocked(opinions.authorId)}`,
      },
      {
        type: 'room',
        id: rooms.id,
        at: rooms.createdAt,
        table: sql`${rooms}`,
        where: sql`${freshPublicRoom} and ${countsPublicly(rooms.moderationState)}${strangers(rooms.ownerId)}${unblocked(rooms.ownerId)}`,
      },
    );
  }
  return list;
}

type PageRow = { type: Kind; id: string; at: Date | string; atKey: string };

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const iso = (value: unknown) => toDate(value).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/**
 * The page query: the UNION ALL of every branch's newest rows after the cursor, `take` of them in all.
 *
 * The branches without sources (the public streams of feed/v2) are read first: when one of them alone fills a page,
 * nothing older than its last row can make the page, so that time is a horizon the per-source branches stop at — a
 * followed person's rows are then one index probe instead of their newest `take` (1,100 rows read for 120 people).
 */
export function feedPageQuery(viewer: Viewer | null, scope: FeedScope, cursor: Cursor | null, take: number): SQL {
  const all = branches(viewer, scope);
  const open = all.filter((branch) => !branch.sources);
  const sourced = all.filter((branch) => branch.sources);
  const horizon = open.length > 0 && sourced.length > 0;
  const rows = (branch: Branch, condition: SQL) => {
    const after = cursor
      ? sql` and ${branch.at} <= ${cursor.at}::timestamptz and (${branch.at}, ${branch.type}::text, ${branch.id}) < (${cursor.at}::timestamptz, ${cursor.type}::text, ${cursor.id}::uuid)`
      : sql``;
    return sql`select ${branch.id} as "id", ${branch.at} as "at"
      from ${branch.table} where ${condition} and ${branch.where}${after}
      order by ${branch.at} desc, ${branch.id} desc limit ${take}`;
  };
  const openParts = open.map(
    (branch) => sql`(select ${branch.type}::text as "type", r."id", r."at" from (${rows(branch, sql`true`)}) as r)`,
  );
  const sourcedParts = sourced.map((branch) => {
    const sources = branch.sources as NonNullable<Branch['sources']>;
    const since = horizon ? sql` and ${branch.at} >= (select "at" from "horizon")` : sql``;
    return sql`(select ${branch.type}::text as "type", r."id", r."at"
      from (${sources.set}) as src
      cross join lateral (${rows(branch, sql`${sources.column} = src."source"${since}`)}) as r
      order by r."at" desc, r."id" desc limit ${take})`;
  });
  const columns = sql`f."type", f."id", f."at",
      to_char(f."at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "atKey"`;
  const order = sql`order by f."at" desc, f."type" desc, f."id" desc limit ${take}`;
  if (!horizon)
    return sql`select ${columns} from (${sql.join([...openParts, ...sourcedParts], sql` union all `)}) as f ${order}`;
  // The horizon: the latest of the open branches' last rows, among those that filled a page (none did: no horizon).
  const names = openParts.map((_, index) => `open${index}`);
  return sql`with ${sql.join(
    openParts.map((part, index) => sql`${sql.raw(`"${names[index]}"`)} as materialized ${part}`),
    sql`, `,
  )}, "horizon" as (select coalesce(max(e."edge"), '-infinity'::timestamptz) as "at" from (${sql.join(
    names.map((name) => sql.raw(`select min("at") as "edge" from "${name}" having count(*) >= ${take}`)),
    sql` union all `,
  )}) as e)
    select ${columns} from (${sql.join(
      [...names.map((name) => sql.raw(`select * from "${name}"`)), ...sourcedParts],
      sql` union all `,
    )}) as f ${order}`;
}

/**
 * One page of a stream: one query (the UNION ALL, each branch reading its newest rows after the cursor through its
 * own index and stopping at `limit + 1`), then one query per kind present on the page for what the items show.
 */
export async function readFeed(
  db: Database,
  viewer: Viewer | null,
  scope: FeedScope,
  cursorText: string | undefined,
  limit: number,
): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
  const cursor = cursorText ? decodeFeedCursor(cursorText) : null;
  const result = await db.execute(feedPageQuery(viewer, scope, cursor, limit + 1));
  const rows = rowsOf<PageRow>(result);
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;

  const idsOf = (type: Kind) => page.filter((row) => row.type === type).map((row) => row.id);
  const [eventMap, opinionMap, roomMap, visitMap] = await Promise.all([
    loadEvents(db, idsOf('event')),
    loadOpinions(db, idsOf('opinion')),
    loadRooms(db, idsOf('room')),
    loadVisits(db, idsOf('visit')),
  ]);

  const items: FeedItem[] = [];
  for (const row of page) {
    const base = { id: row.id, at: iso(row.at) };
    if (row.type === 'event') {
      const event = eventMap.get(row.id);
      if (event) items.push({ type: 'event', ...base, event });
    } else if (row.type === 'opinion') {
      const found = opinionMap.get(row.id);
      if (found) items.push({ type: 'opinion', ...base, actor: found.actor, opinion: found.opinion });
    } else if (row.type === 'room') {
      const found = roomMap.get(row.id);
      if (found) items.push({ type: 'room', ...base, actor: found.actor, room: found.room });
    } else {
      const found = visitMap.get(row.id);
      if (found) items.push({ type: 'visit', ...base, actor: found.actor, visit: found.visit });
    }
  }
  const last = page.at(-1);
  return {
    items,
    nextCursor: hasMore && last ? encodeFeedCursor({ at: last.atKey, type: last.type, id: last.id }) : null,
  };
}

const actorColumns = {
  id: users.id,
  code: users.code,
  username: users.username,
  displayName: users.displayName,
  avatarFileId: publicAvatar,
  gender: users.gender,
};
const placeRef = { id: places.id, code: places.code, name: places.name };
const eventRef = { id: events.id, code: events.code, name: events.title };

async function loadEvents(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, Extract<FeedItem, { type: 'event' }>['event']>();
  const rows = await db
    .select({
      id: events.id,
      code: events.code,
      title: events.title,
      // The next occurrence still to come (a weekly series has many), or the first when all are past.
      startsAt: sql<string>`coalesce((select min(x.starts_at) from event_occurrences x where x.event_id = ${events.id} and x.starts_at >= now()), ${events.startsAt})`,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      price: events.price,
      coverFileId: events.coverFileId,
      place: placeRef,
      organisation: { id: organisations.id, code: organisations.code, name: organisations.name },
      eventList: { id: eventLists.id, code: eventLists.code, name: eventLists.name },
    })
    .from(events)
    .leftJoin(places, eq(places.id, events.placeId))
    .leftJoin(organisations, eq(organisations.id, events.organisationId))
    .leftJoin(eventLists, eq(eventLists.id, events.eventListId))
    .where(inArray(events.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        title: row.title,
        startsAt: iso(row.startsAt),
        endsAt: isoOrNull(row.endsAt),
        timeZone: row.timeZone,
        price: row.price,
        coverFileId: row.coverFileId,
        place: row.place,
        organisation: row.organisation,
        eventList: row.eventList,
      },
    ]),
  );
}

async function loadOpinions(db: Database, ids: string[]) {
  type Found = Pick<Extract<FeedItem, { type: 'opinion' }>, 'actor' | 'opinion'>;
  if (ids.length === 0) return new Map<string, Found>();
  const rows = await db
    .select({ opinion: opinions, actor: actorColumns, place: placeRef, event: eventRef })
    .from(opinions)
    .innerJoin(users, eq(users.id, opinions.authorId))
    .leftJoin(places, eq(places.id, opinions.placeId))
    .leftJoin(events, eq(events.id, opinions.eventId))
    .where(inArray(opinions.id, ids));
  return new Map<string, Found>(
    rows.map(({ opinion, actor, place, event }) => [
      opinion.id,
      {
        actor,
        opinion: {
          id: opinion.id,
          code: opinion.code,
          rating: opinion.rating,
          text: opinion.text,
          tags: opinion.tags,
          photoFileIds: opinion.photoFileIds,
          visibility: opinion.visibility,
          wasThere: opinion.wasThere,
          moderation: moderationOf(opinion),
          place,
          event,
        },
      },
    ]),
  );
}

async function loadRooms(db: Database, ids: string[]) {
  type Found = Pick<Extract<FeedItem, { type: 'room' }>, 'actor' | 'room'>;
  if (ids.length === 0) return new Map<string, Found>();
  const p = roomParticipants;
  const rows = await db
    .select({
      room: rooms,
      actor: actorColumns,
      place: placeRef,
      event: eventRef,
      timeZone: sql<string>`coalesce(${places.timeZone}, ${DEFAULT_TIME_ZONE})`,
      participantCount: sql<number>`(select count(*)::int from ${p} where ${p.roomId} = ${rooms.id})`,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.ownerId))
    .leftJoin(places, eq(places.id, rooms.placeId))
    .leftJoin(events, eq(events.id, rooms.eventId))
    .where(inArray(rooms.id, ids));
  return new Map<string, Found>(
    rows.map(({ room, actor, place, event, timeZone, participantCount }) => [
      room.id,
      {
        actor,
        room: {
          id: room.id,
          code: room.code,
          title: room.title,
          description: room.description,
          startsAt: iso(room.startsAt),
          timeZone,
          visibility: room.visibility,
          moderation: moderationOf(room),
          capacity: room.capacity,
          participantCount: Number(participantCount),
          place,
          event,
        },
      },
    ]),
  );
}

async function loadVisits(db: Database, ids: string[]) {
  type Found = Pick<Extract<FeedItem, { type: 'visit' }>, 'actor' | 'visit'>;
  if (ids.length === 0) return new Map<string, Found>();
  const rows = await db
    .select({ visit: userVisits, actor: actorColumns, place: placeRef, timeZone: places.timeZone })
    .from(userVisits)
    .innerJoin(users, eq(users.id, userVisits.userId))
    .innerJoin(places, eq(places.id, userVisits.placeId))
    .where(inArray(userVisits.id, ids));
  return new Map<string, Found>(
    rows.map(({ visit, actor, place, timeZone }) => [
      visit.id,
      {
        actor,
        visit: {
          id: visit.id,
          startedAt: iso(visit.startedAt),
          expiresAt: iso(visit.expiresAt),
          closedAt: isoOrNull(visit.closedAt),
          timeZone,
          visibility: visit.visibility,
          place,
        },
      },
    ]),
  );
}
