import { cutText, type SourceKind, toOneLine } from '@mesto/domain';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { events, externalEventAnnouncements, sourceItems, sources } from '../../db/schema.ts';
import type { EventPublished } from '../events/seam.ts';
import type { HostLimiter } from './fetching/host-limiter.ts';
import { type SafeFetchFailure, type SafeFetchResult, safeFetch } from './fetching/safe-fetch.ts';
import { describeSourceFetchFailure } from './fetching/source-messages.ts';
import { parseCalendar } from './parsers/calendar.ts';
import { parseFeed } from './parsers/feed.ts';
import type { ParseResult, SourceItem } from './parsers/item.ts';
import { parseWebPage } from './parsers/web-page.ts';
import { type IntakeOutcome, type SourceRow, takeItem } from './sources.intake.ts';

// Fetching a source and taking what it gives: one fetch per source per interval across every API node (a claim in
// PostgreSQL, as the work stream and the notification outbox have), conditional requests, growing pauses after
// failures, and the state a venue sees (last fetch, the last error in its own words).

/** What a source of each kind must answer with (the parser sniffs the body again). */
export const ACCEPTED_TYPES: Record<Exclude<SourceKind, 'TELEGRAM_CHANNEL'>, readonly string[]> = {
  ICAL: ['text/calendar', 'text/plain', 'application/octet-stream', 'application/ics', 'text/x-vcalendar'],
  RSS: [
    'application/rss+xml',
    'application/atom+xml',
    'application/rdf+xml',
    'application/xml',
    'text/xml',
    'text/plain',
    'application/octet-stream',
  ],
  WEB_PAGE: ['text/html', 'application/xhtml+xml'],
};

/** Items of one fetch taken at most: a calendar of years of weekly dates is cut to what is near. */
export const MAX_ITEMS_PER_FETCH = 200;
/** A claim lasts this long: a node that dies mid-fetch returns its sources when it ends. */
export const SOURCE_LEASE_SECONDS = 300;
/** After failures the pause grows from this… */
const BACKOFF_MIN_MINUTES = 5;
/** …to at most a day. */
const BACKOFF_MAX_MINUTES = 24 * 60;
/** Consecutive failures after which a source shows as failing (one timeout is the internet, three are the site). */
const FAILING_AFTER = 3;

export type FetchSettings = {
  /** Tests and benches only: addresses fetched although they are not public. Production never has one. */
  allow?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
};

export type PollDependencies = {
  published: EventPublished;
  fetch?: FetchSettings;
  limiter?: HostLimiter;
  now?: () => Date;
};

export type PollReport =
  | { ok: true; title: string | null; notModified: boolean; items: number; outcomes: Record<string, number> }
  | { ok: false; code: string; message: string; retryable: boolean };

export function parseSource(
  kind: Exclude<SourceKind, 'TELEGRAM_CHANNEL'>,
  body: string,
  url: string,
  now: Date,
): ParseResult {
  switch (kind) {
    case 'ICAL':
      return parseCalendar(body, { now });
    case 'RSS':
      return parseFeed(body, { now });
    case 'WEB_PAGE':
      return parseWebPage(body, { url, now });
  }
}

/** Fetches a source's address as its kind wants it. */
export function fetchSource(
  kind: Exclude<SourceKind, 'TELEGRAM_CHANNEL'>,
  address: string,
  settings: FetchSettings & { etag?: string | null; lastModified?: string | null; accept?: readonly string[] },
): Promise<SafeFetchResult> {
  return safeFetch(address, {
    accept: settings.accept ?? ACCEPTED_TYPES[kind],
    etag: settings.etag ?? null,
    lastModified: settings.lastModified ?? null,
    ...(settings.allow ? { allow: settings.allow } : {}),
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.maxBytes ? { maxBytes: settings.maxBytes } : {}),
  });
}

/** The items nearest first, at most MAX_ITEMS_PER_FETCH: what a venue will hold soonest. */
function nearest(items: SourceItem[], now: Date): SourceItem[] {
  const at = (item: SourceItem) => {
    const time = item.startsAt ? Date.parse(item.startsAt) : Number.NaN;
    return Number.isNaN(time) ? now.getTime() : time;
  };
  return [...items]
    .sort((x, y) => Math.abs(at(x) - now.getTime()) - Math.abs(at(y) - now.getTime()))
    .slice(0, MAX_ITEMS_PER_FETCH);
}

