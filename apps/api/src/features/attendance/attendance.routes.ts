import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { ApiError, fieldError, unauthorized } from '../../lib/errors.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { attendanceMessages } from './attendance.messages.ts';
import { AttendanceMarkBody, AttendanceQuery, EventAttendance } from './attendance.schemas.ts';
import { attendanceOf, findVisibleEvent, mark } from './attendance.service.ts';

// «Пойду» / «Интересно» on events (event_attendance). A mark belongs to the whole event, not to one date of a weekly
// series: the event page is about the event, and «I'm going to the Thursday jazz» means the series. Who marked what
// is seen as their check-ins are (their default visibility for check-ins); the counts are everyone's.

const tags = ['event-attendance'];

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event-attendance/mark',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Mark an event «Пойду» (GOING) or «Интересно» (INTERESTED), or clear the mark; marking twice is once',
        body: AttendanceMarkBody,
        response: { 200: EventAttendance },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const { event: key, status, visibility } = request.body;
      const event = await findVisibleEvent(app.db, viewer, key);
      if (!event) throw fieldError('event', attendanceMessages.eventNotFound, 'EVENT_NOT_FOUND');
      try {
        await mark(app.db, viewer, event.id, status, visibility);
      } catch (error) {
        // The event was deleted between the lookup and the write.
        if (foreignKeyViolation(error)) throw fieldError('event', attendanceMessages.eventNotFound, 'EVENT_NOT_FOUND');
        throw error;
      }
      return attendanceOf(app.db, viewer, event.id);
    },
  );

  app.get(
    '/event-attendance',
    {
      schema: {
        tags,
        summary: 'Who goes to an event: counts for everyone; the caller’s mark and friends who go when signed in',
        querystring: AttendanceQuery,
        response: { 200: EventAttendance },
      },
    },
    async (request) => {
      const event = await findVisibleEvent(app.db, request.viewer, request.query.event);
      if (!event) {
        throw new ApiError(404, attendanceMessages.eventNotFound, 'NOT_FOUND', {
          event: attendanceMessages.eventNotFound,
        });
      }
      return attendanceOf(app.db, request.viewer, event.id);
    },
  );
};
