import { NativeSelect, Skeleton } from '@mesto/ui';
import { useWorkingOrganisations } from '../../lib/catalogue/organisations.ts';

/**
 * The organisation an item belongs to: one of mine (ROOT: any, or none). Everyone but ROOT must choose one, so for
 * them the empty choice is only the prompt.
 */
export function OrganisationSelect({
  value,
  onChange,
  onBlur,
  root,
  disabled,
  text,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  root: boolean;
  disabled?: boolean;
  text: { chooseOrganisation: string; noOrganisation: string };
}) {
  const organisations = useWorkingOrganisations();
  if (organisations.isPending) return <Skeleton className="h-11" />;
  // ROOT has every organisation here, so an item of one ROOT is not in still shows its own.
  return (
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} disabled={disabled}>
      <option value="" disabled={!root}>
        {root ? text.noOrganisation : text.chooseOrganisation}
      </option>
      {(organisations.data ?? []).map((organisation) => (
        <option key={organisation.id} value={organisation.id}>
          {organisation.name}
        </option>
      ))}
    </NativeSelect>
  );
}
