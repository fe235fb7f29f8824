import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: sampleImage('Веранда', '#2f6f5e'),
    alt: 'Веранда кофейни',
    sizes: '(min-width: 640px) 50vw, 100vw',
    className: 'h-auto w-full rounded-card object-cover',
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: fetched when about to be seen; the label on the picture says which width the browser chose. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Веранда кофейни' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(3);
    await expect(img).toHaveAttribute('width', '1920');
  },
};

/** A page's cover: fetched at once and before other images. */
export const Cover: Story = {
  args: { priority: true, sizes: '100vw' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A small upload is stored in one width only. */
export const OneWidth: Story = {
  args: { image: sampleImage('Мало', '#8a4b2f', 300, 200), sizes: '300px', className: 'rounded-card' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
