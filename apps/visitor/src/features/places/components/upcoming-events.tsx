import { pageItems } from '@mesto/app-shell';
import { PLACE_TAG_LABELS } from '@mesto/domain';
import { Button, EmptyState, EventCard, EventCardSkeleton, InfiniteListTrigger } from '@mesto/ui';
import { useStoredFileMap } from '../../../api/get-file-urls.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { type EventsOf, useUpcomingEvents } from '../api/get-upcoming-events.ts';
import { placesMessages } from '../messages.ts';

const text = placesMessages.place;

/** «Ближайшие события» of a place or an organisation: cards with date and time by the place's clock. */
export function UpcomingEvents({ of, showPlace }: { of: EventsOf; showPlace: boolean }) {
  const events = useUpcomingEvents(of);
  const items = pageItems(events.data);
  const covers = useStoredFileMap(items.flatMap((event) => (event.coverFileId === null ? [] : [event.coverFileId])));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="upcoming-events">
      <h2 id="upcoming-events" className="text-2xl font-semibold">
        {text.upcoming}
      </h2>
      {events.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          {[0, 1].map((item) => (
            <li key={item}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      ) : events.isError && items.length === 0 ? (
        <EmptyState
          title={text.eventsFailed}
          action={
            <Button variant="secondary" onClick={() => void events.refetch()}>
              {placesMessages.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{text.nothingUpcoming}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((event) => (
              <li key={event.occurrenceId}>
                <EventCard
                  title={event.title}
                  href={paths.event.getHref(event.code, event.occurrenceId)}
                  startsAt={event.startsAt}
                  endsAt={event.endsAt}
                  timeZone={event.timeZone}
                  placeName={showPlace ? (event.place?.name ?? null) : null}
                  price={event.price}
                  tags={event.tags.map((tag) => PLACE_TAG_LABELS[tag])}
                  repeats={event.repeatWeekdays.length > 0}
                  cover={event.coverFileId === null ? null : (covers.get(event.coverFileId) ?? null)}
                  linkComponent={RouterLink}
                />
              </li>
            ))}
          </ul>
          <InfiniteListTrigger
            onLoadMore={() => void events.fetchNextPage()}
            hasMore={events.hasNextPage}
            loading={events.isFetchingNextPage}
          />
        </>
      )}
    </section>
  );
}
