import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type CardProps = ComponentProps<'div'> & {
  /** Lifts on hover for cards that are links or buttons as a whole (a place in a list). */
  interactive?: boolean;
};

export function Card({ className, interactive = false, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card border border-border bg-surface text-foreground shadow-card',
        interactive &&
          'transition-[box-shadow,translate] duration-150 hover:-translate-y-0.5 hover:shadow-overlay focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-4 sm:p-5', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('text-lg font-semibold leading-snug', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 sm:px-5 sm:pb-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-auto flex items-center gap-2 border-t border-border px-4 py-3 sm:px-5', className)}
      {...props}
    />
  );
}
