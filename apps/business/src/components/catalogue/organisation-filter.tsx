import { Field, NativeSelect } from '@mesto/ui';
import type { Organisation } from '../../lib/catalogue/types.ts';
import { catalogueMessages as text } from './catalogue-messages.ts';

/** The organisation filter of a list: all of mine (or, for ROOT, every one) or a single organisation. */
export function OrganisationFilter({
  organisations,
  value,
  onChange,
  scope,
}: {
  organisations: readonly Pick<Organisation, 'id' | 'name'>[];
  value: string;
  onChange: (organisationId: string) => void;
  scope: 'mine' | 'all';
}) {
  return (
    <Field label={text.organisation}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{scope === 'mine' ? text.allOrganisations : text.everyOrganisation}</option>
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
