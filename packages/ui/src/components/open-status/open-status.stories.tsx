import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OpenStatus } from './open-status.tsx';

const meta = { title: 'Catalogue/OpenStatus', component: OpenStatus, args: { open: true } } satisfies Meta<
  typeof OpenStatus
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Открыто сейчас')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Закрыто')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
