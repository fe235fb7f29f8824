import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactLinks } from './contact-links.tsx';

const meta = {
  title: 'Catalogue/ContactLinks',
  component: ContactLinks,
  args: {
    contacts: [
      { type: 'PHONE', value: '78314000000', description: 'бронь столов' },
      { type: 'TELEGRAM', value: 'zerno_coffee' },
      { type: 'SITE', value: 'https://zerno.mesto.example' },
      { type: 'EMAIL', value: 'hello@zerno.example' },
      { type: 'OTHER', value: 'Вход со двора' },
    ],
  },
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+7 831 400-00-00' })).toHaveAttribute('href', 'tel:+78314000000');
    await expect(canvas.getByRole('link', { name: '@zerno_coffee' })).toHaveAttribute(
      'href',
      'https://t.me/zerno_coffee',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
