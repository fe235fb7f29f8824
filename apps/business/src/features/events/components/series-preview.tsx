import { formatNumber, formatTime, formatWeekdayDate } from '@mesto/domain';
import { eventMessages } from '../messages.ts';
import { type EventValues, seriesDates } from './event-values.ts';

const text = eventMessages.form;
const SHOWN = 6;

/** The next dates of the series as the server will make them, by the place's clock. */
export function SeriesPreview({ values, timeZone }: { values: EventValues; timeZone: string }) {
  if (values.startsAt === null) return <p className="text-sm text-muted-foreground">{text.previewNeedsStart}</p>;
  const dates = seriesDates(values, timeZone);
  const now = Date.now();
  const coming = dates.filter((date) => (date.endsAt ?? date.startsAt).getTime() >= now);
  const shown = (coming.length > 0 ? coming : dates).slice(0, SHOWN);
  const rest = (coming.length > 0 ? coming.length : dates.length) - shown.length;
  return (
    <section aria-label={text.preview} className="flex flex-col gap-2 rounded-card bg-surface-muted p-3">
      <h3 className="text-sm font-medium">{text.preview}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {shown.map((date) => (
          <li key={date.startsAt.toISOString()} className="tabular-nums">
            {formatWeekdayDate(date.startsAt, timeZone)}, {formatTime(date.startsAt, timeZone)}
            {date.endsAt === null ? '' : `–${formatTime(date.endsAt, timeZone)}`}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {rest > 0 ? `${text.previewMore(formatNumber(rest))} · ` : ''}
        {text.previewTotal(formatNumber(dates.length))}
      </p>
    </section>
  );
}
