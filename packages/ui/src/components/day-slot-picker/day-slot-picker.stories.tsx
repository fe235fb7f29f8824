import type { DaySlot } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { DaySlotPicker } from './day-slot-picker.tsx';

function DaySlotDemo({ initial }: { initial: DaySlot }) {
  const [slot, setSlot] = useState<DaySlot>(initial);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <DaySlotPicker value={slot} onChange={setSlot} />
      <output className="font-mono text-sm text-muted-foreground" data-testid="slot">
        {slot}
      </output>
    </div>
  );
}

const meta = {
  title: 'Controls/DaySlotPicker',
  component: DaySlotDemo,
  args: { initial: 'all_day' },
} satisfies Meta<typeof DaySlotDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Время дня' })).toBeVisible();
    await userEvent.click(canvas.getByText('Вечер'));
    await expect(canvas.getByRole('radio', { name: 'Вечер' })).toBeChecked();
    await expect(canvas.getByTestId('slot')).toHaveTextContent('evening');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
