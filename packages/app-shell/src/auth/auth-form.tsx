import { Button } from '@mesto/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type FieldErrors, useFormErrors } from './use-form-errors.ts';

export type { FieldErrors };

/** The form's own check of what was typed: the values to send, or the problems to show under the fields. */
export type AuthFormCheck<Values> =
  | { values: Values; errors?: undefined }
  | { values?: undefined; errors: FieldErrors };

export type AuthFormProps<Values> = {
  /** The form's accessible name (the screen title). */
  label: string;
  submitLabel: string;
  check: (data: FormData) => AuthFormCheck<Values>;
  /** The API call; a failure is already a toast, its field errors go under the fields. */
  send: (values: Values) => Promise<unknown>;
  onSuccess: () => void;
  /** The fields, given the errors to show under them. */
  children: (errors: FieldErrors) => ReactNode;
};

/** The skeleton of the sign-in and sign-up forms: check, send, errors under the fields, a busy submit button. */
export function AuthForm<Values>({ label, submitLabel, check, send, onSuccess, children }: AuthFormProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, show, showApiError } = useFormErrors(form);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(new FormData(event.currentTarget));
    show(checked.errors ?? {});
    if (checked.values === undefined) return;
    setPending(true);
    try {
      await send(checked.values);
      onSuccess();
    } catch (error) {
      showApiError(error);
      setPending(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={label}>
      {children(errors)}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
