import {
  ANNOUNCEMENT_CLAIM_MINUTES,
  cutText,
  DEFAULT_TIME_ZONE,
  formatDateTime,
  isUuid,
  TICKET_LINK_RULE,
  unquoteTitle,
  validateWebLink,
} from '@mesto/domain';
import {
  type DraftEvent,
  LOW_CONFIDENCE,
  type PlaceLookup,
  type Price,
  type TextIntelligence,
} from '@mesto/text-intelligence';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { eventOccurrences, events, externalEventAnnouncements, places } from '../../db/schema.ts';
import { ApiError, fieldError, validationError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  checkEventValues,
  createEvent,
  EventFields,
  type EventPublished,
  type EventRow,
  type EventValues,
  timeZoneFor,
  updateEvent,
} from '../events/seam.ts';
import {
  AnnouncementDraft,
  type ConfirmableField,
  type DuplicateOf,
  type ExtractionResult,
} from './announcement.schemas.ts';
import { announcementMessages } from './announcements.messages.ts';

export type AnnouncementRow = typeof externalEventAnnouncements.$inferSelect;

const a = externalEventAnnouncements;

/** The length of a claim, as SQL: how long a taken announcement stays its taker's. */
export const claimLength = sql`make_interval(mins => ${ANNOUNCEMENT_CLAIM_MINUTES})`;

/** SQL: the announcement is claimed and the claim has not expired. */
export const liveClaim = sql`(${a.claimedById} is not null and ${a.claimExpiresAt} > now())`;

/** Is this row's claim someone else's and still running? */
export function claimedByOther(row: AnnouncementRow, viewer: Viewer, now = new Date()): boolean {
  return (
    row.claimedById !== null && row.claimedById !== viewer.id && row.claimExpiresAt !== null && row.claimExpiresAt > now
  );
}

export async function findAnnouncement(db: Database, key: string): Promise<AnnouncementRow | undefined> {
  if (!isUuid(key)) return undefined;
  const [row] = await db.select().from(a).where(eq(a.id, key)).limit(1);
  return row;
}

/**
 * Hands the caller the next `limit` open announcements and claims them, in one transaction: the rows are picked with
 * FOR UPDATE SKIP LOCKED, so two managers asking at the same instant lock different rows and never get the same
 * one, and none waits for the other. The caller's own live claims come back first (renewed), the one they took in
 * hand last first (a post they have just pasted, the rest of a post they have just published), then the unclaimed
 * and the expired ones, oldest first.
 */
export async function claimNext(db: Database, viewer: Viewer, limit: number): Promise<AnnouncementRow[]> {
  const mine = sql`coalesce(${a.claimedById} = ${viewer.id} and ${a.claimExpiresAt} > now(), false)`;
  return db.transaction(async (tx) => {
    // Picked and locked first, so that the caller gets them in the order they were picked.
    const picked = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(inArray(a.status, ['NEW', 'IN_WORK']), or(sql`not ${liveClaim}`, eq(a.claimedById, viewer.id))))
      .orderBy(
        sql`${mine} desc`,
        sql`case when ${mine} then ${a.claimedAt} end desc nulls last`,
        asc(a.createdAt),
        asc(a.id),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    if (picked.length === 0) return [];
    const rows = await tx
      .update(a)
      .set({
        status: 'IN_WORK',
        claimedById: viewer.id,
        // A renewed claim keeps the moment it was first taken.
        claimedAt: sql`case when ${mine} then ${a.claimedAt} else now() end`,
        claimExpiresAt: sql`now() + ${claimLength}`,
        updatedAt: new Date(),
      })
      .where(
        inArray(
          a.id,
          picked.map((row) => row.id),
        ),
      )
      .returning();
    const order = new Map(picked.map((row, index) => [row.id, index]));
    return rows.sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0));
  });
}

/** The columns that end a claim: the announcement goes back to the pool (or leaves it, when it is done). */
export const noClaim = { claimedById: null, claimedAt: null, claimExpiresAt: null } as const;

/** Similarity of a phrase to a stretch of a place's name and address from which the place is offered (0..1). */
const PLACE_SIMILARITY = 0.5;
/** Places offered to the provider for the phrases of one announcement. */
const PLACE_CANDIDATES = 10;

