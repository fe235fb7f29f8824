import { useSession } from '@mesto/api-client/react';
import { loadQueries, routeData, useGuestHint, useNow } from '@mesto/app-shell';
import { openingStatusAt, PLACE_TAG_LABELS } from '@mesto/domain';
import {
  buttonVariants,
  EmptyState,
  EventCard,
  EventCardSkeleton,
  FeedIcon,
  PageMeta,
  PlaceCard,
  PlaceCardSkeleton,
  Skeleton,
} from '@mesto/ui';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { storedFileMapQueryOptions, useFileUrls, useStoredFileMap } from '../../../api/get-file-urls.ts';
import { FeedEntry, feedAvatarIds } from '../../../components/feed-entry.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { publicFeedPreviewQueryOptions, useFeedPreview } from '../api/get-feed-preview.ts';
import { popularPlacesQueryOptions, usePopularPlaces } from '../api/get-popular-places.ts';
import { tonightEventsQueryOptions, useTonightEvents } from '../api/get-tonight-events.ts';
import { HomeSection } from '../components/home-section.tsx';
import { homeMessages as text } from '../messages.ts';

const screen = messages.screens.home;

function CardsSkeleton({ card }: { card: 'event' | 'place' }) {
  return (
    <div>
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((item) => (
          <li key={item}>{card === 'event' ? <EventCardSkeleton /> : <PlaceCardSkeleton />}</li>
        ))}
      </ul>
    </div>
  );
}

