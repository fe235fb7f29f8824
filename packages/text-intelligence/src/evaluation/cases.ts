import type { Aspect, PlaceCandidate, Price, Sentiment } from '../contract.ts';

// The shapes of the evaluation sets: posts and opinions written by people who never saw the extractor, each with what
// a careful reader makes of it. A tuned set may be read while the rules are written; a held-out set only measured.

export type EvaluationEvent = {
  /** ISO with the zone's offset; a bare date (YYYY-MM-DD) when the post gives a date but no start time. */
  start: string;
  /** ISO, or a bare date for a multi-day event without an end time; null when the post does not say. */
  end: string | null;
  /** Null when the post says nothing about the price. */
  price: Price | null;
  /** Id of the set's catalogue, or null when the post names no place of it. */
  place: string | null;
  /** Titles a reviewer would keep as the event's name, best first. */
  titles: readonly string[];
  /** The ticket or registration link as the post writes it (`https://` added to a bare domain). */
  ticketUrl?: string;
};

export type EvaluationAnnouncement = {
  id: string;
  /** What the case tests, in free words («doors-vs-start», «festival», «postponement»…). */
  kind: string;
  text: string;
  publishedAt: string;
  timeZone: string;
  /** The post moves an already announced event to a new date (`start` of its event). */
  postponed?: true;
  events: readonly EvaluationEvent[];
};

export type EvaluationOpinion = {
  kind: string;
  text: string;
  rating?: number;
  sentiment: Sentiment;
  aspects: Partial<Record<Aspect, Sentiment>>;
};

export type AnnouncementSet = { places: readonly PlaceCandidate[]; announcements: readonly EvaluationAnnouncement[] };

/** A price in rubles for the sets; a single figure is both the lowest and the highest. */
export function rub(min: number | null, max: number | null = min): Price {
  return { min, max, free: false, donation: false };
}
export const FREE: Price = { min: 0, max: 0, free: true, donation: false };
export const DONATION: Price = { min: null, max: null, free: false, donation: true };
export const FREE_DONATION: Price = { min: 0, max: 0, free: true, donation: true };
