import { type EditorFormState, FormField } from '@mesto/app-shell';
import { NativeSelect, Skeleton } from '@mesto/ui';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import type { Place } from '../../../lib/catalogue/types.ts';
import { sourceMessages } from '../messages.ts';
import type { OwnerValues } from './source-form-values.ts';

const text = sourceMessages.form;

/** The places a source may belong to: those of my organisations (ROOT: all), as the event editor offers them. */
export function useOwnerPlaces() {
  const organisations = useWorkingOrganisations();
  return usePlaceOptions(organisations.isPending ? 'none' : organisations.scope);
}

/**
 * Whose the source is: the place picker of the event editor (a place and its organisation), or, with no place, the
 * organisation it writes for. `current` is the saved source's place, shown even when it is not among the options.
 */
export function OwnerFields<Values extends OwnerValues>({
  form,
  places,
  current,
}: {
  form: EditorFormState<Values>;
  places: { data: Place[]; isPending: boolean };
  current?: { id: string; name: string } | null;
}) {
  const organisations = useWorkingOrganisations();
  const place = places.data.find((candidate) => candidate.id === form.values.placeId);
  return (
    <>
      <FormField form={form} name="placeId" label={text.place} hint={text.placeHint}>
        {places.isPending ? (
          <Skeleton className="h-11" />
        ) : (
          <NativeSelect
            value={form.values.placeId}
            onChange={(change) => form.setValue('placeId', change.target.value as Values['placeId'])}
            onBlur={() => form.touch('placeId')}
          >
            <option value="">{text.pickPlace}</option>
            {current != null && !places.data.some((candidate) => candidate.id === current.id) ? (
              <option value={current.id}>{current.name}</option>
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
          <NativeSelect
            value={form.values.organisationId}
            onChange={(change) => form.setValue('organisationId', change.target.value as Values['organisationId'])}
            onBlur={() => form.touch('organisationId')}
          >
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
    </>
  );
}
