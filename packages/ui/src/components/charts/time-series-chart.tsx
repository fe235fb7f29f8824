import { formatNumber } from '@mesto/domain';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { ChartEmpty, ChartFigure } from './chart-figure.tsx';
import { chartMessages as text } from './messages.ts';
import { useChartRuntime } from './use-chart-runtime.ts';
import { dayLabel } from './visit-dates.ts';

/** One point: a day ('YYYY-MM-DD', or the first day of a longer step) and its figure; null where there is none. */
export type TimePoint = { date: string; value: number | null };

export type TimeSeriesChartProps = {
  /** Oldest first; a step without anything carries 0 (a count) or null (e.g. a mean of nothing). */
  data: readonly TimePoint[];
  title: ReactNode;
  /** The column of figures in the table screen readers read, e.g. «Просмотры». */
  valueLabel: string;
  /** The column of dates; «Дата» by default, «Неделя с» for weekly points. */
  dateLabel?: string;
  /** Bars for counts, a line for a level such as a rating. */
  kind?: 'bars' | 'line';
  /** The figure as people read it (the axis, the tooltip and the table); a plain number by default. */
  formatValue?: (value: number) => string;
  /** The value axis's fixed bounds, e.g. [1, 5] for a rating; from zero to the largest figure by default. */
  domain?: readonly [number, number];
  /** The message when every point is 0 or empty. */
  empty?: ReactNode;
  /** The height of the drawing in pixels. */
  height?: number;
  className?: string;
};

/**
 * Any figure over time, as bars or a line. The chart library loads on first show (the charts' own chunk); screen
 * readers get a table of the same figures, which is there from the first render.
 */
export function TimeSeriesChart({
  data,
  title,
  valueLabel,
  dateLabel = text.series.date,
  kind = 'bars',
  formatValue = formatNumber,
  domain,
  empty = text.series.empty,
  height = 200,
  className,
}: TimeSeriesChartProps) {
  const nothing = data.every((point) => point.value === null || point.value === 0);
  return (
    <ChartFigure
      title={title}
      className={className}
      table={
        nothing ? null : (
          <table>
            <thead>
              <tr>
                <th scope="col">{dateLabel}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{dayLabel(point.date)}</th>
                  <td>{point.value === null ? text.series.none : formatValue(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    >
      {nothing ? (
        <ChartEmpty height={height}>{empty}</ChartEmpty>
      ) : (
        <Drawing
          data={data}
          kind={kind}
          height={height}
          valueLabel={valueLabel}
          formatValue={formatValue}
          domain={domain}
        />
      )}
    </ChartFigure>
  );
}

function Drawing(props: {
  data: readonly TimePoint[];
  kind: 'bars' | 'line';
  height: number;
  valueLabel: string;
  formatValue: (value: number) => string;
  domain: readonly [number, number] | undefined;
}) {
  const charts = useChartRuntime();
  if (charts.status === 'ready') return <charts.runtime.TimeSeriesDrawing {...props} />;
  if (charts.status === 'failed') {
    return (
      <div className="flex flex-col items-center justify-center gap-3 text-center" style={{ height: props.height }}>
        <p>{text.failed}</p>
        <Button variant="secondary" onClick={charts.retry}>
          {text.retry}
        </Button>
      </div>
    );
  }
  return <Skeleton style={{ height: props.height }} title={text.loading} />;
}
