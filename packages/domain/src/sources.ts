// Sources: the channels, calendars, feeds and pages a place or an organisation connects once, whose events then flow
// into the work stream (and onto the site, when the source is trusted and the reading is sure). The same kinds,
// labels and limits in the API and the business panel.

/** What a source is: a Telegram channel the bot administers, an iCalendar feed, an RSS/Atom feed, a web page. */
export const SourceKind = {
  TELEGRAM_CHANNEL: 'TELEGRAM_CHANNEL',
  ICAL: 'ICAL',
  RSS: 'RSS',
  WEB_PAGE: 'WEB_PAGE',
} as const;
export type SourceKind = (typeof SourceKind)[keyof typeof SourceKind];
export const SOURCE_KINDS = /* @__PURE__ */ Object.values(SourceKind) as readonly SourceKind[];

export const SOURCE_KIND_LABELS: Readonly<Record<SourceKind, string>> = {
  TELEGRAM_CHANNEL: 'Телеграм-канал',
  ICAL: 'Календарь (iCal)',
  RSS: 'Лента RSS',
  WEB_PAGE: 'Страница сайта',
};

/**
 * How far the source is trusted: REVIEW sends everything to the work stream; AUTO publishes an event when every field
 * it needs was read surely, and sends the rest to the work stream.
 */
export const SourceTrust = { REVIEW: 'REVIEW', AUTO: 'AUTO' } as const;
export type SourceTrust = (typeof SourceTrust)[keyof typeof SourceTrust];
export const SOURCE_TRUSTS = /* @__PURE__ */ Object.values(SourceTrust) as readonly SourceTrust[];

export const SOURCE_TRUST_LABELS: Readonly<Record<SourceTrust, string>> = {
  REVIEW: 'Всё на проверку',
  AUTO: 'Публиковать уверенные',
};

/** ACTIVE is fetched at its interval, PAUSED is not, FAILING is fetched with growing pauses until it answers. */
export const SourceState = { ACTIVE: 'ACTIVE', PAUSED: 'PAUSED', FAILING: 'FAILING' } as const;
export type SourceState = (typeof SourceState)[keyof typeof SourceState];
export const SOURCE_STATES = /* @__PURE__ */ Object.values(SourceState) as readonly SourceState[];

export const SOURCE_STATE_LABELS: Readonly<Record<SourceState, string>> = {
  ACTIVE: 'Работает',
  PAUSED: 'На паузе',
  FAILING: 'Ошибка',
};

/** What became of one item of a source. */
export const SourceItemOutcome = {
  /** Waits in the work stream for a person. */
  REVIEW: 'REVIEW',
  /** Published without a person (a trusted source, every field sure). */
  PUBLISHED: 'PUBLISHED',
  /** The same event was already on Место: the item is linked to it. */
  DUPLICATE: 'DUPLICATE',
  /** Nothing to publish: an item with no date, or one that ended already. */
  SKIPPED: 'SKIPPED',
} as const;
export type SourceItemOutcome = (typeof SourceItemOutcome)[keyof typeof SourceItemOutcome];
export const SOURCE_ITEM_OUTCOMES = /* @__PURE__ */ Object.values(SourceItemOutcome) as readonly SourceItemOutcome[];

export const SOURCE_ITEM_OUTCOME_LABELS: Readonly<Record<SourceItemOutcome, string>> = {
  REVIEW: 'На проверке',
  PUBLISHED: 'Опубликовано',
  DUPLICATE: 'Уже есть на Месте',
  SKIPPED: 'Пропущено',
};

/** How often a calendar, feed or page is fetched, in minutes: the default, and the bounds a venue may choose. */
export const SOURCE_INTERVAL_MINUTES = 60;
export const SOURCE_MIN_INTERVAL_MINUTES = 15;
export const SOURCE_MAX_INTERVAL_MINUTES = 1440;
/** The longest an address of a source may be. */
export const SOURCE_ADDRESS_MAX = 2000;
