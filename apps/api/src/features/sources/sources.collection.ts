import { canManageExternalAnnouncements, hasBusinessAccess, isRoot, isUuid } from '@mesto/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, places, sources, users } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { fieldError } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { organisationRefs, placeRefs } from '../../lib/lookups.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { checkSourceAddress } from './fetching/source-address.ts';
import { sourceAddressMessages } from './fetching/source-messages.ts';
import { Source, SourceFields, SourceListQuery } from './source.schemas.ts';
import type { SourceRow } from './sources.intake.ts';
import { sourceMessages } from './sources.messages.ts';
import { channelReference } from './telegram-admin.ts';

// The sources collection (lib/collection.ts): the channels, calendars, feeds and pages of a place or an organisation.
// The organisation's team manages its sources; announcement managers and ROOT manage every source.

export type SourceChecks = {
  /** Tests only: addresses accepted although they are not public. */
  allow?: readonly string[];
  /** Resolves the address's host and refuses a private one (also checked at every fetch). */
  resolves(url: URL): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Checks that the bot and the connecting person administer the channel; null when Telegram is not configured. */
  channelAdmin:
    | ((
        channel: string,
        telegramUserId: string,
      ) => Promise<{ ok: true; chatId: number; title: string | null } | { ok: false; message: string }>)
    | null;
};

const manager = (viewer: Viewer | null) => isRoot(viewer) || canManageExternalAnnouncements(viewer);

/** The organisation a source belongs to: the one given, else its place's. */
async function ownerOf(db: Database, values: { organisationId?: string | null; placeId?: string | null }) {
  if (values.organisationId) return values.organisationId;
  if (!values.placeId) return null;
  const [place] = await db.select({ id: places.organisationId }).from(places).where(eq(places.id, values.placeId));
  return place?.id ?? null;
}

async function loadRelated(db: Database, rows: SourceRow[]) {
  const [organisationMap, placeMap] = await Promise.all([
    organisationRefs(
      db,
      rows.map((row) => row.organisationId),
    ),
    placeRefs(
      db,
      rows.map((row) => row.placeId),
    ),
  ]);
  return { organisations: organisationMap, places: placeMap };
}

