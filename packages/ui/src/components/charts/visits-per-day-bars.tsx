// Everything that touches recharts, in one module the charts import dynamically (use-chart-runtime.ts): the library
// (about 100 kB gzip) loads only on the screen that shows a chart, never with the pages that link to it.
import { formatCount, formatNumber } from '@mesto/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { chartMessages as text } from './messages.ts';
import { dayLabel, dayTick } from './visit-dates.ts';

export type DayVisits = { date: string; visits: number };

function DayTooltip({ active, payload }: TooltipContentProps) {
  const row = payload?.[0]?.payload as DayVisits | undefined;
  if (!active || row === undefined) return null;
  return (
    <div className="rounded-control border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-overlay">
      <p className="font-medium">{dayLabel(row.date)}</p>
      <p className="text-muted-foreground">{formatCount(row.visits, text.visits)}</p>
    </div>
  );
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The bars themselves; hidden from screen readers, which read the table beside them instead. */
export function VisitsPerDayBars({ data, height }: { data: readonly DayVisits[]; height: number }) {
  return (
    <div
      aria-hidden="true"
      className="text-muted-foreground [&_.recharts-bar-rectangle_.recharts-rectangle]:fill-primary"
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="date"
            tickFormatter={dayTick}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatNumber(value)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={36}
          />
          <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.1 }} content={DayTooltip} />
          <Bar dataKey="visits" radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={!reducedMotion()} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

type Point = { date: string; value: number | null };
type Format = (value: number) => string;

function PointTooltip({
  active,
  payload,
  label,
  format,
}: Pick<TooltipContentProps, 'active' | 'payload'> & { label: string; format: Format }) {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || point === undefined) return null;
  return (
    <div className="rounded-control border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-overlay">
      <p className="font-medium">{dayLabel(point.date)}</p>
      <p className="text-muted-foreground">
        {label}: {point.value === null ? text.series.none : format(point.value)}
      </p>
    </div>
  );
}

/** A figure over time as bars or a line; hidden from screen readers, which read the table beside it instead. */
export function TimeSeriesDrawing({
  data,
  kind,
  height,
  valueLabel,
  formatValue,
  domain,
}: {
  data: readonly Point[];
  kind: 'bars' | 'line';
  height: number;
  valueLabel: string;
  formatValue: Format;
  domain: readonly [number, number] | undefined;
}) {
  const rows = [...data];
  const grid = <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />;
  const xAxis = (
    <XAxis
      dataKey="date"
      tickFormatter={dayTick}
      tick={{ fill: 'currentColor', fontSize: 12 }}
      tickLine={false}
      axisLine={false}
      interval="preserveStartEnd"
      minTickGap={12}
    />
  );
  const yAxis = (
    <YAxis
      allowDecimals={domain !== undefined}
      domain={domain ? [...domain] : [0, 'auto']}
      tickFormatter={(value: number) => formatValue(value)}
      tick={{ fill: 'currentColor', fontSize: 12 }}
      tickLine={false}
      axisLine={false}
      width={36}
    />
  );
  const content = ({ active, payload }: TooltipContentProps) => (
    <PointTooltip active={active} payload={payload} label={valueLabel} format={formatValue} />
  );
  const margin = { top: 8, right: 4, bottom: 0, left: 0 };
  return (
    <div
      aria-hidden="true"
      className="text-muted-foreground [&_.recharts-bar-rectangle_.recharts-rectangle]:fill-primary [&_.recharts-line-curve]:stroke-primary [&_.recharts-dot]:fill-primary [&_.recharts-dot]:stroke-primary"
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bars' ? (
          <BarChart data={rows} margin={margin} accessibilityLayer={false}>
            {grid}
            {xAxis}
            {yAxis}
            <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.1 }} content={content} />
            <Bar dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={!reducedMotion()} />
          </BarChart>
        ) : (
          <LineChart data={rows} margin={margin} accessibilityLayer={false}>
            {grid}
            {xAxis}
            {yAxis}
            <Tooltip cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} content={content} />
            <Line
              dataKey="value"
              type="monotone"
              strokeWidth={2}
              connectNulls
              dot={{ r: 3 }}
              isAnimationActive={!reducedMotion()}
            />
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
