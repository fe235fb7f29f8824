import { Button, buttonVariants, Card, Skeleton } from '@mesto/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUnansweredCount } from '../api/unanswered-count.ts';
import { dashboardMessages } from '../messages.ts';

const text = dashboardMessages.opinions;

// The opinions screen with its «without an answer» filter (its default, spelled out so the link says what it shows).
const unansweredHref = paths.opinions.getHref({ answered: 'false' });

/** How many guests' opinions still wait for an answer, with the way to them. */
export function UnansweredOpinions() {
  const count = useUnansweredCount();
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
      <p className="text-2xl font-semibold" data-testid="unanswered-opinions">
        {count.data === 0 ? text.allAnswered : text.unanswered(count.data)}
      </p>
    );
  };
  const hasUnanswered = (count.data ?? 0) > 0;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
            {text.title}
          </h2>
          {figure()}
        </div>
        <Link
          to={hasUnanswered ? unansweredHref : paths.opinions.getHref()}
          className={buttonVariants({ variant: hasUnanswered ? 'primary' : 'secondary' })}
        >
          {hasUnanswered ? text.answer : text.all}
        </Link>
      </section>
    </Card>
  );
}
