import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import { PlaceCard, PlaceCardSkeleton } from './place-card.tsx';

const meta = {
  title: 'Catalogue/PlaceCard',
  component: PlaceCard,
  decorators: [
    (Story) => (
      <div className="grid max-w-md gap-4">
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Кофейня «Зерно»',
    href: '/place/place001',
    address: 'Нижний Новгород, ул. Большая Покровская, 3',
    status: { state: 'open', closesAt: 23 * 60 },
    rating: 4.5,
    opinionCount: 12,
    upcomingEventCount: 5,
    tags: ['Бар', 'Музыка'],
  },
} satisfies Meta<typeof PlaceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Кофейня «Зерно»' })).toHaveAttribute('href', '/place/place001');
    await expect(canvas.getByText('Открыто до 23:00')).toBeVisible();
    await expect(canvas.getByText('Рейтинг 4.5 из 5')).toBeInTheDocument();
    await expect(canvas.getByText('· 12 мнений')).toBeVisible();
    await expect(canvas.getByText('5 событий впереди')).toBeVisible();
  },
};

export const ClosedWithoutRating: Story = {
  args: {
    status: { state: 'opens', day: 'tomorrow', at: 600 },
    rating: null,
    opinionCount: 0,
    upcomingEventCount: 0,
    tags: [],
  },
};

export const Nearby: Story = {
  args: { distanceKm: 0.347 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/350\s+м от вас/)).toBeVisible();
  },
};

/** With its cover on top: lazy, since a list's cards are mostly below the fold. */
export const WithCover: Story = {
  args: { cover: sampleImage('Обложка', '#3b4f8a') },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('alt', '');
  },
};

export const Loading: Story = { render: () => <PlaceCardSkeleton /> };

export const Dark: Story = { globals: { theme: 'dark' } };
