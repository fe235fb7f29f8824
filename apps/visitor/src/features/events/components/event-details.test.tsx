import { renderWithSession } from '@mesto/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../api/get-event.ts';
import { EventDetails } from './event-details.tsx';

const TICKETS = 'https://sinkopa.qtickets.events/98765-dzhazovyy-vecher?utm_source=mesto';

const event = (patch: Partial<EventOccurrence> = {}): EventOccurrence => ({
  id: '76335b03-2ef6-4344-adcb-7551224cbfd7',
  code: 'ev00121',
  occurrenceId: 'dd9411c9-28f9-42ff-bc49-d58d1eb536e3',
  title: 'Джазовый вечер',
  description: '',
  startsAt: '2030-11-22T17:00:00.000Z',
  endsAt: null,
  seriesStartsAt: '2030-11-22T17:00:00.000Z',
  seriesEndsAt: null,
  timeZone: 'Europe/Moscow',
  startMinute: 1200,
  repeatWeekdays: [],
  repeatUntil: null,
  placeId: null,
  place: null,
  organisationId: null,
  organisation: null,
  eventListId: null,
  eventList: null,
  price: 700,
  ticketUrl: TICKETS,
  tags: [],
  featureIds: [],
  features: [],
  coverFileId: null,
  status: 'PUBLISHED',
  going: 0,
  createdAt: '2030-11-01T10:00:00.000Z',
  ...patch,
});

/** The event's page body, with an API that knows nobody going and no other dates or rooms. */
function show(shown: EventOccurrence, isPast = false) {
  renderWithSession(
    [{ path: '*', element: <EventDetails event={shown} isPast={isPast} /> }],
    '/event/ev00121',
    null,
    undefined,
    async (request) =>
      new URL(request.url).pathname === '/api/event-attendance'
        ? Response.json({
            eventId: shown.id,
            going: 0,
            interested: 0,
            myStatus: null,
            myVisibility: null,
            friendsGoing: [],
            friendsGoingCount: 0,
          })
        : Response.json({ items: [], nextCursor: null }),
  );
}

afterEach(cleanup);

describe('the ticket link of an event', () => {
  it('comes first among the main actions and opens the seller’s page in a new tab, saying so', () => {
    show(event());
    const actions = screen.getByRole('complementary', { name: 'Действия с событием' });
    const link = within(actions).getByRole('link', {
      name: 'Купить билет на сайте sinkopa.qtickets.events (откроется в новой вкладке)',
    });
    expect(link.textContent).toBe('Купить билет');
    expect(link.getAttribute('href')).toBe(TICKETS);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(actions).getAllByRole('link')[0]).toBe(link);
    // The text as read, its no-break space as a space.
    expect(screen.getByText('700 ₽')).toBeDefined();
  });

  it('is not offered for an event that is over, nor without a link; a free event says «Бесплатно»', () => {
    show(event(), true);
    expect(screen.queryByRole('link', { name: /Купить билет/ })).toBeNull();
    cleanup();
    show(event({ ticketUrl: null, price: 0 }));
    expect(screen.queryByRole('link', { name: /Купить билет/ })).toBeNull();
    expect(screen.getByText('Бесплатно')).toBeDefined();
  });
});
