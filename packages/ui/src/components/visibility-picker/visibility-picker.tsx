import { VISIBILITY_HINTS, VISIBILITY_LABELS, Visibility } from '@mesto/domain';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { visibilityPickerMessages as text } from './messages.ts';

/** From the widest audience to the narrowest, the order a person weighs them in. */
const ALL_OPTIONS: readonly Visibility[] = [
  Visibility.PUBLIC,
  Visibility.FRIENDS,
  Visibility.PRIVATE,
  Visibility.NOTES,
];

export type VisibilityPickerProps = {
  value: Visibility;
  onChange: (value: Visibility) => void;
  /** The choices offered, in this order; e.g. a visit is never PRIVATE. All four by default. */
  options?: readonly Visibility[];
  /** The visible label of the group. */
  label?: ReactNode;
  hideLabel?: boolean;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * Who sees an opinion, a visit or a room. Native radio buttons (arrows move the choice); stacked rows on a phone,
 * one segmented bar where the container is wider than 32rem. The chosen option's hint stays under the group and describes it.
 */
export function VisibilityPicker({
  value,
  onChange,
  options = ALL_OPTIONS,
  label = text.label,
  hideLabel = false,
  name,
  disabled = false,
  className,
}: VisibilityPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('@container flex min-w-0 flex-col gap-1.5', className)}>
      <span id={labelId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-disabled={disabled || undefined}
        className="flex flex-col gap-1 rounded-control bg-surface-muted p-1 @lg:flex-row"
      >
        {options.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option}
              className={cn(
                'relative flex min-h-touch flex-1 cursor-pointer select-none items-center gap-3 rounded-[0.6rem] px-3 py-2',
                'text-base font-medium transition-colors @lg:justify-center @lg:gap-2 @lg:text-center',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
                checked ? 'bg-surface text-foreground shadow-card' : 'text-muted-foreground hover:text-foreground',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name ?? id}
                value={option}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option)}
              />
              {/* A radio circle on a phone, where the options are rows; the segmented bar needs none. */}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border-2 @lg:hidden',
                  checked ? 'border-primary' : 'border-input',
                )}
              >
                {checked ? <span className="size-2.5 rounded-full bg-primary" /> : null}
              </span>
              {VISIBILITY_LABELS[option]}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {VISIBILITY_HINTS[value]}
      </p>
    </div>
  );
}
