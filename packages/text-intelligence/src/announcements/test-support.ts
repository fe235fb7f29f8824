import type { AnnouncementExtraction, DraftEvent, PlaceLookup } from '../contract.ts';
import { extractAnnouncement } from './extract.ts';
import { FIXTURE_PLACES } from './fixtures/announcements.ts';

/** Extracts an announcement published at `publishedAt` (Moscow unless told), places from the fixture's catalogue. */
export async function extract(
  text: string,
  publishedAt = '2026-11-20T09:00:00Z',
  options: { timeZone?: string; places?: PlaceLookup } = {},
): Promise<AnnouncementExtraction> {
  return extractAnnouncement({
    text,
    publishedAt: new Date(publishedAt),
    timeZone: options.timeZone ?? 'Europe/Moscow',
    places: options.places ?? (async () => FIXTURE_PLACES),
  });
}

/** The one draft of an announcement (fails when there are several or none). */
export async function draft(...args: Parameters<typeof extract>): Promise<DraftEvent> {
  const { events } = await extract(...args);
  if (events.length !== 1) throw new Error(`expected one draft, got ${events.length}`);
  return events[0] as DraftEvent;
}
