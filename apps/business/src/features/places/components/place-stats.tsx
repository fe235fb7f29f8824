import { formatNumber, HERE_NOW_MIN_SHOWN } from '@mesto/domain';
import { Button, Skeleton, VisitsByHourChart, VisitsPerDayChart } from '@mesto/ui';
import { type ReactNode, useId } from 'react';
import { usePlaceStats } from '../api/get-place-stats.ts';
import { placeStatsMessages as text } from './place-stats-messages.ts';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums">{value}</dd>
      {hint === undefined ? null : <dd className="text-sm text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/**
 * A place's visits for its team: who is here now («мало» below HERE_NOW_MIN_SHOWN), the last 30 days and the
 * weekly rhythm by hour. The chart library loads inside the charts, only when this section shows.
 */
export function PlaceStats({ placeId }: { placeId: string }) {
  const stats = usePlaceStats(placeId);
  const headingId = useId();

  const content = () => {
    if (stats.isPending) {
      return (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p className="sr-only" role="status">
            {text.loading}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-64" />
        </div>
      );
    }
    if (stats.isError || stats.data === null) {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">{text.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            {text.retry}
          </Button>
        </div>
      );
    }
    const { hereNow, perDay, perHour } = stats.data;
    const month = perDay.reduce((sum, day) => sum + day.visits, 0);
    const few = hereNow === null || hereNow < HERE_NOW_MIN_SHOWN;
    return (
      <div className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure
            label={text.hereNow}
            value={few ? text.few : formatNumber(hereNow)}
            hint={few ? text.fewHint(HERE_NOW_MIN_SHOWN) : undefined}
          />
          <Figure label={text.month} value={text.visits(month)} />
        </dl>
        <VisitsPerDayChart data={perDay} />
        <VisitsByHourChart data={perHour} />
      </div>
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold">
          {text.title}
        </h2>
        <p className="text-muted-foreground">{text.description}</p>
      </div>
      {content()}
    </section>
  );
}
