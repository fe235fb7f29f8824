import { WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS, type Weekday } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { useFieldControl } from '../field/field.tsx';

export type WeekdayPickerProps = {
  value: readonly Weekday[];
  /** The chosen days, always in week order (Monday first). */
  onChange: (weekdays: Weekday[]) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

/** Seven toggle buttons, Пн to Вс: opening days of a place, days an event repeats on. */
export function WeekdayPicker({ value, onChange, disabled = false, className, ...aria }: WeekdayPickerProps) {
  const { id, ...groupAria } = useFieldControl({ ...aria, id: undefined as string | undefined });
  const hasName = aria['aria-label'] !== undefined || id !== undefined;
  const selected = new Set(value);
  const toggle = (day: Weekday) => {
    const next = new Set(selected);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    onChange(WEEKDAYS.filter((weekday) => next.has(weekday)));
  };
  return (
    <fieldset
      id={id}
      aria-label={hasName ? undefined : messages.weekdays.label}
      {...groupAria}
      className={cn('m-0 grid min-w-0 grid-cols-7 gap-1.5 border-0 p-0', className)}
    >
      {WEEKDAYS.map((day) => {
        const on = selected.has(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={on}
            title={WEEKDAY_LABELS[day]}
            disabled={disabled}
            onClick={() => toggle(day)}
            className={cn(
              'inline-flex min-h-touch min-w-0 items-center justify-center rounded-control border text-base font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:pointer-events-none disabled:opacity-50',
              on
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                : 'border-border bg-surface text-foreground hover:bg-secondary',
            )}
          >
            {WEEKDAY_SHORT_LABELS[day]}
          </button>
        );
      })}
    </fieldset>
  );
}
