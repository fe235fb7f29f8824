import type { Weekday } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { WeekdayPicker } from './weekday-picker.tsx';

function WeekdayDemo({ initial }: { initial: Weekday[] }) {
  const [days, setDays] = useState<Weekday[]>(initial);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <WeekdayPicker value={days} onChange={setDays} />
      <output className="font-mono text-sm text-muted-foreground" data-testid="days">
        {days.join(',')}
      </output>
    </div>
  );
}

const meta = {
  title: 'Controls/WeekdayPicker',
  component: WeekdayDemo,
  args: { initial: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] },
} satisfies Meta<typeof WeekdayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Пн' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Вс' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Пн' }));
    // Always in week order, whatever the click order.
    await expect(canvas.getByTestId('days')).toHaveTextContent('TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SUNDAY');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
