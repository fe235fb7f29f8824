import { ANNOUNCEMENT_CLAIM_MINUTES, canManageExternalAnnouncements, isUuid } from '@mesto/domain';
import { TextIntelligenceUnavailable } from '@mesto/text-intelligence/worker-pool';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { sessionRequired, type Viewer } from '../../plugins/auth.ts';
import type { EventPublished } from '../events/seam.ts';
import {
  type ExtractionResult,
  ExtractionResult as ExtractionResultSchema,
  ProcessBody,
  WorkStream,
  WorkStreamQuery,
} from './announcement.schemas.ts';
import { announcementItems, announcementsCollection } from './announcements.collection.ts';
import { announcementMessages } from './announcements.messages.ts';
import { claimNext, extractFrom, findAnnouncement, storeExtraction } from './announcements.service.ts';

export const announcementsRoutes: FastifyPluginAsyncZod<{ eventPublished: EventPublished }> = async (
  app,
  { eventPublished },
) => {
  // One guard for every route of the collection: managers of external announcements and ROOT, nobody else.
  app.addHook('onRequest', async (request) => {
    if (!request.viewer) throw unauthorized();
    if (!canManageExternalAnnouncements(request.viewer)) throw forbidden();
  });

  const viewerOf = (viewer: Viewer | null) => viewer as Viewer;

  app.get(
    '/external-event-announcements/work-stream-provider',
    {
      config: sessionRequired,
      schema: {
        tags: ['external-event-announcements'],
        summary: `Take the next open announcements: each is the caller's for ${ANNOUNCEMENT_CLAIM_MINUTES} minutes, and no other manager gets it meanwhile`,
        querystring: WorkStreamQuery,
        response: { 200: WorkStream },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.viewer);
      const rows = await claimNext(app.db, viewer, request.query.limit);
      return { items: await announcementItems(app.db, viewer, rows), claimMinutes: ANNOUNCEMENT_CLAIM_MINUTES };
    },
  );

  app.post(
    '/external-event-announcements/process-with-ai',
    {
      config: sessionRequired,
      schema: {
        tags: ['external-event-announcements'],
        summary:
          'Read an announcement (its id, or its text) into draft events with per-field confidence and provenance; likely duplicates of existing events are flagged. With an id the result is stored on it',
        body: ProcessBody,
        response: { 200: ExtractionResultSchema },
      },
    },
    async (request) => {
      const key = request.body._announcement;
      const row = isUuid(key) ? await findAnnouncement(app.db, key) : undefined;
      if (isUuid(key) && !row) throw notFound(announcementMessages.notFound);
      let result: ExtractionResult;
      try {
        result = await extractFrom(app.db, app.textIntelligence, {
          text: row?.rawText ?? key,
          publishedAt: row?.publishedAt ?? row?.createdAt ?? new Date(),
          excludeEventId: row?.eventId ?? null,
        });
      } catch (error) {
        // Out of time or of workers: the text may read another time, so a 503 (retry), not «could not read».
        if (error instanceof TextIntelligenceUnavailable) {
          request.log.warn({ err: error }, 'announcement extraction unavailable');
          throw error.reason === 'timeout'
            ? new ApiError(503, announcementMessages.readTooLong, 'READ_TIMEOUT')
            : new ApiError(503, announcementMessages.readBusy, 'READ_BUSY', undefined, { 'retry-after': '30' });
        }
        // The providers fall back rather than fail; should one still throw, the caller learns the text was not read.
        request.log.error({ err: error }, 'announcement extraction failed');
        throw new ApiError(422, announcementMessages.notRead, 'NOT_READ');
      }
      if (row) await storeExtraction(app.db, row, result);
      return result;
    },
  );

  registerCollection(app, announcementsCollection(eventPublished));
};
