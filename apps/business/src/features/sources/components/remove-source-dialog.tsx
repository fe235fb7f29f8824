import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@mesto/ui';
import { useState } from 'react';
import { problemOf } from '../../../lib/problem.ts';
import { useRemoveSource } from '../api/save-source.ts';
import { sourceMessages } from '../messages.ts';

const text = sourceMessages.removeDialog;

/** Deleting asks first and says what stays; a refusal shows in the dialog. */
export function RemoveSourceDialog({
  source,
  onClose,
  onRemoved,
}: {
  source: { id: string; name: string };
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const remove = useRemoveSource();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description(source.name)}</DialogDescription>
        </DialogHeader>
        {error === null ? null : (
          <p
            role="alert"
            className="rounded-card border border-danger bg-danger-soft px-4 py-3 text-danger-soft-foreground"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(source.id, {
                onSuccess: () => {
                  toast({ severity: 'success', description: text.removed });
                  onClose();
                  onRemoved?.();
                },
                onError: (failure) => setError(problemOf(failure)),
              })
            }
          >
            {text.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
