// Everything that touches recharts, in one module VisitsPerDayChart imports dynamically: the library (about
// 100 kB gzip) loads only on the screen that shows the chart, never with the pages that link to it.
import { formatCount, formatNumber } from '@mesto/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
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
