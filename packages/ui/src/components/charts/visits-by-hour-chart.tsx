import { formatCount, formatNumber, WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '@mesto/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ChartEmpty, ChartFigure } from './chart-figure.tsx';
import { chartMessages as text } from './messages.ts';

export type VisitsByHourChartProps = {
  /** Seven rows (Monday first) of 24 numbers (hour 0 to 23, in the place's zone); missing cells count as 0. */
  data: readonly (readonly number[])[];
  title?: ReactNode;
  className?: string;
};

const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** Five shades from none to the busiest hour; the same five make the legend. */
const shades = ['bg-surface-muted', 'bg-primary/20', 'bg-primary/45', 'bg-primary/70', 'bg-primary'] as const;

function shadeOf(visits: number, max: number): string {
  if (visits <= 0 || max <= 0) return shades[0];
  return shades[Math.max(1, Math.ceil((visits / max) * (shades.length - 1)))] ?? shades[4];
}

/**
 * When people come: a 7 × 24 heat map of weekdays by hours, drawn with a CSS grid (no chart library), with a
 * visually hidden table of the same figures for screen readers.
 */
export function VisitsByHourChart({ data, title = text.byHour.title, className }: VisitsByHourChartProps) {
  const rows = WEEKDAYS.map((_, day) => hours.map((hour) => data[day]?.[hour] ?? 0));
  const max = Math.max(0, ...rows.flat());
  return (
    <ChartFigure
      title={title}
      className={className}
      table={
        max === 0 ? null : (
          <table>
            <thead>
              <tr>
                <th scope="col">{text.byHour.weekday}</th>
                {hours.map((hour) => (
                  <th key={hour} scope="col">
                    {text.byHour.hour(hour)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((weekday, day) => (
                <tr key={weekday}>
                  <th scope="row">{WEEKDAY_LABELS[weekday]}</th>
                  {hours.map((hour) => (
                    <td key={hour}>{formatNumber(rows[day]?.[hour] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    >
      {max === 0 ? (
        <ChartEmpty height={160}>{text.empty}</ChartEmpty>
      ) : (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div
            className="grid items-center gap-px text-xs text-muted-foreground sm:gap-0.5"
            style={{ gridTemplateColumns: 'auto repeat(24, minmax(0, 1fr))' }}
          >
            {WEEKDAYS.map((weekday, day) => (
              <div key={weekday} className="contents">
                <span className="pe-1.5 font-medium">{WEEKDAY_SHORT_LABELS[weekday]}</span>
                {hours.map((hour) => {
                  const visits = rows[day]?.[hour] ?? 0;
                  return (
                    <span
                      key={hour}
                      data-visits={visits}
                      title={text.byHour.cell(WEEKDAY_SHORT_LABELS[weekday], hour, formatCount(visits, text.visits))}
                      className={cn('aspect-square min-h-2 rounded-[3px]', shadeOf(visits, max))}
                    />
                  );
                })}
              </div>
            ))}
            <span />
            {hours.map((hour) =>
              hour % 3 === 0 ? (
                <span key={hour} className="col-span-3 pt-1 tabular-nums">
                  {hour}
                </span>
              ) : null,
            )}
          </div>
          <div className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground">
            <span>{text.byHour.fewer}</span>
            {shades.map((shade) => (
              <span key={shade} className={cn('size-3 rounded-[3px]', shade)} />
            ))}
            <span>{text.byHour.more}</span>
          </div>
        </div>
      )}
    </ChartFigure>
  );
}
