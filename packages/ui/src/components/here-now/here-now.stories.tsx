import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HereNow } from './here-now.tsx';

const meta = { title: 'Social/HereNow', component: HereNow, args: { count: 5 } } satisfies Meta<typeof HereNow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сейчас здесь 5 человек')).toBeVisible();
  },
};

export const Plurals: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <HereNow count={3} />
      <HereNow count={21} />
      <HereNow count={22} />
      <HereNow count={1500} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сейчас здесь 3 человека')).toBeVisible();
    await expect(canvas.getByText('Сейчас здесь 21 человек')).toBeVisible();
    await expect(canvas.getByText('Сейчас здесь 22 человека')).toBeVisible();
    await expect(canvas.getByText('Сейчас здесь 1 500 человек')).toBeVisible();
  },
};

export const Few: Story = {
  args: { count: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сейчас здесь мало людей')).toBeVisible();
  },
};

export const BelowThreshold: Story = {
  args: { count: 2 },
  play: async ({ canvas }) => {
    // A number under HERE_NOW_MIN_SHOWN is never shown, whoever passes it.
    await expect(canvas.getByText('Сейчас здесь мало людей')).toBeVisible();
  },
};

export const YouAmongFew: Story = {
  args: { count: null, you: true },
  play: async ({ canvas }) => {
    // Right after one's own check-in the figure is still below the threshold: they are told they are here.
    await expect(canvas.getByText('Сейчас здесь вы и пока мало кто ещё')).toBeVisible();
  },
};

export const YouAmongMany: Story = {
  args: { count: 4, you: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сейчас здесь 4 человека, включая вас')).toBeVisible();
  },
};

export const Live: Story = {
  args: { live: true, count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сейчас здесь 12 человек')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
