import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input.tsx';
import { WeekdayPicker } from '../weekday-picker/weekday-picker.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Controls/Field',
  component: Field,
  args: { label: 'Имя', hint: 'Так вас увидят другие', children: null },
  render: (args) => (
    <div className="max-w-sm">
      <Field {...args}>
        <Input />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Имя' });
    await expect(input).toHaveAccessibleDescription('Так вас увидят другие');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Имя не может быть пустым', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Имя/ });
    await expect(input).toHaveAccessibleDescription('Имя не может быть пустым');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};

export const Group: Story = {
  args: { label: 'Дни работы', hint: 'Отметьте дни, когда место открыто', group: true },
  render: (args) => (
    <div className="max-w-sm">
      <Field {...args}>
        <WeekdayPicker value={['MONDAY', 'FRIDAY']} onChange={() => {}} />
      </Field>
    </div>
  ),
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
