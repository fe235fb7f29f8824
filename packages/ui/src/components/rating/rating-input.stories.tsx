import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RatingInput, type RatingInputProps } from './rating-input.tsx';

function RatingDemo(props: Partial<RatingInputProps> & { initial?: number | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <RatingInput
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Social/RatingInput',
  component: RatingDemo,
  args: { onChange: fn(), name: 'rating' },
} satisfies Meta<typeof RatingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Оценка' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    // Tab lands on the first star while nothing is chosen; Space chooses it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 звезда' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '1 звезда' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 звезды' })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 звёзд' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: '1 звезда' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: '3 звезды' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Click: Story = {
  args: { initial: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '2 звезды' })).toBeChecked();
    await userEvent.click(canvas.getByText('4 звезды'));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 звезды' })).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Поставьте оценку от одной до пяти звёзд', label: 'Ваша оценка' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Ваша оценка' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Поставьте оценку от одной до пяти звёзд');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Поставьте оценку от одной до пяти звёзд');
  },
};

export const SubmitsWithForm: Story = {
  args: { initial: 4 },
  render: (args) => (
    <form aria-label="Мнение">
      <RatingDemo {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Мнение' }) as HTMLFormElement;
    await expect(new FormData(form).get('rating')).toBe('4');
  },
};

export const Disabled: Story = {
  args: { initial: 3, disabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('5 звёзд'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { label: 'Как вам понравилось это место? Оцените атмосферу, обслуживание и кухню', required: true },
  decorators: [
    (Story) => (
      <div className="w-[360px] border border-dashed border-border p-2">
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { initial: 4 }, globals: { theme: 'dark' } };
