import { canModerate, isRoot } from '@mesto/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { opinionAnalysisReports } from '../../db/schema.ts';
import { ApiError, conflict, fieldError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { afterCursor, orderBy, toPage } from '../../lib/keyset.ts';
import { roleIn } from '../../lib/membership.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { analysisReportMessages as text } from './analysis-reports.messages.ts';
import {
  AnalysisReport,
  AnalysisReportBody,
  AnalysisReportReceipt,
  AnalysisReports,
  AnalysisReportsQuery,
  CloseAnalysisReportBody,
  MyAnalysisReport,
  MyAnalysisReportQuery,
  REPORTS_PER_DAY,
} from './analysis-reports.schemas.ts';
import {
  lockReporter,
  openReportOf,
  REPORT_SORTS,
  type ReportRow,
  receiptOf,
  reportCursor,
  reportsToday,
  toReports,
} from './analysis-reports.service.ts';
import { findOpinion, mayViewOpinion, subjectOrganisation } from './opinions.service.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * «Разобрано неверно»: the team of a place (and ROOT) reports that an opinion about it was misread, so «Что говорят»
 * does not rest on a wrong reading unseen; the platform's moderators (MODERATION and ROOT) read the reports and close
 * them.
 */
export const analysisReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/places/analysis-reports',
    {
      config: sessionRequired,
      schema: {
        tags: ['places'],
        summary: `Report that the analysis of an opinion about a place misread it («Разобрано неверно»): the place's team and ROOT, once per opinion until a moderator closes it, at most ${REPORTS_PER_DAY} a day`,
        body: AnalysisReportBody,
        response: { 201: AnalysisReportReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const { opinionId, aspects = [], note = '' } = request.body;
      const opinion = await findOpinion(app.db, opinionId);
      if (!opinion || !(await mayViewOpinion(app.db, viewer, opinion))) throw notFound(text.opinionNotFound);
      if (!opinion.placeId) throw fieldError('opinionId', text.notAboutPlace, 'NOT_ABOUT_PLACE');
      const organisationId = await subjectOrganisation(app.db, opinion);
      const inTeam = (await roleIn(app.db, viewer, organisationId)) !== null;
      if (!inTeam && !isRoot(viewer)) throw forbidden(text.notYourPlace);
      const analysis = opinion.analysis;
      if (!analysis) throw conflict('opinionId', text.notAnalysed, 'NOT_ANALYSED');

      const row = await app.db.transaction(async (transaction) => {
        const db = transaction as unknown as Database;
        await lockReporter(db, viewer.id);
        if (await openReportOf(db, opinion.id, viewer.id)) {
          throw conflict('opinionId', text.alreadyReported, 'ALREADY_REPORTED');
        }
        if ((await reportsToday(db, viewer.id)) >= REPORTS_PER_DAY) {
          throw new ApiError(429, text.tooMany(REPORTS_PER_DAY), 'TOO_MANY_REPORTS', undefined, {
            'retry-after': String(DAY_SECONDS),
          });
        }
        const [written] = await db
          .insert(opinionAnalysisReports)
          .values({
            opinionId: opinion.id,
            reporterId: viewer.id,
            organisationId: inTeam ? organisationId : null,
            aspects: [...new Set(aspects)],
            note,
            analysis,
          })
          .onConflictDoNothing()
          .returning();
        // Two sends of one report at once: the second finds the first's row.
        if (!written) throw conflict('opinionId', text.alreadyReported, 'ALREADY_REPORTED');
        return written;
      });
      reply.code(201);
      return receiptOf(row);
    },
  );

  app.get(
    '/places/analysis-reports/mine',
    {
      config: sessionRequired,
      schema: {
        tags: ['places'],
        summary: 'The caller’s report of an opinion’s analysis still waiting for a moderator (for «Вы уже сообщили»)',
        querystring: MyAnalysisReportQuery,
        response: { 200: MyAnalysisReport, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const row = await openReportOf(app.db, request.query.opinionId, viewer.id);
      return { report: row ? receiptOf(row) : null };
    },
  );

  // Before the query and body are read: whoever is not a moderator learns nothing more than that.
  const moderatorsOnly = async (request: FastifyRequest) => {
    if (!request.viewer) throw unauthorized();
    if (!canModerate(request.viewer)) throw forbidden(text.forbidden);
  };

  app.get(
    '/places/analysis-reports',
    {
      config: sessionRequired,
      onRequest: moderatorsOnly,
      schema: {
        tags: ['places'],
        summary:
          'Reports of misread opinions for the moderators (MODERATION and ROOT): waiting ones oldest first, or closed ones',
        querystring: AnalysisReportsQuery,
        response: { 200: AnalysisReports, ...errorResponses },
      },
    },
    async (request) => {
      const { status, cursor, limit } = request.query;
      const { sort, where, at } = REPORT_SORTS[status];
      const rows = (await app.db
        .select({ report: opinionAnalysisReports, sortAt: sql<string>`${at}` })
        .from(opinionAnalysisReports)
        .where(and(where, afterCursor(opinionAnalysisReports.id, status, sort, cursor)))
        .orderBy(...orderBy(opinionAnalysisReports.id, sort))
        .limit(limit + 1)) as { report: ReportRow; sortAt: string }[];
      const page = toPage(
        rows,
        limit,
        (row) => reportCursor(status, { id: row.report.id, sortAt: row.sortAt }),
        (row) => row.report,
      );
      return { items: await toReports(app.db, page.items), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/places/analysis-reports/close/:id',
    {
      config: sessionRequired,
      onRequest: moderatorsOnly,
      schema: {
        tags: ['places'],
        summary: 'Close a report of a misread opinion, with what was done (MODERATION and ROOT)',
        params: AnalysisReportReceipt.pick({ id: true }),
        body: CloseAnalysisReportBody,
        response: { 200: AnalysisReport, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const [closed] = await app.db
        .update(opinionAnalysisReports)
        .set({ closedAt: new Date(), closedById: viewer.id, closingNote: request.body.note ?? '' })
        .where(and(eq(opinionAnalysisReports.id, request.params.id), sql`${opinionAnalysisReports.closedAt} is null`))
        .returning();
      if (!closed) {
        const [existing] = await app.db
          .select({ id: opinionAnalysisReports.id })
          .from(opinionAnalysisReports)
          .where(eq(opinionAnalysisReports.id, request.params.id));
        if (!existing) throw notFound(text.reportNotFound);
        throw conflict('id', text.alreadyClosed, 'ALREADY_CLOSED');
      }
      const [report] = await toReports(app.db, [closed]);
      if (!report) throw notFound(text.reportNotFound);
      return report;
    },
  );
};
