import { isRoot, isUuid } from '@mesto/domain';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { eventLists, organisations, places, userSubscriptions } from '../../db/schema.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/errors.ts';
import { afterCursor, cursorValue, encodeCursor, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { findUser, type UserSummaryItem, userSummaries } from '../../lib/user-card.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  type SubscriptionKindValue,
  type SubscriptionListQuery,
  type SubscriptionStatus,
  targetNames,
  type UserSubscription,
} from './subscription.schemas.ts';
import { subscriptionMessages } from './subscriptions.messages.ts';

const s = userSubscriptions;

/** The column of user_subscriptions that holds a target of each kind. */
export const targetColumn: Record<SubscriptionKindValue, AnyPgColumn> = {
  USER: s.userId,
  PLACE: s.placeId,
  ORGANISATION: s.organisationId,
  EVENT_LIST: s.eventListId,
};

export const notFoundMessage: Record<SubscriptionKindValue, string> = {
  USER: subscriptionMessages.userNotFound,
  PLACE: subscriptionMessages.placeNotFound,
  ORGANISATION: subscriptionMessages.organisationNotFound,
  EVENT_LIST: subscriptionMessages.eventListNotFound,
};

const byIdOrCode = (table: { id: AnyPgColumn; code: AnyPgColumn }, key: string) =>
  or(isUuid(key) ? eq(table.id, key) : undefined, eq(table.code, key));

/**
 * The id of the target a key names (id or code; for people also the username), or undefined. With `visibleOnly`, a
 * place the viewer may not see (a draft of someone else's organisation) counts as absent: one cannot follow it.
 */
export async function findTarget(
  db: Database,
  viewer: Viewer | null,
  kind: SubscriptionKindValue,
  key: string,
  visibleOnly: boolean,
): Promise<string | undefined> {
  switch (kind) {
    case 'USER':
      return (await findUser(db, key))?.id;
    case 'PLACE': {
      const [place] = await db
        .select({ id: places.id, status: places.status, organisationId: places.organisationId })
        .from(places)
        .where(byIdOrCode(places, key))
        .limit(1);
      if (!place) return undefined;
      if (!visibleOnly || place.status === 'PUBLISHED') return place.id;
      return (await mayEditFor(db, viewer, place.organisationId)) ? place.id : undefined;
    }
    case 'ORGANISATION': {
      const [row] = await db.select({ id: organisations.id }).from(organisations).where(byIdOrCode(organisations, key));
      return row?.id;
    }
    case 'EVENT_LIST': {
      const [row] = await db.select({ id: eventLists.id }).from(eventLists).where(byIdOrCode(eventLists, key));
      return row?.id;
    }
  }
}

/** Like `findTarget`, but a missing target is a 400 naming the field it came from. */
export async function requireTarget(
  db: Database,
  viewer: Viewer | null,
  kind: SubscriptionKindValue,
  key: string,
  field: string,
  visibleOnly: boolean,
): Promise<string> {
  const id = await findTarget(db, viewer, kind, key, visibleOnly);
  if (!id) throw fieldError(field, notFoundMessage[kind], 'TARGET_NOT_FOUND');
  return id;
}

/** The follow button's state for one target, in one query. */
export async function statusOf(
  db: Database,
  viewer: Viewer | null,
  kind: SubscriptionKindValue,
  targetId: string,
): Promise<z.output<typeof SubscriptionStatus>> {
  const column = targetColumn[kind];
  const subscribed = viewer
    ? sql`exists (select 1 from ${s} where ${s.subscriberId} = ${viewer.id} and ${column} = ${targetId})`
    : sql`false`;
  const followedBack =
    viewer && kind === 'USER'
      ? sql`exists (select 1 from ${s} where ${s.subscriberId} = ${targetId} and ${s.userId} = ${viewer.id})`
      : sql`false`;
  const [row] = rowsOf(
    await db.execute(
      sql`select (select count(*)::int from ${s} where ${column} = ${targetId}) as "followers", ${subscribed} as "subscribed", ${followedBack} as "followedBack"`,
    ),
  );
  const isSubscribed = row?.subscribed === true;
  const isFollowedBack = row?.followedBack === true;
  return {
    subscribed: isSubscribed,
    followedBack: isFollowedBack,
    friends: isSubscribed && isFollowedBack,
    followers: Number(row?.followers ?? 0),
  };
}

/**
 * SQL: the subscription's target is something the viewer may see. People, organisations and event lists are public;
 * a place is hidden while it is a draft or archived, except from its team and ROOT.
 */
export function targetVisible(viewer: Viewer | null): SQL | undefined {
  if (isRoot(viewer)) return undefined;
  return sql`(${s.placeId} is null or ${s.placeId} in (select ${places.id} from ${places} where ${places.status} = 'PUBLISHED' or ${memberOf(viewer, places.organisationId)}))`;
}

export const kindCondition = (kind: SubscriptionKindValue): SQL => isNotNull(targetColumn[kind]) as SQL;

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
type Ref = { id: string; code: string; name: string };

const kindOf = (row: SubscriptionRow): SubscriptionKindValue =>
  row.userId ? 'USER' : row.placeId ? 'PLACE' : row.organisationId ? 'ORGANISATION' : 'EVENT_LIST';

const idsOf = (rows: SubscriptionRow[], pick: (row: SubscriptionRow) => string | null) => [
  ...new Set(rows.flatMap((row) => pick(row) ?? [])),
];

