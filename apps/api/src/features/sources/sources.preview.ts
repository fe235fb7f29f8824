import { createHash } from 'node:crypto';
import { formatPrice, type SourceKind } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import type { EventPublished } from '../events/seam.ts';
import { checkSourceAddress } from './fetching/source-address.ts';
import { sourceAddressMessages } from './fetching/source-messages.ts';
import { detectKind } from './parsers/detect.ts';
import type { SourceItem } from './parsers/item.ts';
import type { SourcePreview, SourcePreviewBody } from './source.schemas.ts';
import { readItem, reviewReasons, type SourceRow, takeItem } from './sources.intake.ts';
import { sourceMessages } from './sources.messages.ts';
import { ACCEPTED_TYPES, type FetchSettings, failureReport, fetchSource, parseSource } from './sources.service.ts';

// What a venue sees before it connects a source (the items it would give and what each would become), and the posts
// of connected Telegram channels as the bot receives them.

/** Items read for a preview: each costs a reading, and a venue judges by the first few. */
const PREVIEW_ITEMS = 8;

type Preview = z.output<typeof SourcePreview>;

/** All the types any kind accepts: with no kind given, what answers decides it. */
const ANY_TYPE = [...new Set(Object.values(ACCEPTED_TYPES).flat())];

export async function previewSource(
  app: FastifyInstance,
  body: z.output<typeof SourcePreviewBody>,
  settings: FetchSettings,
  now = new Date(),
): Promise<Preview> {
  if (body.kind === 'TELEGRAM_CHANNEL') {
    return {
      kind: 'TELEGRAM_CHANNEL',
      address: body.address,
      title: null,
      items: [],
      total: 0,
      note: sourceMessages.telegramPreview,
    };
  }
  const checked = checkSourceAddress(body.address.trim().replace(/^webcals?:\/\//i, 'https://'), {
    ...(settings.allow ? { allow: settings.allow } : {}),
  });
  if (!checked.ok) throw fieldError('address', sourceAddressMessages[checked.reason], `ADDRESS_${checked.reason}`);
  const fetched = body.kind
    ? await fetchSource(body.kind, checked.url.href, settings)
    : await fetchSource('ICAL', checked.url.href, { ...settings, accept: ANY_TYPE });
  if (fetched.status === 'failed') {
    throw fieldError('address', failureReport(fetched, settings).message, `FETCH_${fetched.problem}`);
  }
  if (fetched.status === 'not-modified') throw new Error('a preview sent no validators and heard 304');
  const kind: Exclude<SourceKind, 'TELEGRAM_CHANNEL'> | null =
    body.kind ?? (detectKind(fetched.contentType, fetched.body) as Exclude<SourceKind, 'TELEGRAM_CHANNEL'> | null);
  if (!kind) throw fieldError('address', sourceMessages.unknownKind, 'KIND_UNKNOWN');
  const read = parseSource(kind, fetched.body, fetched.finalUrl, now);
  // An empty calendar or feed is connected all the same (its events come later); a page without events is no source.
  const parsed =
    !read.ok && read.problem === 'NO_EVENTS' && kind !== 'WEB_PAGE'
      ? { ok: true as const, items: [], title: null }
      : read;
  if (!parsed.ok) throw fieldError('address', parsed.message, `PARSE_${parsed.problem}`);
  const upcoming = parsed.items
    .filter(
      (item) =>
        !item.startsAt ||
        Date.parse(item.startsAt.length === 10 ? `${item.startsAt}T23:59:59Z` : item.startsAt) >= now.getTime(),
    )
    .sort((x, y) => (x.startsAt ?? '').localeCompare(y.startsAt ?? ''));
  const shown = upcoming.slice(0, PREVIEW_ITEMS);
  const items = [];
  for (const item of shown) {
    const reading = await readItem(app, { placeId: body.placeId ?? null }, item, now);
    const draft = reading.events[0];
    const reasons = reviewReasons(reading, now);
    const price = draft?.price.value;
    items.push({
      key: item.key,
      title: draft?.title.value ?? item.title,
      startsAt: draft?.startsAt.value ?? null,
      endsAt: draft?.endsAt.value ?? null,
      startTimeKnown: draft?.startTimeKnown ?? false,
      place: draft?.place.value ?? null,
      price: price ? priceText(price) : null,
      ticketUrl: draft?.ticketUrl.value ?? null,
      url: item.url,
      confidence: draft
        ? Math.min(draft.title.confidence, draft.startsAt.confidence, draft.place.value ? draft.place.confidence : 0)
        : 0,
      wouldPublish: reasons.length === 0,
      reasons,
      duplicateOf: draft?.duplicateOf
        ? { eventId: draft.duplicateOf.eventId, code: draft.duplicateOf.code, title: draft.duplicateOf.title }
        : null,
    });
  }
  return { kind, address: checked.url.href, title: parsed.title, items, total: upcoming.length, note: null };
}

function priceText(price: { min: number | null; max: number | null; free: boolean; donation: boolean }): string {
  if (price.free) return price.donation ? 'Бесплатно, донат' : 'Бесплатно';
  if (price.min !== null && price.max !== null && price.max !== price.min) {
    return `${formatPrice(price.min)} – ${formatPrice(price.max)}`;
  }
  return price.min !== null ? formatPrice(price.min) : price.max !== null ? `до ${formatPrice(price.max)}` : '';
}

export type ChannelPostInput = {
  chatId: number;
  chatUsername: string | null;
  chatTitle: string | null;
  messageId: number;
  text: string;
  postedAt: string;
  editedAt: string | null;
  edited: boolean;
};

/** «отменяется», «отменён», «отмена»: a post that calls an event off asks a person, whatever else it says. */
const CANCELLED = /(?:^|[^а-яё])отмен(?:а|ён|ен|ена|яется|яем|или)(?:$|[^а-яё])/iu;

/** A channel post (or its edit) of a connected channel becomes (or updates) an announcement. */
export async function takeChannelPost(
  app: FastifyInstance,
  post: ChannelPostInput,
  find: (chatId: number, username: string | null) => Promise<SourceRow | undefined>,
  published: EventPublished,
): Promise<{ accepted: boolean; announcementId: string | null; reason?: 'NOT_CONNECTED' | 'PAUSED' | 'EMPTY' }> {
  const source = await find(post.chatId, post.chatUsername);
  if (!source) return { accepted: false, announcementId: null, reason: 'NOT_CONNECTED' };
  if (source.state === 'PAUSED') return { accepted: false, announcementId: null, reason: 'PAUSED' };
  const text = post.text.trim();
  if (!text) return { accepted: false, announcementId: null, reason: 'EMPTY' };
  const item: SourceItem = {
    key: String(post.messageId),
    fingerprint: createHash('sha256').update(text).digest('hex'),
    structured: false,
    title: null,
    startsAt: null,
    endsAt: null,
    allDay: false,
    timeZone: null,
    location: null,
    url: post.chatUsername ? `https://t.me/${post.chatUsername}/${post.messageId}` : null,
    ticketUrl: null,
    price: null,
    description: null,
    text,
    publishedAt: post.postedAt,
    cancelled: CANCELLED.test(text),
    rescheduled: false,
  };
  const result = await takeItem(
    app,
    source,
    // The key of a forwarded post (features/bot): the post forwarded and the post received are one announcement.
    { item, announcementKey: `telegram:${post.chatId}:${post.messageId}`, url: item.url },
    { published },
  );
  return { accepted: true, announcementId: result.announcementId };
}
