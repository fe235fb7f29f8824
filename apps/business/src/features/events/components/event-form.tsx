import { FormField } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, timeZoneLabel } from '@mesto/domain';
import { DateTimePicker, Input, NativeSelect, Skeleton, Textarea, WeekdayPicker } from '@mesto/ui';
import { type CatalogueFormProps, useCatalogueForm } from '../../../components/catalogue/catalogue-form.ts';
import { EditorFrame } from '../../../components/catalogue/editor-frame.tsx';
import { FeaturesFormField, StatusFormField, TagsFormField } from '../../../components/catalogue/form-fields.tsx';
import { ImageField } from '../../../components/catalogue/image-field.tsx';
import { useEventListOptions, usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import type { EventOccurrence } from '../../../lib/catalogue/types.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { eventMessages } from '../messages.ts';
import { checkEvent, type EventValues, moveToZone, toEventBody, toEventValues } from './event-values.ts';
import { SeriesPreview } from './series-preview.tsx';

const text = eventMessages.form;

const fieldLabels = {
  title: text.title,
  description: text.description,
  placeId: text.place,
  organisationId: text.organisation,
  eventListId: text.eventList,
  startsAt: text.startsAt,
  endsAt: text.endsAt,
  price: text.price,
  ticketUrl: text.ticketUrl,
  tags: text.tags,
  featureIds: text.features,
  coverFileId: text.cover,
  status: text.status,
  repeatWeekdays: text.repeatWeekdays,
  repeatUntil: text.repeatUntil,
};

/**
 * A new event or a saved one (the whole series). The place sets the clock: start, end and the series' last day are
 * shown and typed in the place's time zone, and choosing a place elsewhere keeps the wall-clock time.
 */
export function EventForm({
  event,
  ...props
}: CatalogueFormProps<EventValues, EventOccurrence> & { event?: EventOccurrence }) {
  const organisations = useWorkingOrganisations();
  const scope = organisations.isPending ? 'none' : organisations.scope;
  const places = usePlaceOptions(scope);
  const lists = useEventListOptions(scope);
  const save = useSaveEvent();

  const zoneOf = (placeId: string) =>
    places.data.find((place) => place.id === placeId)?.timeZone ??
    (event !== undefined && event.placeId === placeId ? (event.place?.timeZone ?? event.timeZone) : DEFAULT_TIME_ZONE);

  const { form, root, readOnly, frame } = useCatalogueForm(props, {
    text,
    fieldLabels,
    item: event,
    validate: (values, who) => checkEvent(values, zoneOf(values.placeId), who),
    save: (values, id) => save.mutateAsync({ body: { ...id, ...toEventBody(values, zoneOf(values.placeId)) } }),
    toValues: toEventValues,
  });

  const timeZone = zoneOf(form.values.placeId);
  const place = places.data.find((candidate) => candidate.id === form.values.placeId);
  const organisationId = place?.organisationId ?? form.values.organisationId;
  const listChoices = lists.data.filter(
    (list) => organisationId === '' || list.organisationId === organisationId || list.id === form.values.eventListId,
  );

  const choosePlace = (placeId: string) => {
    const from = timeZone;
    const to = zoneOf(placeId);
    form.setValue('placeId', placeId);
    form.setValue('startsAt', (startsAt) => moveToZone(startsAt, from, to));
    form.setValue('endsAt', (endsAt) => moveToZone(endsAt, from, to));
  };

  return (
    <EditorFrame {...frame}>
      <FormField form={form} name="title" label={text.title} required>
        <Input {...form.bind('title')} autoComplete="off" />
      </FormField>
      <FormField form={form} name="description" label={text.description}>
        <Textarea {...form.bind('description')} rows={4} />
      </FormField>
      <FormField form={form} name="placeId" label={text.place} hint={text.placeHint} required={!root}>
        {places.isPending ? (
          <Skeleton className="h-11" />
        ) : (
          <NativeSelect
            value={form.values.placeId}
            onChange={(change) => choosePlace(change.target.value)}
            onBlur={() => form.touch('placeId')}
          >
            <option value="">{text.pickPlace}</option>
            {event?.place != null && !places.data.some((candidate) => candidate.id === event.place?.id) ? (
              <option value={event.place.id}>{event.place.name}</option>
            ) : null}
            {places.data.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.organisation === null
                  ? candidate.name
                  : `${candidate.name} · ${candidate.organisation.name}`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {form.values.placeId === '' ? (
        <FormField form={form} name="organisationId" label={text.organisation} hint={text.organisationHint}>
          <NativeSelect {...form.bind('organisationId')}>
            <option value="">{text.chooseOrganisation}</option>
            {(organisations.data ?? []).map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : place?.organisation ? (
        <p className="text-sm text-muted-foreground">{text.organisationFollowsPlace(place.organisation.name)}</p>
      ) : null}
      <FormField form={form} name="eventListId" label={text.eventList}>
        <NativeSelect {...form.bind('eventListId')}>
          <option value="">{text.noEventList}</option>
          {listChoices.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1.5 text-sm text-muted-foreground">
          {text.timeZone(timeZoneLabel(timeZone, Date.now()))}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField form={form} name="startsAt" label={text.startsAt} required>
            <DateTimePicker
              key={`starts-${timeZone}`}
              value={form.values.startsAt}
              onChange={(startsAt) => form.setValue('startsAt', startsAt)}
              onBlur={() => form.touch('startsAt')}
              timeZone={timeZone}
            />
          </FormField>
          <FormField form={form} name="endsAt" label={text.endsAt}>
            <DateTimePicker
              key={`ends-${timeZone}`}
              value={form.values.endsAt}
              onChange={(endsAt) => form.setValue('endsAt', endsAt)}
              onBlur={() => form.touch('endsAt')}
              timeZone={timeZone}
            />
          </FormField>
        </div>
      </fieldset>
      <FormField form={form} name="price" label={text.price} hint={text.priceHint}>
        <Input {...form.bind('price')} inputMode="numeric" autoComplete="off" className="sm:w-56" />
      </FormField>
      <FormField form={form} name="ticketUrl" label={text.ticketUrl} hint={text.ticketUrlHint}>
        <Input {...form.bind('ticketUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
      </FormField>
      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-1.5 text-sm font-medium">{text.repeat}</legend>
        <p className="text-sm text-muted-foreground">{text.repeatHint}</p>
        <FormField form={form} name="repeatWeekdays" label={text.repeatWeekdays} group>
          <WeekdayPicker
            value={form.values.repeatWeekdays}
            onChange={(weekdays) => form.setValue('repeatWeekdays', weekdays)}
            disabled={readOnly}
          />
        </FormField>
        {form.values.repeatWeekdays.length > 0 ? (
          <>
            <FormField form={form} name="repeatUntil" label={text.repeatUntil} required>
              <Input {...form.bind('repeatUntil')} type="date" className="sm:w-56" />
            </FormField>
            <SeriesPreview values={form.values} timeZone={timeZone} />
          </>
        ) : null}
      </fieldset>
      <TagsFormField form={form} label={text.tags} disabled={readOnly} />
      <FeaturesFormField form={form} label={text.features} disabled={readOnly} />
      <FormField form={form} name="coverFileId" label={text.cover} group>
        <ImageField
          fileId={form.values.coverFileId}
          onChange={(id) => form.setValue('coverFileId', id)}
          label={text.cover}
          disabled={readOnly}
        />
      </FormField>
      <StatusFormField form={form} label={text.status} />
    </EditorFrame>
  );
}
