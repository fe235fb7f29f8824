import { Button, FormErrorSummary, type FormErrorSummaryItem, UnsavedChangesDialog } from '@mesto/ui';
import type { ReactNode } from 'react';
import type { FieldPath } from './field-path.ts';
import { formMessages } from './form-messages.ts';
import type { EditorFormState } from './use-editor-form.ts';
import { type LeavesEditor, useUnsavedChanges } from './use-unsaved-changes.ts';

export type EditorFormProps<Values> = {
  form: EditorFormState<Values>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /**
   * How the error summary names fields, by top-level key; an item of a list gets its number, so with
   * `{ contacts: 'Контакт' }` the path `contacts.0.value` reads «Контакт 1».
   */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Which navigations lose the edits; by default leaving the path. */
  leaves?: LeavesEditor;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

function summaryLabel(path: FieldPath, labels: Readonly<Record<string, string>>): string | undefined {
  const [key = '', index] = path.split('.');
  const label = labels[key];
  if (label === undefined) return undefined;
  return index !== undefined && /^\d+$/.test(index) ? `${label} ${Number(index) + 1}` : label;
}

/**
 * An editor form's frame: the `<form>` bound to `useEditorForm`, the fields given as children, the summary of
 * what stops the save, the submit button (busy while saving) with the unsaved-changes note, and the question
 * before a navigation would throw the edits away.
 */
export function EditorForm<Values>({
  form,
  label,
  submitLabel,
  fieldLabels = {},
  leaves,
  actions,
  className,
  children,
}: EditorFormProps<Values>) {
  // Also while a save runs: should it fail, the edits are still here; once it succeeds, a waiting navigation goes on.
  const leaving = useUnsavedChanges(form.dirty, leaves);
  const items: FormErrorSummaryItem[] = Object.entries(form.visibleErrors).map(([path, message]) => ({
    key: path,
    message,
    label: summaryLabel(path, fieldLabels),
    // Only top-level fields have a control of their own with a known id (`FormField`).
    targetId: path.includes('.') ? undefined : form.fieldId(path),
  }));

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={label}
      className={className ?? 'flex flex-col gap-5'}
    >
      {children}
      {form.submitted || form.failure !== null ? (
        <FormErrorSummary title={formMessages.summaryTitle} items={items} description={form.failure ?? undefined} />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={form.saving}>
          {submitLabel}
        </Button>
        {actions}
        <span role="status" className="text-sm text-muted-foreground">
          {form.dirty ? formMessages.unsavedChanges : ''}
        </span>
      </div>
      <UnsavedChangesDialog
        open={leaving.asking}
        title={formMessages.leave.title}
        description={formMessages.leave.description}
        stayLabel={formMessages.leave.stay}
        leaveLabel={formMessages.leave.leave}
        onStay={leaving.stay}
        onLeave={leaving.leave}
      />
    </form>
  );
}
