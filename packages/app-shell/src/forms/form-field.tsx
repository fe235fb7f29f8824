import { Field } from '@mesto/ui';
import type { ReactNode } from 'react';
import type { EditorFormState } from './use-editor-form.ts';

export type FormFieldProps<Values> = {
  form: EditorFormState<Values>;
  /** The top-level field; its message (the server's or the form's own check) shows under the control. */
  name: keyof Values & string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** For a group of controls: a fieldset with a legend. */
  group?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * `<Field>` of @mesto/ui bound to one field of an editor form: the control inside gets the form's id for the field
 * (the error summary links to it), `aria-invalid` and the message as its description.
 */
export function FormField<Values>({
  form,
  name,
  label,
  hint,
  required,
  group,
  className,
  children,
}: FormFieldProps<Values>) {
  return (
    <Field
      id={form.fieldId(name)}
      label={label}
      hint={hint}
      error={form.error(name)}
      required={required}
      group={group}
      className={className}
    >
      {children}
    </Field>
  );
}
