import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { notificationMessages } from './notifications.messages.ts';
import { NOTIFICATION_KINDS } from './notifications.service.ts';

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};

const Minute = z
  .number({ error: notificationMessages.settings.quietTime })
  .int(notificationMessages.settings.quietTime)
  .min(0, notificationMessages.settings.quietTime)
  .max(1439, notificationMessages.settings.quietTime);

export const QuietHours = z
  .object({
    start: Minute.describe('Minutes from local midnight when the quiet hours begin (0–1439).'),
    end: Minute.describe('Minutes from local midnight when they end; below `start` they run past midnight.'),
  })
  .superRefine((value, ctx) => {
    if (value.start === value.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: notificationMessages.settings.quietSame });
    }
  })
  .meta({ id: 'QuietHours', description: 'Hours the bot keeps quiet, in the person’s time zone.' });

const switches = {
  chatMessages: z.boolean().describe('A new message in my chats while I am not on the site.'),
  opinionAnswers: z.boolean().describe('An answer to my opinion.'),
  roomStarts: z.boolean().describe('A room I joined starts within an hour.'),
  followedEvents: z.boolean().describe('A new event of a place I follow.'),
  businessOpinions: z.boolean().describe('A new opinion about my organisation’s places (business).'),
  businessChats: z.boolean().describe('A visitor writes to my organisation (business).'),
};

export const NotificationChannels = z
  .object({
    telegram: z.boolean().describe('The Telegram bot writes (when bound and not blocked).'),
    push: z.boolean().describe('The browsers the person turned notifications on in show them.'),
  })
  .meta({ id: 'NotificationChannels', description: 'Where the kinds switched on go: either channel, or both.' });

const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, notificationMessages.settings.badTimeZone)
  .describe('An IANA time zone, e.g. Europe/Moscow: quiet hours are read in it.');

export const NotificationSettings = z
  .object({
    ...switches,
    channels: NotificationChannels,
    quietHours: QuietHours.nullable(),
    timeZone: z.string(),
    telegramBound: z.boolean().describe('The person bound the bot: without it nothing is sent to Telegram.'),
    telegramBlocked: z.boolean().describe('The person blocked the bot: nothing is sent until they bind it again.'),
    pushAvailable: z.boolean().describe('This site sends notifications to browsers (its VAPID keys are set).'),
    pushDevices: z.number().int().describe('How many browsers the person turned notifications on in.'),
    kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('Every kind of notification, for reference.'),
  })
  .meta({
    id: 'NotificationSettings',
    description: 'What the person is told, where (Telegram, browsers), and when it keeps quiet.',
  });

export const NotificationSettingsUpdate = z
  .object({
    chatMessages: switches.chatMessages.optional(),
    opinionAnswers: switches.opinionAnswers.optional(),
    roomStarts: switches.roomStarts.optional(),
    followedEvents: switches.followedEvents.optional(),
    businessOpinions: switches.businessOpinions.optional(),
    businessChats: switches.businessChats.optional(),
    channels: z
      .object({ telegram: z.boolean().optional(), push: z.boolean().optional() })
      .strict()
      .optional()
      .describe('The channels to change; at least one stays on (400 naming the one turned off).'),
    quietHours: QuietHours.nullable().optional().describe('null: no quiet hours.'),
    timeZone: TimeZone.optional(),
  })
  .strict()
  .meta({ id: 'NotificationSettingsUpdate', description: 'The settings to change; what is not sent stays.' });

// ————— browser notifications (Web Push) —————

export const PushKey = z
  .object({ publicKey: z.string().describe('The VAPID public key (base64url): `applicationServerKey` to subscribe.') })
  .meta({ id: 'PushKey' });

/** The bytes of a base64url text (padding allowed), or null when it is not one. */
function base64url(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/={1,2}$/, ''), 'base64url');
}

let checker: ReturnType<typeof createECDH> | undefined;

/** A point of the P-256 curve, uncompressed (65 bytes starting 0x04), as a browser's push key is. */
function isP256Point(value: string): boolean {
  const bytes = base64url(value);
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  try {
    // A shared secret exists only with a point on the curve (computeSecret throws otherwise).
    if (!checker) {
      checker = createECDH('prime256v1');
      checker.generateKeys();
    }
    checker.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

const push = notificationMessages.push;

export const PushSubscriptionBody = z
  .object({
    endpoint: z
      .string({ error: push.endpoint })
      .min(1, push.endpoint)
      .max(2048, push.endpoint)
      .describe('The push service address of the browser (PushSubscription.endpoint): https.'),
    expirationTime: z.number().nullable().optional().describe('As the browser gives it; not used.'),
    keys: z.object(
      {
        p256dh: z.string({ error: push.p256dh }).max(200, push.p256dh).refine(isP256Point, push.p256dh),
        auth: z
          .string({ error: push.auth })
          .max(64, push.auth)
          .refine((value) => base64url(value)?.length === 16, push.auth),
      },
      { error: push.p256dh },
    ),
  })
  .meta({ id: 'PushSubscriptionBody', description: 'PushSubscription.toJSON() of the browser.' });

export const PushSubscriptionItem = z
  .object({
    id: z.uuid(),
    endpoint: z.string().describe('So a browser can find its own subscription among the person’s.'),
    label: z.string().describe('The browser and its system, e.g. «Chrome, Android».'),
    createdAt: z.iso.datetime(),
    lastSuccessAt: z.iso.datetime().nullable().describe('The last notification it took.'),
  })
  .meta({ id: 'PushSubscription', description: 'A browser the person turned notifications on in.' });

export const PushSubscriptionList = z.object({ items: z.array(PushSubscriptionItem) });

export const PushSubscriptionParams = z.object({ id: z.uuid() });

// ————— internal (the bot) —————

export const ClaimBody = z.object({
  worker: z.string().min(1).max(100).describe('Who claims (a bot process), kept on the rows.'),
  limit: z.number().int().min(1).max(100).default(20),
  leaseSeconds: z.number().int().min(5).max(600).optional(),
});

export const ClaimedNotification = z.object({
  ids: z.array(z.uuid()),
  userId: z.uuid(),
  telegramId: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  count: z.number().int(),
  text: z.string(),
  link: z.object({ app: z.enum(['visitor', 'business']), path: z.string() }),
});

export const ClaimResult = z.object({ notifications: z.array(ClaimedNotification) });

export const Ids = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const FailedBody = Ids.extend({
  error: z.string().max(2000).default(''),
  retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
  permanent: z.boolean().optional(),
});

export const Affected = z.object({ affected: z.number().int() });
