import { Visibility } from '@mesto/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckInPanel } from './check-in-panel.tsx';
import { HereNow } from './here-now.tsx';

const meta = {
  title: 'Social/CheckInPanel',
  component: CheckInPanel,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  args: {
    state: 'idle',
    timeZone: 'Europe/Moscow',
    onCheckIn: fn(),
    onExtend: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Отметка «Я здесь»' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Я здесь' }));
    await expect(args.onCheckIn).toHaveBeenCalledOnce();
  },
};

export const ClosedNow: Story = {
  args: { closedNow: true, children: <HereNow count={null} /> },
  play: async ({ canvas, args }) => {
    // Closed by its hours, yet the check-in is offered, with a word that the place is closed.
    const button = canvas.getByRole('button', { name: 'Я здесь' });
    await expect(button).toHaveAccessibleDescription('Сейчас закрыто — отметиться всё равно можно');
    await userEvent.click(button);
    await expect(args.onCheckIn).toHaveBeenCalledOnce();
  },
};

export const ActiveWithHereNow: Story = {
  args: { state: 'active', until: '2026-11-22T18:30:00.000Z', children: <HereNow count={null} you /> },
  play: async ({ canvas }) => {
    // Alone or nearly: the one who is here is told so, never «мало людей».
    await expect(canvas.getByText('Сейчас здесь вы и пока мало кто ещё')).toBeVisible();
    await expect(canvas.queryByText('Сейчас здесь мало людей')).toBeNull();
    await expect(canvas.queryByText('Сейчас закрыто — отметиться всё равно можно')).toBeNull();
  },
};

export const IdleWithVisibility: Story = {
  render: (args) => {
    const [visibility, setVisibility] = useState<Visibility>(Visibility.FRIENDS);
    return (
      <CheckInPanel
        {...args}
        visibility={visibility}
        onVisibilityChange={setVisibility}
        visibilityOptions={[Visibility.PUBLIC, Visibility.FRIENDS, Visibility.NOTES]}
      >
        <HereNow count={7} />
      </CheckInPanel>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Кто увидит, что вы здесь' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Друзья' })).toBeChecked();
    await userEvent.click(canvas.getByText('Только я'));
    await expect(canvas.getByRole('radio', { name: 'Только я' })).toBeChecked();
    await expect(canvas.getByText('Сейчас здесь 7 человек')).toBeVisible();
  },
};

export const Active: Story = {
  // 18:30 UTC is 21:30 in Moscow: the time is the place's.
  args: { state: 'active', until: '2026-11-22T18:30:00.000Z' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Вы здесь до 21:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Продлить на час' }));
    await expect(args.onExtend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Ухожу' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const ActiveAtBound: Story = {
  args: { state: 'active', until: '2026-11-22T18:30:00.000Z', canExtend: false },
  play: async ({ canvas, args }) => {
    const extend = canvas.getByRole('button', { name: 'Продлить на час' });
    await expect(extend).toHaveAttribute('aria-disabled', 'true');
    await expect(extend).toHaveAccessibleDescription('Отметка длится не больше 8 часов, продлить её уже нельзя');
    // Still reachable from the keyboard, so the note is heard; pressing it does nothing.
    extend.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExtend).not.toHaveBeenCalled();
  },
};

export const PendingCheckIn: Story = {
  args: { state: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Отметка «Я здесь»' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Я здесь' })).toBeDisabled();
  },
};

export const PendingWhileActive: Story = {
  args: { state: 'pending', until: '2026-11-22T18:30:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Вы здесь до 21:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Продлить на час' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ухожу' })).toBeDisabled();
  },
};

export const SignedOut: Story = {
  args: { state: 'signedOut', signInHref: '/login?next=%2Fplace%2Fplace001' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Войдите, чтобы отметиться здесь')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/login?next=%2Fplace%2Fplace001',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  args: { state: 'active', until: '2026-11-22T18:30:00.000Z', canExtend: false },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { state: 'active', until: '2026-11-22T18:30:00.000Z' }, globals: { theme: 'dark' } };
