import {
  ANNOUNCEMENT_SOURCE_RULE,
  canManageExternalAnnouncements,
  cutText,
  DEFAULT_TIME_ZONE,
  instantOfWallClock,
  toOneLine,
  wallClockAt,
} from '@mesto/domain';
import type { DraftEvent } from '@mesto/text-intelligence';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bindingTokens, externalEventAnnouncements, userSubscriptions, users } from '../../db/schema.ts';
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { UserRow } from '../../lib/user-card.ts';
import { draftOfExtracted, type ExtractionResult, extractFrom } from '../announcements/seam.ts';
import type { Event } from '../events/seam.ts';
import type { Place } from '../places/seam.ts';
import { botMessages } from './bot.messages.ts';
import type {
  AnnouncementIntake,
  AnnouncementReceipt,
  BotEvent,
  BotPlace,
  BotUser,
  TelegramAccount,
} from './bot.schemas.ts';

type EventItem = z.output<typeof Event>;
type PlaceItem = z.output<typeof Place>;

export function toBotUser(row: Pick<UserRow, 'id' | 'displayName' | 'permissions'>): z.output<typeof BotUser> {
  return {
    id: row.id,
    displayName: row.displayName,
    canManageAnnouncements: canManageExternalAnnouncements({ permissions: row.permissions }),
  };
}

export async function userOfTelegram(db: Database, telegramId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.telegramId, telegramId));
  return row;
}

/** Whether a Telegram account is bound to the user, and its Telegram username. */
export async function telegramBindingOf(db: Database, userId: string) {
  const [row] = await db
    .select({ telegramId: users.telegramId, username: users.telegramUsername })
    .from(users)
    .where(eq(users.id, userId));
  return { bound: row?.telegramId != null, username: row?.username ?? null };
}

/**
 * Spends a binding token (auth/generate-binding-token) and links the Telegram account to its user, in one
 * transaction: a token works once, however many times it is sent at the same moment. Refusals say why, by code.
 */
export async function bindTelegram(
  db: Database,
  token: string,
  telegram: z.output<typeof TelegramAccount>,
): Promise<UserRow> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(bindingTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(bindingTokens.tokenHash, tokenHash),
          isNull(bindingTokens.usedAt),
          gt(bindingTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!spent) {
      const [known] = await tx.select().from(bindingTokens).where(eq(bindingTokens.tokenHash, tokenHash));
      if (!known) throw notFound(botMessages.bindingUnknown, 'BINDING_UNKNOWN');
      if (known.usedAt) throw new ApiError(409, botMessages.bindingUsed, 'BINDING_USED');
      throw new ApiError(400, botMessages.bindingExpired, 'BINDING_EXPIRED');
    }
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.telegramId, telegram.id));
    if (holder && holder.id !== spent.userId) throw conflict('telegramId', botMessages.telegramTaken, 'TELEGRAM_TAKEN');
    const [user] = await tx
      .update(users)
      .set({ telegramId: telegram.id, telegramUsername: telegram.username ?? null, updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
      .returning();
    if (!user) throw notFound(botMessages.bindingUnknown, 'BINDING_UNKNOWN');
    return user;
  });
}

/**
 * Unlinks the Telegram account from whichever user has it; false when none had. An account Telegram is the only way
 * into (signed up with Telegram, no password) keeps it: unbinding would lock its owner out.
 */
