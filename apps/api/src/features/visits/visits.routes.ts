import { HERE_NOW_MIN_SHOWN, VISIT_DEFAULT_MINUTES, VISIT_EXTEND_MINUTES, VISIT_MAX_MINUTES } from '@mesto/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { ApiError, fieldError, unauthorized } from '../../lib/errors.ts';
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
  activeVisitOf,
  checkIn,
  closeVisit,
  extendVisit,
  findVisiblePlace,
  placeFigures,
  toVisitItem,
  userFigures,
  visitsPage,
} from './visits.service.ts';

// Check-ins at places (user_visits): the rules (one active visit per person, its bounds, who sees it) are kept in
// visits.service.ts.

const tags = ['user-visits'];

const requireViewer = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw unauthorized();
  return viewer;
};

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
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
        return await checkIn(app.db, viewer, place, chosen);
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
      return extendVisit(app.db, viewer, request.body.visitId);
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
      return closeVisit(app.db, viewer, request.body.visitId);
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
      return visitsPage(app.db, viewer, query, clock.now());
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
