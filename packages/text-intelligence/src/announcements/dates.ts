import { instantOfWallClock, type WallClock, wallClockAt, zoneOffsetMs } from '@mesto/domain';
import * as chrono from 'chrono-node';
import { pattern } from '../text/pattern.ts';
import type { Line } from './lines.ts';
import { WEEKDAY, WEEKDAY_NAMES, WEEKDAY_SHORT_FORMS, WEEKDAYS_EVERY, weekdayOf } from './weekdays.ts';

// Dates and times of a line, read by chrono's Russian parser relative to the announcement's own date. What chrono
// misses is rewritten first without changing offsets («30.11» → «30/11», «19.00» → «19:00», «14:00 — 22:00» →
// «14:00 - 22:00»), so spans still point into the original text.

export type Day = { year: number; month: number; day: number };
export type Clock = { hour: number; minute: number };

/**
 * How a date was written: `full` with its year, `no-year` (the next such date is meant), `relative` («завтра»),
 * `weekday` («в эту пятницу»).
 */
export type DateKind = 'full' | 'no-year' | 'relative' | 'weekday';

/** `days`: every day of a list («19 и 20 декабря»), else just `day`. */
export type DateMention = { day: Day; endDay: Day | null; days: Day[]; kind: DateKind; start: number; end: number };
/** `until`: «до 23:00», an end alone; `alternative`: one of several starts («14:00 и 18:00»). */
export type TimeMention = {
  time: Clock;
  endTime: Clock | null;
  until: boolean;
  alternative: boolean;
  start: number;
  end: number;
};
/** `until`: the days the line gives as an end alone («продлится до 31 января»). */
export type LineMentions = {
  dates: DateMention[];
  times: TimeMention[];
  until?: { day: Day; start: number; end: number }[];
};

const CLOCK = /(\d{1,2})[:.](\d{2})/g;
export const MONTH = '(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-я]*';
/** «19 и 20 декабря», «5, 6 и 7 июня»: days listed before one month name. */
// A list starts at its first day: not inside a number nor after «5, » (from every day of a long list, the rest of it
// would be read again). The lookahead lets the lookbehind run at digits only.
const DAY_LIST = pattern(
  String.raw`(?=\d)(?<!\d(?:\s*,\s*)?)((?:\d{1,2}\s*,\s*)*\d{1,2})\s+и\s+(\d{1,2})\s+(${MONTH})`,
  'gi',
);
/** «25, 26, 27 декабря»: three days or more listed with commas only (two could be a house number and a date). */
const DAY_COMMA_LIST = pattern(
  String.raw`(?=\d)(?<!\d(?:\s*,\s*)?)((?:\d{1,2}\s*,\s*)+\d{1,2})\s*,\s*(\d{1,2})\s+(${MONTH})`,
  'gi',
);

const HOUR_WORDS = [
  'час',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
  'десять',
  'одиннадцать',
  'двенадцать',
] as const;
/** The same hours after «с» and «до»: «с восьми вечера», «до двух ночи». */
const HOUR_WORDS_GENITIVE = [
  'часу',
  'двух',
  'трёх',
  'четырёх',
  'пяти',
  'шести',
  'семи',
  'восьми',
  'девяти',
  'десяти',
  'одиннадцати',
  'двенадцати',
] as const;
const HOUR_IN_WORDS = pattern(
  // Only after «в», «с» or «до»: «два дня» alone is two days.
  String.raw`((?:^|\s)(?:в|с|до)\s+)(${[...HOUR_WORDS, ...HOUR_WORDS_GENITIVE].join('|')}|один|одного|трех|четырех)\s+(утра|дня|вечера|ночи)(?![а-яё])`,
  'gi',
);

/** The hour of «девять вечера» (21), «два дня» (14), «двенадцать ночи» (0), «семь утра» (7), «восьми вечера» (20). */
function hourOfWords(word: string, part: string): number {
  const spelled = word
    .replace(/^трех$/, 'трёх')
    .replace(/^четырех$/, 'четырёх')
    .replace(/^одного$/, 'один');
  const genitive = HOUR_WORDS_GENITIVE.indexOf(spelled as (typeof HOUR_WORDS_GENITIVE)[number]);
  const hour =
    spelled === 'один' ? 1 : genitive >= 0 ? genitive + 1 : HOUR_WORDS.indexOf(word as (typeof HOUR_WORDS)[number]) + 1;
  if (part === 'ночи') return hour === 12 ? 0 : hour;
  if (part === 'утра') return hour === 12 ? 0 : hour;
  if (part === 'дня') return hour < 6 ? hour + 12 : hour;
  return hour < 12 ? hour + 12 : hour;
}

/** «полдевятого»: half an hour before the hour named by the ordinal, the ordinals in order from «первого». */
const HALF_ORDINALS = [
  'первого',
  'второго',
  'третьего',
  'четвёртого',
  'пятого',
  'шестого',
  'седьмого',
  'восьмого',
  'девятого',
  'десятого',
  'одиннадцатого',
  'двенадцатого',
] as const;
const HALF_HOUR_IN_WORDS = pattern(
  String.raw`((?:^|\s)(?:в\s+)?)пол(?:-|\s)?(${HALF_ORDINALS.join('|')}|четвертого)\s+(утра|дня|вечера|ночи)(?![а-яё])`,
  'gi',
);

/** «till 6 am», «until 5:00»: an English end. */
const UNTIL_ENGLISH = /(?<![\p{L}])(?:till|until)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![\p{L}\d])/giu;

/** The hour of «6 am» (6), «12 am» (0), «11 pm» (23), «12 pm» (12); a figure without either as it is. */
function hourOfHalf(hour: number, half: string | undefined): number {
  if (half === 'am') return hour === 12 ? 0 : hour;
  if (half === 'pm') return hour === 12 ? 12 : hour + 12;
  return hour;
}

/** «в 5 вечера», «до 2х ночи», «с 8-ми вечера», «в 12 дня»: an hour in figures with the part of the day. */
const HOUR_WITH_PART = /((?:^|\s)(?:в|с|до)\s+)(\d{1,2})(-?(?:х|ти|ми))?\s+(утра|дня|вечера|ночи)(?![а-яё])/giu;

/** The hours said «дня» (12, 1–5): «в 7 дня» is no clock. */
const AFTERNOON_HOURS = [12, 1, 2, 3, 4, 5];

/** A clock in figures, its hour the group: «11:00» (not «14.02», a date). */
const CLOCK_ON_LINE = /(?<!\d)(\d{1,2}):\d{2}(?!\d)/;

/** The line of `text` that holds `offset`. */
function lineAround(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  return text.slice(text.lastIndexOf('\n', offset) + 1, end < 0 ? text.length : end);
}

/** The hour of a figure in a part of the day: «11 ночи» is 23, «2 ночи» is 2, «8 вечера» is 20, «12 ночи» is 0. */
function hourOfFigure(hour: number, part: string): number {
  if (part === 'ночи') return hour === 12 ? 0 : hour >= 9 ? hour + 12 : hour;
  return hourOfPart(hour, part);
}

/** The hour of a clock face (1–12) in a part of the day: 8 «вечера» is 20, 12 «ночи» is 0. */
function hourOfPart(hour: number, part: string): number {
  if (part === 'ночи' || part === 'утра') return hour === 12 ? 0 : hour;
  if (part === 'дня') return hour < 6 ? hour + 12 : hour;
  return hour < 12 ? hour + 12 : hour;
}

/** «28 ноября — 17 января»: a long dash between two dates with their months. */
const DASH_BETWEEN_DATES = pattern(
  String.raw`(\d{1,2}\s+${MONTH}(?:\s+\d{4})?[ \t]+)[—–](?=[ \t]+\d{1,2}\s+${MONTH})`,
  'giu',
);
/** «1-го декабря»: an ordinal ending before a month. */
const ORDINAL_BEFORE_MONTH = pattern(String.raw`(\d{1,2})(-(?:го|ого|е))(?=\s+${MONTH})`, 'gi');
/** «18-го» without its month. */
const DAY_WITHOUT_MONTH = pattern(String.raw`(?<![\d./-])(\d{1,2})(?=-?(?:го|ого)(?![а-яё])(?!\s+${MONTH}))`, 'gi');
/** «в 11-00», «с 18-30» (see prepareForChrono). */
const HOUR_DASH_MINUTES =
  /((?:^|\s)(?:в|с|до|начало|старт)\s)([01]?\d|2[0-3])-(00|2[4-9]|[3-5]\d)(?![\d:\p{L}-]|\.\d)/giu;
/** «в ночь с 6 на 7 января», «В ночь с 31 декабря на 1 января»: the two days of one night, the months said once or twice. */
const NIGHT_OF_DAYS = pattern(
  String.raw`(?<![\p{L}])(?:в\s+)?ночь\s+с\s+(\d{1,2})(?:-?го)?\s+(?:(${MONTH})\s+)?на\s+(\d{1,2})(?:-?е|-?го)?\s+(${MONTH})`,
  'giu',
);
/** «с 8 на 15 декабря»: the old day of a move. */
const DAY_MOVED_FROM = pattern(String.raw`((?:^|\s)со?\s+)(\d{1,2})(?=\s+на\s+\d{1,2}\s+${MONTH})`, 'giu');
/** «день» after a word and before «до» and a clock: «каждый день до 16:00». */
const DAY_BEFORE_UNTIL_CLOCK = /(?<=\p{L}[ \t])день(?=[ \t]+до[ \t]+\d{1,2}[:.]\d{2})/giu;
/** Same-length rewrites of what chrono's Russian parser does not read. */
/** A clock, then «до» and a day with its month: the space between them. */
const CLOCK_BEFORE_UNTIL_DAY = pattern(String.raw`(\d{1,2}:\d{2})[ \t](?=до[ \t]+\d{1,2}[ \t]+${MONTH})`, 'giu');

