import { type ComponentProps, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { isoToLocalInput, localInputToIso } from '../../lib/zoned-time.ts';
import { useFieldControl } from '../field/field.tsx';
import { controlClassName } from '../input/input.tsx';

export type DateTimePickerProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> & {
  /** The chosen instant as an ISO string ('2026-11-22T16:30:00.000Z'), or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** IANA zone the wall clock is shown in, e.g. the place's 'Europe/Moscow'; the browser's zone by default. */
  timeZone?: string;
  min?: string;
  max?: string;
};

/** The platform's date and time picker (wheels on phones, a calendar on desktops) that speaks ISO instants. */
export function DateTimePicker({ value, onChange, timeZone, min, max, className, ...props }: DateTimePickerProps) {
  const controlProps = useFieldControl(props);
  const [draft, setDraft] = useState(() => isoToLocalInput(value, timeZone));
  const [shownValue, setShownValue] = useState(value);
  const emitted = useRef(value);
  // A new value from outside replaces the draft; our own value echoed back must not, or clearing one
  // segment of the input would wipe the others.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== emitted.current) setDraft(isoToLocalInput(value, timeZone));
  }

  return (
    <input
      type="datetime-local"
      className={cn(controlClassName, 'min-h-touch py-2 tabular-nums', className)}
      value={draft}
      min={min === undefined ? undefined : isoToLocalInput(min, timeZone)}
      max={max === undefined ? undefined : isoToLocalInput(max, timeZone)}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        const iso = localInputToIso(next, timeZone);
        emitted.current = iso;
        onChange(iso);
      }}
      {...controlProps}
    />
  );
}
