import { canManageExternalAnnouncements } from '@mesto/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { events, externalEventAnnouncements, users } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import { unindexedSearchFilter } from '../../lib/search.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventPublished } from '../events/seam.ts';
import {
  type AnnouncementDraft,
  AnnouncementEditorOnly,
  AnnouncementFields,
  AnnouncementListQuery,
  ExternalEventAnnouncement,
} from './announcement.schemas.ts';
import { announcementMessages } from './announcements.messages.ts';
import {
  type AnnouncementRow,
  claimedByOther,
  claimLength,
  eventExists,
  findAnnouncement,
  inCurrentShape,
  keepRestOfPost,
  liveClaim,
  moveEvent,
  noClaim,
  type PublishGuards,
  publishDraft,
} from './announcements.service.ts';

const a = externalEventAnnouncements;
const OPEN = new Set(['NEW', 'IN_WORK']);

/** Claimers' names and the linked events of a page of announcements: two queries for the whole page. */
async function loadRelated(db: Database, rows: AnnouncementRow[]) {
  const userIds = [...new Set(rows.flatMap((row) => (row.claimedById ? [row.claimedById] : [])))];
  const eventIds = [
    ...new Set(rows.flatMap((row) => [row.eventId, row.duplicateOfEventId].filter((id) => id !== null))),
  ];
  const [userRows, eventRows] = await Promise.all([
    userIds.length
      ? db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, userIds))
      : [],
    eventIds.length
      ? db
          .select({ id: events.id, code: events.code, title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(inArray(events.id, eventIds as string[]))
      : [],
  ]);
  return {
    users: new Map(userRows.map((row) => [row.id, row.displayName])),
    events: new Map(eventRows.map((row) => [row.id, { ...row, startsAt: row.startsAt.toISOString() }])),
  };
}
type Related = Awaited<ReturnType<typeof loadRelated>>;

