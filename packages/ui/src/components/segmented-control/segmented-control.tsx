import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

export type SegmentedOption<V extends string> = { value: V; label: ReactNode; title?: string; icon?: ReactNode };

export type SegmentedControlProps<V extends string> = {
  options: readonly SegmentedOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Names the group for screen readers when no Field or visible heading does. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  name?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  className?: string;
};

/**
 * One choice out of a few, all visible at once. Built on native radio buttons, so arrow keys move the choice
 * and forms and screen readers understand it without extra code.
 */
export function SegmentedControl<V extends string>({
  options,
  value,
  onValueChange,
  name,
  disabled = false,
  fullWidth = false,
  className,
  ...aria
}: SegmentedControlProps<V>) {
  const generatedName = useId();
  const { id, ...groupAria } = useFieldControl({ ...aria, id: undefined as string | undefined });
  return (
    <div
      role="radiogroup"
      id={id}
      {...groupAria}
      className={cn(
        'inline-flex max-w-full gap-1 overflow-x-auto rounded-control bg-surface-muted p-1',
        fullWidth && 'flex w-full',
        className,
      )}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            title={option.title}
            className={cn(
              'relative inline-flex min-h-touch flex-1 cursor-pointer select-none items-center justify-center gap-2 rounded-[0.6rem] px-4',
              'whitespace-nowrap text-base font-medium transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
              checked ? 'bg-surface text-foreground shadow-card' : 'text-muted-foreground hover:text-foreground',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name ?? generatedName}
              value={option.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            {option.icon}
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