export function prepareForChrono(text: string): string {
  return (
    text
      // «19.00», «21.30» after «в», «с», «до», «начало» or with minutes that cannot be a month are times;
      // otherwise «30.11», «7.12» are dates without a year. At the end of a sentence («… 20.11 и 27.11.») only a date
      // is read, and not after «до» («возврат до 20.11.»).
      .replace(/(^|[^\d.])(\d{1,2})\.(\d{2})(?!\.?\d)/g, (match, before: string, a: string, b: string, offset, all) => {
        const at = (offset as number) + match.length;
        const head = (all as string).slice(Math.max(0, (offset as number) - 8), (offset as number) + before.length);
        const first = Number(a);
        const second = Number(b);
        const timeContext = /(?:^|\s)(?:в|с|до|по|начало|старт)\s*$/i.test(head);
        const validTime = first <= 23 && second <= 59;
        const validDate = first >= 1 && first <= 31 && second >= 1 && second <= 12;
        if ((all as string)[at] === '.') return validDate && !timeContext ? `${before}${a}/${b}` : match;
        if (validTime && (timeContext || !validDate)) return `${before}${a}:${b}`;
        if (validDate) return `${before}${a}/${b}`;
        return match;
      })
      // «31/12 → 01/01»: an arrow between two dates is a range.
      .replace(/(\d{1,2}\/\d{1,2})([ \t]?)→(?=[ \t]?\d{1,2}\/\d{1,2})/g, '$1$2-')
      // «28 ноября — 17 января»: a long dash between two dates with their months is a range too.
      .replace(DASH_BETWEEN_DATES, '$1-')
      // A dash between two clocks with spaces around it is a range, and so is an arrow: «23:00 → 06:00».
      .replace(/(\d{1,2}:\d{2}\s+)[—–](\s+\d{1,2}:\d{2})/g, '$1-$2')
      .replace(/(\d{1,2}:\d{2}[ \t]?)→(?=[ \t]?\d{1,2}:\d{2})/g, '$1-')
      // «1-го декабря»: the ordinal ending is left out.
      .replace(ORDINAL_BEFORE_MONTH, (_, day: string, tail: string) => `${day}${' '.repeat(tail.length)}`)
      // «в девять вечера», «в семь утра», «в два дня»: an hour in words with the part of the day.
      .replace(HOUR_IN_WORDS, (match: string, lead: string, word: string, part: string) => {
        const clock = `${lead}${hourOfWords(word.toLowerCase(), part.toLowerCase())}:00`;
        return clock.length <= match.length ? clock.padEnd(match.length, ' ') : match;
      })
      // «в 5 вечера», «до 3 ночи», «с 8-ми вечера»: an hour in figures that chrono reads as the morning's after a date
      // («14 февраля в 5 вечера» was 05:00), never with a case ending nor before «ночи» («с 22 до 4 утра» it reads
      // right, as a range, which a clock after «до» alone would break: «до 4 утра» is left to it). «В 2 дня» on a line that
      // gives a clock is a count of days («Фестиваль в 2 дня, … начало в 11:00»).
      .replace(
        HOUR_WITH_PART,
        (
          match: string,
          lead: string,
          hour: string,
          ending: string | undefined,
          part: string,
          offset: number,
          whole: string,
        ) => {
          const lower = part.toLowerCase();
          if (ending === undefined && lower === 'утра' && /до\s+$/i.test(lead)) return match;
          if (
            lower === 'дня' &&
            (AFTERNOON_HOURS.indexOf(Number(hour)) < 0 || CLOCK_ON_LINE.test(lineAround(whole, offset)))
          ) {
            return match;
          }
          const clock = `${lead}${hourOfFigure(Number(hour), lower)}:00`;
          return Number(hour) <= 12 && clock.length <= match.length ? clock.padEnd(match.length, ' ') : match;
        },
      )
      // «start 23:30 till 6 am», «until 5:00»: an English end, read as «до».
      .replace(UNTIL_ENGLISH, (match: string, hour: string, minute: string | undefined, half: string | undefined) => {
        const figure = Number(hour);
        if (figure > 23 || (half && figure > 12)) return match;
        const clock = `до ${hourOfHalf(figure, half?.toLowerCase())}:${minute ?? '00'}`;
        return clock.length <= match.length ? clock.padEnd(match.length, ' ') : match;
      })
      // «В пятницу, 18-го»: a day without its month, which chrono would read as an hour (see dayOfMonth).
      .replace(DAY_WITHOUT_MONTH, (day: string) => ' '.repeat(day.length))
      // «в полдевятого вечера»: half past the hour before the one named (20:30).
      .replace(HALF_HOUR_IN_WORDS, (match: string, lead: string, ordinal: string, part: string) => {
        const named = HALF_ORDINALS.indexOf(ordinal.toLowerCase().replace('четвертого', 'четвёртого') as never) + 1;
        const hour = hourOfPart(named === 1 ? 12 : named - 1, part.toLowerCase());
        const clock = `${lead}${hour}:30`;
        return clock.length <= match.length ? clock.padEnd(match.length, ' ') : match;
      })
      // «с 21:00 до полуночи»: a range that ends at midnight. Only after the start it ends: «бар работает до
      // полуночи» alone is when a place closes, not when the event ends.
      .replace(
        /((?:^|\s)с\s+\d{1,2}(?::\d{2})?\s+(?:и\s+)?до\s+)полуночи(?![а-яё])/gi,
        (_, lead: string) => `${lead}00:00   `,
      )
      // «Каждый день до 16:00», «весь день до 18:00»: chrono reads «день до 16:00» as a span from the afternoon, no
      // hour of its start; the word «день» before «до» and a clock names no date, and without it «до 16:00» is an end.
      .replace(DAY_BEFORE_UNTIL_CLOCK, (day: string) => ' '.repeat(day.length))
      // «в 19 30» typed without its colon: a time.
      .replace(
        /((?:^|\s)(?:в|с|до|начало)\s)([01]?\d|2[0-3]) ([0-5]\d)(?=[\s,.!)]|$)(?!\s*(?:мин|метр|м(?![\p{L}])|км|руб|р\.|₽|челов|мест|лет|год|шт|%))/giu,
        (_, lead: string, hour: string, minute: string) => `${lead}${hour}:${minute}`,
      )
      // «начало в 11-00», «с 18-30»: an hour and its minutes written with a dash, not a range from eleven to
      // midnight; minutes that are no hour («30», «45») or none («00»).
      .replace(HOUR_DASH_MINUTES, (_, lead: string, hour: string, minute: string) => `${lead}${hour}:${minute}`)
      // «ежедневно 12:00–22:00 до 28 февраля»: chrono reads nothing of hours followed by «до» and a day; a bracket
      // before «до» parts them (the day is still read as an end alone).
      .replace(CLOCK_BEFORE_UNTIL_DAY, '$1(')
      // «переносится с 8 на 15 декабря»: the day before «на» is the old date, not eight o'clock.
      // «в ночь с 6 на 7 января, 23:30», «в ночь с 31 декабря на 1 января … с 00:30»: the night's evening day for a clock
      // of the evening, its morning day for one after midnight, never a move from one day to the other.
      .replace(
        NIGHT_OF_DAYS,
        (
          match: string,
          first: string,
          firstMonth: string | undefined,
          second: string,
          month: string,
          offset: number,
          whole: string,
        ) => {
          const clock = CLOCK_ON_LINE.exec(lineAround(whole, offset + match.length));
          const morning = clock !== null && Number(clock[1]) < 12;
          const day = morning ? `${second} ${month}` : `${first} ${firstMonth ?? month}`;
          return day.padStart(match.length, ' ');
        },
      )
      .replace(DAY_MOVED_FROM, (_, lead: string, day: string) => `${lead}${' '.repeat(day.length)}`)
      // «19 ч.», «19 часов» after a date or a comma: an hour.
      .replace(
        /(,\s*|\sв\s)(\d{1,2})\s?ч(?:ас(?:ов|а)?)?\.?(?=\s|,|$)/gi,
        (match: string, lead: string, hour: string) => {
          const clock = `${lead}${hour}:00`;
          return clock.length <= match.length ? clock.padEnd(match.length, ' ') : match;
        },
      )
  );
}

const dayOf = (components: chrono.ParsedComponents): Day => ({
  year: components.get('year') ?? 0,
  month: components.get('month') ?? 0,
  day: components.get('day') ?? 0,
});

const compareDays = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day;

/** A day and month without a year: the next such date on or after the reference day. */
function nextOccurrence(day: Day, reference: Day): Day {
  const candidate = { ...day, year: reference.year };
  return compareDays(candidate, reference) < 0 ? { ...candidate, year: reference.year + 1 } : candidate;
}

/**
 * A day and month without a year that a move was planned for: it may have passed already or be still to come, so the
 * one nearest the reference: a year back, this year or the next.
 */
function nearestOccurrence(day: Day, reference: Day): Day {
  const at = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
  const distance = (d: Day) => Math.abs(at(d) - at(reference));
  const candidates = [-1, 0, 1].map((shift) => ({ ...day, year: reference.year + shift }));
  return candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
}

/**
 * «должен был пройти», «был запланирован на», «планировался», «изначально», «вместо»: what a move's old day is said
 * after. The day is past, or the one planned before the move.
 */
const PLANNED_BEFORE =
  /(?<![\p{L}])(?:долж\p{L}*\s+был\p{L}*(?:\s+(?:пройти|состояться|начаться|открыться))?|был\p{L}*\s+(?:запланирован|назначен)\p{L}*(?:\s+на)?|планировал\p{L}*(?:\s+на)?|изначально(?:\s+на)?|вместо)\s*$/iu;

/** The dash between a move's old day and its new one: «вместо 5 декабря — 19 декабря». */
const MOVED_TO = /\s?[—–-]\s*(?=\d)/u;

/** «К», «ко» opening a line (after signs only), right before a date: «🌷 К 8 Марта». */
const TOWARDS = /^[^\p{L}\p{N}]*ко?\s+$/iu;

/**
 * A run of days written without a year that is already under way when the post is written («выставка открыта с 17
 * октября по 29 ноября», posted on 2 November): it began before the post and ends after it, so it is this run, not
 * the next year's. `day` and `endDay` as read (the first day already moved to its next occurrence); both a year back
 * when that run holds the reference day, else as they are.
 */
