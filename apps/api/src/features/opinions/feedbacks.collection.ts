import { isRoot, isUuid } from '@mesto/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedbacks, opinions, organisations, userOrganisationBinds, users } from '../../db/schema.ts';
import { blockedAuthors } from '../../lib/blocks.ts';
import { defineCollection } from '../../lib/collection.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { memberOf } from '../../lib/membership.ts';
import { mayViewModerated, moderationOf, moderationVisibleTo } from '../../lib/moderation.ts';
import { nameOnly, unindexedSearchFilter } from '../../lib/search.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { notifyOpinionAnswer } from '../notifications/seam.ts';
import { Feedback, FeedbackFields, FeedbackListQuery, feedbackBlank } from './opinion.schemas.ts';
import { opinionMessages } from './opinions.messages.ts';
import {
  type FeedbackRow,
  findOpinion,
  type OpinionRow,
  opinionAccess,
  opinionVisibleTo,
  subjectOrganisation,
} from './opinions.service.ts';

// A feedback is the business's answer to an opinion: one per opinion, written by the team of the organisation that
// owns the place or event (or ROOT). `check_access?opinion=` is asked about an opinion («may I answer it?»), so
// a feedback is addressed by its own id or by its opinion's id or code; an opinion not answered yet is addressed
// as its answer still to be written (`unwritten`), whose access is the opinion's.

/** The id of an answer not written yet: it names no row, so nothing can update or find it. */
const UNWRITTEN = '00000000-0000-0000-0000-000000000000';

const unwritten = (opinionId: string): FeedbackRow => ({
  id: UNWRITTEN,
  opinionId,
  authorId: UNWRITTEN,
  organisationId: null,
  text: '',
  tags: [],
  moderationState: 'VISIBLE',
  moderationReason: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

async function findFeedback(db: Database, key: string): Promise<FeedbackRow | undefined> {
  if (isUuid(key)) {
    const [own] = await db.select().from(feedbacks).where(eq(feedbacks.id, key)).limit(1);
    if (own) return own;
  }
  const opinion = await findOpinion(db, key);
  if (!opinion) return undefined;
  const [answer] = await db.select().from(feedbacks).where(eq(feedbacks.opinionId, opinion.id)).limit(1);
  return answer ?? unwritten(opinion.id);
}

const opinionGone = () =>
  new ApiError(404, opinionMessages.opinionNotFound, 'OPINION_NOT_FOUND', {
    opinionId: opinionMessages.opinionNotFound,
  });

async function opinionOf(db: Database, id: string): Promise<OpinionRow | undefined> {
  const [row] = await db.select().from(opinions).where(eq(opinions.id, id));
  return row;
}

/** The opinion an answer is written to, if the viewer may answer it: 404 naming the field when they may not see it. */
async function answerable(db: Database, viewer: Viewer, opinionId: string) {
  const opinion = await opinionOf(db, opinionId);
  const access = opinion ? await opinionAccess(db, viewer, opinion) : null;
  // A note is its author's alone: to anyone answering, it is as absent as an opinion they may not see.
  if (!opinion || !access?.canView || opinion.visibility === 'NOTES') throw opinionGone();
  return { opinion, canAnswer: access.canAnswer };
}

/** Authors, organisations and the viewer's blocks of a page of answers: three queries for the whole page. */
async function loadRelated(db: Database, viewer: Viewer | null, rows: FeedbackRow[]) {
  const authorIds = [...new Set(rows.map((row) => row.authorId))];
  const organisationIds = [...new Set(rows.flatMap((row) => (row.organisationId ? [row.organisationId] : [])))];
  const [authorRows, organisationRows, blocked] = await Promise.all([
    authorIds.length
      ? db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, authorIds))
      : [],
    organisationIds.length
      ? db
          .select({ id: organisations.id, code: organisations.code, name: organisations.name })
          .from(organisations)
          .where(inArray(organisations.id, organisationIds))
      : [],
    blockedAuthors(db, viewer, authorIds),
  ]);
  return {
    authors: new Map(authorRows.map((row) => [row.id, row])),
    organisations: new Map(organisationRows.map((row) => [row.id, row])),
    blocked,
  };
}