/**
 * The catalogue's answer to «which place is meant»: published places whose name or address holds something like one
 * of the phrases (pg_trgm word similarity, off the places_name_trgm_idx index), the most similar first.
 */
export function placeLookup(db: Database): PlaceLookup {
  return async (phrases) => {
    const wanted = [
      ...new Set(phrases.map((phrase) => cutText(phrase.trim().toLowerCase(), 200)).filter((p) => p.length >= 3)),
    ].slice(0, 10);
    if (wanted.length === 0) return [];
    const text = sql`lower(${places.name} || ' ' || ${places.address})`;
    const rows = await db.transaction(async (tx) => {
      // The `<%` operator reads its threshold from this setting; `true` keeps it to this transaction.
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(PLACE_SIMILARITY)}, true)`);
      return rowsOf<{ id: string; name: string; address: string }>(
        await tx.execute(sql`select ${places.id} as id, ${places.name} as name, ${places.address} as address
          from ${places}
          join jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as q(phrase) on q.phrase <% ${text}
          where ${places.status} = 'PUBLISHED'
          group by ${places.id}
          order by max(word_similarity(q.phrase, ${text})) desc, ${places.name}
          limit ${PLACE_CANDIDATES}`),
      );
    });
    return rows.map((row) => ({ id: row.id, name: row.name, aliases: [], address: row.address || null }));
  };
}

/** Title similarity (pg_trgm) from which an event at the same place and about the same time is the same event. */
const DUPLICATE_TITLE_SIMILARITY = 0.3;
/** A postponement moves an event that starts from this many days before the post… */
const POSTPONED_FROM_DAYS = 90;
/** …to this many days after it. */
const POSTPONED_TO_DAYS = 365;

/**
 * The existing event a draft probably repeats: one of the same place starting within an hour of it (any of a
 * series' dates) with a similar title, the most similar first. A postponement (`postponed`) names the event it moves
 * by its new date, so its event is looked for by place and title over a wide window instead: from 90 days before
 * `around` (when the post was published) to a year after it. None without a place, a start or a title.
 */
export async function findDuplicate(
  db: Database,
  draft: DraftEvent,
  excludeEventId: string | null,
  options: { postponed?: boolean; around?: Date } = {},
): Promise<DuplicateOf | null> {
  const placeId = draft.place.value?.id;
  const startsAt = draft.startsAt.value;
  const title = draft.title.value;
  if (!placeId || !isUuid(placeId) || !startsAt || !title) return null;
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  const around = options.around ?? new Date();
  const similarity = sql`similarity(lower(${events.title}), lower(${unquoteTitle(title)}))`;
  const when = options.postponed
    ? sql`${eventOccurrences.startsAt} between ${around.toISOString()}::timestamptz - make_interval(days => ${POSTPONED_FROM_DAYS})
          and ${around.toISOString()}::timestamptz + make_interval(days => ${POSTPONED_TO_DAYS})`
    : sql`${eventOccurrences.startsAt} between ${start.toISOString()}::timestamptz - interval '1 hour'
          and ${start.toISOString()}::timestamptz + interval '1 hour'`;
  const [row] = await db
    .select({ eventId: events.id, code: events.code, title: events.title, startsAt: eventOccurrences.startsAt })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        eq(eventOccurrences.placeId, placeId),
        when,
        sql`${similarity} >= ${DUPLICATE_TITLE_SIMILARITY}`,
        excludeEventId ? sql`${events.id} <> ${excludeEventId}` : undefined,
      ),
    )
    .orderBy(
      sql`${similarity} desc`,
      sql`abs(extract(epoch from ${eventOccurrences.startsAt} - ${start.toISOString()}::timestamptz))`,
    )
    .limit(1);
  return row ? { ...row, startsAt: row.startsAt.toISOString() } : null;
}

/** Reads an announcement with the app's provider and flags each draft that repeats (or, postponed, moves) an event. */
export async function extractFrom(
  db: Database,
  intelligence: TextIntelligence,
  input: { text: string; publishedAt: Date; excludeEventId: string | null },
): Promise<ExtractionResult> {
  const extraction = await intelligence.extractAnnouncement({
    text: input.text,
    publishedAt: input.publishedAt,
    // The place (and so its zone) is not known before the text is read: the city's zone.
    timeZone: DEFAULT_TIME_ZONE,
    places: placeLookup(db),
  });
  const drafts = await Promise.all(
    extraction.events.map(async (draft) => ({
      ...draft,
      duplicateOf: await findDuplicate(db, draft, input.excludeEventId, {
        postponed: extraction.postponed,
        around: input.publishedAt,
      }),
    })),
  );
  return { ...extraction, events: drafts };
}

/** A price as the event stores it: 0 when free, the lowest known figure otherwise, null when unknown. */
function priceOf(price: Price | null): number | null {
  if (!price) return null;
  if (price.free) return 0;
  return price.min ?? price.max ?? null;
}

/** The extracted ticket link when it keeps the event's rule (an extraction stored before links were read has none). */
function ticketLinkOf(draft: DraftEvent): string | null {
  const link = (draft.ticketUrl as DraftEvent['ticketUrl'] | undefined)?.value ?? null;
  return link !== null && validateWebLink(link, TICKET_LINK_RULE).ok ? link : null;
}

/**
 * An announcement's stored draft and extraction as the API answers with them: those saved before ticket links,
 * postponements and unknown times were read get an empty link, «not postponed» and «time known», so every reader
 * finds the fields.
 */
export function inCurrentShape(row: Pick<AnnouncementRow, 'draft' | 'extraction'>): {
  draft: AnnouncementDraft | null;
  extraction: ExtractionResult | null;
} {
  const draft = row.draft as AnnouncementDraft | null;
  const extraction = row.extraction as ExtractionResult | null;
  return {
    draft: draft === null ? null : { ...draft, ticketUrl: draft.ticketUrl ?? null },
    extraction:
      extraction === null
        ? null
        : {
            ...extraction,
            // Readings stored before a postponement or an unknown time was told say neither.
            postponed: extraction.postponed ?? false,
            events: extraction.events.map((event) => ({
              ...event,
              ticketUrl: event.ticketUrl ?? { value: null, confidence: 0, source: 'default', span: null },
              startTimeKnown: event.startTimeKnown ?? true,
              endTimeKnown: event.endTimeKnown ?? true,
            })),
          },
  };
}

/** Keeps what was read on the announcement. */
export async function storeExtraction(db: Database, row: AnnouncementRow, result: ExtractionResult): Promise<void> {
  const first = result.events[0];
  await db
    .update(a)
    .set({
      extraction: result,
      extractedAt: new Date(),
      // A draft the manager has not started yet begins as the first event found.
      ...(row.draft === null && first ? { draft: draftOfExtracted(first) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(a.id, row.id));
}

/** The editable draft of an extracted event, or null when the extraction does not fit the draft's shape. */
export function draftOfExtracted(draft: DraftEvent): AnnouncementDraft | null {
  const placeId = draft.place.value?.id;
  const result = AnnouncementDraft.safeParse({
    // As it will be published: a name quoted whole loses its quotes.
    title: unquoteTitle(draft.title.value ?? ''),
    description: draft.description.value ?? '',
    startsAt: draft.startsAt.value,
    endsAt: draft.endsAt.value,
    price: priceOf(draft.price.value),
    ticketUrl: ticketLinkOf(draft),
    placeId: placeId && isUuid(placeId) ? placeId : null,
    tags: draft.tags.value ?? [],
  });
  return result.success ? result.data : null;
}

/** A field error of the event's own checks, named under `draft.` as the announcement editor's body has it. */
function underDraft(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [`draft.${field}`, text]));
  const [field, text] = Object.entries(fields)[0] as [string, string];
  return new ApiError(error.statusCode, `${messages.errors.validation} ${field}: ${text}`, error.code, fields);
}

/** The event editor's own rules for the fields a draft carries (a title is required, the start is an instant). */
const PublishedDraft = EventFields.pick({
  title: true,
  description: true,
  startsAt: true,
  endsAt: true,
  price: true,
  ticketUrl: true,
  placeId: true,
  tags: true,
});

/** What a person said about a draft as they publish it, and what the reader made of the text. */
export type PublishGuards = {
  /**
   * The extracted event the draft was made from, when this is the announcement's first publishing; null for a draft
   * written by hand or an event published before (a person has looked at it then).
   */
  extracted: DraftEvent | null;
  /** The required fields the person confirmed although the reader was unsure of them. */
  confirmed: ReadonlySet<ConfirmableField>;
  /** The person confirmed that the start has passed. */
  confirmPastStart: boolean;
};

export const noGuards: PublishGuards = { extracted: null, confirmed: new Set(), confirmPastStart: false };

const sameInstant = (x: string | null, y: string | null) => x !== null && y !== null && Date.parse(x) === Date.parse(y);

/** A required field of the draft still holds what the reader took from the text, and how sure the reader was. */
function asRead(field: ConfirmableField, draft: AnnouncementDraft, extracted: DraftEvent) {
  switch (field) {
    case 'title': {
      const read = extracted.title.value;
      return {
        confidence: extracted.title.confidence,
        same: read !== null && unquoteTitle(draft.title) === unquoteTitle(read),
      };
    }
    case 'startsAt':
      return {
        confidence: extracted.startsAt.confidence,
        same: sameInstant(draft.startsAt, extracted.startsAt.value),
      };
    case 'placeId': {
      const read = extracted.place.value?.id ?? null;
      return { confidence: extracted.place.confidence, same: read !== null && read === draft.placeId };
    }
  }
}

/**
 * What publishing asks of a person beyond the event's own rules: a time for a start the text gave only the day of,
 * a look at each required field the reader was unsure of (below LOW_CONFIDENCE) and that nobody has changed, and a
 * confirmation for a start that has passed (not asked again when the event already starts then).
 */
async function checkGuards(
  db: Database,
  draft: AnnouncementDraft & { startsAt: string },
  guards: PublishGuards,
  fields: readonly ConfirmableField[],
  linked: EventRow | null,
): Promise<void> {
  const { extracted, confirmed } = guards;
  if (
    extracted !== null &&
    extracted.startTimeKnown === false &&
    sameInstant(draft.startsAt, extracted.startsAt.value) &&
    !confirmed.has('startsAt')
  ) {
    throw fieldError('draft.startsAt', announcementMessages.startTimeMissing, 'START_TIME_MISSING');
  }
  if (extracted !== null) {
    for (const field of fields) {
      const read = asRead(field, draft, extracted);
      if (read.same && read.confidence < LOW_CONFIDENCE && !confirmed.has(field)) {
        const message = announcementMessages.unsure(announcementMessages.unsureFields[field]);
        throw fieldError(`draft.${field}`, message, 'UNSURE_FIELD');
      }
    }
  }
  const start = new Date(draft.startsAt);
  if (start.getTime() < Date.now() && !guards.confirmPastStart && linked?.startsAt.getTime() !== start.getTime()) {
    const timeZone = linked && !draft.placeId ? linked.timeZone : await timeZoneFor(db, draft.placeId);
    const message = announcementMessages.startPassed(formatDateTime(start, timeZone));
    throw new ApiError(409, `${messages.errors.validation} draft.startsAt: ${message}`, 'START_PASSED', {
      'draft.startsAt': message,
    });
  }
}

/**
 * Creates the event a draft describes, or updates the one the announcement already became, with the events
 * feature's checks and writes (its occurrences included). Runs inside the announcement editor's transaction, so a
 * bad field writes nothing; every error names its field under `draft.`. Managers publish for any organisation. A
 * title quoted whole is published without its quotes.
 */
export async function publishDraft(
  db: Database,
  viewer: Viewer,
  given: AnnouncementDraft | null,
  linkedEventId: string | null,
  published: EventPublished,
  guards: PublishGuards = noGuards,
): Promise<EventRow> {
  if (!given) throw fieldError('draft', announcementMessages.draftRequired, 'DRAFT_REQUIRED');
  const draft = { ...given, title: unquoteTitle(given.title) };
  if (!draft.title) throw fieldError('draft.title', announcementMessages.titleRequired, 'TITLE_REQUIRED');
  const { startsAt } = draft;
  if (!startsAt) throw fieldError('draft.startsAt', announcementMessages.startRequired, 'START_REQUIRED');
  if (!draft.placeId) throw fieldError('draft.placeId', announcementMessages.choosePlace, 'PLACE_REQUIRED');
  const parsed = PublishedDraft.safeParse(draft);
  if (!parsed.success) throw validationError(parsed.error.issues, ['draft']);
  const [linked] = linkedEventId ? await db.select().from(events).where(eq(events.id, linkedEventId)) : [];
  await checkGuards(db, { ...draft, startsAt }, guards, ['title', 'startsAt', 'placeId'], linked ?? null);
  const values: EventValues = { ...parsed.data, status: 'PUBLISHED' };
  try {
    await checkEventValues(db, { viewer, anyOrganisation: true }, values, linked ?? null);
  } catch (error) {
    throw underDraft(error);
  }
  return linked ? updateEvent(db, linked, values, published) : createEvent(db, values, published);
}

/**
 * Publishes a postponement: the existing event moves to the draft's start. Its end moves with it (the draft's end
 * when it has one, else the same length after the new start); its title, place and the rest stay as they are, so
 * only the start is asked about. Inside the editor's transaction, errors named under `draft.`.
 */
export async function moveEvent(
  db: Database,
  viewer: Viewer,
  draft: AnnouncementDraft | null,
  eventId: string,
  published: EventPublished,
  guards: PublishGuards = noGuards,
): Promise<EventRow> {
  if (!draft) throw fieldError('draft', announcementMessages.draftRequired, 'DRAFT_REQUIRED');
  const { startsAt } = draft;
  if (!startsAt) throw fieldError('draft.startsAt', announcementMessages.startRequired, 'START_REQUIRED');
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw fieldError('movesEventId', announcementMessages.eventNotFound, 'EVENT_NOT_FOUND');
  await checkGuards(db, { ...draft, startsAt, placeId: null }, guards, ['startsAt'], event);
  const start = new Date(startsAt);
  const endsAt =
    draft.endsAt ??
    (event.endsAt
      ? new Date(start.getTime() + (event.endsAt.getTime() - event.startsAt.getTime())).toISOString()
      : null);
  const values: EventValues = { startsAt: start.toISOString(), endsAt };
  try {
    await checkEventValues(db, { viewer, anyOrganisation: true }, values, event);
  } catch (error) {
    throw underDraft(error);
  }
  return updateEvent(db, event, values, published);
}

/** Does the event exist (a reference the editor received)? */
export async function eventExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return row !== undefined;
}

/**
 * A post of several events becomes several events: when one of them is published, the others (all extracted events
 * but the published one) become a new announcement of the same post, with the same source and text and the
 * remaining drafts already read, taken by the publisher so that it is their next in the stream. Runs in the
 * publishing transaction. Returns the new announcement, or null when the post held one event.
 */
export async function keepRestOfPost(
  db: Database,
  viewer: Viewer,
  published: AnnouncementRow,
  publishedIndex: number,
): Promise<AnnouncementRow | null> {
  const extraction = published.extraction as ExtractionResult | null;
  if (!extraction || extraction.events.length < 2) return null;
  const rest = extraction.events.filter((_, index) => index !== publishedIndex);
  if (rest.length === extraction.events.length) return null;
  const now = new Date();
  const [row] = await db
    .insert(externalEventAnnouncements)
    .values({
      source: published.source,
      sourceUrl: published.sourceUrl,
      rawText: published.rawText,
      publishedAt: published.publishedAt,
      status: 'IN_WORK',
      extraction: { ...extraction, events: rest },
      extractedAt: now,
      draft: rest[0] ? draftOfExtracted(rest[0]) : null,
      claimedById: viewer.id,
      claimedAt: now,
      claimExpiresAt: sql`now() + ${claimLength}`,
      // Just after the published one, so that among the publisher's claims it is the oldest, hence the next.
      createdAt: published.createdAt,
    })
    .returning();
  return row ?? null;
}
