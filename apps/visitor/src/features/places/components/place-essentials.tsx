import { formatPrice, linkSite } from '@mesto/domain';
import { textLinkClass } from '../../../components/fact.tsx';
import type { Place } from '../api/search-places.ts';
import { placesMessages } from '../messages.ts';

const text = placesMessages.place;

/**
 * What a guest asks first, as map services show it under the name: «Средний чек: 1 500 ₽» and the menu, which opens
 * on the venue's site in a new tab. Nothing when the place gives neither.
 */
export function PlaceEssentials({ place }: { place: Pick<Place, 'averageBill' | 'menuUrl'> }) {
  return (
    <>
      {place.averageBill === null ? null : (
        <span>
          <span className="text-muted-foreground">{text.averageBill}: </span>
          <span className="whitespace-nowrap">{formatPrice(place.averageBill)}</span>
        </span>
      )}
      {place.menuUrl === null ? null : (
        <a
          href={place.menuUrl}
          target="_blank"
          // The venue's page, not the site's word: no referrer, no way back into this tab, no ranking vote.
          rel="noopener noreferrer nofollow"
          aria-label={text.menuAt(linkSite(place.menuUrl))}
          className={textLinkClass}
        >
          {text.menu}
        </a>
      )}
    </>
  );
}
