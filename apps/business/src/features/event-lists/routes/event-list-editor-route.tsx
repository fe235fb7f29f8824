import { buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../lib/catalogue/access.ts';
import type { EventList } from '../../../lib/catalogue/types.ts';
import { messages } from '../../../messages.ts';
import { useEventList } from '../api/get-event-list.ts';
import { EventListForm, toEventListValues } from '../components/event-list-form.tsx';
import { eventListMessages } from '../messages.ts';

const screen = messages.screens.eventListEditor;
const text = eventListMessages.editor;

function EventListEditor({ eventList }: { eventList: EventList }) {
  const access = useAccess('/api/event-lists/check_access', eventList.id);
  if (access.isPending) return <EditorSkeleton />;
  return (
    <EventListForm
      key={eventList.id}
      initial={toEventListValues(eventList)}
      eventList={eventList}
      readOnly={!(access.data?.canEdit ?? false)}
      links={
        <Link to={paths.events.getHref({ eventList: eventList.id })} className={buttonVariants({ variant: 'ghost' })}>
          {text.events}
        </Link>
      }
    />
  );
}

/** `/business/event-lists/editor/{eventListCode}`: one event list. */
export default function EventListEditorRoute() {
  const { eventListCode = '' } = useParams();
  const eventList = useEventList(eventListCode);
  return (
    <CatalogueScreen
      title={screen.title}
      description={eventList.data?.name ?? screen.description}
      actions={
        <Link to={paths.eventLists.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {text.toList}
        </Link>
      }
    >
      {eventList.isPending ? (
        <EditorSkeleton />
      ) : eventList.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void eventList.refetch()} />
      ) : eventList.data === null ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : (
        <EventListEditor eventList={eventList.data} />
      )}
    </CatalogueScreen>
  );
}