function toItem(row: AnnouncementRow, viewer: Viewer | null, related: Related) {
  const now = new Date();
  const live = row.claimedById !== null && row.claimExpiresAt !== null && row.claimExpiresAt > now;
  return {
    id: row.id,
    source: row.source,
    sourceUrl: row.sourceUrl,
    rawText: row.rawText,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: row.status,
    ...inCurrentShape(row),
    extractedAt: row.extractedAt?.toISOString() ?? null,
    eventId: row.eventId,
    event: row.eventId ? (related.events.get(row.eventId) ?? null) : null,
    duplicateOfEventId: row.duplicateOfEventId,
    duplicateOf: row.duplicateOfEventId ? (related.events.get(row.duplicateOfEventId) ?? null) : null,
    claim: live
      ? {
          userId: row.claimedById as string,
          displayName: related.users.get(row.claimedById as string) ?? '',
          claimedAt: (row.claimedAt ?? now).toISOString(),
          expiresAt: (row.claimExpiresAt as Date).toISOString(),
          mine: row.claimedById === viewer?.id,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Announcements as the API answers with them, the claimers and linked events of all of them read at once. */
export async function announcementItems(db: Database, viewer: Viewer | null, rows: AnnouncementRow[]) {
  const related = await loadRelated(db, rows);
  return rows.map((row) => toItem(row, viewer, related));
}

/** What the editor received: the fields sent, and the editor-only ones (release, what publishing is told). */
type Values = Partial<z.output<typeof AnnouncementFields>> & {
  [K in keyof typeof AnnouncementEditorOnly]?: z.output<(typeof AnnouncementEditorOnly)[K]> | undefined;
};

/** The announcement's fields of what the editor received, without the editor-only ones. */
function fieldsOf(values: Values) {
  const {
    release: _release,
    fromExtracted: _from,
    confirmedFields: _confirmed,
    confirmPastStart: _past,
    movesEventId: _moves,
    ...fields
  } = values;
  return fields;
}

/**
 * What a publishing is told besides the draft: on the first publishing, the extracted event the draft was made from
 * (its unsure fields and a start without a time need a person's word), and what the person confirmed.
 */
function guardsOf(values: Values, existing: AnnouncementRow | null): PublishGuards {
  const first = existing !== null && existing.status !== 'PUBLISHED';
  const extraction = first ? inCurrentShape(existing).extraction : null;
  return {
    extracted: extraction?.events[values.fromExtracted ?? 0] ?? null,
    confirmed: new Set(values.confirmedFields ?? []),
    confirmPastStart: values.confirmPastStart === true,
  };
}

/** The event a published postponement moved: it is both the event the announcement became and the one it repeats. */
const movedEventOf = (row: AnnouncementRow | null) =>
  row !== null && row.status === 'PUBLISHED' && row.eventId !== null && row.eventId === row.duplicateOfEventId
    ? row.eventId
    : null;

/**
 * What a save does besides the fields: publishing writes the event (same transaction), the three endings and a
 * release end the claim, and any other save of an open announcement is work on it, so the claim is the saver's and
 * runs anew. A new announcement is claimed only when created IN_WORK.
 */
async function writeSteps(
  db: Database,
  viewer: Viewer,
  values: Values,
  existing: AnnouncementRow | null,
  published: EventPublished,
) {
  const status = values.status ?? existing?.status ?? 'NEW';
  const draft = values.draft !== undefined ? values.draft : ((existing?.draft as AnnouncementDraft | null) ?? null);
  let eventId = values.eventId !== undefined ? values.eventId : (existing?.eventId ?? null);
  let duplicateOfEventId =
    values.duplicateOfEventId !== undefined ? values.duplicateOfEventId : (existing?.duplicateOfEventId ?? null);
  if (status === 'PUBLISHED' && (values.status === 'PUBLISHED' || values.draft !== undefined)) {
    const guards = guardsOf(values, existing);
    // A postponement moves the existing event (again, when its draft is saved anew) instead of writing one.
    const moves = values.movesEventId ?? movedEventOf(existing);
    if (moves) {
      eventId = (await moveEvent(db, viewer, draft, moves, published, guards)).id;
      duplicateOfEventId = eventId;
    } else {
      eventId = (await publishDraft(db, viewer, draft, eventId, published, guards)).id;
    }
  }
  // A new announcement joins the pool unless its author takes it (IN_WORK); a save of an open one is work on it.
  const releasing =
    values.release === true ||
    values.status === 'NEW' ||
    !OPEN.has(status) ||
    (existing === null && values.status !== 'IN_WORK');
  const claim = releasing
    ? noClaim
    : {
        claimedById: viewer.id,
        claimedAt: existing?.claimedById === viewer.id && existing.claimedAt ? existing.claimedAt : new Date(),
        claimExpiresAt: sql`now() + ${claimLength}`,
      };
  // Open and unclaimed is NEW; open and claimed is IN_WORK.
  const finalStatus = OPEN.has(status) ? (releasing ? 'NEW' : 'IN_WORK') : status;
  return { status: finalStatus, eventId, duplicateOfEventId, claim };
}

/**
 * The external announcements collection: publishing one writes its event, which `eventPublished` (given at
 * composition, app.ts) is told of.
 */
export function announcementsCollection(eventPublished: EventPublished) {
  return defineCollection({
    name: 'external-event-announcements',
    schemaName: 'ExternalEventAnnouncement',
    accessParam: 'announcement',
    table: a,
    idColumn: a.id,
    item: ExternalEventAnnouncement,
    fields: AnnouncementFields,
    editorOnly: AnnouncementEditorOnly,
    listQuery: AnnouncementListQuery,

    // The route guard above has let only managers and ROOT in; they see and edit every announcement.
    access: {
      read: 'user',
      visible: () => undefined,
      row: ({ viewer }) => {
        const manager = canManageExternalAnnouncements(viewer);
        return { canView: manager, canEdit: manager, canDelete: false };
      },
      create: ({ viewer }) => canManageExternalAnnouncements(viewer),
    },

    async filters({ db, viewer }, query) {
      const conditions: (SQL | undefined)[] = [];
      if (query.status?.length) conditions.push(inArray(a.status, query.status));
      if (query.source) conditions.push(eq(a.source, query.source));
      if (query.mine) conditions.push(and(liveClaim, eq(a.claimedById, (viewer as Viewer).id)));
      conditions.push(await unindexedSearchFilter(db, query.q, { name: sql`${a.source}`, other: sql`${a.rawText}` }));
      return conditions;
    },

    sorts: {
      newest: () => ({ keys: [{ expression: a.createdAt, direction: 'desc', kind: 'timestamp' }] }),
      oldest: () => ({ keys: [{ expression: a.createdAt, direction: 'asc', kind: 'timestamp' }] }),
    },

    find: findAnnouncement,
    load: ({ db }, rows) => loadRelated(db, rows),
    toItem: (row, { viewer }, related) => toItem(row, viewer, related),

    blank: () => ({
      source: '',
      sourceUrl: null,
      rawText: '',
      publishedAt: null,
      status: 'NEW' as const,
      draft: null,
      eventId: null,
      duplicateOfEventId: null,
    }),

    async check({ db, viewer }, values, existing) {
      // Two managers never work on one announcement: while another's claim runs, it is theirs.
      if (existing && claimedByOther(existing, viewer)) {
        const [holder] = await db
          .select({ name: users.displayName })
          .from(users)
          .where(eq(users.id, existing.claimedById as string));
        throw new ApiError(409, announcementMessages.claimedByOther(holder?.name ?? ''), 'CLAIMED');
      }
      if (values.eventId && !(await eventExists(db, values.eventId))) {
        throw fieldError('eventId', announcementMessages.eventNotFound, 'EVENT_NOT_FOUND');
      }
      if (values.duplicateOfEventId && !(await eventExists(db, values.duplicateOfEventId))) {
        throw fieldError('duplicateOfEventId', announcementMessages.eventNotFound, 'EVENT_NOT_FOUND');
      }
      const status = values.status ?? existing?.status;
      const duplicateOf =
        values.duplicateOfEventId !== undefined ? values.duplicateOfEventId : existing?.duplicateOfEventId;
      if (status === 'DUPLICATE' && !duplicateOf) {
        throw fieldError('duplicateOfEventId', announcementMessages.duplicateRequired, 'DUPLICATE_REQUIRED');
      }
      if (values.movesEventId) {
        if (values.status !== 'PUBLISHED') {
          throw fieldError('movesEventId', announcementMessages.moveNeedsPublishing, 'MOVE_NEEDS_PUBLISHING');
        }
        const linked = values.eventId !== undefined ? values.eventId : existing?.eventId;
        if (linked && linked !== values.movesEventId) {
          throw fieldError('movesEventId', announcementMessages.movedOtherEvent, 'MOVED_OTHER_EVENT');
        }
        if (!(await eventExists(db, values.movesEventId))) {
          throw fieldError('movesEventId', announcementMessages.eventNotFound, 'EVENT_NOT_FOUND');
        }
      }
    },

    async create({ db, viewer }, values) {
      const fields = fieldsOf(values as Values);
      const steps = await writeSteps(db, viewer, values as Values, null, eventPublished);
      const [row] = await db
        .insert(a)
        .values({
          ...fields,
          source: fields.source ?? '',
          rawText: fields.rawText ?? '',
          publishedAt: fields.publishedAt ? new Date(fields.publishedAt) : null,
          status: steps.status,
          eventId: steps.eventId,
          duplicateOfEventId: steps.duplicateOfEventId,
          ...steps.claim,
        })
        .returning();
      return row as AnnouncementRow;
    },

    async update({ db, viewer }, existing, values) {
      const { fromExtracted } = values as Values;
      const { publishedAt, ...fields } = fieldsOf(values as Values);
      const steps = await writeSteps(db, viewer, values as Values, existing, eventPublished);
      // The first publishing of a post of several events keeps its other events for the next turn of the stream.
      if (steps.status === 'PUBLISHED' && existing.status !== 'PUBLISHED') {
        await keepRestOfPost(db, viewer, existing, fromExtracted ?? 0);
      }
      const [row] = await db
        .update(a)
        .set({
          ...fields,
          ...(publishedAt !== undefined ? { publishedAt: publishedAt ? new Date(publishedAt) : null } : {}),
          status: steps.status,
          eventId: steps.eventId,
          duplicateOfEventId: steps.duplicateOfEventId,
          ...steps.claim,
          updatedAt: new Date(),
        })
        .where(eq(a.id, existing.id))
        .returning();
      return row as AnnouncementRow;
    },
  });
}
