import { env } from '../../../config/env.ts';

// Calendar feeds are plain GETs a calendar app subscribes to, so they are links, not API calls.

export function placeFeedUrl(placeCode: string): string {
  return `${env.apiUrl}/api/calendar/places/${encodeURIComponent(placeCode)}`;
}

export function organisationFeedUrl(organisationCode: string): string {
  return `${env.apiUrl}/api/calendar/organisations/${encodeURIComponent(organisationCode)}`;
}
