import {
  ANNOUNCEMENT_STATUSES,
  ATTENDANCE_STATUSES,
  CHAT_TYPES,
  COMPLAINT_REASONS,
  COMPLAINT_TARGETS,
  type Contact,
  GENDERS,
  HELD_REASONS,
  MODERATION_ACTIONS,
  MODERATION_STATES,
  type Permission,
  PUBLICATION_STATUSES,
  SOURCE_ITEM_OUTCOMES,
  SOURCE_KINDS,
  SOURCE_STATES,
  SOURCE_TRUSTS,
  TEAM_KINDS,
  VISIBILITIES,
} from '@mesto/domain';
import type { OpinionAnalysis, PlaceSummary } from '@mesto/text-intelligence';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every entity of the platform, declared once. Later features extend these tables by migration rather than
// inventing their own. Codes are short public identifiers used in URLs (docs/product.md#routes).

// Enum values come from @mesto/domain, which owns them, so the database, the API schemas and the apps agree.
const values = <T extends string>(list: readonly T[]) => list as unknown as [T, ...T[]];
export const genderEnum = pgEnum('gender', values(GENDERS));
export const teamKindEnum = pgEnum('team_kind', values(TEAM_KINDS));
export const visibilityEnum = pgEnum('visibility', values(VISIBILITIES));
export const chatTypeEnum = pgEnum('chat_type', values(CHAT_TYPES));
export const publicationStatusEnum = pgEnum('publication_status', values(PUBLICATION_STATUSES));
export const announcementStatusEnum = pgEnum('announcement_status', values(ANNOUNCEMENT_STATUSES));
export const attendanceStatusEnum = pgEnum('attendance_status', values(ATTENDANCE_STATUSES));
export const moderationStateEnum = pgEnum('moderation_state', values(MODERATION_STATES));
export const moderationActionEnum = pgEnum('moderation_action', values(MODERATION_ACTIONS));
export const complaintTargetEnum = pgEnum('complaint_target', values(COMPLAINT_TARGETS));
export const complaintReasonEnum = pgEnum('complaint_reason', values(COMPLAINT_REASONS));
export const heldReasonEnum = pgEnum('held_reason', values(HELD_REASONS));
export const sourceKindEnum = pgEnum('source_kind', values(SOURCE_KINDS));
export const sourceTrustEnum = pgEnum('source_trust', values(SOURCE_TRUSTS));
export const sourceStateEnum = pgEnum('source_state', values(SOURCE_STATES));
export const sourceItemOutcomeEnum = pgEnum('source_item_outcome', values(SOURCE_ITEM_OUTCOMES));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * Where a moderator (or the automatic brakes) left an item, and the reason its author is shown. Every read path
 * leaves out what the viewer may not see (`moderationVisibleTo` in lib/moderation.ts).
 */
const moderated = () => ({
  moderationState: moderationStateEnum('moderation_state').notNull().default('VISIBLE'),
  moderationReason: text('moderation_reason'),
});

/** A day of a weekly schedule: opening minutes from midnight (0–1440); `to` may be below `from` past midnight. */
export type ScheduleDay = { weekday: string; from: number; to: number };

