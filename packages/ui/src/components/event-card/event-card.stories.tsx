import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import { EventCard, EventCardSkeleton } from './event-card.tsx';

const meta = {
  title: 'Catalogue/EventCard',
  component: EventCard,
  decorators: [
    (Story) => (
      <div className="grid max-w-md gap-4">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Джазовый джем в «Синкопе»',
    href: '/event/ev00001',
    // 19:00 UTC is 22:00 in Moscow: the card shows the place's clock, not the viewer's.
    startsAt: '2026-11-28T19:00:00.000Z',
    endsAt: '2026-11-28T21:00:00.000Z',
    timeZone: 'Europe/Moscow',
    placeName: 'Джаз-клуб «Синкопа»',
    price: 500,
    tags: ['Музыка', 'Бар'],
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Джазовый джем в «Синкопе»' })).toHaveAttribute(
      'href',
      '/event/ev00001',
    );
    await expect(canvas.getByText('суббота, 28 ноября, 22:00–00:00')).toBeVisible();
    await expect(canvas.getByText('500 ₽')).toBeVisible();
  },
};

export const FreeWeeklySeries: Story = {
  args: { price: 0, repeats: true, endsAt: null, tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.getByText('Повторяется каждую неделю')).toBeVisible();
  },
};

export const TimeOnly: Story = { args: { show: 'time' } };

/** With its cover on top: lazy, since a list's cards are mostly below the fold. */
export const WithCover: Story = {
  args: { cover: sampleImage('Обложка', '#3b4f8a') },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('alt', '');
  },
};

export const Loading: Story = { render: () => <EventCardSkeleton /> };

export const Dark: Story = { globals: { theme: 'dark' } };
