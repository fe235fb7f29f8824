import { useSession } from '@mesto/api-client/react';
import { buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../lib/catalogue/access.ts';
import type { Organisation } from '../../../lib/catalogue/types.ts';
import { messages } from '../../../messages.ts';
import { useOrganisation } from '../api/get-organisation.ts';
import { OrganisationForm } from '../components/organisation-form.tsx';
import { TeamSection } from '../components/team-section.tsx';
import { organisationMessages } from '../messages.ts';

const screen = messages.screens.organisationEditor;
const text = organisationMessages.editor;

/** The form (read-only unless I own the organisation) and the team, once check_access has answered. */
function OrganisationEditor({ organisation }: { organisation: Organisation }) {
  const { user } = useSession();
  const access = useAccess('/api/organisations/check_access', organisation.id);
  if (access.isPending) return <EditorSkeleton />;
  // Without an answer the safe reading is "may not change it"; the server would refuse a save anyway.
  const canEdit = access.data?.canEdit ?? false;
  return (
    <div className="flex flex-col gap-8">
      <OrganisationForm key={organisation.id} initial={organisation} organisation={organisation} readOnly={!canEdit} />
      <nav aria-label={text.related} className="flex flex-wrap gap-2">
        <Link
          to={paths.places.getHref({ organisation: organisation.id })}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {text.places}
        </Link>
        <Link
          to={paths.events.getHref({ organisation: organisation.id })}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {text.events}
        </Link>
      </nav>
      <TeamSection organisation={organisation} canManage={canEdit} viewerId={user?.id} />
    </div>
  );
}

/** `/business/organisations/editor/{organisationCode}`: an organisation and its team. */
export default function OrganisationEditorRoute() {
  const { organisationCode = '' } = useParams();
  const organisation = useOrganisation(organisationCode);

  return (
    <CatalogueScreen
      title={screen.title}
      description={organisation.data?.name ?? screen.description}
      actions={
        <Link to={paths.organisations.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {text.toList}
        </Link>
      }
    >
      {organisation.isPending ? (
        <EditorSkeleton />
      ) : organisation.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void organisation.refetch()} />
      ) : organisation.data === null ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : (
        <OrganisationEditor organisation={organisation.data} />
      )}
    </CatalogueScreen>
  );
}