export const users = pgTable(
  'users',
  {
    id: id(),
    code: text('code').notNull().unique(),
    username: text('username'),
    email: text('email'),
    phone: text('phone'),
    displayName: text('display_name').notNull(),
    gender: genderEnum('gender'),
    about: text('about').notNull().default(''),
    avatarFileId: uuid('avatar_file_id'),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
    specificSettings: jsonb('specific_settings').$type<Record<string, unknown>>().notNull().default({}),
    favoriteFeatureIds: uuid('favorite_feature_ids').array().notNull().default(sql`'{}'::uuid[]`),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    telegramUsername: text('telegram_username'),
    /** The bot's last message to this person was refused because they blocked the bot: nothing more is sent. */
    telegramBlockedAt: timestamp('telegram_blocked_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    /** HIDDEN hides the profile's public text (about, avatar) from others; users are never DELETED by moderation. */
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
    uniqueIndex('users_telegram_id_idx').on(t.telegramId),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${t.displayName}, '') || ' ' || coalesce(${t.username}, ''))) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** Absolute expiry: refreshing never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token this one was exchanged for. */
    replacedById: uuid('replaced_by_id'),
    /**
     * That successor, sealed with TOKEN_SECRET, kept only while the successor is unused: within the grace window the
     * same exchange (a second tab, a retried request) gets the same pair instead of ending the session.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Failed sign-in attempts per key (an address, an account, or the two together), so throttling holds across API
 * nodes. An attempt is counted before the password is checked and given back if it was right.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests per key and fixed window (signups, uploads per address), shared by every API node. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
});

export const bindingTokens = pgTable('binding_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key of the largest variant; other variants are listed in `variants`. */
    path: text('path').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<Array<{ width: number; height: number; path: string; size: number }>>().notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organisations_created_idx').on(t.createdAt, t.id),
    index('organisations_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const userOrganisationBinds = pgTable(
  'user_organisation_binds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: teamKindEnum('kind').notNull().default('TEAM'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_organisation_binds_unique_idx').on(t.userId, t.organisationId),
    index('user_organisation_binds_org_idx').on(t.organisationId),
  ],
);

