import { cutText, eventPath, placePath } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  chatMembers,
  chats,
  events,
  notificationOutbox,
  notificationSettings,
  organisations,
  places,
  pushSubscriptions,
  userOrganisationBinds,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { reachesSharedWith } from '../../lib/visibility.ts';

// Producers of notifications. Each writes outbox rows with the statement or transaction of the change that causes
// them (a rolled-back change leaves no row): one row per channel the person can be reached on and keeps on — the
// Telegram bot (bound, not blocked), their browsers (Web Push, at least one subscribed) — and only for the kinds they
// keep switched on. What the rows become and when they go out is the outbox's business (outbox.service.ts).

/** Where notifications go: the Telegram bot claims TELEGRAM rows, the API itself sends PUSH rows to browsers. */
export const NOTIFICATION_CHANNELS = ['TELEGRAM', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Each channel's switch in `notification_settings` (and in the settings' `channels`). */
export const SETTING_OF_CHANNEL = {
  TELEGRAM: 'telegramChannel',
  PUSH: 'pushChannel',
} as const satisfies Record<NotificationChannel, keyof typeof notificationSettings.$inferSelect>;

/** SQL: every channel as a row source `ch(channel)`, for writing one outbox row per channel. */
export const everyChannel = sql`(values ${sql.join(
  NOTIFICATION_CHANNELS.map((channel) => sql`(${channel}::text)`),
  sql`, `,
)}) as ch(channel)`;

