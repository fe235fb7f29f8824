import { isRoot, isUuid, WAS_THERE_DAYS } from '@mesto/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, feedbacks, opinions, organisations, places, users, userVisits } from '../../db/schema.ts';
import { mayEditFor, roleIn } from '../../lib/membership.ts';
import { mayViewModerated, moderationVisibleTo, publicAvatar } from '../../lib/moderation.ts';
import {
  maySee,
  opinionAboutOrganisations,
  opinionSharedWith,
  organisationsOf,
  visibleTo,
} from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';

// An opinion is about a place or an event; the organisation that owns it (the place's, or the event's) is its
// «team»: a PRIVATE opinion is shared with that team, and only that team (or ROOT) answers opinions.

export type OpinionRow = typeof opinions.$inferSelect;
export type FeedbackRow = typeof feedbacks.$inferSelect;
type Subject = { placeId: string | null; eventId: string | null };

export async function findOpinion(db: Database, key: string): Promise<OpinionRow | undefined> {
  const [row] = await db
    .select()
    .from(opinions)
    .where(or(isUuid(key) ? eq(opinions.id, key) : undefined, eq(opinions.code, key)))
    .limit(1);
  return row;
}

// Who the team of an opinion is, as SQL, is lib/visibility.ts's: a PRIVATE opinion is shared with them.
export { opinionAboutOrganisations as aboutOrganisations, organisationsOf };

/** SQL over `opinions`: the opinion has its answer. */
export const answered = sql`exists (select 1 from ${feedbacks} where ${feedbacks.opinionId} = ${opinions.id})`;

/** SQL: the ids of the organisation a filter names by id or code. */
export const organisationByKey = (key: string): SQL =>
  isUuid(key)
    ? sql`select ${key}::uuid`
    : sql`select ${organisations.id} from ${organisations} where ${organisations.code} = ${key}`;

/**
 * SQL over `opinions`: the rows the viewer may see; PRIVATE ones are shared with the subject's team, and one a
 * moderator hid stays with its author and that team (lib/moderation.ts).
 */
export function opinionVisibleTo(viewer: Viewer | null): SQL {
  const visible = visibleTo(viewer, {
    author: opinions.authorId,
    visibility: opinions.visibility,
    sharedWith: opinionSharedWith,
  });
  const moderation = moderationVisibleTo(viewer, {
    state: opinions.moderationState,
    author: opinions.authorId,
    team: opinionSharedWith,
  });
  return sql`(${visible} and ${moderation})`;
}

/**
 * How many opinions about the viewer's organisations' places and events (ROOT: all; with `organisation`, that
 * organisation's) are still unanswered.
 */
