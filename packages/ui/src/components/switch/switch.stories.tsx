import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { label: 'Уведомления в Telegram', description: 'О новых сообщениях и мнениях' },
  render: (args) => (
    <div className="max-w-sm">
      <Switch {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Уведомления в Telegram' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
