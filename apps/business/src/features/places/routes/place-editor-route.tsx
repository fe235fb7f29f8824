import { buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { PlaceOpinionSummary } from '../../../components/opinion-summary/place-opinion-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../lib/catalogue/access.ts';
import type { Place } from '../../../lib/catalogue/types.ts';
import { messages } from '../../../messages.ts';
import { usePlace } from '../api/get-place.ts';
import { PlaceForm } from '../components/place-form.tsx';
import { PlaceStats } from '../components/place-stats.tsx';
import { toPlaceValues } from '../components/place-values.ts';
import { placeMessages } from '../messages.ts';

const screen = messages.screens.placeEditor;
const text = placeMessages.editor;

/** The form once check_access has answered: editable for the organisation's team (and ROOT), else read-only. */
function PlaceEditor({ place }: { place: Place }) {
  const access = useAccess('/api/places/check_access', place.id);
  if (access.isPending) return <EditorSkeleton />;
  const canEdit = access.data?.canEdit ?? false;
  return (
    <>
      <PlaceForm
        key={place.id}
        initial={toPlaceValues(place)}
        place={place}
        readOnly={!canEdit}
        links={
          <>
            <Link to={paths.events.getHref({ place: place.id })} className={buttonVariants({ variant: 'ghost' })}>
              {text.events}
            </Link>
            {canEdit ? (
              <Link to={paths.newEvent.getHref({ place: place.id })} className={buttonVariants({ variant: 'ghost' })}>
                {text.newEvent}
              </Link>
            ) : null}
          </>
        }
      />
      <PlaceOpinionSummary place={place} canRefresh={canEdit} />
    </>
  );
}

/** `/business/places/editor/{placeCode}`: one place of my organisations. */
export default function PlaceEditorRoute() {
  const { placeCode = '' } = useParams();
  const place = usePlace(placeCode);
  return (
    <CatalogueScreen
      title={screen.title}
      description={place.data?.name ?? screen.description}
      actions={
        <Link to={paths.places.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          {text.toList}
        </Link>
      }
    >
      {place.isPending ? (
        <EditorSkeleton />
      ) : place.isError ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void place.refetch()} />
      ) : place.data === null ? (
        <EmptyState title={text.notFound} description={text.notFoundHint} />
      ) : (
        <>
          <PlaceEditor place={place.data} />
          <PlaceStats placeId={place.data.id} />
        </>
      )}
    </CatalogueScreen>
  );
}
