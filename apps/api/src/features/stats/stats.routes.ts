import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { ApiError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { findOrganisation } from '../../lib/lookups.ts';
import { mayEditFor } from '../../lib/membership.ts';
import { takeRate } from '../../lib/rate-limit.ts';
import { errorResponses, Ok } from '../../lib/schemas.ts';
import { clock } from '../../lib/visits-clock.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { statsMessages } from './stats.messages.ts';
import { BusinessStats, BusinessStatsQuery, PageViewBody } from './stats.schemas.ts';
import { businessFigures, recordPageView } from './stats.service.ts';

// Figures for a business: views of its public pages (counted here, per day, naming nobody) and, from what the
// platform already keeps, follows, check-ins and opinions over time. "Now" is the check-ins' clock, so a test that
// moves it moves these figures too.

const tags = ['stats'];

const notFoundField = (field: string, message: string, code: string) =>
  new ApiError(404, message, code, { [field]: message });

export const statsRoutes =
  (env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/page-views',
      {
        // Sent on every page shown, and changes nothing the visitor reads: it never moves their reads to the primary.
        config: { recentWrite: false },
        schema: {
          tags,
          summary: 'Count one view of a published place’s or event’s public page',
          description:
            'The visitor app calls it once per page shown. Only the day’s count is kept (no person, no address); ' +
            `an address counts at most ${env.PAGE_VIEWS_PER_ADDRESS_PER_HOUR} views an hour (429 beyond).`,
          body: PageViewBody,
          response: { 200: Ok, ...errorResponses },
        },
      },
      async (request) => {
        const now = clock.now();
        const rule = { max: env.PAGE_VIEWS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 };
        const allowance = await takeRate(app.counters, `page-view:${clientAddressKey(request.ip)}`, rule, now);
        if (!allowance.ok) {
          throw tooManyRequests(statsMessages.tooManyViews(allowance.retryAfterSeconds), allowance.retryAfterSeconds);
        }
        const { place, event } = request.body;
        const subject =
          place !== undefined ? { kind: 'PLACE' as const, key: place } : { kind: 'EVENT' as const, key: event ?? '' };
        if (!(await recordPageView(app.db, subject, now))) {
          throw subject.kind === 'PLACE'
            ? notFoundField('place', statsMessages.placeNotFound, 'PLACE_NOT_FOUND')
            : notFoundField('event', statsMessages.eventNotFound, 'EVENT_NOT_FOUND');
        }
        return { ok: true as const };
      },
    );

    app.get(
      '/business-stats',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'An organisation’s page views, follows, check-ins and ratings over the last days',
          description:
            'For the organisation’s team and ROOT (403 for others, 401 signed out). Days are read by the calendar ' +
            'of the organisation’s first place.',
          querystring: BusinessStatsQuery,
          response: { 200: BusinessStats, ...errorResponses },
        },
      },
      async (request) => {
        const { viewer, query } = request;
        if (!viewer) throw unauthorized();
        const organisation = await findOrganisation(app.db, query.organisation);
        if (!organisation) {
          throw notFoundField('organisation', statsMessages.organisationNotFound, 'ORGANISATION_NOT_FOUND');
        }
        if (!(await mayEditFor(app.db, viewer, organisation.id))) throw forbidden(statsMessages.notYourOrganisation);
        return businessFigures(
          app.db,
          { id: organisation.id, code: organisation.code, name: organisation.name },
          query.days,
          clock.now(),
        );
      },
    );
  };