export const feedbacksCollection = defineCollection({
  name: 'feedbacks',
  schemaName: 'Feedback',
  accessParam: 'opinion',
  table: feedbacks,
  idColumn: feedbacks.id,
  item: Feedback,
  fields: FeedbackFields,
  listQuery: FeedbackListQuery,

  access: {
    read: 'public',
    // An answer is seen by whoever sees the opinion it answers; one a moderator hid, by its team alone.
    visible: ({ viewer }) =>
      sql`(exists (select 1 from ${opinions} where ${opinions.id} = ${feedbacks.opinionId} and ${opinionVisibleTo(viewer)}) and ${moderationVisibleTo(
        viewer,
        {
          state: feedbacks.moderationState,
          author: feedbacks.authorId,
          team: (who) => memberOf(who, feedbacks.organisationId),
        },
      )})`,
    async row({ db, viewer }, row) {
      const opinion = await opinionOf(db, row.opinionId);
      if (!opinion) return { canView: false, canEdit: false, canDelete: false };
      const { canView, canAnswer } = await opinionAccess(db, viewer, opinion);
      const visible = await mayViewModerated(viewer, row, async (who) => canAnswer && who.id === viewer?.id);
      return { canView: canView && visible, canEdit: canAnswer, canDelete: false };
    },
    async create({ db, viewer }, values) {
      if (!viewer) return false;
      if (values?.opinionId) return (await answerable(db, viewer, values.opinionId)).canAnswer;
      // The blank: for those who answer for some organisation.
      if (isRoot(viewer)) return true;
      const [bind] = await db
        .select({ id: userOrganisationBinds.id })
        .from(userOrganisationBinds)
        .where(eq(userOrganisationBinds.userId, viewer.id))
        .limit(1);
      return bind !== undefined;
    },
  },

  async filters({ db }, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.opinion) {
      conditions.push(
        refersTo(feedbacks.opinionId, query.opinion, { table: opinions, id: opinions.id, code: opinions.code }),
      );
    }
    conditions.push(await unindexedSearchFilter(db, query.q, nameOnly(feedbacks.text)));
    return conditions;
  },

  sorts: {
    newest: () => ({ keys: [{ expression: feedbacks.createdAt, direction: 'desc', kind: 'timestamp' }] }),
  },

  find: findFeedback,
  load: ({ db, viewer }, rows) => loadRelated(db, viewer, rows),
  toItem: (row, _ctx, related) => ({
    id: row.id,
    opinionId: row.opinionId,
    text: row.text,
    tags: row.tags as never,
    moderation: moderationOf(row),
    organisation: row.organisationId ? (related.organisations.get(row.organisationId) ?? null) : null,
    author: { id: row.authorId, displayName: related.authors.get(row.authorId)?.displayName ?? '' },
    authorBlocked: related.blocked.has(row.authorId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),

  blank: () => feedbackBlank,

  async check(_ctx, values, existing) {
    if (existing && values.opinionId !== undefined && values.opinionId !== existing.opinionId) {
      throw fieldError('opinionId', opinionMessages.opinionFixed, 'OPINION_FIXED');
    }
  },

  // One answer per opinion: answering again replaces it, in one statement, so two answers at once leave one row.
  async create({ db, viewer }, values) {
    const opinionId = values.opinionId as string;
    // Read again inside the transaction: the opinion may have been taken back since the access check.
    const opinion = await opinionOf(db, opinionId);
    if (!opinion) throw opinionGone();
    const written = {
      authorId: viewer.id,
      organisationId: await subjectOrganisation(db, opinion),
      text: values.text ?? '',
      tags: values.tags ?? [],
    };
    const [row] = await db
      .insert(feedbacks)
      .values({ opinionId, ...written })
      .onConflictDoUpdate({ target: feedbacks.opinionId, set: { ...written, updatedAt: new Date() } })
      .returning();
    await notifyOpinionAnswer(db, row as FeedbackRow);
    return row as FeedbackRow;
  },
  async update({ db, viewer }, existing, values) {
    if (existing.id === UNWRITTEN) {
      throw new ApiError(404, opinionMessages.answerNotFound, 'FEEDBACK_NOT_FOUND', {
        id: opinionMessages.answerNotFound,
      });
    }
    const [row] = await db
      .update(feedbacks)
      .set({ text: values.text, tags: values.tags, authorId: viewer.id, updatedAt: new Date() })
      .where(eq(feedbacks.id, existing.id))
      .returning();
    return row as FeedbackRow;
  },
});
