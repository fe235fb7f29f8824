import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

/** Shared look of text-like controls: 44px tall, a clear border, a focus ring and a red border when invalid. */
export const controlClassName = [
  'w-full min-w-0 rounded-control border border-input bg-surface px-3.5 text-base text-foreground',
  'placeholder:text-muted-foreground transition-colors',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
].join(' ');

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  const controlProps = useFieldControl(props);
  return <input type={type} className={cn(controlClassName, 'min-h-touch py-2', className)} {...controlProps} />;
}
