import { HeaderSearch, type SearchLinks } from '@mesto/app-shell';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Where each kind of result opens on the public site. */
export const visitorSearchLinks: SearchLinks = {
  places: (place) => paths.place.getHref(place.code),
  events: (event) => paths.event.getHref(event.code),
  organisations: (organisation) => paths.organisation.getHref(organisation.code),
  eventLists: (list) => paths.eventList.getHref(list.code),
  people: (person) => paths.profile.getHref(person.username ?? person.code),
};

/** The site's header search: a result opens its page; Enter on the query opens the results page `/search?q=`. */
export function VisitorSearch({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  return (
    <HeaderSearch
      links={visitorSearchLinks}
      onSubmit={(query) => void navigate(paths.search.getHref(query))}
      compact={compact}
      className="max-w-md"
    />
  );
}
