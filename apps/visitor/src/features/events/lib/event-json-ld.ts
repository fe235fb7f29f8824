import type { EventOccurrence } from '../api/get-event.ts';
import { zonedIso } from './zoned-iso.ts';

type Links = {
  /** This page's absolute address. */
  page: string;
  /** Absolute addresses of the place's and the organiser's pages. */
  place: string | null;
  organisation: string | null;
  image?: string | null;
};

/**
 * schema.org/Event of one date of an event, for search engines (rich results with date, place, price and where to buy
 * tickets). The values are the event's as written: PageMeta's `jsonForScript` makes any of them safe in the page.
 */
export function eventJsonLd(event: EventOccurrence, links: Links) {
  const place = event.place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description.trim() === '' ? {} : { description: event.description }),
    url: links.page,
    startDate: zonedIso(event.startsAt, event.timeZone),
    ...(event.endsAt === null ? {} : { endDate: zonedIso(event.endsAt, event.timeZone) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place === null
      ? {}
      : {
          location: {
            '@type': 'Place',
            name: place.name,
            ...(links.place === null ? {} : { url: links.place }),
            address: { '@type': 'PostalAddress', streetAddress: place.address, addressCountry: 'RU' },
            ...(place.latitude === null || place.longitude === null
              ? {}
              : { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }),
          },
        }),
    ...(event.price === 0 ? { isAccessibleForFree: true } : {}),
    ...(event.price === null && event.ticketUrl === null
      ? {}
      : {
          // Where to get in: the seller's page when tickets are sold online, else this page with its price.
          offers: {
            '@type': 'Offer',
            ...(event.price === null ? {} : { price: event.price, priceCurrency: 'RUB' }),
            url: event.ticketUrl ?? links.page,
            availability: 'https://schema.org/InStock',
          },
        }),
    ...(event.organisation === null
      ? {}
      : {
          organizer: {
            '@type': 'Organization',
            name: event.organisation.name,
            ...(links.organisation === null ? {} : { url: links.organisation }),
          },
        }),
    ...(links.image ? { image: [links.image] } : {}),
  };
}
