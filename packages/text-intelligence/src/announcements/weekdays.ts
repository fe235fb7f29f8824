// The days of the week as posts write them, for every reader that looks for one: a date («в субботу», «Пятница, 12»,
// «15 (вт)»), a weekly event («по четвергам»), opening hours («вт–вс»), a word that is not a street or a title.

/** The short forms: «пн», «вт», … «вс». */
export const WEEKDAY_SHORT_FORMS = 'пн|вт|ср|чт|пт|сб|вс';

/** A weekday's name in the singular, in the cases a date is said with: «пятница», «в пятницу», «до пятницы», «к пятнице». */
export const WEEKDAY_NAMES = 'понедельник|вторник|сред[аеуы]|четверг|пятниц[аеуы]|суббот[аеуы]|воскресень[еяю]';

/** «по пятницам»: every such day. */
export const WEEKDAYS_EVERY = 'понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям';

/** A weekday by its name or its short form (an alternation, to be grouped where it is used). */
export const WEEKDAY = `${WEEKDAY_NAMES}|${WEEKDAY_SHORT_FORMS}`;

const SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const STEMS = ['воскрес', 'понедельник', 'вторник', 'сред', 'четверг', 'пятн', 'суббот'];

/**
 * The weekday (0 is Sunday, as Date counts) of a word read as one — its name in any case or number, its short form, or
 * its adjective («субботний», «пятничный») — or -1.
 */
export function weekdayOf(word: string): number {
  const lower = word.toLowerCase();
  const short = SHORT.indexOf(lower);
  return short >= 0 ? short : STEMS.findIndex((stem) => lower.startsWith(stem));
}
