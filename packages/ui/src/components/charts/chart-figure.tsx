import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A chart's frame: a figure named by its visible title, the drawing (hidden from screen readers) and a visually
 * hidden table with the same figures, which is what screen readers read.
 */
export function ChartFigure({
  title,
  table,
  children,
  className,
}: {
  title: ReactNode;
  table: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className={cn(
        'm-0 flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card',
        className,
      )}
    >
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      {children}
      {/* Hidden in a box: a table does not shrink to sr-only's 1 px, and a wide one (24 hours) made the page scroll
          sideways. */}
      {table === null ? null : <div className="sr-only">{table}</div>}
    </figure>
  );
}

/** The message in place of a chart with nothing to show. */
export function ChartEmpty({ children, height }: { children: ReactNode; height: number }) {
  return (
    <p
      className="flex items-center justify-center rounded-control bg-surface-muted px-4 text-center text-muted-foreground"
      style={{ minHeight: Math.min(height, 160) }}
    >
      {children}
    </p>
  );
}
