import { formatTime } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type ChatMessage, MessageList, MessageListSkeleton } from './message-list.tsx';

const timeZone = 'Europe/Moscow';
// Sunday, 22 November 2026, 15:00 in Moscow.
const now = new Date('2026-11-22T12:00:00.000Z');

const anna = { id: 'user-anna', name: 'Анна Петрова' };
const ivan = { id: 'user-ivan', name: 'Иван Соколов' };
const me = { id: 'user-me', name: 'Павел Орлов' };

const privateChat: ChatMessage[] = [
  // 20:00 UTC on 31 December 2025 is 23:00 in Moscow.
  { id: 'm1', text: 'С наступающим!', at: '2025-12-31T20:00:00.000Z', author: anna, mine: false },
  // 16:00 UTC is 19:00 in Moscow.
  { id: 'm2', text: 'Привет! Идёшь в пятницу на джем?', at: '2026-11-12T16:00:00.000Z', author: anna, mine: false },
  { id: 'm3', text: 'Да, уже взял билет', at: '2026-11-12T16:02:00.000Z', author: me, mine: true, state: 'read' },
];

const meta = {
  title: 'Chats/MessageList',
  component: MessageList,
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-card border border-border bg-surface">
        <Story />
      </div>
    ),
  ],
  args: { messages: privateChat, timeZone, now },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivateChat: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Сообщения' });
    await expect(log).toBeVisible();
    // A day from another year carries its year.
    await expect(canvas.getByText('31 декабря 2025 г.')).toBeVisible();
    await expect(canvas.getByText('12 ноября')).toBeVisible();
    await expect(canvas.getByText('23:00')).toBeVisible();
    await expect(canvas.getByText('19:02')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Прочитано' })).toBeVisible();
    // Own messages on the right, the other person's on the left.
    const mine = canvas.getByText('Да, уже взял билет').getBoundingClientRect();
    const theirs = canvas.getByText('Привет! Идёшь в пятницу на джем?').getBoundingClientRect();
    await expect(mine.right).toBeGreaterThan(theirs.right);
    await expect(mine.left).toBeGreaterThan(theirs.left);
    // A private chat shows no names; screen readers still hear whose each message is.
    await expect(canvas.queryByText('Анна Петрова')).toBeNull();
    await expect(canvas.getAllByText('Анна Петрова:', { exact: false })).toHaveLength(2);
    await expect(canvas.getByText('Вы:', { exact: false })).toHaveClass('sr-only');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const GroupChat: Story = {
  args: {
    showAuthors: true,
    label: 'Сообщения: Джаз по пятницам',
    messages: [
      { id: 'g1', text: 'Всем привет!', at: '2026-11-12T16:00:00.000Z', author: anna, mine: false },
      { id: 'g2', text: 'Кто идёт в пятницу?', at: '2026-11-12T16:01:00.000Z', author: anna, mine: false },
      { id: 'g3', text: 'Я иду', at: '2026-11-12T16:03:00.000Z', author: ivan, mine: false },
      { id: 'g4', text: 'И я', at: '2026-11-12T16:04:00.000Z', author: me, mine: true, state: 'sent' },
      { id: 'g5', text: 'Отлично, тогда бронирую стол', at: '2026-11-12T16:05:00.000Z', author: anna, mine: false },
      { id: 'g6', text: 'Меня тоже считайте', at: '2026-11-12T16:06:00.000Z', author: null, mine: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Сообщения: Джаз по пятницам' })).toBeVisible();
    // Anna's first two messages make one run: her name and avatar once, then again after others spoke.
    await expect(canvas.getAllByText('Анна Петрова')).toHaveLength(2);
    await expect(canvas.getAllByText('АП')).toHaveLength(2);
    await expect(canvas.getAllByText('Иван Соколов')).toHaveLength(1);
    await expect(canvas.getByText('Удалённый пользователь')).toBeVisible();
    // The second message of a run still tells screen readers whose it is.
    await expect(canvas.getByText('Анна Петрова:', { exact: false })).toHaveClass('sr-only');
    await expect(canvas.getByRole('img', { name: 'Отправлено' })).toBeVisible();
  },
};

export const OwnMessageStates: Story = {
  args: {
    onRetry: fn(),
    messages: [
      { id: 's1', text: 'Прочитанное', at: '2026-11-12T16:00:00.000Z', author: me, mine: true, state: 'read' },
      { id: 's2', text: 'Дошедшее', at: '2026-11-12T16:01:00.000Z', author: me, mine: true, state: 'sent' },
      {
        id: 'client-3',
        clientId: 'client-3',
        text: 'В пути',
        at: '2026-11-12T16:02:00.000Z',
        author: me,
        mine: true,
        state: 'sending',
      },
      {
        id: 'client-4',
        clientId: 'client-4',
        text: 'Не дошло',
        at: '2026-11-12T16:03:00.000Z',
        author: me,
        mine: true,
        state: 'failed',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Прочитано' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Отправлено' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Отправляется' })).toBeVisible();
    await expect(canvas.getByText('Не отправлено')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).toHaveBeenCalledWith('client-4');
  },
};

// «Сегодня» and «Вчера» follow the real clock; the apps pass no `now`. Moscow is UTC+3 all year.
const MINUTE = 60_000;
const MOSCOW_OFFSET = 3 * 60 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const clockNow = Date.now();
const startOfToday = Math.floor((clockNow + MOSCOW_OFFSET) / DAY) * DAY - MOSCOW_OFFSET;
// A few minutes back, but never before midnight, so these messages stay «today» however early the run is.
const todayBase = Math.max(startOfToday, clockNow - 10 * MINUTE);
const iso = (ms: number) => new Date(ms).toISOString();

export const TodayYesterdayAndUnread: Story = {
  render: (args) => <MessageList {...args} now={undefined} />,
  args: {
    firstUnreadId: 't3',
    messages: [
      { id: 't1', text: 'Вчерашний вопрос', at: iso(startOfToday - DAY / 2), author: anna, mine: false },
      { id: 't2', text: 'Сегодняшний ответ', at: iso(todayBase), author: me, mine: true, state: 'read' },
      { id: 't3', text: 'Первое новое', at: iso(todayBase + MINUTE), author: anna, mine: false },
      { id: 't4', text: 'Второе новое', at: iso(todayBase + 2 * MINUTE), author: anna, mine: false },
    ],
  },
  play: async ({ canvas }) => {
    const yesterday = canvas.getByText('Вчера');
    const today = canvas.getByText('Сегодня');
    await expect(yesterday).toBeVisible();
    await expect(today).toBeVisible();
    await expect(canvas.getByText(formatTime(todayBase + MINUTE, timeZone))).toBeVisible();
    // The divider stands between the last read message and the first unread one.
    const divider = canvas.getByText('Новые сообщения');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(follows(yesterday, today)).toBe(true);
    await expect(follows(canvas.getByText('Сегодняшний ответ'), divider)).toBe(true);
    await expect(follows(divider, canvas.getByText('Первое новое'))).toBe(true);
  },
};

export const HasOlder: Story = {
  args: { hasOlder: true, onLoadOlder: fn() },
  play: async ({ args, canvas }) => {
    const older = canvas.getByRole('button', { name: 'Показать более ранние' });
    // The button sits above the oldest message.
    await expect(older.compareDocumentPosition(canvas.getByText('С наступающим!'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(older);
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true, onLoadOlder: fn() },
  play: async ({ canvas }) => {
    const older = canvas.getByRole('button', { name: 'Показать более ранние' });
    await expect(older).toBeDisabled();
    await expect(older).toHaveAttribute('aria-busy', 'true');
    await expect(older.querySelector('svg.animate-spin')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent('Сообщений пока нет. Напишите первым!');
  },
};

export const PhoneLongText: Story = {
  args: {
    showAuthors: true,
    messages: [
      {
        id: 'l1',
        text: 'Адрес:\nул. Большая Покровская, 10\n\nВход со двора, домофон 15',
        at: '2026-11-12T16:00:00.000Z',
        author: { ...ivan, avatarUrl: null },
        mine: false,
      },
      {
        id: 'l2',
        text: `Ссылка: https://mesto.example/${'очень-длинный-адрес-без-пробелов-'.repeat(6)}конец`,
        at: '2026-11-12T16:01:00.000Z',
        author: me,
        mine: true,
        state: 'sent',
      },
      // One word with no place to break at all.
      { id: 'l3', text: 'А'.repeat(120), at: '2026-11-12T16:02:00.000Z', author: ivan, mine: false },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    // A long word wraps inside its bubble instead of widening the screen.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    const address = canvas.getByText(/Адрес:/);
    await expect(getComputedStyle(address).whiteSpace).toBe('pre-wrap');
    // Line breaks are kept: four lines (one empty) are taller than one.
    await expect(address.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

export const Loading: Story = { render: () => <MessageListSkeleton /> };

export const Dark: Story = { ...OwnMessageStates, globals: { theme: 'dark' } };

/** Moderation and blocking: «Пожаловаться» under others' messages, a refusal that says why, one's own hidden message. */
export const ReportRefusedAndHidden: Story = {
  args: {
    messages: [
      { id: 'r1', text: 'Купи рекламу на моём канале', at: '2026-11-22T11:00:00.000Z', author: anna, mine: false },
      {
        id: 'r2',
        text: 'Это было грубо',
        at: '2026-11-22T11:01:00.000Z',
        author: me,
        mine: true,
        state: 'sent',
        note: 'Скрыто модератором: оскорбление',
      },
      {
        id: 'r3',
        clientId: 'r3',
        text: 'Ответь, пожалуйста',
        at: '2026-11-22T11:02:00.000Z',
        author: me,
        mine: true,
        state: 'failed',
        error: 'Нельзя написать этому человеку',
      },
    ],
    onRetry: fn(),
    messageActions: (message) => (
      <button type="button" className="text-xs text-muted-foreground">
        Пожаловаться: {message.author?.name}
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Пожаловаться: Анна Петрова' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Пожаловаться: Павел Орлов' })).toBeNull();
    await expect(canvas.getByText('Не отправлено: Нельзя написать этому человеку')).toBeVisible();
    await expect(canvas.getByText('Скрыто модератором: оскорбление')).toBeVisible();
  },
};
