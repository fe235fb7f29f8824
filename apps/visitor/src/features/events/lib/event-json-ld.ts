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

/** schema.org/Event of one date of an event, for search engines (rich results with date, place and price). */
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
    ...(event.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: event.price,
            priceCurrency: 'RUB',
            url: links.page,
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
