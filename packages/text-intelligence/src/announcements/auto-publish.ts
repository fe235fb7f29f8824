import type { DraftEvent } from '../contract.ts';

// When an event read from a trusted source goes onto the site without a person: every field publishing needs was
// read, and read surely. The threshold is the confidence from which the evaluation sets found every value right
// (report.ts prints the share published this way and the wrong fields among them: the target is none).

/** The confidence every field an auto-published event shows must have. */
export const AUTO_PUBLISH_CONFIDENCE = 0.9;

/** Why a reading waits for a person. */
export type AutoPublishReason =
  | 'NO_TITLE'
  | 'NO_START'
  | 'NO_START_TIME'
  | 'NO_PLACE'
  | 'UNSURE_TITLE'
  | 'UNSURE_START'
  | 'UNSURE_END'
  | 'UNSURE_PLACE'
  | 'UNSURE_PRICE'
  | 'UNSURE_TICKET'
  | 'POSTPONED'
  | 'SEVERAL_EVENTS'
  | 'PAST'
  | 'DUPLICATE';

export const AUTO_PUBLISH_REASON_TEXT: Readonly<Record<AutoPublishReason, string>> = {
  NO_TITLE: 'не найдено название',
  NO_START: 'не найдена дата',
  NO_START_TIME: 'не указано время начала',
  NO_PLACE: 'не найдено место',
  UNSURE_TITLE: 'название прочитано неуверенно',
  UNSURE_START: 'начало прочитано неуверенно',
  UNSURE_END: 'окончание прочитано неуверенно',
  UNSURE_PLACE: 'место определено неуверенно',
  UNSURE_PRICE: 'цена прочитана неуверенно',
  UNSURE_TICKET: 'ссылка на билеты под вопросом',
  POSTPONED: 'это перенос события',
  SEVERAL_EVENTS: 'в посте несколько событий',
  PAST: 'событие уже началось',
  DUPLICATE: 'такое событие уже есть на Месте',
};

export type AutoPublishVerdict = {
  publish: boolean;
  reasons: AutoPublishReason[];
  /** The least sure of the fields that are shown (0..1). */
  confidence: number;
};

/**
 * May this reading be published without a person? Title, start (with its time) and place must be found and sure; any
 * other field that was found (end, price, ticket link) must be sure too, as the page would show it. A postponement,
 * a post of several events, a start in the past and a likely duplicate always go to a person.
 */
export function autoPublishVerdict(
  draft: DraftEvent,
  context: { now: Date; postponed?: boolean; eventsInPost?: number; duplicate?: boolean } = { now: new Date() },
): AutoPublishVerdict {
  const reasons: AutoPublishReason[] = [];
  const sure = (confidence: number) => confidence >= AUTO_PUBLISH_CONFIDENCE;
  const shown: number[] = [];
  const required = (
    field: { value: unknown; confidence: number },
    missing: AutoPublishReason,
    unsure: AutoPublishReason,
  ) => {
    if (field.value === null || field.value === '') reasons.push(missing);
    else {
      shown.push(field.confidence);
      if (!sure(field.confidence)) reasons.push(unsure);
    }
  };
  const optional = (field: { value: unknown; confidence: number }, unsure: AutoPublishReason) => {
    if (field.value === null) return;
    shown.push(field.confidence);
    if (!sure(field.confidence)) reasons.push(unsure);
  };
  required(draft.title, 'NO_TITLE', 'UNSURE_TITLE');
  required(draft.startsAt, 'NO_START', 'UNSURE_START');
  if (draft.startsAt.value !== null && !draft.startTimeKnown) reasons.push('NO_START_TIME');
  required(draft.place, 'NO_PLACE', 'UNSURE_PLACE');
  optional(draft.endsAt, 'UNSURE_END');
  optional(draft.price, 'UNSURE_PRICE');
  optional(draft.ticketUrl, 'UNSURE_TICKET');
  if (context.postponed) reasons.push('POSTPONED');
  if ((context.eventsInPost ?? 1) > 1) reasons.push('SEVERAL_EVENTS');
  if (context.duplicate) reasons.push('DUPLICATE');
  if (draft.startsAt.value !== null && new Date(draft.startsAt.value).getTime() <= context.now.getTime()) {
    reasons.push('PAST');
  }
  return { publish: reasons.length === 0, reasons, confidence: shown.length ? Math.min(...shown) : 0 };
}
