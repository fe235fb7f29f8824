import { type EditorFormState, FormField } from '@mesto/app-shell';
import type { PlaceTag, PublicationStatus } from '@mesto/domain';
import { NativeSelect } from '@mesto/ui';
import { statusOptions } from '../../lib/catalogue/status.ts';
import { FeaturesField } from './features-field.tsx';
import { TagsField } from './tags-field.tsx';

// The fields a place and an event share, bound to their editor form: the same field, control and message under it.

type BoundFieldProps<Values> = { form: EditorFormState<Values>; label: string; disabled: boolean };

/** The features (`featureIds`) of the item. */
export function FeaturesFormField<Values extends { featureIds: string[] }>({
  form,
  label,
  disabled,
}: BoundFieldProps<Values>) {
  return (
    <FormField form={form} name="featureIds" label={label} group>
      <FeaturesField
        value={form.values.featureIds}
        onChange={(ids) => form.setValue('featureIds', ids as Values['featureIds'])}
        disabled={disabled}
      />
    </FormField>
  );
}

/** The tags (`tags`) of the item. */
export function TagsFormField<Values extends { tags: PlaceTag[] }>({ form, label, disabled }: BoundFieldProps<Values>) {
  return (
    <FormField form={form} name="tags" label={label} group>
      <TagsField
        value={form.values.tags}
        onChange={(tags) => form.setValue('tags', tags as Values['tags'])}
        disabled={disabled}
      />
    </FormField>
  );
}

/** The publication status (`status`) of the item. */
export function StatusFormField<Values extends { status: PublicationStatus }>({
  form,
  label,
}: Omit<BoundFieldProps<Values>, 'disabled'>) {
  return (
    <FormField form={form} name="status" label={label}>
      <NativeSelect
        name="status"
        value={form.values.status}
        onChange={(event) => form.setValue('status', event.target.value as Values['status'])}
        onBlur={() => form.touch('status')}
        options={statusOptions}
      />
    </FormField>
  );
}
