import type { components } from '@mesto/api-client';
import { DEFAULT_TIME_ZONE, OPINION_TAG_LABELS, type OpinionTag } from '@mesto/domain';
import { EventCard, FeedItem, OpinionCard, RoomCard } from '@mesto/ui';
import { useStoredFiles } from '../api/get-file-urls.ts';
import { paths } from '../config/paths.ts';
import { RouterLink } from './router-link.tsx';

// One entry of a feed (the full feed and the home page's preview) as FeedItem of @mesto/ui with the card of its
// type under the line: an event, an opinion, a room; a check-in is the line alone.

type FeedEntryItem = components['schemas']['FeedItem'];
type FeedUser = components['schemas']['FeedUser'];

const personName = (person: FeedUser) => person.displayName.trim() || person.username || person.code;
const personHref = (person: FeedUser) => paths.profile.getHref(person.username ?? person.code);

/** The avatar file ids of people named in these entries, to fetch their pictures at once. */
export function feedAvatarIds(items: readonly FeedEntryItem[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.type !== 'event' && item.actor.avatarFileId !== null) ids.add(item.actor.avatarFileId);
  }
  return [...ids].sort();
}

type FeedEntryProps = {
  item: FeedEntryItem;
  /** Picture URLs by file id; initials where one is missing. */
  avatars?: ReadonlyMap<string, string | null>;
  now?: number;
  headingLevel?: 2 | 3 | 4;
};

export function FeedEntry({ item, avatars, now, headingLevel = 3 }: FeedEntryProps) {
  // An opinion's photos, asked for only when it has some.
  const photos = useStoredFiles(item.type === 'opinion' ? item.opinion.photoFileIds : []);
  // Each entry by its place's clock (an event's own).
  const timeZone =
    item.type === 'event'
      ? item.event.timeZone
      : item.type === 'room'
        ? item.room.timeZone
        : item.type === 'visit'
          ? item.visit.timeZone
          : DEFAULT_TIME_ZONE;
  const common = { at: item.at, timeZone, now, linkComponent: RouterLink } as const;
  if (item.type === 'event') {
    const { event } = item;
    const host = event.place
      ? { name: event.place.name, href: paths.place.getHref(event.place.code) }
      : event.organisation
        ? { name: event.organisation.name, href: paths.organisation.getHref(event.organisation.code) }
        : { name: event.eventList?.name ?? event.title };
    return (
      <FeedItem type="event" actor={host} {...common}>
        <EventCard
          title={event.title}
          href={paths.event.getHref(event.code)}
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          timeZone={timeZone}
          placeName={event.place?.name ?? null}
          price={event.price}
          headingLevel={headingLevel}
          linkComponent={RouterLink}
        />
      </FeedItem>
    );
  }

  const actor = {
    name: personName(item.actor),
    href: personHref(item.actor),
    avatarUrl: item.actor.avatarFileId === null ? null : (avatars?.get(item.actor.avatarFileId) ?? null),
    gender: item.actor.gender,
  };
  if (item.type === 'opinion') {
    const { opinion } = item;
    const subject = opinion.event
      ? { name: opinion.event.name, href: paths.event.getHref(opinion.event.code) }
      : opinion.place
        ? { name: opinion.place.name, href: paths.place.getHref(opinion.place.code) }
        : null;
    return (
      <FeedItem type="opinion" actor={actor} subject={subject} {...common}>
        <OpinionCard
          author={actor}
          rating={opinion.rating}
          wasThere={opinion.wasThere}
          createdAt={item.at}
          timeZone={timeZone}
          now={now}
          text={opinion.text}
          tags={opinion.tags.flatMap((tag) =>
            tag in OPINION_TAG_LABELS ? [OPINION_TAG_LABELS[tag as OpinionTag]] : [],
          )}
          visibility={opinion.visibility}
          photos={(photos.data ?? []).filter((file) => file !== null)}
          linkComponent={RouterLink}
        />
      </FeedItem>
    );
  }
  if (item.type === 'room') {
    const { room } = item;
    const href = paths.room.getHref(room.code);
    const where = room.event
      ? room.place
        ? `${room.event.name} · ${room.place.name}`
        : room.event.name
      : (room.place?.name ?? null);
    return (
      // The line says who and what («Мария · Новая комната»); the card, the room's title, place and time, once.
      <FeedItem type="room" actor={actor} {...common}>
        <RoomCard
          title={room.title}
          href={href}
          startsAt={room.startsAt}
          timeZone={timeZone}
          whereName={where}
          participantCount={room.participantCount}
          capacity={room.capacity}
          visibility={room.visibility}
          headingLevel={headingLevel}
          linkComponent={RouterLink}
        />
      </FeedItem>
    );
  }
  const { visit } = item;
  return (
    <FeedItem
      type="visit"
      actor={actor}
      subject={{ name: visit.place.name, href: paths.place.getHref(visit.place.code) }}
      {...common}
    />
  );
}
