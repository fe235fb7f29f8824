import {
  businessChatsPath,
  businessOpinionsPath,
  chatPath,
  cutText,
  eventPath,
  homePath,
  opinionsPath,
  roomPath,
} from '@mesto/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  notificationOutbox,
  notificationSettings,
  pushSubscriptions,
  roomParticipants,
  rooms,
  users,
} from '../../db/schema.ts';
import { notificationMessages as text } from './notifications.messages.ts';
import {
  everyChannel,
  GROUP_WINDOW_SECONDS,
  type NotificationChannel,
  type NotificationKind,
  wants,
} from './notifications.service.ts';

// The outbox as its senders see it — the bot (TELEGRAM rows, through the internal routes) and the API's browser
// notifications (PUSH rows, push-delivery.ts): claim what is due under a lease, then say how each claim went. Both go
// through the same claim, so quiet hours, grouping and dropping what is no longer wanted are one code for both. A row
// is sent at most once by one claimer at a time: claims lock rows with FOR UPDATE SKIP LOCKED, and a claimed row stays
// out of every other claim until its lease runs out (a sender that died mid-send).

/** How long a claim keeps its rows from other claimers unless answered. */
export const DEFAULT_LEASE_SECONDS = 60;
/** Transient failures before a row is given up. */
export const MAX_ATTEMPTS = 10;
/** The longest wait between two tries of a row after transient failures. */
const MAX_BACKOFF_SECONDS = 3600;
/** A room's reminder is made this long before it starts. */
const ROOM_REMINDER_SECONDS = 3600;
/** A room reminder held (quiet hours, a down bot) past this long after the start is dropped. */
const ROOM_REMINDER_STALE_SECONDS = 15 * 60;

const pending = sql`o.sent_at is null and o.failed_at is null`;
const free = sql`(o.claimed_until is null or o.claimed_until < now())`;
const due = sql`${pending} and ${free} and o.available_at <= now()`;

/**
 * Reminders of rooms starting within the hour, once per room and participant (the dedupe key), for whoever wants
 * them. Any process may run it any number of times.
 */
export async function sweepRoomStarts(db: Database): Promise<void> {
  await db.execute(sql`insert into ${notificationOutbox}
      (user_id, channel, kind, payload, group_key, dedupe_key, available_at)
    select u.id, ch.channel, 'ROOM_STARTS',
      jsonb_build_object('roomCode', r.code, 'title', r.title, 'startsAt', r.starts_at),
      'room:' || r.id, 'room-starts:' || r.id, now()
    from ${rooms} as r
    join ${roomParticipants} as rp on rp.room_id = r.id
    join ${users} as u on u.id = rp.user_id
    cross join ${everyChannel}
    where r.starts_at > now() and r.starts_at <= now() + make_interval(secs => ${ROOM_REMINDER_SECONDS})
      and ${wants(sql`u`, sql`'ROOM_STARTS'`, sql`ch.channel`)}
    on conflict do nothing`);
}

/** Sent and given-up rows are kept this long (to answer what happened), then deleted. */
export const RETENTION_DAYS = 30;

/** Deletes rows older than the retention, a bounded batch at a time, oldest first. */
export async function deleteOldRows(db: Database): Promise<void> {
  await db.execute(sql`delete from ${notificationOutbox} where id in (
    select o.id from ${notificationOutbox} as o
    where o.created_at < now() - make_interval(days => ${RETENTION_DAYS})
      and (o.sent_at is not null or o.failed_at is not null)
    order by o.created_at limit 1000)`);
}

/**
 * Due rows nobody should get any more: the person unbound or blocked the bot, turned off the last browser, switched
 * the channel or the kind off.
 */
async function dropUnwanted(db: Database): Promise<void> {
  await db.execute(sql`update ${notificationOutbox} set failed_at = now(), failure = 'NOT_WANTED'
    where id in (select o.id from ${notificationOutbox} as o join ${users} as u on u.id = o.user_id
      where ${due} and not ${wants(sql`u`, sql`o.kind`, sql`o.channel`)}
      for update of o skip locked)`);
}

/** How often the periodic work below runs at most (whichever claim comes first after this long does it). */
const SWEEP_EVERY_MS = 30_000;

/**
 * The outbox's periodic work for one process — room reminders written, old rows deleted — at most every 30 s
 * whoever calls it (the bot's claims, the browser notifications' loop).
 */
