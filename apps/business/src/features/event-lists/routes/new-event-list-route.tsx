import { NewItemScreen } from '../../../components/catalogue/new-item-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useEventListBlank } from '../api/get-event-list.ts';
import { EventListForm, toEventListValues } from '../components/event-list-form.tsx';
import { eventListMessages } from '../messages.ts';

const screen = messages.screens.newEventList;

/** `/business/editor/event-list`: a new event list, in the organisation of the link or my only one. */
export default function NewEventListRoute() {
  return (
    <NewItemScreen
      title={screen.title}
      description={screen.description}
      loadFailed={eventListMessages.editor.loadFailed}
      blank={useEventListBlank()}
      editor={paths.eventListEditor}
    >
      {({ blank, organisationId, onCreated }) => (
        <EventListForm
          initial={toEventListValues({ ...blank, organisationId: organisationId ?? '' })}
          onCreated={onCreated}
        />
      )}
    </NewItemScreen>
  );
}
