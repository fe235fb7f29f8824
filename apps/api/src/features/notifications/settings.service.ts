import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationSettings, pushSubscriptions, users } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { notificationMessages } from './notifications.messages.ts';
import type { NotificationSettings, NotificationSettingsUpdate } from './notifications.schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.service.ts';
import { pushDeviceCount } from './push.service.ts';

type Settings = z.input<typeof NotificationSettings>;

/** What the settings say about the site itself. */
export type SettingsContext = { pushAvailable: boolean };

/** The person's settings; no row yet: the defaults (all on, both channels, no quiet hours, Moscow time). */
export async function settingsOf(db: Database, userId: string, context: SettingsContext): Promise<Settings> {
  const [person] = await db
    .select({ telegramId: users.telegramId, blockedAt: users.telegramBlockedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return {
    chatMessages: row?.chatMessages ?? true,
    opinionAnswers: row?.opinionAnswers ?? true,
    roomStarts: row?.roomStarts ?? true,
    followedEvents: row?.followedEvents ?? true,
    businessOpinions: row?.businessOpinions ?? true,
    businessChats: row?.businessChats ?? true,
    channels: { telegram: row?.telegramChannel ?? true, push: row?.pushChannel ?? true },
    quietHours:
      row && row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null,
    timeZone: row?.timeZone ?? 'Europe/Moscow',
    telegramBound: (person?.telegramId ?? null) !== null,
    telegramBlocked: (person?.blockedAt ?? null) !== null,
    pushAvailable: context.pushAvailable,
    pushDevices: await pushDeviceCount(db, userId),
    kinds: [...NOTIFICATION_KINDS],
  };
}

/**
 * Saves the fields sent; a time zone the database does not know is a 400 on `timeZone`; turning a channel off so
 * that no channel on reaches the person is a 400 on the one turned off.
 */
export async function updateSettings(
  db: Database,
  userId: string,
  input: z.output<typeof NotificationSettingsUpdate>,
  context: SettingsContext,
): Promise<Settings> {
  if (input.timeZone !== undefined) {
    const known = rowsOf(await db.execute(sql`select 1 from pg_timezone_names where name = ${input.timeZone} limit 1`));
    if (known.length === 0) throw fieldError('timeZone', notificationMessages.settings.badTimeZone, 'BAD_TIME_ZONE');
  }
  const { quietHours, channels, ...rest } = input;
  const noChannel = () =>
    fieldError(
      channels?.push === false ? 'channels.push' : 'channels.telegram',
      notificationMessages.push.channelsNone,
      'NO_CHANNEL',
    );
  if (channels?.telegram === false && channels.push === false) throw noChannel();
  const values = {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(channels?.telegram !== undefined ? { telegramChannel: channels.telegram } : {}),
    ...(channels?.push !== undefined ? { pushChannel: channels.push } : {}),
    ...(quietHours !== undefined ? { quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null } : {}),
  };
  if (channels?.telegram !== false && channels?.push !== false) {
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
    return settingsOf(db, userId, context);
  }
  // A channel turned off must leave one that is on and reaches the person (a bound Telegram, a subscribed browser),
  // checked by the update itself (two tabs turning off one each cannot leave none): no row back when it would not.
  const channel = (sent: boolean | undefined, column: AnyPgColumn) =>
    sent === undefined ? sql`${column}` : sql`${sent}::boolean`;
  await db.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const saved = await db
    .update(notificationSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(notificationSettings.userId, userId),
        sql`((${channel(channels.telegram, notificationSettings.telegramChannel)} and exists (select 1 from ${users} as u
            where u.id = ${notificationSettings.userId} and u.telegram_id is not null and u.telegram_blocked_at is null))
          or (${channel(channels.push, notificationSettings.pushChannel)} and exists (select 1 from ${pushSubscriptions} as p
            where p.user_id = ${notificationSettings.userId})))`,
      ),
    )
    .returning({ userId: notificationSettings.userId });
  if (saved.length === 0) throw noChannel();
  return settingsOf(db, userId, context);
}
