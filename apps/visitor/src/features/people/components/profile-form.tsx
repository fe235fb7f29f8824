import type { CurrentUser, PublicUser } from '@mesto/api-client';
import { EditorForm, type FieldErrors, FormField, useEditorForm, useImageUpload } from '@mesto/app-shell';
import {
  ABOUT_RULE,
  type Contact,
  DISPLAY_NAME_RULE,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  normalizeUsername,
  type Visibility,
  validateContacts,
  validateText,
  validateUsername,
} from '@mesto/domain';
import {
  buttonVariants,
  ContactListEditor,
  ImageUpload,
  Input,
  NativeSelect,
  Textarea,
  toast,
  VisibilityPicker,
} from '@mesto/ui';
import { Link } from 'react-router';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import {
  OPINION_VISIBILITIES,
  OPINION_VISIBILITY_KEY,
  readVisibility,
  type Settings,
  VISIT_VISIBILITIES,
  VISIT_VISIBILITY_KEY,
  withVisibilities,
} from '../lib/settings.ts';
import { profileEditorMessages } from '../messages.ts';
import { profileKey } from './person-name.ts';
import { useAvatarUrl } from './profile-card.tsx';

const text = messages.profileEditor;
const more = profileEditorMessages;

/**
 * What the profile editor holds: strings for text controls (empty for none), the contacts as a list, the photo's
 * file id, and who sees new check-ins and opinions by default.
 */
type ProfileValues = {
  displayName: string;
  username: string;
  about: string;
  gender: Gender | '';
  contacts: Contact[];
  avatarFileId: string | null;
  visitVisibility: Visibility;
  opinionVisibility: Visibility;
};

export function toProfileValues(person: PublicUser, settings: Settings = {}): ProfileValues {
  return {
    displayName: person.displayName,
    username: person.username ?? '',
    about: person.about,
    gender: person.gender ?? '',
    contacts: person.contacts,
    avatarFileId: person.avatarFileId,
    visitVisibility: readVisibility(settings, VISIT_VISIBILITY_KEY, VISIT_VISIBILITIES),
    opinionVisibility: readVisibility(settings, OPINION_VISIBILITY_KEY, OPINION_VISIBILITIES),
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

/** The editor's body: the profile's fields, and the settings with the defaults changed (every other key kept). */
export function toProfileBody(id: string, values: ProfileValues, settings: Settings) {
  const username = values.username.trim();
  return {
    id,
    displayName: values.displayName.trim(),
    username: username === '' ? null : normalizeUsername(username),
    about: values.about,
    gender: values.gender === '' ? null : values.gender,
    contacts: values.contacts,
    avatarFileId: values.avatarFileId,
    specificSettings: withVisibilities(settings, values.visitVisibility, values.opinionVisibility),
  };
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
  avatarFileId: more.avatar,
  specificSettings: more.settings,
};

/** The photo: the saved one shown, a new one uploaded with progress, or removed. */
function AvatarField({ fileId, onChange }: { fileId: string | null; onChange: (fileId: string | null) => void }) {
  const upload = useImageUpload(env.apiUrl);
  const url = useAvatarUrl(fileId, 320);
  return (
    <ImageUpload
      upload={upload}
      value={url}
      onUploaded={(stored) => onChange(stored.id)}
      onRemove={() => onChange(null)}
      accept="image/jpeg,image/png,image/webp"
      maxSizeBytes={10 * 1024 * 1024}
      aria-label={more.avatar}
    />
  );
}

/** The signed-in person's own profile, started from what is saved; the settings come from the session. */
export function ProfileForm({ person, viewer }: { person: PublicUser; viewer: CurrentUser }) {
  const saveProfile = useSaveProfile();
  const settings = viewer.specificSettings;
  const form = useEditorForm<ProfileValues, { saved: PublicUser; settings: Settings }>({
    initial: toProfileValues(person, settings),
    validate: checkProfile,
    save: async (values) => {
      const body = toProfileBody(person.id, values, settings);
      const saved = await saveProfile.mutateAsync({ body });
      toast({ severity: 'success', description: text.saved });
      return { saved, settings: body.specificSettings };
    },
    // Continue from what the server kept (a lowercased username, phones as 11 digits).
    afterSave: ({ saved, settings: kept }) => toProfileValues(saved, kept),
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
      <FormField form={form} name="avatarFileId" label={more.avatar} hint={more.avatarHint} group>
        <AvatarField fileId={form.values.avatarFileId} onChange={(id) => form.setValue('avatarFileId', id)} />
      </FormField>
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
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-base font-semibold">{more.settings}</legend>
        <p className="-mt-2 text-sm text-muted-foreground">{more.settingsHint}</p>
        <VisibilityPicker
          label={more.visitVisibility}
          value={form.values.visitVisibility}
          onChange={(visibility) => form.setValue('visitVisibility', visibility)}
          options={VISIT_VISIBILITIES}
        />
        <VisibilityPicker
          label={more.opinionVisibility}
          value={form.values.opinionVisibility}
          onChange={(visibility) => form.setValue('opinionVisibility', visibility)}
          options={OPINION_VISIBILITIES}
        />
        {form.error('specificSettings') === undefined ? null : (
          <p className="text-sm text-danger" role="alert">
            {form.error('specificSettings')}
          </p>
        )}
      </fieldset>
    </EditorForm>
  );
}
