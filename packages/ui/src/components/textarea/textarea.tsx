import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { controlClassName } from '../input/input.tsx';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const controlProps = useFieldControl(props);
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, 'field-sizing-content min-h-24 resize-y py-2.5 leading-relaxed', className)}
      {...controlProps}
    />
  );
}
