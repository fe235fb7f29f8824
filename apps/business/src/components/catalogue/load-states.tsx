import { Button, buttonVariants, Card, EmptyState, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { catalogueMessages as text } from './catalogue-messages.ts';

/** Rows of skeletons while a list loads, with a status line for screen readers. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-56 max-w-full" />
            <Skeleton className="h-4 w-40 max-w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An editor's place while its item loads. */
export function EditorSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-11" />
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-24" />
    </Card>
  );
}

/** A load that failed: what did not load, and a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      description={text.loadFailedHint}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    />
  );
}

/** The note above an editor the person may look at but not change. */
export function ReadOnlyNote({ children }: { children: string }) {
  return (
    <p className="rounded-card border border-border bg-surface-muted px-4 py-3 text-base" role="note">
      {children}
    </p>
  );
}

/** A business user in no organisation yet: everything in the catalogue starts with one. */
export function NoOrganisations({ createHref }: { createHref: string }) {
  return (
    <EmptyState
      title={text.noOrganisations}
      description={text.noOrganisationsHint}
      action={
        <Link to={createHref} className={buttonVariants()}>
          {text.createOrganisation}
        </Link>
      }
    />
  );
}
