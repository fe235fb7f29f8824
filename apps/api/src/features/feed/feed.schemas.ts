import { GENDERS, MAX_PAGE_SIZE, SEARCH_GROUP_LIMIT, SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';
import { z } from 'zod';
import { ModerationMark } from '../../lib/moderation.ts';
import { Visibility } from '../../lib/schemas.ts';
import { feedMessages } from './feed.messages.ts';

// The feed (one stream of typed items) and the global search (five groups of short summaries).

/** Most results a search group may be asked for. */
export const SEARCH_GROUP_MAX = 20;
/** Items per feed page, by default. */
export const FEED_PAGE_SIZE = 20;

export const GlobalSearchQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, feedMessages.queryTooLong)
    .default('')
    .describe('What the person typed: any words, any case, ё or е, typos, even the wrong keyboard layout.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_GROUP_MAX)
    .default(SEARCH_GROUP_LIMIT)
    .describe('Results per group.'),
});

const SearchPlace = z
  .object({ id: z.uuid(), code: z.string(), name: z.string(), address: z.string(), subtitle: z.string() })
  .meta({ id: 'SearchPlace' });
const SearchEvent = z
  .object({
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    /** The next occurrence still to come, or the first one when all are past. */
    startsAt: z.iso.datetime(),
    placeName: z.string().nullable(),
    subtitle: z.string().describe('When and where, in Russian: «12 марта, 19:00 · Бар «Чкалов»».'),
  })
  .meta({ id: 'SearchEvent' });
const SearchOrganisation = z
  .object({ id: z.uuid(), code: z.string(), name: z.string(), subtitle: z.string() })
  .meta({ id: 'SearchOrganisation' });
const SearchPerson = z
  .object({
    id: z.uuid(),
    code: z.string(),
    username: z.string().nullable(),
    displayName: z.string(),
    avatarFileId: z.uuid().nullable(),
    subtitle: z.string().describe('@username, or empty.'),
  })
  .meta({ id: 'SearchPerson' });
const SearchEventList = z
  .object({ id: z.uuid(), code: z.string(), name: z.string(), subtitle: z.string() })
  .meta({ id: 'SearchEventList' });

export const GlobalSearch = z
  .object({
    places: z.array(SearchPlace),
    events: z.array(SearchEvent),
    organisations: z.array(SearchOrganisation),
    people: z.array(SearchPerson),
    eventLists: z.array(SearchEventList),
  })
  .meta({ id: 'GlobalSearch', description: 'The best matches of a query in each group, best first.' });

export const FeedQuery = z.object({
  cursor: z.string().max(500).optional().describe('The `nextCursor` of the previous page.'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
});

const FeedUser = z
  .object({
    id: z.uuid(),
    code: z.string(),
    username: z.string().nullable(),
    displayName: z.string(),
    avatarFileId: z.uuid().nullable(),
    gender: z.enum(GENDERS).nullable().describe('For the wording of the line («отметилась», «написал»).'),
  })
  .meta({ id: 'FeedUser' });
const Ref = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

const FeedEvent = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  timeZone: z.string().describe('The clock its times are shown by: its place’s.'),
  price: z.number().int().nullable(),
  coverFileId: z.uuid().nullable(),
  place: Ref.nullable(),
  organisation: Ref.nullable(),
  eventList: Ref.nullable(),
});
const FeedOpinion = z.object({
  id: z.uuid(),
  code: z.string(),
  rating: z.number().int(),
  text: z.string(),
  tags: z.array(z.string()),
  photoFileIds: z.array(z.uuid()),
  visibility: Visibility,
  wasThere: z.boolean(),
  /** Always null: the feed shows only what everyone may see. */
  moderation: ModerationMark,
  place: Ref.nullable(),
  event: Ref.nullable().describe('`name` is the title of the event.'),
});
const FeedRoom = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  timeZone: z.string().describe('The clock its start is shown by: its place’s.'),
  visibility: Visibility,
  capacity: z.number().int().nullable(),
  participantCount: z.number().int(),
  /** Always null: the feed shows only what everyone may see. */
  moderation: ModerationMark,
  place: Ref.nullable(),
  event: Ref.nullable().describe('`name` is the title of the event.'),
});
const FeedVisit = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  timeZone: z.string().describe('The place’s clock.'),
  visibility: Visibility,
  place: Ref,
});

const base = { id: z.uuid(), at: z.iso.datetime().describe('When it happened: what the stream is ordered by.') };
export const FeedItem = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('event'), ...base, event: FeedEvent }),
    z.object({ type: z.literal('opinion'), ...base, actor: FeedUser, opinion: FeedOpinion }),
    z.object({ type: z.literal('room'), ...base, actor: FeedUser, room: FeedRoom }),
    z.object({ type: z.literal('visit'), ...base, actor: FeedUser, visit: FeedVisit }),
  ])
  .meta({ id: 'FeedItem', description: 'One item of a feed: a new event, an opinion, a room or a check-in.' });
export type FeedItem = z.input<typeof FeedItem>;

export const FeedPage = z
  .object({
    items: z.array(FeedItem),
    nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  })
  .meta({ id: 'FeedPage' });
