import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { useFieldControl } from '../field/field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import { controlClassName } from '../input/input.tsx';

export type SelectOption<V extends string = string> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string = string> = {
  options: readonly SelectOption<V>[];
  /** The chosen value; null for none (controlled), undefined to leave the select uncontrolled. */
  value?: V | null | undefined;
  defaultValue?: V | undefined;
  onValueChange?: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a form like a native select. */
  name?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** A styled listbox (Radix Select): keyboard and screen reader friendly, looks the same on every platform. */
export function Select<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = messages.select.placeholder,
  disabled,
  required,
  name,
  className,
  ...triggerProps
}: SelectProps<V>) {
  const { required: fieldRequired, ...controlProps } = useFieldControl({ ...triggerProps, required });
  return (
    <SelectPrimitive.Root
      // Radix shows the placeholder for an empty string value.
      value={value === null ? '' : value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as V)}
      disabled={disabled}
      required={fieldRequired}
      name={name}
    >
      <SelectPrimitive.Trigger
        className={cn(
          controlClassName,
          'inline-flex min-h-touch items-center justify-between gap-2 py-2 text-start',
          'data-placeholder:text-muted-foreground',
          className,
        )}
        {...controlProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="text-muted-foreground">
          <ChevronDownIcon className="size-4" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-control border border-border bg-surface text-foreground shadow-overlay',
            'data-[state=open]:animate-pop-in',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex min-h-touch cursor-pointer select-none items-center rounded-lg py-2 ps-9 pe-3 text-base outline-none',
                  'data-highlighted:bg-secondary data-disabled:pointer-events-none data-disabled:opacity-50',
                )}
              >
                <SelectPrimitive.ItemIndicator className="absolute start-2.5 inline-flex text-primary">
                  <CheckIcon className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export type NativeSelectProps = Omit<ComponentProps<'select'>, 'multiple'> & {
  options?: readonly SelectOption[];
  placeholder?: string;
};

/** The platform's own select: the best picker on phones, and trivially testable. */
export function NativeSelect({ options, placeholder, className, children, ...props }: NativeSelectProps) {
  const controlProps = useFieldControl(props);
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select className={cn(controlClassName, 'min-h-touch appearance-none py-2 pe-10')} {...controlProps}>
        {placeholder === undefined ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
