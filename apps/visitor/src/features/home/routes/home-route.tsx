import { isOpenAt, PLACE_TAG_LABELS } from '@mesto/domain';
import {
  buttonVariants,
  EmptyState,
  EventCard,
  EventCardSkeleton,
  PageMeta,
  PlaceCard,
  PlaceCardSkeleton,
} from '@mesto/ui';
import { Link } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { usePopularPlaces } from '../api/get-popular-places.ts';
import { useTonightEvents } from '../api/get-tonight-events.ts';
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
          {events.data?.map((event) => (
            <li key={event.occurrenceId}>
              <EventCard
                title={event.title}
                href={paths.event.getHref(event.code, event.occurrenceId)}
                startsAt={event.startsAt}
                endsAt={event.endsAt}
                timeZone={event.timeZone}
                placeName={event.place?.name ?? null}
                price={event.price}
                show="time"
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
  const now = new Date();
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
                  open={place.schedule.length === 0 ? null : isOpenAt(place.schedule, now, place.timeZone)}
                  rating={place.rating}
                  opinionCount={place.opinionCount}
                  upcomingEventCount={place.upcomingEventCount}
                  tags={place.tags.map((tag) => PLACE_TAG_LABELS[tag])}
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

/** `/`: what is on tonight and the city's favourite places, each a way into the full lists. */
export default function HomeRoute() {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:py-10">
      <PageMeta title={text.documentTitle} description={text.tagline} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{screen.title}</h1>
        <p className="text-lg text-muted-foreground">{text.tagline}</p>
      </div>
      <Tonight />
      <PopularPlaces />
    </section>
  );
}