export function toSourceItem(row: SourceRow, related: Awaited<ReturnType<typeof loadRelated>>) {
  return {
    id: row.id,
    kind: row.kind,
    address: row.address,
    title: row.title,
    placeId: row.placeId,
    place: row.placeId ? (related.places.get(row.placeId) ?? null) : null,
    organisationId: row.organisationId,
    organisation: row.organisationId ? (related.organisations.get(row.organisationId) ?? null) : null,
    trust: row.trust,
    state: row.state,
    intervalMinutes: row.intervalMinutes,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    nextFetchAt: row.kind === 'TELEGRAM_CHANNEL' || row.state === 'PAUSED' ? null : row.nextFetchAt.toISOString(),
    lastError: row.lastError,
    lastErrorCode: row.lastErrorCode,
    itemsSeen: row.itemsSeen,
    itemsPublished: row.itemsPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function sourceItemsOf(db: Database, rows: SourceRow[]) {
  const related = await loadRelated(db, rows);
  return rows.map((row) => toSourceItem(row, related));
}

export async function findSource(db: Database, key: string): Promise<SourceRow | undefined> {
  if (!isUuid(key)) return undefined;
  const [row] = await db.select().from(sources).where(eq(sources.id, key));
  return row;
}

/**
 * The address as it is kept: a URL as the URL parser writes it (so two spellings of one address are one source), a
 * channel as `@name` in lower case. Field errors name `address`.
 */
async function normalisedAddress(
  checks: SourceChecks,
  kind: SourceRow['kind'],
  raw: string,
): Promise<{ address: string; channel?: string }> {
  if (kind === 'TELEGRAM_CHANNEL') {
    const channel = channelReference(raw);
    if (!channel) throw fieldError('address', sourceMessages.channelAddress, 'INVALID_CHANNEL');
    return { address: channel.toLowerCase(), channel };
  }
  const checked = checkSourceAddress(raw.trim().replace(/^webcals?:\/\//i, 'https://'), {
    ...(checks.allow ? { allow: checks.allow } : {}),
  });
  if (!checked.ok) throw fieldError('address', sourceAddressMessages[checked.reason], `ADDRESS_${checked.reason}`);
  const resolved = await checks.resolves(checked.url);
  if (!resolved.ok) throw fieldError('address', resolved.message, 'ADDRESS_UNREACHABLE');
  return { address: checked.url.href };
}

export function sourcesCollection(checks: SourceChecks) {
  return defineCollection({
    name: 'sources',
    schemaName: 'Source',
    accessParam: 'source',
    table: sources,
    idColumn: sources.id,
    item: Source,
    fields: SourceFields,
    listQuery: SourceListQuery,
    conflicts: [
      {
        constraint: 'sources_kind_address_idx',
        field: 'address',
        message: sourceMessages.duplicate,
        code: 'SOURCE_EXISTS',
      },
      {
        constraint: 'sources_telegram_chat_idx',
        field: 'address',
        message: sourceMessages.duplicate,
        code: 'SOURCE_EXISTS',
      },
    ],

    access: {
      read: 'user',
      visible: ({ viewer }) => (manager(viewer) ? undefined : memberOf(viewer, sources.organisationId)),
      async row({ db, viewer }, row) {
        const mine = manager(viewer) || (await mayEditFor(db, viewer, row.organisationId));
        return { canView: mine, canEdit: mine, canDelete: mine };
      },
      async create({ db, viewer }, values) {
        if (manager(viewer)) return true;
        // The blank and the preview: people of the business panel (the preview fetches an address, for them only).
        if (!values) return hasBusinessAccess(viewer);
        const owner = await ownerOf(db, values);
        return owner !== null && (await mayEditFor(db, viewer, owner));
      },
    },

    async filters(_ctx, query) {
      const conditions: (SQL | undefined)[] = [];
      if (query.kind) conditions.push(eq(sources.kind, query.kind));
      if (query.state) conditions.push(eq(sources.state, query.state));
      if (query.place) {
        conditions.push(refersTo(sources.placeId, query.place, { table: places, id: places.id, code: places.code }));
      }
      if (query.organisation) {
        conditions.push(
          refersTo(sources.organisationId, query.organisation, {
            table: organisations,
            id: organisations.id,
            code: organisations.code,
          }),
        );
      }
      return conditions;
    },
    sorts: {
      newest: () => ({ keys: [{ expression: sources.createdAt, direction: 'desc', kind: 'timestamp' }] }),
      name: () => ({
        keys: [
          { expression: sql`lower(coalesce(${sources.title}, ${sources.address}))`, direction: 'asc', kind: 'text' },
        ],
      }),
    },

    find: findSource,
    load: ({ db }, rows) => loadRelated(db, rows),
    toItem: (row, _ctx, related) => toSourceItem(row, related),
    blank: () => ({
      kind: 'ICAL' as const,
      address: '',
      placeId: null,
      organisationId: null,
      trust: 'REVIEW' as const,
      state: 'ACTIVE' as const,
      intervalMinutes: 60,
    }),

    async check({ db, viewer }, values, existing) {
      if (existing && values.kind !== undefined && values.kind !== existing.kind) {
        throw fieldError('kind', sourceMessages.kindChange, 'KIND_FIXED');
      }
      if (values.state === 'FAILING' && existing?.state !== 'FAILING') {
        throw fieldError('state', sourceMessages.failingNotChosen, 'STATE_NOT_CHOSEN');
      }
      if (values.placeId) {
        const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, values.placeId));
        if (!place) throw fieldError('placeId', sourceMessages.placeNotFound, 'PLACE_NOT_FOUND');
      }
      if (values.organisationId) {
        const [organisation] = await db
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.id, values.organisationId));
        if (!organisation)
          throw fieldError('organisationId', sourceMessages.organisationNotFound, 'ORGANISATION_NOT_FOUND');
      }
      const placeId = values.placeId !== undefined ? values.placeId : (existing?.placeId ?? null);
      const organisationId =
        values.organisationId !== undefined ? values.organisationId : (existing?.organisationId ?? null);
      const owner = await ownerOf(db, { placeId, organisationId });
      if (!placeId && !owner) throw fieldError('placeId', sourceMessages.placeOrOrganisation, 'OWNER_REQUIRED');
      if (!manager(viewer) && (!owner || !(await mayEditFor(db, viewer, owner)))) {
        throw fieldError(
          placeId ? 'placeId' : 'organisationId',
          sourceMessages.notYourOrganisation,
          'NOT_YOUR_ORGANISATION',
        );
      }
    },

    async create({ db, viewer }, values) {
      const kind = values.kind ?? 'ICAL';
      const { address, telegramChatId, title } = await addressOf(db, checks, viewer, kind, values.address ?? '');
      const [row] = await db
        .insert(sources)
        .values({
          kind,
          address,
          title,
          telegramChatId,
          placeId: values.placeId ?? null,
          organisationId: await ownerOf(db, values),
          trust: values.trust ?? 'REVIEW',
          state: values.state ?? 'ACTIVE',
          intervalMinutes: values.intervalMinutes ?? 60,
          createdById: viewer.id,
        })
        .returning();
      return row as SourceRow;
    },

    async update({ db, viewer }, existing, values) {
      const moved = values.address !== undefined && values.address.trim() !== existing.address;
      const address = moved ? await addressOf(db, checks, viewer, existing.kind, values.address as string) : null;
      const placeId = values.placeId !== undefined ? values.placeId : existing.placeId;
      const organisationId = await ownerOf(db, {
        organisationId: values.organisationId !== undefined ? values.organisationId : existing.organisationId,
        placeId,
      });
      const resumed = values.state === 'ACTIVE' && existing.state !== 'ACTIVE';
      const [row] = await db
        .update(sources)
        .set({
          ...(values.trust !== undefined ? { trust: values.trust } : {}),
          ...(values.intervalMinutes !== undefined ? { intervalMinutes: values.intervalMinutes } : {}),
          ...(values.state !== undefined && values.state !== 'FAILING' ? { state: values.state } : {}),
          ...(address
            ? { ...address, etag: null, lastModified: null, failures: 0, lastError: null, lastErrorCode: null }
            : {}),
          placeId,
          organisationId,
          // A resumed or moved source is fetched at once, and what it says of its state is fresh.
          ...(resumed || address ? { nextFetchAt: new Date(), failures: 0 } : {}),
          updatedAt: new Date(),
        })
        .where(eq(sources.id, existing.id))
        .returning();
      return row as SourceRow;
    },

    async remove({ db }, row) {
      await db.delete(sources).where(eq(sources.id, row.id));
    },
  });

  /** The checked address; for a channel, the proof that the bot and the person administer it. */
  async function addressOf(db: Database, checks: SourceChecks, viewer: Viewer, kind: SourceRow['kind'], raw: string) {
    const { address, channel } = await normalisedAddress(checks, kind, raw);
    if (kind !== 'TELEGRAM_CHANNEL' || !channel) return { address, telegramChatId: null, title: null };
    if (!checks.channelAdmin) throw fieldError('address', sourceMessages.telegramOff, 'TELEGRAM_OFF');
    const [user] = await db.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, viewer.id));
    if (!user?.telegramId) throw fieldError('address', sourceMessages.telegramNotBound, 'TELEGRAM_NOT_BOUND');
    const verdict = await checks.channelAdmin(channel, String(user.telegramId));
    if (!verdict.ok) throw fieldError('address', verdict.message, 'CHANNEL_NOT_ADMIN');
    return { address, telegramChatId: verdict.chatId, title: verdict.title };
  }
}
