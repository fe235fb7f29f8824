import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { type RealtimeConnectionStatus, RealtimeStatusBadge } from './realtime-status-badge.tsx';

const meta = {
  title: 'Chats/RealtimeStatusBadge',
  component: RealtimeStatusBadge,
  args: { status: 'connected' },
} satisfies Meta<typeof RealtimeStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // Online is the normal case: a green dot, words only for screen readers.
    await expect(status).toHaveTextContent('В сети');
    await expect(canvas.getByText('В сети')).toHaveClass('sr-only');
  },
};

export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Подключение…');
    await expect(canvas.getByText('Подключение…')).toBeVisible();
  },
};

export const Disconnected: Story = {
  args: { status: 'disconnected' },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(canvas.getByText('Нет связи — сообщения отправятся, когда связь вернётся')).toBeVisible();
    // On a phone the sentence wraps instead of running off the screen.
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** The badge in a chat whose connection drops and comes back. */
function ChangingDemo() {
  const [status, setStatus] = useState<RealtimeConnectionStatus>('connected');
  return (
    <div className="flex flex-col items-start gap-3">
      <RealtimeStatusBadge status={status} />
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => setStatus('disconnected')}>
          Оборвать
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setStatus('connecting')}>
          Переподключить
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setStatus('connected')}>
          Подключить
        </Button>
      </div>
    </div>
  );
}

/** One status region through every change, so each is announced. */
export const Changing: Story = {
  render: () => <ChangingDemo />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Оборвать' }));
    await expect(status).toHaveTextContent('Нет связи');
    await userEvent.click(canvas.getByRole('button', { name: 'Переподключить' }));
    await expect(status).toHaveTextContent('Подключение…');
    await userEvent.click(canvas.getByRole('button', { name: 'Подключить' }));
    // The same live region, so each change is announced.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('В сети');
  },
};

export const Dark: Story = { ...Disconnected, globals: { theme: 'dark' } };
