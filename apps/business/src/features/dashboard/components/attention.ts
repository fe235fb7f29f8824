import type { OrganisationSummary } from '../api/organisation-summary.ts';

export type AttentionKind = 'draftPlace' | 'noSchedule' | 'noPoint' | 'draftEvent' | 'noPlace';

/** Something to fix and where: a place or an event by its code. */
export type AttentionItem = { kind: AttentionKind; key: string; title: string; place?: string; event?: string };

/**
 * What an organisation's team should look at: drafts (nobody sees them yet), places that cannot be found by time
 * or on the map, events nobody knows where to go to. Each event once, however many dates its series has.
 */
export function attentionOf(summary: OrganisationSummary): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const place of summary.places) {
    const base = { title: place.name, place: place.code };
    if (place.status === 'DRAFT') items.push({ ...base, kind: 'draftPlace', key: `draft-${place.id}` });
    if (place.status !== 'ARCHIVED') {
      if (place.schedule.length === 0) items.push({ ...base, kind: 'noSchedule', key: `schedule-${place.id}` });
      if (place.latitude === null || place.longitude === null) {
        items.push({ ...base, kind: 'noPoint', key: `point-${place.id}` });
      }
    }
  }
  const seen = new Set<string>();
  for (const event of summary.events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const base = { title: event.title, event: event.code };
    if (event.status === 'DRAFT') items.push({ ...base, kind: 'draftEvent', key: `draft-${event.id}` });
    if (event.placeId === null && event.status !== 'ARCHIVED') {
      items.push({ ...base, kind: 'noPlace', key: `place-${event.id}` });
    }
  }
  return items;
}
