import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

function DialogDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">Удалить событие</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Удалить событие?</DialogTitle>
          <DialogDescription>«Джазовый вечер» пропадёт из афиши. Это действие нельзя отменить.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Отмена</Button>
          </DialogClose>
          <Button variant="danger">Удалить</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = { title: 'Overlays/Dialog', component: DialogDemo } satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить событие' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить событие?' });
    await expect(dialog).toHaveAccessibleDescription(/пропадёт из афиши/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to where it came from.
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
