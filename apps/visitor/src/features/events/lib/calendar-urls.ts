import { env } from '../../../config/env.ts';

// The calendar routes are plain GETs a calendar app or the browser opens itself, so they are links, not API calls.

/** The .ics file of one event with all its dates (the API sends it as a download). */
export function eventCalendarUrl(eventCode: string): string {
  return `${env.apiUrl}/api/calendar/events/${encodeURIComponent(eventCode)}`;
}

/** The feed of a list of events, for a calendar to subscribe to. */
export function eventListFeedUrl(eventListCode: string): string {
  return `${env.apiUrl}/api/calendar/event-lists/${encodeURIComponent(eventListCode)}`;
}
