import {
  ANNOUNCEMENT_SOURCE_RULE,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TEXT_RULE,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TICKET_LINK_RULE,
  WORK_STREAM_MAX_BATCH,
} from '@mesto/domain';
import { AnnouncementExtraction, DraftEvent } from '@mesto/text-intelligence';
import { z } from 'zod';
import { PlaceTag } from '../../lib/place-schemas.ts';
import { QueryList, Text, WebLink } from '../../lib/schemas.ts';
import { announcementMessages } from './announcements.messages.ts';

export const AnnouncementStatus = z.enum(ANNOUNCEMENT_STATUSES).meta({ id: 'AnnouncementStatus' });

const Instant = z.iso.datetime({ offset: true }).describe('An instant, e.g. 2026-11-27T19:00:00+03:00.');

/**
 * The event as a manager edits it before publishing: every field present, any of them still empty. Publishing checks
 * it with the event editor's rules (a title and a start are needed, and a place).
 */
export const AnnouncementDraft = z
  .object({
    title: z.string().max(NAME_MAX_LENGTH * 2),
    description: z.string().max(DESCRIPTION_MAX_LENGTH * 2),
    startsAt: Instant.nullable(),
    endsAt: Instant.nullable(),
    /** Whole rubles; 0 is free, null unknown. */
    price: z.number().int().min(0).max(10_000_000).nullable(),
    /**
     * Where tickets are sold; null without a link (a client that does not send it keeps none). The event's own rule:
     * a bad link is never stored.
     */
    ticketUrl: WebLink(TICKET_LINK_RULE).nullable().default(null),
    placeId: z.uuid().nullable(),
    tags: z.array(PlaceTag).max(20),
  })
  .meta({ id: 'AnnouncementDraft' });
export type AnnouncementDraft = z.infer<typeof AnnouncementDraft>;

/**
 * An existing event an extracted draft probably repeats: same place, start within an hour, a similar title. For a
 * postponement (the extraction's `postponed`) it is the event the post moves: same place, a similar title, a start
 * from 90 days before the post to a year after it.
 */
export const DuplicateOf = z
  .object({ eventId: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() })
  .meta({ id: 'AnnouncementDuplicateOf' });
export type DuplicateOf = z.infer<typeof DuplicateOf>;

/** The text-intelligence result with, for each draft event, the existing event it likely duplicates. */
export const ExtractionResult = AnnouncementExtraction.extend({
  events: z.array(DraftEvent.extend({ duplicateOf: DuplicateOf.nullable() })),
}).meta({ id: 'AnnouncementExtractionResult' });
export type ExtractionResult = z.infer<typeof ExtractionResult>;

const EventRef = z.object({ id: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() });

export const ExternalEventAnnouncement = z
  .object({
    id: z.uuid(),
    source: z.string(),
    sourceUrl: z.string().nullable(),
    rawText: z.string(),
    /** When the source published the post, if known. */
    publishedAt: z.iso.datetime().nullable(),
    status: AnnouncementStatus,
    draft: AnnouncementDraft.nullable(),
    extraction: ExtractionResult.nullable(),
    extractedAt: z.iso.datetime().nullable(),
    /** The event the announcement became. */
    eventId: z.uuid().nullable(),
    event: EventRef.nullable(),
    /** The existing event it repeats (status DUPLICATE). */
    duplicateOfEventId: z.uuid().nullable(),
    duplicateOf: EventRef.nullable(),
    /** Who works on it now; null when nobody does (never claimed, released, or the claim expired). */
    claim: z
      .object({
        userId: z.uuid(),
        displayName: z.string(),
        claimedAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        mine: z.boolean(),
      })
      .nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ExternalEventAnnouncement' });

export const AnnouncementFields = z.object({
  source: Text(ANNOUNCEMENT_SOURCE_RULE),
  sourceUrl: z.url({ message: announcementMessages.badUrl }).max(2000).nullable().optional(),
  rawText: Text(ANNOUNCEMENT_TEXT_RULE),
  publishedAt: Instant.nullable().optional(),
  status: AnnouncementStatus.optional().describe(
    'PUBLISHED creates (or updates the linked) event from the draft in the same transaction; PUBLISHED, REJECTED and DUPLICATE release the claim.',
  ),
  draft: AnnouncementDraft.nullable().optional(),
  eventId: z.uuid().nullable().optional().describe('The event the announcement became; publishing updates it.'),
  duplicateOfEventId: z.uuid().nullable().optional().describe('The existing event it repeats; needed for DUPLICATE.'),
});

/** The draft's required fields a person may confirm when the reader was unsure of them. */
export const ConfirmableField = z.enum(['title', 'startsAt', 'placeId']).meta({ id: 'AnnouncementConfirmableField' });
export type ConfirmableField = z.infer<typeof ConfirmableField>;

export const AnnouncementEditorOnly = {
  release: z
    .boolean()
    .optional()
    .describe('Give the announcement back to the pool (its claim ends) without changing its status.'),
  fromExtracted: z
    .number()
    .int()
    .min(0)
    .max(99)
    .optional()
    .describe(
      'Which of the extracted events (by position) the published draft was made from; 0 when not given. When a post holds several events, publishing one keeps the others as a new announcement of the same post, taken by the publisher, so they come next in the stream.',
    ),
  confirmedFields: z
    .array(ConfirmableField)
    .max(3)
    .optional()
    .describe(
      'Required fields of the draft a person has looked at and confirmed. Publishing refuses a title, start or place read with a confidence below the threshold and still as read, unless it is confirmed here; a start read without a time needs a time (or its confirmation).',
    ),
  confirmPastStart: z
    .boolean()
    .optional()
    .describe('The person confirmed publishing an event whose start has passed; without it such a start is refused.'),
  movesEventId: z
    .uuid()
    .optional()
    .describe(
      'Publish a postponement: the existing event gets the draft’s start (and end) instead of a new event being created. Needs status PUBLISHED.',
    ),
};

export const AnnouncementListQuery = z.object({
  status: QueryList(AnnouncementStatus, 5).optional(),
  source: z.string().max(200).optional().describe('Exactly this source.'),
  mine: z.stringbool().optional().describe('Only those the caller holds a live claim on.'),
});

export const WorkStreamQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WORK_STREAM_MAX_BATCH)
    .default(1)
    .describe(`How many to take, 1–${WORK_STREAM_MAX_BATCH}.`),
});

export const WorkStream = z
  .object({
    items: z.array(ExternalEventAnnouncement).describe('Oldest first; the caller’s own live claims come first.'),
    claimMinutes: z.number().int().describe('How long each claim lasts unless renewed by saving or asking again.'),
  })
  .meta({ id: 'AnnouncementWorkStream' });

export const ProcessBody = z.object({
  _announcement: z
    .string()
    .trim()
    .min(1, announcementMessages.textRequired)
    .max(ANNOUNCEMENT_TEXT_RULE.max, announcementMessages.textTooLong(ANNOUNCEMENT_TEXT_RULE.max))
    .describe('An announcement id (its text is read, and the result stored on it) or the text of an announcement.'),
});
