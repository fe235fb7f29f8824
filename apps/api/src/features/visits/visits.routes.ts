import { HERE_NOW_MIN_SHOWN, VISIT_DEFAULT_MINUTES, VISIT_EXTEND_MINUTES, VISIT_MAX_MINUTES } from '@mesto/domain';
import { and, desc, eq, not, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { places, users, userVisits } from '../../db/schema.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { ApiError, conflict, fieldError, unauthorized } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { afterCursor, cursorValue, encodeCursor, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { page } from '../../lib/schemas.ts';
import { findUser } from '../../lib/user-card.ts';
import { clock } from '../../lib/visits-clock.ts';
import { sessionRequired, type Viewer } from '../../plugins/auth.ts';
import {
  CheckInBody,
  OptionalVisit,
  UserVisit,
  VisitBody,
  VisitListQuery,
  VisitStats,
  VisitStatsQuery,
} from './visit.schemas.ts';
import { visitMessages } from './visits.messages.ts';
import {
  activeAt,
  defaultVisibility,
  findVisiblePlace,
  isActive,
  placeFigures,
  toVisitItem,
  toVisitItems,
  userFigures,
  type VisitRow,
  visitsVisibleTo,
} from './visits.service.ts';

// Check-ins at places (user_visits). A visit is active while it is not closed and its expiry is ahead of now: that is
// read from the data by every query, so nothing has to run to end a visit. One person has at most one active visit:
// their writes take a lock on their own user row, so parallel check-ins, extensions and closes run one after another.

const v = userVisits;
const tags = ['user-visits'];
const SORT_NAME = 'newest';
const newest: Sort = { keys: [{ expression: v.startedAt, direction: 'desc', kind: 'timestamp' }] };
const MINUTE = 60_000;

const requireViewer = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw unauthorized();
  return viewer;
};

const notYours = () =>
  new ApiError(403, visitMessages.notYourVisit, 'NOT_YOUR_VISIT', { visitId: visitMessages.notYourVisit });

