import { Visibility } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { VisibilityPicker, type VisibilityPickerProps } from './visibility-picker.tsx';

function VisibilityDemo({ onChange, value: initial, ...props }: VisibilityPickerProps) {
  const [value, setValue] = useState<Visibility>(initial);
  return (
    <VisibilityPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Social/VisibilityPicker',
  component: VisibilityDemo,
  args: { value: Visibility.PUBLIC, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisibilityDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Кто видит' });
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Все',
      'Друзья',
      'Только приглашённые',
      'Только я',
    ]);
    await expect(group).toHaveAccessibleDescription('Видят все, даже без входа');
    // Wide enough: one segmented bar.
    const first = canvas.getByText('Все').closest('label') as HTMLElement;
    const last = canvas.getByText('Только я').closest('label') as HTMLElement;
    await expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await userEvent.click(canvas.getByText('Друзья'));
    await expect(args.onChange).toHaveBeenCalledWith('FRIENDS');
    await expect(group).toHaveAccessibleDescription('Видят те, с кем вы подписаны друг на друга');
    // Arrows move the choice, and the hint follows it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Только приглашённые' })).toBeChecked();
    await expect(canvas.getByText(/Видите вы и те, кому это адресовано/)).toBeVisible();
  },
};

export const VisitWithoutPrivate: Story = {
  args: {
    label: 'Кто увидит, что вы здесь',
    options: [Visibility.PUBLIC, Visibility.FRIENDS, Visibility.NOTES],
    value: Visibility.FRIENDS,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('radio', { name: 'Только приглашённые' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Друзья' })).toBeChecked();
  },
};

export const Phone: Story = {
  args: { value: Visibility.NOTES },
  decorators: [
    (Story) => (
      <div className="w-[360px] border border-dashed border-border p-2">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Stacked rows: each option spans the width; nothing scrolls sideways.
    const first = canvas.getByText('Все').closest('label') as HTMLElement;
    const last = canvas.getByText('Только я').closest('label') as HTMLElement;
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
    await expect(canvas.getByText('Заметка для себя: не видит никто, кроме вас')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