async function refs(db: Database, table: typeof places | typeof organisations | typeof eventLists, ids: string[]) {
  if (ids.length === 0) return new Map<string, Ref>();
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The items of one page: the people, places, organisations and lists it names, one query per kind. */
export async function toSubscriptionItems(
  db: Database,
  rows: SubscriptionRow[],
): Promise<z.output<typeof UserSubscription>[]> {
  const [people, placeRefs, organisationRefs, listRefs] = await Promise.all([
    userSummaries(db, [...idsOf(rows, (row) => row.subscriberId), ...idsOf(rows, (row) => row.userId)]),
    refs(
      db,
      places,
      idsOf(rows, (row) => row.placeId),
    ),
    refs(
      db,
      organisations,
      idsOf(rows, (row) => row.organisationId),
    ),
    refs(
      db,
      eventLists,
      idsOf(rows, (row) => row.eventListId),
    ),
  ]);
  const get = <T>(map: Map<string, T>, id: string | null) => (id ? (map.get(id) ?? null) : null);
  return rows.flatMap((row) => {
    const subscriber: UserSummaryItem | null = get(people, row.subscriberId);
    // A row whose people were deleted between the two queries is gone already.
    if (!subscriber) return [];
    return [
      {
        id: row.id,
        kind: kindOf(row),
        createdAt: row.createdAt.toISOString(),
        subscriber,
        user: get(people, row.userId),
        place: get(placeRefs, row.placeId),
        organisation: get(organisationRefs, row.organisationId),
        eventList: get(listRefs, row.eventListId),
      },
    ];
  });
}

const SORT_NAME = 'newest';
const newest: Sort = { keys: [{ expression: s.createdAt, direction: 'desc', kind: 'timestamp' }] };

/** The insert key of the target column of each kind. */
function columnKey(kind: SubscriptionKindValue): 'userId' | 'placeId' | 'organisationId' | 'eventListId' {
  return targetNames[kind].field;
}

/** Runs a write in a transaction; a target deleted meanwhile is the caller's 400, not a 500. */
async function write<T>(
  db: Database,
  kind: SubscriptionKindValue,
  field: string,
  step: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => step(tx as unknown as Database));
  } catch (error) {
    if (foreignKeyViolation(error)) throw fieldError(field, notFoundMessage[kind], 'TARGET_NOT_FOUND');
    throw error;
  }
}

/** The viewer follows the target (`field` names it for errors); following twice is following once. */
export function subscribe(
  db: Database,
  viewer: Viewer,
  kind: SubscriptionKindValue,
  field: string,
  targetId: string,
): Promise<z.output<typeof SubscriptionStatus>> {
  return write(db, kind, field, async (tx) => {
    // Parallel requests meet at the unique index: one inserts, the others do nothing.
    await tx
      .insert(s)
      .values({ subscriberId: viewer.id, [columnKey(kind)]: targetId, createdAt: new Date() })
      .onConflictDoNothing();
    return statusOf(tx, viewer, kind, targetId);
  });
}

/** The viewer stops following the target; not following already is fine. */
export function unsubscribe(
  db: Database,
  viewer: Viewer,
  kind: SubscriptionKindValue,
  field: string,
  targetId: string,
): Promise<z.output<typeof SubscriptionStatus>> {
  return write(db, kind, field, async (tx) => {
    await tx.delete(s).where(and(eq(s.subscriberId, viewer.id), eq(targetColumn[kind], targetId)));
    return statusOf(tx, viewer, kind, targetId);
  });
}

/**
 * One page of subscriptions, newest first: what a subscriber follows (by default the viewer), or who follows the
 * target the query names.
 */
export async function subscriptionsPage(
  db: Database,
  viewer: Viewer | null,
  query: Pick<z.output<typeof SubscriptionListQuery>, 'subscriber' | 'kind' | 'cursor' | 'limit'>,
  target: { kind: SubscriptionKindValue; key: string } | null,
): Promise<{ items: z.output<typeof UserSubscription>[]; nextCursor: string | null }> {
  const empty = { items: [], nextCursor: null };
  // The cursor first: a forged one is the caller's 400 whatever else the query says.
  const after = afterCursor(s.id, SORT_NAME, newest, query.cursor);
  const conditions: (SQL | undefined)[] = [targetVisible(viewer), after];

  if (query.subscriber !== undefined) {
    const subscriber = await findUser(db, query.subscriber);
    if (!subscriber) return empty;
    conditions.push(eq(s.subscriberId, subscriber.id));
  } else if (!target) {
    if (!viewer) throw fieldError('subscriber', subscriptionMessages.whoseSubscriptions);
    conditions.push(eq(s.subscriberId, viewer.id));
  }
  if (target) {
    // Followers of something the viewer may not see are as absent as the thing itself.
    const targetId = await findTarget(db, viewer, target.kind, target.key, true);
    if (!targetId) return empty;
    conditions.push(eq(targetColumn[target.kind], targetId));
  }
  if (query.kind) conditions.push(kindCondition(query.kind));

  const rows = await db
    .select()
    .from(s)
    .where(and(...conditions))
    .orderBy(...orderBy(s.id, newest))
    .limit(query.limit + 1);
  const result = toPage(
    rows,
    query.limit,
    (row) => encodeCursor(SORT_NAME, [cursorValue(row.createdAt, 'timestamp')], row.id),
    (row) => row,
  );
  return {
    items: await toSubscriptionItems(db, result.items as SubscriptionRow[]),
    nextCursor: result.nextCursor,
  };
}
