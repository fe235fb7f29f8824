import {
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
  SOURCE_STATE_LABELS,
  SOURCE_STATES,
  type SourceKind,
  type SourceState,
} from '@mesto/domain';
import { Field, NativeSelect } from '@mesto/ui';
import { CatalogueList, listEnabled } from '../../../components/catalogue/catalogue-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useSourcesList } from '../api/list-sources.ts';
import { SourceCard } from '../components/source-card.tsx';
import { useSourcesSearchParams } from '../hooks/use-sources-search-params.ts';
import { sourceMessages } from '../messages.ts';

const screen = messages.screens.sources;
const text = sourceMessages.list;

/**
 * `/business/sources`: the sources I may manage — my organisations' (announcement managers and ROOT: every one) —
 * each with its health at a glance and its buttons, filtered by the link.
 */
export default function SourcesRoute() {
  const [filters, setFilters] = useSourcesSearchParams();
  const organisations = useWorkingOrganisations();
  const sources = useSourcesList(filters, listEnabled(organisations));

  return (
    <CatalogueList
      title={screen.title}
      description={screen.description}
      text={text}
      createHref={paths.newSource.getHref({ organisation: filters.organisation })}
      organisations={organisations}
      filters={filters}
      setFilters={setFilters}
      filtered={filters.q.trim() !== '' || filters.organisation !== '' || filters.kind !== '' || filters.state !== ''}
      onReset={() => setFilters({ q: '', organisation: '', kind: '', state: '' })}
      searchClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      query={sources}
      className="flex flex-col gap-3"
      getKey={(source) => source.id}
      renderItem={(source) => <SourceCard source={source} />}
    >
      <Field label={text.kind}>
        <NativeSelect
          value={filters.kind}
          onChange={(event) => setFilters({ kind: event.target.value as SourceKind | '' })}
        >
          <option value="">{text.anyKind}</option>
          {SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SOURCE_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={text.state}>
        <NativeSelect
          value={filters.state}
          onChange={(event) => setFilters({ state: event.target.value as SourceState | '' })}
        >
          <option value="">{text.anyState}</option>
          {SOURCE_STATES.map((state) => (
            <option key={state} value={state}>
              {SOURCE_STATE_LABELS[state]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </CatalogueList>
  );
}
