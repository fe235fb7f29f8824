import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { mapMessages as text } from './messages.ts';
import type { LeafletState } from './use-leaflet.ts';

/**
 * The box a Leaflet map draws into, named as a region. `isolate` keeps Leaflet's own z-indexes (400–1000) inside
 * it, so the map never covers the site's header, bottom bar or dialogs.
 */
export function MapFrame({
  label,
  state,
  onRetry,
  containerRef,
  className,
  children,
}: {
  label: string;
  state: LeafletState['status'];
  onRetry: () => void;
  containerRef: Ref<HTMLDivElement>;
  className?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      aria-busy={state === 'loading'}
      className={cn(
        'relative isolate z-0 overflow-hidden rounded-card border border-border bg-surface-muted',
        className,
      )}
    >
      <div ref={containerRef} className="size-full" />
      {state === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner size="sm" label={null} />
          <span role="status">{text.loading}</span>
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
          <p role="alert">{text.failed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {children}
    </section>
  );
}