function Tonight() {
  const events = useTonightEvents();
  const covers = useStoredFileMap(
    (events.data ?? []).flatMap((event) => (event.coverFileId === null ? [] : [event.coverFileId])),
  );
  return (
    <HomeSection
      id="home-tonight"
      title={text.tonight}
      more={{ href: paths.events.getHref({ when: 'today', slot: 'evening' }), label: text.tonightAll }}
      failed={events.isError ? text.tonightFailed : null}
      onRetry={() => void events.refetch()}
    >
      {events.isPending ? (
        <CardsSkeleton card="event" />
      ) : events.data?.length === 0 ? (
        <EmptyState
          className="py-6"
          title={text.tonightEmpty}
          description={text.tonightEmptyHint}
          action={
            <Link to={paths.events.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              {text.allEvents}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.data?.map((event, index) => (
            <li key={event.occurrenceId}>
              <EventCard
                coverPriority={index === 0}
                title={event.title}
                href={paths.event.getHref(event.code, event.occurrenceId)}
                startsAt={event.startsAt}
                endsAt={event.endsAt}
                timeZone={event.timeZone}
                placeName={event.place?.name ?? null}
                price={event.price}
                show="time"
                cover={event.coverFileId === null ? null : (covers.get(event.coverFileId) ?? null)}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function PopularPlaces() {
  const places = usePopularPlaces();
  const covers = useStoredFileMap((places.data ?? []).flatMap((place) => place.photoFileIds.slice(0, 1)));
  const now = useNow();
  return (
    <HomeSection
      id="home-popular"
      title={text.popular}
      more={{ href: paths.places.getHref(), label: text.popularAll }}
      failed={places.isError ? text.popularFailed : null}
      onRetry={() => void places.refetch()}
    >
      {places.isPending ? (
        <CardsSkeleton card="place" />
      ) : places.data?.length === 0 ? (
        <EmptyState className="py-6" title={text.popularEmpty} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {places.data?.map((place) => (
              <li key={place.id}>
                <PlaceCard
                  name={place.name}
                  href={paths.place.getHref(place.code)}
                  address={place.address}
                  status={openingStatusAt(place.schedule, now, place.timeZone)}
                  rating={place.rating}
                  opinionCount={place.opinionCount}
                  upcomingEventCount={place.upcomingEventCount}
                  tags={place.tags.map((tag) => PLACE_TAG_LABELS[tag])}
                  cover={covers.get(place.photoFileIds[0] ?? '') ?? null}
                  linkComponent={RouterLink}
                />
              </li>
            ))}
          </ul>
          <div>
            <Link to={paths.places.getHref({ openNow: true })} className={buttonVariants({ variant: 'secondary' })}>
              {text.openNow}
            </Link>
          </div>
        </>
      )}
    </HomeSection>
  );
}

function FeedSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <ul className="flex flex-col gap-4" aria-hidden="true">
        {[0, 1, 2].map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Skeleton className="size-11 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-3 w-24" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The newest entries of the feed: of what the person follows when signed in (with a way to start following when
 * that is nothing yet), else the city's public stream.
 */
function FeedPreview() {
  const { user, status } = useSession();
  const renderedForGuest = useGuestHint();
  const personal = user !== null;
  // Until the session is known, neither feed is asked for (the signed-in one would replace the public one), unless
  // the page was rendered for a guest: then the public one came with it, and a person who turns out to be signed in
  // after all gets theirs once the session says so.
  const known = status !== 'loading' || renderedForGuest;
  const feed = useFeedPreview(personal, known);
  const items = feed.data ?? [];
  const avatarIds = feedAvatarIds(items);
  const urls = useFileUrls(avatarIds, 96);
  const avatars = new Map(avatarIds.map((id, index) => [id, urls.data?.[index] ?? null]));
  const now = useNow().getTime();
  return (
    <HomeSection
      id="home-feed"
      title={personal ? text.feedPersonal : text.feed}
      more={{ href: paths.fullFeed.getHref(), label: text.feedAll }}
      failed={feed.isError ? text.feedFailed : null}
      onRetry={() => void feed.refetch()}
    >
      {!known || feed.isPending ? (
        <FeedSkeleton />
      ) : items.length === 0 ? (
        <EmptyState
          className="py-6"
          icon={<FeedIcon />}
          title={personal ? text.feedPersonalEmpty : text.feedEmpty}
          description={personal ? text.feedPersonalEmptyHint : text.feedEmptyHint}
          action={
            personal ? (
              <div className="flex flex-wrap justify-center gap-2">
                <Link to={paths.places.getHref()} className={buttonVariants()}>
                  {text.toPlaces}
                </Link>
                <Link to={paths.people.getHref()} className={buttonVariants({ variant: 'secondary' })}>
                  {text.toPeople}
                </Link>
              </div>
            ) : undefined
          }
        />
      ) : (
        <ul className="flex max-w-3xl flex-col gap-6">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <FeedEntry item={item} avatars={avatars} now={now} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** `/`: what is on tonight, the newest of the feed and the city's favourite places, each a way into the full lists. */
export default function HomeRoute() {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:py-10">
      <PageMeta title={text.documentTitle} description={text.tagline} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{screen.title}</h1>
        <p className="text-lg text-muted-foreground">{text.tagline}</p>
      </div>
      <Tonight />
      <FeedPreview />
      <PopularPlaces />
    </section>
  );
}

/**
 * What the home page shows to everybody: this evening's events and the best-rated places; to a guest (as the server
 * sees it) also the city's public feed — the first screen of a phone, so it must not wait for the app to start.
 */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const tonight = tonightEventsQueryOptions(data.$api, data.now);
  const popular = popularPlacesQueryOptions(data.$api);
  await loadQueries(data, [tonight, popular, ...(data.guest ? [publicFeedPreviewQueryOptions(data.$api)] : [])]);
  // The server renders the cards with their covers (the first screen's largest picture), not without and then with.
  const events =
    data.queryClient.getQueryData<{ items: { coverFileId: string | null }[] }>(tonight.queryKey)?.items ?? [];
  const places = data.queryClient.getQueryData<{ items: { photoFileIds: string[] }[] }>(popular.queryKey)?.items ?? [];
  await loadQueries(data, [
    ...storedFileMapQueryOptions(
      data.$api,
      events.flatMap((event) => (event.coverFileId === null ? [] : [event.coverFileId])),
    ),
    ...storedFileMapQueryOptions(
      data.$api,
      places.flatMap((place) => place.photoFileIds.slice(0, 1)),
    ),
  ]);
  return null;
}
