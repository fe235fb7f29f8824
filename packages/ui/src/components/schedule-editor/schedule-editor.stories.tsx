import type { ScheduleInterval } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ScheduleEditor } from './schedule-editor.tsx';

function ScheduleDemo({ initial }: { initial: ScheduleInterval[] }) {
  const [schedule, setSchedule] = useState<ScheduleInterval[]>(initial);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ScheduleEditor value={schedule} onChange={setSchedule} />
      <pre className="overflow-x-auto rounded-control bg-surface-muted p-3 text-xs" data-testid="output">
        {JSON.stringify(schedule)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Controls/ScheduleEditor',
  component: ScheduleDemo,
  args: {
    initial: [
      { weekday: 'MONDAY', from: 540, to: 1320 },
      { weekday: 'TUESDAY', from: 540, to: 1320 },
      { weekday: 'WEDNESDAY', from: 540, to: 840 },
      { weekday: 'WEDNESDAY', from: 900, to: 1320 },
      { weekday: 'FRIDAY', from: 1080, to: 180 },
      { weekday: 'SATURDAY', from: 0, to: 1440 },
    ],
  },
} satisfies Meta<typeof ScheduleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BarOnFriday: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Пятница: режим работы' }), 'hours');
    const opens = canvas.getByLabelText('Пятница, интервал 1: открытие');
    const closes = canvas.getByLabelText('Пятница, интервал 1: закрытие');
    await userEvent.clear(opens);
    await userEvent.type(opens, '18:00');
    await userEvent.clear(closes);
    await userEvent.type(closes, '03:00');
    await expect(canvas.getByText('до 03:00 следующего дня')).toBeVisible();
    await expect(canvas.getByTestId('output')).toHaveTextContent('[{"weekday":"FRIDAY","from":1080,"to":180}]');
  },
};

export const CopyMonday: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Как в понедельник — на все дни' }));
    await expect(canvas.getByRole('combobox', { name: 'Суббота: режим работы' })).toHaveValue('hours');
    await expect(canvas.getByLabelText('Воскресенье, интервал 1: закрытие')).toHaveValue('22:00');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
