import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Controls/Input',
  component: Input,
  args: { placeholder: 'Название места' },
  render: (args) => (
    <div className="max-w-sm">
      <Input aria-label="Название места" {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Название места' });
    await userEvent.type(input, 'Кофейня «Зерно»');
    await expect(input).toHaveValue('Кофейня «Зерно»');
  },
};

export const States: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <Field label="Адрес" hint="Улица и дом, например: Ленина, 12">
        <Input placeholder="Ленина, 12" />
      </Field>
      <Field label="Эл. почта" error="Неверный адрес почты, например name@mesto.ru" required>
        <Input type="email" defaultValue="name@" />
      </Field>
      <Field label="Код места" hint="Задаётся при создании">
        <Input defaultValue="zerno-coffee" disabled />
      </Field>
    </div>
  ),
};

export const Dark: Story = { ...States, globals: { theme: 'dark' } };
