import { useSession } from '@mesto/api-client/react';
import { type FieldErrors, useEditorForm } from '@mesto/app-shell';
import { isRoot } from '@mesto/domain';
import { toast } from '@mesto/ui';
import type { ReactNode } from 'react';

/** The texts of a catalogue editor, from its feature's `messages.ts`. */
export type CatalogueFormText = {
  /** The form's accessible name. */
  label: string;
  submitNew: string;
  submit: string;
  created: string;
  saved: string;
  /** Why the fields are read-only: who may change the item. */
  readOnly: string;
};

/** What every catalogue form (place, event list, event) takes from its route, beside the saved item. */
export type CatalogueFormProps<Values, Item> = {
  /** The saved item's values, or the blank's for a new one. */
  initial: Values;
  /** check_access said canEdit: false. */
  readOnly?: boolean;
  /** A new item was created (its route opens the item's own editor). */
  onCreated?: (item: Item) => void;
  /** Links under the form (e.g. the place's events). */
  links?: ReactNode;
};

/**
 * The state of a catalogue editor: one save that creates (no id) or updates the item, a toast saying which, the new
 * item handed to `onCreated`, whether I am ROOT (some fields are required of everyone else) and whether the form is
 * read-only. `frame` is what `<EditorFrame>` takes besides the fields.
 */
export function useCatalogueForm<Values extends object, Item extends { id: string }>(
  { initial, readOnly = false, onCreated, links }: CatalogueFormProps<Values, Item>,
  {
    text,
    fieldLabels,
    item,
    validate,
    save,
    toValues,
  }: {
    text: CatalogueFormText;
    /** The fields' names, for the error summary. */
    fieldLabels: Readonly<Record<string, string>>;
    /** The saved item; undefined for a new one. */
    item: Item | undefined;
    validate: (values: Values, who: { root: boolean }) => FieldErrors;
    /** The API call; `id` (the saved item's, none for a new one) goes into the body. */
    save: (values: Values, id: { id?: string }) => Promise<Item>;
    /** The saved item as the form holds it. */
    toValues: (saved: Item) => Values;
  },
) {
  const { user } = useSession();
  const root = isRoot(user);
  const form = useEditorForm<Values, Item>({
    initial,
    validate: (values) => validate(values, { root }),
    save: async (values) => {
      const saved = await save(values, item === undefined ? {} : { id: item.id });
      toast({ severity: 'success', description: item === undefined ? text.created : text.saved });
      return saved;
    },
    afterSave: (saved) => {
      if (item === undefined) onCreated?.(saved);
      return toValues(saved);
    },
  });
  const frame = {
    form,
    label: text.label,
    submitLabel: item === undefined ? text.submitNew : text.submit,
    fieldLabels,
    readOnly: readOnly ? text.readOnly : (false as const),
    actions: links,
  };
  return { form, root, readOnly, frame };
}
