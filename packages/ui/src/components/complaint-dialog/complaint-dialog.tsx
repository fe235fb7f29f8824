import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog.tsx';
import { Field } from '../field/field.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { complaintDialogMessages as text } from './messages.ts';

export type ComplaintReasonOption = { value: string; label: string };

export type ComplaintValues = { reason: string; text: string };

export type ComplaintDialogProps = {
  /** The button that opens it («Пожаловаться»): focus comes back to it when the dialog closes. */
  trigger?: ReactNode;
  /**
   * Where focus goes back when the dialog closes, for a trigger rendered apart (the dialog's code loaded when it is
   * first opened): without a `trigger`, Radix has no element to give the focus back to.
   */
  returnFocus?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported, under the title: «Мнение: Анна о «Маяке»». */
  subject?: ReactNode;
  /** The reasons, in the order offered (labels from COMPLAINT_REASON_LABELS). */
  reasons: readonly ComplaintReasonOption[];
  /** The reason that needs the text («Другое»). */
  textRequiredFor?: string;
  /** The longest text the server takes (COMPLAINT_TEXT_MAX). */
  textMax: number;
  /** Sends the complaint; the dialog stays open while it is under way. */
  onSubmit: (values: ComplaintValues) => void;
  submitting?: boolean;
  /** Why the server refused, said inside the dialog («Слишком много жалоб за сутки…»). */
  error?: ReactNode;
};

type Errors = { reason?: string; text?: string };

/** What is wrong with the form as it stands, field by field; empty when it may be sent. */
export function complaintErrors(values: ComplaintValues, textRequiredFor: string | undefined, textMax: number): Errors {
  const errors: Errors = {};
  if (values.reason === '') errors.reason = text.chooseReason;
  if (values.text.trim().length > textMax) errors.text = text.tooLong(textMax);
  else if (values.reason !== '' && values.reason === textRequiredFor && values.text.trim() === '')
    errors.text = text.describe;
  return errors;
}

/**
 * «Пожаловаться»: the reasons as native radio buttons (arrows move the choice), a text for details — required for
 * «Другое» — and the server's refusal inside the dialog. Errors appear on «Отправить жалобу», by the field they
 * concern, and focus goes to the first of them; the dialog traps focus and gives it back to its trigger.
 */
export function ComplaintDialog({
  trigger,
  returnFocus,
  open,
  onOpenChange,
  subject,
  reasons,
  textRequiredFor = 'OTHER',
  textMax,
  onSubmit,
  submitting = false,
  error,
}: ComplaintDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  // A fresh form every time it opens.
  useEffect(() => {
    if (!open) return;
    setReason('');
    setBody('');
    setTried(false);
  }, [open]);

  const errors = tried ? complaintErrors({ reason, text: body }, textRequiredFor, textMax) : {};
  const textNeeded = reason !== '' && reason === textRequiredFor;
  const reasonErrorId = `${id}-reason-error`;
  const hasServerError = error !== undefined && error !== null && error !== false && error !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = complaintErrors({ reason, text: body }, textRequiredFor, textMax);
    if (found.reason) {
      // No reason is chosen yet, so the first radio is where arrows start the choice.
      firstRadio.current?.focus();
      return;
    }
    if (found.text) {
      textArea.current?.focus();
      return;
    }
    onSubmit({ reason, text: body.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      {trigger === undefined || trigger === null ? null : <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        onCloseAutoFocus={
          returnFocus === undefined
            ? undefined
            : (event) => {
                event.preventDefault();
                returnFocus();
              }
        }
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            {subject === undefined || subject === null ? null : <DialogDescription>{subject}</DialogDescription>}
          </DialogHeader>
          <fieldset
            className="flex min-w-0 flex-col gap-1.5"
            aria-describedby={errors.reason ? reasonErrorId : undefined}
            aria-invalid={errors.reason ? true : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-foreground">
              {text.reason}
              <span className="ms-0.5 text-danger" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="flex flex-col gap-1">
              {reasons.map((option, index) => {
                const checked = option.value === reason;
                return (
                  <label
                    key={option.value}
                    htmlFor={`${id}-${option.value}`}
                    className={cn(
                      'flex min-h-touch cursor-pointer items-center gap-3 rounded-control border px-3 py-2',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
                      checked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-secondary',
                    )}
                  >
                    <input
                      ref={index === 0 ? firstRadio : undefined}
                      id={`${id}-${option.value}`}
                      type="radio"
                      name={`${id}-reason`}
                      value={option.value}
                      checked={checked}
                      disabled={submitting}
                      onChange={() => setReason(option.value)}
                      className="size-4 shrink-0 accent-primary"
                    />
                    <span>{option.label}</span>
                  </label>
                );
              })}
            </div>
            {errors.reason ? (
              <p id={reasonErrorId} className="text-sm text-danger" role="alert">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <Field
            label={text.text}
            required={textNeeded}
            error={errors.text}
            hint={`${textNeeded ? text.textHintRequired : text.textHintOptional}. ${text.counter(body.length, textMax)}`}
          >
            <Textarea
              ref={textArea}
              value={body}
              rows={3}
              disabled={submitting}
              onChange={(event) => setBody(event.target.value)}
            />
          </Field>
          {hasServerError ? (
            <div role="alert" className="rounded-control border border-danger bg-danger-soft px-3 py-2 text-sm">
              <p className="font-semibold text-danger-soft-foreground">{text.notSent}</p>
              <p className="text-danger-soft-foreground">{error}</p>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {text.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