export const NOTIFICATION_KINDS = [
  'CHAT_MESSAGE',
  'OPINION_ANSWER',
  'ROOM_STARTS',
  'FOLLOWED_EVENT',
  'BUSINESS_OPINION',
  'BUSINESS_CHAT',
  'MODERATION_DECISION',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds a person always hears (no switch): a moderator's decision on what they wrote says why it was hidden. */
const ALWAYS_ON = ['MODERATION_DECISION'] as const;
type SwitchableKind = Exclude<NotificationKind, (typeof ALWAYS_ON)[number]>;

/** Each kind's switch in `notification_settings` (and in the settings' API fields). */
export const SETTING_OF_KIND = {
  CHAT_MESSAGE: 'chatMessages',
  OPINION_ANSWER: 'opinionAnswers',
  ROOM_STARTS: 'roomStarts',
  FOLLOWED_EVENT: 'followedEvents',
  BUSINESS_OPINION: 'businessOpinions',
  BUSINESS_CHAT: 'businessChats',
} as const satisfies Record<SwitchableKind, keyof typeof notificationSettings.$inferSelect>;

/** A chat message waits this long before it may go out: read meanwhile, it is dropped; more come, they join it. */
export const CHAT_NOTIFICATION_DELAY_SECONDS = 60;
/** Rows of one person, channel and group key due within this window go out as one message. */
export const GROUP_WINDOW_SECONDS = 60;

const settingColumn = (kind: SwitchableKind) => notificationSettings[SETTING_OF_KIND[kind]];

/**
 * SQL: the person of the users row `user` hears `kind` (text SQL) on `channel` (text SQL): the channel reaches them
 * (TELEGRAM: bound, the bot not blocked; PUSH: a browser subscribed) and its switch is on, and the kind's switch is
 * on (no settings row: all on).
 */
export function wants(user: SQL, kind: SQL, channel: SQL): SQL {
  const cases = sql.join(
    Object.keys(SETTING_OF_KIND).map(
      (name) => sql`when ${name} then s.${sql.identifier(settingColumn(name as SwitchableKind).name)}`,
    ),
    sql` `,
  );
  const always = sql.join(
    ALWAYS_ON.map((name) => sql`${name}`),
    sql`, `,
  );
  const channelOn = (name: NotificationChannel) =>
    sql`coalesce((select s.${sql.identifier(notificationSettings[SETTING_OF_CHANNEL[name]].name)}
      from ${notificationSettings} as s where s.user_id = ${user}.id), true)`;
  return sql`((case ${channel}
      when 'TELEGRAM' then ${user}.telegram_id is not null and ${user}.telegram_blocked_at is null
        and ${channelOn('TELEGRAM')}
      when 'PUSH' then exists (select 1 from ${pushSubscriptions} as ps where ps.user_id = ${user}.id)
        and ${channelOn('PUSH')}
      else false end)
    and (${kind} in (${always}) or coalesce((select case ${kind} ${cases} else false end from ${notificationSettings} as s
      where s.user_id = ${user}.id), true)))`;
}

/**
 * SQL for the `available_at` of a new row: the due time of a pending group of the same person, channel and key when
 * there is one still to come (the row joins it), else now plus the delay.
 */
function dueTime(user: SQL, channel: SQL, groupKey: SQL, delaySeconds: number): SQL {
  return sql`coalesce((select min(g.available_at) from ${notificationOutbox} as g
      where g.user_id = ${user} and g.channel = ${channel} and g.group_key = ${groupKey}
        and g.sent_at is null and g.failed_at is null
        and g.claimed_until is null and g.available_at > now()),
    now() + make_interval(secs => ${delaySeconds}))`;
}

type Enqueue = {
  kind: NotificationKind;
  /** SQL selecting the candidate people's ids as one column. */
  recipients: SQL;
  payload: Record<string, unknown>;
  groupKey: string;
  dedupeKey?: string;
  delaySeconds?: number;
};

/**
 * Writes one row per candidate and channel that wants this kind; a dedupe key already written for a person and
 * channel writes nothing.
 */
export async function enqueue(db: Database, input: Enqueue): Promise<void> {
  const delay = input.delaySeconds ?? 0;
  await db.execute(sql`insert into ${notificationOutbox}
      (user_id, channel, kind, payload, group_key, dedupe_key, available_at)
    select u.id, ch.channel, ${input.kind}, ${JSON.stringify(input.payload)}::jsonb, ${input.groupKey},
      ${input.dedupeKey ?? null}, ${dueTime(sql`u.id`, sql`ch.channel`, sql`${input.groupKey}`, delay)}
    from ${users} as u cross join ${everyChannel}
    where u.id in (${input.recipients}) and ${wants(sql`u`, sql`${input.kind}`, sql`ch.channel`)}
    on conflict do nothing`);
}

/**
 * A data-modifying CTE for the chats' one-statement send: the outbox rows of the message in `stored` (columns of
 * `messages`). The chat's members but the author hear CHAT_MESSAGE; for a chat with an organisation, a visitor's
 * message reaches its team as BUSINESS_CHAT. Rows wait CHAT_NOTIFICATION_DELAY_SECONDS and are dropped at delivery
 * when the person has read the message by then or has the site open (a socket in /chats).
 */
export function chatMessageOutbox(stored: SQL): SQL {
  return sql`insert into ${notificationOutbox} (user_id, channel, kind, payload, group_key, available_at)
    select r.user_id, ch.channel, r.kind,
      jsonb_build_object('chatId', m.chat_id, 'messageId', m.id, 'at', m.created_at, 'text', left(m.text, 300),
        'author', coalesce(au.display_name, ''), 'chatType', c.type, 'chatTitle', c.title,
        'organisation', coalesce(o.name, '')),
      'chat:' || m.chat_id,
      ${dueTime(sql`r.user_id`, sql`ch.channel`, sql`'chat:' || m.chat_id`, CHAT_NOTIFICATION_DELAY_SECONDS)}
    from ${stored} as m
    join ${chats} as c on c.id = m.chat_id
    left join ${users} as au on au.id = m.author_id
    left join ${organisations} as o on o.id = c.organisation_id
    cross join lateral (
      select cm.user_id, 'CHAT_MESSAGE'::text as kind from ${chatMembers} as cm
        where cm.chat_id = m.chat_id and not cm.team and cm.user_id is distinct from m.author_id
      union
      select b.user_id, 'BUSINESS_CHAT'::text from ${userOrganisationBinds} as b
        where b.organisation_id = c.organisation_id and b.user_id is distinct from m.author_id
          and not exists (select 1 from ${userOrganisationBinds} as t
            where t.organisation_id = c.organisation_id and t.user_id = m.author_id)
    ) as r
    cross join ${everyChannel}
    join ${users} as u on u.id = r.user_id
    where ${wants(sql`u`, sql`r.kind`, sql`ch.channel`)}`;
}

/** The same rows for one stored message (the chats' slow path), inside its transaction. */
export async function notifyChatMessage(db: Database, messageId: string): Promise<void> {
  await db.execute(chatMessageOutbox(sql`(select * from messages where id = ${messageId}::uuid)`));
}

/** An answer to an opinion reaches its author (once per answer), inside the answer's transaction. */
export async function notifyOpinionAnswer(
  db: Database,
  feedback: { id: string; opinionId: string; authorId: string; text: string },
): Promise<void> {
  const [about] = rowsOf<{ authorId: string; placeCode: string | null; eventCode: string | null; subject: string }>(
    await db.execute(sql`select o.author_id as "authorId", coalesce(p.name, e.title, '') as "subject",
        p.code as "placeCode", e.code as "eventCode"
      from opinions as o left join ${places} as p on p.id = o.place_id left join ${events} as e on e.id = o.event_id
      where o.id = ${feedback.opinionId}::uuid`),
  );
  if (!about || about.authorId === feedback.authorId) return;
  await enqueue(db, {
    kind: 'OPINION_ANSWER',
    recipients: sql`select ${about.authorId}::uuid`,
    payload: {
      path:
        about.placeCode !== null
          ? placePath(about.placeCode)
          : about.eventCode !== null
            ? eventPath(about.eventCode)
            : null,
      subject: about.subject,
      text: cutText(feedback.text, 300),
    },
    groupKey: 'opinion-answers',
    dedupeKey: `answer:${feedback.id}`,
  });
}

/**
 * A new opinion about a place or event of an organisation reaches its team (once per opinion; a rewrite does not
 * repeat it), inside the opinion's transaction. Opinions the team may not see (NOTES, FRIENDS) reach nobody.
 */
export async function notifyBusinessOpinion(
  db: Database,
  opinion: {
    id: string;
    authorId: string;
    placeId: string | null;
    eventId: string | null;
    rating: number;
    text: string;
    visibility: string;
  },
): Promise<void> {
  if (!reachesSharedWith(opinion.visibility)) return;
  const result = await db.execute(sql`select coalesce(p.organisation_id, e.organisation_id) as "organisationId",
      coalesce(p.name, e.title, '') as "subject", coalesce(p.code, '') as "placeCode"
    from (select 1) as one
    left join ${places} as p on p.id = ${opinion.placeId}::uuid
    left join ${events} as e on e.id = ${opinion.eventId}::uuid`);
  const [about] = rowsOf<{ organisationId: string | null; subject: string; placeCode: string }>(result);
  if (!about?.organisationId) return;
  await enqueue(db, {
    kind: 'BUSINESS_OPINION',
    recipients: sql`select b.user_id from ${userOrganisationBinds} as b
      where b.organisation_id = ${about.organisationId}::uuid and b.user_id <> ${opinion.authorId}::uuid`,
    payload: {
      subject: about.subject,
      placeCode: about.placeCode,
      rating: opinion.rating,
      text: cutText(opinion.text, 300),
    },
    groupKey: `business-opinions:${opinion.placeId ?? opinion.eventId}`,
    dedupeKey: `opinion:${opinion.id}`,
  });
}

/**
 * A published event at a place reaches the people following the place (or the event's organisation), once per
 * event, inside the event editor's transaction.
 */
export async function notifyFollowedEvent(
  db: Database,
  event: {
    id: string;
    code: string;
    title: string;
    status: string;
    placeId: string | null;
    organisationId: string | null;
    startsAt: Date;
    timeZone: string;
  },
): Promise<void> {
  if (event.status !== 'PUBLISHED' || (!event.placeId && !event.organisationId)) return;
  const result = await db.execute(sql`select coalesce(p.name, o.name, '') as "name"
    from (select 1) as one
    left join ${places} as p on p.id = ${event.placeId}::uuid
    left join ${organisations} as o on o.id = ${event.organisationId}::uuid`);
  const [about] = rowsOf<{ name: string }>(result);
  await enqueue(db, {
    kind: 'FOLLOWED_EVENT',
    recipients: sql`select s.subscriber_id from ${userSubscriptions} as s
      where s.place_id = ${event.placeId}::uuid or s.organisation_id = ${event.organisationId}::uuid`,
    payload: {
      eventCode: event.code,
      title: event.title,
      place: about?.name ?? '',
      startsAt: event.startsAt.toISOString(),
      timeZone: event.timeZone,
    },
    groupKey: `followed:${event.placeId ?? event.organisationId}`,
    dedupeKey: `event:${event.id}`,
  });
}

/**
 * A moderator's decision on what a person wrote reaches them (once per decision), inside the decision's transaction:
 * what was decided, about what, and why. The item itself carries the reason in the app.
 */
export async function notifyModerationDecision(
  db: Database,
  decision: {
    userId: string;
    decisionId: string;
    targetType: string;
    targetId: string;
    action: string;
    previousState: string;
    state: string;
    reason: string;
    title: string;
    link: string;
  },
): Promise<void> {
  await enqueue(db, {
    kind: 'MODERATION_DECISION',
    recipients: sql`select ${decision.userId}::uuid`,
    payload: {
      targetType: decision.targetType,
      targetId: decision.targetId,
      action: decision.action,
      previousState: decision.previousState,
      state: decision.state,
      reason: cutText(decision.reason, 500),
      title: cutText(decision.title, 200),
      path: decision.link,
    },
    groupKey: `moderation:${decision.decisionId}`,
    dedupeKey: `moderation:${decision.decisionId}`,
  });
}
