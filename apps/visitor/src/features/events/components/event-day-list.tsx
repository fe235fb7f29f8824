import { type CursorQuery, LoadFailed, pageItems, useNow } from '@mesto/app-shell';
import { formatWeekdayDate, PLACE_TAG_LABELS } from '@mesto/domain';
import { EventCard, EventCardSkeleton, InfiniteListTrigger } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useStoredFileMap } from '../../../api/get-file-urls.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { EventOccurrence } from '../api/get-event.ts';
import { addDays, dayAt, isoDate } from '../lib/city-days.ts';
import { eventsMessages as text } from '../messages.ts';

type EventDayListProps = {
  /** The dates, as their cursor-paged query has them (newer results dim these while they load). */
  query: CursorQuery<EventOccurrence>;
  /** What to say when there is nothing. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
  /** The level of the day headings; the cards' titles are one below. */
  headingLevel?: 2 | 3;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «Сегодня, воскресенье, 22 ноября», «Понедельник, 23 ноября»: the day by the event's own clock. */
function dayHeading(event: EventOccurrence, now: Date): string {
  const start = new Date(event.startsAt);
  const label = formatWeekdayDate(start, event.timeZone);
  const day = isoDate(dayAt(start, event.timeZone));
  const today = dayAt(now, event.timeZone);
  if (day === isoDate(today)) return `${text.todayPrefix}, ${label}`;
  if (day === isoDate(addDays(today, 1))) return `${text.tomorrowPrefix}, ${label}`;
  return capitalize(label);
}

type DayGroup = { key: string; heading: string; events: EventOccurrence[] };

function groupByDay(events: readonly EventOccurrence[], now: Date): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const event of events) {
    const key = isoDate(dayAt(new Date(event.startsAt), event.timeZone));
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, heading: dayHeading(event, now), events: [event] });
  }
  return groups;
}

function EventDayListSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <div className="mb-3 h-6 w-56 animate-pulse rounded-control bg-surface-muted" aria-hidden="true" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <li key={item}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Dates of events, soonest first, under a heading per day; each a card linking to that date of the event. */
export function EventDayList({ query, empty, label, headingLevel = 2 }: EventDayListProps) {
  const events = pageItems(query.data);
  const covers = useStoredFileMap(events.flatMap((event) => (event.coverFileId === null ? [] : [event.coverFileId])));
  const now = useNow();
  if (query.isPending) return <EventDayListSkeleton />;
  if (query.isError && events.length === 0) {
    return <LoadFailed title={text.loadFailed} hint={null} onRetry={() => void query.refetch()} />;
  }
  if (events.length === 0) return <>{empty}</>;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={label}
      aria-busy={query.isPlaceholderData}
      className="flex flex-col gap-8 transition-opacity aria-busy:opacity-60"
    >
      {groupByDay(events, now).map((group) => (
        <section key={group.key} className="flex flex-col gap-3">
          <Heading className="text-xl font-semibold">{group.heading}</Heading>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.events.map((event) => (
              <li key={event.occurrenceId}>
                <EventCard
                  title={event.title}
                  href={paths.event.getHref(event.code, event.occurrenceId)}
                  startsAt={event.startsAt}
                  endsAt={event.endsAt}
                  timeZone={event.timeZone}
                  placeName={event.place?.name ?? null}
                  price={event.price}
                  tags={event.tags.map((tag) => PLACE_TAG_LABELS[tag])}
                  repeats={event.repeatWeekdays.length > 0}
                  show="time"
                  cover={event.coverFileId === null ? null : (covers.get(event.coverFileId) ?? null)}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  linkComponent={RouterLink}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <InfiniteListTrigger
        onLoadMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
      />
    </section>
  );
}
