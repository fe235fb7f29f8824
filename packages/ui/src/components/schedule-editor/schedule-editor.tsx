import {
  formatMinute,
  MINUTES_IN_DAY,
  type ScheduleInterval,
  validateInterval,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@mesto/domain';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { PlusIcon, TrashIcon } from '../icons/icons.tsx';
import { Input } from '../input/input.tsx';
import { NativeSelect } from '../select/select.tsx';
import { scheduleMessages as text } from './schedule-editor-messages.ts';

type Mode = 'closed' | 'hours' | 'allDay';
type Draft = { key: number; from: string; to: string; touched: boolean };
type Day = { allDay: boolean; intervals: Draft[] };
type Week = Record<Weekday, Day>;

const ALL_DAY: Readonly<{ from: number; to: number }> = { from: 0, to: MINUTES_IN_DAY };
const DEFAULT_HOURS = { from: '10:00', to: '22:00' };
const NO_SCHEDULE: readonly ScheduleInterval[] = [];

// Text boxes rather than <input type="time">: the product's clock is 24-hour everywhere, while a browser in
// another language would show AM/PM, and a closing time of 24:00 can be typed as such.
const clockInput = {
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 5,
  placeholder: text.placeholder,
  className: 'w-20 text-center tabular-nums',
} as const;

const modeOptions = [
  { value: 'closed', label: text.modes.closed },
  { value: 'hours', label: text.modes.hours },
  { value: 'allDay', label: text.modes.allDay },
];

/**
 * A clock time typed the way people type it: «18:30», «18.30», «1830», «9» → minutes from midnight (1110, 1110,
 * 1110, 540). Anything else (an empty box, «25:00») is NaN, which the domain's check reports as a wrong time.
 */
export function parseClock(value: string): number {
  const match = /^(\d{1,2})(?:[:.\s]?(\d{2}))?$/.exec(value.trim());
  if (match === null) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return Number.NaN;
  return hours * 60 + minutes;
}

/** Closing at 00:00 or 24:00 means midnight at the end of the day: the domain stores it as 1440. */
function parseClosing(value: string): number {
  const minute = parseClock(value);
  return minute === 0 ? MINUTES_IN_DAY : minute;
}

/** What a box shows once it is left: the time as «18:30», or the text as typed when it is not a time. */
function tidy(value: string, closing: boolean): string {
  const minute = closing ? parseClosing(value) : parseClock(value);
  return Number.isNaN(minute) ? value : formatMinute(minute);
}

const modeOf = (day: Day): Mode => (day.allDay ? 'allDay' : day.intervals.length > 0 ? 'hours' : 'closed');

const isAllDay = (intervals: readonly ScheduleInterval[]) =>
  intervals.length === 1 && intervals[0]?.from === ALL_DAY.from && intervals[0]?.to === ALL_DAY.to;

function toSchedule(week: Week): ScheduleInterval[] {
  return WEEKDAYS.flatMap((weekday) => {
    const day = week[weekday];
    if (day.allDay) return [{ weekday, ...ALL_DAY }];
    return day.intervals.map((draft) => ({ weekday, from: parseClock(draft.from), to: parseClosing(draft.to) }));
  });
}

export type ScheduleEditorProps = {
  /**
   * The weekly schedule (minutes from local midnight; `to` below `from` closes after midnight, 1440 is midnight).
   * When it changes to something this editor did not emit, the rows are reset.
   */
  value?: readonly ScheduleInterval[];
  /**
   * Every change, as the API takes it: intervals in week order. A time still being typed comes as NaN, so the
   * form's own check (`validateInterval`) refuses to save it.
   */
  onChange?: (schedule: ScheduleInterval[]) => void;
  /** A message for the interval at this index of `value` (the server's `schedule.N…` errors); wins over our own. */
  errorAt?: (index: number) => string | undefined;
  /** Show every interval's error, also of times not visited yet (set it after a failed submit). */
  showAllErrors?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * A week of opening hours: each day off, by the hours (several intervals a day, closing after midnight allowed) or
 * round the clock, and Monday copied to every day in one go. Each interval is checked by the domain's
 * `validateInterval` once its times have been left.
 */
export function ScheduleEditor({
  value = NO_SCHEDULE,
  onChange,
  errorAt,
  showAllErrors = false,
  disabled = false,
  className,
}: ScheduleEditorProps) {
  const idPrefix = useId();
  const nextKey = useRef(0);
  const focusAfterAdd = useRef<number | null>(null);
  const draftOf = (from: string, to: string): Draft => ({ key: nextKey.current++, from, to, touched: false });
  const toWeek = (schedule: readonly ScheduleInterval[]): Week => {
    const week = {} as Week;
    for (const weekday of WEEKDAYS) {
      const own = schedule.filter((interval) => interval.weekday === weekday);
      week[weekday] = isAllDay(own)
        ? { allDay: true, intervals: [] }
        : {
            allDay: false,
            intervals: own.map((interval) =>
              draftOf(
                Number.isNaN(interval.from) ? '' : formatMinute(interval.from),
                Number.isNaN(interval.to) ? '' : formatMinute(interval.to),
              ),
            ),
          };
    }
    return week;
  };

  const [week, setWeek] = useState<Week>(() => toWeek(value));
  const [shownValue, setShownValue] = useState(value);
  const emitted = useRef(JSON.stringify(value));
  if (value !== shownValue) {
    setShownValue(value);
    // Our own output fed back must not reset what is being typed; anything else (a reset, a loaded place) does.
    if (JSON.stringify(value) !== emitted.current) setWeek(toWeek(value));
  }

  const commit = (next: Week) => {
    setWeek(next);
    const schedule = toSchedule(next);
    emitted.current = JSON.stringify(schedule);
    onChange?.(schedule);
  };
  const setDay = (weekday: Weekday, day: Day) => commit({ ...week, [weekday]: day });
  const updateDraft = (weekday: Weekday, key: number, patch: Partial<Draft>) =>
    setDay(weekday, {
      ...week[weekday],
      intervals: week[weekday].intervals.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)),
    });
  // Leaving a box tidies what was typed («1830» → «18:30»); the minute, and so the emitted value, stays the same.
  const touch = (weekday: Weekday, key: number, field: 'from' | 'to') =>
    setWeek((current) => ({
      ...current,
      [weekday]: {
        ...current[weekday],
        intervals: current[weekday].intervals.map((draft) =>
          draft.key === key ? { ...draft, [field]: tidy(draft[field], field === 'to'), touched: true } : draft,
        ),
      },
    }));

  const changeMode = (weekday: Weekday, mode: Mode) => {
    const day = week[weekday];
    if (mode === 'closed') setDay(weekday, { allDay: false, intervals: [] });
    else if (mode === 'allDay') setDay(weekday, { allDay: true, intervals: [] });
    else {
      const intervals = day.intervals.length > 0 ? day.intervals : [draftOf(DEFAULT_HOURS.from, DEFAULT_HOURS.to)];
      setDay(weekday, { allDay: false, intervals });
    }
  };

  const copyMonday = () => {
    const monday = week.MONDAY;
    const next = { ...week };
    for (const weekday of WEEKDAYS) {
      if (weekday === 'MONDAY') continue;
      next[weekday] = {
        allDay: monday.allDay,
        intervals: monday.intervals.map((draft) => draftOf(draft.from, draft.to)),
      };
    }
    commit(next);
  };

  // Each interval's place in the emitted list, which is where the server's `schedule.N` errors point.
  let index = 0;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <Button variant="secondary" size="sm" className="self-start" disabled={disabled} onClick={copyMonday}>
        {text.copyMonday}
      </Button>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {WEEKDAYS.map((weekday) => {
          const day = week[weekday];
          const label = WEEKDAY_LABELS[weekday];
          const mode = modeOf(day);
          const dayStart = index;
          index += day.allDay ? 1 : day.intervals.length;
          const dayError = day.allDay ? errorAt?.(dayStart) : undefined;
          return (
            <li key={weekday}>
              {/* A floated legend takes part in the grid like any child, so the day, its mode and its hours line up. */}
              <fieldset className="m-0 grid min-w-0 grid-cols-[minmax(0,1fr)_10rem] items-start gap-2 border-0 p-3 sm:grid-cols-[9rem_11rem_minmax(0,1fr)] sm:gap-3">
                <legend className="float-left pt-2.5 font-medium">{label}</legend>
                <NativeSelect
                  aria-label={text.mode(label)}
                  value={mode}
                  options={modeOptions}
                  disabled={disabled}
                  onChange={(event) => changeMode(weekday, event.target.value as Mode)}
                />
                {/* The select already says «Выходной» or «Круглосуточно»: such a day needs no more lines. */}
                {mode === 'closed' || (mode === 'allDay' && dayError === undefined) ? null : (
                  <div className="col-span-2 flex min-w-0 flex-col gap-2 sm:col-span-1">
                    {mode === 'allDay' ? (
                      <p className="text-sm text-danger">{dayError}</p>
                    ) : (
                      <>
                        {day.intervals.map((draft, position) => {
                          const n = position + 1;
                          const at = dayStart + position;
                          const interval = { weekday, from: parseClock(draft.from), to: parseClosing(draft.to) };
                          const check = validateInterval(interval);
                          const own = !check.ok && (draft.touched || showAllErrors) ? check.error.message : undefined;
                          const error = errorAt?.(at) ?? own;
                          const errorId = `${idPrefix}-${draft.key}-error`;
                          const note = check.ok
                            ? interval.to === MINUTES_IN_DAY
                              ? text.midnight
                              : interval.to < interval.from
                                ? text.nextDay(formatMinute(interval.to))
                                : null
                            : null;
                          const invalid = error === undefined ? undefined : true;
                          const describedBy = error === undefined ? undefined : errorId;
                          return (
                            <div key={draft.key} className="flex flex-col gap-1">
                              <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
                                <Input
                                  {...clockInput}
                                  aria-label={text.opens(label, n)}
                                  value={draft.from}
                                  disabled={disabled}
                                  aria-invalid={invalid}
                                  aria-describedby={describedBy}
                                  onChange={(event) => updateDraft(weekday, draft.key, { from: event.target.value })}
                                  onBlur={() => touch(weekday, draft.key, 'from')}
                                  ref={(input) => {
                                    if (input !== null && focusAfterAdd.current === draft.key) {
                                      focusAfterAdd.current = null;
                                      input.focus();
                                    }
                                  }}
                                />
                                <span aria-hidden="true">{text.dash}</span>
                                <Input
                                  {...clockInput}
                                  aria-label={text.closes(label, n)}
                                  value={draft.to}
                                  disabled={disabled}
                                  aria-invalid={invalid}
                                  aria-describedby={describedBy}
                                  onChange={(event) => updateDraft(weekday, draft.key, { to: event.target.value })}
                                  onBlur={() => touch(weekday, draft.key, 'to')}
                                />
                                <Button
                                  variant="ghost"
                                  size="icon"
                                  aria-label={text.removeInterval(label, n)}
                                  disabled={disabled}
                                  className="text-muted-foreground hover:text-danger"
                                  onClick={() =>
                                    setDay(weekday, {
                                      allDay: false,
                                      intervals: day.intervals.filter((other) => other.key !== draft.key),
                                    })
                                  }
                                >
                                  <TrashIcon />
                                </Button>
                              </div>
                              {note === null ? null : <p className="text-sm text-muted-foreground">{note}</p>}
                              {error === undefined ? null : (
                                <p id={errorId} className="text-sm text-danger">
                                  {error}
                                </p>
                              )}
                            </div>
                          );
                        })}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="self-start"
                          aria-label={text.addIntervalTo(label)}
                          disabled={disabled}
                          onClick={() => {
                            const draft = draftOf('', '');
                            focusAfterAdd.current = draft.key;
                            setDay(weekday, { allDay: false, intervals: [...day.intervals, draft] });
                          }}
                        >
                          <PlusIcon className="size-4" />
                          {text.addInterval}
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
