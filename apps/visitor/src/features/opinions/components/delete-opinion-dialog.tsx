import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@mesto/ui';
import { useState } from 'react';
import { opinionsMessages } from '../messages.ts';

const text = opinionsMessages.remove;

/** «Удалить мнение» with a question first; «Не удалять» is the focused choice, so a stray Enter deletes nothing. */
export function DeleteOpinionDialog({ onConfirm, deleting }: { onConfirm: () => Promise<void>; deleting: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-danger">
          {text.button}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogHeader className="pe-0">
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => {
              onConfirm().then(
                () => setOpen(false),
                // The failure is already a toast; the question stays open for another try.
                () => undefined,
              );
            }}
          >
            {text.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
