import {
  cutText,
  DEFAULT_TIME_ZONE,
  instantOfWallClock,
  type SourceItemOutcome,
  toOneLine,
  zoneOffsetMs,
} from '@mesto/domain';
import { AUTO_PUBLISH_REASON_TEXT, autoPublishVerdict, type DraftEvent, type Price } from '@mesto/text-intelligence';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { events, externalEventAnnouncements, places, sourceItems, sources, users } from '../../db/schema.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type AnnouncementDraft,
  draftOfExtracted,
  type ExtractionResult,
  extractFrom,
  findDuplicate,
  publishDraft,
} from '../announcements/seam.ts';
import { checkEventValues, type EventPublished, type EventValues, updateEvent } from '../events/seam.ts';
import type { SourceItem } from './parsers/item.ts';
import { sourceMessages } from './sources.messages.ts';

// What an item of a source becomes: an announcement in the work stream, an event published without a person (a
// trusted source, every field read surely), or a link to the event Место already has. Each item is written in one
// transaction (announcement, event, the item's row, the source's counters), so nothing is half-taken; reading the
// text happens before it, off the transaction.

export type SourceRow = typeof sources.$inferSelect;
type ItemRow = typeof sourceItems.$inferSelect;
const a = externalEventAnnouncements;

/** What a structured source states is taken as given: as sure as a field can be. */
const GIVEN = 0.95;
/** A source that speaks for one place: its items are at that place unless the text surely names another. */
const SOURCE_PLACE = 0.9;

export type IntakeOptions = {
  now?: Date;
  /** Told of every event published (followers, notifications), as the announcement editor tells it. */
  published: EventPublished;
};

export type IntakeOutcome = { outcome: SourceItemOutcome | 'UNCHANGED'; announcementId: string | null };

/** An ISO instant with the zone's offset at that instant («2026-12-06T19:00:00+05:00»). */
export function isoInZone(date: Date, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffsetMs(date.getTime(), timeZone) / 60_000);
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A bare date's first (or, for an end, last) minute in the zone, as the drafts write a day without an hour. */
function dayInZone(day: string, timeZone: string, end: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const clock = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: end ? 23 : 0,
    minute: end ? 59 : 0,
    second: 0,
  };
  return isoInZone(instantOfWallClock(clock, timeZone), timeZone);
}

/** The item's own instant in the zone's offset; a bare date as that day's first or last minute. */
function instantOf(value: string | null, timeZone: string, end: boolean): string | null {
  if (!value) return null;
  if (value.length === 10) return dayInZone(value, timeZone, end);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : isoInZone(date, timeZone);
}

function priceOf(price: SourceItem['price']): Price | null {
  if (!price) return null;
  if (price.kind === 'free') return { min: 0, max: 0, free: true, donation: false };
  if (price.kind === 'fixed')
    return { min: Math.round(price.amount), max: Math.round(price.amount), free: false, donation: false };
  return { min: Math.round(price.min), max: Math.round(price.max), free: false, donation: false };
}

const given = <T>(value: T | null) =>
  value === null
    ? { value: null, confidence: 0, source: 'default' as const, span: null }
    : { value, confidence: GIVEN, source: 'text' as const, span: null };

const emptyDraft = (): DraftEvent => ({
  title: given(null),
  description: given(null),
  startsAt: given(null),
  endsAt: given(null),
  startTimeKnown: true,
  endTimeKnown: true,
  price: given(null),
  ticketUrl: given(null),
  placeMention: given(null),
  place: given(null),
  tags: given(null),
});

async function placeOf(db: Database, placeId: string | null) {
  if (!placeId) return null;
  const [row] = await db
    .select({ id: places.id, name: places.name, timeZone: places.timeZone })
    .from(places)
    .where(eq(places.id, placeId));
  return row ?? null;
}

/**
 * Reads one item: its text through text intelligence (the place, the tags, and every field of a free-text item),
 * then what a structured item states taken as given over the reading, and the source's own place where the text
 * names none surely. The drafts carry their likely duplicates.
 */
