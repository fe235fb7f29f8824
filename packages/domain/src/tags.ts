// Three separate lists on purpose: a place is described, an opinion praises, feedback complains;
// the same word (e.g. MUSIC, BEER) means something different in each and may evolve independently.

/** What a place is. */
export const PlaceTag = { BAR: 'BAR', OUTDOOR: 'OUTDOOR', MUSIC: 'MUSIC' } as const;
export type PlaceTag = (typeof PlaceTag)[keyof typeof PlaceTag];
export const PLACE_TAGS = /* @__PURE__ */ Object.values(PlaceTag) as readonly PlaceTag[];
export const PLACE_TAG_LABELS: Readonly<Record<PlaceTag, string>> = {
  BAR: 'Бар',
  OUTDOOR: 'На открытом воздухе',
  MUSIC: 'Музыка',
};

/** What a visitor praises in an opinion. */
export const OpinionTag = {
  BEER: 'BEER',
  PASTA: 'PASTA',
  ENTOURAGE: 'ENTOURAGE',
  COCKTAILS: 'COCKTAILS',
  MUSIC: 'MUSIC',
  PEOPLE: 'PEOPLE',
} as const;
export type OpinionTag = (typeof OpinionTag)[keyof typeof OpinionTag];
export const OPINION_TAGS = /* @__PURE__ */ Object.values(OpinionTag) as readonly OpinionTag[];
export const OPINION_TAG_LABELS: Readonly<Record<OpinionTag, string>> = {
  BEER: 'Пиво',
  PASTA: 'Паста',
  ENTOURAGE: 'Атмосфера',
  COCKTAILS: 'Коктейли',
  MUSIC: 'Музыка',
  PEOPLE: 'Люди',
};

/** What feedback to the venue concerns. */
export const FeedbackTag = { BEER: 'BEER', DRINKS: 'DRINKS', FURNITURE: 'FURNITURE', INTERIOR: 'INTERIOR' } as const;
export type FeedbackTag = (typeof FeedbackTag)[keyof typeof FeedbackTag];
export const FEEDBACK_TAGS = /* @__PURE__ */ Object.values(FeedbackTag) as readonly FeedbackTag[];
export const FEEDBACK_TAG_LABELS: Readonly<Record<FeedbackTag, string>> = {
  BEER: 'Пиво',
  DRINKS: 'Напитки',
  FURNITURE: 'Мебель',
  INTERIOR: 'Интерьер',
};
