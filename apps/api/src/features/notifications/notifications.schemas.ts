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

const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, notificationMessages.settings.badTimeZone)
  .describe('An IANA time zone, e.g. Europe/Moscow: quiet hours are read in it.');

export const NotificationSettings = z
  .object({
    ...switches,
    quietHours: QuietHours.nullable(),
    timeZone: z.string(),
    telegramBound: z.boolean().describe('The person bound the bot: without it nothing is sent.'),
    telegramBlocked: z.boolean().describe('The person blocked the bot: nothing is sent until they bind it again.'),
    kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('Every kind of notification, for reference.'),
  })
  .meta({ id: 'NotificationSettings', description: 'What the bot tells the person, and when it keeps quiet.' });

export const NotificationSettingsUpdate = z
  .object({
    chatMessages: switches.chatMessages.optional(),
    opinionAnswers: switches.opinionAnswers.optional(),
    roomStarts: switches.roomStarts.optional(),
    followedEvents: switches.followedEvents.optional(),
    businessOpinions: switches.businessOpinions.optional(),
    businessChats: switches.businessChats.optional(),
    quietHours: QuietHours.nullable().optional().describe('null: no quiet hours.'),
    timeZone: TimeZone.optional(),
  })
  .strict()
  .meta({ id: 'NotificationSettingsUpdate', description: 'The settings to change; what is not sent stays.' });

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
