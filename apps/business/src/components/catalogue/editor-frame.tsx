import { EditorForm, type EditorFormState } from '@mesto/app-shell';
import { Card } from '@mesto/ui';
import type { ReactNode } from 'react';
import { ReadOnlyNote } from './load-states.tsx';

type EditorFrameProps<Values> = {
  form: EditorFormState<Values>;
  label: string;
  submitLabel: string;
  fieldLabels?: Readonly<Record<string, string>>;
  /** check_access said canEdit: false. The same fields show, disabled, under a note saying who may change them. */
  readOnly?: string | false;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * An editor of the catalogue: `EditorForm` when I may change the item, else the same fields read-only (a disabled
 * fieldset, so not one control can be changed or submitted) with the reason above them.
 */
export function EditorFrame<Values>({
  form,
  label,
  submitLabel,
  fieldLabels,
  readOnly = false,
  actions,
  children,
}: EditorFrameProps<Values>) {
  if (readOnly !== false) {
    return (
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <ReadOnlyNote>{readOnly}</ReadOnlyNote>
        <fieldset disabled aria-label={label} className="m-0 flex min-w-0 flex-col gap-5 border-0 p-0">
          {children}
        </fieldset>
        {actions === undefined ? null : <div className="flex flex-wrap gap-3">{actions}</div>}
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <EditorForm form={form} label={label} submitLabel={submitLabel} fieldLabels={fieldLabels} actions={actions}>
        {children}
      </EditorForm>
    </Card>
  );
}
