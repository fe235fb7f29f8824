import { NewItemScreen } from '../../../components/catalogue/new-item-screen.tsx';
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
  const organisations = useWorkingOrganisations();
  // The form's own options (the same query): with one place only, the event starts there.
  const places = usePlaceOptions(organisations.isPending ? 'none' : organisations.scope);
  return (
    <NewItemScreen
      title={screen.title}
      description={screen.description}
      loadFailed={eventMessages.editor.loadFailed}
      blank={useEventBlank()}
      waitFor={[places]}
      editor={paths.eventEditor}
    >
      {({ blank, params, onCreated }) => (
        <EventForm
          initial={blankEventValues(
            blank,
            {
              ...(params.get('place') ? { placeId: params.get('place') ?? '' } : {}),
              ...(params.get('eventList') ? { eventListId: params.get('eventList') ?? '' } : {}),
            },
            places.data,
          )}
          onCreated={onCreated}
        />
      )}
    </NewItemScreen>
  );
}
