import { formatTime, formatWeekdayDate } from '@mesto/domain';
import { Button, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type EventOccurrence, useEventDates } from '../api/get-event.ts';
import { eventsMessages } from '../messages.ts';

const text = eventsMessages.event;

/** The other dates of a weekly series, each a link to that date; the one shown is marked. */
export function EventDates({ event }: { event: EventOccurrence }) {
  const dates = useEventDates(event.id);
  if (dates.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-5 w-64" />
      </div>
    );
  }
  if (dates.isError) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
        {text.otherDatesFailed}
        <Button variant="secondary" size="sm" onClick={() => void dates.refetch()}>
          {eventsMessages.retry}
        </Button>
      </p>
    );
  }
  if (dates.data.length < 2) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="event-other-dates">
      <h2 id="event-other-dates" className="text-xl font-semibold">
        {text.otherDates}
      </h2>
      <ul className="flex flex-col gap-1">
        {dates.data.map((date) => {
          const start = new Date(date.startsAt);
          const label = `${formatWeekdayDate(start, date.timeZone)}, ${formatTime(start, date.timeZone)}`;
          const current = date.occurrenceId === event.occurrenceId;
          return (
            <li key={date.occurrenceId}>
              {current ? (
                <span aria-current="date" className="font-semibold">
                  {label} <span className="font-normal text-muted-foreground">({text.thisDate})</span>
                </span>
              ) : (
                <Link
                  to={paths.event.getHref(date.code, date.occurrenceId)}
                  className="inline-flex min-h-9 items-center text-primary underline underline-offset-2 hover:no-underline"
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