export async function unbindTelegram(
  db: Database,
  where: { telegramId: number } | { userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id, telegramId: users.telegramId, passwordHash: users.passwordHash })
    .from(users)
    .where('telegramId' in where ? eq(users.telegramId, where.telegramId) : eq(users.id, where.userId));
  if (!row || row.telegramId === null) return false;
  if (row.passwordHash === null) throw new ApiError(409, botMessages.lastSignIn, 'LAST_SIGN_IN');
  const rows = await db
    .update(users)
    .set({ telegramId: null, telegramUsername: null, updatedAt: new Date() })
    .where(and(eq(users.id, row.id), isNotNull(users.telegramId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Until this hour of the city's clock it is still last night; from it on, «today» is the day ahead. */
const NIGHT_OVER_HOUR = 4;

/**
 * The end of «tonight» in the city: 06:00 by its clock. After midnight it is still last night (06:00 today) until
 * the night is over; someone asking at five in the morning means the day ahead, and gets it until 06:00 tomorrow.
 */
export function tonightEnds(now = new Date(), timeZone = DEFAULT_TIME_ZONE): Date {
  const clock = wallClockAt(now.getTime(), timeZone);
  const day = clock.hour < NIGHT_OVER_HOUR ? clock.day : clock.day + 1;
  return instantOfWallClock({ ...clock, day, hour: 6, minute: 0, second: 0 }, timeZone);
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(a)) * 100) / 100;
}

type Point = { latitude: number; longitude: number };

function toBotEvent(item: EventItem, point?: Point): z.output<typeof BotEvent> {
  const place = item.place as (EventItem['place'] & { latitude?: number | null; longitude?: number | null }) | null;
  return {
    id: item.id,
    code: item.code,
    title: item.title,
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    timeZone: item.timeZone,
    placeName: place?.name ?? null,
    distanceKm:
      point && place?.latitude != null && place.longitude != null
        ? haversineKm(point.latitude, point.longitude, place.latitude, place.longitude)
        : null,
  };
}

function toBotPlace(item: PlaceItem): z.output<typeof BotPlace> {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    address: item.address || null,
    distanceKm: item.distanceKm ?? null,
    openNow: item.openNow,
  };
}

/**
 * Reads a public list as an anonymous visitor would: the events and places collections keep their own filters,
 * visibility rules and order, and the bot sees exactly what the site shows to everyone.
 */
async function publicList<T>(app: FastifyInstance, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const response = await app.inject({ method: 'GET', url: `/api/${path}?${search}` });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/${path} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { items: T[] }).items;
}

/** What is on from now until the night ends: events not over yet that start before tonight ends. */
export async function tonight(app: FastifyInstance, limit: number, now = new Date()) {
  const items = await publicList<EventItem>(app, 'events', { to: tonightEnds(now).toISOString(), limit });
  return items.map((item) => toBotEvent(item));
}

/** Places open now and tonight's events around a point, nearest places first. */
export async function nearby(app: FastifyInstance, point: Point & { radius: number }, limit: number, now = new Date()) {
  const near = { lat: point.latitude, lng: point.longitude, radius: point.radius };
  const [placeItems, eventItems] = await Promise.all([
    publicList<PlaceItem>(app, 'places', { ...near, openNow: 'true', sort: 'distance', limit }),
    publicList<EventItem>(app, 'events', { ...near, to: tonightEnds(now).toISOString(), limit }),
  ]);
  return { places: placeItems.map(toBotPlace), events: eventItems.map((item) => toBotEvent(item, point)) };
}

const FOLLOWED_PLACES_READ = 20;

/** Upcoming events of the places the user follows (the most recently followed first), soonest first. */
export async function followedEvents(app: FastifyInstance, userId: string, limit: number) {
  const followed = await app.db
    .select({ placeId: userSubscriptions.placeId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.subscriberId, userId), isNotNull(userSubscriptions.placeId)))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(FOLLOWED_PLACES_READ);
  const lists = await Promise.all(
    followed.map((row) => publicList<EventItem>(app, 'events', { place: row.placeId as string, limit })),
  );
  return lists
    .flat()
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, limit)
    .map((item) => toBotEvent(item));
}

/** «бесплатно», «от 500 ₽», «500–1500 ₽», «за донат», or null when the text names no price. */
export function priceText(price: DraftEvent['price']['value']): string | null {
  if (!price) return null;
  if (price.free) return 'бесплатно';
  if (price.donation && price.min === null && price.max === null) return 'за донат';
  if (price.min !== null && price.max !== null && price.max !== price.min) return `${price.min}–${price.max} ₽`;
  const one = price.min ?? price.max;
  return one === null ? null : `${one} ₽`;
}

/**
 * What names the post itself: the channel's id and the message's number (`telegram:-1001234567890:42`), else its
 * username and number for a bot that does not send the id; null when the post cannot be told apart from others.
 */
