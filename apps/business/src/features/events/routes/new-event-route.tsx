import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useEventBlank } from '../api/get-event.ts';
import { EventForm } from '../components/event-form.tsx';
import { blankEventValues } from '../components/event-values.ts';
import { eventMessages } from '../messages.ts';

const screen = messages.screens.newEvent;

/** `/business/events/editor/new`: a new event, at the place or in the list of the link (`?place=`, `?eventList=`). */
export default function NewEventRoute() {
  const blank = useEventBlank();
  const organisations = useWorkingOrganisations();
  // The form's own options (the same query): with one place only, the event starts there.
  const places = usePlaceOptions(organisations.isPending ? 'none' : organisations.scope);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createdCode, setCreatedCode] = useState<string | null>(null);

  useEffect(() => {
    if (createdCode !== null) void navigate(paths.eventEditor.getHref(createdCode), { replace: true });
  }, [createdCode, navigate]);

  const content = () => {
    if (blank.isPending || organisations.isPending || places.isPending) return <EditorSkeleton />;
    if (blank.isError || organisations.isError || places.isError) {
      return (
        <LoadFailed
          title={eventMessages.editor.loadFailed}
          onRetry={() => void Promise.all([blank.refetch(), organisations.refetch(), places.refetch()])}
        />
      );
    }
    if (organisations.scope === 'mine' && organisations.data.length === 0) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    const preset = {
      ...(params.get('place') ? { placeId: params.get('place') ?? '' } : {}),
      ...(params.get('eventList') ? { eventListId: params.get('eventList') ?? '' } : {}),
    };
    return (
      <EventForm
        initial={blankEventValues(blank.data, preset, places.data)}
        onCreated={(event) => setCreatedCode(event.code)}
      />
    );
  };

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      {content()}
    </CatalogueScreen>
  );
}
