import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './price-tag.tsx';

const meta = { title: 'Catalogue/PriceTag', component: PriceTag, args: { price: 1500 } } satisfies Meta<
  typeof PriceTag
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    // Digits are grouped by a no-break space (the text matcher reads it as a space).
    await expect(canvas.getByText('1 500 ₽')).toBeVisible();
  },
};

export const Free: Story = {
  args: { price: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