function runUnderway(day: Day, endDay: Day, reference: Day): { day: Day; endDay: Day } {
  const earlier = { ...day, year: day.year - 1 };
  const earlierEnd = { ...endDay, year: endDay.year - 1 };
  if (compareDays(earlier, reference) < 0 && compareDays(earlierEnd, reference) >= 0)
    return { day: earlier, endDay: earlierEnd };
  return { day, endDay };
}

function kindOf(result: chrono.ParsedResult): DateKind | null {
  const start = result.start;
  if (start.isCertain('day') && start.isCertain('month')) {
    if (!start.isCertain('year')) return 'no-year';
    // Casual words («завтра», «сегодня») make the year certain too, but are written without digits.
    return /\d{4}|\d{1,2}[./]\d{1,2}[./]\d{2}/.test(result.text) ? 'full' : 'relative';
  }
  if (start.isCertain('weekday')) return 'weekday';
  return null;
}

/**
 * The kind of date a result is, or null when it is a word that only looks like one: «день» in «билет на день»,
 * «недели» in «программа недели», a weekday in a name («Джазовый четверг») rather than «в пятницу».
 */
function meaningfulKind(result: chrono.ParsedResult, before: string): DateKind | null {
  const kind = kindOf(result);
  if (kind === 'relative' && !/сегодня|завтра|послезавтра/i.test(result.text)) return null;
  // «в пятницу», or a weekday that starts a sentence («… на Ленина, 58. Воскресенье, 18:00.»).
  // A line that opens with one is read by weekdayLed («Пятница, 12»: the day of the month, not noon).
  const sentenceStart =
    /[.!?…]\s+$/.test(before) &&
    /^\p{Lu}/u.test(result.text) &&
    !/\d(?![\d:.])/.test(result.text.replace(/\d{1,2}[:.]\d{2}/g, ''));
  if (
    kind === 'weekday' &&
    !sentenceStart &&
    !/^(?:в|во)\s/i.test(result.text) &&
    !/(?:^|\s)(?:в|во)\s*$/i.test(before) &&
    // «в это воскресенье», «в ближайшую субботу»: chrono reads the weekday alone.
    !THIS_WEEKDAY.test(before)
  )
    return null;
  return kind;
}

/** «в это воскресенье», «в ближайшую субботу»: chrono reads the weekday alone. */
const THIS_WEEKDAY = /(?<![\p{L}])(?:в|во)\s+(?:это|эту|этот|ближайш\p{L}*)\s*$/iu;

/**
 * Words before a time that make it the end: «окончание около 21:30», «завершение в 22:00», «закончим к 23:00»,
 * «финал — около 18:00» (a final «about» an hour ends a day of games; «финал в 19:00» alone may be the event itself),
 * «в воскресенье закрываемся в 18:00» (a festival's or a fair's last hour), «возвращение около 17:00» (a trip's return:
 * an excursion ends where it began), «возвращение в Армавир около 22:00» (a trip's return to a town it names),
 * «закрытие и награждение около 16:00» (a closing or an award «about» an hour ends a day of games, like a final),
 * «окончание лова — 14:00» (the end of what the event is, named by one word; not «окончание регистрации»).
 */
const ENDING =
  /(?:(?:(?:окончани[ея]|завершени[ея])(?:\s+(?!регистрац|запис|при[её]м|продаж|заявок|сбор)\p{L}+)?|заканчива\p{L}*|закончим|закрываемся|закроемся|финиш|(?:возвращени[ея]|возвращаемся|верн[её]мся)(?:\s+(?:в|на)\s+\p{L}+(?:-\p{L}+)*)?)[\s:—–-]*(?:(?:в|около|примерно|к|до)\s*)?|(?:финал|закрыти[ея]|награждени[ея]|подведени[ея]\s+итогов)(?:\s+и\s+(?:финал|закрыти[ея]|награждени[ея]))?[\s:—–-]*(?:около|примерно|ориентировочно)\s*)$/iu;
/**
 * «отправление в 10:00, прибытие в Тынду около 18:00», «прибываем обратно в 21:30»: a trip's arrival after its
 * departure ends it. Read as an end only after an earlier hour of the same line: «прибытие в 9:00» alone is when to
 * come, and «прибытие участников к 9:00» is a gathering.
 */
const ARRIVAL =
  /(?:прибыти[ея]|прибываем|прибудем)(?:\s+обратно)?(?:\s+(?:в|на)\s+\p{L}+(?:-\p{L}+)*)?[\s:—–-]*(?:(?:в|около|примерно|ориентировочно)\s*)?$/iu;
/**
 * «салют в полночь», «шампанское в полночь» on a line of the New Year's night: a moment of the programme, not when
 * the evening starts; midnight said in words next to fireworks, chimes or the New Year.
 */
const MIDNIGHT_MOMENT =
  /новогодн|(?<![\p{L}])нов\p{L}*\s+год|(?<![\d])31(?:\s+декабр|[./]12)|курант|салют|фейерверк|шампанск/iu;
/** How far before a time the words of its end may start: «возвращение в Екатеринбург около 22:00». */
const ENDING_REACH = 40;

/** What follows an hour after «до» when it is the hour a price holds until: «— free», «вход свободный», «скидка». */
const PRICE_UNTIL = /^\s*(?:[—–-]\s*)?(?:free|бесплатн|свободн|вход|скидк)/iu;
/** «…, до 22:00»: «до» opens its clause after a comma (not «танцуем до 23:00 — вход свободный»). */
const OPENS_CLAUSE = /(?:^|[,;]\s*)до\s*$/iu;
/** «для девушек до 22:00 — свободный», «девушкам до 23:00 бесплатно»: whom a price until an hour is for. */
const GUESTS_UNTIL = /(?<![\p{L}])(?:для\s+\p{L}{3,}|\p{L}{3,}(?:ам|ям))\s+до\s*$/iu;

/** «Касса работает вт–сб с 12 до 19», «часы работы кассы: 10:00–19:00»: the box office's hours, not the event's. */
const BOX_OFFICE =
  /(?<![\p{L}])(?:касс[аы]\s+(?:работает|открыта|открывается)|касса\s*:|(?:часы|время)\s+работы\s+кассы?)(?![\p{L}])[^.;!?]{0,30}$/iu;
/** How far before a time the box office may be named. */
const BOX_OFFICE_REACH = 40;

/** «31 декабря и 1 января музей закрыт», «5 января — выходной»: days a place is closed, said in a clause of their own. */
const CLOSED = /(?<![\p{L}])(?:закрыт[аоы]?|не\s+работа\p{L}*)(?![\p{L}])|[—–-]\s*выходн(?:ой|ые)(?![\p{L}])/iu;

/** An hour a run's clause gives as its daily hours: «ежедневно 12:00–22:00 до 28 февраля». */
const DAILY_BEFORE = /(?<![\p{L}])(?:ежедневно|каждый\s+день)[^.;!?]{0,12}$/iu;

/** A unit of measure after a number: a distance, a weight, an age, a share. */
const MEASURED = /^\s*(?:км|м|метр\p{L}*|километр\p{L}*|кг|лет|года?|%)(?![\p{L}])/iu;

/**
 * «регистрация команд до 19:45», «запись — до 18:00», «заявки принимаются до 12:00»: until when one signs up, not when
 * the event ends; said of signing up and at most two words of who or how between it and «до».
 */
const SIGN_UP_UNTIL =
  /(?:регистрац|запис[ьи]|заявк|при[её]м\s+заявок)\p{L}*(?:\s+(?:команд|участник\p{L}*|игрок\p{L}*|гост\p{L}*|зрител\p{L}*|принима\p{L}*|открыт\p{L}*|ид[её]т|вед[её]тся|продлится|на\s+\p{L}+)){0,2}[\s:—–-]*до\s*$/iu;
/**
 * «караоке до утра, с 21:00»: chrono reads «утра, с 21:00» as one time after «до»; the «до» is of the word, and the
 * clock after «с» or «в» in the next clause is a start.
 */
