import { useSession } from '@mesto/api-client/react';
import { HeaderSearch, type SearchLinks } from '@mesto/app-shell';
import { isRoot } from '@mesto/domain';
import { paths } from '../../config/paths.ts';

const catalogueLinks: SearchLinks = {
  places: (place) => paths.placeEditor.getHref(place.code),
  events: (event) => paths.eventEditor.getHref(event.code),
  organisations: (organisation) => paths.organisationEditor.getHref(organisation.code),
  eventLists: (list) => paths.eventListEditor.getHref(list.code),
};

// People open in ROOT's user editor (their rights); the panel has no other page of a person.
const rootLinks: SearchLinks = {
  ...catalogueLinks,
  people: (person) => paths.adminRights.getHref({ user: person.id }),
};

/**
 * The panel's header search: results open their editors. The panel has no results page, so Enter opens the
 * first result.
 */
export function BusinessSearch({ compact }: { compact: boolean }) {
  const { user } = useSession();
  return <HeaderSearch links={isRoot(user) ? rootLinks : catalogueLinks} compact={compact} className="max-w-md" />;
}
