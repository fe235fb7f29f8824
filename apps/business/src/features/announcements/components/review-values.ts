import type { FieldErrors } from '@mesto/app-shell';
import {
  checkEventTiming,
  type PlaceTag,
  parsePriceInput,
  TICKET_LINK_RULE,
  TITLE_RULE,
  unquoteTitle,
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

/** The fields an event cannot be published without: a person confirms them when the reader was unsure. */
export const REQUIRED_FIELDS = ['title', 'startsAt', 'place'] as const satisfies readonly ReviewedField[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields the reader was unsure of (below the contract's LOW_CONFIDENCE). */
export function unsureFieldsOf(origins: Record<ReviewedField, FieldOrigin> | null): ReadonlySet<RequiredField> {
  return new Set(origins === null ? [] : REQUIRED_FIELDS.filter((field) => origins[field].low));
}

/** What the review form holds: the draft's values as the controls take them, and what the person said of them. */
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
  /** The unsure required fields the person has looked at and found right. */
  confirmed: RequiredField[];
  /** The text gave the start's day but no time, and the person has not set one yet. */
  startTimeMissing: boolean;
  /** A postponement: publishing moves the event `moveEventId` instead of creating one. */
  move: boolean;
  moveEventId: string;
};

/** What the review knows besides the values: which fields the reader was unsure of, and what the text said. */
type ReviewContext = { unsure: ReadonlySet<RequiredField>; fromText: AnnouncementDraft };

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
    // As it will be published: a name quoted whole loses its quotes (the same rule as the API's).
    title: unquoteTitle(event.title.value ?? ''),
    description: event.description.value ?? '',
    startsAt: event.startsAt.value,
    endsAt: event.endsAt.value,
    price: priceOf(event.price.value),
    ticketUrl: event.ticketUrl.value,
    placeId: event.place.value?.id ?? null,
    tags: (event.tags.value ?? []).filter((tag): tag is PlaceTag => EVENT_TAGS.includes(tag)),
  };
}

export function toReviewValues(
  draft: AnnouncementDraft,
  said: Partial<Pick<ReviewValues, 'confirmed' | 'startTimeMissing' | 'move' | 'moveEventId'>> = {},
): ReviewValues {
  return {
    title: draft.title,
    description: draft.description,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    price: draft.price === null ? '' : String(draft.price),
    ticketUrl: draft.ticketUrl ?? '',
    placeId: draft.placeId ?? '',
    tags: [...draft.tags],
    confirmed: said.confirmed ?? [],
    startTimeMissing: said.startTimeMissing ?? false,
    move: said.move ?? false,
    moveEventId: said.moveEventId ?? '',
  };
}

/** The draft the API stores and publishes: trimmed texts, whole rubles, null for what is not chosen. */
export function toDraft(values: ReviewValues): AnnouncementDraft {
  const price = parsePriceInput(values.price);
  return {
    title: unquoteTitle(values.title),
    description: values.description.trim(),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    price: price === null || Number.isNaN(price) ? null : price,
    ticketUrl: values.ticketUrl.trim() === '' ? null : values.ticketUrl.trim(),
    placeId: values.placeId === '' ? null : values.placeId,
    tags: values.tags,
  };
}

/** Two instants, however written ('…+03:00' or '…Z'), or both none. */
const sameInstant = (x: string | null, y: string | null) =>
  x === null || y === null ? x === y : Date.parse(x) === Date.parse(y);

/** The text gave the start's day without a time, and the draft's start is still that day's midnight. */
export function timeStillMissing(draft: AnnouncementDraft, event: DraftEvent | undefined): boolean {
  return (
    event !== undefined &&
    event.startTimeKnown === false &&
    draft.startsAt !== null &&
    sameInstant(draft.startsAt, event.startsAt.value)
  );
}

/** The fields the manager has changed from what the text said: their origin no longer matters. */
export function changedFields(values: ReviewValues, extracted: AnnouncementDraft): Set<ReviewedField> {
  const now = toDraft(values);
  const changed = new Set<ReviewedField>();
  if (now.title !== unquoteTitle(extracted.title)) changed.add('title');
  if (!sameInstant(now.startsAt, extracted.startsAt)) changed.add('startsAt');
  if (!sameInstant(now.endsAt, extracted.endsAt)) changed.add('endsAt');
  if (now.price !== extracted.price) changed.add('price');
  if (now.ticketUrl !== (extracted.ticketUrl ?? null)) changed.add('ticketUrl');
  if (now.placeId !== extracted.placeId) changed.add('place');
  if ([...now.tags].sort().join() !== [...extracted.tags].sort().join()) changed.add('tags');
  return changed;
}

/** The form's name of a required field (the place is chosen by its id). */
const formField = { title: 'title', startsAt: 'startsAt', place: 'placeId' } as const;
/** The API's name of a required field a person confirmed. */
const apiField = { title: 'title', startsAt: 'startsAt', place: 'placeId' } as const;

/**
 * The domain's rules for an event, with the API's words, plus a place and a readable price; with the review's
 * context, also a time for a start the text gave only the day of, and a person's look at each required field the
 * reader was unsure of and nobody has changed. A postponement that moves an event needs only its new start.
 */
export function checkReview(values: ReviewValues, context?: ReviewContext): FieldErrors {
  const errors: FieldErrors = {};
  if (values.move) {
    if (values.moveEventId === '') errors.moveEventId = text.postponement.eventRequired;
  } else {
    const title = validateText(values.title, TITLE_RULE);
    if (!title.ok) errors.title = title.error.message;
    if (values.placeId === '') errors.placeId = text.placeRequired;
  }
  if (values.startsAt === null) errors.startsAt = text.startsAtRequired;
  else if (values.startTimeMissing) errors.startsAt = text.startTimeMissing;
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
  if (context !== undefined) {
    const edited = changedFields(values, context.fromText);
    for (const field of context.unsure) {
      if (values.move && field !== 'startsAt') continue;
      const key = formField[field];
      if (errors[key] === undefined && !edited.has(field) && !values.confirmed.includes(field)) {
        errors[key] = text.unsure;
      }
    }
  }
  return errors;
}

/** The start, when it has already passed: publishing it asks the person first. */
export function passedStart(values: ReviewValues, now = Date.now()): Date | null {
  if (values.startsAt === null) return null;
  const start = new Date(values.startsAt);
  return start.getTime() < now ? start : null;
}

/** The editor's body of a publishing: the draft, the fields the person confirmed, the event a postponement moves. */
export function publishBody(values: ReviewValues) {
  return {
    draft: toDraft(values),
    status: 'PUBLISHED' as const,
    confirmedFields: values.confirmed.map((field) => apiField[field]),
    ...(values.move && values.moveEventId !== '' ? { movesEventId: values.moveEventId } : {}),
  };
}
