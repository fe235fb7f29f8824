import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';

const meta = {
  title: 'Pages/ForbiddenPage',
  component: ForbiddenPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('403 Недостаточно доступа');
  },
};

export const WithActions: Story = {
  args: { homeHref: '/business', actions: <Button variant="secondary">Войти другим аккаунтом</Button> },
};

export const Dark: Story = { globals: { theme: 'dark' } };
