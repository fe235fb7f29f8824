import { Visibility } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { RoomCard, RoomCardSkeleton } from './room-card.tsx';

const join = fn();

const meta = {
  title: 'Social/RoomCard',
  component: RoomCard,
  decorators: [
    (Story) => (
      <div className="grid max-w-md gap-4">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Идём на джем втроём',
    href: '/room/room0001',
    // 16:00 UTC is 19:00 in Moscow.
    startsAt: '2026-11-27T16:00:00.000Z',
    timeZone: 'Europe/Moscow',
    whereName: 'Джаз-клуб «Синкопа»',
    owner: { name: 'Мария Иванова' },
    participantCount: 3,
    capacity: 6,
    action: (
      <Button size="sm" onClick={join}>
        Присоединиться
      </Button>
    ),
  },
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Идём на джем втроём' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Идём на джем втроём' })).toHaveAttribute('href', '/room/room0001');
    // The place's clock, not the viewer's.
    await expect(canvas.getByText('пятница, 27 ноября, 19:00')).toBeVisible();
    await expect(canvas.getByText('Джаз-клуб «Синкопа»')).toBeVisible();
    await expect(canvas.getByText('Собирает Мария Иванова')).toBeVisible();
    await expect(canvas.getByText('3 из 6')).toBeVisible();
    await expect(canvas.queryByText('Мест нет')).toBeNull();
    // The button sits above the card's link: a click reaches it.
    await userEvent.click(canvas.getByRole('button', { name: 'Присоединиться' }));
    await expect(join).toHaveBeenCalled();
  },
};

export const Full: Story = {
  args: {
    participantCount: 6,
    action: (
      <Button size="sm" variant="secondary">
        Выйти
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 из 6')).toBeVisible();
    await expect(canvas.getByText('Мест нет')).toBeVisible();
  },
};

export const NoCapacityForFriends: Story = {
  args: { capacity: null, participantCount: 3, visibility: Visibility.FRIENDS, endsAt: '2026-11-27T19:00:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 участника')).toBeVisible();
    await expect(canvas.getByText('Для друзей')).toBeVisible();
    await expect(canvas.getByText('пятница, 27 ноября, 19:00–22:00')).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, participantCount: 1, capacity: null, whereName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 участник')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  args: {
    title: 'Собираемся большой компанией на новогодний концерт камерного оркестра, после — ужин неподалёку',
    whereName: 'Нижегородская государственная академическая филармония имени Мстислава Ростроповича',
    owner: { name: 'Александра Константиновна Преображенская' },
    participantCount: 125,
    capacity: 500,
    visibility: Visibility.PRIVATE,
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('125 из 500')).toBeVisible();
    await expect(canvas.getByText('По приглашению')).toBeVisible();
    const card = canvas.getByRole('heading').closest('.rounded-card') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Loading: Story = { render: () => <RoomCardSkeleton /> };

export const Dark: Story = { globals: { theme: 'dark' } };