/** An item's announcement key: unique across sources, so the same item is never two announcements. */
export const itemKey = (sourceId: string, key: string) => `source:${sourceId}:${key}`;

/**
 * Fetches one source and takes its items, then records how it went on the source: success (validators, title, the
 * next fetch at its interval with some jitter) or failure (the error in words, a growing pause).
 */
export async function pollSource(app: FastifyInstance, source: SourceRow, deps: PollDependencies): Promise<PollReport> {
  const now = deps.now?.() ?? new Date();
  if (source.kind === 'TELEGRAM_CHANNEL') {
    return { ok: true, title: source.title, notModified: true, items: 0, outcomes: {} };
  }
  const kind = source.kind;
  const run = () =>
    fetchSource(kind, source.address, { ...deps.fetch, etag: source.etag, lastModified: source.lastModified });
  const host = hostOf(source.address);
  const fetched = deps.limiter ? await deps.limiter.run(host, run) : await run();
  if (fetched.status === 'failed') {
    const report = failureReport(fetched, deps.fetch);
    await recordFailure(app.db, source, report, now);
    return report;
  }
  if (fetched.status === 'not-modified') {
    await recordSuccess(
      app.db,
      source,
      { title: source.title, etag: source.etag, lastModified: source.lastModified },
      now,
    );
    return { ok: true, title: source.title, notModified: true, items: 0, outcomes: {} };
  }
  const read = parseSource(kind, fetched.body, fetched.finalUrl, now);
  // A calendar or page with nothing on it now is a quiet month, not a broken source.
  const parsed =
    !read.ok && read.problem === 'NO_EVENTS' ? { ok: true as const, items: [], title: source.title } : read;
  if (!parsed.ok) {
    const report = { ok: false as const, code: parsed.problem, message: parsed.message, retryable: false };
    await recordFailure(app.db, source, report, now);
    return report;
  }
  const outcomes: Record<string, number> = {};
  // The source's own name, as its announcements are labelled, from this very fetch (the first one has none yet).
  const named = { ...source, title: parsed.title ? cutText(toOneLine(parsed.title), 300) : source.title };
  for (const item of nearest(parsed.items, now)) {
    let result: IntakeOutcome;
    try {
      result = await takeItem(
        app,
        named,
        { item, announcementKey: itemKey(source.id, item.key), url: item.url },
        { now, published: deps.published },
      );
    } catch (error) {
      // One item the database refused (or a reading that failed) must not stop the rest: it is tried next time.
      app.log.error({ err: error, sourceId: source.id, key: item.key }, 'taking a source item failed');
      outcomes.FAILED = (outcomes.FAILED ?? 0) + 1;
      continue;
    }
    outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
  }
  await recordSuccess(
    app.db,
    source,
    {
      title: parsed.title ? cutText(toOneLine(parsed.title), 300) : source.title,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
    },
    now,
  );
  return { ok: true, title: parsed.title, notModified: false, items: parsed.items.length, outcomes };
}

