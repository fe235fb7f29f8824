import { CursorList } from '@mesto/app-shell';
import { Button, EmptyState, SearchIcon } from '@mesto/ui';
import { useState } from 'react';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { PlaceOpinionSummary } from '../../../components/opinion-summary/place-opinion-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useOpinionsList } from '../api/list-opinions.ts';
import { OpinionFilters } from '../components/opinion-filters.tsx';
import { OpinionItem } from '../components/opinion-item.tsx';
import { defaultOpinionFilters, useOpinionFilters } from '../hooks/use-opinion-filters.ts';
import { opinionsMessages as text } from '../messages.ts';

const screen = messages.screens.opinions;

/** With one place chosen, what its opinions say as a whole comes above them (the filter's own list of places). */
function ChosenPlaceSummary({ placeId, scope }: { placeId: string; scope: 'mine' | 'all' }) {
  const places = usePlaceOptions(scope);
  const place = places.data.find((candidate) => candidate.id === placeId);
  if (place === undefined) return null;
  return <PlaceOpinionSummary place={place} canRefresh linkToOpinions={false} />;
}

/**
 * `/business/opinions`: what guests wrote about my organisations' places and events (ROOT: everyone's), unanswered
 * first, answered in place under each opinion.
 */
export default function OpinionsRoute() {
  const [filters, setFilters] = useOpinionFilters();
  const organisations = useWorkingOrganisations();
  const scope = organisations.scope;
  const opinions = useOpinionsList(filters, scope);
  // One answer form open at a time: each guards its unsaved text against leaving the screen.
  const [answering, setAnswering] = useState<string | null>(null);
  const narrowed = filters.place !== '' || filters.rating !== '' || filters.q.trim() !== '';
  const noOrganisations = scope === 'mine' && organisations.data?.length === 0;

  const content = () => {
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (noOrganisations) return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    return (
      <CursorList
        query={opinions}
        waiting={organisations.isPending}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={narrowed || filters.answered !== 'all'}
        label={text.list}
        className="flex flex-col gap-4"
        getKey={(opinion) => opinion.id}
        renderItem={(opinion) => (
          <OpinionItem
            opinion={opinion}
            answering={answering === opinion.id}
            onAnswering={(open) => setAnswering(open ? opinion.id : null)}
          />
        )}
        nothingFound={
          narrowed ? (
            <EmptyState
              icon={<SearchIcon />}
              title={text.nothingFound}
              description={text.nothingFoundHint}
              action={
                <Button variant="secondary" onClick={() => setFilters({ ...defaultOpinionFilters, answered: 'all' })}>
                  {text.resetFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={filters.answered === 'false' ? text.allAnswered : text.empty}
              description={filters.answered === 'false' ? text.allAnsweredHint : text.emptyHint}
              action={
                <Button variant="secondary" onClick={() => setFilters({ answered: 'all' })}>
                  {text.showAll}
                </Button>
              }
            />
          )
        }
        empty={<EmptyState title={text.empty} description={text.emptyHint} />}
      />
    );
  };

  return (
    <CatalogueScreen title={screen.title} description={scope === 'all' ? text.rootDescription : text.description}>
      {noOrganisations ? null : <OpinionFilters filters={filters} onChange={setFilters} scope={scope} />}
      {filters.place === '' ? null : <ChosenPlaceSummary placeId={filters.place} scope={scope} />}
      {content()}
    </CatalogueScreen>
  );
}
