import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './rating-stars.tsx';

const meta = { title: 'Social/RatingStars', component: RatingStars, args: { value: 4 } } satisfies Meta<
  typeof RatingStars
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible();
  },
};

export const AverageWithCount: Story = {
  args: { value: 4.25, count: 12, showValue: true, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Оценка 4.3 из 5' })).toBeVisible();
    // One decimal with a dot, as the product writes ratings everywhere.
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('(12)')).toBeVisible();
    await expect(canvas.getByText('12 оценок')).toBeInTheDocument();
  },
};

export const ManyRatings: Story = {
  args: { value: 5, count: 12345, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('(12 345)')).toBeVisible();
  },
};

export const Large: Story = { args: { value: 3, size: 'lg' } };

export const Dark: Story = { args: { value: 3.5, count: 2, showValue: true }, globals: { theme: 'dark' } };