export function failureReport(failure: SafeFetchFailure, limits?: FetchSettings): PollReport & { ok: false } {
  return {
    ok: false,
    code: failure.problem,
    message: describeSourceFetchFailure(failure, limits ?? {}),
    retryable: failure.retryable,
  };
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** ±10 % of the interval, so a thousand sources connected at once do not come due at once forever after. */
const jittered = (minutes: number) => minutes * 60_000 * (0.9 + Math.random() * 0.2);

async function recordSuccess(
  db: Database,
  source: SourceRow,
  values: { title: string | null; etag: string | null; lastModified: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(sources)
    .set({
      ...values,
      lastFetchedAt: now,
      lastSuccessAt: now,
      lastError: null,
      lastErrorCode: null,
      failures: 0,
      // A person's pause taken while the fetch ran stays.
      state: sql`case when ${sources.state} = 'PAUSED' then 'PAUSED'::source_state else 'ACTIVE'::source_state end`,
      nextFetchAt: new Date(now.getTime() + jittered(source.intervalMinutes)),
      claimedBy: null,
      claimedUntil: null,
      updatedAt: now,
    })
    .where(eq(sources.id, source.id));
}

async function recordFailure(
  db: Database,
  source: SourceRow,
  report: { code: string; message: string; retryable: boolean },
  now: Date,
): Promise<void> {
  const failures = source.failures + 1;
  const pause = Math.min(
    BACKOFF_MAX_MINUTES,
    Math.max(BACKOFF_MIN_MINUTES, report.retryable ? BACKOFF_MIN_MINUTES : source.intervalMinutes) *
      2 ** (failures - 1),
  );
  const failing = !report.retryable || failures >= FAILING_AFTER;
  await db
    .update(sources)
    .set({
      lastFetchedAt: now,
      lastError: report.message,
      lastErrorCode: report.code,
      failures,
      state: failing
        ? sql`case when ${sources.state} = 'PAUSED' then 'PAUSED'::source_state else 'FAILING'::source_state end`
        : sources.state,
      nextFetchAt: new Date(now.getTime() + jittered(pause)),
      claimedBy: null,
      claimedUntil: null,
      updatedAt: now,
    })
    .where(eq(sources.id, source.id));
}

/**
 * Claims up to `limit` sources that are due, for this worker: FOR UPDATE SKIP LOCKED, so two nodes asking at once
 * get different ones, and a claim until `now + lease`, so a node that dies returns its sources when it ends.
 */
export async function claimDueSources(db: Database, worker: string, limit: number): Promise<SourceRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sources.id })
      .from(sources)
      .where(
        and(
          ne(sources.state, 'PAUSED'),
          ne(sources.kind, 'TELEGRAM_CHANNEL'),
          lte(sources.nextFetchAt, sql`now()`),
          or(sql`${sources.claimedUntil} is null`, sql`${sources.claimedUntil} < now()`),
        ),
      )
      .orderBy(asc(sources.nextFetchAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sources)
      .set({ claimedBy: worker, claimedUntil: sql`now() + make_interval(secs => ${SOURCE_LEASE_SECONDS})` })
      .where(
        inArray(
          sources.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The connected channel a post comes from: by the channel's id, or by its @name before the id was known. */
export async function findChannelSource(db: Database, chatId: number, username: string | null) {
  const [byId] = await db.select().from(sources).where(eq(sources.telegramChatId, chatId));
  if (byId || !username) return byId;
  const [byName] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.kind, 'TELEGRAM_CHANNEL'), eq(sources.address, `@${username.toLowerCase()}`)));
  return byName;
}

/** The items of a source, newest change first, with what each became (its announcement's state, its event). */
export async function itemsOf(db: Database, sourceId: string, limit = 100) {
  const rows = await db
    .select({
      item: sourceItems,
      announcementStatus: externalEventAnnouncements.status,
      event: { id: events.id, code: events.code, title: events.title, startsAt: events.startsAt },
    })
    .from(sourceItems)
    .leftJoin(externalEventAnnouncements, eq(externalEventAnnouncements.id, sourceItems.announcementId))
    .leftJoin(events, eq(events.id, sourceItems.eventId))
    .where(eq(sourceItems.sourceId, sourceId))
    .orderBy(sql`${sourceItems.changedAt} desc`, sql`${sourceItems.id}`)
    .limit(limit);
  return rows.map(({ item, announcementStatus, event }) => ({
    id: item.id,
    key: item.key,
    title: item.title,
    startsAt: item.startsAt?.toISOString() ?? null,
    url: item.url,
    outcome: item.outcome,
    announcementId: item.announcementId,
    announcementStatus: announcementStatus ?? null,
    event: event?.id ? { ...event, startsAt: event.startsAt.toISOString() } : null,
    firstSeenAt: item.firstSeenAt.toISOString(),
    changedAt: item.changedAt.toISOString(),
  }));
}

/** Claims one source for a fetch a person asked for; undefined while another node is fetching it. */
export async function claimSource(db: Database, id: string, worker: string): Promise<SourceRow | undefined> {
  const [row] = await db
    .update(sources)
    .set({ claimedBy: worker, claimedUntil: sql`now() + make_interval(secs => ${SOURCE_LEASE_SECONDS})` })
    .where(and(eq(sources.id, id), or(sql`${sources.claimedUntil} is null`, sql`${sources.claimedUntil} < now()`)))
    .returning();
  return row;
}
