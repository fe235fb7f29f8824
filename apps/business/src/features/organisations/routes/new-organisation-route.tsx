import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useOrganisationBlank } from '../api/get-organisation.ts';
import { OrganisationForm } from '../components/organisation-form.tsx';
import { organisationMessages } from '../messages.ts';

const screen = messages.screens.newOrganisation;

/** `/business/editor/organisation`: a new organisation from the blank; I become its owner and go on to its team. */
export default function NewOrganisationRoute() {
  const blank = useOrganisationBlank();
  const navigate = useNavigate();
  const [createdCode, setCreatedCode] = useState<string | null>(null);

  // After the save has settled, so the form is clean and nothing asks about unsaved changes.
  useEffect(() => {
    if (createdCode !== null) void navigate(paths.organisationEditor.getHref(createdCode), { replace: true });
  }, [createdCode, navigate]);

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      {blank.isPending ? (
        <EditorSkeleton />
      ) : blank.isError ? (
        <LoadFailed title={organisationMessages.editor.loadFailed} onRetry={() => void blank.refetch()} />
      ) : (
        <OrganisationForm initial={blank.data} onCreated={(organisation) => setCreatedCode(organisation.code)} />
      )}
    </CatalogueScreen>
  );
}
