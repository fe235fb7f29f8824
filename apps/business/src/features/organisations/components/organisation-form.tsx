import { type FieldErrors, FormField, useEditorForm } from '@mesto/app-shell';
import { type Contact, DESCRIPTION_RULE, TITLE_RULE, validateContacts, validateText } from '@mesto/domain';
import { Input, Textarea, toast } from '@mesto/ui';
import { ContactsField } from '../../../components/catalogue/contacts-field.tsx';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { ImageField } from '../../../components/catalogue/image-field.tsx';
import type { Organisation } from '../../../lib/catalogue/types.ts';
import { useSaveOrganisation } from '../api/save-organisation.ts';
import { organisationMessages } from '../messages.ts';

const text = organisationMessages.form;

type OrganisationValues = {
  name: string;
  description: string;
  logoFileId: string | null;
  contacts: Contact[];
};

const toOrganisationValues = (organisation: OrganisationValues): OrganisationValues => ({
  name: organisation.name,
  description: organisation.description,
  logoFileId: organisation.logoFileId,
  contacts: organisation.contacts,
});

/** The same rules the server applies, with the same words, checked as the person types. */
function checkOrganisation(values: OrganisationValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = validateText(values.name, TITLE_RULE);
  if (!name.ok) errors.name = name.error.message;
  const description = validateText(values.description, DESCRIPTION_RULE);
  if (!description.ok) errors.description = description.error.message;
  const contacts = validateContacts(values.contacts);
  if (!contacts.ok) for (const error of contacts.errors) errors[`contacts.${error.index}.value`] = error.message;
  return errors;
}

const fieldLabels = { name: text.name, description: text.description, logoFileId: text.logo, contacts: text.contact };

/**
 * A new organisation (from the blank) or a saved one. `onCreated` gets the new organisation, to open its editor,
 * where the team can be gathered.
 */
export function OrganisationForm({
  initial,
  organisation,
  readOnly = false,
  onCreated,
}: {
  initial: OrganisationValues;
  organisation?: Organisation;
  readOnly?: boolean;
  onCreated?: (organisation: Organisation) => void;
}) {
  const save = useSaveOrganisation();
  const form = useEditorForm<OrganisationValues, Organisation>({
    initial: toOrganisationValues(initial),
    validate: checkOrganisation,
    save: async (values) => {
      const saved = await save.mutateAsync({
        body: {
          ...(organisation === undefined ? {} : { id: organisation.id }),
          name: values.name.trim(),
          description: values.description.trim(),
          logoFileId: values.logoFileId,
          contacts: values.contacts,
        },
      });
      toast({ severity: 'success', description: organisation === undefined ? text.created : text.saved });
      return saved;
    },
    // Go on from what the server kept (trimmed texts, phones as 11 digits); a new one opens in its own editor.
    afterSave: (saved) => {
      if (organisation === undefined) onCreated?.(saved);
      return toOrganisationValues(saved);
    },
  });

  return (
    <EditorFrame
      form={form}
      label={text.label}
      submitLabel={organisation === undefined ? text.submitNew : text.submit}
      fieldLabels={fieldLabels}
      readOnly={readOnly ? text.readOnly : false}
    >
      <FormField form={form} name="name" label={text.name} required>
        <Input {...form.bind('name')} autoComplete="organization" />
      </FormField>
      <FormField form={form} name="description" label={text.description}>
        <Textarea {...form.bind('description')} rows={4} />
      </FormField>
      <FormField form={form} name="logoFileId" label={text.logo} group>
        <ImageField
          fileId={form.values.logoFileId}
          onChange={(id) => form.setValue('logoFileId', id)}
          label={text.logo}
          disabled={readOnly}
        />
      </FormField>
      <ContactsField form={form} legend={text.contacts} contactLabel={text.contact} disabled={readOnly} />
    </EditorFrame>
  );
}