export async function readItem(
  app: FastifyInstance,
  source: Pick<SourceRow, 'placeId'>,
  item: SourceItem,
  now: Date,
): Promise<ExtractionResult> {
  const publishedAt =
    item.publishedAt && !Number.isNaN(Date.parse(item.publishedAt)) ? new Date(item.publishedAt) : now;
  const reading = await extractFrom(app.db, app.textIntelligence, {
    text: item.text,
    publishedAt,
    excludeEventId: null,
  });
  const own = await placeOf(app.db, source.placeId);
  const timeZone = own?.timeZone ?? item.timeZone ?? DEFAULT_TIME_ZONE;
  let drafts: DraftEvent[] = reading.events;
  let postponed = reading.postponed;
  if (item.structured) {
    const base = reading.events[0] ?? emptyDraft();
    const description = item.description ?? base.description.value;
    drafts = [
      {
        ...base,
        title: item.title ? given(cutText(toOneLine(item.title), 200)) : base.title,
        description: description ? given(cutText(description, 5000)) : given(null),
        startsAt: item.startsAt ? given(instantOf(item.startsAt, timeZone, false)) : base.startsAt,
        startTimeKnown: item.startsAt ? !item.allDay && item.startsAt.length > 10 : base.startTimeKnown,
        endsAt: item.endsAt ? given(instantOf(item.endsAt, timeZone, true)) : given(null),
        endTimeKnown: item.endsAt ? !item.allDay && item.endsAt.length > 10 : true,
        price: item.price ? given(priceOf(item.price)) : base.price,
        ticketUrl: item.ticketUrl ? given(item.ticketUrl) : base.ticketUrl,
      },
    ];
    // A calendar's moved occurrence is an update of its own item, not a postponement to match by title.
    postponed = false;
  }
  if (own) {
    drafts = drafts.map((draft) =>
      draft.place.value && draft.place.confidence >= SOURCE_PLACE
        ? draft
        : {
            ...draft,
            place: { value: { id: own.id, name: own.name }, confidence: SOURCE_PLACE, source: 'lookup', span: null },
          },
    );
  }
  const events = await Promise.all(
    drafts.map(async (draft) => ({
      ...draft,
      duplicateOf: await findDuplicate(app.db, draft, null, { postponed, around: publishedAt }),
    })),
  );
  return { ...reading, postponed, events };
}

/** Why the first draft of a reading waits for a person, in words; empty when a trusted source may publish it. */
export function reviewReasons(extraction: ExtractionResult, now: Date): string[] {
  const first = extraction.events[0];
  if (!first) return [sourceMessages.nothingRead];
  const verdict = autoPublishVerdict(first, {
    now,
    postponed: extraction.postponed,
    eventsInPost: extraction.events.length,
    duplicate: first.duplicateOf !== null,
  });
  return verdict.reasons.map((reason) => AUTO_PUBLISH_REASON_TEXT[reason]);
}

/** The person a trusted source publishes as: the one who connected it, with their rights (null when they are gone). */
async function publisherOf(db: Database, source: SourceRow): Promise<Viewer | null> {
  if (!source.createdById) return null;
  const [user] = await db
    .select({ id: users.id, permissions: users.permissions })
    .from(users)
    .where(eq(users.id, source.createdById));
  return user ? { id: user.id, sessionId: '', permissions: user.permissions as string[], via: 'cookie' } : null;
}

/** The event's fields a changed item changes: only those, so a person's edits of the rest stay. */
function changedValues(before: AnnouncementDraft | null, after: AnnouncementDraft): EventValues {
  const values: EventValues = {};
  if (!before || before.title !== after.title) values.title = after.title;
  if (!before || before.startsAt !== after.startsAt) {
    if (after.startsAt) values.startsAt = after.startsAt;
  }
  if (!before || before.endsAt !== after.endsAt) values.endsAt = after.endsAt;
  if (!before || before.price !== after.price) values.price = after.price;
  if (after.ticketUrl && (!before || before.ticketUrl !== after.ticketUrl)) values.ticketUrl = after.ticketUrl;
  return values;
}

/** What the announcement of an item says of its source: «Календарь: Афиша «Чайки»». */
export function sourceLabel(source: SourceRow): string {
  // A feed's or calendar's own name is outside text: one line, cut between code points (docs/security.md); a name
  // of nothing but control characters is no name.
  const name = toOneLine(source.title ?? '') || source.address;
  return cutText(`${sourceMessages.kindPrefix[source.kind]}: ${name}`, 200);
}

export type TakeItemInput = {
  item: SourceItem;
  /** The announcement's unique key (a channel post's `telegram:<chat>:<message>`, shared with forwarded posts). */
  announcementKey: string;
  /** The item's own link (a post's t.me link, a page's event URL). */
  url: string | null;
};

