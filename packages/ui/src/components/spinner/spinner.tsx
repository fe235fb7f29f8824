import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  size?: keyof typeof sizes;
  /** Read out by screen readers; `null` makes the spinner decorative (e.g. inside a busy button). */
  label?: string | null;
};

export function Spinner({ size = 'md', label = messages.loading, className, ...props }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
      {...props}
    >
      <svg className={cn('animate-spin', sizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
