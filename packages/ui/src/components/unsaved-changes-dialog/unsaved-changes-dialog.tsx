import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog.tsx';

export type UnsavedChangesDialogProps = {
  /** A navigation is waiting for the answer. */
  open: boolean;
  title: string;
  description: string;
  stayLabel: string;
  leaveLabel: string;
  /** Back to the form, edits intact; also what Escape and a tap outside mean. */
  onStay: () => void;
  /** Go on with the navigation; the edits are lost. */
  onLeave: () => void;
};

/**
 * Asks before an editor with unsaved changes is left. Staying is the first and focused choice, so a stray Enter
 * or Escape never throws work away.
 */
export function UnsavedChangesDialog({
  open,
  title,
  description,
  stayLabel,
  leaveLabel,
  onStay,
  onLeave,
}: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogHeader className="pe-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onStay}>
            {stayLabel}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {leaveLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
