import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalendarFeedLink } from './calendar-feed-link.tsx';

const meta = {
  title: 'Catalogue/CalendarFeedLink',
  component: CalendarFeedLink,
  args: { href: 'https://api.mesto.example/api/calendar/places/place001' },
} satisfies Meta<typeof CalendarFeedLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Подписаться в календаре' })).toHaveAttribute(
      'href',
      'webcal://api.mesto.example/api/calendar/places/place001',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
