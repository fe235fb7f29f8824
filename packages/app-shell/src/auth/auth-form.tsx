import { ApiError } from '@mesto/api-client';
import { Button, FormErrorSummary } from '@mesto/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { shellMessages } from '../messages.ts';
import { type FieldErrors, useFormErrors } from './use-form-errors.ts';

const text = shellMessages.authForm;

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
  /**
   * The API call. Its field errors go under the fields; a failure that names no field (a wrong password, no
   * connection) stays above the button until something is typed again, not only in a toast that goes away.
   */
  send: (values: Values) => Promise<unknown>;
  onSuccess: () => void;
  /** The fields, given the errors to show under them. */
  children: (errors: FieldErrors) => ReactNode;
};

/**
 * The skeleton of the sign-in and sign-up forms: check, send, errors under the fields or above the button, a busy
 * submit button.
 */
export function AuthForm<Values>({ label, submitLabel, check, send, onSuccess, children }: AuthFormProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, show, showApiError } = useFormErrors(form);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(new FormData(event.currentTarget));
    show(checked.errors ?? {});
    setFailure(null);
    if (checked.values === undefined) return;
    setPending(true);
    try {
      await send(checked.values);
      onSuccess();
    } catch (error) {
      showApiError(error);
      const named = error instanceof ApiError && Object.keys(error.fields).length > 0;
      // The server's own words («Неверный логин или пароль»), without the catalogue's status in front of them.
      setFailure(
        named ? null : error instanceof ApiError ? (error.body?.message ?? error.message) : text.failedUnknown,
      );
      setPending(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      onInput={() => setFailure(null)}
      className="flex flex-col gap-4"
      aria-label={label}
    >
      {children(errors)}
      {/* Announced when it appears; it stays until the person changes what they typed. */}
      <div role="alert">
        <FormErrorSummary title={text.failedTitle} items={[]} description={failure} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
