import { formatNumber } from '@mesto/domain';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { ChartEmpty, ChartFigure } from './chart-figure.tsx';
import { chartMessages as text } from './messages.ts';
import { useChartRuntime } from './use-chart-runtime.ts';
import { dayLabel } from './visit-dates.ts';

export type VisitsPerDayChartProps = {
  /** One row per day, oldest first (the last 30 days); days without visits carry 0. */
  data: readonly { date: string; visits: number }[];
  title?: ReactNode;
  /** The height of the drawing in pixels. */
  height?: number;
  className?: string;
};

/**
 * Visits per day as bars. The chart library loads on first show (its own chunk); screen readers get a table of
 * the same figures, which is there from the first render.
 */
export function VisitsPerDayChart({
  data,
  title = text.perDay.title,
  height = 220,
  className,
}: VisitsPerDayChartProps) {
  const empty = data.every((row) => row.visits === 0);
  return (
    <ChartFigure
      title={title}
      className={className}
      table={
        empty ? null : (
          <table>
            <thead>
              <tr>
                <th scope="col">{text.perDay.date}</th>
                <th scope="col">{text.perDay.visits}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{dayLabel(row.date)}</th>
                  <td>{formatNumber(row.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    >
      {empty ? <ChartEmpty height={height}>{text.empty}</ChartEmpty> : <Bars data={data} height={height} />}
    </ChartFigure>
  );
}

function Bars({ data, height }: { data: VisitsPerDayChartProps['data']; height: number }) {
  const charts = useChartRuntime();
  if (charts.status === 'ready') return <charts.runtime.VisitsPerDayBars data={data} height={height} />;
  if (charts.status === 'failed') {
    return (
      <div className="flex flex-col items-center justify-center gap-3 text-center" style={{ height }}>
        <p>{text.failed}</p>
        <Button variant="secondary" onClick={charts.retry}>
          {text.retry}
        </Button>
      </div>
    );
  }
  return <Skeleton style={{ height }} title={text.loading} />;
}
