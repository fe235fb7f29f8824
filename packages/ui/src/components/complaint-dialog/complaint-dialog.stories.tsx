import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ComplaintDialog } from './complaint-dialog.tsx';

const reasons = [
  { value: 'SPAM', label: 'Спам' },
  { value: 'INSULT', label: 'Оскорбление' },
  { value: 'FALSE_INFORMATION', label: 'Ложная информация' },
  { value: 'OFF_TOPIC', label: 'Не об этом месте' },
  { value: 'OTHER', label: 'Другое' },
];

const meta = {
  title: 'Moderation/ComplaintDialog',
  component: ComplaintDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    reasons,
    textMax: 1000,
    subject: 'Мнение: Анна о «Маяке»',
  },
} satisfies Meta<typeof ComplaintDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться' });
    await expect(dialog).toHaveAccessibleDescription('Мнение: Анна о «Маяке»');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    await expect(await screen.findByText('Выберите причину')).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'Спам' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Другое' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    await expect(screen.getByRole('textbox', { name: /Что не так/ })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: /Что не так/ }), 'Реклама чужого бара');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'OTHER', text: 'Реклама чужого бара' });
  },
};

export const Sending: Story = { args: { submitting: true } };

export const Refused: Story = {
  args: { error: 'Слишком много жалоб за сутки. Попробуйте завтра.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Жалоба не отправлена');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** From a button, and back to it: focus returns to «Пожаловаться» after Escape. */
function FromButton() {
  const [open, setOpen] = useState(false);
  return (
    <ComplaintDialog
      trigger={<Button variant="ghost">Пожаловаться</Button>}
      open={open}
      onOpenChange={setOpen}
      reasons={reasons}
      textMax={1000}
      onSubmit={() => setOpen(false)}
    />
  );
}

export const Keyboard: Story = {
  render: () => <FromButton />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Пожаловаться' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Пожаловаться' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
