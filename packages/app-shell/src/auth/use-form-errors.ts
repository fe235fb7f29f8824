import { ApiError } from '@mesto/api-client';
import { type RefObject, useCallback, useState } from 'react';

export type FieldErrors = Record<string, string>;

/**
 * Field errors of a form, from the form's own checks or from the API (`ApiError.fields`), and focus on the first
 * invalid field so keyboard and screen-reader users land where the problem is.
 */
export function useFormErrors(form: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const show = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      if (Object.keys(next).length === 0) return;
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
    [form],
  );

  /** After a failed call: the toast already told what happened; field errors also go under their fields. */
  const showApiError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) show(error.fields);
    },
    [show],
  );

  return { errors, show, showApiError };
}
