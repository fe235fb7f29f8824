import { describe, expect, it } from 'vitest';
import type { Place } from '../api/search-places.ts';
import { placeJsonLd } from './place-json-ld.ts';

const place: Place = {
  id: '27fe49b9-eacb-4d49-b7e3-71e88608e564',
  code: 'place007',
  name: 'Антикафе «Тайм»',
  description: 'Антикафе в центре.',
  address: 'Нижний Новгород, ул. Варварская, 45',
  organisationId: 'ca1e509f-ee4a-40e8-926d-5c36cacdfa0b',
  organisation: { id: 'ca1e509f-ee4a-40e8-926d-5c36cacdfa0b', code: 'org00007', name: 'Театр на Покровке' },
  latitude: 56.314641,
  longitude: 44.054933,
  timeZone: 'Europe/Moscow',
  schedule: [
    { weekday: 'SATURDAY', from: 720, to: 120 },
    { weekday: 'MONDAY', from: 540, to: 1380 },
    { weekday: 'SUNDAY', from: 0, to: 1440 },
  ],
  openNow: true,
  tags: ['BAR'],
  featureIds: [],
  features: [],
  contacts: [
    { type: 'PHONE', value: '78314007404' },
    { type: 'SITE', value: 'https://time.mesto.example' },
  ],
  photoFileIds: [],
  averageBill: 1500,
  menuUrl: 'https://time.mesto.example/menu.pdf',
  status: 'PUBLISHED',
  rating: 4,
  opinionCount: 2,
  opinionTagCounts: {},
  opinionSummary: null,
  upcomingEventCount: 5,
  distanceKm: null,
  createdAt: '2026-11-22T19:16:34.590Z',
};

describe('schema.org data of a place', () => {
  it('has the address, the point, the hours Monday first (past midnight and all day), phone, site, rating, bill and menu', () => {
    expect(placeJsonLd(place, { page: 'https://mesto.example/place/place007', images: [] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Антикафе «Тайм»',
      description: 'Антикафе в центре.',
      url: 'https://mesto.example/place/place007',
      address: { '@type': 'PostalAddress', streetAddress: 'Нижний Новгород, ул. Варварская, 45', addressCountry: 'RU' },
      geo: { '@type': 'GeoCoordinates', latitude: 56.314641, longitude: 44.054933 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '09:00',
          closes: '23:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '12:00',
          closes: '02:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '00:00',
          closes: '23:59',
        },
      ],
      telephone: '+78314007404',
      sameAs: ['https://time.mesto.example'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, bestRating: 5, ratingCount: 2 },
      priceRange: '~1500 ₽',
      hasMenu: 'https://time.mesto.example/menu.pdf',
      parentOrganization: { '@type': 'Organization', name: 'Театр на Покровке' },
    });
  });

  it('leaves out what the place does not have', () => {
    const data = placeJsonLd(
      {
        ...place,
        latitude: null,
        longitude: null,
        schedule: [],
        contacts: [],
        rating: null,
        organisation: null,
        averageBill: null,
        menuUrl: null,
      },
      { page: 'https://mesto.example/place/place007', images: ['https://mesto.example/files/a.jpg'] },
    );
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'description', 'url', 'address', 'image']);
  });
});
