import { ApiError } from '@mesto/api-client';
import { MODERATION_ACTION_LABELS, MODERATION_REASON_MAX, type ModerationAction } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
  toast,
} from '@mesto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { type ModerationTargetType, useDecide } from '../api/moderation.ts';
import { moderationMessages } from '../messages.ts';

const text = moderationMessages.actions;

/** The reason a decision needs: required to hide or delete (the author is told it), at most MODERATION_REASON_MAX. */
function reasonError(action: ModerationAction, reason: string): string | null {
  if (reason.trim().length > MODERATION_REASON_MAX) return text.tooLong(MODERATION_REASON_MAX);
  if (action !== 'KEEP' && reason.trim() === '') return text.reasonRequired;
  return null;
}

type ModerationActionsProps = {
  targetType: ModerationTargetType;
  targetId: string;
  /** Where the item stands now: the decision that would change nothing is not offered. */
  state: string;
  /** What the item is, for the buttons' accessible names. */
  what: string;
};

/**
 * Оставить / Скрыть / Удалить on one item of the queue. Each asks first, with the reason (required to hide or
 * delete, since the author is told it); the item changes on screen only once the server has taken the decision,
 * and the queue and the item are read again. A profile is never deleted, only hidden.
 */
export function ModerationActions({ targetType, targetId, state, what }: ModerationActionsProps) {
  const decide = useDecide(targetType, targetId);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  // The button that opened the question: focus goes back to it, or to the first decision still offered.
  const opener = useRef<HTMLButtonElement | null>(null);

  const offered: ModerationAction[] = ['KEEP', 'HIDE', ...(targetType === 'USER' ? [] : (['DELETE'] as const))];
  const open = (next: ModerationAction) => {
    decide.reset();
    setReason('');
    setTried(false);
    setAction(next);
  };
  const error = action !== null && tried ? reasonError(action, reason) : null;
  const refusal = decide.error instanceof ApiError ? decide.error.message : decide.isError ? text.failed : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === null) return;
    setTried(true);
    if (reasonError(action, reason) !== null) {
      field.current?.focus();
      return;
    }
    decide.mutate(
      { action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ severity: 'success', description: text.decided[action] });
          setAction(null);
        },
      },
    );
  };

  return (
    <fieldset ref={group} className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{text.label}</legend>
      {offered.map((candidate) => (
        <Button
          key={candidate}
          variant={candidate === 'DELETE' ? 'danger' : candidate === 'KEEP' ? 'secondary' : 'primary'}
          aria-label={`${MODERATION_ACTION_LABELS[candidate]}: ${what}`}
          aria-haspopup="dialog"
          disabled={(candidate === 'HIDE' && state === 'HIDDEN') || (candidate === 'DELETE' && state === 'DELETED')}
          onClick={(event) => {
            opener.current = event.currentTarget;
            open(candidate);
          }}
          className="flex-1 sm:flex-none"
        >
          {MODERATION_ACTION_LABELS[candidate]}
        </Button>
      ))}
      {targetType === 'USER' ? <p className="w-full text-sm text-muted-foreground">{text.noDeleteForUsers}</p> : null}
      <Dialog open={action !== null} onOpenChange={(next) => (decide.isPending || next ? undefined : setAction(null))}>
        <DialogContent
          role="alertdialog"
          hideCloseButton
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = opener.current?.disabled
              ? group.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')
              : opener.current;
            back?.focus();
          }}
        >
          {action === null ? null : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <DialogHeader className="pe-0">
                <DialogTitle>{text.confirmTitle[action]}</DialogTitle>
                <DialogDescription>{text.confirmText[action]}</DialogDescription>
              </DialogHeader>
              <Field
                label={text.reason}
                required={action !== 'KEEP'}
                error={error}
                hint={action === 'KEEP' ? text.reasonOptionalHint : text.reasonHint}
              >
                <Textarea
                  ref={field}
                  value={reason}
                  rows={3}
                  maxLength={MODERATION_REASON_MAX + 50}
                  disabled={decide.isPending}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Field>
              {refusal === null ? null : (
                <p
                  role="alert"
                  className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
                >
                  {text.failed}: {refusal}
                </p>
              )}
              <DialogFooter>
                <Button type="button" variant="secondary" disabled={decide.isPending} onClick={() => setAction(null)}>
                  {text.cancel}
                </Button>
                <Button type="submit" variant={action === 'DELETE' ? 'danger' : 'primary'} loading={decide.isPending}>
                  {MODERATION_ACTION_LABELS[action]}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
