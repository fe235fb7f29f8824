import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../api/get-event.ts';
import { eventJsonLd } from './event-json-ld.ts';
import { zonedIso } from './zoned-iso.ts';

const event: EventOccurrence = {
  id: '76335b03-2ef6-4344-adcb-7551224cbfd7',
  code: 'ev00121',
  occurrenceId: 'dd9411c9-28f9-42ff-bc49-d58d1eb536e3',
  title: 'Джазовый джем в «Ярмарка»',
  description: 'Приходите заранее.',
  startsAt: '2026-11-22T19:00:00.000Z',
  endsAt: '2026-11-22T21:00:00.000Z',
  seriesStartsAt: '2026-11-22T19:00:00.000Z',
  seriesEndsAt: '2026-11-22T21:00:00.000Z',
  timeZone: 'Europe/Moscow',
  startMinute: 1320,
  repeatWeekdays: ['SUNDAY'],
  repeatUntil: '2026-12-20T19:00:00.000Z',
  placeId: '8ed8af42-c7e0-4dd3-bcd8-efe96dcd979c',
  place: {
    id: '8ed8af42-c7e0-4dd3-bcd8-efe96dcd979c',
    code: 'place019',
    name: 'Бистро «Ярмарка»',
    address: 'Нижний Новгород, ул. Варварская, 9',
    timeZone: 'Europe/Moscow',
    latitude: 56.312418,
    longitude: 44.023939,
  },
  organisationId: '531946ea-0fe1-4ebe-a515-4262ebc950e8',
  organisation: { id: '531946ea-0fe1-4ebe-a515-4262ebc950e8', code: 'org00003', name: 'Арт-пространство «Литера»' },
  eventListId: null,
  eventList: null,
  price: 0,
  ticketUrl: null,
  tags: ['BAR'],
  featureIds: [],
  features: [],
  coverFileId: null,
  status: 'PUBLISHED',
  going: 0,
  createdAt: '2026-11-22T19:16:34.590Z',
};

const links = {
  page: 'https://mesto.example/event/ev00121',
  place: 'https://mesto.example/place/place019',
  organisation: 'https://mesto.example/organisation/org00003',
};

describe('schema.org data of an event', () => {
  it('has the date by the place’s clock, the place with address and point, a free offer in rubles, the organiser', () => {
    expect(eventJsonLd(event, links)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Джазовый джем в «Ярмарка»',
      description: 'Приходите заранее.',
      url: links.page,
      startDate: '2026-11-22T22:00:00+03:00',
      endDate: '2026-11-23T00:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Бистро «Ярмарка»',
        url: links.place,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Нижний Новгород, ул. Варварская, 9',
          addressCountry: 'RU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 56.312418, longitude: 44.023939 },
      },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'RUB',
        url: links.page,
        availability: 'https://schema.org/InStock',
      },
      organizer: { '@type': 'Organization', name: 'Арт-пространство «Литера»', url: links.organisation },
      isAccessibleForFree: true,
    });
  });

  it('offers the seller’s page when tickets are sold online, with the price in rubles', () => {
    const ticketUrl = 'https://sinkopa.qtickets.events/98765?utm=$&';
    expect(eventJsonLd({ ...event, price: 500, ticketUrl }, links)).toMatchObject({
      offers: {
        '@type': 'Offer',
        url: ticketUrl,
        price: 500,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(eventJsonLd({ ...event, price: 500, ticketUrl }, links)).not.toHaveProperty('isAccessibleForFree');
    // A link without a known price still says where to get in.
    const unpriced = eventJsonLd({ ...event, price: null, ticketUrl }, links);
    expect(unpriced.offers).toEqual({ '@type': 'Offer', url: ticketUrl, availability: 'https://schema.org/InStock' });
    expect(unpriced).not.toHaveProperty('isAccessibleForFree');
  });

  it('leaves out what is not known: the end, the price, the place', () => {
    const data = eventJsonLd({ ...event, endsAt: null, price: null, place: null, organisation: null }, links);
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('organizer');
  });

  it('writes offsets west of UTC and with minutes', () => {
    expect(zonedIso('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(zonedIso('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
  });
});