export const features = pgTable(
  'features',
  {
    id: id(),
    name: text('name').notNull().unique(),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  // One feature per name whatever its case or ё: «Камин» and «камин», «Ёлка» and «елка» are one feature.
  (t) => [uniqueIndex('features_name_folded_idx').on(sql`replace(lower(${t.name}), 'ё', 'е')`)],
);

export const places = pgTable(
  'places',
  {
    id: id(),
    code: text('code').notNull().unique(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull().default([]),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featureIds: uuid('feature_ids').array().notNull().default(sql`'{}'::uuid[]`),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    photoFileIds: uuid('photo_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Average bill per person in whole rubles («Средний чек»); null unknown. */
    averageBill: integer('average_bill'),
    /** The place's menu (an http(s) page or file); null without one. */
    menuUrl: text('menu_url'),
    status: publicationStatusEnum('status').notNull().default('PUBLISHED'),
    // Derived figures, recomputed by places/process in one statement (and whenever an opinion changes).
    /** Mean opinion rating, 1–5, or null without opinions. */
    rating: doublePrecision('rating'),
    opinionCount: integer('opinion_count').notNull().default(0),
    /** How many opinions carry each tag, e.g. { "BEER": 4 }. */
    opinionTagCounts: jsonb('opinion_tag_counts').$type<Record<string, number>>().notNull().default({}),
    upcomingEventCount: integer('upcoming_event_count').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What people say, by aspect, over the analysed public opinions (a PlaceSummary); null before processing. */
    opinionSummary: jsonb('opinion_summary').$type<PlaceSummary>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('places_created_idx').on(t.createdAt, t.id),
    index('places_location_idx').on(t.latitude, t.longitude),
    index('places_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    index('places_organisation_idx').on(t.organisationId),
    index('places_name_trgm_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.address}) gin_trgm_ops`),
  ],
);

export const eventLists = pgTable(
  'event_lists',
  {
    id: id(),
    code: text('code').notNull().unique(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_lists_created_idx').on(t.createdAt, t.id)],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    code: text('code').notNull().unique(),
    eventListId: uuid('event_list_id').references(() => eventLists.id, { onDelete: 'set null' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Minute of the day the event starts at, in the place's time zone: makes day-slot filters an index range. */
    startMinute: smallint('start_minute').notNull(),
    /** Price in whole rubles; 0 is free, null unknown. */
    price: integer('price'),
    /** Where tickets are sold (an http(s) page of the seller); null without one. */
    ticketUrl: text('ticket_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: publicationStatusEnum('status').notNull().default('PUBLISHED'),
    featureIds: uuid('feature_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The zone the local start time is read in: the place's, when the event was saved. */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    /** Weekdays a weekly series repeats on, up to `repeatUntil`; empty for a single event. */
    repeatWeekdays: text('repeat_weekdays').array().notNull().default(sql`'{}'::text[]`),
    repeatUntil: timestamp('repeat_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_place_idx').on(t.placeId, t.startsAt),
    index('events_list_idx').on(t.eventListId, t.startsAt),
    index('events_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // The business dashboard's figures read an organisation's events (page views, opinions) by this.
    index('events_organisation_idx').on(t.organisationId),
  ],
);

/**
 * One row per occurrence of an event: a single event has one, a weekly series one per date. Lists read these, so the
 * columns their filters need are copied from the event and its place (kept in step on every save), and every filter
 * is a condition on one table whose order (starts_at, id) an index gives.
 */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Local minute of the day and ISO weekday (1 = Monday) of the start, in the event's time zone. */
    startMinute: smallint('start_minute').notNull(),
    weekday: smallint('weekday').notNull(),
    /** The part of the day of the start (index in PARTS_OF_DAY: 0 morning, 1 afternoon, 2 evening). */
    dayPart: smallint('day_part').notNull(),
    placeId: uuid('place_id'),
    organisationId: uuid('organisation_id'),
    eventListId: uuid('event_list_id'),
    status: publicationStatusEnum('status').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featureIds: uuid('feature_ids').array().notNull().default(sql`'{}'::uuid[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('event_occurrences_event_start_idx').on(t.eventId, t.startsAt),
    index('event_occurrences_starts_idx').on(t.startsAt, t.id),
    index('event_occurrences_place_idx').on(t.placeId, t.startsAt, t.id),
    index('event_occurrences_list_idx').on(t.eventListId, t.startsAt, t.id),
    index('event_occurrences_organisation_idx').on(t.organisationId, t.startsAt, t.id),
    // A weekday filter reads one weekday's occurrences in start order; the time of day and tags are checked on the way.
    index('event_occurrences_weekday_idx').on(t.weekday, t.startsAt, t.id),
    // A weekday and a time of day together are one range of this index, read in start order.
    index('event_occurrences_weekday_part_idx').on(t.weekday, t.dayPart, t.startsAt, t.id),
    index('event_occurrences_location_idx').on(t.latitude, t.longitude, t.startsAt),
    index('event_occurrences_tags_idx').using('gin', t.tags),
  ],
);

/**
 * A post about an event found outside (a channel, a venue's site), waiting to become an event. Managers take them
 * from a work stream: a claim (`claimedById` until `claimExpiresAt`) keeps two managers off one announcement, and an
 * expired claim returns it to the pool.
 */
export const externalEventAnnouncements = pgTable(
  'external_event_announcements',
  {
    id: id(),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    /**
     * The post itself, whatever its channel shows of it: `telegram:<channel id>:<message id>` for a channel post
     * forwarded to the bot (a private channel has no link). Unique, so two nodes given the same post at once keep one.
     */
    sourceKey: text('source_key'),
    rawText: text('raw_text').notNull(),
    /** When the source published the post: «завтра», «в эту пятницу» are read relative to it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    status: announcementStatusEnum('status').notNull().default('NEW'),
    claimedById: uuid('claimed_by_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /** The event as the manager edits it (title, description, times, price, ticket link, place, tags). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** The last text-intelligence result (drafts with confidence and provenance, provider, fallback). */
    extraction: jsonb('extraction').$type<Record<string, unknown>>(),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    duplicateOfEventId: uuid('duplicate_of_event_id').references(() => events.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('external_event_announcements_status_idx').on(t.status, t.createdAt),
    index('external_event_announcements_created_idx').on(t.createdAt, t.id),
    // The work stream reads the open announcements oldest first.
    index('external_event_announcements_open_idx').on(t.createdAt, t.id).where(sql`${t.status} in ('NEW', 'IN_WORK')`),
    uniqueIndex('external_event_announcements_source_key_idx').on(t.sourceKey),
  ],
);

/**
 * A channel, calendar, feed or page a place or an organisation connected: fetched at its interval by whichever API
 * node claims it first (`claimedUntil`), its items turned into announcements.
 */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    kind: sourceKindEnum('kind').notNull(),
    /** The address as it is fetched (a normalised URL), or `@name` of a Telegram channel. */
    address: text('address').notNull(),
    /** The place the source speaks for: its items are at this place unless they name another. */
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    /** The organisation whose team manages the source (the place's organisation when a place is given). */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    trust: sourceTrustEnum('trust').notNull().default('REVIEW'),
    state: sourceStateEnum('state').notNull().default('ACTIVE'),
    /** The source's own name (the calendar's, the feed's, the channel's title). */
    title: text('title'),
    intervalMinutes: integer('interval_minutes').notNull().default(60),
    /** The Telegram channel's id, which its posts carry (a channel may change its @name). */
    telegramChatId: bigint('telegram_chat_id', { mode: 'number' }),
    /** Who connected it: a trusted source publishes on their behalf, with their rights. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The last failure, as a code of the fetcher or parser; the panel words it. */
    lastErrorCode: text('last_error_code'),
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    itemsSeen: integer('items_seen').notNull().default(0),
    itemsPublished: integer('items_published').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sources_kind_address_idx').on(t.kind, t.address),
    index('sources_due_idx').on(t.nextFetchAt).where(sql`${t.state} <> 'PAUSED' and ${t.kind} <> 'TELEGRAM_CHANNEL'`),
    index('sources_place_idx').on(t.placeId),
    index('sources_organisation_idx').on(t.organisationId),
    uniqueIndex('sources_telegram_chat_idx').on(t.telegramChatId),
  ],
);

/** One item a source has given (a calendar's event or occurrence, a feed's entry, a channel's post) and what it became. */
export const sourceItems = pgTable(
  'source_items',
  {
    id: id(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    /** The item's identity within its source (a UID and occurrence, a guid, a post number). */
    key: text('key').notNull(),
    /** A hash of what the item says: a changed item has another. */
    fingerprint: text('fingerprint').notNull(),
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    url: text('url'),
    outcome: sourceItemOutcomeEnum('outcome').notNull(),
    announcementId: uuid('announcement_id').references(() => externalEventAnnouncements.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('source_items_source_key_idx').on(t.sourceId, t.key),
    index('source_items_source_changed_idx').on(t.sourceId, t.changedAt),
    index('source_items_event_idx').on(t.eventId),
  ],
);

export const opinions = pgTable(
  'opinions',
  {
    id: id(),
    code: text('code').notNull().unique(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Images the author attached, in order (files they uploaded). */
    photoFileIds: uuid('photo_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    visibility: visibilityEnum('visibility').notNull().default('PUBLIC'),
    /** The author checked in at the place within the 30 days before writing: the «был здесь» mark. */
    wasThere: boolean('was_there').notNull().default(false),
    /** What the opinion says (an OpinionAnalysis), written after the opinion is. */
    analysis: jsonb('analysis').$type<OpinionAnalysis>(),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opinions_place_idx').on(t.placeId, t.createdAt),
    index('opinions_event_idx').on(t.eventId, t.createdAt),
    index('opinions_author_idx').on(t.authorId, t.createdAt),
    index('opinions_created_idx').on(t.createdAt, t.id),
    // One opinion per author per place or event: writing again replaces it.
    uniqueIndex('opinions_author_place_unique').on(t.authorId, t.placeId).where(sql`${t.placeId} is not null`),
    uniqueIndex('opinions_author_event_unique').on(t.authorId, t.eventId).where(sql`${t.eventId} is not null`),
    check('opinions_one_subject', sql`num_nonnulls(${t.placeId}, ${t.eventId}) = 1`),
    check('opinions_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    opinionId: uuid('opinion_id')
      .notNull()
      .references(() => opinions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One answer per opinion: answering again replaces it.
  (t) => [uniqueIndex('feedbacks_opinion_unique').on(t.opinionId)],
);

export const chats = pgTable(
  'chats',
  {
    id: id(),
    type: chatTypeEnum('type').notNull(),
    title: text('title').notNull().default(''),
    /** For PRIVATE chats: the two member ids sorted and joined, so one pair has one chat. */
    privateKey: text('private_key').unique(),
    /**
     * A PRIVATE chat between a person and an organisation: its team (user_organisation_binds) answers it. The
     * person is its one member row; team members get rows marked `team` only to keep where they read up to.
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /**
     * A chat with an organisation: the place of it the person last wrote from (its page's «Написать»), so the team
     * knows which of its places the question is about. Null when opened elsewhere or the place is gone.
     */
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    /** Who made a GROUP chat: they rename it and choose its members. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chats_last_message_idx').on(t.lastMessageAt),
    index('chats_organisation_idx').on(t.organisationId, t.lastMessageAt),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: uuid('last_read_message_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** A team member of the chat's organisation keeping their read marker, not a member of the chat as such. */
    team: boolean('team').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Client-chosen id, so a resent message after a reconnect is stored once. */
    clientId: text('client_id'),
    text: text('text').notNull(),
    ...moderated(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_chat_idx').on(t.chatId, t.createdAt, t.id),
    uniqueIndex('messages_client_idx').on(t.authorId, t.clientId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    code: text('code').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    visibility: visibilityEnum('visibility').notNull().default('PUBLIC'),
    capacity: integer('capacity'),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rooms_starts_idx').on(t.startsAt, t.id),
    index('rooms_place_idx').on(t.placeId, t.startsAt),
    index('rooms_event_idx').on(t.eventId, t.startsAt),
    check('rooms_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

export const roomParticipants = pgTable(
  'room_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_participants_user_idx').on(t.userId)],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    eventListId: uuid('event_list_id').references(() => eventLists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_unique_idx').on(
      t.subscriberId,
      sql`coalesce(${t.userId}, ${t.placeId}, ${t.organisationId}, ${t.eventListId})`,
    ),
    // Newest first, by the subscriber (what I follow) or by the target (who follows it): one index range each.
    index('user_subscriptions_subscriber_idx').on(t.subscriberId, t.createdAt, t.id),
    index('user_subscriptions_user_idx').on(t.userId, t.createdAt, t.id),
    index('user_subscriptions_place_idx').on(t.placeId, t.createdAt, t.id),
    index('user_subscriptions_organisation_idx').on(t.organisationId, t.createdAt, t.id),
    index('user_subscriptions_event_list_idx').on(t.eventListId, t.createdAt, t.id),
    check(
      'user_subscriptions_one_target',
      sql`num_nonnulls(${t.userId}, ${t.placeId}, ${t.organisationId}, ${t.eventListId}) = 1`,
    ),
  ],
);

export const userVisits = pgTable(
  'user_visits',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    visibility: visibilityEnum('visibility').notNull().default('PUBLIC'),
  },
  (t) => [
    index('user_visits_place_idx').on(t.placeId, t.startedAt),
    index('user_visits_user_idx').on(t.userId, t.startedAt),
    // Who is at a place now: open visits whose time has not run out (the expiry is read from the data).
    index('user_visits_open_idx').on(t.placeId, t.expiresAt).where(sql`${t.closedAt} is null`),
    check('user_visits_expiry_after_start', sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);

/**
 * «Пойду» / «Интересно»: one mark per person and event (a whole weekly series is one event). Its visibility is the
 * person's default for check-ins when they marked, so who goes where is seen as where they are.
 */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: attendanceStatusEnum('status').notNull(),
    visibility: visibilityEnum('visibility').notNull().default('PUBLIC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The key makes a second mark an update; its (event, user) order serves the counts of an event and of a page.
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendance_user_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * Views of public place and event pages, counted per subject and day (the subject's own calendar day). Nothing
 * personal is kept: no person, no address, only the day's count, bumped by one upsert per page shown. A trigger
 * (drizzle/0011_page_views.sql) deletes a place's or event's counts with it.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    subjectKind: text('subject_kind').$type<'PLACE' | 'EVENT'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.day] }),
    check('page_view_days_subject_kind', sql`${t.subjectKind} in ('PLACE', 'EVENT')`),
  ],
);

/**
 * What a person wants to hear from the bot. No row: every kind on, no quiet hours, Moscow time. Quiet hours are
 * minutes from midnight in the person's time zone; `quiet_end` below `quiet_start` runs past midnight.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatMessages: boolean('chat_messages').notNull().default(true),
    opinionAnswers: boolean('opinion_answers').notNull().default(true),
    roomStarts: boolean('room_starts').notNull().default(true),
    followedEvents: boolean('followed_events').notNull().default(true),
    businessOpinions: boolean('business_opinions').notNull().default(true),
    businessChats: boolean('business_chats').notNull().default(true),
    /** Where the kinds switched on go: the Telegram bot, the browsers the person turned notifications on in. */
    telegramChannel: boolean('telegram_channel').notNull().default(true),
    pushChannel: boolean('push_channel').notNull().default(true),
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'notification_settings_quiet_range',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and (${t.quietStart} is null or (${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439))`,
    ),
  ],
);

/**
 * Notifications waiting for the bot, written in the transaction of the change that causes them, so none is lost
 * while the bot is down. The bot claims rows through the API (a lease: `claimed_until`), then marks them sent or
 * failed; a row claimed and not answered returns to the pool when its lease runs out.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TELEGRAM (claimed by the bot) or PUSH (sent by the API to the person's browsers): one row per channel. */
    channel: text('channel').notNull().default('TELEGRAM'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Rows of one person, channel and group key due within a minute of each other go out as one message. */
    groupKey: text('group_key').notNull(),
    /** At most one row per person, channel and key, ever (a room's «starts soon» once per participant). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failure: text('failure'),
  },
  (t) => [
    index('notification_outbox_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('notification_outbox_user_idx').on(t.userId, t.groupKey, t.availableAt),
    // Rows older than the retention are deleted oldest first.
    index('notification_outbox_created_idx').on(t.createdAt),
    uniqueIndex('notification_outbox_dedupe_idx')
      .on(t.userId, t.channel, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * A browser a person turned notifications on in (Web Push): the push service's address for it and the keys its
 * messages are encrypted with. One row per address: a browser enabling them again under another account moves it.
 * A push service answering 404 or 410 (the browser unsubscribed) deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), from PushSubscription.toJSON(). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees for it in a list: «Chrome, Android». */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failed sends since the last success. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A person blocks another (drizzle/0015_user_blocks.sql): the blocked person may no longer write to them privately
 * nor bring them into a group or a room, and the blocker's lists fold the blocked person's texts away. The blocked
 * person is never told. One row per pair and direction; each side's checks read it both ways (the second index).
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // The blocker's list, newest first: one index range.
    index('user_blocks_blocker_idx').on(t.blockerId, t.createdAt, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A person's complaint about an item; one per person and item. A decision on the item closes its open complaints. */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: complaintTargetEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: complaintReasonEnum('reason').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    /** When a decision on the item closed this complaint; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('complaints_author_target_unique').on(t.authorId, t.targetType, t.targetId),
    index('complaints_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('complaints_author_created_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * «Разобрано неверно»: a place's team says the analysis of one opinion about the place misread it. It waits for the
 * platform's moderators, who read the opinion beside what was read from it and close the report. What the analysis
 * said when it was reported is kept with it, so a later reading does not hide what was wrong. The opinion itself is
 * not touched: a report is about the reading, not about the author.
 */
export const opinionAnalysisReports = pgTable(
  'opinion_analysis_reports',
  {
    id: id(),
    opinionId: uuid('opinion_id')
      .notNull()
      .references(() => opinions.id, { onDelete: 'cascade' }),
    /** Who reported it; null once the account is gone. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The organisation the reporter spoke for (the place's); null for ROOT outside it. */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The aspects said to be misread; empty when it is the reading as a whole. */
    aspects: text('aspects').array().notNull().default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    /** The analysis as it was when reported (an OpinionAnalysis). */
    analysis: jsonb('analysis').$type<OpinionAnalysis>().notNull(),
    createdAt: createdAt(),
    /** When a moderator closed it; null while it waits. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    closingNote: text('closing_note').notNull().default(''),
  },
  (t) => [
    // One open report per person and opinion; after it is closed, the next reading may be reported again.
    uniqueIndex('opinion_analysis_reports_open_unique').on(t.opinionId, t.reporterId).where(sql`${t.closedAt} is null`),
    index('opinion_analysis_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.closedAt} is null`),
    index('opinion_analysis_reports_closed_idx').on(t.closedAt, t.id).where(sql`${t.closedAt} is not null`),
    index('opinion_analysis_reports_opinion_idx').on(t.opinionId),
    index('opinion_analysis_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * The moderation queue: one row per item that was complained about, held by the brakes or decided on, kept in the
 * transaction of each complaint, hold and decision so the queue is one keyset scan.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    targetType: complaintTargetEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    openComplaints: integer('open_complaints').notNull().default(0),
    lastComplaintAt: timestamp('last_complaint_at', { withTimezone: true }),
    heldReason: heldReasonEnum('held_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    lastDecisionAt: timestamp('last_decision_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('moderation_items_open_idx')
      .on(t.openComplaints, t.lastComplaintAt, t.targetId)
      .where(sql`${t.openComplaints} > 0`),
    index('moderation_items_held_idx').on(t.heldAt, t.targetId).where(sql`${t.heldAt} is not null`),
    index('moderation_items_decided_idx').on(t.lastDecisionAt, t.targetId).where(sql`${t.lastDecisionAt} is not null`),
    index('moderation_items_author_idx').on(t.authorId),
  ],
);

/** Every moderation decision, who and when, from which state to which: the log, and the way back. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    targetType: complaintTargetEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    action: moderationActionEnum('action').notNull(),
    reason: text('reason').notNull().default(''),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    previousState: moderationStateEnum('previous_state').notNull(),
    newState: moderationStateEnum('new_state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_decisions_created_idx').on(t.createdAt, t.id),
  ],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every word of every searchable name (places, events, organisations, event lists, people), as the search key spells
 * it: the dictionary typos are corrected against (lib/search.ts). Filled by triggers on those tables
 * (drizzle/0006_search_words.sql), never by the app; a word whose names are gone stays, finding nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export const flags = { seeded: 'seeded' } as const;

/**
 * Writes sent with an `Idempotency-Key` (plugins/idempotency.ts), one row per caller and key: first a claim (no
 * status yet) that holds until `lockedUntil`, then the first request's answer, replayed to every retry until
 * `expiresAt`. The claim is taken with one insert, so two nodes given the same retry at once run it once.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `address:<ip>` for anyone else. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** The method, the path with its query and a hash of the body: what a retry must repeat exactly. */
    fingerprint: text('fingerprint').notNull(),
    /** Which request holds the claim, so one whose claim was taken over stores nothing. */
    claim: uuid('claim').notNull(),
    status: integer('status'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    /**
     * A transaction of the request holding the claim committed (set inside that transaction): its write is done even
     * if its answer never got stored, so the claim is never taken over to run it again.
     */
    written: boolean('written').notNull().default(false),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
