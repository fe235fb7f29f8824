import {
  SOURCE_ADDRESS_MAX,
  SOURCE_ITEM_OUTCOMES,
  SOURCE_KINDS,
  SOURCE_MAX_INTERVAL_MINUTES,
  SOURCE_MIN_INTERVAL_MINUTES,
  SOURCE_STATES,
  SOURCE_TRUSTS,
} from '@mesto/domain';
import { z } from 'zod';
import { IdOrCode } from '../../lib/schemas.ts';

export const SourceKind = z.enum(SOURCE_KINDS).meta({ id: 'SourceKind' });
export const SourceTrust = z.enum(SOURCE_TRUSTS).meta({ id: 'SourceTrust' });
export const SourceState = z.enum(SOURCE_STATES).meta({ id: 'SourceState' });
export const SourceItemOutcome = z.enum(SOURCE_ITEM_OUTCOMES).meta({ id: 'SourceItemOutcome' });

const Ref = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

const Address = z
  .string({ error: 'Укажите адрес источника' })
  .trim()
  .min(1, 'Укажите адрес источника')
  .max(SOURCE_ADDRESS_MAX, `Адрес длиннее ${SOURCE_ADDRESS_MAX} символов`);

export const Source = z
  .object({
    id: z.uuid(),
    kind: SourceKind,
    address: z.string(),
    title: z.string().nullable(),
    placeId: z.uuid().nullable(),
    place: Ref.nullable(),
    organisationId: z.uuid().nullable(),
    organisation: Ref.nullable(),
    trust: SourceTrust,
    state: SourceState,
    intervalMinutes: z.number().int(),
    lastFetchedAt: z.iso.datetime().nullable(),
    lastSuccessAt: z.iso.datetime().nullable(),
    nextFetchAt: z.iso.datetime().nullable(),
    /** The last failure in words a venue understands, or null. */
    lastError: z.string().nullable(),
    lastErrorCode: z.string().nullable(),
    itemsSeen: z.number().int(),
    itemsPublished: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Source' });

export const SourceFields = z.object({
  kind: SourceKind,
  address: Address,
  placeId: z.uuid().nullable().optional(),
  organisationId: z.uuid().nullable().optional(),
  trust: SourceTrust.optional(),
  /** Only ACTIVE and PAUSED are chosen by a person; FAILING is the fetcher's. */
  state: SourceState.optional(),
  intervalMinutes: z
    .number()
    .int()
    .min(SOURCE_MIN_INTERVAL_MINUTES, `Не чаще раза в ${SOURCE_MIN_INTERVAL_MINUTES} минут`)
    .max(SOURCE_MAX_INTERVAL_MINUTES, 'Не реже раза в сутки')
    .optional(),
});

export const SourceListQuery = z.object({
  kind: SourceKind.optional(),
  state: SourceState.optional(),
  place: IdOrCode.optional(),
  organisation: IdOrCode.optional(),
});

/** One item of a source as the panel shows it: what it said and what it became. */
export const SourceItem = z
  .object({
    id: z.uuid(),
    key: z.string(),
    title: z.string().nullable(),
    startsAt: z.iso.datetime().nullable(),
    url: z.string().nullable(),
    outcome: SourceItemOutcome,
    announcementId: z.uuid().nullable(),
    announcementStatus: z.string().nullable(),
    event: z.object({ id: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() }).nullable(),
    firstSeenAt: z.iso.datetime(),
    changedAt: z.iso.datetime(),
  })
  .meta({ id: 'SourceItem' });

export const SourceItems = z.object({ items: z.array(SourceItem) }).meta({ id: 'SourceItems' });

export const SourcePreviewBody = z
  .object({
    kind: SourceKind.optional().describe('Left out: found from what the address answers.'),
    address: Address,
    placeId: z.uuid().nullable().optional(),
  })
  .meta({ id: 'SourcePreviewBody' });

/** What one item would become if the source were connected now. */
export const SourcePreviewItem = z.object({
  key: z.string(),
  title: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  startTimeKnown: z.boolean(),
  place: z.object({ id: z.string(), name: z.string() }).nullable(),
  price: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  url: z.string().nullable(),
  /** The least sure of the fields publishing needs (0..1). */
  confidence: z.number(),
  /** A trusted source would publish it without a person. */
  wouldPublish: z.boolean(),
  /** Why not, in words (a field unsure, the same event already on Место, no time…). */
  reasons: z.array(z.string()),
  duplicateOf: z.object({ eventId: z.uuid(), code: z.string(), title: z.string() }).nullable(),
});

export const SourcePreview = z
  .object({
    kind: SourceKind,
    address: z.string(),
    title: z.string().nullable(),
    items: z.array(SourcePreviewItem),
    /** How many items the source has in all (the preview shows the first ones). */
    total: z.number().int(),
    /** Said of a Telegram channel: its posts arrive as they are published, none can be read in advance. */
    note: z.string().nullable(),
  })
  .meta({ id: 'SourcePreview' });

export const SourceParams = z.object({ id: z.uuid() });

/** A channel post the bot received (channel_post, edited_channel_post). */
export const ChannelPost = z.object({
  chatId: z.number().int(),
  chatUsername: z.string().max(100).nullable(),
  chatTitle: z.string().max(300).nullable(),
  messageId: z.number().int(),
  text: z.string().max(20_000),
  postedAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  edited: z.boolean(),
});

export const ChannelPostReceipt = z.object({
  accepted: z.boolean(),
  announcementId: z.uuid().nullable(),
  reason: z.enum(['NOT_CONNECTED', 'PAUSED', 'EMPTY']).optional(),
});
