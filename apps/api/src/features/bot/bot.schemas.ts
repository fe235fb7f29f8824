import { z } from 'zod';
import { latitude, longitude } from '../../lib/schemas.ts';

// The bodies of the internal bot routes (apps/bot/src/internal-api.ts mirrors them). Hidden from the public document.

export const TelegramAccount = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  firstName: z.string().max(256),
  lastName: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
});

export const BotUser = z.object({
  id: z.uuid(),
  displayName: z.string(),
  canManageAnnouncements: z.boolean(),
});

export const BotEvent = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  placeName: z.string().nullable(),
  distanceKm: z.number().nullable(),
});

export const BotPlace = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  distanceKm: z.number().nullable(),
  openNow: z.boolean(),
});

export const TelegramIdParams = z.object({ telegramId: z.coerce.number().int().positive() });

export const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(8) });

export const NearQuery = LimitQuery.extend({
  latitude: latitude(z.coerce.number()),
  longitude: longitude(z.coerce.number()),
  radius: z.coerce.number().positive().max(50).default(3),
});

export const AnnouncementIntake = z.object({
  telegramId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  text: z.string().trim().min(1).max(20_000),
  source: z.object({
    channelTitle: z.string().max(256).nullable(),
    channelUsername: z.string().max(64).nullable(),
    /** Telegram's id of the channel (negative for channels); a private channel has no username, only this. */
    channelId: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
    messageId: z.number().int().positive().nullable(),
    /** When the channel published the post. */
    postedAt: z.iso.datetime({ offset: true }),
  }),
});

export const AnnouncementReceipt = z.object({
  id: z.uuid(),
  sourceUrl: z.string().nullable(),
  title: z.string().nullable(),
  startsAt: z.string().nullable(),
  timeZone: z.string(),
  placeName: z.string().nullable(),
  price: z.string().nullable(),
  /** Where tickets are sold, as read from the post. */
  ticketUrl: z.string().nullable(),
  duplicateOf: z.object({ code: z.string(), title: z.string() }).nullable(),
});
