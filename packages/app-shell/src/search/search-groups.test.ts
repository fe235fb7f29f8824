import { describe, expect, it } from 'vitest';
import type { GlobalSearchResult } from './global-search-query.ts';
import { searchGroups } from './search-groups.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const result: GlobalSearchResult = {
  places: [
    { id: id(1), code: 'place001', name: 'Кофейня «Зерно»', address: 'Покровская, 3', subtitle: 'Покровская, 3' },
  ],
  events: [
    {
      id: id(2),
      code: 'ev00001',
      title: 'Кофейный джем',
      startsAt: '2026-03-12T16:00:00.000Z',
      placeName: null,
      subtitle: '12 марта, 19:00',
    },
  ],
  organisations: [],
  people: [{ id: id(3), code: 'u1', username: 'anna', displayName: 'Анна', avatarFileId: null, subtitle: '' }],
  eventLists: [{ id: id(1), code: 'list0001', name: 'Афиша', subtitle: 'Волжские кофейни' }],
};

describe('searchGroups', () => {
  it('titles the groups in Russian, in the screen order, with links of this app and ids unique across groups', () => {
    const groups = searchGroups(result, {
      places: (place) => `/place/${place.code}`,
      events: (event) => `/event/${event.code}`,
      organisations: (organisation) => `/organisation/${organisation.code}`,
      people: (person) => `/profile/${person.username ?? person.code}`,
      eventLists: (list) => `/event-list/${list.code}`,
    });
    expect(groups.map((group) => group.title)).toEqual(['Места', 'События', 'Организации', 'Подборки', 'Люди']);
    expect(groups[0]?.items).toEqual([
      { id: `places-${id(1)}`, title: 'Кофейня «Зерно»', subtitle: 'Покровская, 3', href: '/place/place001' },
    ]);
    expect(groups[3]?.items[0]?.id).toBe(`eventLists-${id(1)}`);
    // An empty subtitle is no subtitle.
    expect(groups[4]?.items[0]).toMatchObject({ title: 'Анна', subtitle: null, href: '/profile/anna' });
  });

  it('leaves out the groups this app has no page for, and gives nothing before the first answer', () => {
    const groups = searchGroups(result, { places: (place) => `/p/${place.code}`, people: null });
    expect(groups.map((group) => group.key)).toEqual(['places']);
    expect(searchGroups(undefined, { places: () => '/' })).toEqual([]);
  });
});
