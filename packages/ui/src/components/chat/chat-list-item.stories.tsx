import { formatTime } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatListItem, ChatListItemSkeleton } from './chat-list-item.tsx';

const timeZone = 'Europe/Moscow';
// Sunday, 22 November 2026, 15:00 in Moscow.
const now = new Date('2026-11-22T12:00:00.000Z');
// For the story that checks «today» and «yesterday» against the real clock.
const clockNow = Date.now();

const meta = {
  title: 'Chats/ChatListItem',
  component: ChatListItem,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: {
    type: 'PRIVATE',
    title: 'Анна Петрова',
    href: '/chats/chat0001',
    timeZone,
    now,
    // 11:05 UTC is 14:05 in Moscow.
    lastMessage: { text: 'До встречи у входа!', at: '2026-11-22T11:05:00.000Z', mine: true },
    unreadCount: 0,
  },
} satisfies Meta<typeof ChatListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivateMine: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Анна Петрова/ });
    await expect(link).toHaveAttribute('href', '/chats/chat0001');
    await expect(link).not.toHaveAttribute('aria-current');
    // Today's message shows its time by the city's clock.
    await expect(canvas.getByText('14:05')).toBeVisible();
    await expect(canvas.getByText('Вы: До встречи у входа!')).toBeVisible();
    await expect(canvas.queryByText(/непрочитанн/)).toBeNull();
  },
};

export const GroupUnreadYesterday: Story = {
  args: {
    type: 'GROUP',
    title: 'Джаз по пятницам',
    // 18:30 UTC on the 21st is 21:30 in Moscow, the day before «now».
    lastMessage: { text: 'Кто берёт билеты?', at: '2026-11-21T18:30:00.000Z', mine: false, authorName: 'Анна' },
    unreadCount: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('вчера')).toBeVisible();
    await expect(canvas.getByText('Анна: Кто берёт билеты?')).toBeVisible();
    // The badge shows the number; screen readers hear what it counts, as part of the link.
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Джаз по пятницам вчера Анна: Кто берёт билеты? 3 непрочитанных',
    );
  },
};

export const OneUnreadAfterMidnight: Story = {
  args: {
    type: 'PRIVATE',
    // 21:30 UTC on the 21st is already 00:30 on the 22nd in Moscow: today, not yesterday.
    lastMessage: { text: 'Спокойной ночи', at: '2026-11-21T21:30:00.000Z', mine: false, authorName: 'Анна' },
    unreadCount: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('00:30')).toBeVisible();
    // A private chat needs no author before the text.
    await expect(canvas.getByText('Спокойной ночи')).toBeVisible();
    await expect(canvas.getByText('1 непрочитанное')).toBeInTheDocument();
  },
};

export const ManyUnread: Story = {
  args: {
    type: 'ROOM',
    title: 'Идём на джем втроём',
    lastMessage: { text: 'Я уже на месте', at: '2026-11-12T16:00:00.000Z', mine: false, authorName: 'Мария' },
    unreadCount: 150,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('Больше 99 непрочитанных')).toBeInTheDocument();
    // Earlier this year: a short date.
    await expect(canvas.getByText('12 нояб.')).toBeVisible();
    await expect(canvas.getByText('Мария: Я уже на месте')).toBeVisible();
  },
};

export const OrganisationLastYear: Story = {
  args: {
    type: 'ORGANISATION',
    title: 'Кофейня «Зерно»',
    lastMessage: { text: 'Спасибо, ждём вас снова!', at: '2025-11-12T09:00:00.000Z', mine: false, authorName: 'Зерно' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.11.2025')).toBeVisible();
    // Not a group: no author prefix.
    await expect(canvas.getByText('Спасибо, ждём вас снова!')).toBeVisible();
  },
};

export const TeamFromPlace: Story = {
  args: {
    type: 'PRIVATE',
    title: 'Гость Иванов',
    context: 'Из места: Кофейня «Зерно»',
    lastMessage: { text: 'Есть столик на четверых?', at: '2026-03-14T09:00:00.000Z', mine: false },
    unreadCount: 1,
  },
  play: async ({ canvas }) => {
    // Which of the organisation's places the guest wrote from is part of the row's name.
    await expect(canvas.getByRole('link', { name: /Из места: Кофейня «Зерно»/ })).toBeVisible();
  },
};

export const NoMessagesSelected: Story = {
  args: { type: 'GROUP', title: 'Новая группа', lastMessage: null, selected: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Сообщений пока нет')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Новая группа/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** «Today» and «yesterday» against the real clock, as the apps use it (no `now`). */
export const AgainstTheClock: Story = {
  render: (args) => (
    <ul>
      <li>
        <ChatListItem
          {...args}
          now={undefined}
          title="Сегодняшний"
          lastMessage={{ text: 'Только что', at: new Date(clockNow).toISOString(), mine: true }}
        />
      </li>
      <li>
        <ChatListItem
          {...args}
          now={undefined}
          title="Вчерашний"
          href="/chats/chat0002"
          // Moscow keeps no daylight saving: 24 hours back is always the day before.
          lastMessage={{ text: 'Сутки назад', at: new Date(clockNow - 86_400_000).toISOString(), mine: false }}
        />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Сегодняшний/ })).toHaveTextContent(formatTime(clockNow, timeZone));
    await expect(canvas.getByRole('link', { name: /Вчерашний/ })).toHaveTextContent('вчера');
  },
};

export const List: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-1">
      <li>
        <ChatListItem {...args} selected />
      </li>
      <li>
        <ChatListItem
          {...args}
          type="GROUP"
          title="Джаз по пятницам"
          href="/chats/chat0002"
          unreadCount={12}
          lastMessage={{
            text: 'Встречаемся в 19:00\nу главного входа',
            at: '2026-11-22T09:40:00.000Z',
            mine: false,
            authorName: 'Иван',
          }}
        />
      </li>
      <li>
        <ChatListItem
          {...args}
          type="PRIVATE"
          title="Мария Иванова"
          avatarUrl="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%2393c5fd'/%3E%3C/svg%3E"
          href="/chats/chat0003"
          lastMessage={{ text: 'Ок', at: '2026-10-01T09:40:00.000Z', mine: false }}
        />
      </li>
      <li>
        <ChatListItem {...args} type="ORGANISATION" title="Кофейня «Зерно»" href="/chats/chat0004" lastMessage={null} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    // A line break in the last message reads as a space in the one-line preview.
    await expect(canvas.getByText('Иван: Встречаемся в 19:00 у главного входа')).toBeVisible();
    await expect(canvas.getByText('12 непрочитанных')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: {
    type: 'ROOM',
    title: 'Собираемся большой компанией на новогодний концерт камерного оркестра, после — ужин неподалёку',
    lastMessage: {
      text: 'Друзья, я забронировала стол на двенадцать человек в ресторане напротив филармонии, подтвердите, кто идёт',
      at: '2026-11-22T11:05:00.000Z',
      mine: false,
      authorName: 'Александра',
    },
    unreadCount: 1000,
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // A long title wraps to two lines (then an ellipsis), the last message's preview stays one line; nothing spills
    // out sideways, and the row stays a row.
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(link.getBoundingClientRect().height).toBeLessThan(110);
    const title = canvas.getByText(/^Собираемся большой компанией/);
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('14:05')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <>
      <ChatListItemSkeleton />
      <ChatListItemSkeleton />
      <ChatListItemSkeleton />
    </>
  ),
};

export const Dark: Story = { ...List, globals: { theme: 'dark' } };
