import { FormField } from '@mesto/app-shell';
import { Input, ScheduleEditor, Textarea } from '@mesto/ui';
import { type CatalogueFormProps, useCatalogueForm } from '../../../components/catalogue/catalogue-form.ts';
import { ContactsField } from '../../../components/catalogue/contacts-field.tsx';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { FeaturesFormField, StatusFormField, TagsFormField } from '../../../components/catalogue/form-fields.tsx';
import { OrganisationSelect } from '../../../components/catalogue/organisation-select.tsx';
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

/**
 * A new place (from the blank) or a saved one: organisation, texts, point, time zone, opening hours, contacts,
 * photos, features, tags and status. `links` go under the form (the place's events).
 */
export function PlaceForm({ place, ...props }: CatalogueFormProps<PlaceValues, Place> & { place?: Place }) {
  const save = useSavePlace();
  const { form, root, readOnly, frame } = useCatalogueForm(props, {
    text,
    fieldLabels,
    item: place,
    validate: checkPlace,
    save: (values, id) => save.mutateAsync({ body: { ...id, ...toPlaceBody(values) } }),
    toValues: toPlaceValues,
  });
  const scheduleError = (index: number) =>
    form.error(`schedule.${index}.from`) ?? form.error(`schedule.${index}.to`) ?? form.error(`schedule.${index}`);

  return (
    <EditorFrame {...frame}>
      <FormField form={form} name="organisationId" label={text.organisation} required={!root}>
        <OrganisationSelect
          value={form.values.organisationId}
          onChange={(id) => form.setValue('organisationId', id)}
          onBlur={() => form.touch('organisationId')}
          root={root}
          disabled={readOnly}
          text={text}
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
      <FeaturesFormField form={form} label={text.features} disabled={readOnly} />
      <TagsFormField form={form} label={text.tags} disabled={readOnly} />
      <StatusFormField form={form} label={text.status} />
    </EditorFrame>
  );
}
