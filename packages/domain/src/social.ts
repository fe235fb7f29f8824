import { VISIBILITIES, Visibility } from './enums.ts';
import type { TextRule } from './fields.ts';

// The social layer's rules, shared by the API (which enforces them) and the apps (which explain them).

/** An opinion's rating runs from one to five stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const OPINION_TEXT_RULE: TextRule = { label: 'Текст мнения', max: 4000, multiline: true };
/** The business's answer to an opinion. */
export const FEEDBACK_TEXT_RULE: TextRule = { label: 'Ответ', max: 2000, required: 'Напишите ответ', multiline: true };
/** An opinion carries «был здесь» when its author checked in at the place within these days before writing it. */
export const WAS_THERE_DAYS = 30;

/** A check-in lasts this long unless extended or closed. */
export const VISIT_DEFAULT_MINUTES = 120;
/** One «продлить» adds this much. */
export const VISIT_EXTEND_MINUTES = 60;
/** A visit never lasts longer than this from its start, however often it is extended. */
export const VISIT_MAX_MINUTES = 8 * 60;
/** «N здесь сейчас» is shown only from this many people, so no one is singled out; below it a place says «мало». */
export const HERE_NOW_MIN_SHOWN = 3;

/** The business dashboard's figures: the periods it offers, in days up to today, and the longest the API gives. */
export const BUSINESS_STATS_PERIODS = [7, 30, 90] as const;
export const BUSINESS_STATS_DEFAULT_DAYS = 30;
export const BUSINESS_STATS_MAX_DAYS = 365;

export const ROOM_TITLE_RULE: TextRule = { label: 'Название', max: 120, required: 'Укажите название' };
export const ROOM_DESCRIPTION_RULE: TextRule = { label: 'Описание', max: 2000, multiline: true };
export const ROOM_CAPACITY_MIN = 2;
export const ROOM_CAPACITY_MAX = 500;

/** An event page names at most this many of the friends who go; the rest are a count. */
export const FRIENDS_GOING_SHOWN = 5;
/** A room page names at most this many of its participants. */
export const ROOM_PARTICIPANTS_SHOWN = 50;

/** Global search: what a person types, and how many results each group shows. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_GROUP_LIMIT = 5;

/** What each visibility means, as the editors explain it. */
export const VISIBILITY_HINTS: Readonly<Record<Visibility, string>> = {
  [Visibility.PUBLIC]: 'Видят все, даже без входа',
  [Visibility.FRIENDS]: 'Видят те, с кем вы подписаны друг на друга',
  [Visibility.PRIVATE]: 'Видите вы и те, кому это адресовано: команда заведения или участники комнаты',
  [Visibility.NOTES]: 'Заметка для себя: не видит никто, кроме вас',
};

/**
 * Where a person's default visibilities live in their `specificSettings`: for check-ins and for opinions. Marks on
 * events («Пойду», «Интересно») say where one will be, as a check-in says where one is, so they share its setting.
 */
export const VISIBILITY_SETTINGS = {
  visits: 'defaultVisibility',
  opinions: 'defaultOpinionVisibility',
  attendance: 'defaultVisibility',
} as const;

/** The visibility a person's new check-ins, marks or opinions get unless they choose: their setting, else PUBLIC. */
export function defaultVisibilityOf(
  settings: Readonly<Record<string, unknown>> | null | undefined,
  kind: keyof typeof VISIBILITY_SETTINGS,
): Visibility {
  const chosen = settings?.[VISIBILITY_SETTINGS[kind]];
  return VISIBILITIES.includes(chosen as Visibility) ? (chosen as Visibility) : Visibility.PUBLIC;
}
