import {
  BUSINESS_STATS_DEFAULT_DAYS,
  BUSINESS_STATS_PERIODS,
  formatRating,
  RATING_MAX,
  RATING_MIN,
} from '@mesto/domain';
import { SegmentedControl, Select, Skeleton, TimeSeriesChart } from '@mesto/ui';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { type BusinessStats as Figures, useBusinessStats } from '../api/business-stats.ts';
import { dashboardMessages } from '../messages.ts';

const text = dashboardMessages.stats;
type Period = `${(typeof BUSINESS_STATS_PERIODS)[number]}`;
const periods = BUSINESS_STATS_PERIODS.map((days) => ({ value: `${days}` as Period, label: text.days(days) }));
const isPeriod = (value: string | null): value is Period => periods.some((period) => period.value === value);

type Counted = 'placeViews' | 'eventViews' | 'follows' | 'checkIns';
const counts: { key: Counted; title: string; valueLabel: string }[] = [
  { key: 'placeViews', title: text.placeViews, valueLabel: text.views },
  { key: 'eventViews', title: text.eventViews, valueLabel: text.views },
  { key: 'follows', title: text.follows, valueLabel: text.followers },
  { key: 'checkIns', title: text.checkIns, valueLabel: text.visits },
];

/**
 * The figures of one of my organisations over the last 7, 30 or 90 days: views of its pages, new followers,
 * check-ins and the weekly rating, as charts. The organisation and the period live in the URL (`?organisation=…
 * &days=…`), so a link or a reload shows the same figures.
 */
export function BusinessStatsSection({ organisations }: { organisations: readonly { id: string; name: string }[] }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('organisation');
  const organisation = organisations.find((item) => item.id === wanted) ?? organisations[0] ?? null;
  const days = params.get('days');
  const period: Period = isPeriod(days) ? days : `${BUSINESS_STATS_DEFAULT_DAYS}`;
  const stats = useBusinessStats(organisation?.id ?? null, Number(period));
  const choose = (next: { organisation?: string; days?: Period }) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next.organisation !== undefined) query.set('organisation', next.organisation);
        if (next.days !== undefined) query.set('days', next.days);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );

  if (organisation === null) return null;
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="business-stats" data-testid="business-stats">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h2 id="business-stats" className="text-xl font-semibold">
          {text.title}
        </h2>
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center">
          {organisations.length > 1 ? (
            <Select
              aria-label={text.organisation}
              options={organisations.map((item) => ({ value: item.id, label: item.name }))}
              value={organisation.id}
              onValueChange={(id) => choose({ organisation: id })}
              className="sm:w-64"
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {text.organisation}: <span className="font-medium text-foreground">{organisation.name}</span>
            </p>
          )}
          <SegmentedControl
            aria-label={text.period}
            options={periods}
            value={period}
            onValueChange={(value) => choose({ days: value })}
          />
        </div>
      </div>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void stats.refetch()} />
      ) : (
        <Charts figures={stats.data} />
      )}
    </section>
  );
}

function Charts({ figures }: { figures: Figures }) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      {counts.map(({ key, title, valueLabel }) => {
        const data = figures.perDay.map((day) => ({ date: day.date, value: day[key] }));
        const total = data.reduce((sum, point) => sum + point.value, 0);
        return (
          <TimeSeriesChart
            key={key}
            title={
              <>
                {title}
                {total > 0 ? <span className="font-normal text-muted-foreground"> · {text.total(total)}</span> : null}
              </>
            }
            data={data}
            valueLabel={valueLabel}
            empty={text.empty}
          />
        );
      })}
      <TimeSeriesChart
        title={text.rating}
        kind="line"
        data={figures.ratingPerWeek.map((week) => ({ date: week.week, value: week.rating }))}
        valueLabel={text.ratingValue}
        dateLabel={text.week}
        domain={[RATING_MIN, RATING_MAX]}
        formatValue={formatRating}
        empty={text.empty}
      />
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      {counts.map(({ key }) => (
        <Skeleton key={key} className="h-64 rounded-card" />
      ))}
    </div>
  );
}
