import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Controls/Textarea',
  component: Textarea,
  args: { placeholder: 'Расскажите, как всё прошло' },
  render: (args) => (
    <div className="max-w-md">
      <Field label="Мнение" hint="Не больше 2000 знаков">
        <Textarea {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Мнение' });
    await expect(textarea).toHaveAccessibleDescription('Не больше 2000 знаков');
    await userEvent.type(textarea, 'Уютно и вкусно');
    await expect(textarea).toHaveValue('Уютно и вкусно');
  },
};

export const WithError: Story = {
  render: (args) => (
    <div className="max-w-md">
      <Field label="Мнение" error="Напишите хотя бы пару слов">
        <Textarea {...args} />
      </Field>
    </div>
  ),
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
