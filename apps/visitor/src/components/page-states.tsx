import { HttpStatus, useShellConfig } from '@mesto/app-shell';
import { Button, buttonVariants, EmptyState, PageMeta } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogueScreen } from './catalogue-screen.tsx';

// The states of a page about one thing (a place, an organisation, an event, a list, a room) before it can be shown:
// loading, failed to load, not there. Each is the whole screen, under the title of its kind («Место», «Событие»…).

/** The page's thing is loading: a status for screen readers (when `label` is given) and the page's skeleton. */
export function PageLoading({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  const shell = useShellConfig();
  return (
    <CatalogueScreen title={title}>
      <PageMeta title={shell.documentTitle(title)} />
      {label === undefined ? null : (
        <p className="sr-only" role="status">
          {label}
        </p>
      )}
      {children}
    </CatalogueScreen>
  );
}

/** The page's thing could not be loaded: say so and offer to try again. */
export function PageFailed({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const shell = useShellConfig();
  return (
    <CatalogueScreen title={title}>
      <PageMeta title={shell.documentTitle(title)} />
      <EmptyState
        title={message}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </CatalogueScreen>
  );
}

/** There is no such thing (a 404 for the server's render): say so and lead back to its catalogue. */
export function PageNotFound({
  title,
  message,
  hint,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  hint: string;
  backHref: string;
  backLabel: string;
}) {
  const shell = useShellConfig();
  return (
    <CatalogueScreen title={title}>
      <PageMeta title={shell.documentTitle(message)} />
      <HttpStatus code={404} />
      <EmptyState
        title={message}
        description={hint}
        action={
          <Link to={backHref} className={buttonVariants({ variant: 'secondary' })}>
            {backLabel}
          </Link>
        }
      />
    </CatalogueScreen>
  );
}
