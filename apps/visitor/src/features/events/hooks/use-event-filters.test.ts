import { parseUrlState, writeUrlState } from '@mesto/app-shell';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, eventFilters, toEventQuery } from './use-event-filters.ts';

const parse = (search: string) => parseUrlState(eventFilters, new URLSearchParams(search));
const sundayEvening = new Date('2026-11-22T19:17:00Z');

describe('the events filters in the URL', () => {
  it('read a shared link into the API’s query', () => {
    const filters = parse('when=tomorrow&weekdays=MONDAY&weekdays=FRIDAY&slot=evening&tags=MUSIC&q=%20джаз%20');
    expect(activeFilterCount(filters)).toBe(5);
    expect(toEventQuery(filters, sundayEvening)).toEqual({
      from: '2026-11-22T21:00:00.000Z',
      to: '2026-11-23T21:00:00.000Z',
      q: 'джаз',
      weekdays: ['MONDAY', 'FRIDAY'],
      slot: 'evening',
      tags: ['MUSIC'],
    });
  });

  it('ask for every upcoming event when nothing is chosen, and leave the link empty', () => {
    const filters = parse('');
    expect(activeFilterCount(filters)).toBe(0);
    expect(toEventQuery(filters, sundayEvening)).toEqual({});
    expect(writeUrlState(eventFilters, new URLSearchParams(), filters).toString()).toBe('');
  });

  it('drop what a hand-edited link gets wrong and keep the rest', () => {
    const filters = parse('when=someday&from=2026-13-01&weekdays=FUNDAY&weekdays=SUNDAY&slot=night&features=nope');
    expect(filters).toMatchObject({
      when: 'any',
      from: undefined,
      weekdays: ['SUNDAY'],
      slot: 'all_day',
      features: [],
    });
  });
});
