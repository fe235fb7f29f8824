import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useEventListBlank } from '../api/get-event-list.ts';
import { EventListForm, toEventListValues } from '../components/event-list-form.tsx';
import { eventListMessages } from '../messages.ts';

const screen = messages.screens.newEventList;

/** `/business/editor/event-list`: a new event list, in the organisation of the link or my only one. */
export default function NewEventListRoute() {
  const blank = useEventListBlank();
  const organisations = useWorkingOrganisations();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createdCode, setCreatedCode] = useState<string | null>(null);

  useEffect(() => {
    if (createdCode !== null) void navigate(paths.eventListEditor.getHref(createdCode), { replace: true });
  }, [createdCode, navigate]);

  const content = () => {
    if (blank.isPending || organisations.isPending) return <EditorSkeleton />;
    if (blank.isError || organisations.isError) {
      return (
        <LoadFailed
          title={eventListMessages.editor.loadFailed}
          onRetry={() => void Promise.all([blank.refetch(), organisations.refetch()])}
        />
      );
    }
    const mine = organisations.data;
    if (organisations.scope === 'mine' && mine.length === 0) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    const wanted = params.get('organisation') ?? '';
    const organisationId = mine.some((organisation) => organisation.id === wanted)
      ? wanted
      : mine.length === 1 && organisations.scope === 'mine'
        ? (mine[0]?.id ?? '')
        : '';
    return (
      <EventListForm
        initial={toEventListValues({ ...blank.data, organisationId })}
        onCreated={(eventList) => setCreatedCode(eventList.code)}
      />
    );
  };

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      {content()}
    </CatalogueScreen>
  );
}
