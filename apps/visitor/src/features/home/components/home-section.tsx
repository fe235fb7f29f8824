import { Button, buttonVariants } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homeMessages as text } from '../messages.ts';

type HomeSectionProps = {
  id: string;
  title: string;
  /** Where «all of them» leads, and what the link says. */
  more: { href: string; label: string };
  /** What to say when the section could not load; a retry button goes with it. */
  failed: string | null;
  onRetry: () => void;
  children: ReactNode;
};

/** A section of the home page: a heading with a link to the full list, then a few items. */
export function HomeSection({ id, title, more, failed, onRetry, children }: HomeSectionProps) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={more.href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {more.label}
        </Link>
      </div>
      {failed !== null ? (
        <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
          {failed}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        </p>
      ) : (
        children
      )}
    </section>
  );
}
