import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage, NotFoundView } from './error-page.tsx';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { status: 500, onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('500 Internal Server Error');
    await expect(canvas.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  },
};

export const UnmatchedRoute: Story = {
  render: () => <NotFoundView path="/place/unknown-cafe" homeHref="/places" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page not found: /place/unknown-cafe')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/places');
  },
};

export const Dark: Story = { args: { status: 500 }, globals: { theme: 'dark' } };
