import { buttonVariants } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useOrganisationSummaries } from '../api/organisation-summary.ts';
import { BusinessStatsSection } from '../components/business-stats.tsx';
import { OrganisationCard } from '../components/organisation-card.tsx';
import { UnansweredOpinions } from '../components/unanswered-opinions.tsx';
import { UnreadChats } from '../components/unread-chats.tsx';
import { dashboardMessages as text } from '../messages.ts';

const screen = messages.screens.home;

/**
 * `/business`: my organisations with my role, their places and upcoming events, what needs attention, and the
 * figures of one organisation over time (page views, followers, check-ins, rating).
 */
export default function DashboardRoute() {
  const organisations = useMyOrganisations();
  const ids = organisations.data?.map((organisation) => organisation.id) ?? [];
  const summaries = useOrganisationSummaries(ids);

  const content = () => {
    if (organisations.isPending) return <ListSkeleton label={text.loading} rows={3} />;
    if (organisations.isError)
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    if (organisations.data.length === 0) return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    return (
      <div className="flex flex-col gap-4">
        {summaries.isError ? <LoadFailed title={text.loadFailed} onRetry={summaries.refetch} /> : null}
        <h2 className="sr-only">{text.organisations}</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {organisations.data.map((organisation) => (
            <OrganisationCard
              key={organisation.id}
              organisation={organisation}
              summary={summaries.summaries.get(organisation.id)}
            />
          ))}
        </div>
        <BusinessStatsSection organisations={organisations.data} />
      </div>
    );
  };

  return (
    <CatalogueScreen
      title={screen.title}
      description={screen.description}
      actions={
        // The sidebar has the other «create» links; a new event has no place there.
        <Link to={paths.newEvent.getHref()} className={buttonVariants()}>
          {text.newEvent}
        </Link>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <UnansweredOpinions />
        <UnreadChats />
      </div>
      {content()}
    </CatalogueScreen>
  );
}
