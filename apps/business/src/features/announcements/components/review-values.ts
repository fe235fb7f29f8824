import type { FieldErrors } from '@mesto/app-shell';
import {
  checkEventTiming,
  type PlaceTag,
  parsePriceInput,
  TICKET_LINK_RULE,
  TITLE_RULE,
  validateText,
  validateWebLink,
} from '@mesto/domain';
import {
  type DraftEvent,
  type EventTag,
  type FieldSource,
  LOW_CONFIDENCE,
  type Price,
  type TextSpan,
} from '@mesto/text-intelligence/contract';
import type { AnnouncementDraft } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.review;

/** The fields a manager checks before publishing, in the order the form shows them. */
export const REVIEWED_FIELDS = ['title', 'startsAt', 'endsAt', 'price', 'ticketUrl', 'place', 'tags'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** Where a field's value came from and how sure the reader was; `low` asks the manager to look. */
export type FieldOrigin = { confidence: number; source: FieldSource; span: TextSpan | null; low: boolean };

const origin = (field: { confidence: number; source: FieldSource; span: TextSpan | null }): FieldOrigin => ({
  confidence: field.confidence,
  source: field.source,
  span: field.span,
  low: field.confidence < LOW_CONFIDENCE,
});

/** Each reviewed field's origin. The place points at the words that named it when the match itself has none. */
export function originsOf(draft: DraftEvent): Record<ReviewedField, FieldOrigin> {
  return {
    title: origin(draft.title),
    startsAt: origin(draft.startsAt),
    endsAt: origin(draft.endsAt),
    price: origin(draft.price),
    ticketUrl: origin(draft.ticketUrl),
    place: origin({ ...draft.place, span: draft.place.span ?? draft.placeMention.span }),
    tags: origin(draft.tags),
  };
}

/** What the review form holds: the draft's values as the controls take them. */
export type ReviewValues = {
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  price: string;
  /** Where tickets are sold, as typed; '' for none. */
  ticketUrl: string;
  placeId: string;
  tags: PlaceTag[];
};

/** The price an event gets from what the text said: free is 0, a range its lower end, a donation unknown. */
export function priceOf(price: Price | null): number | null {
  if (price === null) return null;
  if (price.free) return 0;
  return price.min ?? price.max;
}

const EVENT_TAGS: readonly string[] = ['BAR', 'OUTDOOR', 'MUSIC'] satisfies readonly EventTag[];

/** An extracted event as the draft the manager starts from. */
export function draftOf(event: DraftEvent): AnnouncementDraft {
  return {
    title: event.title.value ?? '',
    description: event.description.value ?? '',
    startsAt: event.startsAt.value,
    endsAt: event.endsAt.value,
    price: priceOf(event.price.value),
    ticketUrl: event.ticketUrl.value,
    placeId: event.place.value?.id ?? null,
    tags: (event.tags.value ?? []).filter((tag): tag is PlaceTag => EVENT_TAGS.includes(tag)),
  };
}

export function toReviewValues(draft: AnnouncementDraft): ReviewValues {
  return {
    title: draft.title,
    description: draft.description,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    price: draft.price === null ? '' : String(draft.price),
    ticketUrl: draft.ticketUrl ?? '',
    placeId: draft.placeId ?? '',
    tags: [...draft.tags],
  };
}

/** The draft the API stores and publishes: trimmed texts, whole rubles, null for what is not chosen. */
export function toDraft(values: ReviewValues): AnnouncementDraft {
  const price = parsePriceInput(values.price);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    price: price === null || Number.isNaN(price) ? null : price,
    ticketUrl: values.ticketUrl.trim() === '' ? null : values.ticketUrl.trim(),
    placeId: values.placeId === '' ? null : values.placeId,
    tags: values.tags,
  };
}

/** The fields the manager has changed from what the text said: their origin no longer matters. */
export function changedFields(values: ReviewValues, extracted: AnnouncementDraft): Set<ReviewedField> {
  const now = toDraft(values);
  const changed = new Set<ReviewedField>();
  if (now.title !== extracted.title.trim()) changed.add('title');
  if (now.startsAt !== extracted.startsAt) changed.add('startsAt');
  if (now.endsAt !== extracted.endsAt) changed.add('endsAt');
  if (now.price !== extracted.price) changed.add('price');
  if (now.ticketUrl !== (extracted.ticketUrl ?? null)) changed.add('ticketUrl');
  if (now.placeId !== extracted.placeId) changed.add('place');
  if ([...now.tags].sort().join() !== [...extracted.tags].sort().join()) changed.add('tags');
  return changed;
}

/** The domain's rules for an event, with the API's words, plus a place and a readable price. */
export function checkReview(values: ReviewValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = validateText(values.title, TITLE_RULE);
  if (!title.ok) errors.title = title.error.message;
  if (values.startsAt === null) errors.startsAt = text.startsAtRequired;
  if (values.placeId === '') errors.placeId = text.placeRequired;
  const price = parsePriceInput(values.price);
  if (price !== null && !(price >= 0 && price <= 10_000_000)) errors.price = text.priceWrong;
  if (values.ticketUrl.trim() !== '') {
    const link = validateWebLink(values.ticketUrl, TICKET_LINK_RULE);
    if (!link.ok) errors.ticketUrl = link.error.message;
  }
  const timing = checkEventTiming({
    startsAt: values.startsAt === null ? null : new Date(values.startsAt),
    endsAt: values.endsAt === null ? null : new Date(values.endsAt),
    repeatWeekdays: [],
    repeatUntil: null,
  });
  for (const problem of timing) errors[problem.field] = problem.message;
  return errors;
}
