import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FoldedItem } from './folded-item.tsx';

const meta = {
  title: 'Moderation/FoldedItem',
  component: FoldedItem,
  args: { children: <p className="rounded-card border border-border p-4">Отличный бар, но музыка громкая.</p> },
} satisfies Meta<typeof FoldedItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/музыка громкая/)).toBeNull();
    const show = canvas.getByRole('button', { name: 'Показать' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(canvas.getByText(/музыка громкая/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
