import { canModerate, isRoot } from '@mesto/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, fieldError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
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
import { closeReport, fileReport, openReportOf, receiptOf, reportsPage } from './analysis-reports.service.ts';
import { findOpinion, mayViewOpinion, subjectOrganisation } from './opinions.service.ts';

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

      const row = await fileReport(app.db, {
        opinion,
        analysis,
        reporterId: viewer.id,
        organisationId: inTeam ? organisationId : null,
        aspects,
        note,
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
      return reportsPage(app.db, status, cursor, limit);
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
      const report = await closeReport(app.db, request.params.id, viewer.id, request.body.note ?? '');
      if (report === 'missing') throw notFound(text.reportNotFound);
      if (report === 'already-closed') throw conflict('id', text.alreadyClosed, 'ALREADY_CLOSED');
      return report;
    },
  );
};
