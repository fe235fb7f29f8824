import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OpenStatus } from './open-status.tsx';

const meta = {
  title: 'Catalogue/OpenStatus',
  component: OpenStatus,
  args: { status: { state: 'open', closesAt: 23 * 60 } },
} satisfies Meta<typeof OpenStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Открыто до 23:00')).toBeVisible();
  },
};

export const ClosingSoon: Story = {
  args: { status: { state: 'closing-soon', minutesLeft: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Закрывается через 20 минут')).toBeVisible();
  },
};

export const RoundTheClock: Story = { args: { status: { state: 'open-all-day' } } };

export const OpensTomorrow: Story = {
  args: { status: { state: 'opens', day: 'tomorrow', at: 10 * 60 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Откроется завтра в 10:00')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
