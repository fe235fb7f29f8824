import type { ScheduleInterval } from '@mesto/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatInterval, ScheduleView } from './schedule-view.tsx';

const schedule: ScheduleInterval[] = [
  { weekday: 'MONDAY', from: 540, to: 1380 },
  { weekday: 'FRIDAY', from: 1080, to: 180 },
  { weekday: 'FRIDAY', from: 600, to: 900 },
  { weekday: 'SATURDAY', from: 0, to: 1440 },
];

describe('ScheduleView', () => {
  it('shows every weekday Monday first, intervals in order, days off and whole days in words', () => {
    render(<ScheduleView schedule={schedule} today="FRIDAY" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Понедельник09:00–23:00',
      'ВторникВыходной',
      'СредаВыходной',
      'ЧетвергВыходной',
      'Пятница(сегодня)10:00–15:00, 18:00–03:00',
      'СубботаКруглосуточно',
      'ВоскресеньеВыходной',
    ]);
  });

  it('marks today as the current date for assistive technology', () => {
    render(<ScheduleView schedule={schedule} today="MONDAY" />);
    const table = screen.getByRole('table', { name: 'Часы работы' });
    const current = table.querySelectorAll('[aria-current="date"]');
    expect(current).toHaveLength(1);
    expect(within(current[0] as HTMLElement).getByRole('rowheader').textContent).toContain('Понедельник');
  });

  it('formats an interval that runs to midnight as 24:00', () => {
    expect(formatInterval({ from: 600, to: 1440 })).toBe('10:00–24:00');
  });
});