const WORD_THEN_CLOCK = /^(\p{L}+[ \t]*,[ \t]*)(?:с|со|в)[ \t]+\d/u;
/** «до закрытия (в 23:00)»: the words before a time that say it is when the place closes. */
const UNTIL_CLOSING = /(?<![\p{L}])до\s+закрытия\s*(?:[(,:—–-]\s*)?(?:в\s*)?$/iu;

/**
 * chrono's readings of a text, none ending inside a word: «в 23:00 Всенощное бдение» is read by chrono as «в 23:00
 * Всен», a weekday abbreviation («вс») and more letters, which would leave «ощное бдение» as the title. A reading that
 * stops inside a word is read again without that word, and dropped when nothing is left of it.
 */
function wordBoundResults(text: string, reference: Date): chrono.ParsedResult[] {
  const results: chrono.ParsedResult[] = [];
  for (const result of chrono.ru.parse(text, reference, { forwardDate: true })) {
    const end = result.index + result.text.length;
    if (!(/\p{L}$/u.test(result.text) && /^\p{L}/u.test(text.slice(end)))) {
      results.push(result);
      continue;
    }
    // The reading up to the space before the word it cuts.
    const whole = /^(.*\S)\s+\p{L}*$/su.exec(result.text)?.[1];
    const again = whole ? chrono.ru.parse(whole, reference, { forwardDate: true })[0] : undefined;
    if (again?.index !== 0) continue;
    // Read from the reading's own start: its offset is that of the first reading.
    (again as { index: number }).index = result.index;
    results.push(again);
  }
  return results;
}

/** The dates and times a line mentions, with offsets into the whole text. */
export function mentionsOf(line: Line, reference: WallClock): LineMentions {
  const prepared = prepareForChrono(line.text);
  // chrono reads a Date's local fields: give it the zone's wall clock as a local time.
  const referenceDate = new Date(reference.year, reference.month - 1, reference.day, reference.hour, reference.minute);
  const referenceDay: Day = { year: reference.year, month: reference.month, day: reference.day };
  const dates: DateMention[] = [];
  const times: TimeMention[] = [];
  // «продлится до 31 января»: a date read as an end alone.
  const lastDays: { day: Day; start: number; end: number }[] = [];
  const quoted = [...line.text.matchAll(QUOTED_NAME)].map((match): [number, number] => [
    match.index,
    match.index + match[0].length,
  ]);
  for (const result of wordBoundResults(prepared, referenceDate)) {
    const certain = (component: chrono.Component) => result.start.isCertain(component);
    // Durations («40 мин», «через 2 часа») and ages or years alone («12 лет», «(1979)») are not when it happens.
    const alone = (['month', 'day', 'weekday', 'hour'] as const).every((component) => !certain(component));
    if (certain('timezoneOffset') || alone) continue;
    // «Как читать Бажова сегодня», «Полночь в Париже»: words of a name in quotes say nothing of when.
    if (quoted.some(([from, to]) => result.index >= from && result.index + result.text.length <= to)) continue;
    // «до утра, с 21:00»: the time starts at its own clause, the word before it is left to the text.
    const wordFirst = WORD_THEN_CLOCK.exec(result.text);
    const start = line.start + result.index + (wordFirst?.[1]?.length ?? 0);
    // A rewrite shorter than its words is padded with spaces («в полдевятого вечера» → «в 20:30»): they are its too.
    let tail = result.index + result.text.length;
    const padding = /^ +/.exec(prepared.slice(tail))?.[0].length ?? 0;
    const padded = line.text.slice(tail, tail + padding).trimEnd().length;
    if (padded > 0 && line.text.slice(tail, tail + padded).trim() !== '') tail += padded;
    const end = line.start + tail;
    const before = prepared.slice(Math.max(0, result.index - 6), result.index);
    // «окончание около 21:30», «завершение в 22:00»: when it ends, said apart.
    const wider = prepared.slice(Math.max(0, result.index - ENDING_REACH), result.index);
    const arrival =
      ARRIVAL.test(wider) &&
      times.some((time) => !time.until && time.time.hour * 60 + time.time.minute < clockOfResult(result));
    const ending = ENDING.test(wider) || arrival;
    // «до 23:00», «(до 20.12)».
    // «до закрытия (в 23:00)», «до закрытия — в 23:00»: the hour the place closes is the end.
    const closing = UNTIL_CLOSING.test(prepared.slice(Math.max(0, result.index - 24), result.index));
    const until = (/(?:^|[\s(])до\s*$/i.test(before) && !wordFirst) || ending || closing;
    if (/(?:^|[\s(])после\s*$/i.test(before)) continue;
    // «К 8 Марта — мастер-классы», «Ко 2 апреля — …»: a line opened by «к» and a day names the occasion (or a
    // deadline), not when it is. Inside a line the day is kept: its words are left out of a title with it.
    if (TOWARDS.test(prepared.slice(0, result.index)) && !result.start.isCertain('hour')) continue;
    // «1/4 финала», «1/8 финала»: a stage of a cup, not a date.
    if (/^\s*финал/i.test(prepared.slice(result.index + result.text.length, result.index + result.text.length + 8)))
      continue;
    // «комедия в 2 действиях», «в 3 залах»: a bare number before a plural noun counts things, it is no hour.
    const after = prepared.slice(result.index + result.text.length, result.index + result.text.length + 12);
    if (/^(?:в|во)?\s*\d{1,2}$/iu.test(result.text.trim()) && COUNTED.test(after)) continue;
    // «вход 300, до 22:00 — free», «до 23:00 вход свободный»: the hour a price holds until, not when it ends.
    if (until && PRICE_UNTIL.test(after) && (OPENS_CLAUSE.test(before) || GUESTS_UNTIL.test(wider))) continue;
    // «Касса работает вт–сб с 12 до 19»: when tickets are sold, not when anything happens.
    if (BOX_OFFICE.test(prepared.slice(Math.max(0, result.index - BOX_OFFICE_REACH), result.index))) continue;
    // «Старт в 20:00, регистрация команд до 19:45»: a deadline to sign up, neither a start nor an end.
    if (until && !ending && !closing && SIGN_UP_UNTIL.test(wider)) continue;
    // «Дистанции 3 и 10 км», «5 и 10 лет»: numbers without a clock's colon before a measure are no hours.
    if (!/\d[:.]\d{2}/u.test(result.text) && MEASURED.test(after)) continue;
    // «школьники 1–9 классов», «группы по 8–12 человек»: two bare numbers before what they count are no hours.
    if (BARE_RANGE.test(result.text.trim()) && COUNTED_BY_RANGE.test(after)) continue;
    const wideBefore = prepared.slice(Math.max(0, result.index - 16), result.index);
    const kind = meaningfulKind(result, wideBefore);
    // «28 декабря — 11:00 и 14:00, 30 декабря — 11:00»: chrono reads the clocks of one day with the next day named
    // after a comma. Behind a date of the line they are that date's: each part keeps its own span.
    const clocksFirst = kind && dates.length > 0 ? CLOCKS_BEFORE_DATE.exec(result.text) : null;
    const dateFrom = clocksFirst ? start + clocksFirst[0].length : start;
    const clocksTo = clocksFirst ? start + (clocksFirst[1] ?? '').length : end;
    if ((kind === 'no-year' || kind === 'full') && until) {
      const day = dayOf(result.start);
      lastDays.push({ day: kind === 'no-year' ? nextOccurrence(day, referenceDay) : day, start, end });
    }
    if (kind && !until) {
      // «в это воскресенье»: the words before the weekday are part of the date.
      const lead = kind === 'weekday' ? (THIS_WEEKDAY.exec(wideBefore)?.[0].length ?? 0) : 0;
      let day = dayOf(result.start);
      // «должен был пройти 20 марта, переносится на …», posted on 29 March: the old day of a move has passed.
      const planned = PLANNED_BEFORE.test(prepared.slice(Math.max(0, result.index - ENDING_REACH), result.index));
      if (kind === 'no-year') day = planned ? nearestOccurrence(day, referenceDay) : nextOccurrence(day, referenceDay);
      let endDay: Day | null = null;
      if (result.end?.isCertain('day')) {
        endDay = dayOf(result.end);
        if (!result.end.isCertain('year')) endDay = { ...endDay, year: day.year };
        if (compareDays(endDay, day) < 0) endDay = { ...endDay, year: endDay.year + 1 };
        if (compareDays(endDay, day) === 0) endDay = null;
        if (endDay && kind === 'no-year') ({ day, endDay } = runUnderway(day, endDay, referenceDay));
      }
      // «Вместо 5 декабря — 19 декабря»: after a move's old day, a dash gives the new one, not the end of a run.
      const moved = planned && endDay ? MOVED_TO.exec(result.text) : null;
      if (moved && endDay) {
        const newDay = nextOccurrence(endDay, referenceDay);
        const at = start + moved.index;
        dates.push({ day, endDay: null, days: [day], kind, start: dateFrom - lead, end: at });
        dates.push({ day: newDay, endDay: null, days: [newDay], kind, start: at + moved[0].length, end });
      } else dates.push({ day, endDay, days: [day], kind, start: dateFrom - lead, end });
    }
    // «утром», «ночью» alone say too little to set a time.
    // «Два дня, 12 групп»: chrono reads «дня» as the afternoon and the number after it as its hour.
    const daysCounted = DAYS_COUNTED.test(result.text) && !/\d[:.]\d{2}/u.test(result.text);
    // «на вечерние спектакли — 500–1800 ₽»: numbers without a clock's colon before rubles are a price.
    const priced = !/\d[:.]\d{2}/u.test(result.text) && RUBLES_AFTER.test(prepared.slice(tail, tail + 8));
    // «салют в полночь» on the New Year's night: a moment of the evening, not its start.
    const midnightMoment = /полночь/iu.test(result.text) && MIDNIGHT_MOMENT.test(line.text);
    if (
      result.start.isCertain('hour') &&
      /\d|полдень|полночь/i.test(result.text) &&
      !daysCounted &&
      !priced &&
      !midnightMoment
    ) {
      let time: Clock = { hour: result.start.get('hour') ?? 0, minute: result.start.get('minute') ?? 0 };
      let endTime: Clock | null = result.end?.isCertain('hour')
        ? { hour: result.end.get('hour') ?? 0, minute: result.end.get('minute') ?? 0 }
        : null;
      if (endTime && endTime.hour === time.hour && endTime.minute === time.minute) endTime = null;
      // «14:00 и 18:00» is two starts, not a range.
      const clocks = [...result.text.matchAll(CLOCK)];
      const [first, second] = clocks;
      if (clocks.length === 2 && first && second && endTime) {
        const between = result.text.slice((first.index ?? 0) + first[0].length, second.index);
        if (/^\s*(?:и|,)\s*$/i.test(between)) {
          times.push({ time, endTime: null, until: false, alternative: true, start, end: clocksTo });
          times.push({ time: endTime, endTime: null, until: false, alternative: true, start, end: clocksTo });
          continue;
        }
      }
      // «с 23:00 и до 6 утра»: chrono puts the earlier clock first; the one written first is the start.
      const written = /(\d{1,2}):\d{2}/.exec(result.text)?.[1];
      if (endTime && written !== undefined && Number(written) === endTime.hour && Number(written) !== time.hour)
        [time, endTime] = [endTime, time];
      times.push({ time, endTime, until: until && !endTime, alternative: false, start, end: clocksTo });
    }
  }
  dottedRanges(line, dates, times, referenceDay);
  runsOfDays(line, dates, times, lastDays, referenceDay);
  // «сеансы в 12:00 и в 15:00», «— 11:00, 16:40», «в 12:00, 15:00 и 18:00»: starts read apart, one per session.
  // A run joins by its first start; starts chrono read together («15:00 и 18:00») move with the one they joined.
  const moved = new Map<number, number>();
  for (const [index, second] of times.entries()) {
    const first = times[index - 1];
    const joined = moved.get(second.start);
    if (joined !== undefined && second.alternative) {
      second.start = joined;
      continue;
    }
    if (!first || first.until || second.until) continue;
    // «12:00–14:00 и 16:00–18:00»: two sessions with their hours, the second after the first has closed.
    const ranges = first.endTime && second.endTime && clockOrder(first.endTime, second.time) < 0;
    if ((first.endTime || second.endTime) && !ranges) continue;
    const between = line.text.slice(first.end - line.start, second.start - line.start);
    if (!(ranges ? RANGES_JOIN : SESSION_JOIN).test(between)) continue;
    first.alternative = true;
    second.alternative = true;
    moved.set(second.start, first.start);
    second.start = first.start;
  }
  // «Каждую субботу декабря — 5, 12, 19 и 26»: chrono reads none of the days, or some as hours («15 и 22»).
  const weekly = weeklyDays(line, referenceDay);
  if (weekly) {
    const inside = (m: { start: number; end: number }) => m.start < weekly.end && m.end > weekly.start;
    dates.splice(0, dates.length, weekly, ...dates.filter((date) => !inside(date)));
    times.splice(0, times.length, ...times.filter((time) => !inside(time)));
  }
  // «В пятницу, 18-го»: the day of the month says more than the weekday beside it.
  if (dates.every((date) => date.kind === 'weekday')) {
    const ofMonth = dayOfMonth(line, referenceDay);
    const weekday = dates[0];
    // One date from both, its span over both when they stand together, so neither is left in a title.
    if (ofMonth && weekday && dates.length === 1 && Math.abs(ofMonth.start - weekday.end) <= 4)
      dates.splice(0, 1, { ...ofMonth, start: weekday.start, end: Math.max(weekday.end, ofMonth.end) });
    else if (ofMonth) dates.splice(0, dates.length, ofMonth);
  } else {
    // «В четверг, 12 ноября … А в субботу, 14-го, с 12 до 15 — …»: beside a full date, a weekday with the day of the
    // month after it is that day, counted from the date before it.
    for (const [index, date] of dates.entries()) {
      if (date.kind !== 'weekday') continue;
      const earlier = dates.slice(0, index).findLast((other) => other.kind !== 'weekday');
      const ofMonth = dayOfMonthAfter(line, date.end, earlier?.day ?? referenceDay);
      if (ofMonth) dates[index] = { ...ofMonth, start: date.start, end: Math.max(date.end, ofMonth.end) };
    }
  }
  // «Чт, 26 — квиз»: a weekday read alone gives way to the day of the month after it.
  if (dates.every((date) => date.kind === 'weekday')) {
    const led = weekdayLed(line, referenceDay);
    if (led && (dates.length === 0 || led.kind !== 'weekday')) {
      dates.splice(0, dates.length, led);
      // «Пятница, 12»: the number is the day, not noon.
      return {
        dates: withListedDays(line, dates),
        // «16 ср, 18:30»: chrono reads «16 ср,» as an hour, its span a little past the day's; «Суббота, 17:00» is a
        // clock read with the weekday.
        times: times.filter((time) => {
          const clock = /\d[:.]\d{2}/.test(line.text.slice(time.start - line.start, time.end - line.start));
          return time.end <= led.start || (time.end > led.end && (time.start >= led.end || clock));
        }),
      };
    }
  }
  movedToDay(line, dates);
  return { dates: openDays(line, withListedDays(line, joinedDays(line, dates)), times), times, until: lastDays };
}

/** Minutes past midnight of the hour a result starts at, or -1 when it gives none. */
function clockOfResult(result: chrono.ParsedResult): number {
  if (!result.start.isCertain('hour')) return -1;
  return (result.start.get('hour') ?? 0) * 60 + (result.start.get('minute') ?? 0);
}

/** The bounds of the clause around an offset of a line: from the last sentence mark before it to the next after. */
function clauseBounds(line: Line, offset: number): [number, number] {
  const at = offset - line.start;
  const head = line.text.slice(0, at);
  const from = Math.max(head.lastIndexOf('.'), head.lastIndexOf(';'), head.lastIndexOf('!'), head.lastIndexOf('?'));
  const tail = /[.;!?]/u.exec(line.text.slice(at));
  return [line.start + from + 1, tail ? offset + tail.index : line.start + line.text.length];
}

/**
 * «Часы работы: вт–вс 10:00–17:00. 31 декабря и 1 января музей закрыт»: days a clause says the place is closed, with no
 * hour of their own, are no days of an event.
 */
function openDays(line: Line, dates: DateMention[], times: readonly TimeMention[]): DateMention[] {
  return dates.filter((date) => {
    const [from, to] = clauseBounds(line, date.start);
    const clause = line.text.slice(from - line.start, to - line.start);
    return !CLOSED.test(clause) || times.some((time) => time.start >= from && time.end <= to);
  });
}

/** «Сб 19.12 и Вс 20.12»: between two dates, «и» and a weekday at most. */
const DAYS_JOIN = pattern(String.raw`^[ \t]*и(?:[ \t]+(?:${WEEKDAY})[,.]?)?[ \t]*$`, 'iu');

/**
 * «Сб 19.12 и Вс 20.12, 11:00–17:00»: two days running, written in figures and joined by «и», which chrono reads as
 * two dates, are one list of days, as «19 и 20 декабря» is.
 */
function joinedDays(line: Line, dates: DateMention[]): DateMention[] {
  for (let i = dates.length - 1; i > 0; i -= 1) {
    const first = dates[i - 1] as DateMention;
    const second = dates[i] as DateMention;
    const single = (date: DateMention) => !date.endDay && date.days.length === 1 && date.kind !== 'weekday';
    // Days apart («28.11 и 5.12») are read date by date already; two days running are a weekend's run.
    if (!single(first) || !single(second) || !sameDay(nextDay(first.day), second.day)) continue;
    if (!DAYS_JOIN.test(line.text.slice(first.end - line.start, second.start - line.start))) continue;
    dates.splice(i - 1, 2, { ...first, days: [first.day, second.day], end: second.end });
  }
  return dates;
}

/** «переносим с 5 декабря на 12-е»: the new day named by its number alone, in the old date's month or the next. */
const MOVED_TO_DAY = pattern(
  String.raw`(?<![\p{L}])со?\s+\d{1,2}\s+${MONTH}(?:\s+\d{4})?\s+на\s+(\d{1,2})-?(?:е|ое|го)(?![\p{L}\p{N}])`,
  'iu',
);

function movedToDay(line: Line, dates: DateMention[]): void {
  const match = MOVED_TO_DAY.exec(line.text);
  if (!match) return;
  const start = line.start + match.index;
  const old = dates.find((date) => date.start >= start && date.start < start + match[0].length && !date.endDay);
  const number = Number(match[1]);
  if (!old || number < 1 || number > 31) return;
  let day: Day = { ...old.day, day: number };
  if (number <= old.day.day)
    day =
      old.day.month === 12 ? { year: old.day.year + 1, month: 1, day: number } : { ...day, month: old.day.month + 1 };
  const at = start + match[0].search(/\d{1,2}-?(?:е|ое|го)$/iu);
  dates.splice(dates.indexOf(old) + 1, 0, {
    day,
    endDay: null,
    days: [day],
    kind: old.kind,
    start: at,
    end: start + match[0].length,
  });
}

/**
 * «14.03–17.03», «14.03 - 17.03.2027», «с 14.03 по 17.03», «14–17.03»: a run of days written in figures, which chrono
 * reads as two dates, a date and an hour, or hours («с 14.03 по 17.03» as 14:03–17:03). Not amounts: «1.5–2.5 часа».
 */
const DOTTED_RANGE =
  /(?<![\d./:])(\d{1,2})(?:[./](\d{1,2}))?(?:[./](\d{4}|\d{2}))?[ \t]*([–—-]|по)[ \t]*(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?(?![\d/]|\.\d|[ \t]*(?:ч(?![\p{L}])|час|мин|км|кг|м(?![\p{L}])|л(?![\p{L}])|%|₽|р(?![\p{L}])|руб|тыс|млн))/gu;
/** «с», «в», «до», «начало» right before: «с 10.11–12.11» may be hours. */
const TIME_LEAD = /(?:^|\s)(?:в|с|до|начало|старт)\s*$/iu;

function dottedRanges(line: Line, dates: DateMention[], times: TimeMention[], reference: Day): void {
  for (const match of line.text.matchAll(DOTTED_RANGE)) {
    const [, d1, m1, y1, joint, d2, m2, y2] = match;
    const endDay: Day = { year: 0, month: Number(m2), day: Number(d2) };
    const day: Day = { year: 0, month: m1 === undefined ? endDay.month : Number(m1), day: Number(d1) };
    if ([day, endDay].some((d) => d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31)) continue;
    // «14–17.03» needs its first day before the second; a dash after «с» may join hours.
    if (m1 === undefined && (joint === 'по' || day.day >= endDay.day)) continue;
    if (joint !== 'по' && TIME_LEAD.test(line.text.slice(Math.max(0, match.index - 8), match.index))) continue;
    const year = (y: string | undefined) => (y === undefined ? null : y.length === 2 ? 2000 + Number(y) : Number(y));
    const first = year(y1) ?? year(y2);
    let start = first === null ? nextOccurrence(day, reference) : { ...day, year: first };
    let end: Day = { ...endDay, year: year(y2) ?? start.year };
    if (compareDays(end, start) < 0) end = { ...end, year: end.year + 1 };
    if (compareDays(end, start) <= 0) continue;
    if (first === null) ({ day: start, endDay: end } = runUnderway(start, end, reference));
    const from = line.start + match.index;
    const to = from + match[0].length;
    const apart = (mention: { start: number; end: number }) => mention.end <= from || mention.start >= to;
    const kept = dates.filter(apart);
    const mention: DateMention = {
      day: start,
      endDay: end,
      days: [start],
      kind: first === null ? 'no-year' : 'full',
      start: from,
      end: to,
    };
    const at = kept.findIndex((date) => date.start > from);
    kept.splice(at < 0 ? kept.length : at, 0, mention);
    dates.splice(0, dates.length, ...kept);
    // «14.03 — 17.03, 19:00»: a clock read with the last day stays, from where it is written.
    const clocked = times.flatMap((time) => {
      if (apart(time)) return [time];
      const clock = /\d{1,2}[:.]\d{2}/u.exec(line.text.slice(to - line.start, time.end - line.start));
      return clock ? [{ ...time, start: to + clock.index }] : [];
    });
    times.splice(0, times.length, ...clocked);
  }
}

/** What may hold until a date without the event running to it: a discount, a call for entries, a presale. */
const NOT_A_RUN = /скидк|заявк|регистрац|запис|при[её]м|предпродаж|билет|льгот|акци|промокод/iu;

/**
 * «с 20 декабря по 10 января, 10:00–21:00» (chrono reads the second date with the hours, apart), «откроется 20 ноября и
 * продлится до 31 января»: one date running to a later one on the same line is a run of days.
 */
function runsOfDays(
  line: Line,
  dates: DateMention[],
  times: readonly TimeMention[],
  lastDays: readonly { day: Day; start: number; end: number }[],
  reference: Day,
) {
  const at = (offset: number) => offset - line.start;
  for (let i = 0; i < dates.length; i += 1) {
    const date = dates[i] as DateMention;
    if (date.endDay || date.days.length > 1 || date.kind === 'weekday') continue;
    const next = dates[i + 1];
    // «с» before the first date, or the first of chrono's words for it.
    const from =
      /(?:^|\s)с\s*$/iu.test(line.text.slice(Math.max(0, at(date.start) - 3), at(date.start))) ||
      /^с\s/iu.test(line.text.slice(at(date.start)));
    if (next && next.kind !== 'weekday' && from && /^\s*по\s+$/iu.test(line.text.slice(at(date.end), at(next.start)))) {
      const endDay = compareDays(next.day, date.day) > 0 ? next.day : { ...next.day, year: next.day.year + 1 };
      dates.splice(i + 1, 1);
      const run = date.kind === 'no-year' ? runUnderway(date.day, endDay, reference) : { day: date.day, endDay };
      dates[i] = { ...date, ...run, days: [run.day], end: next.end };
      continue;
    }
    // «открыта с 17 октября, продлится до 29 ноября», posted in November: the first day is this year's.
    const underway = (until: Day) =>
      date.kind === 'no-year' && compareDays(until, date.day) < 0
        ? runUnderway(date.day, { ...until, year: until.year + 1 }, reference).day
        : date.day;
    const last = lastDays.find((until) => until.start >= date.end && compareDays(until.day, underway(until.day)) > 0);
    // «Вернисаж 4 декабря в 18:00, выставка продлится до 10 января»: a date with its own time is an event at that
    // time (an opening), not the first day of the run.
    // Daily hours («ежедневно 12:00–22:00 до 28 февраля») are the run's, not an opening's.
    const daily = (time: TimeMention) =>
      time.endTime !== null && DAILY_BEFORE.test(line.text.slice(Math.max(0, at(time.start) - 24), at(time.start)));
    const timed = times.some(
      (time) => time.start >= date.start && last !== undefined && time.end <= last.start && !daily(time),
    );
    const clause = last ? line.text.slice(at(date.end), at(last.end)) : '';
    if (last && !timed && !NOT_A_RUN.test(clause) && (!next || next.start > last.start)) {
      const first = underway(last.day);
      dates[i] = { ...date, day: first, days: [first], endDay: last.day };
    }
  }
}

/** «11:00 и 14:00, » before a day and its month: the clocks of the day named before them. */
const CLOCKS_BEFORE_DATE = pattern(
  String.raw`^(\d{1,2}:\d{2}(?:\s*(?:и|,)\s*\d{1,2}:\d{2})*)\s*[,;]\s*(?=\d{1,2}\s+${MONTH})`,
  'iu',
);

/** «в 2 действиях», «в 3 залах», «в 2 отделениях»: a number before a plural noun after «в» counts things. */
const COUNTED = /^\s+\p{L}{2,}(?:ах|ях)(?![\p{L}])/iu;

/** «1–9», «8-12»: two numbers joined by a dash, without a clock's minutes or a word of time. */
const BARE_RANGE = /^\d{1,2}\s*[–—-]\s*\d{1,2}$/u;
/**
 * What a range of numbers counts rather than hours: school years («классов», «кл.»), people («человек», «чел.»,
 * «участников», «игроков», «детей», «гостей»), teams, ages («лет»), places and pieces.
 */
const COUNTED_BY_RANGE =
  /^\s*(?:класс|кл\.|кл(?![\p{L}])|чел|участник|игрок|дет|гост|команд|лет(?![\p{L}])|год|мест|шт)/iu;

/** Rubles right after a number: «₽», «руб.», «р.». */
const RUBLES_AFTER = /^\s*(?:₽|руб|р\.|р(?![\p{L}]))/iu;

/** «два дня», «3 дня», «оба дня»: a count of days, not the afternoon. */
const DAYS_COUNTED = /^(?:\d{1,2}|два|три|четыре|оба)\s+дня(?![\p{L}])/iu;

/** A name in quotes: «…» or “…”, at most 80 characters. */
const QUOTED_NAME = /«[^«»\n]{1,80}»|“[^“”\n]{1,80}”/gu;

/**
 * What joins two starts of sessions: «и», a comma, «, и», with «в» before the second; after the first a remark in
 * brackets of whom it is for: «10:00 (для детей 3–5 лет), 12:00 (6–9 лет)», «11:00 (1–4 классы) и 13:00».
 */
const SESSION_JOIN =
  /^\s*(?:\((?:для\s[^()\n]{0,40}|[^()\n]{0,24}(?:лет|класс\p{L}*|\d\+))\)\s*)?(?:,|и|,\s*и)\s*(?:в\s+)?$/iu;
/** Between two sessions' hours: «и» alone (a comma may list a day's opening hours around a break). */
const RANGES_JOIN = /^\s*и\s*(?:с\s+)?$/iu;
const clockOrder = (a: Clock, b: Clock) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute);

/** «25-го», «3-го числа» without a month. */
const DAY_OF_MONTH = /(?<![\p{L}\p{N}./-])(\d{1,2})-?(?:го|ого)(?![\p{L}\p{N}])(?:\s+числа)?/iu;
const MONTH_AFTER = pattern(String.raw`^\s+${MONTH}`, 'i');

/** «в филармонии 25-го, в 19:00»: the day of this month, or of the next when it is past. */
function dayOfMonth(line: Line, reference: Day): DateMention | null {
  const match = DAY_OF_MONTH.exec(line.text);
  if (!match) return null;
  if (MONTH_AFTER.test(line.text.slice(match.index + match[0].length))) return null;
  const number = Number(match[1]);
  if (number < 1 || number > 31) return null;
  let day: Day = { ...reference, day: number };
  if (number < reference.day) {
    const next =
      reference.month === 12 ? { year: reference.year + 1, month: 1 } : { ...reference, month: reference.month + 1 };
    day = { ...next, day: number };
  }
  const start = line.start + match.index;
  return { day, endDay: null, days: [day], kind: 'no-year', start, end: start + match[0].length };
}

/** The day of the month said right after an offset («, 14-го»): the first such day on or after the reference. */
function dayOfMonthAfter(line: Line, offset: number, reference: Day): DateMention | null {
  for (const match of line.text.matchAll(DAYS_OF_MONTH)) {
    const start = line.start + match.index;
    if (start < offset - 4) continue;
    if (start > offset + 4) return null;
    if (MONTH_AFTER.test(line.text.slice(match.index + match[0].length))) return null;
    const number = Number(match[1]);
    if (number < 1 || number > 31) return null;
    let day: Day = { ...reference, day: number };
    if (number < reference.day)
      day =
        reference.month === 12
          ? { year: reference.year + 1, month: 1, day: number }
          : { ...reference, month: reference.month + 1, day: number };
    return { day, endDay: null, days: [day], kind: 'no-year', start, end: start + match[0].length };
  }
  return null;
}
const DAYS_OF_MONTH = pattern(DAY_OF_MONTH.source, 'giu');

/** «Новогодняя ночь», «встречаем 2027», «встреча Нового года»: the night of 31 December. */
const NEW_YEARS_EVE =
  /(?<![\p{L}])(?:новогодн\p{L}*\s+ноч\p{L}*|встреч\p{L}*\s+нового\s+года|встречаем\s+(?:новый\s+год|20\d\d))(?![\p{L}])/iu;

/**
 * A post about New Year's Eve that gives no date («Новогодняя ночь в «Пятом углу» … Начало в 21:00»): the coming
 * 31 December. Read only when no line of the post gives a date.
 */
export function newYearsEve(line: Line, reference: Day): DateMention | null {
  const match = NEW_YEARS_EVE.exec(line.text);
  if (!match) return null;
  // The coming one: a post of January is about the last night of its own year.
  const day = { year: reference.year, month: 12, day: 31 };
  // An empty span: «Новогодняя ночь» names the event too, and a date's words are blanked out of a title.
  const start = line.start + match.index;
  return { day, endDay: null, days: [day], kind: 'no-year', start, end: start };
}

/** «каждую среду», «по четвергам»: a weekly event. */
const RECURRING = pattern(
  String.raw`(?<![\p{L}])(?:кажд(?:ую|ый|ое)\s+(${WEEKDAY_NAMES})|по\s+(${WEEKDAYS_EVERY}))(?![\p{L}])`,
  'iu',
);

/**
 * A post about a weekly event that gives no date («караоке каждую среду с восьми вечера»): its next one, from the
 * day it is posted on. Read only when no line of the post gives a date.
 */
export function recurringDay(line: Line, reference: Day): DateMention | null {
  const match = RECURRING.exec(line.text);
  if (!match) return null;
  const weekday = weekdayOf(match[1] ?? match[2] ?? '');
  if (weekday < 0) return null;
  let day = reference;
  for (let i = 0; i < 7 && new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() !== weekday; i += 1)
    day = nextDay(day);
  const start = line.start + match.index;
  return { day, endDay: null, days: [day], kind: 'weekday', start, end: start + match[0].length };
}

/**
 * A line that opens with a weekday, in a bill or a week's digest: «Пятница, 12», «Вс, 7», «🎤 Четверг — караоке».
 * A number after the weekday (and no month) is the day of the month. A numbered item may open with its number:
 * «1. Вт, 15 — …».
 */
const WEEKDAY_LED = pattern(
  String.raw`^[^\p{L}\p{N}]{0,6}(?:\d{1,2}[.)][ \t]+)?(${WEEKDAY})(?![\p{L}\p{N}])(?:[ \t,.]{0,4}(\d{1,2})(?![\d:.]|[ \t]{0,3}\p{L}))?`,
  'iu',
);

/** «15 (вт) 19:00 — «Ревизор»», «19, сб — …», «22 вт 19:00 — …»: a bill's line led by the day of the month and its weekday. */
const DAY_LED = pattern(
  String.raw`^[^\p{L}\p{N}]{0,6}(\d{1,2})[ \t]*(?:\([ \t]*(${WEEKDAY_SHORT_FORMS})[ \t]*\)|(?:,[ \t]*|(?<=[ \t]))(${WEEKDAY_SHORT_FORMS})(?![\p{L}\p{N}]))`,
  'iu',
);

function weekdayLed(line: Line, reference: Day): DateMention | null {
  const led = WEEKDAY_LED.exec(line.text);
  const dayFirst = led ? null : DAY_LED.exec(line.text);
  const match = led ?? dayFirst;
  if (!match) return null;
  const weekday = weekdayOf((led ? led[1] : (dayFirst?.[2] ?? dayFirst?.[3])) ?? '');
  if (weekday < 0) return null;
  const start = line.start + (match.index ?? 0) + (led ? match[0].indexOf(match[1] ?? '') : match[0].search(/\d/u));
  const end = line.start + (match.index ?? 0) + match[0].length;
  const number = led ? match[2] : match[1];
  const dayNumber = number === undefined ? null : Number(number);
  // The first day from the reference on that is this weekday (and, when given, this day of the month).
  let day = reference;
  for (let i = 0; i < 400; i += 1, day = nextDay(day)) {
    const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
    if (date.getUTCDay() !== weekday) continue;
    if (dayNumber !== null && day.day !== dayNumber) continue;
    return { day, endDay: null, days: [day], kind: dayNumber === null ? 'weekday' : 'no-year', start, end };
  }
  return null;
}

/** The month a name starts like, from 1 («январь», «января») to 12. */
const MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];
const monthOfName = (name: string) => {
  const lower = name.toLowerCase();
  return MONTH_STEMS.findIndex((stem) => lower.startsWith(stem) && (stem !== 'ма' || /^ма[йя]$/u.test(lower))) + 1;
};
/** «Каждую субботу декабря — 5, 12, 19 и 26», «по пятницам января: 8, 15, 22»: the days of a weekly event, listed. */
const WEEKLY_DAYS = pattern(
  String.raw`(?<![\p{L}])(?:кажд\p{L}+|по)\s+\p{L}+\s+(${MONTH})\s*(?:[—–:(-]\s*)?(\d{1,2}(?:\s*,\s*\d{1,2})*(?:(?:\s*,)?\s*и\s+\d{1,2})?)(?!\d|[:.]\d)`,
  'iu',
);

/** The listed days of a weekly event, when its line lists them after the month (chrono misreads such a list). */
function weeklyDays(line: Line, reference: Day): DateMention | null {
  const match = WEEKLY_DAYS.exec(line.text);
  if (!match) return null;
  const month = monthOfName(match[1] ?? '');
  const numbers = [...(match[2] ?? '').matchAll(/\d{1,2}/gu)].map((number) => Number(number[0]));
  // Two days or more, going up: «5, 12, 19 и 26».
  if (
    month < 1 ||
    numbers.length < 2 ||
    numbers.some((n, i) => n < 1 || n > 31 || (i > 0 && n <= (numbers[i - 1] ?? 0)))
  )
    return null;
  const days = numbers.map((day) => nextOccurrence({ year: reference.year, month, day }, { ...reference, day: 1 }));
  const first = days[0];
  if (!first) return null;
  const start = line.start + match.index;
  return { day: first, endDay: null, days, kind: 'no-year', start, end: start + match[0].length };
}

/** chrono reads only the last day of «19 и 20 декабря»: the days listed before it join that date. */
function withListedDays(line: Line, dates: DateMention[]): DateMention[] {
  const lists = [...line.text.matchAll(DAY_LIST), ...line.text.matchAll(DAY_COMMA_LIST)];
  for (const list of lists) {
    const listStart = line.start + (list.index ?? 0);
    const listEnd = listStart + list[0].length;
    const date = dates.find((d) => d.start < listEnd && d.end > listStart && !d.endDay && d.days.length === 1);
    if (!date) continue;
    const earlier = (list[1] ?? '').split(',').map((day) => Number(day.trim()));
    // The days of a list go up: «5, 12, 25 декабря»; «Энгельса, 24, 25 декабря» is an address and a date.
    const ordered = [...earlier, date.day.day].every((day, i, all) => i === 0 || day > (all[i - 1] ?? 0));
    if (!ordered) continue;
    date.days = [...earlier.map((day) => ({ ...date.day, day })), date.day];
    date.day = date.days[0] ?? date.day;
    date.start = Math.min(date.start, listStart);
    date.end = Math.max(date.end, listEnd);
  }
  return dates;
}

/** ISO 8601 of a wall-clock time in the zone, with the zone's offset at that time («2026-11-26T20:00:00+03:00»). */
export function isoInZone(day: Day, clock: Clock, timeZone: string): string {
  const instant = instantOfWallClock({ ...day, ...clock, second: 0 }, timeZone);
  const actual = wallClockAt(instant.getTime(), timeZone);
  const offsetMinutes = Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  return (
    `${pad(actual.year, 4)}-${pad(actual.month)}-${pad(actual.day)}T${pad(actual.hour)}:${pad(actual.minute)}:00` +
    `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  );
}

/** The day after (calendar arithmetic, no zone involved). */
export function nextDay(day: Day): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const sameDay = (a: Day, b: Day) => compareDays(a, b) === 0;
export { compareDays };

/** Numbers people write in words before «часа»: «около двух часов», «полтора часа». */
const NUMBER_WORDS: readonly [RegExp, number][] = [
  [/^полтор|^полутор/, 1.5],
  [/^од(?:ин|ного|ном)/, 1],
  [/^дв[аух]/, 2],
  [/^тр[иёе]/, 3],
  [/^четыр/, 4],
  [/^пят/, 5],
];

/**
 * Minutes an event lasts when the text says so: «Продолжительность 2 ч 40 мин», «длительность — около 3 часов»,
 * «Продолжительность — 40 минут», «маршрут — около двух часов», «1,5 часа с антрактом», «Хронометраж 2 ч 15 мин»,
 * «Идём 2,5 часа», «⏱ 2 часа», «⏳ 2 часа 10 минут», «длится около часа» (an hour without a number is one),
 * «Каждая по 1,5 часа», «продолжительность — час двадцать» (minutes in words after the hours), «два с половиной часа»,
 * «1ч40м».
 */
export function durationMinutes(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) {
    // «Продолжительность вместе с игровой программой у ёлки — 1 час 30 минут»: what the length counts, said at length
    // between the word and a dash.
    const long = LONG_LENGTH_LEAD.exec(text);
    if (long) return durationMinutes(`продолжительность ${text.slice(long.index + long[0].length)}`);
    return loneLength(text) ?? bracketLength(text);
  }
  // «Фильм идёт три часа, после — обсуждение за чаем»: the show's length, and something after it; the evening ends
  // later than the show, when the post does not say.
  if (FOLLOWED.test(text.slice(match.index + match[0].length, match.index + match[0].length + 40))) return null;
  const amount = match[1] ?? '';
  // «около часа» is an hour; minutes are always counted.
  if (amount === '' && !/^час/i.test(match[2] ?? '')) return null;
  // «два с половиной часа»: half an hour more.
  const half = HALF_MORE.test(amount) ? 0.5 : 0;
  const whole = amount.replace(HALF_MORE, '').trim();
  const number =
    half +
    (amount === ''
      ? 1
      : /\d/.test(whole)
        ? Number(whole.replace(',', '.'))
        : (NUMBER_WORDS.find(([pattern]) => pattern.test(whole.toLowerCase()))?.[1] ?? 0));
  const minutes = /^мин/i.test(match[2] ?? '') ? number : number * 60;
  const total = Math.round(minutes) + Number(match[3] ?? 0) + minutesInWords(match[4]);
  return total > 0 && total <= 24 * 60 ? total : null;
}

/**
 * A talk that follows a length in its sentence or opens the next: «, после — обсуждение», «. Затем — разговор с
 * режиссёром». The evening goes on as long as people talk; a photo with the heroes after a children's show does not
 * make it longer.
 */
const FOLLOWED =
  /^[^.!?\n]{0,16}(?:[.!?][ \t]*)?(?:а[ \t]+)?(?:после(?:[ \t]+(?:него|неё|нее|этого|показа|фильма|спектакля|концерта|лекции))?|затем|потом|далее)[ \t]*(?:[—–:-][ \t]*)?(?:обсужд|дискусс|разговор|бесед|чаепити|вопрос|встреч)/iu;

/** «с половиной» after a number of hours. */
const HALF_MORE = /(?<![\p{L}])с\s+половиной$/iu;

/** Minutes said in words after the hours («час двадцать», «два часа сорок пять минут»). */
const MINUTE_WORDS: readonly [RegExp, number][] = [
  [/^десять/, 10],
  [/^пятнадцать/, 15],
  [/^двадцать/, 20],
  [/^тридцать/, 30],
  [/^сорок/, 40],
  [/^пятьдесят/, 50],
];

/** «двадцать» is 20, «сорок пять» 45, nothing 0. */
function minutesInWords(words: string | undefined): number {
  if (!words) return 0;
  const lower = words.toLowerCase();
  const tens = MINUTE_WORDS.find(([start]) => start.test(lower))?.[1] ?? 0;
  return tens + (/\sпять$/u.test(lower) ? 5 : 0);
}
// A clause goes on to the figure («Продолжительность с обсуждением — около 3,5 часов»), not past a comma: «идёт в двух
// действиях, антракт 15 мин» is no length. «Каждая по 1,5 часа» gives each item of a programme its length. «Идём в кино в 2 часа» is a time, not a length.
// «Программа на 90 минут», «экскурсия на 2 часа»: what the event is, and «на» with its length.
// «Занятия по 2 часа», «Встречи по 40 минут»: a sentence opened by what the items are, each of the length after «по»
// (not «Перерывы по 10 минут», nor «Выступления по 5 минут», a slot of each speaker).
const DURATION =
  /(?:продолжительност|длительност|хронометраж|длится|длятся|(?<![а-яё])(?:идёт|идет|идём|идем)|маршрут|займёт|займет|⏱|⏳|⌛|(?:программ|концерт|шоу|спектакл|лекци|экскурси|рассчитан)[а-яё]{0,3}\s+на(?=\s)|кажд[а-яё]{1,3}(?:\s+[а-яё-]+)?\s*(?:[—–-]\s*)?по(?=\s)|(?:^|\n|[.!?]\s+)(?!перерыв|антракт|пауз|выступлени|доклад)[а-яё]{3,}\s+по(?=\s+\d))[^\d\n,;!?]{0,30}?(?<!(?:^|\s)в\s)(?:((?:\d+(?:[.,]\d+)?|полтор[а-я]*|полутор[а-я]*|од(?:ин|ного|ном)|дв[аух]+|тр[иёех]+|четыр[а-яё]*|пят[иь])(?:\s+с\s+половиной)?)\s*)?(?<![а-яё])(ч(?![а-яё])|час(?:а|ов)?(?![а-яё])|мин[а-яё]*)\.?(?:\s*(\d+)\s*(?:мин|м(?![а-яё]))|\s+((?:двадцать|тридцать|сорок|пятьдесят)(?:\s+пять)?|десять|пятнадцать)(?![а-яё]))?/i;

/**
 * «… как устроен контрабас. 40 минут, билет 300 ₽.», «2 часа. Вход свободный», «🕑 1 час 30 минут без антракта»: a
 * length that is a sentence or a line of its own (after a bullet or a sign), or opens one before a comma. Nothing after it but punctuation: «5 минут от метро» says where, not how long.
 */
const LONE_LENGTH =
  /(?:^[^\p{L}\p{N}\s]{0,3}[ \t]*|[.!?…][ \t]+|(?:^|[.!?…][ \t]*)[^\d\n.!?…,;:]{1,30},[ \t]+)(\d{1,3})[ \t]*(мин(?:ут[аы]?)?|час(?:а|ов)?)(?:[ \t]*(\d{1,2})[ \t]*мин(?:ут[аы]?)?)?(?:[ \t]+(?:с|без)[ \t]+(?:антракт|перерыв)\p{L}*)?(?=[ \t]*(?:[.,;!]|$))/mu;

/** «Продолжительность <what it counts> — »: the word of a length, then up to a dash before the figure. */
const LONG_LENGTH_LEAD =
  /(?:продолжительност|длительност|хронометраж)\p{L}*[^\d\n,;!?—–:]{0,60}[—–:][ \t]*(?=\d|около|примерно)/iu;

/** «(комедия, 2 ч с антрактом)», «(2 часа)»: a length in brackets, after what the show is at most. */
const BRACKET_LENGTH =
  /\((?:[^(),\n]{1,40},[ \t]*)?(\d{1,2}(?:[.,]5)?)[ \t]*(?:ч|час(?:а|ов)?)\.?(?:[ \t]*(\d{1,2})[ \t]*мин\p{L}*\.?)?(?:[ \t]+(?:с|без)[ \t]+(?:антракт|перерыв)\p{L}*)?\)/u;

function bracketLength(text: string): number | null {
  const match = BRACKET_LENGTH.exec(text);
  if (!match) return null;
  const total = Math.round(Number((match[1] ?? '').replace(',', '.')) * 60) + Number(match[2] ?? 0);
  return total > 0 && total <= LONE_HOURS * 60 ? total : null;
}

/** At most this many hours, a lone «N часа» is a length rather than the hour it starts at. */
const LONE_HOURS = 5;

function loneLength(text: string): number | null {
  const match = LONE_LENGTH.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  const inMinutes = /^мин/u.test(match[2] ?? '');
  // «19 часов» alone on a line is when it starts: a length in hours alone is short.
  if (!inMinutes && number > LONE_HOURS) return null;
  const total = (inMinutes ? number : number * 60) + Number(match[3] ?? 0);
  return total > 0 && total <= 24 * 60 ? total : null;
}

/**
 * «(3 ч 04 мин)», «(1 ч. 35 мин.)», «(2 ч 50 мин, один антракт)», «(3 ч 30 мин с антрактом)» on a cinema's or a
 * theatre's item, «(моноспектакль, 1 ч 20 мин)» after what the item is: the running time of that item alone.
 */
const RUNNING_TIME =
  /\((?:[^(),\n]{1,40},[ \t]*)?(\d{1,2})\s*ч\.?\s*(\d{1,2})\s*мин(?:ут[аы]?)?\.?(?![\p{L}])[^()\n]{0,40}\)/u;

/**
 * «— «Андрей Рублёв» (1966), 205 мин», «— мюзикл «Алые паруса» (12+), 2 ч 20 мин»: a bill's item that ends with its
 * length after a comma, nothing but the figures (not «, антракт 15 мин»).
 */
const TRAILING_LENGTH =
  /,[ \t]*(?:(\d{1,2})[ \t]*ч(?:ас(?:а|ов)?)?\.?(?:[ \t]*(\d{1,2})[ \t]*мин(?:ут[аы]?)?\.?)?|(\d{2,3})[ \t]*мин(?:ут[аы]?)?\.?)[ \t]*$/mu;

/** Minutes a bill's item lasts by its own running time in brackets, or by a stated length on its line. */
export function itemMinutes(text: string): number | null {
  const running = RUNNING_TIME.exec(text);
  if (running) return Number(running[1]) * 60 + Number(running[2]);
  const trailing = TRAILING_LENGTH.exec(text);
  if (trailing) {
    const minutes = trailing[3] ? Number(trailing[3]) : Number(trailing[1]) * 60 + Number(trailing[2] ?? 0);
    if (minutes > 0 && minutes <= 24 * 60) return minutes;
  }
  return durationMinutes(text);
}

/** A quoted name and the length said right after it: «„Чайка“ — 2 ч 40 мин», ««Ревизор»: 2 часа 10 минут». */
const NAMED_LENGTH =
  /[«"“]([^«»"“”\n]{1,80})[»"”][ \t]*(?:[—–:-][ \t]*)?(?:около[ \t]+)?(\d{1,2}(?:[.,]\d)?)[ \t]*(ч(?![\p{L}])|час(?:а|ов)?(?![\p{L}])|мин\p{L}*)\.?(?:[ \t]*(\d{1,2})[ \t]*мин)?/giu;
/** A line that states lengths: «Продолжительность:», «Хронометраж», «Длительность спектаклей». */
const LENGTH_LINE = /продолжительност|длительност|хронометраж/iu;

/**
 * «Продолжительность: «Чайка» — 2 ч 40 мин, «Ревизор» — 2 ч 10 мин»: a bill's lengths said once, each of a show
 * named in quotes. The lengths by the names (in lower case), or null when a text says no such thing of `least` names.
 */
export function namedLengths(text: string, least = 2): Map<string, number> | null {
  const lengths = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!LENGTH_LINE.test(line)) continue;
    for (const match of line.matchAll(NAMED_LENGTH)) {
      const number = Number((match[2] ?? '').replace(',', '.'));
      const minutes = /^мин/iu.test(match[3] ?? '') ? number : number * 60 + Number(match[4] ?? 0);
      if (minutes > 0 && minutes <= 24 * 60) lengths.set((match[1] ?? '').trim().toLowerCase(), Math.round(minutes));
    }
  }
  return lengths.size >= least ? lengths : null;
}

/** A weekday named anywhere in a line: «(сб, 18:00)», «в воскресенье», «Вт —», «Субботний стендап». */
const WEEKDAY_WORD = pattern(
  String.raw`(?<![\p{L}])(${WEEKDAY}|субботн\p{L}*|воскресн\p{L}*|пятничн\p{L}*)(?![\p{L}])`,
  'iu',
);
/** «в субботу и воскресенье», «сб и вс»: a second weekday joined to the first. */
const AND_WEEKDAY = pattern(String.raw`^\s*(?:и|,)\s*(?:в\s+|во\s+)?(${WEEKDAY})(?![\p{L}])`, 'iu');
/** At most this many days, a range is a weekend's or a week's digest whose items name their weekdays. */
const DIGEST_DAYS = 7;

/**
 * The day inside a range («выходные 12–13 декабря») that a line's weekday names («• стендап в Чердаке (сб, 20:00)»),
 * or null when the line names none or the range holds no such day. «В субботу и воскресенье … сеансы оба дня в
 * 14:00» is both days.
 */
export function weekdayWithin(line: Line, range: DateMention): DateMention | null {
  const { endDay } = range;
  if (!endDay) return null;
  // «вт–вс 10:00–18:00», «каждую субботу в 14:00»: hours or a weekly event over the run, not one day of it.
  if (WEEKDAY_RANGE.test(line.text) || RECURRING.test(line.text)) return null;
  const match = WEEKDAY_WORD.exec(line.text);
  if (!match) return null;
  const second = AND_WEEKDAY.exec(line.text.slice(match.index + match[0].length));
  const weekdays = [match[1], second?.[1]].filter((word) => word !== undefined).map((word) => weekdayOf(word));
  const days: Day[] = [];
  let day = range.day;
  for (let i = 0; i < DIGEST_DAYS && compareDays(day, endDay) <= 0; i += 1, day = nextDay(day)) {
    if (weekdays.includes(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay())) days.push(day);
  }
  const first = days[0];
  if (!first) return null;
  const start = line.start + match.index;
  const end = second ? start + match[0].length + second.index + second[0].length : start + match[0].length;
  return { day: first, endDay: null, days, kind: 'no-year', start, end };
}

const WEEKDAY_SHORT = `(?:${WEEKDAY})`;
/** «вт–вс», «с понедельника по пятницу»: days of the week a place is open. */
const WEEKDAY_RANGE = pattern(
  String.raw`(?<![\p{L}])${WEEKDAY_SHORT}\s*[–—-]\s*${WEEKDAY_SHORT}(?![\p{L}])|(?<![\p{L}])с\s+понедельника\s+по\s+`,
  'iu',
);
