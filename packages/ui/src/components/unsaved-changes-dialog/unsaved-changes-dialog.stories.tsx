import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';

const texts = {
  title: 'Уйти без сохранения?',
  description: 'Изменения в форме не сохранены и пропадут.',
  stayLabel: 'Остаться',
  leaveLabel: 'Уйти',
};

const meta = {
  title: 'Forms/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, onStay: fn(), onLeave: fn(), ...texts },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: texts.title });
    await expect(dialog).toHaveAccessibleDescription(texts.description);
    // Staying is the safe answer, and the one a stray Enter picks.
    await expect(screen.getByRole('button', { name: 'Остаться' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Уйти' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** An editor's navigation asks first; staying keeps the form as it was. */
function LeavingDemo() {
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Перейти в раздел «Люди»
      </Button>
      <p role="status">{left ? 'Ушли без сохранения' : 'Редактор открыт'}</p>
      <UnsavedChangesDialog
        open={asking}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          setLeft(true);
        }}
        {...texts}
      />
    </div>
  );
}

export const StayWithEscape: StoryObj<typeof LeavingDemo> = {
  render: () => <LeavingDemo />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Перейти в раздел «Люди»' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: texts.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Редактор открыт');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
