import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { label: 'Только бесплатные события' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Только бесплатные события' });
    await expect(checkbox).not.toBeChecked();
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Только бесплатные события'));
    await expect(checkbox).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col">
      <Checkbox label="Веранда" defaultChecked />
      <Checkbox label="Живая музыка" description="Концерты и DJ-сеты по выходным" />
      <Checkbox label="Часть дней" checked="indeterminate" />
      <Checkbox label="Недоступно" disabled />
    </div>
  ),
};

export const Dark: Story = { ...States, globals: { theme: 'dark' } };
