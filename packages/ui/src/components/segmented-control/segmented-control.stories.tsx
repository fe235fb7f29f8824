import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SegmentedControl } from './segmented-control.tsx';

type View = 'list' | 'map' | 'calendar';

function SegmentedDemo({ fullWidth = false }: { fullWidth?: boolean }) {
  const [view, setView] = useState<View>('list');
  return (
    <SegmentedControl<View>
      aria-label="Вид"
      fullWidth={fullWidth}
      value={view}
      onValueChange={setView}
      options={[
        { value: 'list', label: 'Список' },
        { value: 'map', label: 'Карта' },
        { value: 'calendar', label: 'Календарь' },
      ]}
    />
  );
}

const meta = { title: 'Controls/SegmentedControl', component: SegmentedDemo } satisfies Meta<typeof SegmentedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Вид' })).toBeVisible();
    await userEvent.click(canvas.getByText('Карта'));
    await expect(canvas.getByRole('radio', { name: 'Карта' })).toBeChecked();
    // Arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Календарь' })).toBeChecked();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
