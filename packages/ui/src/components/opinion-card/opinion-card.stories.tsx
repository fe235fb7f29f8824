import { Visibility } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../testing/sample-image.ts';
import { Button } from '../button/button.tsx';
import { ModerationNotice } from '../moderation-notice/moderation-notice.tsx';
import { OpinionCard, OpinionCardSkeleton } from './opinion-card.tsx';

const longText =
  'Пришли в пятницу вечером большой компанией, столик забронировали заранее по телефону. ' +
  'Встретили приветливо, сразу предложили меню сезонных напитков. Раф на кокосовом молоке — лучший в городе, ' +
  'а вот сырники в этот раз показались суховатыми. Музыка не мешала разговаривать, на веранде было тепло ' +
  'благодаря обогревателям. К десяти вечера стало шумно: начался джем, и пришлось перебраться в дальний зал. ' +
  'В целом — хорошее место, чтобы посидеть с друзьями, но за тишиной лучше приходить днём.\n\nОтдельное спасибо ' +
  'бариста Алексею за терпение: мы трижды меняли заказ.';

const meta = {
  title: 'Social/OpinionCard',
  component: OpinionCard,
  decorators: [
    (Story) => (
      <div className="grid max-w-xl gap-4">
        <Story />
      </div>
    ),
  ],
  args: {
    author: { name: 'Анна Петрова', href: '/u/anna', gender: 'FEMALE' },
    subject: { name: 'Кофейня «Зерно»', href: '/place/place001' },
    rating: 4,
    wasThere: true,
    // 09:00 UTC is 12:00 in Moscow.
    createdAt: '2026-11-20T09:00:00.000Z',
    timeZone: 'Europe/Moscow',
    text: 'Уютно, вкусный раф и быстрый вайфай. Вечером бывает шумно.',
    tags: ['Уютно', 'Вкусный кофе'],
  },
} satisfies Meta<typeof OpinionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Анна Петрова · Кофейня «Зерно»' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/u/anna');
    await expect(canvas.getByRole('link', { name: 'Кофейня «Зерно»' })).toHaveAttribute('href', '/place/place001');
    await expect(canvas.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible();
    await expect(canvas.getByText('Была здесь')).toBeVisible();
    await expect(canvas.getByText('20 ноября')).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
    await expect(canvas.getByText('Вкусный кофе')).toBeVisible();
    // Public opinions carry no visibility badge.
    await expect(canvas.queryByText('Только друзьям')).toBeNull();
  },
};

export const RecentForFriendsWithAnswer: Story = {
  args: {
    author: { name: 'Иван Соколов' },
    wasThere: false,
    rating: 2,
    createdAt: '2026-11-22T09:40:00.000Z',
    now: new Date('2026-11-22T10:05:00.000Z'),
    visibility: Visibility.FRIENDS,
    answer: {
      organisationName: 'Кофейня «Зерно»',
      text: 'Иван, спасибо, что написали. Мы поговорили с командой смены и вернули в меню прежний рецепт.',
      createdAt: '2026-11-21T15:00:00.000Z',
    },
    actions: (
      <>
        <Button size="sm" variant="secondary" onClick={fn()}>
          Изменить
        </Button>
        <Button size="sm" variant="ghost">
          Ответить
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // Without a profile link the name is plain text.
    await expect(canvas.queryByRole('link', { name: 'Иван Соколов' })).toBeNull();
    await expect(canvas.getByText('25 минут назад')).toBeVisible();
    await expect(canvas.getByText('Только друзьям')).toBeVisible();
    await expect(canvas.queryByText('Был здесь')).toBeNull();
    const answer = canvas.getByRole('region', { name: 'Ответ · Кофейня «Зерно»' });
    await expect(answer).toHaveTextContent('вернули в меню прежний рецепт');
    await expect(answer).toHaveTextContent('вчера');
    await expect(canvas.getByRole('button', { name: 'Изменить' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ответить' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { text: longText, author: { name: 'Константин Константинопольский-Архангельский', href: '/u/k' } },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'Показать полностью' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const paragraph = canvas.getByText(/Пришли в пятницу/);
    const collapsed = paragraph.getBoundingClientRect().height;
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    await expect(paragraph.getBoundingClientRect().height).toBeGreaterThan(collapsed);
  },
};

export const NoteWithoutSubject: Story = {
  args: { subject: null, visibility: Visibility.NOTES, text: null, tags: [], wasThere: false, rating: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Заметка для себя')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const LastYear: Story = {
  args: { createdAt: '2025-03-08T09:00:00.000Z', now: new Date('2026-11-22T10:00:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 марта 2025 г.')).toBeVisible();
  },
};

export const Phone: Story = {
  args: {
    text: longText,
    visibility: Visibility.PRIVATE,
    subject: { name: 'Антикафе «Долгое название для проверки переноса строк в карточке»', href: '/place/x' },
    tags: ['Уютно', 'Вкусный кофе', 'Можно с ноутбуком', 'Шумно вечером', 'Дружелюбный персонал'],
    answer: {
      organisationName: 'Антикафе «Долгое название для проверки переноса строк в карточке»',
      text: 'Благодарим за подробный отзыв! Сырники теперь готовим по новому рецепту.',
      createdAt: '2026-11-21T15:00:00.000Z',
    },
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Nothing spills out sideways on a narrow screen.
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Photos under the text: thumbnails that open large, the arrow keys step through them. */
export const WithPhotos: Story = {
  args: {
    photos: [sampleImage('Раф', '#8a4b2f'), sampleImage('Зал', '#2f6f5e'), sampleImage('Веранда', '#3b4f8a')],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Фото к мнению' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть: Фото 1 к мнению' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveTextContent('2 из 3');
    await userEvent.keyboard('{Escape}');
  },
};

/** Its author's view of an opinion a moderator hid, and «Пожаловаться» under the business's answer. */
export const HiddenByModerator: Story = {
  args: {
    notice: <ModerationNotice state="HIDDEN" reason="Оскорбления персонала" />,
    answer: {
      organisationName: 'Кофейня «Зерно»',
      text: 'Нам жаль это читать.',
      createdAt: '2026-11-21T15:00:00.000Z',
    },
    answerActions: (
      <Button variant="ghost" size="sm">
        Пожаловаться
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Скрыто модератором: Оскорбления персонала')).toBeVisible();
    const answer = canvas.getByRole('region', { name: /Кофейня «Зерно»/ });
    await expect(within(answer).getByRole('button', { name: 'Пожаловаться' })).toBeVisible();
  },
};

export const Loading: Story = { render: () => <OpinionCardSkeleton /> };

export const Dark: Story = { args: { visibility: Visibility.FRIENDS }, globals: { theme: 'dark' } };