export function periodicSweep(everyMs = SWEEP_EVERY_MS): (db: Database) => Promise<void> {
  let sweptAt = 0;
  return async (db) => {
    if (Date.now() - sweptAt <= everyMs) return;
    sweptAt = Date.now();
    await sweepRoomStarts(db);
    await deleteOldRows(db);
  };
}

/** Due chat rows whose message the person has read since (on the site, another device). */
async function dropRead(db: Database): Promise<void> {
  await db.execute(sql`update ${notificationOutbox} set failed_at = now(), failure = 'READ'
    where id in (select o.id from ${notificationOutbox} as o
      where ${due} and o.kind in ('CHAT_MESSAGE', 'BUSINESS_CHAT')
        and exists (select 1 from chat_members as r
          where r.chat_id = (o.payload->>'chatId')::uuid and r.user_id = o.user_id
            and r.last_read_at >= (o.payload->>'at')::timestamptz)
      for update of o skip locked)`);
}

/** SQL over notification_settings `s`: minutes since the person's local midnight now. */
const localMinute = sql`(extract(hour from now() at time zone s.time_zone) * 60
  + extract(minute from now() at time zone s.time_zone))::int`;

/** SQL over notification_settings `s`: it is inside the person's quiet hours now. */
const inQuietHours = sql`(s.quiet_start is not null and case
  when s.quiet_start < s.quiet_end then ${localMinute} >= s.quiet_start and ${localMinute} < s.quiet_end
  else ${localMinute} >= s.quiet_start or ${localMinute} < s.quiet_end end)`;

/** SQL over notification_settings `s`: when the quiet hours going on now end. */
const quietEnd = sql`((date_trunc('day', now() at time zone s.time_zone) + make_interval(mins => s.quiet_end)
  + case when ${localMinute} >= s.quiet_end then interval '1 day' else interval '0' end) at time zone s.time_zone)`;

/** Due rows of people inside their quiet hours wait for the hours' end. */
async function holdQuietHours(db: Database): Promise<void> {
  await db.execute(sql`update ${notificationOutbox} as t set available_at = q.until
    from (select o.id, ${quietEnd} as until from ${notificationOutbox} as o
      join ${notificationSettings} as s on s.user_id = o.user_id
      where ${due} and ${inQuietHours}
      for update of o skip locked) as q
    where t.id = q.id`);
}

type ClaimedRow = {
  id: string;
  userId: string;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  groupKey: string;
  createdAt: unknown;
};

/** One message to send: one or more outbox rows of one person, channel and group key. */
type Message = {
  ids: string[];
  userId: string;
  kind: NotificationKind;
  /** Rows of one person and group key go out as one message, and a browser shows each group's latest only. */
  groupKey: string;
  count: number;
  text: string;
  /** Which site the link opens and the path on it. */
  link: { app: 'visitor' | 'business'; path: string };
};

/** One message for the bot to send. */
export type Notification = Omit<Message, 'groupKey'> & { telegramId: number };

/** A browser a message goes to (push_subscriptions). */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string };

/** One message for the browsers of a person. */
export type PushNotification = Message & { subscriptions: PushTarget[] };

type ClaimOptions = { worker: string; limit: number; leaseSeconds?: number };
type IsOnline = (userId: string) => Promise<boolean>;

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Claims due rows of `channel` for `worker` under a lease of `leaseSeconds`: up to `limit` rows that came due first,
 * plus the other due rows of the same person and group key, locked with SKIP LOCKED so concurrent claimers take
 * disjoint rows. Rows a person would not want now are dropped first; rows inside their quiet hours wait. `isOnline`
 * answers whether a person has the site open (a chats socket): their chat rows are dropped, the site shows the
 * messages. `recipients` finds where each person's messages go; a person it has nothing for is dropped.
 */
