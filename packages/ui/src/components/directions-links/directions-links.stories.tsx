import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DirectionsLinks } from './directions-links.tsx';

const meta = {
  title: 'Catalogue/DirectionsLinks',
  component: DirectionsLinks,
  args: { point: { latitude: 56.3269, longitude: 44.0059 }, name: 'Кофейня «Зерно»' },
} satisfies Meta<typeof DirectionsLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Яндекс Карты: маршрут/ })).toHaveAttribute('target', '_blank');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
