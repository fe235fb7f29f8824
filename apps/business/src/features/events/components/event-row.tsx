import { formatPrice, formatTime, formatWeekdayDate, PUBLICATION_STATUS_LABELS } from '@mesto/domain';
import { Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { statusTone } from '../../../lib/catalogue/status.ts';
import type { EventOccurrence } from '../../../lib/catalogue/types.ts';
import { eventMessages } from '../messages.ts';
import { seriesParts } from './series.ts';

const text = eventMessages.list;

/** One occurrence: when by the event's clock, where, the series it belongs to, price and status. */
export function EventRow({ event }: { event: EventOccurrence }) {
  const series = seriesParts(event);
  const when = `${formatWeekdayDate(new Date(event.startsAt), event.timeZone)}, ${formatTime(new Date(event.startsAt), event.timeZone)}`;
  return (
    <li>
      <Link
        to={paths.eventEditor.getHref(event.code)}
        className="grid gap-1 p-4 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:gap-4"
      >
        <time dateTime={event.startsAt} className="text-sm font-medium tabular-nums sm:text-base">
          {when}
        </time>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words">{event.title}</span>
          <span className="text-sm text-muted-foreground">
            {[event.place?.name ?? text.noPlace, event.organisation?.name].filter(Boolean).join(' · ')}
          </span>
          {series === null ? null : <span className="text-sm">{text.repeats(series.days, series.until)}</span>}
        </span>
        <span className="flex flex-wrap items-start gap-1.5 sm:justify-end">
          {event.price === null ? null : <Tag>{formatPrice(event.price)}</Tag>}
          <Tag tone={statusTone[event.status]}>{PUBLICATION_STATUS_LABELS[event.status]}</Tag>
        </span>
      </Link>
    </li>
  );
}
