import { canModerate, defaultVisibilityOf } from '@mesto/domain';
import { arrayContains, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { events, opinions, places, users } from '../../db/schema.ts';
import { blockedAuthors } from '../../lib/blocks.ts';
import { applyBrakes } from '../../lib/brakes.ts';
import { generateCode } from '../../lib/codes.ts';
import { defineCollection } from '../../lib/collection.ts';
import { fieldError } from '../../lib/errors.ts';
import { assertOwnFiles } from '../../lib/file-refs.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { mayEditFor } from '../../lib/membership.ts';
import { moderationOf } from '../../lib/moderation.ts';
import { analyseAndStore } from '../../lib/opinion-analysis.ts';
import { nameOnly, unindexedSearchFilter } from '../../lib/search.ts';
import { findUser } from '../../lib/user-card.ts';
import { audienceOf } from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { notifyBusinessOpinion } from '../notifications/seam.ts';
import { processPlace, summariseOpinions } from '../places/seam.ts';
import { Opinion, OpinionFields, OpinionListQuery, opinionBlank } from './opinion.schemas.ts';
import { opinionMessages } from './opinions.messages.ts';
import {
  aboutOrganisations,
  analysesReadable,
  answered,
  findOpinion,
  findVisiblePlace,
  loadOpinionRelated,
  mayViewOpinion,
  type OpinionRow,
  opinionVisibleTo,
  organisationByKey,
  organisationsOf,
  wasThere,
} from './opinions.service.ts';

/**
 * An opinion may be written about a place or event that exists and that the writer may see: published, or a draft of
 * their own organisation. Anything else is a 400 naming the field, as if it did not exist.
 */
async function assertSubjectVisible(db: Database, viewer: Viewer, placeId: string | null, eventId: string | null) {
  if (placeId && !(await findVisiblePlace(db, viewer, placeId))) {
    throw fieldError('placeId', opinionMessages.placeNotFound, 'PLACE_NOT_FOUND');
  }
  if (eventId) {
    const [event] = await db
      .select({ status: events.status, organisationId: events.organisationId })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event || (event.status !== 'PUBLISHED' && !(await mayEditFor(db, viewer, event.organisationId)))) {
      throw fieldError('eventId', opinionMessages.eventNotFound, 'EVENT_NOT_FOUND');
    }
  }
}

/**
 * A place's rating, opinion count and tag counts follow its opinions, in the same transaction as the write. They
 * count place opinions only (`processPlace`), so an event opinion leaves its place's figures as they are.
 */
async function refreshPlace(db: Database, row: OpinionRow) {
  if (row.placeId) await processPlace(db, row.placeId);
}

/** A moderator deleting someone else's opinion: a moderation decision (DELETE), logged and reversible. */
export type RemoveAsModerator = (db: Database, moderator: Viewer, opinionId: string) => Promise<void>;

