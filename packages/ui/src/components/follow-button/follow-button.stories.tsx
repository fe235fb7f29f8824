import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FollowButton, type FollowButtonProps } from './follow-button.tsx';

function FollowDemo({ following: initial, followers: initialFollowers = null, onToggle, ...props }: FollowButtonProps) {
  const [following, setFollowing] = useState(initial);
  const [followers, setFollowers] = useState(initialFollowers);
  return (
    <FollowButton
      {...props}
      following={following}
      followers={followers}
      onToggle={() => {
        setFollowing(!following);
        setFollowers((count) => (count === null ? null : count + (following ? -1 : 1)));
        onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Social/FollowButton',
  component: FollowDemo,
  args: { following: false, followers: 127, onToggle: fn() },
} satisfies Meta<typeof FollowDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Подписаться' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('127 подписчиков')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('128 подписчиков')).toBeVisible();
    button.blur();
    await expect(canvas.getByText('Вы подписаны')).toBeVisible();
    await expect(canvas.getByText('Отписаться')).not.toBeVisible();
  },
};

export const KeyboardFocusShowsUnfollow: Story = {
  args: { following: true, followers: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 подписчик')).toBeVisible();
    await expect(canvas.getByText('Вы подписаны')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { pressed: true })).toHaveFocus();
    await expect(canvas.getByText('Отписаться')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Подписаться' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Friends: Story = {
  args: { following: true, friends: true, followers: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Вы друзья')).toBeVisible();
    await expect(canvas.getByText('42 подписчика')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Подписаться' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithoutCount: Story = { args: { followers: null } };

export const Phone: Story = {
  args: { following: true, friends: true, followers: 12_345 },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 345 подписчиков')).toBeVisible();
  },
};

export const Dark: Story = { args: { following: true }, globals: { theme: 'dark' } };
