import { Input, isoToLocalInput, localInputToIso } from '@mesto/ui';
import { useId, useState } from 'react';

/**
 * The start of an event whose text gave only the day: the day as read and the time apart, empty until the person
 * sets it (a date-and-time control cannot hold a day without a time). While no time is set the start is the day's
 * midnight and `timeMissing` says so. Put it in the start's Field: the day takes its label, the time its own.
 */
export function StartDayAndTime({
  value,
  timeMissing,
  timeZone,
  timeLabel,
  onChange,
  onBlur,
}: {
  value: string | null;
  timeMissing: boolean;
  /** IANA zone of the place: the day and the time are its wall clock. */
  timeZone: string;
  timeLabel: string;
  onChange: (startsAt: string | null, timeMissing: boolean) => void;
  onBlur: () => void;
}) {
  const timeId = useId();
  // The controls' own text, as typed: a half-typed day or time must not be wiped by the value echoed back.
  const [day, setDay] = useState(() => isoToLocalInput(value, timeZone).slice(0, 10));
  const [time, setTime] = useState(() => (timeMissing ? '' : isoToLocalInput(value, timeZone).slice(11, 16)));

  const emit = (nextDay: string, nextTime: string) => {
    if (nextDay === '') {
      onChange(null, nextTime === '');
      return;
    }
    onChange(localInputToIso(`${nextDay}T${nextTime === '' ? '00:00' : nextTime}`, timeZone), nextTime === '');
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Input
        type="date"
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          emit(event.target.value, time);
        }}
        onBlur={onBlur}
        className="w-auto min-w-40 flex-[2] tabular-nums"
      />
      <Input
        type="time"
        id={timeId}
        aria-label={timeLabel}
        value={time}
        onChange={(event) => {
          setTime(event.target.value);
          emit(day, event.target.value);
        }}
        onBlur={onBlur}
        className="w-auto min-w-28 flex-1 tabular-nums"
      />
    </div>
  );
}
