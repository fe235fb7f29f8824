import { formatCount, RATING_MAX, RATING_MIN } from '@mesto/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { ratingMessages as text } from './messages.ts';
import { StarIcon } from './star-icon.tsx';

export type RatingInputProps = {
  /** The chosen number of stars; null until the person picks one. */
  value: number | null;
  onChange: (value: number) => void;
  /** The form field's name: the chosen number is submitted with the form. */
  name?: string;
  /** The visible label of the group. */
  label?: ReactNode;
  /** Hides the label visually (a heading nearby already says it); screen readers still read it. */
  hideLabel?: boolean;
  required?: boolean;
  /** The Russian error message under the stars; marks the group invalid. */
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

const values = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * Five stars to choose from, built on native radio buttons so forms and screen readers understand them.
 * Arrows move and choose (as in any radio group), Home and End jump to one and five stars, Space and Enter choose
 * the focused star; Enter does not submit the form from here.
 */
export function RatingInput({
  value,
  onChange,
  name,
  label = text.inputLabel,
  hideLabel = false,
  required = false,
  error,
  disabled = false,
  id,
  className,
  ...aria
}: RatingInputProps) {
  const generatedId = useId();
  const field = useFieldControl<{
    id: string | undefined;
    required: boolean | undefined;
    'aria-describedby'?: string | undefined;
    'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  }>({ ...aria, id, required: required || undefined });
  const groupId = field.id ?? generatedId;
  const labelId = `${groupId}-label`;
  const errorId = `${groupId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [field['aria-describedby'], hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const [hovered, setHovered] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const shown = hovered ?? value ?? 0;

  const choose = (next: number) => {
    inputs.current[next - RATING_MIN]?.focus();
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, star: number) => {
    if (event.key === 'Home') choose(RATING_MIN);
    else if (event.key === 'End') choose(RATING_MAX);
    else if (event.key === 'Enter') choose(star);
    else return;
    event.preventDefault();
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div
        role="radiogroup"
        id={groupId}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        aria-invalid={hasError || field['aria-invalid'] === true || field['aria-invalid'] === 'true' ? true : undefined}
        aria-disabled={disabled || undefined}
        className="inline-flex w-fit items-center"
        onMouseLeave={() => setHovered(null)}
      >
        {values.map((star) => (
          <label
            key={star}
            onMouseEnter={() => (disabled ? undefined : setHovered(star))}
            className={cn(
              'relative inline-flex size-touch cursor-pointer items-center justify-center rounded-control transition-transform',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-0 has-focus-visible:outline-ring',
              !disabled && 'hover:scale-110',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              ref={(element) => {
                inputs.current[star - RATING_MIN] = element;
              }}
              type="radio"
              className="sr-only"
              name={name ?? generatedId}
              value={star}
              checked={value === star}
              disabled={disabled}
              required={required}
              onChange={() => onChange(star)}
              onKeyDown={(event) => onKeyDown(event, star)}
            />
            <span className="sr-only">{formatCount(star, text.stars)}</span>
            <StarIcon fill={shown >= star ? 1 : 0} className="size-8" />
          </label>
        ))}
      </div>
      {hasError ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
