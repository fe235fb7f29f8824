// Complaints, the moderation queue and the automatic brakes (issue 20). The names are shared by the API and the apps.

/** What a person can complain about. */
export const ComplaintTarget = {
  OPINION: 'OPINION',
  FEEDBACK: 'FEEDBACK',
  ROOM: 'ROOM',
  CHAT_MESSAGE: 'CHAT_MESSAGE',
  USER: 'USER',
} as const;
export type ComplaintTarget = (typeof ComplaintTarget)[keyof typeof ComplaintTarget];
export const COMPLAINT_TARGETS = /* @__PURE__ */ Object.values(ComplaintTarget) as readonly ComplaintTarget[];

export const ComplaintReason = {
  SPAM: 'SPAM',
  INSULT: 'INSULT',
  FALSE_INFORMATION: 'FALSE_INFORMATION',
  OFF_TOPIC: 'OFF_TOPIC',
  OTHER: 'OTHER',
} as const;
export type ComplaintReason = (typeof ComplaintReason)[keyof typeof ComplaintReason];
export const COMPLAINT_REASONS = /* @__PURE__ */ Object.values(ComplaintReason) as readonly ComplaintReason[];

export const COMPLAINT_REASON_LABELS: Readonly<Record<ComplaintReason, string>> = {
  SPAM: 'Спам',
  INSULT: 'Оскорбление',
  FALSE_INFORMATION: 'Ложная информация',
  OFF_TOPIC: 'Не об этом месте',
  OTHER: 'Другое',
};

/**
 * Where an item stands: VISIBLE to whoever may see it; HELD by the automatic brakes until a moderator looks (only
 * the author sees it); HIDDEN by a moderator (the author and the place's team still see it, marked); DELETED by a
 * moderator (soft: only moderators see it, so the decision can be reversed).
 */
export const ModerationState = { VISIBLE: 'VISIBLE', HELD: 'HELD', HIDDEN: 'HIDDEN', DELETED: 'DELETED' } as const;
export type ModerationState = (typeof ModerationState)[keyof typeof ModerationState];
export const MODERATION_STATES = /* @__PURE__ */ Object.values(ModerationState) as readonly ModerationState[];

export const MODERATION_STATE_LABELS: Readonly<Record<ModerationState, string>> = {
  VISIBLE: 'Опубликовано',
  HELD: 'На проверке',
  HIDDEN: 'Скрыто модератором',
  DELETED: 'Удалено модератором',
};

export const ModerationAction = { KEEP: 'KEEP', HIDE: 'HIDE', DELETE: 'DELETE' } as const;
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];
export const MODERATION_ACTIONS = /* @__PURE__ */ Object.values(ModerationAction) as readonly ModerationAction[];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  KEEP: 'Оставить',
  HIDE: 'Скрыть',
  DELETE: 'Удалить',
};

/** The state each decision leads to. */
export const MODERATION_ACTION_STATES: Readonly<Record<ModerationAction, ModerationState>> = {
  KEEP: 'VISIBLE',
  HIDE: 'HIDDEN',
  DELETE: 'DELETED',
};

/** Why the automatic brakes held an item. */
export const HeldReason = { LINKS: 'LINKS', PHONES: 'PHONES', BURST: 'BURST' } as const;
export type HeldReason = (typeof HeldReason)[keyof typeof HeldReason];
export const HELD_REASONS = /* @__PURE__ */ Object.values(HeldReason) as readonly HeldReason[];

export const HELD_REASON_LABELS: Readonly<Record<HeldReason, string>> = {
  LINKS: 'Ссылка в тексте нового аккаунта',
  PHONES: 'Номер телефона в тексте нового аккаунта',
  BURST: 'Много мнений за несколько минут',
};

/** Complaints one person may send in 24 hours. */
export const COMPLAINTS_PER_DAY = 20;
export const COMPLAINT_TEXT_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
export const NEW_ACCOUNT_DAYS = 3;
/** More than BURST_OPINIONS opinions within BURST_MINUTES minutes are held. */
export const BURST_OPINIONS = 5;
export const BURST_MINUTES = 10;

// A link: a scheme, «www.», or a bare domain with a common top-level part («site.ru/…», «t.me/name»);
// lookarounds instead of \b, which knows only Latin letters.
const LINK_PATTERN =
  /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}-])[\p{L}\p{N}-]+\.(?:ru|рф|su|com|net|org|io|me|info|biz|online|site|store|shop|pro|app|xyz|club)(?![\p{L}\p{N}])/iu;
// A run of digits with the separators phone numbers are written with, and a leading + if any.
const DIGIT_RUN = /(\+\s*)?\d(?:[\s\-().]*\d)*/gu;

export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}

/**
 * A phone number: a run of 10 to 12 digits (a Russian number is 10 or 11, written with spaces, dashes, dots or
 * brackets), or up to 15 after a + (an international one). A longer bare run is an order number, a code or a
 * timestamp, not something to call.
 */
export function containsPhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 10 && digits <= (match[1] ? 15 : 12)) return true;
  }
  return false;
}

/** What the new-account brake finds in a text: a link first, then a phone number, or nothing. */
export function heldReasonOfText(text: string): HeldReason | null {
  if (containsLink(text)) return HeldReason.LINKS;
  if (containsPhone(text)) return HeldReason.PHONES;
  return null;
}

/** Whether an account counts as new for the brakes: created less than NEW_ACCOUNT_DAYS ago. */
export function isNewAccount(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
}