export async function unansweredCount(db: Database, viewer: Viewer, organisation?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(opinions)
    .where(
      and(
        // The opinions the caller could open and answer: visible to them, and never a note; one a moderator hid
        // (which the team still sees, marked) asks for no answer.
        opinionVisibleTo(viewer),
        ne(opinions.visibility, 'NOTES'),
        eq(opinions.moderationState, 'VISIBLE'),
        sql`not ${answered}`,
        isRoot(viewer) ? undefined : opinionAboutOrganisations(organisationsOf(viewer)),
        organisation ? opinionAboutOrganisations(organisationByKey(organisation)) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * A place (by id or code) the viewer may see, as the places collection decides: published, or any status for its
 * organisation's team and ROOT. Undefined for a place that is not there and for one the viewer may not see alike.
 */
export async function findVisiblePlace(db: Database, viewer: Viewer | null, key: string) {
  const [place] = await db
    .select({ id: places.id, status: places.status, organisationId: places.organisationId })
    .from(places)
    .where(or(isUuid(key) ? eq(places.id, key) : undefined, eq(places.code, key)))
    .limit(1);
  if (!place || (place.status !== 'PUBLISHED' && !(await mayEditFor(db, viewer, place.organisationId))))
    return undefined;
  return place;
}

/** The organisation that owns what the opinion is about, or null (a place or event of no organisation). */
export async function subjectOrganisation(db: Database, subject: Subject): Promise<string | null> {
  if (subject.placeId) {
    const [place] = await db
      .select({ organisationId: places.organisationId })
      .from(places)
      .where(eq(places.id, subject.placeId));
    return place?.organisationId ?? null;
  }
  if (!subject.eventId) return null;
  const [event] = await db
    .select({ organisationId: events.organisationId })
    .from(events)
    .where(eq(events.id, subject.eventId));
  return event?.organisationId ?? null;
}

/** Does a viewer belong to the opinion's team? Asked at most once per opinion, and only when the answer matters. */
function teamCheck(db: Database, opinion: OpinionRow) {
  let team: boolean | undefined;
  return async (who: Viewer) => {
    team ??= (await roleIn(db, who, await subjectOrganisation(db, opinion))) !== null;
    return team;
  };
}

/** The rule of `opinionVisibleTo` for one loaded opinion. */
export async function mayViewOpinion(db: Database, viewer: Viewer | null, opinion: OpinionRow): Promise<boolean> {
  const inTeam = teamCheck(db, opinion);
  return (await mayViewModerated(viewer, opinion, inTeam)) && (await maySee(db, viewer, opinion, inTeam));
}

/** May the viewer see the opinion, and answer it: the subject's team or ROOT, never a note (nobody else's). */
export async function opinionAccess(db: Database, viewer: Viewer | null, opinion: OpinionRow) {
  const inTeam = teamCheck(db, opinion);
  const canView = (await mayViewModerated(viewer, opinion, inTeam)) && (await maySee(db, viewer, opinion, inTeam));
  const canAnswer =
    canView && viewer !== null && opinion.visibility !== 'NOTES' && (isRoot(viewer) || (await inTeam(viewer)));
  return { canView, canAnswer };
}

/**
 * «Был здесь»: the author checked in at the opinion's place (an event's: the event's place) within WAS_THERE_DAYS
 * days before now.
 */
export async function wasThere(db: Database, authorId: string, subject: Subject): Promise<boolean> {
  let placeId = subject.placeId;
  if (!placeId && subject.eventId) {
    const [event] = await db.select({ placeId: events.placeId }).from(events).where(eq(events.id, subject.eventId));
    placeId = event?.placeId ?? null;
  }
  if (!placeId) return false;
  const [visit] = await db
    .select({ id: userVisits.id })
    .from(userVisits)
    .where(
      and(
        eq(userVisits.userId, authorId),
        eq(userVisits.placeId, placeId),
        sql`${userVisits.startedAt} <= now()`,
        sql`${userVisits.startedAt} > now() - make_interval(days => ${WAS_THERE_DAYS})`,
      ),
    )
    .limit(1);
  return visit !== undefined;
}

const ids = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/**
 * Authors, places, events and answers of a page of opinions: four queries for the whole page. An answer a moderator
 * hid is left out but for its team (and moderators).
 */
export async function loadOpinionRelated(db: Database, rows: OpinionRow[], viewer: Viewer | null = null) {
  const authorIds = ids(rows.map((row) => row.authorId));
  const placeIds = ids(rows.map((row) => row.placeId));
  const eventIds = ids(rows.map((row) => row.eventId));
  const opinionIds = rows.map((row) => row.id);
  const [authorRows, placeRows, eventRows, answerRows] = await Promise.all([
    authorIds.length
      ? db
          .select({
            id: users.id,
            code: users.code,
            username: users.username,
            displayName: users.displayName,
            avatarFileId: publicAvatar,
            gender: users.gender,
          })
          .from(users)
          .where(inArray(users.id, authorIds))
      : [],
    placeIds.length
      ? db
          .select({ id: places.id, code: places.code, name: places.name })
          .from(places)
          .where(inArray(places.id, placeIds))
      : [],
    eventIds.length
      ? db
          .select({ id: events.id, code: events.code, title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(inArray(events.id, eventIds))
      : [],
    opinionIds.length
      ? db
          .select({
            feedback: {
              id: feedbacks.id,
              opinionId: feedbacks.opinionId,
              text: feedbacks.text,
              tags: feedbacks.tags,
              createdAt: feedbacks.createdAt,
              moderationState: feedbacks.moderationState,
              moderationReason: feedbacks.moderationReason,
            },
            organisation: { id: organisations.id, code: organisations.code, name: organisations.name },
          })
          .from(feedbacks)
          .leftJoin(organisations, eq(organisations.id, feedbacks.organisationId))
          .where(
            and(
              inArray(feedbacks.opinionId, opinionIds),
              moderationVisibleTo(viewer, {
                state: feedbacks.moderationState,
                author: feedbacks.authorId,
                team: (who) => sql`${feedbacks.organisationId} in (${organisationsOf(who)})`,
              }),
            ),
          )
      : [],
  ]);
  return {
    authors: new Map(authorRows.map((row) => [row.id, row])),
    places: new Map(placeRows.map((row) => [row.id, row])),
    events: new Map(eventRows.map((row) => [row.id, row])),
    answers: new Map(answerRows.map((row) => [row.feedback.opinionId, row])),
  };
}

/**
 * May the viewer read (and ask for) what an opinion says: its author, the team of the organisation it is about, and
 * ROOT. The business reads its opinions' analyses; a person reads their own; nobody reads another visitor's.
 */
export async function mayReadAnalysis(db: Database, viewer: Viewer | null, opinion: OpinionRow): Promise<boolean> {
  if (!viewer) return false;
  if (isRoot(viewer) || opinion.authorId === viewer.id) return true;
  return (await roleIn(db, viewer, await subjectOrganisation(db, opinion))) !== null;
}

/** The rule of `mayReadAnalysis` for a page of opinions: the ids whose analysis the viewer reads, in one query. */
export async function analysesReadable(
  db: Database,
  viewer: Viewer | null,
  rows: OpinionRow[],
): Promise<ReadonlySet<string>> {
  if (!viewer || rows.length === 0) return new Set();
  if (isRoot(viewer)) return new Set(rows.map((row) => row.id));
  const own = rows.filter((row) => row.authorId === viewer.id).map((row) => row.id);
  const others = rows.filter((row) => row.authorId !== viewer.id).map((row) => row.id);
  const team = others.length
    ? await db
        .select({ id: opinions.id })
        .from(opinions)
        .where(and(inArray(opinions.id, others), opinionSharedWith(viewer)))
    : [];
  return new Set([...own, ...team.map((row) => row.id)]);
}
