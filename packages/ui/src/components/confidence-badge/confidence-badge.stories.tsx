import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConfidenceBadge } from './confidence-badge.tsx';

const meta = {
  title: 'Text intelligence/ConfidenceBadge',
  component: ConfidenceBadge,
  args: { confidence: 0.92, low: false },
} satisfies Meta<typeof ConfidenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sure: Story = {
  play: async ({ canvas }) => {
    // The percent sign follows a no-break space (the text matcher reads it as a space).
    await expect(canvas.getByText('уверенность 92 %')).toBeVisible();
    await expect(canvas.queryByText(/Проверьте/)).toBeNull();
  },
};

export const Low: Story = {
  args: { confidence: 0.45, low: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Проверьте · уверенность 45 %')).toBeVisible();
  },
};

export const Dark: Story = { args: { confidence: 0.3, low: true }, globals: { theme: 'dark' } };