/** Serialises one person's check-in writes, and reads their settings while at it. */
async function lockUser(tx: Database, userId: string) {
  const [row] = await tx
    .select({ specificSettings: users.specificSettings })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The caller's visit named by id, or their active one; a missing one is a 400 naming `visitId`. */
async function visitToChange(tx: Database, viewer: Viewer, visitId: string | undefined, now: Date) {
  if (visitId !== undefined) {
    const [row] = await tx.select().from(v).where(eq(v.id, visitId)).for('update');
    if (!row) throw fieldError('visitId', visitMessages.visitNotFound, 'VISIT_NOT_FOUND');
    if (row.userId !== viewer.id) throw notYours();
    return row;
  }
  return activeVisitOf(tx, viewer.id, now);
}

async function activeVisitOf(db: Database, userId: string, now: Date): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.userId, userId), activeAt(now)))
    .orderBy(desc(v.startedAt))
    .limit(1);
  return row;
}

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const transaction = <T>(step: (tx: Database) => Promise<T>) =>
    app.db.transaction((tx) => step(tx as unknown as Database));

  app.post(
    '/user-visits/check-in',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: `Check in at a place for ${VISIT_DEFAULT_MINUTES} minutes; an active visit elsewhere is closed`,
        description:
          'Checking in again at the place of the active visit keeps that visit (its times stay; a visibility sent is applied).',
        body: CheckInBody,
        response: { 200: UserVisit },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      const place = await findVisiblePlace(app.db, viewer, request.body.placeId);
      if (!place) throw fieldError('placeId', visitMessages.placeNotFound, 'PLACE_NOT_FOUND');
      const chosen = request.body.visibility;
      try {
        return await transaction(async (tx) => {
          const me = await lockUser(tx, viewer.id);
          const now = clock.now();
          const current = await activeVisitOf(tx, viewer.id, now);
          if (current && current.placeId === place.id) {
            if (chosen === undefined || chosen === current.visibility) return toVisitItem(tx, current, now);
            const [updated] = await tx.update(v).set({ visibility: chosen }).where(eq(v.id, current.id)).returning();
            return toVisitItem(tx, updated as VisitRow, now);
          }
          // One active visit per person: checking in here ends the one elsewhere.
          await tx
            .update(v)
            .set({ closedAt: now })
            .where(and(eq(v.userId, viewer.id), activeAt(now)));
          const [created] = await tx
            .insert(v)
            .values({
              userId: viewer.id,
              placeId: place.id,
              startedAt: now,
              expiresAt: new Date(now.getTime() + VISIT_DEFAULT_MINUTES * MINUTE),
              visibility: chosen ?? defaultVisibility(me?.specificSettings),
            })
            .returning();
          return toVisitItem(tx, created as VisitRow, now);
        });
      } catch (error) {
        // The place was deleted between the look-up and the insert.
        if (foreignKeyViolation(error)) throw fieldError('placeId', visitMessages.placeNotFound, 'PLACE_NOT_FOUND');
        throw error;
      }
    },
  );

  app.post(
    '/user-visits/extend',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: `Extend an active visit by ${VISIT_EXTEND_MINUTES} minutes, up to ${VISIT_MAX_MINUTES / 60} hours from its start`,
        description:
          'The last extension is cut to the bound; at the bound the answer is 400. A closed or expired visit is a 409.',
        body: VisitBody,
        response: { 200: UserVisit },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      return transaction(async (tx) => {
        await lockUser(tx, viewer.id);
        const now = clock.now();
        const visit = await visitToChange(tx, viewer, request.body.visitId, now);
        if (!visit) throw fieldError('visitId', visitMessages.noActiveVisit, 'NO_ACTIVE_VISIT');
        if (!isActive(visit, now)) throw conflict('visitId', visitMessages.visitEnded, 'VISIT_ENDED');
        const bound = visit.startedAt.getTime() + VISIT_MAX_MINUTES * MINUTE;
        if (visit.expiresAt.getTime() >= bound) {
          throw fieldError('visitId', visitMessages.atMaximum(VISIT_MAX_MINUTES / 60), 'VISIT_AT_MAXIMUM');
        }
        const expiresAt = new Date(Math.min(visit.expiresAt.getTime() + VISIT_EXTEND_MINUTES * MINUTE, bound));
        const [updated] = await tx.update(v).set({ expiresAt }).where(eq(v.id, visit.id)).returning();
        return toVisitItem(tx, updated as VisitRow, now);
      });
    },
  );

  app.post(
    '/user-visits/close',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'End a visit now; an ended one, or none at all, is fine',
        body: VisitBody,
        response: { 200: OptionalVisit },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      return transaction(async (tx) => {
        await lockUser(tx, viewer.id);
        const now = clock.now();
        const visit = await visitToChange(tx, viewer, request.body.visitId, now);
        if (!visit) return { visit: null };
        if (!isActive(visit, now)) return { visit: await toVisitItem(tx, visit, now) };
        const [closed] = await tx.update(v).set({ closedAt: now }).where(eq(v.id, visit.id)).returning();
        return { visit: await toVisitItem(tx, closed as VisitRow, now) };
      });
    },
  );

  app.get(
    '/user-visits/current',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'The caller’s active visit, or null',
        response: { 200: OptionalVisit },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      const now = clock.now();
      const visit = await activeVisitOf(app.db, viewer.id, now);
      return { visit: visit ? await toVisitItem(app.db, visit, now) : null };
    },
  );

  app.get(
    '/user-visits',
    {
      schema: {
        tags,
        summary: 'Check-ins, newest first, each as its visibility allows: at a place, of a person, active or ended',
        querystring: VisitListQuery,
        response: { 200: page(UserVisit) },
      },
    },
    async (request) => {
      const { viewer, query } = request;
      const now = clock.now();
      // The cursor first: a forged one is the caller's 400 whatever else the query says.
      const after = afterCursor(v.id, SORT_NAME, newest, query.cursor);
      const conditions: (SQL | undefined)[] = [visitsVisibleTo(viewer), after];
      if (query.place !== undefined) {
        conditions.push(refersTo(v.placeId, query.place, { table: places, id: places.id, code: places.code }));
      }
      if (query.user !== undefined) {
        const user = await findUser(app.db, query.user);
        if (!user) return { items: [], nextCursor: null };
        conditions.push(eq(v.userId, user.id));
      }
      if (query.active !== undefined) conditions.push(query.active ? activeAt(now) : not(activeAt(now)));
      const rows = await app.db
        .select()
        .from(v)
        .where(and(...conditions))
        .orderBy(...orderBy(v.id, newest))
        .limit(query.limit + 1);
      const result = toPage(
        rows,
        query.limit,
        (row) => encodeCursor(SORT_NAME, [cursorValue(row.startedAt, 'timestamp')], row.id),
        (row) => row,
      );
      return { items: await toVisitItems(app.db, result.items, now), nextCursor: result.nextCursor };
    },
  );

  app.get(
    '/user-visits/stats',
    {
      schema: {
        tags,
        summary: 'Figures of a place (here now, per day, per hour) or of a person (visits, places, favourites)',
        description:
          'A place’s figures count every check-in, whatever its visibility: they name nobody, and «here now» is null ' +
          `below ${HERE_NOW_MIN_SHOWN}. A person’s figures count only the visits the caller may see.`,
        querystring: VisitStatsQuery,
        response: { 200: VisitStats },
      },
    },
    async (request) => {
      const { viewer, query } = request;
      const now = clock.now();
      if (query.place !== undefined) {
        const place = await findVisiblePlace(app.db, viewer, query.place);
        if (!place)
          throw new ApiError(404, visitMessages.placeNotFound, 'PLACE_NOT_FOUND', {
            place: visitMessages.placeNotFound,
          });
        const figures = await placeFigures(app.db, place, now);
        const few = figures.hereNow < HERE_NOW_MIN_SHOWN;
        return {
          kind: 'PLACE' as const,
          hereNow: few ? null : figures.hereNow,
          few,
          perDay: figures.perDay,
          perHour: figures.perHour,
        };
      }
      const user = await findUser(app.db, query.user as string);
      if (!user)
        throw new ApiError(404, visitMessages.userNotFound, 'USER_NOT_FOUND', { user: visitMessages.userNotFound });
      return { kind: 'USER' as const, ...(await userFigures(app.db, viewer, user.id)) };
    },
  );
};
