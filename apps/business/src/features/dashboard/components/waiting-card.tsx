import { Button, buttonVariants, Card, Skeleton } from '@mesto/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';

type WaitingCardProps = {
  title: string;
  /** How many things wait for the business (opinions without an answer, chats with unread messages). */
  count: UseQueryResult<number, unknown>;
  text: {
    loading: string;
    loadFailed: string;
    retry: string;
    none: string;
    some: (count: number) => string;
    act: string;
    all: string;
  };
  /** Where the waiting ones are, and where all of them are. */
  waitingHref: string;
  allHref: string;
  testId: string;
};

/** A figure of the dashboard: how many things wait for the business, with the way to them. */
export function WaitingCard({ title, count, text, waitingHref, allHref, testId }: WaitingCardProps) {
  const headingId = useId();
  const figure = () => {
    if (count.isPending) {
      return (
        <div aria-busy="true">
          <p className="sr-only">{text.loading}</p>
          <Skeleton className="h-8 w-48" />
        </div>
      );
    }
    if (count.isError) {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">{text.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void count.refetch()}>
            {text.retry}
          </Button>
        </div>
      );
    }
    return (
      <p className="text-2xl font-semibold" data-testid={testId}>
        {count.data === 0 ? text.none : text.some(count.data)}
      </p>
    );
  };
  const waiting = (count.data ?? 0) > 0;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
            {title}
          </h2>
          {figure()}
        </div>
        <Link
          to={waiting ? waitingHref : allHref}
          className={buttonVariants({ variant: waiting ? 'primary' : 'secondary' })}
        >
          {waiting ? text.act : text.all}
        </Link>
      </section>
    </Card>
  );
}
