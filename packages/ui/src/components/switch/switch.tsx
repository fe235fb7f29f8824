import * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  label?: ReactNode;
  description?: ReactNode;
};

export function Switch({ label, description, className, id, ...props }: SwitchProps) {
  const generatedId = useId();
  const controlProps = useFieldControl({ ...props, id: id ?? (label === undefined ? undefined : generatedId) });
  const control = (
    <SwitchPrimitive.Root
      className={cn(
        'peer relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors',
        'bg-input data-[state=checked]:bg-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50',
        label === undefined && className,
      )}
      {...controlProps}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'block size-6 rounded-full bg-white shadow-card transition-transform duration-150',
          'data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (label === undefined) return control;
  return (
    <div className={cn('flex min-h-touch items-center justify-between gap-4 py-2', className)}>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={controlProps.id} className="cursor-pointer select-none text-base">
          {label}
        </label>
        {description === undefined ? null : <span className="text-sm text-muted-foreground">{description}</span>}
      </div>
      {control}
    </div>
  );
}
