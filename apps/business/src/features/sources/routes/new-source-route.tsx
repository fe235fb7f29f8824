import { buttonVariants } from '@mesto/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NewItemScreen } from '../../../components/catalogue/new-item-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSourceBlank } from '../api/list-sources.ts';
import { NewSourceForm } from '../components/new-source-form.tsx';
import { sourceMessages } from '../messages.ts';

const screen = messages.screens.newSource;

/**
 * `/business/sources/editor/new?place=…&organisation=…`: connecting a source, for the place or organisation of the
 * link (or my only organisation). Once connected, the list of sources replaces this screen in the history.
 */
export default function NewSourceRoute() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  // After the save has settled (the form is no longer unsaved), so leaving asks nothing.
  useEffect(() => {
    if (created) void navigate(paths.sources.getHref(), { replace: true });
  }, [created, navigate]);

  return (
    <NewItemScreen
      title={screen.title}
      description={screen.description}
      loadFailed={sourceMessages.page.loadFailed}
      blank={useSourceBlank()}
      editor={paths.source}
    >
      {({ blank, params, organisationId }) => (
        <>
          <Link to={paths.sources.getHref()} className={buttonVariants({ variant: 'ghost', className: 'self-start' })}>
            {sourceMessages.form.toList}
          </Link>
          <NewSourceForm
            initial={{
              kind: blank.kind,
              address: blank.address,
              placeId: params.get('place') ?? blank.placeId ?? '',
              organisationId: organisationId ?? blank.organisationId ?? '',
              trust: blank.trust,
              intervalMinutes: String(blank.intervalMinutes),
            }}
            onCreated={() => setCreated(true)}
          />
        </>
      )}
    </NewItemScreen>
  );
}
