import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EventCard } from '../event-card/event-card.tsx';
import { OpinionCard } from '../opinion-card/opinion-card.tsx';
import { RoomCard } from '../room-card/room-card.tsx';
import { FeedItem } from './feed-item.tsx';

const timeZone = 'Europe/Moscow';
const now = new Date('2026-11-22T10:00:00.000Z');

const meta = {
  title: 'Social/FeedItem',
  component: FeedItem,
  decorators: [
    (Story) => (
      <div className="grid max-w-xl gap-6">
        <Story />
      </div>
    ),
  ],
  args: {
    type: 'visit',
    actor: { name: 'Анна Петрова', href: '/u/anna' },
    subject: { name: 'Зерно', href: '/place/place001' },
    at: '2026-11-22T09:55:00.000Z',
    timeZone,
    now,
  },
} satisfies Meta<typeof FeedItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visit: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('article');
    await expect(item).toHaveAccessibleName('Анна Петрова · Отметка · «Зерно»');
    await expect(canvas.getByRole('link', { name: '«Зерно»' })).toHaveAttribute('href', '/place/place001');
    await expect(canvas.getByText('5 минут назад')).toBeVisible();
  },
};

export const VisitQuotedName: Story = {
  args: { actor: { name: 'Саша', href: '/u/sasha' }, subject: { name: 'Кофейня «Зерно»', href: '/place/place001' } },
  play: async ({ canvas }) => {
    // The name stays as it is (no «в Кофейня»), and one with its own quotes is not quoted again.
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Саша · Отметка · Кофейня «Зерно»');
  },
};

export const Event: Story = {
  args: {
    type: 'event',
    actor: { name: 'Кофейня «Зерно»', href: '/place/place001' },
    subject: null,
    at: '2026-11-21T12:00:00.000Z',
    children: (
      <EventCard
        title="Вечер настольных игр"
        href="/event/ev00002"
        startsAt="2026-11-28T16:00:00.000Z"
        timeZone={timeZone}
        placeName="Кофейня «Зерно»"
        price={0}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('Новое событие · Кофейня «Зерно»');
    await expect(canvas.getByText('вчера')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вечер настольных игр' })).toBeVisible();
  },
};

export const Opinion: Story = {
  args: {
    type: 'opinion',
    actor: { name: 'Иван Соколов', href: '/u/ivan' },
    subject: { name: 'Джаз-клуб «Синкопа»', href: '/place/place002' },
    at: '2026-11-22T07:00:00.000Z',
    children: (
      <OpinionCard
        author={{ name: 'Иван Соколов', href: '/u/ivan' }}
        rating={5}
        createdAt="2026-11-22T07:00:00.000Z"
        timeZone={timeZone}
        now={now}
        text="Лучший раф в городе."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('Иван Соколов · Мнение · Джаз-клуб «Синкопа»');
    await expect(canvas.getAllByText('3 часа назад')[0]).toBeVisible();
  },
};

export const Room: Story = {
  args: {
    type: 'room',
    actor: { name: 'Мария', href: '/u/maria' },
    subject: null,
    children: (
      <RoomCard
        title="Идём на джем втроём"
        href="/room/room0001"
        startsAt="2026-11-27T16:00:00.000Z"
        timeZone={timeZone}
        whereName="Джаз-клуб «Синкопа»"
        participantCount={1}
        capacity={3}
        action={<Button size="sm">Присоединиться</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    // Who and what in the line, the title once, in the card: not «собирает компанию: Ищем компанию: …».
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('Мария · Новая комната');
    await expect(canvas.getAllByText('Идём на джем втроём')).toHaveLength(1);
  },
};

export const Phone: Story = {
  args: {
    type: 'opinion',
    actor: { name: 'Александра Константиновна Преображенская-Вознесенская', href: '/u/a' },
    subject: { name: 'Нижегородская государственная академическая филармония имени Ростроповича', href: '/place/f' },
    at: '2025-12-31T20:00:00.000Z',
    children: (
      <OpinionCard
        author={{ name: 'Александра Константиновна Преображенская-Вознесенская', href: '/u/a' }}
        rating={4}
        createdAt="2025-12-31T20:00:00.000Z"
        timeZone={timeZone}
        now={now}
        text="Новогодний концерт — прекрасный, но гардероб после него работал очень медленно."
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Another year: the date carries it.
    await expect(canvas.getAllByText('31 декабря 2025 г.')[0]).toBeVisible();
    const item = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
