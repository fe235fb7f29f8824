import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationSettings, users } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { notificationMessages } from './notifications.messages.ts';
import type { NotificationSettings, NotificationSettingsUpdate } from './notifications.schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.service.ts';

type Settings = z.input<typeof NotificationSettings>;

/** The person's settings; no row yet: the defaults (all on, no quiet hours, Moscow time). */
export async function settingsOf(db: Database, userId: string): Promise<Settings> {
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
    quietHours:
      row && row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null,
    timeZone: row?.timeZone ?? 'Europe/Moscow',
    telegramBound: (person?.telegramId ?? null) !== null,
    telegramBlocked: (person?.blockedAt ?? null) !== null,
    kinds: [...NOTIFICATION_KINDS],
  };
}

/** Saves the fields sent; a time zone the database does not know is a 400 on `timeZone`. */
export async function updateSettings(
  db: Database,
  userId: string,
  input: z.output<typeof NotificationSettingsUpdate>,
): Promise<Settings> {
  if (input.timeZone !== undefined) {
    const known = rowsOf(await db.execute(sql`select 1 from pg_timezone_names where name = ${input.timeZone} limit 1`));
    if (known.length === 0) throw fieldError('timeZone', notificationMessages.settings.badTimeZone, 'BAD_TIME_ZONE');
  }
  const { quietHours, ...rest } = input;
  const values = {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(quietHours !== undefined ? { quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null } : {}),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
  return settingsOf(db, userId);
}
