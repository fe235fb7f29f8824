import {
  formatMinute,
  intervalsOf,
  MINUTES_IN_DAY,
  type ScheduleInterval,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { scheduleViewMessages as text } from './messages.ts';

export type ScheduleViewProps = {
  schedule: readonly ScheduleInterval[];
  /** The weekday it is now by the place's own clock (`weekdayInZone` of @mesto/domain); that row is highlighted. */
  today?: Weekday | null;
  /** Shown above the table; the table is named by it either way. */
  caption?: string;
  /** Hides the caption visually when a heading next to the table already says it. */
  hideCaption?: boolean;
  className?: string;
};

/** «09:00–23:00», «18:00–03:00» past midnight, «Круглосуточно» for a whole day. */
export function formatInterval(interval: Pick<ScheduleInterval, 'from' | 'to'>): string {
  if (interval.from === 0 && interval.to === MINUTES_IN_DAY) return text.allDay;
  return `${formatMinute(interval.from)}–${formatMinute(interval.to)}`;
}

/** A week of opening hours, Monday first; days without intervals read «Выходной», today stands out. */
export function ScheduleView({
  schedule,
  today = null,
  caption = text.caption,
  hideCaption,
  className,
}: ScheduleViewProps) {
  return (
    <table className={cn('w-full border-separate border-spacing-0 text-base', className)}>
      <caption className={cn('mb-2 text-start font-semibold', hideCaption && 'sr-only')}>{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{text.weekday}</th>
          <th scope="col">{text.hours}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday) => {
          const intervals = intervalsOf(schedule, weekday);
          const isToday = weekday === today;
          return (
            <tr
              key={weekday}
              aria-current={isToday ? 'date' : undefined}
              data-weekday={weekday}
              className={cn(isToday && 'bg-primary-soft font-semibold text-primary-soft-foreground')}
            >
              <th
                scope="row"
                className={cn(
                  'rounded-s-control py-1.5 ps-3 pe-4 text-start',
                  isToday ? 'font-semibold' : 'font-normal',
                )}
              >
                {WEEKDAY_LABELS[weekday]}
                {isToday ? <span className="ms-2 text-sm font-normal">({text.today})</span> : null}
              </th>
              <td
                className={cn(
                  'rounded-e-control py-1.5 pe-3 text-end tabular-nums',
                  !isToday && intervals.length === 0 && 'text-muted-foreground',
                )}
              >
                {intervals.length === 0 ? text.dayOff : intervals.map(formatInterval).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
