import type { PublicUser } from '@mesto/api-client';
import { EditorForm, type FieldErrors, FormField, useEditorForm } from '@mesto/app-shell';
import {
  ABOUT_RULE,
  type Contact,
  DISPLAY_NAME_RULE,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  normalizeUsername,
  validateContacts,
  validateText,
  validateUsername,
} from '@mesto/domain';
import { buttonVariants, ContactListEditor, Input, NativeSelect, Textarea, toast } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { profileKey } from './person-name.ts';

const text = messages.profileEditor;

/** What the profile editor holds: strings for text controls (empty for none), the contacts as a list. */
export type ProfileValues = {
  displayName: string;
  username: string;
  about: string;
  gender: Gender | '';
  contacts: Contact[];
};

export function toProfileValues(person: PublicUser): ProfileValues {
  return {
    displayName: person.displayName,
    username: person.username ?? '',
    about: person.about,
    gender: person.gender ?? '',
    contacts: person.contacts,
  };
}

/** The checks the server makes too, with the same words, so most mistakes show before a save is tried. */
export function checkProfile(values: ProfileValues): FieldErrors {
  const errors: FieldErrors = {};
  const displayName = validateText(values.displayName, DISPLAY_NAME_RULE);
  if (!displayName.ok) errors.displayName = displayName.error.message;
  const about = validateText(values.about, ABOUT_RULE);
  if (!about.ok) errors.about = about.error.message;
  if (values.username.trim() !== '') {
    const username = validateUsername(values.username);
    if (!username.ok) errors.username = username.error.message;
  }
  const contacts = validateContacts(values.contacts);
  if (!contacts.ok) {
    for (const error of contacts.errors) errors[`contacts.${error.index}.value`] = error.message;
  }
  return errors;
}

const genderOptions = [
  { value: '', label: text.genderNone },
  ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
];

const fieldLabels = {
  displayName: text.displayName,
  username: text.username,
  about: text.about,
  gender: text.gender,
  contacts: text.contact,
};

/** The signed-in person's own profile, started from what is saved. */
export function ProfileForm({ person }: { person: PublicUser }) {
  const saveProfile = useSaveProfile();
  const form = useEditorForm<ProfileValues, PublicUser>({
    initial: toProfileValues(person),
    validate: checkProfile,
    save: async (values) => {
      const username = values.username.trim();
      const saved = await saveProfile.mutateAsync({
        body: {
          id: person.id,
          displayName: values.displayName.trim(),
          username: username === '' ? null : normalizeUsername(username),
          about: values.about,
          gender: values.gender === '' ? null : values.gender,
          contacts: values.contacts,
        },
      });
      toast({ severity: 'success', description: text.saved });
      return saved;
    },
    // Continue from what the server kept (a lowercased username, phones as 11 digits).
    afterSave: toProfileValues,
  });
  const contactErrors = form.serverErrorsWithin('contacts');

  return (
    <EditorForm
      form={form}
      label={text.form}
      submitLabel={text.submit}
      fieldLabels={fieldLabels}
      actions={
        <Link to={paths.profile.getHref(profileKey(person))} className={buttonVariants({ variant: 'ghost' })}>
          {text.toProfile}
        </Link>
      }
    >
      {/* Required without the label's asterisk: the label reads exactly «Имя», which browser tests rely on. */}
      <FormField form={form} name="displayName" label={text.displayName} hint={text.displayNameHint}>
        <Input {...form.bind('displayName')} autoComplete="name" required />
      </FormField>
      <FormField form={form} name="username" label={text.username} hint={text.usernameHint}>
        <Input {...form.bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField form={form} name="about" label={text.about}>
        <Textarea {...form.bind('about')} rows={3} />
      </FormField>
      <FormField form={form} name="gender" label={text.gender}>
        <NativeSelect {...form.bind('gender')} options={genderOptions} />
      </FormField>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{text.contacts}</legend>
        <ContactListEditor
          value={form.values.contacts}
          onChange={(contacts) => form.setValue('contacts', contacts)}
          showAllErrors={form.submitted}
        />
        {contactErrors.map(([path, message]) => (
          <p key={path} className="text-sm text-danger" role="alert">
            {`${text.contact} ${Number(path.split('.')[1]) + 1}: ${message}`}
          </p>
        ))}
      </fieldset>
    </EditorForm>
  );
}
