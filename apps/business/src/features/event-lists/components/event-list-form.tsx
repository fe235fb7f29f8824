import { type FieldErrors, FormField } from '@mesto/app-shell';
import { DESCRIPTION_RULE, TITLE_RULE, validateText } from '@mesto/domain';
import { Input, NativeSelect, Skeleton, Textarea } from '@mesto/ui';
import { type CatalogueFormProps, useCatalogueForm } from '../../../components/catalogue/catalogue-form.ts';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { OrganisationSelect } from '../../../components/catalogue/organisation-select.tsx';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import type { EventList } from '../../../lib/catalogue/types.ts';
import { useSaveEventList } from '../api/get-event-list.ts';
import { eventListMessages } from '../messages.ts';

const text = eventListMessages.form;

type EventListValues = { name: string; description: string; organisationId: string; placeId: string };

export const toEventListValues = (list: {
  name: string;
  description: string;
  organisationId: string | null;
  placeId: string | null;
}): EventListValues => ({
  name: list.name,
  description: list.description,
  organisationId: list.organisationId ?? '',
  placeId: list.placeId ?? '',
});

function checkEventList(values: EventListValues, { root }: { root: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const name = validateText(values.name, TITLE_RULE);
  if (!name.ok) errors.name = name.error.message;
  const description = validateText(values.description, DESCRIPTION_RULE);
  if (!description.ok) errors.description = description.error.message;
  if (values.organisationId === '' && !root) errors.organisationId = text.chooseOrganisation;
  return errors;
}

const fieldLabels = {
  name: text.name,
  description: text.description,
  organisationId: text.organisation,
  placeId: text.place,
};

/** The places of the chosen organisation, for a list that is one place's programme. */
function PlaceSelect({
  organisationId,
  value,
  onChange,
  disabled,
}: {
  organisationId: string;
  value: string;
  onChange: (placeId: string) => void;
  disabled: boolean;
}) {
  const places = usePlaceOptions(organisationId === '' ? 'none' : { organisation: organisationId });
  if (places.isPending && organisationId !== '') return <Skeleton className="h-11" />;
  return (
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
      <option value="">{text.noPlace}</option>
      {places.data.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A new event list or a saved one: name, description, organisation and (optionally) one of its places. */
export function EventListForm({
  eventList,
  ...props
}: CatalogueFormProps<EventListValues, EventList> & { eventList?: EventList }) {
  const save = useSaveEventList();
  const { form, root, readOnly, frame } = useCatalogueForm(props, {
    text,
    fieldLabels,
    item: eventList,
    validate: checkEventList,
    save: (values, id) =>
      save.mutateAsync({
        body: {
          ...id,
          name: values.name.trim(),
          description: values.description.trim(),
          organisationId: values.organisationId === '' ? null : values.organisationId,
          placeId: values.placeId === '' ? null : values.placeId,
        },
      }),
    toValues: toEventListValues,
  });

  return (
    <EditorFrame {...frame}>
      <FormField form={form} name="name" label={text.name} required>
        <Input {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField form={form} name="description" label={text.description}>
        <Textarea {...form.bind('description')} rows={3} />
      </FormField>
      <FormField form={form} name="organisationId" label={text.organisation} required={!root}>
        <OrganisationSelect
          value={form.values.organisationId}
          onChange={(id) => {
            form.setValue('organisationId', id);
            // A place belongs to one organisation: another organisation starts without one.
            form.setValue('placeId', '');
          }}
          onBlur={() => form.touch('organisationId')}
          root={root}
          text={text}
        />
      </FormField>
      <FormField form={form} name="placeId" label={text.place} hint={text.placeHint}>
        <PlaceSelect
          organisationId={form.values.organisationId}
          value={form.values.placeId}
          onChange={(placeId) => form.setValue('placeId', placeId)}
          disabled={readOnly}
        />
      </FormField>
    </EditorFrame>
  );
}
