import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarFeedLink, toWebcalUrl } from './calendar-feed-link.tsx';

describe('CalendarFeedLink', () => {
  it('offers the feed as a webcal subscription and as its https address', () => {
    render(<CalendarFeedLink href="https://api.mesto.example/api/calendar/places/place001" />);
    expect(screen.getByRole('link', { name: 'Подписаться в календаре' }).getAttribute('href')).toBe(
      'webcal://api.mesto.example/api/calendar/places/place001',
    );
    expect(screen.getByRole('link', { name: 'Ссылка на календарь (.ics)' }).getAttribute('href')).toBe(
      'https://api.mesto.example/api/calendar/places/place001',
    );
  });

  it('resolves a same-site address against the page', () => {
    expect(toWebcalUrl('/api/calendar/event-lists/list0001', 'http://localhost:4173/event-list/list0001')).toBe(
      'webcal://localhost:4173/api/calendar/event-lists/list0001',
    );
  });
});
