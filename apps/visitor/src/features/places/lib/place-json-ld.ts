import { ContactType, formatMinute, MINUTES_IN_DAY, WEEKDAYS, type Weekday } from '@mesto/domain';
import type { Place } from '../api/search-places.ts';

const DAY_URL: Record<Weekday, string> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

// schema.org writes the end of a day as 23:59 and lets `closes` come before `opens` for hours past midnight.
const clock = (minute: number) => (minute >= MINUTES_IN_DAY ? '23:59' : formatMinute(minute));

/** The weekly hours as schema.org/OpeningHoursSpecification, one entry per interval, Monday first. */
function openingHours(schedule: Place['schedule']) {
  return WEEKDAYS.flatMap((weekday) =>
    schedule
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => a.from - b.from)
      .map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_URL[weekday],
        opens: clock(interval.from),
        closes: clock(interval.to),
      })),
  );
}

/**
 * schema.org/LocalBusiness of a place: address, point, hours, phone, rating, average bill and menu, for search engines
 * and maps.
 */
export function placeJsonLd(place: Place, links: { page: string; images: readonly string[] }) {
  const phone = place.contacts.find((contact) => contact.type === ContactType.PHONE);
  const email = place.contacts.find((contact) => contact.type === ContactType.EMAIL);
  const sites = place.contacts.filter((contact) => contact.type === ContactType.SITE).map((contact) => contact.value);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: place.name,
    ...(place.description.trim() === '' ? {} : { description: place.description }),
    url: links.page,
    ...(place.address === ''
      ? {}
      : { address: { '@type': 'PostalAddress', streetAddress: place.address, addressCountry: 'RU' } }),
    ...(place.latitude === null || place.longitude === null
      ? {}
      : { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }),
    ...(place.schedule.length === 0 ? {} : { openingHoursSpecification: openingHours(place.schedule) }),
    ...(phone === undefined ? {} : { telephone: `+${phone.value.replace(/\D/g, '')}` }),
    ...(email === undefined ? {} : { email: email.value }),
    ...(sites.length === 0 ? {} : { sameAs: sites }),
    ...(place.rating === null || place.opinionCount === 0
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: place.rating,
            bestRating: 5,
            ratingCount: place.opinionCount,
          },
        }),
    // «~1500 ₽»: what one guest spends, as a range a search engine shows beside the name.
    ...(place.averageBill === null ? {} : { priceRange: `~${place.averageBill} ₽` }),
    ...(place.menuUrl === null ? {} : { hasMenu: place.menuUrl }),
    ...(links.images.length === 0 ? {} : { image: [...links.images] }),
    ...(place.organisation === null
      ? {}
      : { parentOrganization: { '@type': 'Organization', name: place.organisation.name } }),
  };
}
