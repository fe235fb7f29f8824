import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { usePlaceBlank } from '../api/get-place.ts';
import { PlaceForm } from '../components/place-form.tsx';
import { toPlaceValues } from '../components/place-values.ts';
import { placeMessages } from '../messages.ts';

const screen = messages.screens.newPlace;

/**
 * `/business/editor/place`: a new place from the blank, in the organisation of the link (`?organisation=`) or my only
 * one; saved, it opens in its own editor.
 */
export default function NewPlaceRoute() {
  const blank = usePlaceBlank();
  const organisations = useWorkingOrganisations();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createdCode, setCreatedCode] = useState<string | null>(null);

  useEffect(() => {
    if (createdCode !== null) void navigate(paths.placeEditor.getHref(createdCode), { replace: true });
  }, [createdCode, navigate]);

  const content = () => {
    if (blank.isPending || organisations.isPending) return <EditorSkeleton />;
    if (blank.isError || organisations.isError) {
      return (
        <LoadFailed
          title={placeMessages.editor.loadFailed}
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
        : (blank.data.organisationId ?? '');
    return (
      <PlaceForm
        initial={toPlaceValues({ ...blank.data, organisationId })}
        onCreated={(place) => setCreatedCode(place.code)}
      />
    );
  };

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      {content()}
    </CatalogueScreen>
  );
}
