import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type StatusPageProps = {
  status: number;
  title: ReactNode;
  description: ReactNode;
  /** Links and buttons that lead the person on. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The shared layout of full-page errors: a big status code, a heading, an explanation and a way out. */
export function StatusPage({ status, title, description, actions, children, className }: StatusPageProps) {
  return (
    <div
      className={cn(
        'flex min-h-[70dvh] items-center justify-center bg-background px-6 py-16 text-foreground',
        className,
      )}
    >
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-7xl font-bold tracking-tight text-primary tabular-nums sm:text-8xl" aria-hidden="true">
          {status}
        </p>
        <h1 className="text-2xl font-semibold sm:text-3xl">
          <span className="sr-only">{status} </span>
          {title}
        </h1>
        <p className="text-base text-muted-foreground">{description}</p>
        {children}
        {actions === undefined ? null : <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}
