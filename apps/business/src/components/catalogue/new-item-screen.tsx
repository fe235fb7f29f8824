import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useWorkingOrganisations } from '../../lib/catalogue/organisations.ts';
import { CatalogueScreen } from './catalogue-screen.tsx';
import { EditorSkeleton, LoadFailed, NoOrganisations } from './load-states.tsx';

/** A further query the form starts from: the skeleton and the retry wait for it too. */
type Prerequisite = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** What the form of a new item starts from. */
export type NewItemStart<Blank> = {
  /** The collection's `…/blank`. */
  blank: Blank;
  /** The link's search, with what to start from (`?place=`, `?eventList=`). */
  params: URLSearchParams;
  /** The organisation of the link (`?organisation=`) when I may work in it, else my only one; null when neither. */
  organisationId: string | null;
  /** Hand to the form: once created, the item opens in its own editor. */
  onCreated: (item: { code: string }) => void;
};

/**
 * The screen of a new catalogue item (a place, an event list, an event): a skeleton while the blank and my
 * organisations load, a retry when they fail, a business user in no organisation sent to create one, else the form
 * from the blank; once saved, the item's own editor replaces this screen in the history.
 */
export function NewItemScreen<Blank, Failure>({
  title,
  description,
  loadFailed,
  blank,
  waitFor = [],
  editor,
  children,
}: {
  title: string;
  description: string;
  /** The title of a failed load. */
  loadFailed: string;
  blank: UseQueryResult<Blank, Failure>;
  waitFor?: readonly Prerequisite[];
  /** The item's editor route (`paths.placeEditor`). */
  editor: { getHref: (code: string) => string };
  children: (start: NewItemStart<Blank>) => ReactNode;
}) {
  const organisations = useWorkingOrganisations();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createdCode, setCreatedCode] = useState<string | null>(null);

  useEffect(() => {
    if (createdCode !== null) void navigate(editor.getHref(createdCode), { replace: true });
  }, [createdCode, navigate, editor]);

  const content = () => {
    if (blank.isPending || organisations.isPending || waitFor.some((query) => query.isPending)) {
      return <EditorSkeleton />;
    }
    if (blank.isError || organisations.isError || waitFor.some((query) => query.isError)) {
      return (
        <LoadFailed
          title={loadFailed}
          onRetry={() =>
            void Promise.all([blank.refetch(), organisations.refetch(), ...waitFor.map((query) => query.refetch())])
          }
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
        : null;
    return children({
      blank: blank.data,
      params,
      organisationId,
      onCreated: (item) => setCreatedCode(item.code),
    });
  };

  return (
    <CatalogueScreen title={title} description={description}>
      {content()}
    </CatalogueScreen>
  );
}
