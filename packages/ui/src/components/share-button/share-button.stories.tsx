import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { setToastSink, type ToastOptions } from '../toast/toast-sink.ts';
import { ShareButton } from './share-button.tsx';

const meta = {
  title: 'Catalogue/ShareButton',
  component: ShareButton,
  args: { title: 'Джазовый джем', url: 'https://mesto.example/event/ev00001' },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesWithoutShareSheet: Story = {
  play: async ({ canvas }) => {
    // A desktop browser without a share sheet: the link goes to the clipboard and a toast says so.
    const shown: ToastOptions[] = [];
    const previous = setToastSink((options) => shown.push(options));
    const share = Object.getOwnPropertyDescriptor(Navigator.prototype, 'share');
    const writes: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (value: string) => void writes.push(value) },
      configurable: true,
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Поделиться' }));
      await waitFor(() => expect(shown).toEqual([{ severity: 'success', description: 'Ссылка скопирована' }]));
      await expect(writes).toEqual(['https://mesto.example/event/ev00001']);
    } finally {
      setToastSink(previous);
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
      if (share) Object.defineProperty(Navigator.prototype, 'share', share);
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
