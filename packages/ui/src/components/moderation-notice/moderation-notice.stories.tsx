import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModerationNotice } from './moderation-notice.tsx';

const meta = {
  title: 'Moderation/ModerationNotice',
  component: ModerationNotice,
  args: { state: 'HIDDEN', reason: 'Оскорбления в адрес персонала' },
} satisfies Meta<typeof ModerationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Скрыто модератором: Оскорбления в адрес персонала')).toBeVisible();
  },
};

/** A hidden profile, as its owner sees it: what hiding means for a profile, in place of the general hint. */
export const HiddenProfile: Story = {
  args: {
    reason: 'Реклама в профиле',
    hint: 'Остальные видят только имя: фото, «О себе» и контакты скрыты.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Скрыто модератором: Реклама в профиле')).toBeVisible();
    await expect(canvas.getByText('Остальные видят только имя: фото, «О себе» и контакты скрыты.')).toBeVisible();
    await expect(canvas.queryByText(/видите вы и команда места/)).toBeNull();
  },
};

export const Held: Story = { args: { state: 'HELD', reason: null } };

export const Visible: Story = {
  args: { state: 'VISIBLE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
