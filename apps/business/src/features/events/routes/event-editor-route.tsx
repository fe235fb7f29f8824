import { buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../lib/catalogue/access.ts';
import type { EventOccurrence } from '../../../lib/catalogue/types.ts';
import { messages } from '../../../messages.ts';
import { useEvent } from '../api/get-event.ts';
import { EventForm } from '../components/event-form.tsx';
import { toEventValues } from '../components/event-values.ts';
import { eventMessages } from '../messages.ts';

const screen = messages.screens.eventEditor;
const text = eventMessages.editor;

function EventEditor({ event }: { event: EventOccurrence }) {
  const access = useAccess('/api/events/check_access', event.id);
  if (access.isPending) return <EditorSkeleton />;
  return (
    <EventForm
      key={event.id}
      initial={toEventValues(event)}
      event={event}
      readOnly={!(access.data?.canEdit ?? false)}
    />
  );
}

/** `/business/events/editor/{eventCode}`: an event and its series, by the place's clock. */
export default function EventEditorRoute() {
  const { eventCode = '' } = useParams();
  const event = useEvent(eventCode);
  return (
    <CatalogueScreen
      title={screen.title}
      description={event.data?.title ?? screen.description}
      actions={
        <Link to={paths.events.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {text.toList}
        </Link>
      }
    >
      {event.isPending ? (
        <EditorSkeleton />
      ) : event.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void event.refetch()} />
      ) : event.data === null ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : (
        <EventEditor event={event.data} />
      )}
    </CatalogueScreen>
  );
}