/** The opinions collection; what moderation does is given at composition (app.ts). */
export function opinionsCollection(app: FastifyInstance, removeAsModerator: RemoveAsModerator) {
  /**
   * Reads a written opinion and refreshes its place's summary (which quotes public opinions, so an opinion hidden
   * since leaves it). A failure is logged and the opinion stays as written.
   */
  const analyseWritten = async (db: Database, row: OpinionRow, log: FastifyBaseLogger): Promise<OpinionRow> => {
    let written = row;
    try {
      written = { ...row, analysis: await analyseAndStore(db, app.textIntelligence, row) };
    } catch (error) {
      log.warn({ err: error, opinionId: row.id }, 'opinion analysis failed');
    }
    try {
      if (row.placeId) await summariseOpinions(db, row.placeId);
    } catch (error) {
      log.warn({ err: error, placeId: row.placeId }, 'place summary failed');
    }
    return written;
  };

  return defineCollection({
    name: 'opinions',
    schemaName: 'Opinion',
    accessParam: 'opinion',
    table: opinions,
    idColumn: opinions.id,
    item: Opinion,
    fields: OpinionFields,
    listQuery: OpinionListQuery,

    access: {
      read: 'public',
      visible: ({ viewer }) => opinionVisibleTo(viewer),
      async row({ db, viewer }, row) {
        const mine = viewer?.id === row.authorId;
        const canView = await mayViewOpinion(db, viewer, row);
        // Only the author changes what they wrote; the author takes it back, and a moderator (ROOT, MODERATION)
        // removes it as a moderation decision (logged, reversible).
        return { canView, canEdit: mine, canDelete: mine || (canView && canModerate(viewer)) };
      },
      create: ({ viewer }) => viewer !== null,
    },

    filters: async ({ db, viewer }, query) => {
      const conditions: (SQL | undefined)[] = [];
      if (query.code) conditions.push(eq(opinions.code, query.code));
      if (query.place) {
        conditions.push(refersTo(opinions.placeId, query.place, { table: places, id: places.id, code: places.code }));
      }
      if (query.event) {
        conditions.push(refersTo(opinions.eventId, query.event, { table: events, id: events.id, code: events.code }));
      }
      if (query.author) {
        // A person is addressed by id, code or username, as their profile link is.
        const author = await findUser(db, query.author);
        conditions.push(author ? eq(opinions.authorId, author.id) : sql`false`);
      }
      if (query.organisation) conditions.push(aboutOrganisations(organisationByKey(query.organisation)));
      if (query.mine) conditions.push(viewer ? aboutOrganisations(organisationsOf(viewer)) : sql`false`);
      if (query.rating !== undefined) conditions.push(eq(opinions.rating, query.rating));
      if (query.minRating !== undefined) conditions.push(gte(opinions.rating, query.minRating));
      if (query.answered !== undefined) conditions.push(query.answered ? answered : sql`not ${answered}`);
      if (query.tags?.length) conditions.push(arrayContains(opinions.tags, query.tags));
      conditions.push(await unindexedSearchFilter(db, query.q, nameOnly(opinions.text)));
      return conditions;
    },

    sorts: {
      newest: () => ({ keys: [{ expression: opinions.createdAt, direction: 'desc', kind: 'timestamp' }] }),
      rating: () => ({
        keys: [
          { expression: opinions.rating, direction: 'desc', kind: 'number' },
          { expression: opinions.createdAt, direction: 'desc', kind: 'timestamp' },
        ],
      }),
    },

    find: findOpinion,
    load: async ({ db, viewer }, rows) => {
      const [related, readable, blocked] = await Promise.all([
        loadOpinionRelated(db, rows, viewer),
        analysesReadable(db, viewer, rows),
        blockedAuthors(
          db,
          viewer,
          rows.map((row) => row.authorId),
        ),
      ]);
      return { ...related, readable, blocked };
    },
    toItem(row, _ctx, related) {
      const author = related.authors.get(row.authorId);
      const event = row.eventId ? related.events.get(row.eventId) : undefined;
      const answer = related.answers.get(row.id);
      return {
        id: row.id,
        code: row.code,
        author: {
          id: row.authorId,
          code: author?.code ?? '',
          username: author?.username ?? null,
          displayName: author?.displayName ?? '',
          avatarFileId: author?.avatarFileId ?? null,
          gender: author?.gender ?? null,
        },
        authorBlocked: related.blocked.has(row.authorId),
        placeId: row.placeId,
        place: row.placeId ? (related.places.get(row.placeId) ?? null) : null,
        eventId: row.eventId,
        event: event
          ? { id: event.id, code: event.code, title: event.title, startsAt: event.startsAt.toISOString() }
          : null,
        rating: row.rating,
        text: row.text,
        tags: row.tags as never,
        photoFileIds: row.photoFileIds,
        visibility: row.visibility,
        wasThere: row.wasThere,
        feedback: answer
          ? {
              id: answer.feedback.id,
              text: answer.feedback.text,
              tags: answer.feedback.tags as never,
              organisation: answer.organisation,
              createdAt: answer.feedback.createdAt.toISOString(),
              moderation: moderationOf(answer.feedback),
            }
          : null,
        analysis: related.readable.has(row.id) ? row.analysis : null,
        moderation: moderationOf(row),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    // A new opinion starts with the visibility the person chose for their opinions in the profile.
    async blank({ db, viewer }) {
      if (!viewer) return opinionBlank;
      const [me] = await db.select({ settings: users.specificSettings }).from(users).where(eq(users.id, viewer.id));
      return { ...opinionBlank, visibility: defaultVisibilityOf(me?.settings, 'opinions') };
    },

    async check({ db, viewer }, values, existing) {
      // Only pictures the author uploaded: nobody shows another person's photo as their own.
      if (values.photoFileIds?.length) {
        await assertOwnFiles(
          db,
          viewer,
          values.photoFileIds.map((id, index) => ({ path: `photoFileIds.${index}`, id })),
          existing?.photoFileIds ?? [],
        );
      }
      if (existing) {
        // What an opinion is about is fixed; a form may send it back unchanged.
        for (const field of ['placeId', 'eventId'] as const) {
          if (values[field] !== undefined && values[field] !== existing[field]) {
            throw fieldError(field, opinionMessages.subjectFixed, 'SUBJECT_FIXED');
          }
        }
        return;
      }
      const placeId = values.placeId ?? null;
      const eventId = values.eventId ?? null;
      if (!placeId && !eventId) throw fieldError('placeId', opinionMessages.chooseSubject, 'SUBJECT_REQUIRED');
      if (placeId && eventId) throw fieldError('placeId', opinionMessages.oneSubject, 'ONE_SUBJECT');
      await assertSubjectVisible(db, viewer, placeId, eventId);
    },

    // One opinion per author and subject: writing again replaces the first (same id and code), in one statement, so
    // two submits at once leave one row and no error.
    async create({ db, viewer }, values) {
      const subject = { placeId: values.placeId ?? null, eventId: values.eventId ?? null };
      const written = {
        rating: values.rating as number,
        text: values.text ?? '',
        tags: values.tags ?? [],
        photoFileIds: values.photoFileIds ?? [],
        visibility: audienceOf(values.visibility),
        wasThere: await wasThere(db, viewer.id, subject),
      };
      const [row] = await db
        .insert(opinions)
        .values({ ...subject, ...written, authorId: viewer.id, code: generateCode() })
        .onConflictDoUpdate(
          subject.placeId
            ? {
                target: [opinions.authorId, opinions.placeId],
                targetWhere: sql`place_id is not null`,
                set: { ...written, updatedAt: new Date() },
              }
            : {
                target: [opinions.authorId, opinions.eventId],
                targetWhere: sql`event_id is not null`,
                set: { ...written, updatedAt: new Date() },
              },
        )
        .returning();
      // The automatic brakes: a new account's links and phone numbers, and bursts, wait for a moderator. A note
      // reaches nobody, so nothing brakes it, and no moderator ever reads it.
      const opinion = await applyBrakes(db, 'OPINION', row as OpinionRow, viewer.id, written.text, {
        burst: true,
        enabled: app.moderationBrakes && (row as OpinionRow).visibility !== 'NOTES',
      });
      await refreshPlace(db, opinion);
      // A new opinion, not one written again (an insert leaves both times the statement's now()); a held one reaches
      // the team once a moderator lets it through.
      const isNew = opinion.createdAt.getTime() === opinion.updatedAt.getTime();
      if (isNew && opinion.moderationState === 'VISIBLE') await notifyBusinessOpinion(db, opinion);
      return opinion;
    },
    async update({ db }, existing, values) {
      const { placeId: _placeId, eventId: _eventId, ...changes } = values;
      // An edit keeps a «был здесь» already earned, and earns it with a check-in since.
      const there = existing.wasThere || (await wasThere(db, existing.authorId, existing));
      const [row] = await db
        .update(opinions)
        .set({ ...changes, wasThere: there, updatedAt: new Date() })
        .where(eq(opinions.id, existing.id))
        .returning();
      const opinion = await applyBrakes(db, 'OPINION', row as OpinionRow, existing.authorId, (row as OpinionRow).text, {
        burst: false,
        enabled: app.moderationBrakes && (row as OpinionRow).visibility !== 'NOTES',
      });
      await refreshPlace(db, opinion);
      return opinion;
    },
    // What a new or edited opinion says is read once it is saved: the write never waits on, or fails with, the reading.
    afterWrite: ({ db, request }, row) => {
      // The built-in reading takes a millisecond and the author gets it with the answer; a model may take seconds,
      // which a person saving an opinion must not wait for: it is read after the answer has gone.
      if (app.textIntelligence.provider === 'builtin') return analyseWritten(db, row, request.log);
      void analyseWritten(db, row, request.log);
      return Promise.resolve(row);
    },
    async remove({ db, viewer }, row) {
      if (row.authorId !== viewer.id) {
        await removeAsModerator(db, viewer, row.id);
        return;
      }
      await db.delete(opinions).where(eq(opinions.id, row.id));
      await refreshPlace(db, row);
      if (row.placeId) await summariseOpinions(db, row.placeId);
    },
  });
}
