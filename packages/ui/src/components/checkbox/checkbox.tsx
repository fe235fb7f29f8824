import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { CheckIcon, MinusIcon } from '../icons/icons.tsx';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** A clickable label next to the box; the whole row is a 44px touch target. */
  label?: ReactNode;
  description?: ReactNode;
};

export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlProps = useFieldControl({ ...props, id: id ?? (label === undefined ? undefined : generatedId) });
  const box = (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-input bg-surface',
        'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        label === undefined && className,
      )}
      {...controlProps}
    >
      <CheckboxPrimitive.Indicator>
        {props.checked === 'indeterminate' ? (
          <MinusIcon className="size-3.5" strokeWidth={3} />
        ) : (
          <CheckIcon className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label === undefined) return box;
  return (
    <div className={cn('flex min-h-touch items-start gap-3 py-2.5', className)}>
      {box}
      <div className="flex flex-col gap-0.5 leading-5">
        <label htmlFor={controlProps.id} className="cursor-pointer select-none text-base peer-disabled:opacity-50">
          {label}
        </label>
        {description === undefined ? null : <span className="text-sm text-muted-foreground">{description}</span>}
      </div>
    </div>
  );
}