async function claimMessages<R>(
  db: Database,
  channel: NotificationChannel,
  options: ClaimOptions,
  isOnline: IsOnline,
  recipients: (userIds: string[]) => Promise<Map<string, R>>,
): Promise<(Message & { to: R })[]> {
  await dropUnwanted(db);
  await dropRead(db);
  await holdQuietHours(db);
  const lease = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const claimed = rowsOf<ClaimedRow>(
    await db.execute(sql`with picked as (
        select o.id, o.user_id, o.group_key from ${notificationOutbox} as o
        where ${due} and o.channel = ${channel} order by o.available_at, o.id limit ${options.limit}
        for update skip locked
      ),
      joined as (
        select o.id from ${notificationOutbox} as o
        where o.channel = ${channel} and (o.user_id, o.group_key) in (select p.user_id, p.group_key from picked as p)
          and ${pending} and ${free} and o.available_at <= now() + make_interval(secs => ${GROUP_WINDOW_SECONDS})
        for update skip locked
      )
      update ${notificationOutbox} as t
      set claimed_until = now() + make_interval(secs => ${lease}), claimed_by = ${options.worker},
        attempts = t.attempts + 1
      where t.id in (select id from picked union select id from joined)
      returning t.id, t.user_id as "userId", t.kind, t.payload, t.group_key as "groupKey", t.created_at as "createdAt"`),
  );
  if (claimed.length === 0) return [];
  const groups = new Map<string, ClaimedRow[]>();
  for (const row of claimed) {
    const key = `${row.userId} ${row.groupKey}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const people = await recipients([...new Set(claimed.map((row) => row.userId))]);
  const online = new Map<string, boolean>();
  const result: (Message & { to: R })[] = [];
  const dropped: { ids: string[]; reason: string }[] = [];
  for (const rows of groups.values()) {
    const first = rows[0] as ClaimedRow;
    const ids = rows.map((row) => row.id);
    const to = people.get(first.userId);
    if (to === undefined) {
      dropped.push({ ids, reason: 'NOT_WANTED' });
      continue;
    }
    if (first.kind === 'CHAT_MESSAGE' || first.kind === 'BUSINESS_CHAT') {
      if (!online.has(first.userId)) online.set(first.userId, await isOnline(first.userId).catch(() => false));
      if (online.get(first.userId)) {
        dropped.push({ ids, reason: 'ONLINE' });
        continue;
      }
    }
    const message = compose(first.kind, rows);
    if (!message) {
      dropped.push({ ids, reason: 'STALE' });
      continue;
    }
    const { groupKey, kind, userId } = first;
    result.push({ ids, userId, kind, groupKey, count: rows.length, ...message, to });
  }
  for (const { ids, reason } of dropped) {
    await db.execute(sql`update ${notificationOutbox} set failed_at = now(), failure = ${reason}, claimed_until = null
      where id in (${uuidList(ids)})`);
  }
  return result;
}

/** Due Telegram messages for the bot (see claimMessages); a person no longer bound is dropped. */
export async function claimNotifications(
  db: Database,
  options: ClaimOptions,
  isOnline: IsOnline = async () => false,
): Promise<Notification[]> {
  const claimed = await claimMessages(db, 'TELEGRAM', options, isOnline, async (userIds) => {
    const rows = rowsOf<{ id: string; telegramId: string | number | null }>(
      await db.execute(sql`select id, telegram_id as "telegramId" from ${users}
        where id in (${uuidList(userIds)}) and telegram_id is not null`),
    );
    return new Map(rows.map((row) => [row.id, Number(row.telegramId)]));
  });
  return claimed.map(({ to, groupKey: _groupKey, ...message }) => ({ ...message, telegramId: to }));
}

/** Due browser messages (see claimMessages), each with the person's subscribed browsers; none left: dropped. */
export async function claimPushNotifications(
  db: Database,
  options: ClaimOptions,
  isOnline: IsOnline = async () => false,
): Promise<PushNotification[]> {
  const claimed = await claimMessages(db, 'PUSH', options, isOnline, async (userIds) => {
    const rows = await db
      .select({
        userId: pushSubscriptions.userId,
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    const byUser = new Map<string, PushTarget[]>();
    for (const { userId, ...target } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), target]);
    return byUser;
  });
  return claimed.map(({ to, ...message }) => ({ ...message, subscriptions: to }));
}

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function formatWhen(iso: string, timeZone: string) {
  try {
    return new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
}

/** The message of a group of rows (oldest first), or null when it is no longer worth sending. */
export function compose(
  kind: NotificationKind,
  rows: { payload: Record<string, unknown> }[],
  now = Date.now(),
): { text: string; link: Notification['link'] } | null {
  const count = rows.length;
  const last = (rows.at(-1) as { payload: Record<string, unknown> }).payload;
  switch (kind) {
    case 'CHAT_MESSAGE': {
      const author = str(last.author) || text.text.someone;
      const title = str(last.chatTitle);
      return {
        text: title
          ? text.text.chatMessages(count, title, author, str(last.text))
          : // A private chat: with a person, or with an organisation whose team answers in its name.
            text.text.privateMessages(count, str(last.organisation) || author, str(last.text)),
        link: { app: 'visitor', path: chatPath(str(last.chatId)) },
      };
    }
    case 'BUSINESS_CHAT':
      return {
        text: text.text.businessChat(
          count,
          str(last.organisation),
          str(last.author) || text.text.someone,
          str(last.text),
        ),
        link: { app: 'business', path: businessChatsPath() },
      };
    case 'OPINION_ANSWER':
      return {
        text:
          count === 1 ? text.text.opinionAnswer(str(last.subject), str(last.text)) : text.text.opinionAnswers(count),
        link: { app: 'visitor', path: str(last.path) || opinionsPath() },
      };
    case 'ROOM_STARTS': {
      const startsAt = new Date(str(last.startsAt)).getTime();
      if (!Number.isFinite(startsAt) || startsAt < now - ROOM_REMINDER_STALE_SECONDS * 1000) return null;
      return {
        text: text.text.roomStarts(str(last.title), Math.max(0, Math.round((startsAt - now) / 60_000))),
        link: { app: 'visitor', path: roomPath(str(last.roomCode)) },
      };
    }
    case 'FOLLOWED_EVENT':
      return {
        text:
          count === 1
            ? text.text.followedEvent(
                str(last.place),
                str(last.title),
                formatWhen(str(last.startsAt), str(last.timeZone)),
              )
            : text.text.followedEvents(str(last.place), count),
        link: { app: 'visitor', path: eventPath(str(last.eventCode)) },
      };
    case 'BUSINESS_OPINION': {
      const place = str(last.placeCode);
      return {
        text:
          count === 1
            ? text.text.businessOpinion(str(last.subject), Number(last.rating) || 0, str(last.text))
            : text.text.businessOpinions(str(last.subject), count),
        link: {
          app: 'business',
          path: businessOpinionsPath(place),
        },
      };
    }
    case 'MODERATION_DECISION':
      return {
        text: text.text.moderationDecision(
          str(last.targetType),
          str(last.previousState),
          str(last.state),
          str(last.title),
          str(last.reason),
        ),
        link: { app: 'visitor', path: str(last.path) || homePath() },
      };
    default:
      return null;
  }
}

/** The rows went out. */
export async function markSent(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = rowsOf(
    await db.execute(sql`update ${notificationOutbox} set sent_at = now(), claimed_until = null, failure = null
      where id in (${uuidList(ids)}) and sent_at is null and failed_at is null returning id`),
  );
  return rows.length;
}

/**
 * Sending failed. With `retryAfterSeconds` (Telegram's 429) the rows wait exactly that long and the try does not
 * count; otherwise they wait an exponentially growing time, and after MAX_ATTEMPTS tries (or `permanent`) they are
 * given up.
 */
export async function markFailed(
  db: Database,
  input: { ids: string[]; error: string; retryAfterSeconds?: number | undefined; permanent?: boolean | undefined },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const error = cutText(input.error, 500);
  const where = sql`id in (${uuidList(input.ids)}) and sent_at is null and failed_at is null`;
  let statement: ReturnType<typeof sql>;
  if (input.permanent) {
    statement = sql`update ${notificationOutbox} set failed_at = now(), failure = ${error}, claimed_until = null
      where ${where} returning id`;
  } else if (input.retryAfterSeconds !== undefined) {
    statement = sql`update ${notificationOutbox}
      set available_at = now() + make_interval(secs => ${input.retryAfterSeconds}), claimed_until = null,
        failure = ${error}, attempts = greatest(attempts - 1, 0)
      where ${where} returning id`;
  } else {
    statement = sql`update ${notificationOutbox}
      set failed_at = case when attempts >= ${MAX_ATTEMPTS} then now() end,
        available_at = now() + make_interval(secs => least(${MAX_BACKOFF_SECONDS}, 5 * power(2, greatest(attempts - 1, 0)))),
        claimed_until = null, failure = ${error}
      where ${where} returning id`;
  }
  return rowsOf(await db.execute(statement)).length;
}

/** The person blocked the bot: they are marked, and nothing of theirs waits for Telegram any more (browsers still get theirs). */
export async function markBlocked(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const people = rowsOf<{ userId: string }>(
      await tx.execute(sql`update ${users} set telegram_blocked_at = now()
        where id in (select user_id from ${notificationOutbox} where id in (${uuidList(ids)}))
        returning id as "userId"`),
    );
    if (people.length === 0) return 0;
    await tx.execute(sql`update ${notificationOutbox} set failed_at = now(), failure = 'BLOCKED', claimed_until = null
      where user_id in (${uuidList(people.map((p) => p.userId))}) and channel = 'TELEGRAM'
        and sent_at is null and failed_at is null`);
    return people.length;
  });
}