function sourceKeyOf(source: z.output<typeof AnnouncementIntake>['source']): string | null {
  if (!source.messageId) return null;
  if (source.channelId != null) return `telegram:${source.channelId}:${source.messageId}`;
  return source.channelUsername ? `telegram:@${source.channelUsername.toLowerCase()}:${source.messageId}` : null;
}

/** `Telegram: Афиша города (@afisha)`, within the source's 200 characters. */
function sourceName(source: z.output<typeof AnnouncementIntake>['source']): string {
  const parts = [source.channelTitle, source.channelUsername ? `@${source.channelUsername}` : null].filter(Boolean);
  const name = parts.length === 2 ? `${parts[0]} (${parts[1]})` : (parts[0] ?? 'пересланный пост');
  // A channel's title is outside text: made one line, as the source field is (docs/security.md).
  return cutText(toOneLine(`Telegram: ${name}`), ANNOUNCEMENT_SOURCE_RULE.max);
}

/**
 * A channel post forwarded to the bot becomes an external announcement in the work stream (NEW, nobody's yet), read
 * by the announcements' own extraction; the same post forwarded again is the same announcement.
 */
export async function takeAnnouncement(
  app: FastifyInstance,
  input: z.output<typeof AnnouncementIntake>,
): Promise<z.output<typeof AnnouncementReceipt> & { created: boolean }> {
  const user = await userOfTelegram(app.db, input.telegramId);
  if (!user) throw notFound(botMessages.notBound, 'NOT_BOUND');
  if (!canManageExternalAnnouncements({ permissions: user.permissions })) {
    throw forbidden(botMessages.announcementForbidden, 'ANNOUNCEMENTS_FORBIDDEN');
  }
  const { source } = input;
  const sourceUrl =
    source.channelUsername && source.messageId ? `https://t.me/${source.channelUsername}/${source.messageId}` : null;
  const sourceKey = sourceKeyOf(source);
  const a = externalEventAnnouncements;
  const find = async () => {
    const [byKey] = sourceKey ? await app.db.select().from(a).where(eq(a.sourceKey, sourceKey)).limit(1) : [];
    if (byKey) return byKey;
    // Posts taken before the key was kept are found by their link.
    const [byUrl] = sourceUrl ? await app.db.select().from(a).where(eq(a.sourceUrl, sourceUrl)).limit(1) : [];
    return byUrl;
  };
  const known = await find();
  const publishedAt = new Date(source.postedAt);

  let extraction: ExtractionResult | null = (known?.extraction as ExtractionResult | null) ?? null;
  let row = known;
  let created = false;
  if (!row) {
    try {
      extraction = await extractFrom(app.db, app.textIntelligence, {
        text: input.text,
        publishedAt,
        excludeEventId: null,
      });
    } catch (error) {
      // The post is kept all the same: a manager reads it by hand.
      app.log.error({ err: error }, 'announcement extraction failed');
      extraction = null;
    }
    const first = extraction?.events[0];
    [row] = await app.db
      .insert(a)
      .values({
        source: sourceName(source),
        sourceUrl,
        sourceKey,
        rawText: input.text,
        publishedAt,
        status: 'NEW',
        extraction,
        extractedAt: extraction ? new Date() : null,
        draft: first ? draftOfExtracted(first) : null,
      })
      // The same post given to two nodes at once: the unique key keeps one row, and the later caller answers with it.
      .onConflictDoNothing()
      .returning();
    if (row) created = true;
    else {
      const taken = await find();
      if (!taken) throw new Error('an announcement conflicted on its source and cannot be found');
      row = taken;
      extraction = (taken.extraction as ExtractionResult | null) ?? null;
    }
  }
  const first = extraction?.events[0];
  const saved = row as NonNullable<typeof row>;
  return {
    id: saved.id,
    created,
    sourceUrl: saved.sourceUrl,
    title: first?.title.value ?? null,
    startsAt: first?.startsAt.value ?? null,
    timeZone: DEFAULT_TIME_ZONE,
    placeName: first?.place.value?.name ?? first?.placeMention.value ?? null,
    price: first ? priceText(first.price.value) : null,
    ticketUrl: first?.ticketUrl.value ?? null,
    duplicateOf: first?.duplicateOf ? { code: first.duplicateOf.code, title: first.duplicateOf.title } : null,
  };
}
