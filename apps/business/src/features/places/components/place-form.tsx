import { useSession } from '@mesto/api-client/react';
import { FormField, useEditorForm } from '@mesto/app-shell';
import { isRoot } from '@mesto/domain';
import { Input, NativeSelect, ScheduleEditor, Skeleton, Textarea, toast } from '@mesto/ui';
import type { ReactNode } from 'react';
import { ContactsField } from '../../../components/catalogue/contacts-field.tsx';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { FeaturesField } from '../../../components/catalogue/features-field.tsx';
import { TagsField } from '../../../components/catalogue/tags-field.tsx';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { statusOptions } from '../../../lib/catalogue/status.ts';
import type { Place } from '../../../lib/catalogue/types.ts';
import { useSavePlace } from '../api/save-place.ts';
import { placeMessages } from '../messages.ts';
import { PhotosField } from './photos-field.tsx';
import { checkPlace, type PlaceValues, toPlaceBody, toPlaceValues } from './place-values.ts';
import { PointSection } from './point-section.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

const text = placeMessages.form;

const fieldLabels = {
  organisationId: text.organisation,
  name: text.name,
  description: text.description,
  address: text.address,
  latitude: text.latitude,
  longitude: text.longitude,
  timeZone: text.timeZone,
  schedule: text.interval,
  tags: text.tags,
  featureIds: text.features,
  contacts: text.contact,
  photoFileIds: text.photos,
  averageBill: text.averageBill,
  menuUrl: text.menuUrl,
  status: text.status,
};

/** The organisations a place may belong to: mine (ROOT: any, or none). */
function OrganisationSelect({
  value,
  onChange,
  onBlur,
  root,
  disabled,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  root: boolean;
  disabled: boolean;
}) {
  const organisations = useWorkingOrganisations();
  if (organisations.isPending) return <Skeleton className="h-11" />;
  const options = organisations.data ?? [];
  // A place of an organisation I am not in (ROOT looking around) still shows its own.
  return (
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} disabled={disabled}>
      <option value="" disabled={!root}>
        {root ? text.noOrganisation : text.chooseOrganisation}
      </option>
      {options.map((organisation) => (
        <option key={organisation.id} value={organisation.id}>
          {organisation.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * A new place (from the blank) or a saved one: organisation, texts, point, time zone, opening hours, contacts,
 * photos, features, tags and status. `links` go under the form (the place's events).
 */
export function PlaceForm({
  initial,
  place,
  readOnly = false,
  onCreated,
  links,
}: {
  initial: PlaceValues;
  place?: Place;
  readOnly?: boolean;
  onCreated?: (place: Place) => void;
  links?: ReactNode;
}) {
  const { user } = useSession();
  const root = isRoot(user);
  const save = useSavePlace();
  const form = useEditorForm<PlaceValues, Place>({
    initial,
    validate: (values) => checkPlace(values, { root }),
    save: async (values) => {
      const saved = await save.mutateAsync({
        body: { ...(place === undefined ? {} : { id: place.id }), ...toPlaceBody(values) },
      });
      toast({ severity: 'success', description: place === undefined ? text.created : text.saved });
      return saved;
    },
    afterSave: (saved) => {
      if (place === undefined) onCreated?.(saved);
      return toPlaceValues(saved);
    },
  });
  const scheduleError = (index: number) =>
    form.error(`schedule.${index}.from`) ?? form.error(`schedule.${index}.to`) ?? form.error(`schedule.${index}`);

  return (
    <EditorFrame
      form={form}
      label={text.label}
      submitLabel={place === undefined ? text.submitNew : text.submit}
      fieldLabels={fieldLabels}
      readOnly={readOnly ? text.readOnly : false}
      actions={links}
    >
      <FormField form={form} name="organisationId" label={text.organisation} required={!root}>
        <OrganisationSelect
          value={form.values.organisationId}
          onChange={(id) => form.setValue('organisationId', id)}
          onBlur={() => form.touch('organisationId')}
          root={root}
          disabled={readOnly}
        />
      </FormField>
      <FormField form={form} name="name" label={text.name} required>
        <Input {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField form={form} name="description" label={text.description}>
        <Textarea {...form.bind('description')} rows={4} />
      </FormField>
      <FormField form={form} name="address" label={text.address} hint={text.addressHint}>
        <Input {...form.bind('address')} autoComplete="street-address" />
      </FormField>
      <PointSection form={form} disabled={readOnly} />
      <TimeZoneField
        id={form.fieldId('timeZone')}
        value={form.values.timeZone}
        onChange={(zone) => form.setValue('timeZone', zone)}
        onBlur={() => form.touch('timeZone')}
        error={form.error('timeZone')}
        disabled={readOnly}
      />
      <fieldset className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0">
        <legend className="mb-1.5 text-sm font-medium">{text.schedule}</legend>
        <p className="text-sm text-muted-foreground">{text.scheduleHint}</p>
        <ScheduleEditor
          value={form.values.schedule}
          onChange={(schedule) => form.setValue('schedule', schedule)}
          errorAt={scheduleError}
          showAllErrors={form.submitted}
          disabled={readOnly}
        />
      </fieldset>
      <ContactsField form={form} legend={text.contacts} contactLabel={text.contact} disabled={readOnly} />
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1.5 text-sm font-medium">{text.essentials}</legend>
        <FormField form={form} name="averageBill" label={text.averageBill} hint={text.averageBillHint}>
          <Input {...form.bind('averageBill')} inputMode="numeric" autoComplete="off" className="sm:w-56" />
        </FormField>
        <FormField form={form} name="menuUrl" label={text.menuUrl} hint={text.menuUrlHint}>
          <Input {...form.bind('menuUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
        </FormField>
      </fieldset>
      <FormField form={form} name="photoFileIds" label={text.photos} hint={placeMessages.photos.hint} group>
        <PhotosField
          value={form.values.photoFileIds}
          onChange={(ids) => form.setValue('photoFileIds', ids)}
          onAdd={(id) => form.setValue('photoFileIds', (current) => [...current, id])}
          disabled={readOnly}
        />
      </FormField>
      <FormField form={form} name="featureIds" label={text.features} group>
        <FeaturesField
          value={form.values.featureIds}
          onChange={(ids) => form.setValue('featureIds', ids)}
          disabled={readOnly}
        />
      </FormField>
      <FormField form={form} name="tags" label={text.tags} group>
        <TagsField value={form.values.tags} onChange={(tags) => form.setValue('tags', tags)} disabled={readOnly} />
      </FormField>
      <FormField form={form} name="status" label={text.status}>
        <NativeSelect {...form.bind('status')} options={statusOptions} />
      </FormField>
    </EditorFrame>
  );
}