/**
 * Takes one item of a source. Unchanged (same fingerprint): nothing. New: read it; the same event already on Место
 * links the item to it (DUPLICATE); a trusted source whose reading is sure publishes it; anything else waits in the
 * work stream. Changed: the event it became is updated with the changed fields when the source is trusted and the
 * reading sure, else the announcement goes back to the work stream with the news. A cancelled item always asks a
 * person.
 */
export async function takeItem(
  app: FastifyInstance,
  source: SourceRow,
  input: TakeItemInput,
  options: IntakeOptions,
): Promise<IntakeOutcome> {
  const now = options.now ?? new Date();
  const { item } = input;
  const [known] = await app.db
    .select()
    .from(sourceItems)
    .where(and(eq(sourceItems.sourceId, source.id), eq(sourceItems.key, item.key)));
  if (known && known.fingerprint === item.fingerprint)
    return { outcome: 'UNCHANGED', announcementId: known.announcementId };
  // An item that ended before it was first seen is history, not an event to publish.
  const endOrStart = item.endsAt ?? item.startsAt;
  if (
    !known &&
    item.structured &&
    endOrStart &&
    Date.parse(endOrStart.length === 10 ? `${endOrStart}T23:59:59Z` : endOrStart) < now.getTime()
  ) {
    await recordItem(app.db, source, input, known, { outcome: 'SKIPPED', announcementId: null, eventId: null }, now);
    return { outcome: 'SKIPPED', announcementId: null };
  }
  const extraction = await readItem(app, source, item, now);
  const draft = extraction.events[0] ? draftOfExtracted(extraction.events[0]) : null;
  const reasons = reviewReasons(extraction, now);
  const publisher = source.trust === 'AUTO' ? await publisherOf(app.db, source) : null;

  return app.db.transaction(async (tx) => {
    const [announcement] = known?.announcementId
      ? await tx.select().from(a).where(eq(a.id, known.announcementId)).for('update')
      : await tx.select().from(a).where(eq(a.sourceKey, input.announcementKey)).for('update');
    const eventId = known?.eventId ?? announcement?.eventId ?? null;
    const base = {
      source: sourceLabel(source),
      sourceUrl: input.url,
      sourceKey: input.announcementKey,
      rawText: item.text,
      publishedAt: item.publishedAt && !Number.isNaN(Date.parse(item.publishedAt)) ? new Date(item.publishedAt) : now,
      extraction,
      extractedAt: now,
      updatedAt: now,
    };

    // A cancelled item: the event (if any) stays as it is until a person decides.
    if (item.cancelled) {
      const row = await writeAnnouncement(tx, announcement, {
        ...base,
        status: 'NEW',
        draft: (announcement?.draft as AnnouncementDraft | null) ?? draft,
        eventId,
        error: sourceMessages.cancelled,
      });
      await recordItem(tx, source, input, known, { outcome: 'REVIEW', announcementId: row.id, eventId }, now);
      return { outcome: 'REVIEW', announcementId: row.id };
    }

    // A changed item of an event on Место: the changed fields, when the source is trusted and the reading sure.
    if (known && eventId && draft) {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
      const sure = reviewReasons(
        { ...extraction, events: extraction.events.map((e) => ({ ...e, duplicateOf: null })) },
        now,
      );
      if (event && publisher && sure.length === 0) {
        const values = changedValues((announcement?.draft as AnnouncementDraft | null) ?? null, draft);
        if (Object.keys(values).length > 0) {
          await checkEventValues(tx, { viewer: publisher, anyOrganisation: true }, values, event);
          await updateEvent(tx, event, values, options.published);
        }
        const row = await writeAnnouncement(tx, announcement, {
          ...base,
          status: 'PUBLISHED',
          draft,
          eventId,
          error: null,
        });
        await recordItem(tx, source, input, known, { outcome: known.outcome, announcementId: row.id, eventId }, now);
        return { outcome: known.outcome, announcementId: row.id };
      }
      const row = await writeAnnouncement(tx, announcement, {
        ...base,
        status: 'NEW',
        draft,
        eventId,
        error: sourceMessages.changed,
        ...noClaim,
      });
      await recordItem(tx, source, input, known, { outcome: 'REVIEW', announcementId: row.id, eventId }, now);
      return { outcome: 'REVIEW', announcementId: row.id };
    }

    const first = extraction.events[0];
    // The same event from another source (or typed by hand): linked, never published twice.
    if (first?.duplicateOf && !extraction.postponed) {
      const row = await writeAnnouncement(tx, announcement, {
        ...base,
        status: announcement && announcement.status !== 'NEW' ? announcement.status : 'DUPLICATE',
        draft,
        duplicateOfEventId: first.duplicateOf.eventId,
        error: null,
      });
      await recordItem(
        tx,
        source,
        input,
        known,
        { outcome: 'DUPLICATE', announcementId: row.id, eventId: first.duplicateOf.eventId },
        now,
      );
      return { outcome: 'DUPLICATE', announcementId: row.id };
    }

    const open = !announcement || announcement.status === 'NEW';
    if (open && publisher && draft && reasons.length === 0) {
      try {
        const event = await tx.transaction(async (inner) =>
          publishDraft(inner, publisher, draft, null, options.published),
        );
        const row = await writeAnnouncement(tx, announcement, {
          ...base,
          status: 'PUBLISHED',
          draft,
          eventId: event.id,
          error: null,
        });
        await recordItem(
          tx,
          source,
          input,
          known,
          { outcome: 'PUBLISHED', announcementId: row.id, eventId: event.id },
          now,
        );
        return { outcome: 'PUBLISHED', announcementId: row.id };
      } catch (error) {
        // The event's own checks said no (the publisher lost their rights, a field the event refuses): a person looks.
        app.log.warn({ err: error, sourceId: source.id }, 'a source item could not be published without a person');
      }
    }
    const row = await writeAnnouncement(tx, announcement, {
      ...base,
      // A person's work on it (taken, rejected, published by hand) is theirs: only the text and reading are new.
      ...(open ? { status: 'NEW', draft } : {}),
      error: null,
    });
    await recordItem(
      tx,
      source,
      input,
      known,
      { outcome: 'REVIEW', announcementId: row.id, eventId: row.eventId },
      now,
    );
    return { outcome: 'REVIEW', announcementId: row.id };
  });
}

