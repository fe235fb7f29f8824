// The list states (skeleton, failed load) are @mesto/app-shell's, shared by both apps and its CursorList.
export { ListSkeleton, LoadFailed } from '@mesto/app-shell';

import { buttonVariants, Card, EmptyState, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { catalogueMessages as text } from './catalogue-messages.ts';

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
