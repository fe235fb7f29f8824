import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar.tsx';

// An inline SVG "photo": the stories need no network.
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c86ff"/><circle cx="32" cy="26" r="12" fill="#e0e7ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e0e7ff"/></svg>',
)}`;

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Анна Петрова' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
  },
};

export const QuotedName: Story = {
  args: { name: 'Кофейня «Зерно»' },
  play: async ({ canvas }) => {
    // Letters only: the quotes of a name are not initials.
    await expect(canvas.getByRole('img', { name: 'Кофейня «Зерно»' })).toHaveTextContent('КЗ');
  },
};

export const WithImage: Story = {
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    // The initials stand in until the photo has loaded.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toHaveAttribute('src', PHOTO));
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('АП')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-3">
      <Avatar name="Иван" size="sm" />
      <Avatar name="Мария Сидорова" />
      <Avatar name="Кофейня Зерно" size="lg" />
      <Avatar name="Джаз-клуб «Синкопа»" size="xl" src={PHOTO} />
    </div>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