const noClaim = { claimedById: null, claimedAt: null, claimExpiresAt: null } as const;

type AnnouncementRow = typeof a.$inferSelect;
type AnnouncementValues = Partial<typeof a.$inferInsert>;

async function writeAnnouncement(
  db: Database,
  existing: AnnouncementRow | undefined,
  values: AnnouncementValues,
): Promise<AnnouncementRow> {
  if (existing) {
    const [row] = await db.update(a).set(values).where(eq(a.id, existing.id)).returning();
    return row as AnnouncementRow;
  }
  const [row] = await db
    .insert(a)
    .values({ status: 'NEW', ...values, source: values.source ?? '', rawText: values.rawText ?? '' })
    .returning();
  return row as AnnouncementRow;
}

async function recordItem(
  db: Database,
  source: SourceRow,
  { item, url }: TakeItemInput,
  known: ItemRow | undefined,
  what: { outcome: SourceItemOutcome; announcementId: string | null; eventId: string | null },
  now: Date,
): Promise<void> {
  const startsAt = item.startsAt && !Number.isNaN(Date.parse(item.startsAt)) ? new Date(item.startsAt) : null;
  const fields = {
    fingerprint: item.fingerprint,
    title: cutText(toOneLine(item.title ?? item.text.split('\n', 1)[0] ?? ''), 300) || null,
    startsAt,
    url,
    ...what,
    changedAt: now,
  };
  if (known) {
    await db.update(sourceItems).set(fields).where(eq(sourceItems.id, known.id));
  } else {
    await db
      .insert(sourceItems)
      .values({ sourceId: source.id, key: item.key, firstSeenAt: now, ...fields })
      .onConflictDoUpdate({ target: [sourceItems.sourceId, sourceItems.key], set: fields });
  }
  const newlyPublished = what.outcome === 'PUBLISHED' && known?.outcome !== 'PUBLISHED' ? 1 : 0;
  await db
    .update(sources)
    .set({
      itemsSeen: known ? sources.itemsSeen : sql`${sources.itemsSeen} + 1`,
      itemsPublished: sql`${sources.itemsPublished} + ${newlyPublished}`,
    })
    .where(eq(sources.id, source.id));
}
