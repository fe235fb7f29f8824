import type { EditorFormState } from '@mesto/app-shell';
import type { Contact } from '@mesto/domain';
import { ContactListEditor } from '@mesto/ui';

/**
 * The contacts of an editor: rows checked by the domain's contact rules as they are typed (the message under the
 * contact), and what the server said about a contact (`contacts.N.value`) right below the list, numbered.
 */
export function ContactsField<Values extends { contacts: Contact[] }>({
  form,
  legend,
  contactLabel,
  disabled = false,
}: {
  form: EditorFormState<Values>;
  legend: string;
  contactLabel: string;
  disabled?: boolean;
}) {
  const serverErrors = form.serverErrorsWithin('contacts');
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <ContactListEditor
        value={form.values.contacts}
        onChange={(contacts) => form.setValue('contacts', contacts as Values['contacts'])}
        showAllErrors={form.submitted}
        disabled={disabled}
      />
      {serverErrors.map(([path, message]) => (
        <p key={path} className="text-sm text-danger" role="alert">
          {`${contactLabel} ${Number(path.split('.')[1]) + 1}: ${message}`}
        </p>
      ))}
    </fieldset>
  );
}
