import type { ScheduleInterval } from '@mesto/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseClock, ScheduleEditor } from './schedule-editor.tsx';

type OnChange = (schedule: ScheduleInterval[]) => void;

function lastSchedule(onChange: ReturnType<typeof vi.fn<OnChange>>): ScheduleInterval[] {
  const call = onChange.mock.calls.at(-1);
  if (call === undefined) throw new Error('onChange was not called');
  return call[0];
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const mode = (day: string, value: 'closed' | 'hours' | 'allDay') =>
  fireEvent.change(screen.getByRole('combobox', { name: `${day}: режим работы` }), { target: { value } });

/** A parent that keeps the editor's output in its state and can replace it. */
function Controlled() {
  const [schedule, setSchedule] = useState<ScheduleInterval[]>([]);
  return (
    <>
      <ScheduleEditor value={schedule} onChange={setSchedule} />
      <button type="button" onClick={() => setSchedule([{ weekday: 'SUNDAY', from: 600, to: 960 }])}>
        reset
      </button>
    </>
  );
}

describe('ScheduleEditor', () => {
  it('shows each day of a saved schedule: hours, round the clock and days off', () => {
    render(
      <ScheduleEditor
        value={[
          { weekday: 'MONDAY', from: 540, to: 1320 },
          { weekday: 'FRIDAY', from: 1080, to: 180 },
          { weekday: 'SATURDAY', from: 0, to: 1440 },
        ]}
      />,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Понедельник: режим работы' }).value).toBe('hours');
    expect(screen.getByLabelText<HTMLInputElement>('Понедельник, интервал 1: открытие').value).toBe('09:00');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Вторник: режим работы' }).value).toBe('closed');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Суббота: режим работы' }).value).toBe('allDay');
    // Closing after midnight is said in words, so 18:00–03:00 is not mistaken for a typo.
    expect(screen.getByText('до 03:00 следующего дня')).toBeTruthy();
  });

  it('turns a day off into opening hours and gives past-midnight closing as the API takes it', () => {
    const onChange = vi.fn<OnChange>();
    render(<ScheduleEditor onChange={onChange} />);
    mode('Пятница', 'hours');
    expect(lastSchedule(onChange)).toEqual([{ weekday: 'FRIDAY', from: 600, to: 1320 }]);
    type('Пятница, интервал 1: открытие', '18:00');
    type('Пятница, интервал 1: закрытие', '03:00');
    expect(lastSchedule(onChange)).toEqual([{ weekday: 'FRIDAY', from: 1080, to: 180 }]);
    // A closing time of 00:00 is midnight, the end of the day.
    type('Пятница, интервал 1: закрытие', '00:00');
    expect(lastSchedule(onChange)).toEqual([{ weekday: 'FRIDAY', from: 1080, to: 1440 }]);
    expect(screen.getByText('до полуночи')).toBeTruthy();
  });

  it('holds several intervals a day, in week order, and removes one', () => {
    const onChange = vi.fn<OnChange>();
    render(<ScheduleEditor value={[{ weekday: 'WEDNESDAY', from: 480, to: 720 }]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить интервал: Среда' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Среда, интервал 2: открытие'));
    type('Среда, интервал 2: открытие', '13:00');
    type('Среда, интервал 2: закрытие', '20:00');
    mode('Понедельник', 'allDay');
    expect(lastSchedule(onChange)).toEqual([
      { weekday: 'MONDAY', from: 0, to: 1440 },
      { weekday: 'WEDNESDAY', from: 480, to: 720 },
      { weekday: 'WEDNESDAY', from: 780, to: 1200 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать интервал 1: Среда' }));
    expect(lastSchedule(onChange)).toEqual([
      { weekday: 'MONDAY', from: 0, to: 1440 },
      { weekday: 'WEDNESDAY', from: 780, to: 1200 },
    ]);
  });

  it('copies Monday to every day', () => {
    const onChange = vi.fn<OnChange>();
    render(
      <ScheduleEditor
        value={[
          { weekday: 'MONDAY', from: 540, to: 1080 },
          { weekday: 'SUNDAY', from: 0, to: 1440 },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Как в понедельник — на все дни' }));
    const schedule = lastSchedule(onChange);
    expect(schedule).toHaveLength(7);
    expect(schedule.every((interval) => interval.from === 540 && interval.to === 1080)).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Воскресенье: режим работы' }).value).toBe('hours');
  });

  it('shows the domain’s message once the times are left, and the server’s by index', () => {
    const onChange = vi.fn<OnChange>();
    const { rerender } = render(<ScheduleEditor onChange={onChange} />);
    mode('Вторник', 'hours');
    type('Вторник, интервал 1: закрытие', '10:00');
    expect(screen.queryByText('Время открытия и закрытия совпадают')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Вторник, интервал 1: закрытие'));
    const message = screen.getByText('Время открытия и закрытия совпадают');
    const opens = screen.getByLabelText('Вторник, интервал 1: открытие');
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect(opens.getAttribute('aria-describedby')).toBe(message.id);

    rerender(
      <ScheduleEditor
        value={lastSchedule(onChange)}
        onChange={onChange}
        errorAt={(index) => (index === 0 ? 'Интервалы пересекаются' : undefined)}
      />,
    );
    expect(screen.getByText('Интервалы пересекаются')).toBeTruthy();
  });

  it('an empty time comes out as NaN, which the domain check refuses', () => {
    const onChange = vi.fn<OnChange>();
    render(<ScheduleEditor onChange={onChange} showAllErrors />);
    mode('Четверг', 'hours');
    type('Четверг, интервал 1: открытие', '');
    expect(Number.isNaN(lastSchedule(onChange)[0]?.from)).toBe(true);
    expect(screen.getByText('Время открытия — от 00:00 до 23:59')).toBeTruthy();
  });

  it('keeps typing when the parent feeds the output back, and resets on a new value', () => {
    render(<Controlled />);
    mode('Понедельник', 'hours');
    type('Понедельник, интервал 1: открытие', '');
    // The half-typed (empty) time stays as it is rather than jumping back.
    expect(screen.getByLabelText<HTMLInputElement>('Понедельник, интервал 1: открытие').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Понедельник: режим работы' }).value).toBe('closed');
    expect(screen.getByLabelText<HTMLInputElement>('Воскресенье, интервал 1: закрытие').value).toBe('16:00');
  });

  it('reads times as people type them and tidies the box once it is left', () => {
    expect([
      parseClock('18:30'),
      parseClock('18.30'),
      parseClock('1830'),
      parseClock('9'),
      parseClock('24:00'),
    ]).toEqual([1110, 1110, 1110, 540, 1440]);
    expect([parseClock(''), parseClock('25:00'), parseClock('12:60'), parseClock('вечер')].every(Number.isNaN)).toBe(
      true,
    );
    const onChange = vi.fn<OnChange>();
    render(<ScheduleEditor onChange={onChange} />);
    mode('Суббота', 'hours');
    type('Суббота, интервал 1: открытие', '1830');
    type('Суббота, интервал 1: закрытие', '24');
    expect(lastSchedule(onChange)).toEqual([{ weekday: 'SATURDAY', from: 1110, to: 1440 }]);
    fireEvent.blur(screen.getByLabelText('Суббота, интервал 1: открытие'));
    fireEvent.blur(screen.getByLabelText('Суббота, интервал 1: закрытие'));
    expect(screen.getByLabelText<HTMLInputElement>('Суббота, интервал 1: открытие').value).toBe('18:30');
    expect(screen.getByLabelText<HTMLInputElement>('Суббота, интервал 1: закрытие').value).toBe('24:00');
  });
});
