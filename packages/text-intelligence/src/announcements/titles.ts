import { cutText } from '@mesto/domain';
import type { TextSpan } from '../contract.ts';
import {
  canBeNominative,
  dictionaryParses,
  genitiveOf,
  isAdverb,
  isImperative,
  isVerb,
  lemmaOf,
  nominativeOf,
} from '../text/morphology.ts';
import { pattern } from '../text/pattern.ts';
import { type Line, spanOf } from './lines.ts';
import { WEEKDAY, WEEKDAY_NAMES, WEEKDAY_SHORT_FORMS, WEEKDAYS_EVERY } from './weekdays.ts';

/** A weekday left alone from «(сб)» or «Вс,»: no title. */
const ONLY_A_WEEKDAY = pattern(`^(?:${WEEKDAY})$`, 'iu');
/** «(сб)», « вт »: a short weekday between spaces or line marks, taken out of a title. */
const SHORT_WEEKDAY = pattern(String.raw`(^|\uFFFF|\s)\(?(?:${WEEKDAY_SHORT_FORMS})\)?(?=[\s,.\uFFFF]|$)`, 'giu');
/** «(воскресенье)»: a weekday written in full in brackets, beside a date taken out. */
const BRACKETED_WEEKDAY = pattern(String.raw`(?<!\s)\s*\((?:${WEEKDAY_NAMES})\)`, 'giu');
/** «Сб, …»: a short weekday a title opens with. */
const LEADING_SHORT_WEEKDAY = pattern(String.raw`^(?:${WEEKDAY_SHORT_FORMS})[\s,.:]+`, 'iu');
/** «— «Название»», «сб — Название», «5 декабря — линогравюра»: a bill line's dash before its item, in either case. */
const DASH_AFTER_SHORT_WEEKDAY = pattern(
  String.raw`^[\s\p{P}]*(?:(?:${WEEKDAY_SHORT_FORMS})[\s,.]+)?[—–-]\s*[«"“]?\p{L}`,
  'iu',
);

// A title from a line of the announcement: what is left of it once dates, times and prices are taken out, without
// leading emoji, hashtags and trailing punctuation. Lines that only label something («АНОНС 📣», «📍 …», «Билеты:
// …», a city and a date, «Репост от …») are not titles.

export type TitleFinding = {
  value: string;
  span: TextSpan;
  /** Taken from past where a title is usually read, so never published without a person. */
  unsure?: boolean;
  /** A match named by its two sides («АВТОМОБИЛИСТ — АК БАРС»): a heading, never a call-out however it is written. */
  match?: boolean;
  /** Printed as the show's name (a ticket site's heading block): no quoted name elsewhere in the post replaces it. */
  named?: boolean;
};

const HEADER = /^(?:анонс|announcement|внимание|важно|новости|скоро|афиша|программа)$/i;
/**
 * The heading of a digest or a bill, never an event's name: «Афиша на неделю», «АФИША МУЗТЕАТРА», «Куда пойти в Саратове
 * на выходных», «Что посмотреть в декабре», «Программа на неделю».
 */
const DIGEST =
  /^(?:(?:афиша|анонсы|расписание)(?![\p{L}-])|программа\s+(?:на|недели|месяца)(?![\p{L}])|(?:куда|где)\s+(?:пойти|сходить|податься)(?![\p{L}])|что\s+(?:посмотреть|послушать|делать)(?![\p{L}]))/iu;
/** A ticket site's name alone on a line («Кассир.ру», «iticket.ru»): whose page it is, not what. */
const SITE_NAME = /^[\p{L}\d-]+\.(?:ру|рф|ru|com|net|org|online)$/iu;
/** The months' names after a day: «4 декабря». */
const MONTHS_GENITIVE = 'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря';
const LABEL =
  /^(?:\s|\p{Extended_Pictographic}|\uFE0F)*(?:📍|📅|🕖|💸|🎟|(?:где|место|когда|адрес|вход|цена|начало|старт|сбор)(?!\p{L})|билет|стоимость|регистрац|участие|репост|reposted|forwarded|переслано|https?:)/iu;
const EDGE_START = /^[^\p{L}\p{N}«"“(]+/u;
// Only from the first of a run of such characters: from each of them, a long run that does not end the line would
// be scanned to its end again.
const EDGE_END = /(?<![^\p{L}\p{N}»"”)])[^\p{L}\p{N}»"”)]+$/u;

/** What stands where a date, a time or a price was taken out of a line: the title never runs across one. */
export const HOLE = '\uFFFF';

/** The line with the given spans (offsets into the whole text) blanked out with HOLE. */
export function remainderOf(line: Line, spans: readonly TextSpan[]): string {
  // Marked first and joined once: rebuilding the line for each span is quadratic on a line of thousands of dates.
  const length = line.text.length;
  const blank = new Uint8Array(length);
  for (const span of spans)
    blank.fill(1, Math.max(0, span.start - line.start), Math.min(length, span.end - line.start));
  const parts: string[] = [];
  for (let from = 0; from < length; ) {
    let to = from + 1;
    while (to < length && blank[to] === blank[from]) to += 1;
    parts.push(blank[from] ? HOLE.repeat(to - from) : line.text.slice(from, to));
    from = to;
  }
  return parts.join('');
}

/**
 * Words that never end a title: they lead to a noun (a determiner, a preposition, a conjunction), so one left at the
 * end lost its noun to a taken-out date, time or price. Lower case only: «Витамин С» ends with a letter, not «с».
 */
// «уже [в эту пятницу]», «снова [в субботу]», «открытие катка там же», «литургия, после неё [— освящение воды]»: an
// adverb or a pointer back that only leads to when or where.
const DANGLING_WORD = String.raw`(?<![\p{L}-])(?:в|во|на|с|со|до|по|к|ко|у|от|из|и|или|а|но|для|за|при|после|перед|около|кроме|(?:тот|та|то|те|той|том|тех)\s+же|уже|снова|опять|вновь|там\s+же|тут\s+же|(?:после|перед)\s+(?:неё|нее|него|них|этого|того))`;
const DANGLING_TAIL = String.raw`[\s,.:;—–-]*$`;
const DANGLING_END = pattern(
  String.raw`(?<![\p{L}-])(?:кажд|эт|ближайш|следующ)(?:ое|ую|ый|ой|ые|ий|ая|ом|у|о|от|а|и)${DANGLING_TAIL}|${DANGLING_WORD}${DANGLING_TAIL}`,
  'u',
);
/** The prepositions and conjunctions alone: a piece between blanks keeps «каждый» for the recurrence it starts. */
const DANGLING_WORD_END = pattern(`${DANGLING_WORD}${DANGLING_TAIL}`, 'u');

/** A word that only leads to what was taken out is a stub: «Настольные игры каждое [воскресенье]», «Джаз в». */
const withoutDanglingEnd = (text: string, determiners = true) => {
  // Twice: «в тот же [день]» leaves «в» once «тот же» is off.
  const once = text.replace(determiners ? DANGLING_END : DANGLING_WORD_END, '').trim();
  if (once === text.trim()) return once;
  // «Божественная литургия, после неё»: the comma that led to the word goes with it.
  return withoutTrailing(once.replace(determiners ? DANGLING_END : DANGLING_WORD_END, '').trim(), /[\s,;:—–-]/u);
};

/** The last word of a piece, in lower case, and the comma or spaces before it. */
const LAST_LOWER_WORD = /(?<![\s,])[\s,]+(\p{Ll}[\p{Ll}-]*)$/u;

/**
 * A piece that a taken-out span cuts short ends with an adjective that lost its noun: «спектакль «Морозко» народного
 * [театра кукол …]», «концерт вокальной [студии …]». A word the dictionary reads only as an adjective or a participle
 * not in the nominative cannot end a title, so it goes (two at most: «городской детской [библиотеки]»).
 */
function withoutCutAdjective(piece: string): string {
  let text = piece;
  for (let i = 0; i < 2; i += 1) {
    const last = LAST_LOWER_WORD.exec(text);
    const parses = last?.[1] ? dictionaryParses(last[1].replaceAll('ё', 'е')) : [];
    const cut =
      parses.length > 0 &&
      parses.every((parse) => (parse.tag.POST === 'ADJF' || parse.tag.POST === 'PRTF') && parse.tag.CAse !== 'nomn');
    if (!last || !cut || letterWords(text.slice(0, last.index)) < 2) break;
    text = text.slice(0, last.index);
  }
  return text;
}

/**
 * A hashtag; not a number after a word («классическая игра #14», «ROCK NIGHT #7»; after a name it is an issue:
 * «Волга.dev» #12).
 */
const HASHTAG = /(?<!\p{L}\s)#\S+|#(?!\d{1,4}(?![\p{L}\d_]))\S+/gu;

/** A title from the remainder of a line: hashtags, links, dangling separators and edge punctuation taken off. */
export function cleanTitle(raw: string): string {
  let title = raw
    .replace(HASHTAG, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // Separators left next to each other once dates and prices are blanked out. Spaces are read from the first of
    // a run only, and never by two quantifiers in a row, so a long run of blanks costs linear time.
    .replace(/(?:(?<!\s)\s+)?[,|·—–](?:\s*[,|·—–])+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_START, '')
    .replace(EDGE_END, '')
    .trim()
    // A label left dangling once its price or time is blanked out («Вечер соула. Вход 500 ₽»).
    .replace(/[.,;:]\s*(?:вход|билеты?|цена|стоимость|начало|старт|двери|сбор|регистрация|заезд|участие|взнос)$/iu, '')
    .trim();
  title = withoutDanglingEnd(title);
  // Leave a lone opening or closing bracket or quote out.
  if (/^\(/.test(title) && !title.includes(')')) title = title.slice(1).trim();
  if (/\)$/.test(title) && !title.includes('(')) title = title.slice(0, -1).trim();
  // A long line is a sentence or more: its first sentence says what it is.
  if (title.length > 90) {
    const end = /[.!?…](?=\s+\p{Lu})/u.exec(title.slice(20));
    if (end) title = title.slice(0, 20 + end.index);
  }
  return cutText(title, 200, { ellipsis: true });
}

/** «Пр. Ленина, 93», «ул. Баумана 5», «Тимирязева, 9»: a street (with its type, or a comma before the number). */
const ADDRESS_ONLY =
  /^(?:(?:ул|улица|пр|пр-т|просп|проспект|пл|площадь|наб|набережная|пер|переулок|б-р|бульвар|ш|шоссе)\.?\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?,?|\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?,)\s+(?:д\.\s*)?\d+[\p{L}/]*$/iu;

/** A floor, a building or an entrance after an address: «, 7 этаж», «, корп. 2», «, вход со двора». */
const FLOOR_END =
  /,\s*(?:\d{1,2}\s*(?:-?й\s+)?этаж|этаж\s+\d{1,2}|корп(?:ус|\.)?\s*\d{1,2}|стр(?:оение|\.)?\s*\d{1,2}|вход\s+со\s+двора)$/iu;
/** Lines about the way in, not about the event: registration, booking, the start alone, team sizes, prizes. */
const LOGISTICS =
  /^(?:начало|сбор|регистрация|запись|бронь|бронирование|оплата|стоимость|участие|команды\s+до|работаем|подробности|призы?|записаться|записывайтесь|зарегистрироваться|регистрируйтесь|забронировать|бронируйте)(?![\p{L}])/iu;

/**
 * Lines that say something of an event but never name it: a class of seats before its price («Танцпол», «Партер»),
 * a label of a list («Программа и время»), from when («С завтрашнего дня»), a step before a contest («Мандатная
 * комиссия», «Жеребьёвка»).
 */
const SAYS_NOTHING_OF_EVENT =
  /^(?:новая\s+дата|новое\s+время|танцпол|партер|балкон|амфитеатр|бельэтаж|ложа|ложи|фан-зона|vip|вип|(?:программа|расписание|время|место)(?:\s+и\s+(?:время|место|программа|расписание))?|с\s+(?:завтрашнего|сегодняшнего|этого)\s+дня|мандатная\s+комиссия|взвешивание(?:\s+участников)?|жеребь[её]вка)$/iu;
/**
 * How a place stands, not what happens in it: «Выставка открыта», «Выставка работает до 24 января», «Для посетителей
 * выставка открыта», «Экспозиция открыта ср–вс», «Прокат работает», «Выставка будет работать». A rink or a fair that
 * opens is an event of its own and is read as one before this («Каток открыт» is «Открытие катка»).
 */
const PLACE_STATUS =
  /^(?:для\s+\p{L}+\s+)?(?:выставк[аи]|фотовыставк[аи]|экспозици[яи]|музей|галерея|прокат|касс[аы]|кафе|буфет|гардероб|библиотека)\s+(?:(?:будет|будут)\s+)?(?:открыт[аоы]?|работа(?:ет|ют|ть)|закрыт[аоы]?|продлится|продлятся|продолжится|продолжает\s+работу|проработает)(?![\p{L}])/iu;
/** «Смотреть выставку можно», «Выставку можно посмотреть»: when one may see what is on, not its name. */
const MAY_SEE =
  /^(?:(?:смотреть|посмотреть|увидеть|посетить)\s+(?:выставку|экспозицию)\s+можно|(?:выставку|экспозицию)\s+можно\s+(?:смотреть|посмотреть|увидеть|посетить))(?![\p{L}])/iu;
/**
 * A line of the way in or about the post, never a name: «Посадка на кресельный подъёмник», «Заявки по тел.», «НОВОЕ
 * МЕНЮ», «Ждём всех», «Тогда ждём вас».
 */
const NOT_OF_EVENT =
  /^(?:посадка\s+на|заявк(?:и|а)(?:\s+(?:по|на|принима)\p{L}*|$)|при[её]м\s+заявок|(?:\p{L}+(?:ое|ее|ые|ие)\s+)?меню$|(?:(?:и|тогда|очень|всех)\s+)?жд[её]м\s+(?:всех|вас|тебя|друзей|гостей)(?:\s+\p{L}+){0,3}$)/iu;
/** An exhibition's word before its quoted name, a few words between: «выставки живописца Николая Чернова «…»». */
const EXHIBITION_NAMED =
  /(?<![\p{L}-])(?:фото)?(?:выставк|экспозици)\p{L}*(?:\s+[^\s«»"“”]+){0,4}\s+«([^«»]{2,80})»/giu;

/**
 * The name of the one exhibition a post quotes after its word, where a line of its run («Выставка работает с 5
 * декабря», «Экспозиция открыта ср–вс») says only how it stands: that line's event is the exhibition.
 */
function exhibitionOfStatus(text: string, title: string): TitleFinding | null {
  // «Для посетителей — с 5 декабря по 31 января»: the run, for whom it is open.
  const forVisitors = /^для\s+(?:посетителей|всех\s+желающих|зрителей|публики)$/iu.test(title.trim());
  if (!forVisitors && !/^(?:для\s+\p{L}+\s+)?(?:(?:фото)?выставк|экспозици)|выставку|экспозицию/iu.test(title))
    return null;
  if (!forVisitors && !PLACE_STATUS.test(title) && !MAY_SEE.test(title)) return null;
  const names = [...text.slice(0, EXHIBITION_SCAN).matchAll(EXHIBITION_NAMED)];
  const first = names[0];
  if (!first?.[1] || names.some((name) => name[1]?.trim() !== first[1]?.trim())) return null;
  const start = first.index + first[0].length - first[1].length - 1;
  return { value: first[1].trim(), span: spanOf(text, start, start + first[1].length) };
}
/** How far into a post its exhibition's name is looked for. */
const EXHIBITION_SCAN = 2000;

/**
 * A cause alone, in a few words: «Из-за морозов», «В связи с ремонтом»; a longer line may go on to name what it
 * moves («В связи с морозами открытие ледового городка переносится»).
 */
const CAUSE_WORDS = String.raw`(?:из-за|в\s+связи\s+с|ввиду|вследствие)`;
const CAUSE_ONLY = pattern(String.raw`^${CAUSE_WORDS}\s`, 'iu');
/** How many words a line of a cause alone may have. */
const CAUSE_AT_MOST = 4;
/**
 * A call to the readers to come, to take care or to hurry, first: «Берегите себя», «Приходите с семьёй и друзьями»,
 * «Одевайтесь теплее»; not a name of the imperative that calls to no one's coming («Ловите момент»).
 */
const IMPERATIVE_FIRST =
  /^(?:приходите|приезжайте|заходите|заглядывайте|приводите|берегите|одевайтесь|присоединяйтесь|подписывайтесь|следите|звоните|пишите|зовите|захватите|берите|оставайтесь)(?![\p{L}])/iu;
/** How many words a line to the readers in the imperative may have and still be no name. */
const IMPERATIVE_AT_MOST = 6;

/** When alone, with a preposition: «В ночь», «В новогоднюю ночь», «На выходных», «В эти праздники». */
const WHEN_ALONE =
  /^(?:в|во|на)\s+(?:\p{L}+\s+)?(?:ночь|день|вечер|утро|выходные|выходных|праздники|праздничные\s+дни|каникулы|каникулах)[!.…]*$/iu;
/** Where inside a venue, alone: «В фойе ДК», «В малом зале», «В холле библиотеки». */
const WHERE_INSIDE =
  /^(?:в|во|на)\s+(?:\p{L}+\s+)?(?:фойе|зале|холле|вестибюле|читальном\s+зале)(?:\s+\p{L}+){0,2}[!.…]*$/iu;
/** Where, by what it is near: «Напротив лодочной станции», «Площадь у администрации», «Сквер перед ДК». */
const WHERE_BY_LANDMARK =
  /^(?:(?:площадь|сквер|парк|набережная|стадион|поляна|берег)\s+)?(?:напротив|возле|около|рядом\s+с|перед|у|за)\s+[^\s]+(?:\s+[^\s]+){0,3}$/iu;

/**
 * «Анна Петрова, ансамбль «Зори», дуэт «Ветер» и хор ветеранов»: who takes part (or what there is), listed with
 * commas and a last «и», names no event. A list after a colon or a dash is a name's subtitle («Город: люди, улицы,
 * дома»); one led by a kind of event is its programme.
 */
function isLineUp(title: string): boolean {
  if (/:\s|\s[—–]\s/u.test(title)) return false;
  const items = separatorsOf(title, /,\s+/gu).length + 1;
  const last = separatorsOf(title, /\sи\s/gu).length > 0;
  return items >= 3 && last && !KIND_IN_WORD.test(firstWords(title));
}

/** Words that make a line a speech to someone or a sentence with a clause in it, never a name. */
const PROSE_WORD =
  /^(?:я|мы|вы|вас|вам|меня|мне|если|который|которая|которое|которые|которых|потому|чтобы|хотя|особенно|конечно)$/iu;

/**
 * A line that is prose, not a name: longer than any name is (a name is a few words), or of many words with a finite
 * verb and a pronoun of who speaks to whom or a clause: «Очень ждём всех, особенно тех, кто ходил к нам …». «У нас»
 * is not one: it says where, in many a title's sentence.
 */
function isProse(title: string): boolean {
  if (title.length > PROSE_LENGTH) return true;
  // A quoted name may say anything: «Как мы переносили сайт в облако».
  const words = title.replace(/[«"“][^«»"“”]*[»"”]/gu, ' ').match(/\p{L}[\p{L}-]*/gu) ?? [];
  if (words.length < PROSE_WORDS) return false;
  return words.some((word) => PROSE_WORD.test(word)) && words.some((word) => isVerb(word));
}
/** Longer than this a line is never a name: names in the sets run to about 75 characters. */
const PROSE_LENGTH = 110;
/** Fewer words than this can be a name whatever they say. */
const PROSE_WORDS = 10;

/** Whether a cleaned remainder can be a title. `hadDate`: the line named a date, so «Самара, 14 ноября» is a dateline. */
export function isMeaningfulTitle(title: string, hadDate: boolean, quotedName = false): boolean {
  const letters = title.match(/\p{L}/gu)?.length ?? 0;
  // «1+1», «8½»: a quoted name may be written in figures.
  const figures = quotedName && (title.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2 && /\p{N}/u.test(title);
  if (letters < 3 && !figures) return false;
  if (HEADER.test(title.replace(/[^\p{L}]/gu, ''))) return false;
  if (!quotedName && (DIGEST.test(title) || SITE_NAME.test(title))) return false;
  if (!quotedName && isProse(title)) return false;
  if (hadDate && /^\p{Lu}[\p{L}-]*$/u.test(title) && !KIND_IN_WORD.test(title)) return false;
  // An appeal to the readers («Омск, готовься!», «Друзья, привет») says nothing about the event; a name in quotes
  // that reads like one («Эх, раз!», «Нижний, которого нет») is a name.
  // «Стендап, открытый микрофон»: a kind of event first is what happens, not whom the post calls.
  if (
    !quotedName &&
    /^\p{Lu}\p{Ll}+\s*[,!]\s*(?:\p{Ll}+(?:\s+\p{Ll}+)?)?$/u.test(title) &&
    !KIND.test(/^\p{L}+/u.exec(title)?.[0] ?? '')
  )
    return false;
  // An address («Пр. Ленина, 93», «ул. Баумана, 5», «Тимирязева, 9», «Ленинградская, 45, 7 этаж») says where, not what.
  if (ADDRESS_ONLY.test(title.replace(FLOOR_END, ''))) return false;
  // How to come, not what happens: «Регистрация команд», «Запись выступающих в директ», «Начало», «Команды до 6 человек».
  if (!quotedName && LOGISTICS.test(title)) return false;
  // A hall of the venue («Большой зал», «Малый зал») says where.
  if (/^(?:большой|малый|камерный|органный|концертный|главный|белый|красный)\s+зал$/iu.test(title)) return false;
  // A weekday left from «(сб)» or «Вс,» is not a title.
  if (ONLY_A_WEEKDAY.test(title)) return false;
  // «Там же», «Там же, в 18:00»: where, said of the item before.
  if (/^там\s+же(?![\p{L}])/iu.test(title)) return false;
  if (!quotedName && SAYS_NOTHING_OF_EVENT.test(title)) return false;
  if (
    !quotedName &&
    !/[«"“]/u.test(title) &&
    (PLACE_STATUS.test(title) || MAY_SEE.test(title) || NOT_OF_EVENT.test(title))
  )
    return false;
  if (!quotedName && CAUSE_ONLY.test(title) && letterWords(title) <= CAUSE_AT_MOST) return false;
  // «Берегите себя», «Приходите с семьёй и друзьями»: a call to the readers, naming no event.
  if (
    !quotedName &&
    IMPERATIVE_FIRST.test(title) &&
    letterWords(title) <= IMPERATIVE_AT_MOST &&
    !KIND_IN_WORD.test(title) &&
    !/[«"“]/u.test(title)
  )
    return false;
  if (!quotedName && isLineUp(title)) return false;
  // «В ночь», «В новогоднюю ночь», «В фойе ДК»: when or where, said with a preposition, and nothing of what.
  if (!quotedName && !/[«"“]/u.test(title) && (WHEN_ALONE.test(title) || WHERE_INSIDE.test(title))) return false;
  // «И вот», «А ещё»: a link to what follows, not a name.
  if (!quotedName && /^(?:и|а|но)\s+\p{L}+[!.…]*$/iu.test(title)) return false;
  if (!quotedName && WHERE_BY_LANDMARK.test(title) && !KIND_IN_WORD.test(title)) return false;
  // «Не успеваете?», «Знаете ли вы»: a sentence to the readers (a verb in the second person first, not a call to
  // come, which hook lines read), naming no event and no name.
  // «(для всех)», «(6–9 лет)»: for whom, in brackets, beside an item of a programme.
  if (/^\((?:для\s[^()]{2,40}|(?:от\s+)?\d{1,2}\s*[–—-]\s*\d{1,2}\s+лет|от\s+\d{1,2}\s+лет)\)$/iu.test(title))
    return false;
  // «Уважаемые рыбаки!», «Дорогие родители»: whom the post speaks to.
  if (!quotedName && /^(?:уважаемые|дорогие|милые)\s+\p{L}+(?:\s+и\s+\p{L}+)?$/iu.test(title)) return false;
  // «Вы просили», «Мы вернулись»: who speaks or is spoken to, and what they did; a sentence, not a name.
  const speaker = /^(?:вы|мы|я)\s+(\p{L}+)(?![\p{L}])/iu.exec(title)?.[1];
  if (!quotedName && speaker && isVerb(speaker) && !KIND_IN_WORD.test(title) && !/[«"“]/u.test(title)) return false;
  const addressed = /^(?:не\s+)?(\p{L}+(?:ете|ёте))(?![\p{L}])/iu.exec(title)?.[1];
  if (!quotedName && addressed && isVerb(addressed) && !KIND_IN_WORD.test(title) && !/[«"“]/u.test(title)) return false;
  return true;
}

/** Whether a line only labels something (a place, a price, a date) and cannot hold the title. */
export function isLabelLine(text: string): boolean {
  return LABEL.test(text) && !PINNED_DATED_ITEM.test(text);
}
/**
 * «📍 4 декабря, 18:00 — концерт …»: a pin before a day written with its month's name, then what happens after a
 * dash, marks an item of a bill, not where it is.
 */
const PINNED_DATED_ITEM = pattern(
  String.raw`^(?:\s|️){0,4}📍(?:\s|️)*\d{1,2}\s+(?:${MONTHS_GENITIVE})(?![\p{L}])[^
—–]{0,30}\s[—–]\s*[«"“\p{Ll}]`,
  'u',
);

/**
 * Kinds of events as posts name them. A title is often «Kind «Name»», and a line that names a kind is about the
 * event, not an appeal to the readers.
 */
const KIND =
  /(?<![\p{L}-])(?:концерт|спектакл|лекци|квиз|фестивал|фест|комик-фест|выставк|мастер-класс|ярмарк|вечер|рейв|показ(?!ать|ыва)|опен-эйр|open-air|маркет|турнир|слэм|стендап|экскурси|забег|гонк|эстафет|заплыв|велопробег|премьер|презентаци|встреч|игротек|кинопоказ|кинопросмотр|(?:мульт|кино)?фильм|афтепати|киноклуб|дискотек|шоу|баттл|джем|программ|читк|мюзикл|опер[аеуы]|балет|квартирник|пикник|бранч|дегустаци|тап-тейковер|матч|игр[аыу](?![\p{L}])|семинар|воркшоп|лекторий|праздник|митап|meetup|караоке|настолк|хакатон|трансляци|ретроспектив|субботник|марафон|ночь|день(?![\p{L}])|бал(?:а|у|ом|ы)?(?![\p{L}])|трибьют|сет(?![\p{L}])|stand-up|стенд-ап|чтени|мафи|утренник|ужин|каппинг|прогулк|вебинар|шестви|парад|\p{L}{1,24}-(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)|jam(?![\p{L}])|(?:party|night|talk|takeover|quiz|workshop|festival|concert|lecture|screening|market|rave|showcase)(?![\p{L}]))/iu;
/**
 * Lines that only call out to the readers: «Друзья!», «ВНИМАНИЕ! ПЕРЕНОС», «МЫ ДОЖДАЛИСЬ», «PODVAL PRESENTS», a
 * greeting («Добрый день, дорогие друзья!»).
 */
const APPEAL =
  /^(?:друзья|ребят\p{L}*|внимание|анонс|важно|ура|мы\s|у\s+нас|что\s+у\s+нас|ждём|ждем|всем\s+прив|привет|дорогие|уважаемые|новость|срочно|итак|встречайте|перенос|отмена|изменени|добр(?:ый|ое|ого)\s+(?:день|дня|утро|утра|вечер)|с\s+добрым\s+утром|здравствуй|хәерле\s+(?:көн|кич|иртә)|исәнме|сәлам|салям|ассаля|ас-саля|игътибар|хөрмәтле|кадерле|ӟечбур|зечбур)/iu;
/**
 * A band introducing itself in its own post: «Это группа Северо-Запад», «Мы — «Сквозняк», играем инди»: the band is
 * the event. Its name is the first group.
 */
const SELF_INTRO =
  /(?:^|[.!?…](?:\s|\p{Extended_Pictographic}|\uFE0F)+)(?:[Ээ]то|[Мм]ы)\s+(?:[—–-]\s+)?(?:(?:\p{L}+-)?(?:группа|бэнд|бенд|коллектив|ансамбль|дуэт|трио|проект)\s+)?([«"“][^«»"“”]{2,40}[»"”]|\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,2})(?=$|[\s,.!?…]|\p{Extended_Pictographic})/u;
/** The band's name a self-introduction gives, unquoted, or null. */
function introducedBand(text: string): string | null {
  const found = SELF_INTRO.exec(text.slice(0, TITLE_WINDOW));
  const name = (found?.[1] ?? '').replace(/^[«"“]|[»"”]$/gu, '').trim();
  // «Мы — Вера и Олег»: two people, not a band's name; «Это Самара»: a city.
  return name === '' || letters(name) < 3 || /\sи\s/u.test(name) ? null : name;
}
/**
 * A piece that only heralds what follows it: «И сразу анонс:», «А ещё новость —», «Внимание:», «А накануне,» (when,
 * said by what it follows).
 */
const HERALD =
  /^[^\p{L}]*(?:(?:и|а)\s+)?(?:(?:сразу|ещё|еще|также|тут\s+же)\s+)?(?:анонс|новость|внимание|важно|напоминаем|накануне|потом|затем|следом)[\s,:!.…—–-]*$/iu;
/** How one gets in, alone: «по пригласительным», «вход по записи», «по билетам». */
const ADMITTED_BY =
  /^(?:вход\s+)?по\s+(?:пригласительн\p{L}*|приглашени\p{L}*|(?:предварительной\s+)?записи|билетам|регистрации)[\s!.]*$/iu;
/** A verb of telling, whose object a talk is named by: «расскажет», «прочтёт». */
const TELLS = /^\s*(?:расскажет|прочт[её]т|прочитает)$/iu;
/** A chatty opening before what happens: «Ну что, у вороны опять караоке», «короче, в пятницу …». */
const CHATTY = /^(?:ну\s+что|короче|в\s+общем|кстати)[\s\p{P}]*$/iu;
/** Verbs that end a title's words and start a sentence about it: «Фестиваль «Х» пройдёт на …». */
const TITLE_VERB_ALL =
  /\s(?:пройд[её]т|пройдут|состоится|состоятся|прозвучит|прозвучат|возвращается|возвращаются|откроется|открывается|стартует|начн[её]тся|приглашает|приглашают|представляет|представляют|презентует|зов[её]т|ед[её]т|едут|приедут|в[её]з[её]т|везут|привез[её]т|привезут|приезжают|переносится|переезжает|снова|жд[её]т|ждут|устраивает|устраивают|устраиваем|проводим|приглашаем|зов[её]м|проводит|проводят|проведёт|проведет|проведут|прочт[её]т|прочтут|прочитает|играет|играют|расскажет|покажет|покажут|крутит|крутят|выступит|выступят|выступает|выступают|отменяется|отменяются|переносим|переносятся|отменяем|откладываем|объявляет|объявляют|анонсирует|анонсируют)(?![\p{L}])/giu;
const QUOTE = /«[^«»]{1,80}»|"[^"]{1,80}"|“[^”]{1,80}”/gu;
/**
 * The words of whoever holds an event or of where it is held, a venue or a body: «театр», «ДК», «клуб», «студия»,
 * «федерация», «сквер». One list for every rule that asks whether words name the holder rather than the event
 * (ORGANISATION here, namesHolder in title-quality.ts).
 */
export const HOLDER_KINDS = String.raw`театр|тюз|музе[йя]|библиотек[аи]|кинотеатр|кинозал|галере[яи]|филармони[яи]|дк|дом\s+культуры|центр|студи[яи]|студклуб|клуб|бар|кафе|паб|федераци[яи]|ассоциаци[яи]|лига|союз|сообществ[оа]|школа|сцена|сквер|парк|администраци[яи]`;
/** A kind of venue or body and its quoted name: «Театр «Зеркало»», «Библиотека «Книжный дом»», «ДК «Восход»». */
const ORGANISATION = pattern(
  String.raw`^(?:\p{L}+(?:ая|ый|ий|ой|ое)\s+)?(?:${HOLDER_KINDS})\s+[«"“][^«»"“”]+[»"”]$`,
  'iu',
);
/**
 * Verbs that say an event happens, with the event as their subject: «пройдёт ярмарка», «прозвучит концерт»,
 * «открывается ярмарка».
 */
const OCCURS =
  /пройд[её]т|пройдут|состоится|состоятся|прозвучит|прозвучат|откроется|открывается|стартует|начн[её]тся/iu;
/** Where, before a verb of occurring: «в СК «Триумф»», «в баре «Ганза»», «на площадке «Квартал»». */
const VENUE_BEFORE = /^\s*(?:в|во|на|у)\s+(?:[\p{L}-]+\s+){0,2}[«"“][^«»"“”]+[»"”]\s*$/iu;
/** Verbs of whoever organises, whose object is the event: «приглашает на …», «проводят …», «представляет …». */
const ORGANISER_VERB =
  /приглаша|представля|презентует|объявля|анонсиру|зов[её][тм]|устраива|проводит|проводят|проводим|проведёт|проведет|проведут|прочт[её]т|прочтут|прочитает/iu;
/** A kind of event inside a word too: «фотовыставку», «киновечер», «арт-маркет». */
const KIND_IN_WORD = pattern(KIND.source.replace('(?<![\\p{L}-])', ''), 'iu');
/** The first three words of a phrase. */
const firstWords = (text: string) => text.trim().split(/\s+/u).slice(0, 3).join(' ');
/** A line that only says who presents what comes next: «Концертное агентство «Чернозём-Промо» представляет:». */
const PRESENTS = /(?:представля[ею]т|приглаша[ею]т|презентует|presents)[\s:.!…]*$/iu;
/** A league or a round of a tournament: «Первая лига», «22-й тур», «Премьер-лига». */
const ROUND = /(?<![\p{L}\d])\d{1,3}-й\s+тур(?![\p{L}])|(?<![\p{L}])лиг(?:а|и|е|у|ой)(?![\p{L}])|-лига(?![\p{L}])/iu;

/** A stage of a tournament or its name: «Первенство России, высшая лига», «1/8 финала», «Кубок области. Полуфинал». */
const STAGE =
  /(?<![\p{L}\d])\d{1,2}\/\d{1,2}\s+финала|(?<![\p{L}])(?:полу|четверть)?финал|(?<![\p{L}])(?:первенств|чемпионат|кубо?к)\p{L}*/iu;

/**
 * Whether a line only says which league, round or stage of a tournament a match is of, so that the sides are named
 * on a later line: «Первенство России, высшая лига», «1/8 финала», «Первая лига. 22-й тур.».
 */
export const isStageLine = (line: string) =>
  (ROUND.test(line) || STAGE.test(line)) && !/[«"“]/u.test(line) && letterWords(line) <= 6;

/**
 * Whether a title only says what kind of event it is, or which round of a tournament, so that a name on the next
 * line names it better: «премьера!» before «„Мастер и Маргарита“», «Первая лига. 22-й тур.» before «„Шинник“ — …».
 */
export const isBareKind = (title: string, line: string) =>
  (letterWords(title) === 1 && KIND.test(title) && !/[«"“\d]/u.test(title)) ||
  // «Баскетбол», «Хоккей с мячом»: a sport alone, before the sides of the match.
  (letterWords(title) <= 3 && SPORT.test(title) && !/[«"“\d]/u.test(line)) ||
  (ROUND.test(line) && !/[«"“]/u.test(line)) ||
  // «🏒 Первенство Архангельской области по хоккею»: a tournament of a sport, the sides on the next line.
  (isStageLine(line) && SPORT.test(line));

/** An honorary title before a person's name: «народного артиста России», «заслуженной артистки Республики Дагестан». */
const HONORIFIC =
  /(?<=\p{L})\s+(?:заслуженн|народн)\p{L}*\s+(?:артист|художни|деятел|мастер|работни|учител)\p{L}*(?:\s+(?:искусств|культуры))?(?:\s+(?:Российской\s+Федерации|Республики\s+\p{Lu}[\p{L}-]*|\p{Lu}[\p{L}-]*))?(?=\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)/u;

/**
 * A town's adjective in the genitive before a choir's or an ensemble's kind: «Ирбитского (народного) хора «…»». Not an
 * orchestra's: «Концерт Сургутского камерного оркестра «Зимние грёзы»» names the concert in the quotes, and the
 * orchestra by its town.
 */
const TOWN_OF_ENSEMBLE =
  /(?<=^[^\p{L}]*[Кк]онцерт\s)\p{Lu}\p{Ll}+(?:ского|цкого)\s+(?=(?:\p{Ll}+(?:ого|его)\s+)?(?:хора|ансамбля)\s+«)/u;
/** «из цикла», «из серии»: an event of a series, right before the series' name. */
const SERIES_EVENT = /^(?:\p{L}+\s+)?[\p{L}-]+\s+из\s+(?:цикла|серии)$/iu;
/** A region's adjective before a guest's trade and name: «с тюменским писателем Игорем Светловым». */
const REGION_OF_GUEST =
  /(?<=\s(?:с|со)\s)\p{Ll}+ским\s+(?=(?:писателем|поэтом|художником|композитором|журналистом|краеведом|историком|фотографом)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)/u;
/** A kind and one word of its sort, in small letters: «акустический вечер», «поэтический вечер». */
const SORT_OF_KIND = /^\p{Ll}+(?:ый|ий|ой|ая|ое|ые)\s+\p{Ll}[\p{L}-]*$/u;
/** A series or a season under which each event has a name of its own: a lecture hall, a club, a cycle, new-year shows. */
const SERIES_WORD = String.raw`(?<![\p{L}])(?:\p{L}+-)?(?:лекторий|кинолекторий|киноклуб|клуб|цикл|абонемент|ретроспектив\p{L}*|ёлк\p{L}*|елк\p{L}*)`;
const SERIES = pattern(`${SERIES_WORD}(?![\\p{L}])`, 'iu');
/** «Лекторий «Краеведческие среды»», «Абонемент «Сказки с оркестром»»: a series and its name. */
const SERIES_NAMED = pattern(`${SERIES_WORD}\\s*[«"“]`, 'iu');
/** A series and its name in any case: «клуба «Краевед»», «в цикле «Музыкальная шкатулка»». */
const SERIES_OF = pattern(`${SERIES_WORD}(?:а|у|е|ом|ов)?\\s*[«"“]`, 'iu');

/** A name's first word that reads as said in another case: «Ивана», «Иронии», «Брата» or where: «Космосе» (not «Белая», «Ирония»). */
const OBLIQUE = /^\p{L}+[^аяеиоуыэюь\s][аяиыуе]$|^\p{L}+ии$/iu;

/** A company's visit: «Гастроли Мурманского областного драматического театра». */
const VISIT = /^гастрол\p{L}*\s+\p{L}/iu;
/**
 * «Мамадыш, РДК, 10:30 — «Кот в сапогах»», «Бугульма, ДК «Энергетик» — «Морозко»»: a tour's stop (a town, a venue,
 * the hour) and after the last dash the show alone in quotes: the show is the title.
 */
function showAfterStop(line: string): string | null {
  const at = Math.max(line.lastIndexOf('—'), line.lastIndexOf('–'));
  if (at < 0) return null;
  const before = line.slice(0, at);
  const show = /^[ \t]*«([^«»\n]{2,80})»(?:[ \t]*\([^()\n]{0,40}\))?[ \t.,!\uFFFF]*$/u.exec(line.slice(at + 1))?.[1];
  // «… «Сокол» — «Звезда»»: a dash between two quoted sides is a match, not a stop and its show.
  if (/[»"”][ \t]*$/u.test(before)) return null;
  return show && before.includes(',') && letters(before) > 0 ? show : null;
}

/** A service of the church at the start of a piece, its hour maybe before it. */
const SERVICE_FIRST =
  /^[ \t\uFFFF]*(?:\d{1,2}[:.]\d{2}[ \t\uFFFF]+)?((?:божественн\p{L}*[ \t]+)?литурги|всенощн|молеб|вечерн[яюи](?![\p{L}])|утрен[яюи](?![\p{L}])|панихид|акафист|велик\p{L}*[ \t]+повечери)/iu;

/**
 * «Неделя о мытаре и фарисее — 9:00 Божественная литургия», «День защитника Отечества — 10:00 молебен о воинах»: a
 * day's name, a dash, then a service (its hour first): the service is the event, the day only says which.
 */
function serviceAfterDay(line: string): string | null {
  const dash = /[ \t\uFFFF][—–][ \t\uFFFF]/u.exec(line);
  if (!dash) return null;
  const before = line.slice(0, dash.index);
  const after = line.slice(dash.index + dash[0].length);
  const service = SERVICE_FIRST.exec(after);
  if (!service || SERVICE_FIRST.test(before.replace(/^[^\p{L}]+/u, '')) || letters(before) < 3) return null;
  const rest = after.slice(service.index + service[0].length - (service[1]?.length ?? 0)).trim();
  const text = withoutTrailing(rest, /[\s.!;,]/u);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A kind of show, a troupe in the genitive (with «на Спасской», «им. …»), then the show's quoted name. */
const TROUPE_SHOW =
  /^[^\p{L}«"“]*([Сс]пектакль|[Пп]ремьера|СПЕКТАКЛЬ|ПРЕМЬЕРА)[ \t]+(?:\p{L}+[ \t]+){0,2}(?:драмтеатра|[Тт]еатра|ТЕАТРА|ТЮЗа|ТЮЗА|театра-студии)(?:[ \t]+(?:на|им\.|имени)[ \t]+\p{Lu}[\p{L}.-]*(?:[ \t]+\p{Lu}[\p{L}.-]*){0,2})?[ \t]+«([^«»\n]{2,80})»(?![ \t]*[«"“—–:-])/u;
/** A quoted name, then its author after a comma: «Мнимый больной», Ж.-Б. Мольер. */
const NAME_THEN_AUTHOR = /^[«"“]([^«»"“”]{2,80})[»"”],[ \t]*(?:\p{Lu}\.(?:-\p{Lu}\.)?[ \t]*){1,2}\p{Lu}\p{Ll}+$/u;
const withoutAuthorAfter = (title: string) => NAME_THEN_AUTHOR.exec(title)?.[1] ?? title;

/** A company's visit, its quoted name and town, then the show after a colon or a dash: the show's name. */
const VISIT_SHOW =
  /(?<![\p{L}])гастрол\p{L}*(?:[ \t]+\p{L}+){1,4}[ \t]+«[^«»\n]{2,60}»(?:[ \t]*\([^()\n]{2,40}\))?[ \t]*(?::|[—–])[ \t]*«([^«»\n]{2,80})»/iu;
/** A day of the week made a series by its kind: «Джазовая суббота», «Литературная пятница». */
const THEMED_DAY = /^\p{L}+(?:ая|ый|ий|ое|ее)\s+(?:понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)$/iu;

/**
 * Whether a title only says what kind of event or which series it is — «Новогодние ёлки», «Ёлка», «Джазовый вечер»,
 * «Лекторий «Краеведческие среды»» — so that a name the next line gives on its own names this event better.
 */
export const isUmbrella = (title: string, line: string) =>
  // «Кино на английском в «Космосе»», «Спецпоказы «Ивана Васильевича» в 4K»: showings, the film named on its own line
  // (not «Показ фильма «Брат»»: a name as it is called).
  (/^(?:кино|(?:\p{L}+)?показ\p{L}*|сеанс\p{L}*)(?![\p{L}-])/iu.test(title) &&
    !/^\S+\s+фильм/iu.test(title) &&
    [...title.matchAll(QUOTE)].every((m) => OBLIQUE.test(/^[«"“]([\p{L}-]+)/u.exec(m[0])?.[1] ?? ''))) ||
  // «Ретроспектива Тарковского», «Цикл Бетховена»: a series and whose it is.
  (letterWords(title) === 2 && SERIES.test(title.split(/\s+/u)[0] ?? '') && !/[«"“\d]/u.test(title)) ||
  (letterWords(title) <= 3 &&
    !/[«"“\d]/u.test(title) &&
    // «СТЕНДАП В НОВГОРОДЕ», «Джаз в Ганзе»: a kind at a place, in capitals or not, is no name of its own; nor is a
    // kind written in Russian capitals alone («ЛЫЖНЫЕ ГОНКИ»; «TAP TAKEOVER» in English is a format's own name).
    !/\s\p{Lu}/u.test(
      (/\p{Ll}/u.test(title) || !/\p{Script=Cyrillic}/u.test(title) ? title : title.toLowerCase()).replace(
        /\s(?:в|во|на)\s+\p{L}[\p{L}-]*$/iu,
        '',
      ),
    ) &&
    (KIND_IN_WORD.test(title) || SERIES.test(title))) ||
  // «Гастроли Мурманского драматического театра», «Джазовая суббота»: a company's visit, a day of a kind of music;
  // the plays and concerts are named on their own lines.
  (!/[«"“\d]/u.test(title) && (VISIT.test(title) || THEMED_DAY.test(title))) ||
  SERIES_NAMED.test(line);

/**
 * The one quoted name of a line that a kind of event in the nominative introduces: «Спектакль «Снежная сова» и
 * хоровод» is «Снежная сова». Null when the line has another name or none.
 */
export function nameAfterKindIn(line: string): string | null {
  const names = [...line.matchAll(QUOTE)];
  const name = names[0];
  if (names.length !== 1 || !name) return null;
  const before = line.slice(Math.max(0, name.index - 40), name.index);
  const kind = lastWord(before);
  if (KIND_IN_WORD.test(kind) && canBeNominative(kind)) return name[0].slice(1, -1);
  // «Открытое первенство города «Бамовская лыжня»»: a contest and whose it is, in a word or two, before its name.
  const contest = CONTEST_OF.exec(before)?.[1] ?? '';
  return contest !== '' && canBeNominative(contest) ? name[0].slice(1, -1) : null;
}

/** A contest, then one or two words in small letters of whose it is, right before a name: «первенство города». */
const CONTEST_OF = /(?<![\p{L}-])((?:первенство|чемпионат|спартакиада|олимпиада))(?:\s+\p{L}+(?:а|я|и|ы)){1,2}\s*$/iu;

/**
 * Whether a title is one quoted name of its line as a whole — «Морозко», «Как снимали «Кубанских казаков»» — and not
 * what a verb or a preposition before it acts on («Обсуждаем «Лавра»», «по «Лавру»»).
 */
export function isQuotedName(title: string, line: string): boolean {
  if (/^«[^«»]*«[^«»]+»[^«»]*»$/u.test(title)) return true;
  const at = [`«${title}»`, `"${title}"`, `“${title}”`].map((form) => line.indexOf(form)).find((index) => index >= 0);
  if (at === undefined) return false;
  const before = line.slice(Math.max(0, at - 40), at).trimEnd();
  return !OBJECT_BEFORE.test(before) && !isVerb(lastWord(before));
}

/** The last word of a text when it ends with one (letters and hyphens), else ''. */
function lastWord(text: string): string {
  const word = text.trimEnd().split(/\s/u).at(-1) ?? '';
  return /^[\p{L}-]+$/u.test(word) ? word : '';
}

/** Whether a line only says who presents what the next line names: «LOFT SKLAD presents», «Агентство «…» представляет:». */
export const isPresentsLine = (text: string) => PRESENTS.test(text.slice(-80));

/**
 * Whether a line only calls to the readers or lists a line-up, and should not give the title while another line can.
 * `presented`: the line before only said who presents.
 */
export function isHookLine(text: string, presented = false): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  const upper = text.replace(/[^\p{Lu}]/gu, '').length;
  const quoted = [...text.matchAll(QUOTE)].length > 0;
  const kind = KIND.test(text);
  if (introducedBand(text)) return false;
  if (LIVE_ONLY.test(text)) return true;
  if (APPEAL.test(text.replace(/^[^\p{L}]+/u, ''))) return !(quoted && kind);
  // «Не пропустите!», «Встречайте!», «Спешите»: a short call to the readers, any verb the dictionary reads as said to
  // them (not «Идём», which is the writer's own plan), the event named on another line.
  const call = /^[^\p{L}]*(?:не\s+)?(\p{L}+)((?:\s+\p{L}+){0,2})[\s!.…]*$/iu.exec(text);
  if (call?.[1] && isImperative(call[1]) && !quoted && !kind) return true;
  // eslint-disable-next-line regexp/no-super-linear-move -- a line's title is read from at most TITLE_WINDOW characters
  const bare = trimEdges(text.slice(0, TITLE_WINDOW).replace(/^[^\p{L}«"“]+/u, '')).replace(/[\s.!]+$/u, '');
  // «Ансамбль «Байрам» отмечает 30-летие!», «Ансамблю «Калинка» — 30 лет!»: news of whoever performs, the event
  // named further on.
  if ((CELEBRATES.test(bare) && !kind) || JUBILEE_HEADING.test(text)) return true;
  // «Оренбургский драматический театр на гастролях!», «К нам едет цирк»: who comes, the show named further on.
  if (ON_TOUR.test(bare) && !quoted) return true;
  // «Гараж 52 на связи 🔧», «Якутск, мы едем домой!»: the venue or the band speaking to the readers.
  if (ON_AIR.test(bare) || (ADDRESSED.test(bare) && !quoted && !kind)) return true;
  // «STAND UP | МАЙКОП», «Концерт | Псков»: a kind alone and the city, the event named on a later line.
  const kindAndCity = /^([\p{L}-]+(?:\s[\p{L}-]+)?)\s[|•·]\s(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?)$/u.exec(bare);
  if (
    kindAndCity?.[1] &&
    kindAndCity[2] &&
    (/^stand\s+up$/iu.test(kindAndCity[1]) || KIND_IN_WORD.test(kindAndCity[1])) &&
    !KIND_IN_WORD.test(kindAndCity[2])
  )
    return true;
  // «Киноклуб РГУ 🎬», «Дебатный клуб ЧГУ»: a club of a university, alone.
  if (CLUB_OF.test(bare)) return true;
  // «Детская студия рисования «Акварелька» 🎨», «Кинотеатр «Салават» | TheatreHD»: whose post it is, alone.
  if (HOST_ONLY.test(bare.split(/\s[|•·]\s/u)[0] ?? '')) return true;
  // «ХК «Заполярник» ждёт болельщиков на домашних матчах!»: whoever waits for the readers, naming no event.
  if (WAITS_FOR_READERS.test(bare) && [...bare.matchAll(QUOTE)].every((m) => m.index < bare.search(WAITS))) return true;
  // A greeting for a holiday alone: «С лёгким паром! 🥂», «С Новым годом, друзья!».
  if (/^[^\p{L}]*[Сс]о?\s+\p{L}+(?:\s+\p{L}+){0,2}(?:,\s*\p{L}+)?\s*!+[^\p{L}!]*$/u.test(text) && !quoted) return true;
  // The end of the line only: a verb is a few words from it.
  if (PRESENTS.test(text.slice(-80))) return true;
  // A bill's fields, one of them the date: «ДЫМКА • 12.12 • ПОЛЯРНЫЙ КРУГ» (the venue, the date, the name).
  const fields = text.split(/\s[•|]\s/u);
  if (fields.length >= 3 && fields.some((field) => /^[\s\d.:/–—-]+$/u.test(field) && /\d/u.test(field))) return false;
  // A line-up: «ХИНКАЛИ • ЧАЧА • ПОЛИФОНИЯ», «Ансамбль + шеф + DJ».
  if ((text.match(/[+•]/gu)?.length ?? 0) >= 2) return true;
  // Shouting without a name or a kind: «МЫ ДОЖДАЛИСЬ», «ТЮБЕТЕЙКА ЗАЖИГАЕТ»; not what a «… presents» line before
  // it presents («ГЛАЗАМИ НОЧИ»).
  // A name shouted without a verb («ХИТЫ ГАНСА ЦИММЕРА ПРИ СВЕЧАХ», «ОТКРЫТИЕ КАТКА В ПАРКЕ», «POLYARKA NEW YEAR
  // 2027») is a name, however loud.
  const words = text.match(/[\p{L}-]+/gu) ?? [];
  // Not a series («ЁЛКИ В БАЛАГАНЧИКЕ»): the show of it is named further on.
  const named =
    words.length >= 3 &&
    !SERIES.test(text) &&
    !words.some((word) => isVerb(word) || /^(?:мы|вы|я|все|всем)$/iu.test(word));
  return !presented && upper / letters.length > 0.7 && !quoted && !kind && letters.length <= 30 && !named;
}

/** A club or a circle of an institution named by its abbreviation: «Киноклуб РГУ», «Дебатный клуб ЧГУ», «IT-клуб НЧИ КФУ». */
const CLUB_OF =
  /^(?:\p{L}+\s+)?(?:[\p{L}]+-)?(?:[Кк]луб|[Сс]тудклуб|[Кк]иноклуб|[Кк]ружок|[Сс]ообщество)\s+\p{Lu}{2,}(?:\s+\p{Lu}{2,})*$/u;
/**
 * «Образцовому ансамблю танца «Калинка» — 30 ЛЕТ! 🎉», «Хору «Рябинушка» — 20 лет»: a collective's anniversary, said
 * to it in the dative; the concert for it is named on another line. Groups: the collective's word, its quoted name.
 */
const JUBILEE_HEADING =
  /^[^\p{L}]*(?:\p{L}+(?:ому|ему)\s+)*(\p{L}+(?:у|ю|е|и))\s+(?:[\p{L}-]+\s+){0,2}[«"“]([^«»"“”]{2,60})[»"”]\s*[—–-]\s*\d{1,3}(?:\s*(?:лет|год|года))?(?![\p{L}\d])[^\p{L}\d]*$/iu;

/**
 * The event under a collective's anniversary heading, named with the collective: «Юбилейный концерт» (or «юбилейный
 * концерт вокального ансамбля», which names its kind and not its name) under «Вокальному ансамблю «Сударушка» — 20
 * лет!» is «Юбилейный концерт ансамбля «Сударушка»». Null when the heading is no such thing or the title has a name.
 */
export function jubileeTitle(heading: string, title: string): string | null {
  const jubilee = JUBILEE_HEADING.exec(heading.trim());
  if (!jubilee?.[1] || !jubilee[2] || /[«"“]/u.test(title)) return null;
  const words = title.trim().split(/\s+/u);
  const collective = genitiveOf(jubilee[1].toLowerCase());
  if (collective === jubilee[1].toLowerCase()) return null;
  const name = `«${jubilee[2].trim()}»`;
  // «Юбилейный концерт вокального ансамбля»: its kind is said, its name is the heading's.
  if (words.at(-1)?.toLowerCase() === collective && KIND.test(title)) return `${title.trim()} ${name}`;
  const bare =
    words.length <= 3 && KIND.test(title) && words.slice(0, -1).every((word) => /(?:ый|ий|ой|ая|ое|ее)$/iu.test(word));
  return bare ? `${title.trim()} ${collective} ${name}` : null;
}

/** «… отмечает 30-летие», «… празднует юбилей»: whoever celebrates something. */
const CELEBRATES = /\s(?:отмечает|отмечают|празднует|празднуют)\s+\S/iu;
/** «Театр драмы на гастролях», «К нам едет цирк!», «Приезжает филармония»: who comes, not what they show. */
const ON_TOUR =
  /^(?:[\p{L}-]+\s+){1,5}(?:на|с)\s+гастрол(?:ях|ями)$|^(?:к\s+нам\s+)?(?:едет|едут|приезжает|приезжают|приедет|приедут)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}$/iu;
/** «Гараж 52 на связи», «Мы на связи»: a greeting of whoever writes. */
const ON_AIR = /^[\p{L}\d «»"“”-]{2,40}\sна\s+связи$/iu;
/** «Якутск, мы едем домой», «Казань, встречай»: a city or the readers addressed, then what we or they do. */
const ADDRESSED =
  /^\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?,\s+(?:мы|вы|я|ты|встречай\p{L}*|готовься|готовьтесь|жди|ждите|привет)(?![\p{L}])/u;
/** A venue, a school or a body and its name, nothing more: «Детская студия рисования «Акварелька»», «ДК «Заря»». */
const HOST_ONLY =
  /^(?:\p{L}+(?:ая|ый|ий|ой|ое|ие|ые)\s+){0,2}(?:студия|школа|театр|центр|библиотека|музей|кинотеатр|бар|кафе|паб|антикафе|галерея|филармония|дк|дом\s+культуры|федерация|администрация)(?:\s+\p{L}+){0,2}\s+[«"“][^«»"“”]+[»"”]$/iu;
/** Waiting for or inviting the readers: «ждёт болельщиков», «приглашает зрителей», «ждут гостей». */
const WAITS = /\s(?:ждёт|ждет|ждут|приглашает|приглашают|зов[её]т|зовут)\s/iu;
const WAITS_FOR_READERS =
  /\s(?:ждёт|ждет|ждут|приглашает|приглашают|зов[её]т|зовут)\s+(?:всех\s+)?(?:болельщиков|зрителей|гостей|вас|всех|друзей|жителей|горожан)(?:\s+(?:на|в)\s+(?:\p{L}+\s+)?\p{L}+(?:ах|ях|ы|и))?[\s!.]*$/iu;

type PlaceTest = (phrase: string) => boolean;

/** Whether a title names an event: a kind of event («Квиз», «Панк-вечер») or a quoted name. */
export const namesEvent = (title: string) =>
  KIND.test(title) || [...title.matchAll(QUOTE)].length > 0 || /[«"“]/u.test(title);

/** A title that starts by saying where or when: «В Музее купечества», «После показа встреча», «На сцене Камерного». */
const WHERE_OR_WHEN_FIRST = /^(?:в|во|на|после|перед|у|под|до|из)\s/iu;
/** Words of a ticket or of going, never an event's name on their own: «Билеты», «Идём». */
const NO_NAME = /^(?:билеты?|вход|идём|идем|пойдём|пойдем|ждём|ждем)$/iu;

/**
 * Whether a title plainly names no event: a sentence's verb first («Идём», «Стоит за стойкой»), a preposition of where
 * or when first («В Музее купечества», «После показа встреча»), or a ticket's word alone («Билеты»). Such a title gives
 * way to a name the event's own lines quote (extract.ts). A quoted name in it is a name, however it starts.
 */
export function isPoorTitle(title: string): boolean {
  const value = title.trim();
  if (/[«"“]/u.test(value)) return false;
  const words = value.split(/\s+/u);
  const first = (words[0] ?? '').replace(/[^\p{L}-]/gu, '');
  if (words.length === 1 && NO_NAME.test(first)) return true;
  return WHERE_OR_WHEN_FIRST.test(value) || isVerb(first);
}

/** A kind of play before its quoted name: «комедию «Женитьба»», «музыкальную сказку «Морозко»». */
const PLAY_NAMED =
  /^\s*(?:\p{L}+\s+)?(?:комеди|драм|трагеди|водевил|мелодрам|пьес|сказк|мюзикл|оперетт)\p{L}*\s+[«"“]/iu;
/** Words of a work shown or played that a quoted name after them is: «фильм «Сталкер»», «КВН «Снежный ком»». */
const WORK_WORD =
  /^(?:фильм|кинофильм|мультфильм|кино|квн|пьес|сказк|оперетт|постановк|шоу|дебат|комеди|трагеди|водевил|мелодрам)/iu;

/**
 * A word that says a quoted name after it is the event's own: a kind of event («спектакль «Ревизор»», «выставка
 * «Орловский ситец»», «забег «Зимний Урал»», «онлайн-митап «…»») or of a work shown («фильма «Сталкер»», «КВН «Снежный
 * ком»»), the last part of a compound included.
 */
export function namesWorkBefore(word: string): boolean {
  const bare = word.replace(/[^\p{L}-]/gu, '');
  const last = bare.split('-').at(-1) ?? '';
  return [word, bare, last].some((form) => KIND.test(form) || WORK_WORD.test(form));
}

/** Whether a phrase says what kind of event it is («Джазовый вечер», «Караоке-баттл»). */
export const namesKind = (text: string) => KIND.test(text);

/** The kind of event a phrase names, as its stem: «выставк» in «Для всех выставка открыта». */
export const kindIn = (text: string): string | null => KIND.exec(text)?.[0].toLowerCase() ?? null;

/** How much of a line is read for its title. */
const TITLE_WINDOW = 400;

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Words for a kind of venue: «Полёт | антикафе», «Blue Bird jazz club», «SEVER BAR». */
const VENUE_WORDS =
  /(?<![\p{L}-])(?:антикафе|кафе|бар|паб|клуб|лофт|кинотеатр|кофейня|бистро|bar|pub|club|jazz|loft|cafe|café)(?![\p{L}-])/giu;

/** A piece that only names a place («в «Самоваре»», «Бар «Горький»», «Казанский планетарий», «антикафе»). */
function placePiece(piece: string, isPlace: PlaceTest): boolean {
  let bare = piece
    .trim()
    .replace(/^(?:в|во|на|у|из)\s+/iu, '')
    .trim();
  // «бар «Ракушка» (ул. Дзержинского 16)»: the address in brackets after the venue.
  bare = withoutLastBracket(bare);
  if (bare === '') return false;
  if (isPlace(bare)) return true;
  const core = bare.replace(VENUE_WORDS, ' ').replace(/\s+/gu, ' ').trim();
  return core !== bare && (letters(core) === 0 || isPlace(core));
}

/**
 * A venue written as its kind and its name: «ДК «Заря»», «ДС «Юбилейный»», «стадион «Динамо»», «клуб Сигнал», «ДК
 * Железнодорожников», «библиотека на Холодильной», «актовый зал школы № 1»; or a stage or a hall of the venue: «Малая
 * сцена», «Большой зал».
 */
const VENUE_NAMED =
  /^(?:(?:дк|дс|дом\s+культуры|дворец\s+(?:культуры|спорта)|клуб|бар|паб|кафе|антикафе|ресторан|кофейня|театр|музей|кинотеатр|лофт|стадион|каток|центр|ск|фок|лдс|(?:\p{L}+(?:ая|ый|ий|ой)\s+)?(?:библиотека|галерея|филармония|арена|площадка|сцена|зал|спорткомплекс))(?:\s+(?:[«"“][^«»"“”]+[»"”]|(?:(?:на|у|им\.|имени)\s+)?\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?))?(?:\s+№\s?\d{1,4})?|(?:мал|больш|нов|стар|камерн|главн|верхн|нижн)\p{L}*\s+(?:сцена|зал)(?:\s+(?:дк|цк|гдк|рдк|дворца|дома|центра)\s+[«"“][^«»"“”]+[»"”])?)$/iu;
/** A street with its type, without the number: «ул. Победы», «проспект Мира». */
const STREET_ONLY =
  /^(?:ул|улица|пр|пр-т|просп|проспект|пл|площадь|наб|набережная|пер|переулок|б-р|бульвар|ш|шоссе)\.?\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?(?:,?\s+(?:д\.\s*)?\d+[\p{L}/]*)?$/iu;

/** Whether a title only says where: «Большой зал ДК «Заря»», «Актовый зал школы № 1», «ДК «Заря», ул. Мира, 5». */
export function saysOnlyWhere(title: string, isPlace: PlaceTest): boolean {
  return wherePart(title.replace(/^[^\p{L}\p{N}«"“]+/u, ''), isPlace) && !heldAt(title);
}

/** Whether a part of a line only says where: the venue, its hall, its street and number. */
function wherePart(part: string, isPlace: PlaceTest): boolean {
  const chunks = part
    // eslint-disable-next-line regexp/no-super-linear-move -- a part of a title, at most TITLE_WINDOW characters
    .replace(/[\s.!,;:—–-]+$/u, '')
    .split(/,\s+|\s[—–-]\s/u)
    .map((chunk) => chunk.trim())
    // «…, стадион «Динамо», билеты»: a label whose price was taken out.
    .filter((chunk, index) => index === 0 || !/^(?:билеты?|вход|цена|стоимость|начало|старт|сбор)$/iu.test(chunk));
  const venue = (chunk: string) => placePiece(chunk, isPlace) || VENUE_NAMED.test(withoutLastBracket(chunk));
  // «Белинского 15» after the venue: a street and its number without a comma.
  const address = (chunk: string) =>
    ADDRESS_ONLY.test(chunk) ||
    STREET_ONLY.test(chunk) ||
    /^(?:д\.\s*)?\d{1,4}[\p{L}/]*$/u.test(chunk) ||
    /^\p{Lu}[\p{L}-]+\s+\d{1,3}\p{L}?$/u.test(chunk);
  return chunks.some(venue) && chunks.every((chunk) => venue(chunk) || address(chunk));
}

/**
 * A title without the venue said after a comma or a dash: «Концерт «Песни нашего двора» — ДК «Заря», ул. Победы, 90»,
 * «Творческий вечер поэта, библиотека на Холодильной», ««Вишнёвый сад», Малая сцена». A city and a venue alone
 * («Тольятти, ДК «Звёздный»», a tour's stop) name nothing: ''.
 */
function withoutTrailingVenue(title: string, isPlace: PlaceTest): string {
  for (const separator of separatorsOf(title, /,\s+|\s[—–-]\s/gu)) {
    const head = title
      .slice(0, separator.index)
      .replace(/^[^\p{L}\p{N}«"“]+/u, '')
      .trim();
    const tail = title.slice(separator.index + separator[0].length);
    if (!wherePart(tail, isPlace)) continue;
    const names = KIND_IN_WORD.test(head) || [...head.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)));
    if (names || letterWords(head) >= 3) return head;
    // «Тольятти, ДК «Звёздный»», «Томск, клуб «Аквариум»»: a city, then the venue.
    if (/^\p{Lu}[\p{L}-]+(?:[\s-]\p{Lu}[\p{L}-]+)?$/u.test(head) && separator[0].startsWith(',')) return '';
    return title;
  }
  return title;
}

/**
 * A city as a tour's stop writes it before the venue: one capitalised word («Псков», «Ростов-на-Дону»), or an
 * adjective and a noun («Набережные Челны», «Великий Новгород»; not a person: «Дмитрий Волков»).
 */
const CITY_HEAD = /^(?:\p{Lu}[\p{L}-]+|\p{Lu}\p{Ll}*(?:ые|ый|ой|ая|ое|ее|кий|ний)\s\p{Lu}[\p{L}-]+)$/u;
/** Words of a kind of venue: «Музыкальный театр», «Таймырский Дом народного творчества», «сцена театра». */
const VENUE_NOUN =
  /(?<![\p{L}-])(?:театр|филармони|зал|дом|дворец|дворц|сцен|клуб|центр|лофт|арен|дк|бар|паб|кафе|галере|музе|библиотек|холл|ресторан|кинотеатр|консерватори|цирк|стадион|манеж)\p{L}*(?![\p{L}-])/iu;

/**
 * Whether what follows a city on a tour's stop is only the venue: a quoted name, with its kind of venue or not
 * (««Бункер»», «клуб «Орбита»»; not «спектакль «Ревизор»»), or a few words naming a kind of venue («Северо-Осетинская
 * филармония», «районный Дворец культуры»), never what happens there («гала-концерт в театре»).
 */
function tourVenue(tail: string): boolean {
  // eslint-disable-next-line regexp/no-super-linear-move -- a part of a title, at most TITLE_WINDOW characters
  const text = tail.replace(/[\s.,;!]+$/u, '').trim();
  if (text === '' || letterWords(text) > 6 || text.split(/\s+/u).some((word) => isVerb(word))) return false;
  const quoted = /^((?:[\p{L}-]+\s+){0,2})[«"“][^«»"“”]+[»"”]$/u.exec(text);
  if (quoted) return !KIND_IN_WORD.test(quoted[1] ?? '') && !namesWorkBefore((quoted[1] ?? '').trim());
  if (/[«"“]/u.test(text)) return false;
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
  return VENUE_NOUN.test(text) && (!KIND_IN_WORD.test(first) || /^концертн/iu.test(first));
}

/**
 * «Псков, «Бункер»», «Нальчик, Музыкальный театр», «Стерлитамак, сцена театра»: a tour's stop, a city and a venue
 * (one the catalogue may not know), naming nothing that happens there.
 */
function isTourStop(title: string, isPlace: PlaceTest): boolean {
  const text = title.replace(/^[^\p{L}\p{N}«"“]+/u, '');
  const comma = separatorsOf(text, /,\s+/gu)[0];
  if (!comma) return false;
  const head = text.slice(0, comma.index).trim();
  const tail = text.slice(comma.index + comma[0].length);
  if (!CITY_HEAD.test(head) || KIND_IN_WORD.test(head) || SERIES.test(head)) return false;
  return tourVenue(tail) || wherePart(tail, isPlace);
}

/**
 * A tour's line: a date, a dash or a bar, then a city alone or before a comma («9.12 — Ростов-на-Дону», «11 декабря —
 * Элиста, клуб «Сарпа»»). The city is the first group.
 */
const TOUR_LINE =
  /^[^\p{L}\d\n]{0,6}\d{1,2}(?:[./]\d{1,2}|\s+\p{Ll}{3,8})(?:,?[ \t]+\d{1,2}[:.]\d{2})?[ \t]*[—–|-][ \t]*(\p{Lu}[\p{L}-]*(?:[ \t]\p{Lu}[\p{L}-]*)?)[ \t]*(?:,|$)/u;
/** A tour's line the other way round: the city, a dash, then the date («Миасс — 14.12, ДК «Автомобилистов»»). */
const CITY_FIRST_STOP =
  /^[^\p{L}\d\n]{0,6}(\p{Lu}[\p{L}-]*(?:[ \t]\p{Lu}[\p{L}-]*)?)[ \t]*[—–|-][ \t]*\d{1,2}(?:[./]\d{1,2}|\s+\p{Ll}{3,8})(?![\d./])/u;
/** The city of a tour's line, whichever comes first. */
const stopCity = (line: string) => TOUR_LINE.exec(line)?.[1] ?? CITY_FIRST_STOP.exec(line)?.[1];
/**
 * A post about a tour: «тур», «турне», «гастроли», «едем», «города и даты»; a company or a band that takes its show
 * round («везёт спектакль … по северу», «едет по области»).
 */
const TOUR_WORD =
  /(?<![\p{L}])(?:(?:\p{L}+-)?тур(?:а|е|у|ом)?|турне|гастрол\p{L}*|едем|едет|едут|вез[её]т|везут|вез[её]м|города\s+и\s+даты)(?![\p{L}])/iu;
/** The last post read for its tour's lines, and whether it has them. */
let lastTourText: string | null = null;
let lastTourPost = false;

/** Whether a post is a tour's: a word for a tour, and three lines or more of a date and a city. */
function isTourPost(text: string): boolean {
  if (text === lastTourText) return lastTourPost;
  lastTourText = text;
  lastTourPost =
    TOUR_WORD.test(text) && text.split('\n').filter((line) => CITY_HEAD.test(stopCity(line) ?? '')).length >= 3;
  return lastTourPost;
}

/**
 * «9.12 — Ростов-на-Дону» among a tour's lines: a stop named by its city alone, which is where the tour plays, not
 * what it is.
 */
function isBareTourStop(text: string, line: string, title: string): boolean {
  const city = stopCity(line);
  return city !== undefined && city === title && CITY_HEAD.test(city) && isTourPost(text);
}

/** A text without what it ends with in brackets: «бар «Ракушка» (ул. Дзержинского 16)» is «бар «Ракушка»». */
function withoutLastBracket(text: string): string {
  const open = text.lastIndexOf('(');
  return text.endsWith(')') && open > 0 && !text.slice(open + 1, -1).includes(')')
    ? text.slice(0, open).trimEnd()
    : text;
}

/** «Настолки в антикафе «Чердак»»: a kind of event, then where it is held, is what happens there. */
function heldAt(piece: string): boolean {
  const held = /^([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:в|во|на|у)\s/u.exec(piece.replace(/^[^\p{L}«"“]+/u, ''));
  const kind = (held?.[1] ?? '').replaceAll('-', ' ');
  // «Ночь в музее», «День в театре»: a night or a day alone is when; with its place, the whole is the name.
  return held !== null && KIND.test(kind) && !/^(?:ночь|день)$/iu.test(kind);
}

/**
 * «(воскресенье) после литургии», «с куратором и авторами», «с участием авторов»: a piece left between taken-out dates
 * and times that says only when (the day in brackets, after what) or with whom, in small letters.
 */
const WHEN_OR_WITH_ONLY = pattern(
  String.raw`^(?:\((?:${WEEKDAY_NAMES})\)\s*)?(?:(?:после|перед)\s+\p{Ll}+|(?:с|со)\s+\p{Ll}+(?:\s+(?:и\s+)?\p{Ll}+){0,2})[\s,.;—–-]*$`,
  'u',
);
/** «и субботу», «В пятницу и субботу»: days left over once the dates are taken out. */
const WEEKDAYS_ONLY = pattern(
  String.raw`^(?:(?:и|или|в|во|по|а)\s+)?(?:${WEEKDAY_NAMES})(?:\s+(?:и|или)\s+(?:${WEEKDAY_NAMES}))?[\s,.!]*$`,
  'iu',
);

/** «На Стрелке», «На Цветном бульваре»: where, said before what, and naming no event. */
const WHERE_ONLY = /^(?:[Нн]а|[Вв]о?|[Уу])\s+\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+)?$/u;

const letterWords = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;

/** Whether a piece of a line can name an event: two words or more, or one kind of event without a number («Джем»). */
function substantial(piece: string): boolean {
  const trimmed = piece.replace(/^[^\p{L}\p{N}«"“]+/u, '');
  if (APPEAL.test(trimmed) && letterWords(trimmed) <= 2) return false;
  if (CHATTY.test(trimmed)) return false;
  const count = letterWords(trimmed);
  // «Винил-маркет», «Паб-квиз»: a kind may be the second half of the one word.
  // «Вий» (16+): a show's name in quotes, alone or with its age mark, however short; not a venue's («Теле-Клуб»).
  if (
    count === 1 &&
    /^[«"“]\p{L}[^«»"“”]*[»"”](?:[ \t]*\(?\d{1,2}\+\)?)?[.!]*$/u.test(trimmed.trimEnd()) &&
    !/клуб|бар|паб|кафе|лофт|club|bar|pub/iu.test(trimmed)
  )
    return true;
  return count >= 2 || (count === 1 && KIND.test(trimmed.replaceAll('-', ' ')) && !/\d/.test(trimmed));
}

/**
 * A greeting or a call to the readers: «всем привет», «Друзья», «всем хай», «Добрый вечер», «Салют, Самара», «Ачит,
 * привет».
 */
const GREETING =
  /^(?:[\p{L}-]+,\s*(?=(?:всем\s+)?(?:привет|хай|салют|здравствуйте|добр)))?(?:(?:друзья|ребята|ребят|народ|дорогие\s+\p{L}+|уважаемые\s+\p{L}+)[,!]?\s*)?(?:(?:всем\s+)?(?:привет\p{L}*|хай|салют|здравствуйте|hello|hi)(?:\s+всем)?|добрый\s+(?:день|вечер)|доброе\s+утро|друзья|ребята|ребят|(?:(?:хорош|плох|грустн|отличн|радостн|печальн|важн|главн)\p{L}*\s+)?новост\p{L}*|внимание|важно)(?:[\s,]+\p{L}[\p{L}-]*)?$/iu;

/** Whether a piece only greets the readers, sentence by sentence: «Друзья, всем привет!! 🍻», «всем хай! 🤘». */
function onlyGreeting(piece: string): boolean {
  const sentences = piece
    .split(/[.!?…]+|\p{Extended_Pictographic}+/u)
    // eslint-disable-next-line regexp/no-super-linear-move -- a piece is at most TITLE_WINDOW characters
    .map((sentence) => sentence.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((sentence) => sentence !== '');
  return sentences.length > 0 && sentences.every((sentence) => GREETING.test(sentence));
}

/** A piece without emoji and spaces at its edges («Новогодний маркет в «Штабе» ✨»). */
/** A piece without the spaces and dashes at its end: «Открытие —» before a taken-out date. */
function withoutDashEnd(piece: string): string {
  return withoutTrailing(trimEdges(piece), /[\s—–-]/u);
}

/** A text without the characters of `marks` at its end (no regex over the whole text: a plain walk back). */
function withoutTrailing(text: string, marks: RegExp): string {
  let end = text.length;
  while (end > 0 && marks.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

function trimEdges(piece: string): string {
  // By code points: an emoji outside the first plane is two UTF-16 units.
  const chars = Array.from(piece);
  const edge = /^(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)$/u;
  let from = 0;
  let to = chars.length;
  while (from < to && edge.test(chars[from] ?? '')) from += 1;
  while (to > from && edge.test(chars[to - 1] ?? '')) to -= 1;
  return chars.slice(from, to).join('');
}

/** A title without what trails it: brackets at its end (closed or not) and separators, repeatedly. */
function trimTail(title: string): string {
  let text = title.trimEnd();
  for (let i = 0; i < 4; i += 1) {
    const open = text.lastIndexOf('(');
    const before = text.slice(0, open).trim();
    if (open > 0 && letters(before) >= 3 && (text.endsWith(')') || !text.slice(open).includes(')'))) text = before;
    // eslint-disable-next-line regexp/no-super-linear-move -- a title is at most TITLE_WINDOW characters
    const end = text.search(/[\s,;:—–-]*$/u);
    text = text.slice(0, end).trimEnd();
    if (open <= 0) break;
  }
  return text;
}

/** The end of a sentence in a title's text (see refineTitle). */
const SENTENCE_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  /(?<=\p{L}{3}|\d|[»")])(?<!(?:^|\s)(?:[Чч]то|[Гг]де)(?=\?))(?<!(?:^|\s)(?:прп|свт|сщмч|блж|мчч|равноап|вмч|вмц)(?=\.))[.!?…]+(?=\s|$)|\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\uFE0F|\u200D)*(?=\s+[\p{L}«"“])/gu;

/** Whether an offset of the text is outside every «…» and "…" (a name is never cut in two). */
function outsideQuotes(text: string, offset: number): boolean {
  let depth = 0;
  let straight = 0;
  for (let i = 0; i < offset; i += 1) {
    const char = text[i];
    if (char === '«' || char === '“') depth += 1;
    else if ((char === '»' || char === '”') && depth > 0) depth -= 1;
    else if (char === '"') straight += 1;
  }
  return depth === 0 && straight % 2 === 0;
}

/** Every match of a separator outside quotes, in order. */
function separatorsOf(text: string, separator: RegExp): RegExpExecArray[] {
  return [...text.matchAll(separator)].filter((match) => outsideQuotes(text, match.index));
}

/** Words a part before a dash starts with when it says when or where, not what («В ночь с субботы — rave»). */
const CIRCUMSTANCE =
  /^(?:в|во|на|с|со|по|у|к|для|там|тут|здесь|этой|этим|этот|завтра|сегодня|уже|скоро|впервые|всех|всем|кажд\p{L}*|весь|всю|все|целый|целую)(?![\p{L}])/iu;

/** «пятница — «Ревизор»», «Сегодня пятница — а значит джем»: the day an item is on, before a dash; when, not what. */
const LEADING_WEEKDAY = pattern(String.raw`^[^\p{L}«"“]*(?:${WEEKDAY_NAMES})(?:\s*[—–-]|:)\s+(?=[\p{L}«"“])`, 'iu');

/**
 * An official notice's opening, before what it announces: «Администрация Северодвинска информирует», «Управление
 * культуры города сообщает:», «Администрация г. Махачкалы информирует о праздничных мероприятиях:», «Федерация
 * спортивной борьбы г. Махачкалы:». Whoever informs is no event.
 */
const NOTICE = [
  /^[^\p{L}]*[^:!?\n\uFFFF]{3,80}?\s(?:информиру|сообща|напомина|уведомля|извеща|объявля)(?:ет|ют)(?:\s+о\s+[^:.!?\uFFFF]{0,59}[^\s:.!?\uFFFF])?(?:\s*[:.!]+|\s*$)\s*/iu,
  /^[^\p{L}]*(?:администрация|управление|министерство|комитет|департамент|федерация|ассоциация|союз|пресс-служба)[^:!?\n\uFFFF«»]{0,80}:\s*/iu,
] as const;

/**
 * A line without its notice opening (NOTICE). Two patterns tried in turn, not one alternation: the regex lint proves
 * each linear in well under a second, while it took minutes over the union of their bounded runs.
 */
function withoutNotice(text: string): string {
  for (const notice of NOTICE) {
    const rest = text.replace(notice, '');
    if (rest !== text) return rest;
  }
  return text;
}

/**
 * The event's own name out of a line's remainder: the first piece between holes that can name something (never
 * across a taken-out date or price), its first sentence that can, without a place or an appeal before it, without
 * what a verb, a dash or a colon starts to say about it, without a place after it, and as «Kind «Name»» or «Name»
 * when the rest is a long sentence around one name.
 */
/**
 * The title a line gives (refinedOnce), then what a holder's line names after its colon: «театр кукол «Волшебный
 * фонарь» (Ханты-Мансийск): «Морозко»», «народный театр «Зеркало»: А. Н. Островский, «Бедность не порок»» are the
 * show «Морозко» and «Бедность не порок», not the troupe; and a performer's name without what they play: «Артём
 * Лосев, акустика».
 */
export function refineTitle(line: string, isPlace: PlaceTest, sporty = false): string {
  // «Кафе «Парма» принимает заявки на Новогоднюю ночь!»: what the bookings are for is the event.
  const booked = BOOKINGS_FOR.exec(line.slice(0, TITLE_WINDOW).replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' '));
  if (booked?.[1]) {
    const what = nominativeOf(booked[1].toLowerCase());
    return what.charAt(0).toUpperCase() + what.slice(1);
  }
  // «гастроли театра сказки «Жар-птица» (Самара): «Кот в сапогах»»: a company's visit, then the show it gives.
  const visiting = VISIT_SHOW.exec(line.slice(0, TITLE_WINDOW))?.[1] ?? showAfterStop(line.slice(0, TITLE_WINDOW));
  if (visiting) return visiting;
  // «21 февраля (вс), Неделя о мытаре и фарисее — 9:00 Божественная литургия»: the day's name, then the service.
  const served = serviceAfterDay(line.slice(0, TITLE_WINDOW));
  if (served) return served;
  // «Спектакль Кировского драмтеатра «Женитьба»», «Спектакль Театра на Спасской «Морозко», назначенный на …»: a show
  // of a troupe said in the genitive, then its quoted name.
  const troupe = TROUPE_SHOW.exec(line.slice(0, TITLE_WINDOW));
  if (troupe?.[1] && troupe[2])
    return `${troupe[1].charAt(0).toUpperCase()}${troupe[1].slice(1).toLowerCase()} «${troupe[2]}»`;
  // «живой звук: кавер-группа «Северный ветер»»: live music is how, the band is who plays.
  // The line's pieces between a date's holes, a weekday beside the date left out: «18.12 (пт) — живой звук: …».
  const live = line
    .slice(0, TITLE_WINDOW)
    .split(/[|•\uFFFF]/u)
    .map((piece) => LIVE_BY.exec(piece.replace(SHORT_WEEKDAY, '$1'))?.[1])
    .find(Boolean);
  if (live) return live.trim();
  // «Из-за сильных морозов (ниже −30°) матч «Сокол» — «Ватан», назначенный на …»: the game a cause moves.
  const moved = CAUSE_LEADS[0]?.test(line.replace(/^[^\p{L}]+/u, '')) ? CAUSED_GAME.exec(line)?.[1] : undefined;
  if (moved) return moved;
  const refined = withoutAuthorAfter(withoutCause(refinedOnce(line, isPlace, sporty)));
  // «Традиционный новогодний турнир …», «Ежегодная ярмарка …»: how often it is held, before what.
  const often = RECURRING_LEAD.exec(refined);
  const title = often ? refined.charAt(often[0].length).toUpperCase() + refined.slice(often[0].length + 1) : refined;
  if (HOST_ONLY.test(title)) {
    const at = line.toLowerCase().indexOf(title.toLowerCase());
    const after =
      at >= 0 ? SHOW_AFTER_HOLDER.exec(line.slice(at + title.length, at + title.length + TITLE_WINDOW)) : null;
    if (after?.[1] && letters(after[1]) >= 2) return after[1].trim();
  }
  // «Открываем лыжный сезон», «ЗАКРЫВАЕМ КАТОК»: what we open is the opening of it.
  const opens = WE_OPEN.exec(title);
  if (opens?.[1] && opens[2]) {
    const what = genitiveOf(opens[2].toLowerCase());
    if (what !== opens[2].toLowerCase())
      return `${opens[1].charAt(0).toUpperCase()}${opens[1].slice(1).toLowerCase()}ытие ${what}`;
  }
  // «Зажигаем главную ёлку города», «Расписываем имбирные пряники»: what we do is the doing of it.
  const doing = WE_DO_TO.exec(title);
  const act = doing?.[1] ? ACT_OF[doing[1].toLowerCase().replace('ё', 'е')] : undefined;
  // Only a thing done to, in the accusative: «рисуем маслом ночной порт» says with what, not what.
  // «ПРОВОЖАЕМ СТАРЫЙ ГОД ВЕСЕЛО»: how it is done, after what, is no part of the doing's name.
  const objectWords = (doing?.[2] ?? '').toLowerCase().split(' ');
  const how = objectWords.length > 1 && isAdverb(objectWords.at(-1) ?? '') ? 1 : 0;
  const object = objectWords.slice(0, objectWords.length - how).join(' ');
  const accusative = dictionaryParses((object.split(' ')[0] ?? '').replaceAll('ё', 'е')).some(
    (parse) => parse.tag.CAse === 'accs',
  );
  if (act && doing?.[2] && accusative) {
    const what = genitiveOf(object);
    if (what !== object) return `${act} ${what}`;
  }
  // «Профпробы: «Повар», «Электромонтёр», «Оператор ЭВМ»»: a kind, then a list of what it offers, each quoted.
  const listed = QUOTED_LIST_AFTER.exec(title);
  if (listed?.[1] && letters(listed[1]) >= 3) return listed[1].trim();
  const genre = PERSON_AND_GENRE.exec(title);
  if (genre?.[1] && !KIND_IN_WORD.test(genre[2] ?? '')) return genre[1];
  // «Торжественное открытие ледового городка: Дед Мороз, хороводы, зажжение ёлки»: the event, then what it holds.
  const holds = HOLDS_LIST.exec(title);
  // Not a bill of names: «Камерный концерт: Шуберт, Шуман, Брамс».
  const things = holds ? title.slice(holds[0].indexOf(':', (holds[1] ?? '').length) + 1).split(',') : [];
  if (
    holds?.[1] &&
    (KIND.test(holds[1]) || OPENING_FIRST.test(holds[1])) &&
    letterWords(holds[1]) >= 2 &&
    things.some((thing) => /^\s*\p{Ll}/u.test(thing))
  )
    return holds[1].trim();
  // «Н. В. Гоголь, «Женитьба»», «А. Островский. «Гроза»»: the author, then the work, which is the show.
  const work = AUTHOR_THEN_WORK.exec(title);
  if (work?.[1]) return work[1].trim();
  return title;
}
/** A heading, a colon, then a list of three things or more, none quoted: «…: Дед Мороз, хороводы, зажжение ёлки». */
const HOLDS_LIST = /^([^:«»"“”]{6,100}):[^:,«»"“”]+(?:,[^:,«»"“”]+){2,}$/u;
/** An author's initials and surname, then a quoted work: «Н. В. Гоголь, «Женитьба»». */
const AUTHOR_THEN_WORK = /^(?:\p{Lu}\.\s?){1,2}\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[,.:]?\s+[«"“]([^«»"“”]{2,80})[»"”]$/u;
/** Who competes, in the genitive plural after «среди», by the word that says it. */
const COMPETITORS: Readonly<Record<string, string>> = {
  команды: 'команд',
  юноши: 'юношей',
  девушки: 'девушек',
  мужчины: 'мужчин',
  женщины: 'женщин',
  ветераны: 'ветеранов',
  школьники: 'школьников',
  дети: 'детей',
  взрослые: 'взрослых',
  мальчики: 'мальчиков',
  девочки: 'девочек',
  юниоры: 'юниоров',
  любители: 'любителей',
};
/** Up to two adjectives, the word of who competes, maybe the years they were born: «женские команды», «юноши 2012 г. р.». */
const COMPETITORS_ONLY =
  /^((?:\p{L}+(?:ие|ые)\s+){0,2})(\p{L}+)((?:\s+\d{4}(?:\s*[–-]\s*\d{4})?\s*(?:г\.?\s*р\.?|года\s+рождения))?)$/iu;

/**
 * An item of a tournament that only says who plays on its day («16 января — женские команды»): those competitors, in
 * the genitive after «среди» («женских команд»), or null when the title says more.
 */
export function competitorsOf(title: string): string | null {
  const found = COMPETITORS_ONLY.exec(withoutTrailing(title.trim(), /[.!]/u));
  const noun = COMPETITORS[(found?.[2] ?? '').toLowerCase()];
  if (!found || !noun) return null;
  const adjectives = (found[1] ?? '').trim();
  const lead =
    adjectives === ''
      ? ''
      : `${genitiveOf(`${adjectives.toLowerCase()} ${found[2]?.toLowerCase()}`).split(' ').slice(0, -1).join(' ')} `;
  return `${lead}${noun}${found[3] ?? ''}`;
}

/** «Живой звук», «живая музыка», «live»: music played live, which says how and not who. */
const LIVE_MUSIC = String.raw`(?:живой\s+звук|живая\s+музыка|live(?:\s+music)?)`;
/** Live music, then who plays it: «живой звук: кавер-группа «Северный ветер»», «живая музыка — группа «Ковыль»». */
const LIVE_BY = pattern(
  String.raw`^[^\p{L}]*${LIVE_MUSIC}\s*[:—–-]\s*(?:[\p{L}]+-)?(?:группа|бэнд|бенд|band|ансамбль|дуэт|трио)\s+[«"“]([^«»"“”]{2,60})[»"”]`,
  'iu',
);
/** Live music alone, maybe where: «ЖИВОЙ ЗВУК в «Уюте» 🎸» — who plays is on another line. */
const LIVE_ONLY = pattern(
  String.raw`^[^\p{L}]*${LIVE_MUSIC}(?:\s+(?:в|во|на|у)\s+[«"“]?\p{L}+(?:[\s-]\p{L}+){0,3}[»"”]?)?[^\p{L}]*$`,
  'iu',
);

/** A cause, then one word of it or two: «Из-за оттепели », «В связи с сильными морозами ». */
const CAUSE_LEADS = [
  pattern(String.raw`^${CAUSE_WORDS}\s+\p{L}+\s+`, 'iu'),
  pattern(String.raw`^${CAUSE_WORDS}\s+\p{L}+\s+\p{L}+\s+`, 'iu'),
];
/** A sport's word before a match's sides, with its comma: «Хоккей, ». */
const SPORT_LEAD = /^(?:хоккей|футбол|мини-футбол|волейбол|баскетбол|гандбол|флорбол),\s+(?=[«"“])/iu;
/** A game and its quoted sides, anywhere after a cause. */
const CAUSED_GAME =
  /(?<![\p{L}])(?:матч|игр[аы])[ \t]+([«"“][^«»"“”\n]{1,40}[»"”][ \t][—–-][ \t][«"“][^«»"“”\n]{1,40}[»"”])/iu;
/** An opening or a closing, first: «открытие катка», «Торжественное закрытие сезона». */
const OPENING_FIRST = /^(?:\p{L}+(?:ое|ее)\s+)?(?:откр|закр)ытие\s+\p{L}/iu;

/**
 * «Из-за оттепели открытие катка» (переносим): why it moves says nothing of what moves; what follows the cause, when
 * it starts with a kind of event or an opening, is the event.
 */
function withoutCause(title: string): string {
  // «Из-за сильных морозов … матч «Сокол» — «Ватан», назначенный на …»: however long the cause, the game it moves.
  const game = CAUSE_LEADS[0]?.test(title) ? CAUSED_GAME.exec(title)?.[1] : undefined;
  if (game) return game;
  for (const lead of CAUSE_LEADS) {
    const rest = title.slice(lead.exec(title)?.[0].length ?? 0);
    if (rest !== title && (KIND.exec(rest)?.index === 0 || OPENING_FIRST.test(rest)))
      return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return title;
}

/** «Традиционный», «ежегодная» before the words of an event. */
const RECURRING_LEAD = /^(?:традиционн|ежегодн)(?:ый|ий|ая|ое|ые)\s+(?=\p{L}[\p{L}-]*\s\p{L})/iu;
/** A heading, a colon and three quoted names or more, listed with commas. */
const QUOTED_LIST_AFTER =
  /^([^:«»"“”]{3,40}):\s*[«"“][^«»"“”]{1,40}[»"”](?:\s*,\s*[«"“][^«»"“”]{1,40}[»"”]){2,8}(?:\s+и\s+[«"“][^«»"“”]{1,40}[»"”])?$/u;
/** The doing of what we do: «зажигаем» ёлку is its «Зажжение». */
const ACT_OF: Readonly<Record<string, string>> = {
  зажигаем: 'Зажжение',
  расписываем: 'Роспись',
  провожаем: 'Проводы',
  украшаем: 'Украшение',
  лепим: 'Лепка',
  рисуем: 'Рисование',
  вяжем: 'Вязание',
  плетем: 'Плетение',
  собираем: 'Сбор',
};
/** We do something to something, said in a few words: «Зажигаем главную ёлку города», «ЛЕПИМ ПЕЛЬМЕНИ!». */
const WE_DO_TO = /^[^\p{L}]*(\p{L}+(?:ем|им|ём))\s+(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,3})[\s!.]*$/iu;
/** «Открываем лыжный сезон»: we open or close something, said in a few words. */
const WE_OPEN = /^(откр|закр)ываем\s+(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2})[\s!.]*$/iu;
/**
 * After a holder's name: where it comes from, perhaps that it presents («представляет:»), a colon, a few words (an
 * author), then the show's quoted name.
 */
const SHOW_AFTER_HOLDER =
  /^\s*(?:\([^()]{1,40}\)\s*)?(?:(?:представля(?:ет|ют)|показыва(?:ет|ют)|покаж(?:ет|ут))[ \t]*)?:\s*(?:[^«»"“”:\n]{0,40}\s)?[«"“]([^«»"“”]{2,80})[»"”]/iu;
/** «Артём Лосев, акустика»: a person's name, then in lower case what they play or sing. */
const PERSON_AND_GENRE =
  /^(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?),\s+(\p{Ll}[\p{Ll}-]*(?:(?:\s+и\s+|,\s+|\s)\p{Ll}[\p{Ll}-]*)?)$/u;

function refinedOnce(line: string, isPlace: PlaceTest, sporty = false): string {
  // A title is at most 200 characters: what is read for it is bounded, whatever the length of the line, so the
  // patterns below (which look back from a piece's end) cost at most a few thousand steps.
  // A weekday beside a taken-out date is part of the date («03.12 (чт) — блюз-джем», «Вс, 7 — …»).
  const remainder = withoutNotice(
    line
      .slice(0, TITLE_WINDOW)
      .replace(SHORT_WEEKDAY, '$1')
      .replace(BRACKETED_WEEKDAY, '')
      // An age mark is not part of a name: «Маленький принц» 6+. Before a stop or a comma it goes with the comma and
      // the spaces before it («Гроза» (А. Н. Островский), 12+. Билеты …), so that the stop still ends the sentence;
      // in brackets it goes with them («Алые паруса» (12+), 2 ч 20 мин).
      .replace(
        /(?:,\s*|(?<!\s)\s+)?(?<![\p{L}\p{N}])(?:0|6|12|16|18)\+(?![\p{L}\p{N}])(?=(\s*[.,;!?)])?)/gu,
        (_mark, stop?: string) => (stop ? '' : ' '),
      )
      .replace(/(?<!\s)\s*\(\s*\)/gu, ''),
  );
  const team = teamEvent(remainder.replace(/\uFFFF+/gu, ' '));
  if (team) return team.charAt(0).toUpperCase() + team.slice(1);
  // «Ачит, привет! 🤘 Это группа «Северный ветер»»: a greeting, then the band that introduces itself.
  const intro = SELF_INTRO.exec(remainder);
  const greeted = intro ? remainder.slice(0, intro.index + (intro[0].length - intro[0].trimStart().length)) : '';
  if (intro && intro.index > 0 && onlyGreeting(greeted)) {
    const band = introducedBand(remainder.slice(intro.index));
    if (band) return band;
  }
  const sides = remainder
    .replace(/^[^\p{L}«"“]+/u, '')
    // «Дома: «Шторм» — «Искра»», «выезд — «Искра» — «Шторм»»: whose ground it is, before the sides.
    .replace(HOME_OR_AWAY_LABEL, '')
    // «МХЛ. «Уральские медведи» — …»: the league, before the sides.
    .replace(/^\p{Lu}{2,5}\.\s+(?=[«"“])/u, '')
    // «МФК «Стерлитамак» — МФК «Уфа-Сити»», «ХК «Заполярник»»: what kind of club a side is.
    .replace(/(?<![\p{L}])(?:ХК|ФК|МФК|ПФК|БК|ВК|ГК|МХК|ЖФК|ЖБК|ФНК)\s+(?=[«"“])/gu, '')
    // «Белые волки» (Уфа) — …: where a side comes from.
    // «Симбирск-Торпедо» (жен.) — …: which team of the club. «Витязь» (п. Заречный): the kind of place may lead.
    .replace(/(?<=[»"”])\s*\((?:(?:\p{Ll}{1,3}\.\s?)?\p{Lu}[\p{L} -]{0,30}|\p{Ll}{2,5}\.)\)/gu, '')
    // «Нефтяник (Туймазы) — Урожай (Кандры)»: so after an unquoted side, in a post about a game.
    .replace(/(?<=\p{L})\s+\(\p{Lu}[\p{L} -]{0,30}\)/gu, (bracket) => (sporty ? '' : bracket))
    // «Футбол на большом экране: «Крылья» — «Спартак»»: a game shown in a bar is its broadcast.
    // «Смотрим КХЛ на большом экране: СКА — ЦСКА»: what is watched may be said, the sides unquoted.
    .replace(/^(?:[\p{L}-]+\s+){0,2}на\s+большом\s+экране\s*:\s*(?=[«"“]|\p{L})/iu, 'трансляция матча ');
  // «Игра «Локомотив» — «Тобол»», «трансляция КХЛ: «Сибирь» — «Авангард»»: the word of a game or a league's label
  // before quoted sides says nothing the sides do not.
  // The word of a game says the post is about one.
  const game = GAME_LEAD.test(sides);
  const match = matchOf(
    sides.replace(GAME_LEAD, '').replace(LEAGUE_BROADCAST, 'трансляция матча '),
    sporty || game,
    isPlace,
  );
  if (match) return match.charAt(0).toUpperCase() + match.slice(1);
  const versus = sporty ? PLAYS_AGAINST.exec(sides) : null;
  // The other side is an object there («против «Ростовских волков»»), and is named as it is said.
  const said = (versus?.[2] ?? '').trim();
  const known = nominativeOf(said, ['accs', 'gent', 'ablt']);
  // «принимает «Кондурчу»»: a name the dictionary does not know, put back as its ending says.
  const other = known === said && !said.includes(' ') ? (properNominative(said) ?? said) : known;
  // «… против «Ермака»» alone: the other side's name is told from its case only when the dictionary knows it.
  const bare = versus !== null && /^против\s/u.test(versus[0].slice(versus[1]?.length ?? 0).trimStart());
  if (versus && (!bare || other !== (versus[2] ?? '').trim())) return `${versus[1]} — «${other}»`;
  // «… в «Бункере», до 6 утра»: a preposition whose time was taken out is left off before the rest is read.
  const split = remainder.split(/\uFFFF+/u);
  const pieces = split
    .map(trimEdges)
    .map((piece, index) => withoutDanglingEnd(index < split.length - 1 ? withoutCutAdjective(piece) : piece, false));
  // An address alone («Ул. Союзная, 144 —») says where, not what.
  const naming = (piece: string) =>
    substantial(piece) &&
    !onlyGreeting(piece) &&
    !HERALD.test(piece) &&
    // eslint-disable-next-line regexp/no-super-linear-move -- a piece is at most TITLE_WINDOW characters
    !CLUB_OF.test(trimEdges(piece).replace(/[\s.!]+$/u, '')) &&
    !WEEKDAYS_ONLY.test(piece.trim()) &&
    !WHEN_OR_WITH_ONLY.test(piece.replace(/^[^\p{L}(]+/u, '').trim()) &&
    // «, ДК «Заря»» after a taken-out date: what only led to the place does not make it name something.
    (!wherePart(piece.replace(/^[^\p{L}\p{N}«"“]+/u, ''), isPlace) || heldAt(piece)) &&
    !(WHERE_ONLY.test(piece.trim()) && !KIND.test(piece)) &&
    // eslint-disable-next-line regexp/no-super-linear-move -- a piece is at most TITLE_WINDOW characters
    !ADDRESS_ONLY.test(piece.replace(/[\s—–:-]+$/u, ''));
  // «ПН 7.12 — тишина 😅»: a day of a week's bill with nothing on names no event.
  if (NOTHING_ON.test(pieces.filter((piece) => letters(piece) > 0).join(' '))) return '';
  // «Доброе утро, Елабуга! ☀️»: a line that only greets the readers (and their town) names nothing.
  if (pieces.some((piece) => letters(piece) >= 3) && pieces.every((piece) => letters(piece) < 3 || onlyGreeting(piece)))
    return '';
  // «Открытие — [3 декабря]: экскурсия, музыка, чай»: an opening whose date stands between it and what it holds.
  const opensList = split.findIndex(
    (piece, index) =>
      OPENING_HEAD.test(withoutDashEnd(piece)) &&
      OPENING_LIST_LEAD.test(split[index + 1] ?? '') &&
      /,|\sи\s/u.test(split[index + 1] ?? ''),
  );
  let title =
    (opensList >= 0 ? withoutDashEnd(split[opensList] ?? '') : undefined) ??
    pieces.find(naming) ??
    pieces.find((piece) => letters(piece) >= 3) ??
    remainder;
  // «Уличные музыканты собираются в Чердаке [в воскресенье]! Джем [с 16:00]»: a sentence about people doing something,
  // naming no event, then a kind of event after the date.
  // Not «Смотрим финал …»: what we do names the event (see withoutOurVerb).
  const story = (piece: string) =>
    !KIND_IN_WORD.test(piece) &&
    !EVENT_OF.test(piece.trim()) &&
    !/[«"“]/u.test(piece) &&
    !isVerb(/^[^\p{L}]*([\p{L}-]+)/u.exec(piece)?.[1] ?? '') &&
    isVerbSentence(piece);
  if (story(title)) {
    const later = pieces
      .slice(pieces.indexOf(title) + 1)
      .map((piece) => piece.replace(/^[^\p{L}«"“]+/u, ''))
      .find((piece) => naming(piece) && KIND.test(/^[\p{L}-]+/u.exec(piece)?.[0] ?? ''));
    if (later) title = later;
  }
  title = title.replace(LEADING_WEEKDAY, '');
  // «БЕТОН / TECHNO NIGHT «Холодный цех»»: the venue, a slash, then what happens there.
  const venueSlash = title.indexOf(' / ');
  if (venueSlash > 0 && placePiece(title.slice(0, venueSlash), isPlace) && letters(title.slice(venueSlash)) >= 3)
    title = title.slice(venueSlash + 3);
  // «Спектакль «Ревизор» | Театр «Комедія»», «СТЕНДАП | Открытый микрофон», «АНГАР × NEON NIGHTS», «Чердак · вечер
  // настолок «Кодовые имена»»: the piece with a kind and a name, else the last that is not the place.
  const parts = title
    .split(/\s(?:[|•·×]|\/\/)\s|\s[xх]\s(?=\p{Lu})/u)
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    .map((part) => part.replace(/[\s|•·×]+$/u, ''));
  // «Новогодний бал для старшеклассников | по пригласительным»: how one gets in is no segment that names the event.
  const segments = parts.filter(
    (piece) => letters(piece) >= 3 && !placePiece(piece, isPlace) && !ADMITTED_BY.test(piece.trim()),
  );
  // «Moloko Club • Тюмень», «Полёт | антикафе», «Переплёт | книжный»: a venue and its city or kind (one word in lower
  // case that names no event), nothing that happens.
  const venueKind = (piece: string) =>
    letterWords(piece) === 1 && /^\p{Ll}/u.test(piece.trim()) && !KIND_IN_WORD.test(piece);
  const venueOnly = (piece: string) => letters(piece) < 3 || placePiece(piece, isPlace);
  if (
    parts.length > 1 &&
    (segments.length === 0 ||
      (parts.some((piece) => placePiece(piece, isPlace)) &&
        parts.every((piece) => venueOnly(piece) || venueKind(piece))))
  )
    return '';
  if (segments.length > 1)
    title =
      segments.find((piece) => KIND.test(piece) && [...piece.matchAll(QUOTE)].length > 0) ?? segments.at(-1) ?? title;
  else if (segments.length === 1 && segments[0]) title = segments[0];
  // «ВЕЧЕ × СУББОТА: DEEP FROST»: the day, once the venue is off.
  if (parts.length > 1) title = title.replace(LEADING_WEEKDAY, '');
  // Its first sentence that can name something: «Владивосток! Лекция о китах», «Лекция 1. Малевич и супрематизм».
  const sentences: string[] = [];
  let from = 0;
  // A sentence ends at . ! ? … after a word of three letters or a number (not after «А. П.», «им.», «ул.»), or at an
  // emoji before a word («Вечеринка «Антивалентин» 💔 Настолки для одиночек», «квиз «Х» 🍺 каждый вторник»).
  for (const end of separatorsOf(title, SENTENCE_END)) {
    // «Клуб любителей бега 🏃 приглашает на пробежку»: an emoji before a verb in lower case is inside the sentence.
    const next = /^\s*(\p{Ll}+)/u.exec(title.slice(end.index + end[0].length))?.[1];
    // Not a verb of ours: «📖 обсуждаем …» starts what we do.
    if (/\p{Extended_Pictographic}/u.test(end[0]) && next && /(?:ет|ёт|ит|ют|ят|ут)$/u.test(next) && isVerb(next))
      continue;
    sentences.push(title.slice(from, end.index));
    from = end.index + end[0].length;
  }
  sentences.push(title.slice(from));
  // «Фолк-группа «Ветлуга» — тур «Северная дорога» по области», «Айгуль Сафина — тур «…»»: a performer, then the
  // named tour it takes round; the tour's name names each of its concerts, wherever it goes.
  const tourOf = TOUR_OF.exec(sentences[0]?.replace(/^[^\p{L}«"“]+/u, '').trim() ?? '');
  // A band named with its kind («Группа «Полярный круг» — тур …») is read as the band's concert over the stops.
  const bandFirst = tourOf !== null && ENSEMBLE.test(tourOf[0].slice(0, tourOf[0].search(/\s[—–-]\s/u)));
  if (tourOf?.[1] && tourOf[2] && !bandFirst)
    return `${tourOf[1].charAt(0).toUpperCase()}${tourOf[1].slice(1).toLowerCase()} «${tourOf[2]}»`;
  // «СТЕНДАП-ТУР ПО КОМИ 🎤 Сергей Лобанов с программой «Без шапки»»: a tour named only by its kind, then who takes
  // it round with a named programme; the programme names the concerts.
  if (sentences.length > 1 && UNNAMED_TOUR.test(sentences[0]?.trim() ?? '')) {
    const brought = sentences
      .slice(1)
      .map((sentence) => BRINGS_SHOW.exec(sentence.replace(/^[^\p{L}«"“]+/u, '').trim())?.[1])
      .find(Boolean);
    if (brought) return brought.charAt(0).toUpperCase() + brought.slice(1);
  }
  // «Большой стендап-концерт Ильи Макарова. Тур «Сибирь, я дома»»: a concert, then the tour it belongs to in a
  // sentence of its own; the tour's name is the concert's.
  const tourNamed = sentences
    .slice(1)
    .map((sentence) => TOUR_ALONE.exec(sentence.trim()))
    .find(Boolean);
  const concert = sentences[0] ?? '';
  // «Группа «Северные Огни». Тур «Тепло»», «ГРУППА «СНЫ АМУРА» 🤘 ТУР «СЕВЕРНЫЙ ВЕТЕР»»: a band named with its kind,
  // then its tour: the band's concert, which names it whether a reader takes the band or the tour for the event.
  const bandAlone = BAND_AFTER.test(concert.replace(/^[^\p{L}«"“]+/u, '').trim())
    ? BAND_KIND.exec(concert.replace(/^[^\p{L}«"“]+/u, ''))
    : null;
  if (tourNamed && bandAlone?.[1] && bandAlone[2]) {
    const whose = genitiveOf(bandAlone[1].toLowerCase());
    if (whose !== bandAlone[1].toLowerCase()) return `Концерт ${whose} ${bandAlone[2]}`;
  }
  if (tourNamed?.[1] && tourNamed[2] && KIND_IN_WORD.test(concert) && !/[«"“]/u.test(concert))
    return `${tourNamed[1].charAt(0).toUpperCase()}${tourNamed[1].slice(1).toLowerCase()} «${tourNamed[2]}»`;
  const programme = performerAndProgramme(sentences, isPlace, sporty);
  if (programme) return programme;
  let first =
    sentences.find(naming) ??
    sentences.find(substantial) ??
    sentences.find((sentence) => letters(sentence) >= 3 && !/\d/.test(sentence));
  // «Друзья, мы снова собираемся! «Виниловая ночь» в баре …», «Изменения в расписании! Показ фильма «Обь» …»: a
  // sentence that calls out or brings news, naming nothing in quotes, gives way to a later one that names the event;
  // «Гастроли в Перми! Комедия «Крыша поехала» …»: so does one naming no kind of event, to a kind and a name.
  const ownName = (sentence: string) => [...sentence.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)));
  if (first && !ownName(first)) {
    const appeal = APPEAL.test(first.replace(/^[^\p{L}]+/u, ''));
    const later = sentences
      .slice(sentences.indexOf(first) + 1)
      .find(
        (sentence) =>
          naming(sentence) &&
          ownName(sentence) &&
          (appeal || KIND.test(sentence) || /^[^\p{L}«"“]*\p{Lu}\p{Ll}+\s[«"“]/u.test(sentence)),
      );
    if (later && (appeal || !KIND_IN_WORD.test(first))) first = later;
  }
  // «Открытие — [дата], с участием авторов. На открытие вход [свободный]»: only with whom, and nothing named after.
  if (first && WHEN_OR_WITH_ONLY.test(first.replace(/^[^\p{L}(]+/u, '').trim())) return '';
  // «Премьера! «Женитьба Фигаро»»: a one-word call before the name.
  const named = sentences.find((sentence) => [...sentence.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1))));
  const shouted = title === title.toUpperCase() && /\p{Lu}{3}/u.test(title);
  title = (first && letterWords(first) === 1 && named ? named : first) ?? title;
  // «СТЕНДАП. ПРОВЕРКА МАТЕРИАЛА»: a kind shouted as a sentence of its own, then the name of this one.
  const nameAfter = first ? sentences[sentences.indexOf(first) + 1]?.trim() : undefined;
  if (
    shouted &&
    first &&
    nameAfter &&
    letterWords(first) === 1 &&
    KIND.test(first) &&
    !/\d/u.test(nameAfter) &&
    letterWords(nameAfter) >= 2 &&
    letterWords(nameAfter) <= 4 &&
    !isPlace(nameAfter) &&
    !KIND_IN_WORD.test(nameAfter)
  )
    title = `${first.trim()}. ${nameAfter}`;
  // «Ансамбль «Уральские самоцветы» с программой «Зимний путь» едет по области»: a performer taking a named programme
  // round; the programme names each concert.
  // «Спектакль идёт 1 час 50 минут без антракта»: how long it lasts names nothing.
  if (LASTS.test(title.replace(/^[^\p{L}]+/u, ''))) return '';
  const touring = TOURING_WITH.exec(title.trim());
  if (touring?.[1]) return touring[1];
  // «Книжный клуб «Переплёт» обсуждает «Котлован» Платонова»: a club, then the work its meeting is about.
  const discusses = CLUB_DISCUSSES.exec(title.trim());
  if (discusses?.[1] && discusses[3]) {
    const work = discusses[2] ? discusses[3].trim() : nominativeOfObject(discusses[3].trim());
    const club = `${discusses[1]}: «${work}»`;
    return club.charAt(0).toUpperCase() + club.slice(1);
  }
  // «Всем привет! Это группа Северо-Запад»: the band that introduces itself.
  const band = introducedBand(title.trim());
  if (band) return band;
  if (isTourStop(title, isPlace)) return '';
  // «Симфонический оркестр филармонии, дирижёр — Аркадий Фельдман»: who leads it, after a comma; «Встреча с Мариной
  // Лыковой, автором романа «…»»: who the guest is.
  const role = separatorsOf(
    title,
    /,\s+(?:дирижёр|дирижер|солист\p{L}*|ведущ\p{L}*|режисс[её]р\p{L}*|автор\p{L}*|создател\p{L}*|основател\p{L}*|лауреат\p{L}*)(?![\p{L}])/giu,
  )[0];
  if (role) title = title.slice(0, role.index);
  // «Спектакль «Ханума», назначенный на …»: a participle after a comma starts a sentence about it.
  const participle = separatorsOf(title, /,\s+\p{Ll}+(?:нн|вш|ющ|ящ|ем|им)(?:ый|ий|ая|ое|ие|ые)(?![\p{L}])/gu)[0];
  if (participle) title = title.slice(0, participle.index);
  // «Лыжная гонка памяти …, которая пройдёт …»: a clause about the event after a comma.
  const clause = separatorsOf(title, /,\s+(?:котор(?:ый|ая|ое|ые)|где|куда)(?![\p{L}])/giu)[0];
  if (clause && letterWords(title.slice(0, clause.index)) >= 2) title = title.slice(0, clause.index);
  // «Джем-сейшн для всех, кто с инструментом»: whom it is for, said by a clause, after the event.
  const whoever = separatorsOf(title, /\sдля\s+(?:всех|тех|каждого),?\s+кто(?![\p{L}])/giu)[0];
  if (whoever && KIND_IN_WORD.test(title.slice(0, whoever.index))) title = title.slice(0, whoever.index);
  // «Книжный клуб «Страница 99», обсуждаем «Щегла»», «громкие чтения для малышей, читаем «Муми-троллей»»: what we do
  // at the event, after a comma; the work we read or discuss is not its name.
  const doing = separatorsOf(title, /,\s+\p{L}+(?:ем|им|ём)(?![\p{L}])/giu).find((m) =>
    isVerb(m[0].replace(/^,\s+/u, '')),
  );
  const done = doing ? title.slice(0, doing.index) : '';
  if (doing && (KIND_IN_WORD.test(done) || SERIES.test(done))) title = done;
  // «клуб «Английский за чаем», тема «Christmas traditions»»: the club, and this meeting's topic.
  const clubTopic = CLUB_TOPIC.exec(title.replace(/^[^\p{L}«"“]+/u, '').trim());
  if (clubTopic?.[1] && clubTopic[2]) return `${clubTopic[1]}: ${clubTopic[2]}`;
  const giver = concertGiver(title, isPlace);
  if (giver) return giver;
  const performing = performedBy(title, isPlace);
  // As typed: a run-on post's one word in capitals on a dated line would read as a city («Сибирь-матушка»).
  if (performing) return performing;
  // «Бар «Горький», вечер винила», «в «Самоваре» — вечер поэзии», «Друзья, важное: …»: a place or an appeal first.
  for (let i = 0; i < 2; i += 1) {
    // «Ленина, 58: панк-вечер …»: an address before a colon or a dash.
    title = title.replace(LEADING_ADDRESS, '');
    const lead = separatorsOf(title, /,\s|\s[—–-]\s|:\s/gu)[0];
    if (!lead) break;
    const before = title.slice(0, lead.index);
    // «у нас в Шихане рок-вечеринка «Старый добрый рок», …»: a call that goes on to name the event is not only one.
    // «у нас кавер-группа «Драга» — рок от Цоя до Арии»: so is one that names a band.
    const named =
      (KIND_IN_WORD.test(before) || PERFORMER_IN_WORD.test(before)) &&
      [...before.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)));
    const opening = (APPEAL.test(before.trim()) || CHATTY.test(before.trim())) && !named;
    // «день открытых дверей в Национальной библиотеке: …»: a kind of event first is what happens there.
    const first = /^[^\p{L}]*([\p{L}-]+)/u.exec(before)?.[1] ?? '';
    // Not «киноклуб в «Сталкере»: «Солярис»»: a series at a place, then this session's own name.
    const happens =
      KIND.test(first) &&
      !ADJECTIVE_END.test(first) &&
      !/ого$|его$/u.test(first) &&
      !/^[«"“]/u.test(title.slice(lead.index + lead[0].length));
    if ((!wherePart(before, isPlace) || happens) && !opening && letterWords(before) > 0) break;
    title = title.slice(lead.index + lead[0].length);
  }
  // «у нас в Шихане рок-вечеринка …»: ours, before where.
  title = title.replace(/^\s*у\s+(?:нас|меня)\s+(?=(?:в|во|на)\s)/iu, '');
  // «Завтра у нас кавер-группа «Драга»», «у нас концерт …»: ours, when, before a kind of event or a band.
  const ourLead = /^\s*(?:(?:завтра|сегодня|уже|снова|опять)\s+){0,2}у\s+(?:нас|меня)\s+/iu.exec(title);
  const oursFirst = /^[\p{L}-]+/u.exec(title.slice(ourLead?.[0].length ?? 0))?.[0] ?? '';
  if (ourLead && (KIND_IN_WORD.test(oursFirst) || PERFORMER_IN_WORD.test(oursFirst)))
    title = title.slice(ourLead[0].length);
  title = withoutLeadingPlace(title, isPlace);
  title = withoutTrailingVenue(title, isPlace);
  if (title === '') return '';
  // «опять караоке», «снова квиз»: how often, before what.
  // «Пятница — значит караоке-баттл»: what follows from the day, before what.
  title = title.replace(
    /^(?:(?:здесь|тут|опять|снова|уже|наконец-то|наконец|впервые|значит|а\s+значит|(?:весь|всю|целый|целую)\s+(?:день|вечер|ночь))\s+)+(?=\p{L})/iu,
    '',
  );
  // «По техническим причинам спектакль «…»», «Из-за болезни артиста творческий вечер …»: why it moves, before what.
  const reason = REASON.exec(title.trimStart());
  // «Из-за оттепели «Лыжня Коврова» переносится»: a quoted name after the reason is the event too.
  const moved = reason ? title.trimStart().slice(reason[0].length) : '';
  if (reason && (KIND_IN_WORD.test(firstWords(moved)) || /^[«"“][^«»"“”]+[»"”]/u.test(moved)))
    title = title.trimStart().slice(reason[0].length);
  else if (reason) {
    // «Из-за недостаточной толщины льда на озере кубок района … переносится»: a longer reason, then the event, named
    // by its kind or a contest's word, all said in lower case before it.
    const event = MOVED_EVENT.exec(moved);
    if (event && !/[«"“\d]/u.test(moved.slice(0, event.index))) title = moved.slice(event.index).trimStart();
  }
  // «Из-за морозов игра «Локомотив» — «Тобол» переносится»: the game moved is named by its sides.
  const gameMoved = GAME_LEAD.test(title.trimStart()) || /(?<![\p{L}-])игр[аыу]\s*$/iu.test(reason?.[0] ?? '');
  const movedGame = reason && gameMoved ? matchOf(title.trimStart().replace(GAME_LEAD, ''), true, isPlace) : null;
  if (movedGame) return movedGame.charAt(0).toUpperCase() + movedGame.slice(1);
  title = withoutOurVerb(title);
  // «играем старое, всё что вы просили годами»: a band saying what it plays, naming no event and no work.
  if (
    /^\s*(?:играем|сыграем|поём|поем|споём|споем)(?![\p{L}-])/iu.test(title) &&
    !KIND_IN_WORD.test(title) &&
    !/[«"“]/u.test(title)
  )
    return '';
  // «Казанский планетарий приглашает на программу «…»»: a place doing something; the rest says what.
  // «Дом журналиста приглашает на фотовыставку «…»», «Кондитеры из «Берега» проводят мастер-класс по куличам»:
  // whoever organises, the event is what they invite to or hold, said as its name is (the nominative).
  const verb = separatorsOf(title, TITLE_VERB_ALL)[0];
  if (verb) {
    // «… наконец-то едут»: an adverb belongs to the verb.
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    const before = title.slice(0, verb.index).replace(/\s+(?:наконец-то|наконец|снова|опять|впервые|уже)\s*$/iu, '');
    const after = title.slice(verb.index + verb[0].length);
    // «приглашает ребят 6–10 лет на утренник …»: whom it invites, before what to.
    const invited =
      /^\s*(?:ребят|детей|всех|вас|гостей|горожан|студентов|малышей|семьи|\p{L}+(?:цев|ников|телей|чан|ичей))(?![\p{L}])[^«»"“”.!?]{0,30}?\s(?=на\s)/iu.exec(
        after,
      );
    const object = after.slice(invited?.[0].length ?? 0).replace(/^\s*(?:на|в|во)\s+/iu, '');
    // «Клуб любителей бега приглашает на субботнюю пробежку», «Филармония приглашает на Рождественскую ассамблею»:
    // what one invites to is the event, whatever its kind.
    const invitesTo =
      /^\s*приглаша/iu.test(verb[0]) &&
      /^\s*на\s+\p{L}/u.test(after.slice(invited?.[0].length ?? 0)) &&
      !isVerbSentence(firstWords(object));
    // Unless what comes before names the event itself: «финисаж выставки «Шум листвы»: художница проведёт …».
    // A quoted name before counts unless the object starts with a kind of event («Студия «Тень» устраивает читку»).
    // «… представляет комедию «Женитьба»»: a kind of play before its name is a kind of event too.
    const kindFirst = KIND_IN_WORD.test(firstWords(object)) || PLAY_NAMED.test(object);
    // «Театр «Зеркало» приглашает на …»: a kind of venue and its name is whoever organises, in the catalogue or not.
    const organiser = ORGANISATION.test(before.trim());
    const named =
      !organiser &&
      (KIND_IN_WORD.test(before) ||
        (!kindFirst && [...before.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)))));
    const held = !named && ORGANISER_VERB.test(verb[0]) && (kindFirst || invitesTo || /^\s*[«"“]/u.test(object));
    // «В субботу в сквере пройдёт ярмарка мастеров», «… в церкви прозвучит органный концерт»: only when and where
    // before the verb, and the event after it, its subject.
    // «В день Рождества, в церкви …»: a day is when, not a kind of event.
    const occurs =
      !KIND_IN_WORD.test(before.replace(/(?<![\p{L}])в\s+день(?![\p{L}])/giu, ' ')) &&
      !organiser &&
      OCCURS.test(verb[0]) &&
      // «… пройдёт новогоднее народное гулянье «Новогодний Северодвинск»»: a named event, whatever its kind.
      (kindFirst || STAGE.test(firstWords(object)) || /^[^«"“.!?]{0,60}[«"“][^«»"“”]+[»"”][\s.!]*$/u.test(object)) &&
      // «В СК «Триумф» пройдёт …»: a venue named in quotes is where.
      (!/[«"“]/u.test(before) || VENUE_BEFORE.test(before)) &&
      /^\s*(?:[Вв]|[Нн]а|[Уу])\s/u.test(before);
    const told = [...after.matchAll(QUOTE)].filter((m) => !isPlace(m[0].slice(1, -1)));
    // «Кинотеатр «Космос» покажет «Иронию судьбы» на большом экране»: the work it shows, as its name is said.
    const work = /^\s*«([^«»]+)»/u.exec(object);
    // «Хор ветеранов «Зори» приглашает на отчётный концерт»: an ensemble inviting to its own concert, unnamed; the
    // ensemble names it.
    const own =
      /^\s*приглаша/iu.test(verb[0]) &&
      ENSEMBLE.test(before) &&
      /^(?:[\p{L}-]+\s+){0,3}«[^«»]+»$/u.test(before.trim()) &&
      /^(?:\p{L}+\s+){0,2}концерт[\s!.]*$/iu.test(object.trim());
    // «Губахинский народный хор «Уральские зори» приглашает на Рождественский концерт»: the concert of the ensemble,
    // by its word and its name: «Рождественский концерт хора «Уральские зори»».
    const ensembleWord = own ? ENSEMBLE_WORD.exec(before)?.[0] : undefined;
    const whose = ensembleWord ? genitiveOf(ensembleWord.toLowerCase()) : undefined;
    const ensembleName = /«[^«»]+»/u.exec(before)?.[0];
    const concert = object.replace(/[!.]+/gu, ' ').trim();
    if (own && whose && ensembleName && whose !== ensembleWord?.toLowerCase())
      title = `${concert.charAt(0).toUpperCase()}${concert.slice(1)} ${whose} ${ensembleName}`;
    else if (own) title = ensembleName ?? title;
    else if (occurs) title = after;
    else if ((placePiece(before, isPlace) || organiser) && !held && work)
      title = `«${nominativeOf((work[1] ?? '').trim())}»`;
    // «гараж снова открывает двери»: what the place does, and no event in it.
    else if (placePiece(before, isPlace) && !held && !KIND_IN_WORD.test(object) && !/[«"“]/u.test(object)) return '';
    else if ((placePiece(before, isPlace) || held) && letters(after) >= 3)
      // «приглашает на «Рождественскую сказку»»: the name inside the quotes, as it is said.
      title = held
        ? work
          ? `«${nominativeOf((work[1] ?? '').trim())}»${object.trim().slice(work[0].trim().length)}`
          : nominativeOf(object.trim())
        : object;
    // «Научный сотрудник музея Наталья Грищенко расскажет, как строился город: «Комсомольская стройка»»: who tells,
    // then the one quoted name of what is told, which names the talk.
    else if (TELLS.test(verb[0]) && !KIND_IN_WORD.test(before) && !/[«"“]/u.test(before) && told.length === 1)
      title = told[0]?.[0] ?? before;
    else title = before;
  } else {
    // «„Заполярный квиз“ уходит в онлайн»: a name, then what it does; the name is the event.
    const acting = /^\s*([«"“][^«»"“”]+[»"”])\s+([\p{L}-]+)/u.exec(title);
    if (acting?.[1] && isVerb(acting[2] ?? '') && !isPlace(acting[1].slice(1, -1))) title = acting[1];
  }
  // Around a dash or a colon: «Квартет А — программа «Б»» is «Квартет А»; «В ночь с субботы — rave» is «rave».
  const dash = separatorsOf(title, /\s[—–]\s|:\s/gu)[0];
  if (dash) {
    const before = title.slice(0, dash.index).trim();
    const after = title.slice(dash.index + dash[0].length).trim();
    const quoted = (part: string) => [...part.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)));
    // «Весна пришла — и с ней хорошие новости»: a sentence that only heralds news, the event told further on.
    if (!quoted(before) && NEWS_AFTER.test(after)) return '';
    if (/^[«"“][^«»"“”]+[»"”]$/u.test(before)) title = before;
    // «Торжественное открытие: выступления фигуристов, музыка, чай»: an opening or a closing, then what it holds.
    else if (dash[0].startsWith(':') && OPENING_HEAD.test(before) && /,|\sи\s/u.test(after)) title = before;
    // «Ансамбль «Брянские самоцветы» — юбилейный тур «50 лет вместе»»: a tour's name is its show's (a bare «тур «…»»
    // is read further on). Where it goes may follow: «… — зимний тур «Сияние» по Кольскому!».
    else if (
      /^(?:\p{Ll}+\s+){1,2}(?:тур|турне)\s+[«"“][^«»"“”]+[»"”](?:\s+по\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?[\s!.]*$/u.test(
        trimTail(after),
      ) &&
      quoted(after)
    )
      title = [...after.matchAll(QUOTE)][0]?.[0] ?? title;
    // «Концертная программа … ансамбля танца «Лезгинка» — «Горы зовут»»: whose programme, then its own name.
    else if (
      dash[0].trim() !== ':' &&
      ENSEMBLE.test(before) &&
      /[»"”]$/u.test(before) &&
      /^[«"“][^«»"“”]+[»"”]$/u.test(trimTail(after)) &&
      quoted(after)
    )
      title = trimTail(after);
    // «Камерный оркестр «Ладога» — концерт «Времена года» (Вивальди — Пьяццолла)»: the performer, then the concert's
    // own name (what is played may follow in brackets).
    else if (
      dash[0].trim() !== ':' &&
      ENSEMBLE.test(before) &&
      /[»"”]$/u.test(before) &&
      NAMED_CONCERT.test(after) &&
      quoted(after)
    )
      title = [...after.matchAll(QUOTE)][0]?.[0] ?? title;
    // «Завтра у нас кавер-группа «Драга» — рок от Цоя до Арии», «С 1 декабря работает фотовыставка «Стальные вёрсты»
    // — депо в лицах …»: when comes first, but a kind or a band and its name are before the dash, and after it only
    // what they are, in small letters.
    else if (
      CIRCUMSTANCE.test(before) &&
      quoted(before) &&
      /^\p{Ll}/u.test(after) &&
      !quoted(after) &&
      kindAt(before) > 0
    )
      title = before.slice(kindAt(before));
    else if (CIRCUMSTANCE.test(before) || PRESENTS.test(before)) title = after;
    // «Театральная студия «Рампа»: спектакль «Чайка» …»: whoever organises, then the event.
    else if (ORGANISATION.test(before) && KIND_IN_WORD.test(firstWords(after))) title = after;
    // «Цикл «Музыкальная шкатулка» для детей: «Петя и волк»»: a series, then this event's own name.
    // «Встреча клуба «Краевед»: «Лиски железнодорожные»»: the series in another case, and this meeting's topic after
    // a colon.
    else if (
      (SERIES_NAMED.test(before) || (dash[0].trim() === ':' && SERIES_OF.test(before))) &&
      /^[«"“][^«»"“”]+[»"”]$/u.test(trimTail(after)) &&
      quoted(after)
    )
      title = trimTail(after);
    // «Каппинг: пробуем шесть кофе …»: a kind of event, then what we do at it.
    else if (dash[0].startsWith(':') && KIND_IN_WORD.test(before) && isVerb(/^[\p{L}-]+/u.exec(after)?.[0] ?? ''))
      title = before;
    // «Public talk: «Design of Soviet Modernism»», «Премьера: «Женитьба»»: a few words, a colon and one name.
    else if (
      dash[0].startsWith(':') &&
      // «Вебинар для начинающих фотографов: «Свет зимой»»: a longer description of the kind.
      (letterWords(before) <= 3 || (KIND_IN_WORD.test(before) && letterWords(before) <= 6)) &&
      !quoted(before) &&
      /^[«"“][^«»"“”]+[»"”]$/u.test(after) &&
      quoted(after)
    )
      title = after;
    // «Stand-up в «Молоке»: Евгений Чебатков с новым материалом»: a kind at a place, then who is the event.
    // «акустический вечер: Паша Гром»: a kind with a word of its sort, then the performer.
    else if (
      /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(after) &&
      (bareKindAt(before, isPlace) ||
        (SORT_OF_KIND.test(before) &&
          KIND.test(before) &&
          /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(?:[\s!.]*$|\.\s)/u.test(after)))
    )
      title = after;
    // «премьеру сезона — спектакль «Женитьба»»: the kind and the name come after.
    // «IT-клуб НЧИ КФУ: онлайн-митап «Go в продакшене»»: a kind may be the second half of the word.
    else if (
      !quoted(before) &&
      quoted(after) &&
      (KIND.test((/^[\p{L}-]+/u.exec(after)?.[0] ?? '').replaceAll('-', ' ')) ||
        // «Студклуб БГТУ: новогодний КВН «Снежный ком»»: a work's or a kind's word right before the name.
        (!KIND_IN_WORD.test(before) &&
          /^(?:\p{Ll}+\s+){0,2}[\p{L}-]+\s+[«"“]/u.test(after) &&
          namesWorkBefore(lastWord(after.slice(0, after.search(/[«"“]/u))))))
    )
      title = after;
    // «Панк-вечер «Громче соседей»: «Шпана», «Кефир Бандитос»»: a named event, then its line-up.
    // «Читаем вслух «Мастера и Маргариту»: марафон чтения …»: what we do, then the event it is.
    // «Встреча литературного объединения «Исток»: стихи о малой родине»: a series' meeting, then its own subject in
    // small letters; named by the series and the subject.
    else if (
      dash[0].startsWith(':') &&
      MEETING_OF.test(before.replace(/^[^\p{L}]+/u, '')) &&
      SUBJECT.test(trimTail(after))
    )
      title = `${/«([^«»]+)»/u.exec(before)?.[1] ?? before}: ${trimTail(after)}`;
    else if (dash[0].startsWith(':') && quoted(before) && !(ourDoing(before) && KIND.test(firstWords(after))))
      title = before;
    // «Читаем вслух «…»: марафон чтения»: after a colon, a kind of event is the name.
    // «Семейный день: мастер-классы, спектакль и ярмарка»: a named kind before a list of what it holds stays.
    else if (
      dash[0].startsWith(':') &&
      KIND.test(/^[\p{L}-]+/u.exec(after)?.[0] ?? '') &&
      !(KIND.test(before) && letterWords(before) >= 2 && /,|\sи\s/u.test(after))
    )
      title = after;
    // «Стас Вороной — большой стендап-концерт «Без подготовки»»: a person, then the named show they bring.
    else if (
      PERSON.test(before) &&
      /^(?:\p{Ll}+(?:ой|ый|ий|ая|ое)\s+){0,2}[\p{L}-]+\s+[«"“][^«»"“”]+[»"”]$/u.test(trimTail(after)) &&
      KIND_IN_WORD.test(firstWords(after)) &&
      quoted(after)
    )
      title = [...after.matchAll(QUOTE)][0]?.[0] ?? title;
    // «Хэви-метал из Миасса — группа «Чугун»!»: what music and from where, then the band that plays.
    else if (!quoted(before) && !KIND_IN_WORD.test(before) && !placePiece(before, isPlace) && BAND_AFTER.test(after))
      title = after;
    else if (/^\p{Ll}/u.test(after) && letterWords(before) >= 2) title = before;
    // «Полынь — большой сольный концерт»: a name, then what kind of event it is.
    else if (
      /^\p{Lu}/u.test(before) &&
      !KIND_IN_WORD.test(before) &&
      !placePiece(before, isPlace) &&
      !APPEAL.test(before) &&
      /^\p{Ll}/u.test(after) &&
      !quoted(after) &&
      letterWords(after) <= 4 &&
      KIND.test(after)
    )
      title = before;
    // «Большой вечер инди-сцены: «Тёплые батареи», «Сорок сороков» и Вера Лис», «Акустика на подоконнике: Маша
    // Кречет и Олег Сверчков»: an event of two words or more, then who takes part.
    // Roles in brackets do not break a line-up: «Полина Дрозд (вокал) и Игорь Сабуров».
    else if (
      dash[0].startsWith(':') &&
      // «Панк-вечер: «Кеды Ржавые» + «Вторник»»: one kind of event is enough before quoted names only.
      (letterWords(before) >= 2 || (KIND_IN_WORD.test(before) && letters(after.replace(QUOTE, '')) === 0)) &&
      // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
      LINE_UP.test(after.replace(/\s*\([^()]*\)/gu, ''))
    )
      title = before;
  }
  // «Матч детской лиги: «Медведи» (Сургут) против «Ермака»»: a match, then its sides the dictionary cannot name.
  const sidesAfter = /:\s+[«"“][^«»"“”]+[»"”][^«»"“”:]{0,40}\sпротив\s+[«"“]/u.exec(title);
  if (sidesAfter && KIND.test(title.slice(0, sidesAfter.index)) && !title.slice(0, sidesAfter.index).includes(':'))
    title = title.slice(0, sidesAfter.index);
  // «Language exchange / Языковой обмен»: the same name in two languages, the first as the post gives it.
  const slash = title.indexOf(' / ');
  if (slash > 0 && title.indexOf(' / ', slash + 1) < 0) {
    const [one, other] = [title.slice(0, slash), title.slice(slash + 3)];
    const latin = (text: string) => /\p{Script=Latin}/u.test(text) && !/\p{Script=Cyrillic}/u.test(text);
    const cyrillic = (text: string) => /\p{Script=Cyrillic}/u.test(text) && !/\p{Script=Latin}/u.test(text);
    if ((latin(one) && cyrillic(other)) || (cyrillic(one) && latin(other))) title = one;
  }
  // What only led to the title: a dash or a dot left before it («— Губернаторский оркестр, …»).
  title = title.replace(EDGE_START, '');
  // «Показ фильма «Территория» в рамках проекта «Кино Севера»»: the project or series it is part of, after the event.
  const frame = separatorsOf(title, /\sв\s+рамках\s/giu)[0];
  if (frame && letterWords(title.slice(0, frame.index)) >= 2 && KIND_IN_WORD.test(title.slice(0, frame.index)))
    title = title.slice(0, frame.index);
  // ««Щелкунчик» в исполнении детской балетной студии»: who performs the named work, after it.
  const performedIn = separatorsOf(title, /\sв\s+исполнении\s/giu)[0];
  if (performedIn && /[»"”]$/u.test(title.slice(0, performedIn.index))) title = title.slice(0, performedIn.index);
  // A work and its year, as a film's showing is billed: «Отреставрированный «Бег» (1970) по Булгакову», «Андрей
  // Рублёв» (1966), 205 мин»: the work names the showing.
  const film = /«([^«»]+)»\s*\((?:19|20)\d{2}\)/u.exec(title);
  if (film?.[1] && separatorsOf(title, QUOTE).length === 1) title = `«${film[1]}»`;
  // A label whose price was taken out: «… (старт у моста), стартовый взнос».
  // «…, стоимость материалов», «…, цена билета»: the label with what it is the price of.
  title = title.replace(
    /[,;]\s*(?:\p{L}+(?:ый|ой|ий)\s+)?(?:вход|цена|стоимость|взнос|участие|оплата)(?:\s+(?:материалов|билета|билетов|участия|входа|занятия|мастер-класса))?\s*$/iu,
    '',
  );
  // «Киноклуб при музее ИЗО»: whose the club is, after it.
  title = title.replace(CLUB_AT, '$1');
  // «Турнир по стритболу, для зрителей [вход свободный]»: whom a price taken out was for, after a comma.
  const priced = /,\s+для\s+(?:зрителей|болельщиков|гостей|участников|слушателей)$/iu.exec(title);
  if (priced && letterWords(title.slice(0, priced.index)) >= 2) title = title.slice(0, priced.index);
  // «DJ Ветров, диско 80–90-х», «DJ Камыш, хаус и диско»: the DJ names the night; the music follows after a comma.
  title = title.replace(DJ_AND_MUSIC, '$1');
  // How long it goes on, after the name: «Мюзикл «Алые паруса», 2 ч 20 мин».
  title = title.replace(/,\s*(?:\d{1,3}\s*(?:ч|час|часа|часов|мин|минут|минуты)\.?(?:\s+|$))+$/u, '');
  // What qualifies the name in brackets («(1979)», «(Москва)», «(для всей семьи)», «(вход») and trailing separators.
  title = trimTail(title);
  // ««Зәңгәр шәл» («Голубая шаль»), музыкальная драма»: the name put into another language, in brackets after it.
  title = title.replace(/(?<=»)\s*\((?:«[^«»()]+»|[^«»()]{2,40})\)(?=,)/u, '');
  // «Вечеринка «Пятница 13», дресс-код чёрный», ««Белая вечеринка», всё в белом»: a kind and a name, then a word on
  // how to come or what it is like after a comma, naming nothing.
  // ««Рождественская десятка», 10 км классика»: so is a distance.
  const remark =
    /^((?:[\p{L}-]+\s+){0,2}«[^«»]+»),\s+(?!или\s)(?:\p{Ll}|\d{1,3}(?:[.,]\d)?\s*(?:км|м)(?![\p{L}]))[^«»"“”]*$/u.exec(
      title,
    );
  if (remark?.[1] && !KIND_IN_WORD.test(title.slice(remark[1].length)) && !ENSEMBLE.test(title.slice(remark[1].length)))
    title = remark[1];
  title = withoutTailAfterHeading(title);
  // «Отчётный концерт фортепианного отделения Детской школы искусств»: the school (its name capitalised, in the
  // genitive) whose department gives the event holds it.
  const school = INSTITUTION_AFTER.exec(title);
  if (school && letterWords(title.slice(0, school.index)) >= 3 && KIND_IN_WORD.test(title.slice(0, school.index)))
    title = title.slice(0, school.index);
  // «ЗВЕРОБОЙ и РЖАВЫЕ ГВОЗДИ, совместный концерт»: who plays, written in capitals, then what kind of event it is.
  const comma = title.indexOf(', ');
  const billed = comma > 0 ? title.slice(0, comma) : '';
  const kindAfter = title.slice(comma + 2);
  if (
    /^[^\p{Ll},«»"“”]+$/u.test(billed.replace(/\sи\s/gu, ' ')) &&
    letters(billed) >= 3 &&
    /^\p{Ll}[^«»"“”]*$/u.test(kindAfter) &&
    KIND.test(firstWords(kindAfter)) &&
    !KIND_IN_WORD.test(billed)
  )
    title = billed;
  // «Губернаторский симфонический оркестр, «Шехеразада» Римского-Корсакова»: an ensemble, then the work it plays (and
  // whose): the work names the evening.
  const played =
    /^(?:[\p{L}-]+\s+){0,3}(?:оркестр|хор|ансамбль|квартет|квинтет|капелла)(?:\s+[\p{L}-]+)?,\s+«([^«»]+)»(?:\s+\p{L}[\p{L}-]+)?$/iu.exec(
      title,
    );
  if (played?.[1]) title = `«${played[1]}»`;
  // «Камерный оркестр, программа «Зимние грёзы»», «DJ Sheriff, вечеринка «Ламповый винил»»: who performs, then the
  // kind of event and its own name: the name is the event's.
  const performerFirst = PERFORMER_THEN_NAMED.exec(title);
  if (
    performerFirst?.[1] &&
    performerFirst[3] &&
    !KIND_IN_WORD.test(performerFirst[1]) &&
    !/[.!?:]/u.test(performerFirst[1]) &&
    namesWorkBefore(performerFirst[2] ?? '')
  )
    title = `«${performerFirst[3]}»`;
  // «Народный театр «Лицедеи», Н. В. Гоголь «Женитьба»»: a company, then the play it gives (and its author).
  const staged =
    /^(?:[\p{L}-]+\s+){0,2}(?:театр|театр-студия|студия|труппа)\s+«[^«»]+»,\s+(?:(?:\p{L}\.\s?){1,2}\p{L}[\p{L}-]+,?\s+)?«([^«»]+)»$/iu.exec(
      title,
    );
  if (staged?.[1]) title = `«${staged[1]}»`;
  // «Rock-вечер: группа «Сибирская нефть» live», «Live: группа «Ночной трамвай»»: «live» only says it is played live.
  title = title.replace(/^live\s*[:—–-]\s+(?=\p{L})/iu, '').replace(/(?<=[»\p{L}])\s+live$/iu, '');
  // «живьём «Бобры и Катунь»», «Вживую: «…»»: so do «живьём», «вживую» before a quoted name.
  title = title.replace(/^(?:живь[её]м|вживую)(?:\s*[:—–-])?\s+(?=[«"“])/iu, '');
  // «Кавер-оркестр «Ретро-Бэнд» с туром «Песни нашего двора»»: the tour a band brings names its concerts.
  const tour = /^(?:[\p{L}-]+\s+)?«[^«»]+»\s+с\s+(?:нов\p{L}*\s+)?(?:туром|турне)\s+«([^«»]+)»$/iu.exec(title);
  if (tour?.[1]) title = `«${tour[1]}»`;
  // «Артём Винокуров с новым сольным концертом «Без фильтров»»: a person and the named show they bring.
  const show =
    /^\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+\s+с\s+(?:нов\p{L}*\s+)?(?:\p{Ll}+(?:ым|им|ой|ей)\s+)?(?:концертом|программой|шоу|спектаклем|туром|турне|стендапом|сольником|моноспектаклем)\s+«([^«»]+)»$/u.exec(
      title,
    );
  if (show?.[1]) title = `«${show[1]}»`;
  // «Джазовый вечер «Jingle Jazz» с биг-бэндом «Югра»»: the named event, then the ensemble that plays it.
  title = title.replace(
    /(?<=»)\s+(?:с|со)\s+(?:[\p{L}-]+-)?(?:группой|ансамблем|оркестром|хором|бэндом|бендом|квартетом|трио)\s+«[^«»]+»$/iu,
    '',
  );
  // «Хор «Светилен» Свято-Троицкого монастыря»: whose the ensemble is, after its name.
  title = title.replace(
    /(?<=^(?:[\p{L}-]+\s+)?(?:хор|оркестр|ансамбль|капелла|театр|студия)\s+«[^«»]+»)\s+(?:\p{L}[\p{L}-]*\s+)?(?:монастыря|собора|храма|церкви|университета|филармонии|епархии)$/iu,
    '',
  );
  // Where a performer comes from: «Группа «Кирпичи» из Петербурга».
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  const origin = separatorsOf(title, /\s+из\s+\p{Lu}[\p{L}-]*$/gu)[0];
  if (origin && [...title.slice(0, origin.index).matchAll(QUOTE)].length > 0) title = title.slice(0, origin.index);
  // How often it repeats, after the name: «Стендап в «Смехе» каждый вторник», «Настолки в «Волне» по четвергам».
  title = title.replace(RECURRENCE, '');
  // «Новогодний гала-концерт Театра музыки, драмы и комедии»: who holds it, named in full, after a kind of event of
  // two words or more.
  const holder = HOLDER_AFTER.exec(title);
  if (holder && letterWords(title.slice(0, holder.index)) >= 2 && KIND_IN_WORD.test(title.slice(0, holder.index)))
    title = title.slice(0, holder.index);
  // «Спектакль «Номер 13» Ачинского драмтеатра»: whose troupe, by its town, after the show's quoted name.
  const troupe = TROUPE_AFTER_NAME.exec(title);
  if (troupe && KIND_IN_WORD.test(title.slice(0, troupe.index))) title = title.slice(0, troupe.index);
  // «… в малом зале РДК», «Рождественский концерт в храме», «… в трапезной»: the room or the building it is held
  // in, after the event.
  const room = ROOM_AFTER.exec(title);
  if (room && letterWords(title.slice(0, room.index)) >= 2) title = title.slice(0, room.index);
  // «Божественная литургия, по окончании — Великое освящение воды»: one service, then the rite right after it; both
  // are the event.
  title = title.replace(THEN_RIGHT_AFTER, ' и ').replace(LITURGY_THEN_BLESSING, '$1 и ');
  // «Массовые катания на стадионе «Звезда» на этой неделе»: which week, after the event, is when and not what.
  title = title.replace(THIS_WEEK, (whole, offset: number) => (letterWords(title.slice(0, offset)) >= 2 ? '' : whole));
  // «Крещенские купания на Старом пруду», «Великое освящение воды на реке»: the water a rite of the Epiphany is held at.
  const water = WATER_AFTER.exec(title);
  if (water && WATER_RITE.test(title.slice(0, water.index))) title = title.slice(0, water.index);
  // «Танцевальный вечер «Кому за 50» под живой оркестр»: what it is danced to.
  const music = TO_MUSIC.exec(title);
  if (music && letterWords(title.slice(0, music.index)) >= 2) title = title.slice(0, music.index);
  // «Благотворительный концерт хора ТГУ в поддержку Томского хосписа»: whom it helps, after the event.
  const purpose = separatorsOf(title, /\s(?:в\s+поддержку|в\s+пользу|в\s+помощь)\s/giu)[0];
  if (purpose && letterWords(title.slice(0, purpose.index)) >= 2) title = title.slice(0, purpose.index);
  // «Irish night at Old Bridge»: the venue after «at».
  const at = /\sat\s+\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3}[\s!.]*$/u.exec(title);
  if (at && letterWords(title.slice(0, at.index)) >= 2) title = title.slice(0, at.index);
  // «Забег Дедов Морозов по Новособорной»: the street it goes along, after the event.
  // «… по набережной Миасса», «… по улице Ленина»: a street named with its kind.
  const street =
    /\sпо\s+(?:\p{Lu}\p{Ll}+(?:ой|ей)|(?:набережной|улице|проспекту|бульвару|площади)(?:\s+[\p{L}-]+){1,3})[\s!.]*$/u.exec(
      title,
    );
  if (street && letterWords(title.slice(0, street.index)) >= 2 && KIND.test(title.slice(0, street.index)))
    title = title.slice(0, street.index);
  // «Казачьи песни Кубани», ансамбль «Кубанская вольница»: the name, then who performs it.
  const performer =
    /^((?:\p{Ll}[\p{L}-]*\s+){0,2}[«"“][^«»"“”]+[»"”]),\s+(?:\p{Ll}+\s+)?(?:оркестр|хор|ансамбль|квартет|квинтет|трио|дуэт|капелла|группа|солист\p{L}*)(?![\p{L}])/u.exec(
      title,
    );
  if (performer?.[1]) title = performer[1];
  // ««Лыжня Вятки», массовый забег»: the name, then what kind of event it is.
  const described = /^([«"“][^«»"“”]+[»"”]),\s+(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2})$/u.exec(title);
  if (described?.[1] && KIND.test(described[2] ?? '')) title = described[1];
  // «Заседание клуба «Серебряный возраст» на тему «Масленица: обычаи и традиции»»: the topic names this meeting.
  const topic = /\sна\s+тему\s+(«[^«»]+»)[\s!.]*$/u.exec(title);
  if (topic?.[1]) title = topic[1];
  // «Вечер настольных игр с ведущим», «Вечер коктейлей с приглашённым барменом»: a named kind, then with someone
  // unnamed (a named guest stays: «Творческая встреча с писателем Алексеем Ивановым»).
  // «Хоккей с мячом» is a sport, not company.
  const company = separatorsOf(title, /\s(?:с|со)\s(?!мячом(?![\p{L}]))/gu)[0];
  // The guest may come from a city: «… с приглашённым барменом из Казани».
  // Or from a named place: «… с обжарщиками из «Самара Роастерс»».
  const guest = company
    ? title
        .slice(company.index)
        .replace(/\sиз\s+\p{Lu}\p{Ll}+$/u, '')
        .replace(/\s(?:из|от)\s+«[^«»]+»$/u, '')
    : '';
  // «Экскурсия по выставке «Тайга в туши» с автором работ»: a name may come before.
  if (company && !/[«"“]/u.test(guest) && !/\s\p{Lu}/u.test(guest)) {
    const before = title.slice(0, company.index);
    if (letterWords(before) >= 2 && KIND.test(before)) title = before;
  }
  // «Мастер-класс по вязанию шали с мастерицей Анной Петровой»: who teaches a class, named with her trade; the class
  // is what it teaches.
  const teacher = company ? TAUGHT_BY.exec(title.slice(company.index)) : null;
  if (company && teacher && /^(?:мастер-класс|урок|занятие|воркшоп)\p{L}*\s+по\s/iu.test(title.trim()))
    title = title.slice(0, company.index);
  // «Гала-концерт с участием гостей из Москвы и Баку»: who else takes part, unnamed (not «… Ивана Петрова»).
  const joined = /\s(?:с|при)\s+участием\s+\p{Ll}[^«»"“”]*$/u.exec(title);
  if (joined && KIND_IN_WORD.test(title.slice(0, joined.index)) && !/\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(joined[0]))
    title = title.slice(0, joined.index);
  // «Онлайн-концерт из нашей репетиционной точки», «Стрим-концерт группы «Цветень» из студии»: where it is played from.
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  const playedFrom = /\s+из\s+(?:(?:наш|сво)\p{L}*\s+[^«»"“”,.!?]{1,40}|студии|дома)$/iu.exec(title);
  if (playedFrom && KIND_IN_WORD.test(title.slice(0, playedFrom.index))) title = title.slice(0, playedFrom.index);
  // «Сольный концерт заслуженной артистки Республики Дагестан Патимат Гаджиевой»: an honorary title before the name.
  title = title.replace(HONORIFIC, '');
  // «Концерт Ирбитского народного хора «Ирбитчанка»»: the town an ensemble comes from, before its kind.
  title = title.replace(TOWN_OF_ENSEMBLE, '');
  // «Встреча с тюменским писателем Игорем Светловым»: the region a guest comes from, before the trade and the name.
  title = title.replace(REGION_OF_GUEST, '');
  // «Евгений Чебатков с новым материалом», «… с новой программой»: what a performer brings.
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  title = title.replace(/\s+с\s+(?:нов\p{L}*\s+)?(?:материал|программ|сет)\p{L}*$/u, '');
  // «Группа «Чёрный тмин» открывает год в Подвале», «Квартет «Ноты» закрывает сезон»: the first or the last event of
  // a season is still the performer's concert.
  title = title.replace(
    /\s(?:открыва|закрыва)(?:ет|ют)\s+(?:(?:нов|концертн|театральн|летн|зимн)\p{L}*\s+)?(?:год|сезон)(?![\p{L}])/iu,
    '',
  );
  // «Показ «Брата» в восстановленной копии», «… на большом экране», «… с субтитрами»: how a film is shown.
  title = title.replace(
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:на\s+большом\s+экране|в\s+(?:восстановленной|оригинальной|новой)\s+(?:копии|озвучке|реставрации)|в\s+оригинале|с\s+(?:русскими\s+)?субтитрами)$/iu,
    '',
  );
  // «Гаражная распродажа пластинок + диджей-сет»: what comes with the event, after a plus.
  const extra = /\s\+\s+\p{Ll}[\p{L}-]*(?:\s+[\p{L}-]+)?$/u.exec(title);
  const withExtra = extra ? title.slice(0, extra.index) : '';
  // «Кинопоказ «Зеркало» + обсуждение», «Лекция + чаепитие»: so is a talk or tea after it; «Новогодний квиз + тайный
  // Санта»: anything after a kind of event said in two words.
  if (
    extra &&
    (KIND_IN_WORD.test(extra[0]) ||
      AFTERPART.test(extra[0]) ||
      (KIND_IN_WORD.test(withExtra) && !/[«"“]/u.test(withExtra))) &&
    letterWords(withExtra) >= 2
  )
    title = withExtra;
  // «Новогодний утренник для малышей 3–6 лет»: the ages it is for. Not those of who competes: «Первенство края по
  // боксу среди юношей 15–16 лет» is their category.
  if (!AMONG_AGES_END.test(title))
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    title = title.replace(/\s+(?:от\s+)?\d{1,2}\s*[–—-]\s*\d{1,2}\s+лет$/u, '');
  // «Мастер-класс по танго для начинающих», «Гончарный мастер-класс для взрослых»: whom it suits, after the event.
  // «… для учащихся музыкальных школ и всех желающих»: whom first, then anyone: an audience too.
  const suits =
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+для\s+(?:начинающих|взрослых|всех\s+желающих|профессионалов)$/iu.exec(title)?.index ?? openToAllAt(title);
  if (
    suits >= 0 &&
    letterWords(title.slice(0, suits)) >= 2 &&
    (KIND_IN_WORD.test(title.slice(0, suits)) || SERIES.test(title.slice(0, suits)))
  )
    title = title.slice(0, suits);
  // «Мастер-класс по изготовлению ёлочных игрушек для детей», «Мастерская «Новогодняя открытка» для детей»: whom it is
  // for, after an event said in three words or more or after its quoted name (not «Новогодняя ёлка для малышей»).
  const audience = AUDIENCE_END.exec(title);
  const forWhom = audience ? title.slice(0, audience.index) : '';
  if (audience && (QUOTE_AT_END.test(forWhom) || (letterWords(forWhom) >= 3 && KIND_IN_WORD.test(forWhom))))
    title = forWhom;
  // «Мастерская ёлочных игрушек для детей от 6 лет», «Кукольный спектакль от 3 лет»: from what age one is let in (and
  // whom), after the event, is a condition of entry like «6+». Two words or more are left: «Мастер-класс для детей от
  // 6 лет» keeps its audience rather than be a bare kind.
  const admits = ADMISSION_END.exec(title);
  if (admits && letterWords(title.slice(0, admits.index)) >= 2) title = title.slice(0, admits.index);
  // «Мастер-класс для детей «Соломенная кукла»», «Ёлка для малышей «Зимний лес»»: whom it is for, between the kind
  // and the name.
  title = title.replace(AUDIENCE_BEFORE_NAME, '$1');
  // «Первенство по вольной борьбе среди юношей 2010–2011 г. р.»: the years the competitors were born in.
  title = title.replace(
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:(?:\d{4}\s*[–—-]\s*)?\d{4}\s*)?(?:г\.\s*р\.?|гг\.\s*р\.?|годов\s+рождения|года\s+рождения)$/u,
    '',
  );
  // «Баскетбол, «Кубок Деда Мороза»», «Волейбол, «Снежный мяч» среди девушек»: the sport, then the tournament's own
  // name (and who competes).
  const sportNamed = /^([\p{L}-]+),\s+«([^«»]+)»(?:\s+среди(?:\s+\p{Ll}[\p{L}-]*){1,3})?$/u.exec(title);
  if (sportNamed?.[2] && SPORT.test(sportNamed[1] ?? '')) title = `«${sportNamed[2]}»`;
  // «Презентация новой варки, заходите»: a call to the readers after the name.
  title = title.replace(
    /,\s+(?:заходите|приходите|ждём\s+вас|ждем\s+вас|не\s+пропустите|присоединяйтесь)[\s!.]*$/iu,
    '',
  );
  // «Джем-сейшн, приносите инструменты»: what the readers are asked to do, after a comma.
  const asked = separatorsOf(title, /,\s+\p{Ll}+(?:ите|йте)(?![\p{L}])/gu).find((m) =>
    isVerb(m[0].replace(/^,\s+/u, '')),
  );
  if (asked && letters(title.slice(0, asked.index)) >= 3) title = title.slice(0, asked.index);
  // «Новогоднее караоке без перерыва, бронь столов уже открыта»: how to come, after a comma.
  const way = separatorsOf(
    title,
    /,\s+(?:бронь|бронирование|запись|регистрация|билеты|вход|начало|старт|сбор|двери)(?![\p{L}])/giu,
  )[0];
  // «Караоке, бронь столов с депозитом»: one kind of event is enough before it.
  if (way && (letterWords(title.slice(0, way.index)) >= 2 || KIND.test(title.slice(0, way.index))))
    title = title.slice(0, way.index);
  // «Квартирник у нас на Ленинградской», «Рейв до последнего гостя»: at our place, and how long it goes on.
  const ours =
    /\s(?:у\s+(?:нас|меня)(?:\s+(?:на|в|во)\s[^,.!?]*)?|до\s+(?:последнего\s+гостя|утра|рассвета|закрытия))[!.]*$/iu.exec(
      title,
    );
  const host = ours ? title.slice(0, ours.index) : '';
  if (ours && KIND_IN_WORD.test(host)) title = host;
  // «ЕВГЕНИЙ ДОРОХОВ (гитара) — «Испанские ночи»», «Гипноз Радио (Челябинск) + Мёд и Дёготь»: an instrument or a
  // city in brackets after a performer, before more of the title.
  // ««Гаражный сезон» (Владимир) + «Пилот-17»»: so after a quoted name.
  title = title.replace(/(?<=[\p{L}»"”])\s*\((?:\p{Ll}+|\p{Lu}\p{Ll}+)\)(?=\s+(?:[—–+&]|и\s))/gu, '');
  // «SUNSET SESSIONS @ KRYSHA»: the venue after an at sign.
  title = title.replace(/(?<=\S)\s+@\s*[^\s@][^@]*$/u, '');
  // «Рождественский концерт «Колядки и кэролы» хора «Парма»»: who performs, after the named event.
  const performerOff = () => {
    title = title.replace(PERFORMER_AFTER, (whole, _who: string, offset: number) =>
      [...title.slice(0, offset).matchAll(QUOTE)].length > 0 ? '' : whole,
    );
    // ««Рождественские встречи», концерт [вокальной студии «…»]»: the name, then its kind, once the performer is off.
    const kindAfterName = /^([«"“][^«»"“”]+[»"”]),\s+(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2})$/u.exec(title);
    if (kindAfterName?.[1] && KIND.test(kindAfterName[2] ?? '')) title = kindAfterName[1];
  };
  performerOff();
  // How long, after the event: «Ёлочный базар у Фабрики-кухни, весь день»; where online: «Трансляция концерта в VK
  // Видео».
  title = title
    .replace(
      /,\s*(?:(?:весь|всю|целый|целую)\s+(?:день|вечер|ночь|выходные)|ежедневно|каждый\s+день|без\s+выходных)[\s!.]*$/iu,
      '',
    )
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    .replace(/(?<=\p{L}\s+\p{L}+)\s+(?:в|на)\s+(?:vk\s+видео|zoom|зуме|youtube|ютубе)[\s!.]*$/iu, '');
  // A place named after the event: «Новогодний маркет в «Штабе»», «Ярмарка выходного дня на Кремлёвской набережной»,
  // «Рождественский органный концерт в филармонии». What is left must still name something: «Завод на крыше» is
  // not the venue «Завод».
  title = title.replace(
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:[вВ]|[вВ][оО]|[нН][аА]|[уУ]|[иИ][зЗ])\s+(«[^«»]+»|\p{L}[\p{L}-]*(?:\s+[\p{L}-]+){0,3}(?:\s+№?\s?\d{1,4})?)[\s!.]*$/u,
    (whole, where: string, offset: number) => {
      const named = /^[«\p{Lu}]/u.test(where);
      // «в Погребке 12», «в Ангаре №3»: a venue named with its number; «в ДК строителей»: a venue by its kind.
      const numbered = /\d$/u.test(where);
      const rest = title.slice(0, offset);
      // «Настолки в кубике»: one kind of event is enough before a place of the catalogue.
      const enough = letterWords(rest) >= 2 || KIND.test(rest.replaceAll('-', ' '));
      if (!named && (!enough || placePiece(rest, isPlace))) return whole;
      if (numbered && !named) return whole;
      return placePiece(where, isPlace) ||
        (named && /^\p{Lu}{2,}\s/u.test(where) && VENUE_NAMED.test(where)) ||
        (named && /набережн|площад|кремл|улиц/iu.test(where)) ||
        // «… в холле библиотеки», «… в фойе»: a part of a building.
        /^(?:холл|фойе)\p{L}*(?:\s|$)/u.test(where) ||
        (named && cityInLocative(where, isPlace))
        ? ''
        : whole;
    },
  );
  title = withoutTrailingPlace(title);
  // «массовое катание, ледовая арена «Олимп»»: a digest's item, then its venue after a comma.
  title = title.replace(/,[ \t]+([^,]{3,60})$/u, (whole, where: string, offset: number) =>
    letterWords(title.slice(0, offset)) >= 1 && outsideQuotes(title, offset) && placePiece(where, isPlace) ? '' : whole,
  );
  // «Спектакль «Морозко» театра кукол «Петрушка» в ДК «Заря»»: the performer shows once the place is off.
  performerOff();
  // «Гала-концерт фестиваля»: a kind of event, then whose it is by a bare kind (the festival named elsewhere).
  title = title
    .replace(/(?<=^[\p{L}-]+\s)(?:фестиваля|конкурса|форума|сезона)$/iu, (whole, offset: number) =>
      KIND_IN_WORD.test(title.slice(0, offset)) ? '' : whole,
    )
    .trimEnd();
  // «Джем у «Левого берега» на веранде»: the venue in the middle, when something is left on both sides.
  // «Хоккей на «Орбите»: «Прикамье» — «Торос»»: so before a colon.
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  title = title.replace(/\s+(?:в|во|у|на)\s+«([^«»]+)»(?=:?\s+[\p{L}«])/u, (whole, name: string, offset: number) =>
    isPlace(name) && letterWords(title.slice(0, offset)) >= 1 ? '' : whole,
  );
  title = trimTail(title);
  // «Щелкунчик» на органе и фортепиано»: what a work is played on, after its name.
  title = title.replace(
    /^([«"“][^«»"“”]+[»"”])\s+на\s+(?:органе|фортепиано|рояле|гитаре|гитарах|виолончели|виолончелях|скрипке|арфе|баяне|ханге|терменвоксе)(?:\s+и\s+\p{Ll}+)?$/u,
    '$1',
  );
  // «Турнир по мини-футболу среди любительских команд «Кубок Волжанина»»: who takes part, before the name.
  title = title.replace(/(?<!\s)\s+среди(?:\s+[\p{L}-]+){0,3}\s+(?=[«"“])/u, ' ');
  // «Лекция кандидата исторических наук Елены Сорокиной об истории курортов»: who gives it (a degree and a name in the
  // genitive) between the kind and what it is about.
  title = title.replace(
    /^((?:[\p{L}-]+\s+)?(?:лекци\p{L}*|беседа|доклад))\s+(?:\p{L}+\s+){0,4}\p{L}{2,}\s+\p{L}{2,}(?=\s+(?:о|об|про)\s)/iu,
    '$1',
  );
  // «Лекция о чувашской вышивке и её символах»: what it is about, and its parts after «и её».
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  const its = /\s+и\s+(?:его|её|ее|их)\s+\p{Ll}+$/u.exec(title);
  if (its && /\s(?:о|об|про|по)\s/u.test(title.slice(0, its.index)) && KIND.test(title))
    title = title.slice(0, its.index);
  // A long line around one quoted name: the kind and the name («… представляет премьеру — спектакль «Женитьба»»).
  const names = [...title.matchAll(QUOTE)].filter((m) => !isPlace(m[0].slice(1, -1)));
  if (letterWords(title) > 5 && names.length === 1 && names[0] && !kindOfWhose(title, names[0])) {
    const name = names[0];
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    const kindBefore = /([\p{L}-]+)\s*$/u.exec(title.slice(0, name.index))?.[1] ?? '';
    // «… на вернисаж выставки «…»»: a kind after a noun is that noun's complement, in the genitive; the name is left.
    const governed = complementOf(title.slice(0, name.index).trim().split(/\s+/u).at(-2) ?? '', kindBefore);
    const nominative = KIND.test(kindBefore) && !/[уюе]$/iu.test(kindBefore) && !governed;
    // «… отдаёт большой зал под «Иронию судьбы»», «… покажут «Иронию судьбы»»: the name as it is said.
    const object = /^(?:под|на|про|за|через)$/iu.test(kindBefore) || isVerb(kindBefore);
    title = nominative
      ? `${kindBefore} ${name[0]}`
      : object && name[0].startsWith('«')
        ? `«${nominativeOf(name[0].slice(1, -1))}»`
        : name[0];
  }
  // «Ночь в музее перед Новым годом»: when, by the holiday it comes before.
  title = title.replace(NEW_YEAR_EVE_AT_END, (whole, offset: number) =>
    letterWords(title.slice(0, offset)) >= 2 ? '' : whole,
  );
  title = title
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    .replace(/[\s([{,;:—–-]+$/u, '')
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    .replace(/\s+(?:в|во|на|у|с|со|до|за|и|от|по|из|к|ко|о|об|про|вход|билеты?|цена)\s*$/iu, '')
    // «…, двери», «…; сбор»: what a taken-out time was for; without a comma in a post written without any.
    .replace(
      /[,;]\s*(?:\p{L}+(?:ый|ой|ий)\s+)?(?:двери|сбор|начало|старт|регистрация|заезд|выезд|отъезд|отправление|участие|взнос)\s*$/iu,
      '',
    )
    // «Новогодний бал, 3000–5000»: a range of sums without its currency, after a comma (never a range of years).
    .replace(PRICE_RANGE_AT_END, '')
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    .replace(/(?<=\p{L}\s+\p{L}+)\s+(?:начало|старт)\s*$/u, '')
    .replace(LEADING_SHORT_WEEKDAY, '')
    // What only led to the name: a dash, a dot or an emoji left before it («— спектакль «Старший сын»»).
    // «1) «Вечер романса»»: an item's number in a list.
    .replace(/^\d{1,2}\)\s+/u, '')
    .replace(EDGE_START, '')
    // «Сегодняшний стендап Димы Пахомова»: when is said elsewhere.
    .replace(/^(?:сегодняшн|завтрашн)\p{L}*\s+/iu, '')
    .trim();
  // «Группа «Пыль» с презентацией альбома «Сквозь»», «… с новым альбомом «Ржа»»: who plays, then what they bring.
  title = title.replace(
    // «Группа «Рельсы» (Барнаул) с презентацией …»: where the band is from, in brackets.
    // «Уфимская рок-группа «Якорь» впервые в Туймазах с новым альбомом …»: for the first time in a town. Not after a
    // kind of event: «Концерт оркестра «Сибирская сюита» с новой программой «Зимние узоры»» names the programme.
    /^((?!(?:[Кк]онцерт|[Сс]пектакл|[Вв]ыступлени|[Вв]ечер|[Шш]оу|[Гг]астрол)\p{L}*\s)(?:[\p{L}-]+\s+){0,2}«[^«»]+»)(?:\s*\(\p{Lu}[\p{L} -]{0,30}\))?(?:\s+(?:впервые|снова|опять)(?:\s+(?:в|во|на)\s+\p{Lu}[\p{L}-]*)?)?\s+с\s+(?:презентаци|нов|программ|альбом|концертн|сольн)[^«»]*(?:«[^«»]+»)?$/u,
    '$1',
  );
  // «А. П. Чехов, водевили «Медведь» и «Предложение»»: the author by initials, then the kind and the works.
  title = title.replace(/^(?:\p{Lu}\.\s?){1,2}\p{Lu}[\p{Ll}-]+,\s+(?=\p{Ll}[\p{L}-]*\s+[«"“])/u, '');
  // «Детский кулинарный МК «Пряничный домик»»: a master class written short, before its name.
  title = title.replace(/(?<![\p{L}])МК(?=\s+[«"“])/gu, 'мастер-класс');
  // «Спектакль театральной студии «Маска» «Вечер водевилей»»: a kind, whose it is, then its own name; «Спектакль
  // народного театра «Лицедеи» — «Женитьба»», «… «Маска» «Женитьба» по Гоголю»: a dash between, the author after.
  const whoseNamed = KIND_WHOSE_NAMED.exec(title.replace(AUTHOR_AFTER_NAME, ''));
  if (whoseNamed?.[1] && whoseNamed[2] && KIND_IN_WORD.test(whoseNamed[1])) title = `«${whoseNamed[2]}»`;
  title = withoutOwner(title, isPlace);
  // «Группа Rock Hill», «кавер-бэнд Ровный Гул»: a band by its kind, then its name unquoted; the name is the act.
  const unquotedBand = BAND_NAMED.exec(title.charAt(0).toLowerCase() + title.slice(1));
  if (unquotedBand?.[1] && !isPlace(unquotedBand[1]) && !KIND_IN_WORD.test(unquotedBand[1])) title = unquotedBand[1];
  // ««Рождественский ангел» из ткани»: what the thing made at a class is made of, after its name.
  title = title.replace(/(?<=^[«"“][^«»"“”]+[»"”])\s+из\s+\p{Ll}+$/u, '');
  // «Джем-сейшн, приходи»: a call to come, after the event.
  title = title.replace(/,[ \t]+(?:приходи(?:те)?|ждём|ждем|зовём|зовем)[\s!.]*$/iu, '');
  // «Работает фотовыставка «Шахта в лицах»»: how an exhibition stands, before it.
  title = title.replace(
    /^(?:работа(?:ет|ют)|открыт[аоы]?|продолжает[ \t]+работу|проходит)[ \t]+(?=(?:фото)?выставк|экспозици)/iu,
    '',
  );
  // «На реке Суундук у моста будет работать купель», «В парке оборудуют купель»: a font set up for the Epiphany is
  // where people bathe.
  if (FONT.test(title) && FONT_READY.test(title) && !KIND_IN_WORD.test(title)) return 'Крещенские купания';
  // «Праздничное открытие ледового катка»: a festive opening is the opening.
  title = title.replace(/^[Пп]раздничное[ \t]+(?=открытие[ \t])/u, '');
  // «Встреча с яранской поэтессой Анной Лаптевой»: which town she is from, before what she does.
  title = title.replace(/^([Вв]стреча[ \t]+с[ \t]+)\p{Ll}+(?:ской|цкой)[ \t]+(?=\p{Ll})/u, '$1');
  // «Турнир по мини-футболу на снегу на площадке ДЮСШ»: the ground it is played on, after the event.
  title = title.replace(
    /(?<=\p{L})[ \t]+на[ \t]+(?:площадке|территории)[ \t]+(?:\p{L}+[ \t]+)?\p{Lu}[\p{L}«»-]*$/u,
    '',
  );
  // «Рок-вечер: группы «Штрек» и «Забой»»: the bands after the kind, by their names.
  title = title.replace(/(?<=\p{L}):[ \t]+группы[ \t]+(?=«[^«»]+»[ \t]+и[ \t]+«)/u, ': ');
  // «Илья Соколов, стендап «Про жизнь»»: who, then the kind and the name of the show.
  title = title.replace(/^\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+,[ \t]+(?=\p{Ll}[\p{L}-]*[ \t]+«[^«»]+»$)/u, '');
  // «Ночное праздничное богослужение: Великое повечерие, утреня и Божественная литургия»: a service, then the
  // services it is made of.
  title = title.replace(SERVICE_THEN_PARTS, '');
  // «Очередная встреча — «Зимние строки»»: a meeting of a series, then its own name.
  title = title.replace(MEETING_NAMED, '$1');
  title = nameOfDescribed(title, isPlace);
  // «Стендап в «Тёплом месте» каждую пятницу! Эта пятница — «Новогодние итоги»», «киноклуб в «Космосе»: «Служебный
  // роман»»: a bare kind of event, and the name this one has further on.
  if (letterWords(title) === 1 && KIND.test(title) && !/[«"“\d]/u.test(title)) {
    const at = remainder.toLowerCase().indexOf(title.toLowerCase());
    const later = [...remainder.slice(Math.max(at, 0)).matchAll(QUOTE)].filter((m) => !isPlace(m[0].slice(1, -1)));
    if (at >= 0 && later.length === 1 && later[0]) title = later[0][0].slice(1, -1);
  }
  // «группа для детей от 7 лет», «Утренние сеансы для малышей»: which group or showing, and for whom, names no event.
  if (SESSION_FOR.test(title)) return '';
  // «тема: кино 90-х» under «Квиз в …»: a session's subject after its label names what is talked about, not the event
  // (the series named elsewhere is).
  if (TOPIC_LABEL.test(title)) return '';
  // ««Шторм» (Пенза) — дома!»: whose ground it is, once the team (named like its arena) is off, names nothing.
  if (HOME_OR_AWAY.test(title)) return '';
  title = withoutNameAppendix(title);
  // «[переносим] встречу Быка Зимы»: the object of a verb taken off (a reason, a notice before it) is said as a title
  // is, in the nominative. Only as written in lower case, inside a sentence: «ЕДУ К ВАМ» is a verb.
  if (/^\p{Ll}/u.test(title)) title = nominativeOf(title);
  // A title that is one quoted name is the name: «Вишнёвый сад», not «"Вишнёвый сад"».
  if (/^[«"“][^«»"“”]+[»"”]$/u.test(title)) title = title.slice(1, -1).trim();
  // A name with a name inside: «Как снимали «Кубанских казаков»».
  else if (/^«[^«»]*«[^«»]+»[^«»]*»$/u.test(title)) title = title.slice(1, -1).trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The author of a work after its quoted name: «… «Чайка» по А. П. Чехову», «… «Женитьба» по Гоголю». */
const AUTHOR_AFTER_NAME = /(?<=[»"”])\s+по\s+(?:(?:\p{Lu}\.\s?){1,2})?\p{Lu}[\p{Ll}-]+[\s.!]*$/u;
/** Whose the named club or series is, after its name: «… «Вдохновение» при ЦРБ», «… при городской библиотеке». */
const HELD_BY_AFTER_NAME = /(?<=[»"”])\s+при\s+(?:\p{Lu}{2,6}|\p{Ll}+\s+\p{Ll}+|\p{Ll}+)[\s.!]*$/u;

/**
 * What follows a work's or a club's quoted name (its author, whose it is); and the short forms of «мастер-класс» and «день рождения» spelt out.
 */
const withoutNameAppendix = (title: string) =>
  title
    .replace(AUTHOR_AFTER_NAME, '')
    .replace(HELD_BY_AFTER_NAME, '')
    .replace(/(?<![\p{L}])МК(?=\s+(?:по|для)\s)/u, 'мастер-класс')
    .replace(/^ДР(?=\s+\p{Ll})/u, 'день рождения');

/**
 * What a comma leaves open after a heading that starts with a kind of event: a clause on it («…, который»), its
 * dedication («…, посвящённый …»), a number of a series («…, 5 тур») or a second title («…, или …»).
 */
const TAIL_KEEPS =
  /^(?:котор\p{L}*|кто|где|куда|у\s+кого|посвящ\p{L}*|или|часть|материал\p{L}*|стоимост\p{L}*|цена|взнос|\d)(?![\p{L}])/iu;
/** What leads an opening's list: a colon, «, в программе —». */
const OPENING_LIST_LEAD = /^\s*(?::|,\s*в\s+программе\s*[:—–-])\s/u;
/** A school or a centre named after what it holds, capitalised, in the genitive: «… Детской школы искусств». */
const INSTITUTION_AFTER =
  /(?<=\p{Ll})\s+\p{Lu}\p{Ll}+(?:ой|ей|ого|его)\s+(?:школы|центра|училища|колледжа|библиотеки)(?:\s+\p{Ll}+){0,2}[\s!.]*$/u;
/** An opening or a closing, what of said or not: «Открытие», «Торжественное закрытие фестиваля». */
const OPENING_HEAD = /^[^\p{L}]*(?:\p{L}+(?:ое|ее)\s+)?(?:открытие|закрытие)(?:\s+[\p{L}«»"“”-]+){0,4}$/iu;
/** Nouns that name an event as well as a kind does, at the head of a title: «Первенство города …», «Открытие катка». */
const EVENT_HEAD =
  /(?<![\p{L}-])(?:первенств|чемпионат|соревновани|тренировк|открыти|закрыти|зажжени|гуляни|шестви|конкурс|олимпиад|акци|спартакиад|фестиваль|елк|ёлк|утренник|чаепити|посиделк|репетици)\p{L}*/iu;
/** An occasion after a named event: «к юбилею треста …», «ко Дню матери», «в честь …», «к 80-летию …». */
const OCCASION_AFTER =
  /(?<=[»"”])\s+(?:к|ко|в\s+честь)\s+(?:юбиле\p{L}*|годовщин\p{L}*|дню|\d{1,3}-лети\p{L}*|празднику)(?![\p{L}])[^«»"“”]*(?:«[^«»]+»[^«»"“”]*)?$/iu;
/** What a dash adds after a kind and its quoted name, said in lower case or in figures: «… — 40 работ фотоклуба …». */
const DASH_REMARK = /^((?:[\p{L}-]+\s+){1,3}«[^«»]+»)\s+[—–]\s+[\p{Ll}\d][^«»]*«[^«»]+»[^«»]*$/u;
/** A square, a street or an embankment after the event, named or described: «… на площади Ленина», «… на площади перед ДК «Заря»». */
const SQUARE_AFTER =
  /(?<!\s)\s+(?:на|по)\s+(?:площади|улице|набережной|проспекте|бульваре|аллее)\s+(?:\p{Lu}|перед\s|у\s|возле\s)[^,.!?]*$/u;
/** A church or a park named after the event: «Рождественский концерт в Свято-Никольском храме». */
const SHRINE_AFTER = /(?<!\s)\s+в\s+(?:\p{Lu}[\p{L}-]*\s+){1,2}(?:храме|соборе|монастыре|церкви|парке|сквере)[\s!.]*$/u;

/**
 * What follows a heading that names the event by its kind: a comma and anything else said of it («День открытых
 * дверей, весь день сюрпризы», «Открытие катка, концерт, фейерверк», «Открытая тренировка, по записи»), an occasion,
 * a dash and a remark, the square it is held on. The kind and what qualifies it are the title.
 */
function withoutTailAfterHeading(text: string): string {
  let title = text;
  const lead = /^[\p{L}-]+(?:\s+[\p{L}-]+)?/u.exec(title)?.[0] ?? '';
  if (!KIND_IN_WORD.test(lead) && !EVENT_HEAD.test(lead)) return title;
  const comma = separatorsOf(title, /,\s+/gu)[0];
  const head = comma ? title.slice(0, comma.index) : '';
  const tail = comma ? title.slice(comma.index + comma[0].length) : '';
  // Not a list after a colon or a dash («Камерный концерт: Шуберт, Шуман»), nor a second named event («встреча с автором,
  // презентация книги «…»»): other rules read those.
  const cut =
    comma !== undefined &&
    letterWords(head) >= 2 &&
    !TAIL_KEEPS.test(tail) &&
    !separatorsOf(head, /:\s|\s[—–]\s/gu).length &&
    !(KIND_IN_WORD.test(tail) && /[«"“]/u.test(tail)) &&
    !DANGLING_WORD_END.test(head) &&
    !/\sдля\s+(?:тех|всех)$/iu.test(head);
  if (cut) title = head;
  title = title.replace(OCCASION_AFTER, '');
  title = title.replace(DASH_REMARK, '$1');
  const square = SQUARE_AFTER.exec(title);
  if (square && letterWords(title.slice(0, square.index)) >= 2) title = title.slice(0, square.index);
  const shrine = SHRINE_AFTER.exec(title);
  if (shrine && letterWords(title.slice(0, shrine.index)) >= 2) title = title.slice(0, shrine.index);
  return title.trim();
}

/** Whether a noun that can only be a noun is followed by a word that can be its complement in the genitive. */
function complementOf(head: string, word: string): boolean {
  const heads = dictionaryParses(head.toLowerCase().replaceAll('ё', 'е'));
  if (heads.length === 0 || heads.some((parse) => parse.tag.POST !== 'NOUN')) return false;
  return dictionaryParses(word.toLowerCase().replaceAll('ё', 'е')).some(
    (parse) => parse.tag.POST === 'NOUN' && parse.tag.CAse === 'gent',
  );
}

/** «Тема: …», «тема вечера — …»: the label of a session's subject. */
const TOPIC_LABEL = /^тем[аы](?:\s+(?:вечера|встречи|игры|лекции|занятия|выпуска))?\s*[:—–-]/iu;

/** Whose ground a game is on: «дома», «на выезде», «в гостях», «выезд». */
const HOME_OR_AWAY_WORDS = String.raw`(?:дома|на\s+выезде|в\s+гостях|выезд)`;
/** «Дома: …», «Выезд — …»: whose ground, as a label before a game's sides. */
const HOME_OR_AWAY_LABEL = pattern(String.raw`^${HOME_OR_AWAY_WORDS}\s*[:—–-]\s*(?=[«"“\p{L}])`, 'iu');
/** Whose ground alone, with nothing else said. */
const HOME_OR_AWAY = pattern(String.raw`^${HOME_OR_AWAY_WORDS}[\s!.]*$`, 'iu');
/** Whom an event is for, in the genitive: «детей», «взрослых и подростков», «всей семьи». */
const AUDIENCE = String.raw`(?:детей|взрослых|малышей|дошкольников|школьников|старшеклассников|младших\s+школьников|подростков|молод[её]жи|студентов|родителей|пенсионеров|всей\s+семьи|семей|начинающих|всех\s+желающих|всех|девочек|мальчиков|девушек|юношей)`;
/** «…, всех интересующихся», «… и всех желающих»: anyone, ending a title. */
const OPEN_TO_ALL_END = /(?:,|\sи)\s(?:для\s)?всех\s(?:желающих|интересующихся)[!.]?$/iu;
/** How far an audience's «для» may stand before «всех желающих». */
const AUDIENCE_SPAN = 60;

/**
 * Where «для учащихся школ и всех желающих», «для студентов, всех интересующихся» (some, then anyone) starts at a
 * title's end, or -1.
 */
function openToAllAt(title: string): number {
  const anyone = OPEN_TO_ALL_END.exec(title);
  if (!anyone) return -1;
  const at = title.lastIndexOf(' для ', anyone.index);
  const between = title.slice(at, anyone.index);
  return at < 0 || between.length > AUDIENCE_SPAN || /[«»"“”.!?:]/u.test(between) ? -1 : at;
}
/** «для детей», «для взрослых и подростков»: an audience. */
const FOR_AUDIENCE = String.raw`для\s+${AUDIENCE}(?:(?:\s+и|,)\s+${AUDIENCE})?`;
/** The least age one is let in at: «от 6 лет», «старше 12 лет», «6+». */
const LEAST_AGE = String.raw`(?:(?:от|старше)\s+\d{1,2}\s+(?:лет|года?)|\d{1,2}\+)`;
/** «… для детей», «… для взрослых и подростков»: whom an event is for, ending a title. */
const AUDIENCE_END = pattern(String.raw`(?<!\s)\s+${FOR_AUDIENCE}[\s!.]*$`, 'iu');
/** «для детей от 6 лет», «для взрослых и подростков от 12 лет», «от 3 лет»: a condition of entry ending a title. */
const ADMISSION_END = pattern(String.raw`(?<!\s)\s+(?:${FOR_AUDIENCE}\s+)?${LEAST_AGE}$`, 'iu');
/** The audience between a kind of event and its quoted name: «Мастер-класс для детей «…»». */
const AUDIENCE_BEFORE_NAME = pattern(
  String.raw`^((?:[\p{L}-]+\s+){0,4}[\p{L}-]+)\s+${FOR_AUDIENCE}(?:\s+${LEAST_AGE})?(?=\s+[«"“])`,
  'iu',
);
/** «группа для взрослых», «утренние сеансы для малышей от 3 лет»: a group or a showing of something, for whom. */
const SESSION_FOR = pattern(
  String.raw`^(?:\p{L}+\s+)?(?:групп[аы]|поток|сеансы?|смена)\s+${FOR_AUDIENCE}(?:\s+${LEAST_AGE})?$`,
  'iu',
);
/** «среди юношей 15–16 лет»: who competes and their ages, ending a title. */
const AMONG_AGES_END = /\sсреди(?:\s+\p{Ll}[\p{Ll}-]*){1,3}\s+\d{1,2}\s*[–—-]\s*\d{1,2}\s+лет$/u;

/** «, 3000–5000», «, 500-800»: a range of sums after a comma at a title's end; «, 1941–1945» is a range of years. */
const PRICE_RANGE_AT_END = /,\s*(?!(?:1[89]|20)\d\d\s*[–—-]\s*(?:1[89]|20)\d\d\s*$)\d{2,6}\s*[–—-]\s*\d{2,6}\s*$/u;

/** A kind of band, its adjectives before it, then its name unquoted: «петрозаводская группа Lake Ladoga Blues Band». */
const BAND_NAMED =
  /^(?:\p{Ll}+(?:ая|ый|ий|ой|ое)\s+){0,2}(?:[\p{L}]+-)?(?:группа|бэнд|бенд|ансамбль|коллектив)\s+(\p{Lu}[\p{L}\d'’-]*(?:\s\p{Lu}[\p{L}\d'’-]*){0,4})(?=[\s.,!]*$)/u;
/** «… играет …», «… выступают …»: a verb of performing (first, once the venue is off); who performs comes after it. */
const PERFORMS =
  /(?<![\p{L}-])(?:играет|играют|выступает|выступают|выступит|выступят|отжигает|отжигают|зажигает|зажигают)\s+/giu;
/** «ребята из «Тихого Дона»», «наши из сибирь-матушки»: the members of a band, the band in the genitive. */
const CREW = /^(?:ребята|наши|парни|девчонки|друзья)\s+из\s+/iu;
/** Words that end an unquoted performer's name in a run-on sentence: where, when, the start, the entry. */
const NAME_STOP = /^(?:в|во|на|с|со|у|к|по|и|а|но|до|для|за|из|при|после|начало|старт|вход|сегодня|завтра)$/iu;

/**
 * «Уже завтра у нас играет кавер-бэнд «Ровный гул»!», «короче, у нас в бродском играют ребята из «Тихого Дона» — инди
 * …»: when what comes before a verb of performing names no event (a place, a day, «у нас»), who performs after it
 * is the event, as the name is said (a band after «ребята из» is in the genitive). Null when the words before the
 * verb name the event themselves («Группа «Пыль» играет …»).
 */
function performedBy(text: string, isPlace: PlaceTest): string | null {
  const verb = separatorsOf(text, PERFORMS)[0];
  if (!verb) return null;
  const before = text.slice(0, verb.index);
  if (KIND_IN_WORD.test(before) || [...before.matchAll(QUOTE)].some((m) => !isPlace(m[0].slice(1, -1)))) return null;
  let after = text.slice(verb.index + verb[0].length);
  const crew = CREW.exec(after);
  if (crew) after = after.slice(crew[0].length);
  // «играет петрозаводская группа Lake Ladoga Blues Band»: where the band is from and what kind of band it is, then
  // its name in capitals.
  const band = BAND_NAMED.exec(after);
  if (band?.[1] && !crew && !isPlace(band[1])) return band[1];
  const quoted = /^(?:[\p{L}-]+\s+)?[«"“]([^«»"“”]+)[»"”]/u.exec(after);
  let who = quoted?.[0] ?? '';
  if (!quoted) {
    const words = after.split(/\s+/u).slice(0, 3);
    const stop = words.findIndex((word) => NAME_STOP.test(word) || !/^[\p{L}-]+$/u.test(word));
    who = (stop >= 0 ? words.slice(0, stop) : words).join(' ');
  }
  if (letters(who) < 3 || isPlace(who.replace(/[«»"“”]/gu, ''))) return null;
  // «кавер-бэнд «Ля-Мажор»»: the band's name, without what kind of band it is.
  if (!crew) return quoted ? (quoted[1] ?? who) : null;
  return nominativeOfGenitive(quoted ? (quoted[1] ?? '') : who);
}

/** «… играет большой концерт», «… дают сольник»: a verb of giving a concert, then the concert. */
const GIVES_CONCERT =
  /\s(?:играет|играют|сыграет|сыграют|дают|даёт|дает|дадут|даст)\s+(?:[\p{L}-]+\s+){0,2}(?:концерт|сольник|квартирник|сет)(?![\p{L}])/iu;
/** A band's name as written: quoted, or up to three words from a capital letter. */
const GIVER = /^(?:[«"“][^«»"“”]{2,40}[»"”]|\p{Lu}[\p{L}\d-]*(?:\s[\p{L}\d-]+){0,2})$/u;
/** Words that start a clause, not a name: pronouns, prepositions, days and adverbs («Мы играем …», «Завтра играет …»). */
const NOT_GIVER =
  /^(?:мы|вы|он|она|они|оно|кто|все|это|наш\p{L}*|ваш\p{L}*|в|во|на|у|с|со|к|по|сегодня|завтра|уже|снова|опять|тут|здесь|там|итак|потом|затем|вечером)(?![\p{L}])/iu;

/**
 * «ТУНДРА-БЛЮЗ играет большой концерт в Двине», «Сороки дают сольник», ««Северный ветер» сыграет квартирник»: who
 * gives the concert is the event, as the name is written. Null when a kind or a place stands before the verb.
 */
export function concertGiver(text: string, isPlace: PlaceTest = () => false): string | null {
  const verb = GIVES_CONCERT.exec(text);
  if (!verb) return null;
  const who = text.slice(0, verb.index).trim();
  if (!GIVER.test(who) || NOT_GIVER.test(who) || KIND_IN_WORD.test(who)) return null;
  const name = who.replace(/^[«"“]([^«»"“”]+)[»"”]$/u, '$1');
  return isPlace(name) ? null : name;
}

/** A word with the case of its first letter kept. */
const asWritten = (form: string, word: string) =>
  /^\p{Lu}/u.test(word) ? form.charAt(0).toUpperCase() + form.slice(1) : form;

/**
 * A name in the genitive as it is said: «Тихого Дона» is «Тихий Дон», «Белой Ночи» «Белая Ночь», «сибирь-матушки»
 * «сибирь-матушка». Its last word is the noun (its dictionary form, the last part of a compound); the adjectives
 * before it take the gender their own ending shows (-ой/-ей feminine, -ого/-его masculine or, before a noun in -о/-е,
 * neuter). A name of more than three words, or with a word the dictionary does not know, stays as it is.
 */
export function nominativeOfGenitive(name: string): string {
  const words = name.split(' ');
  const noun = words.at(-1) ?? '';
  if (words.length > 3 || !/^\p{L}+(?:-\p{L}+)?$/u.test(noun)) return name;
  const part = noun.split('-').at(-1) ?? '';
  const lemma = lemmaOf(part.toLowerCase().replaceAll('ё', 'е'));
  if (lemma === part.toLowerCase()) return name;
  const nounForm = `${noun.slice(0, noun.length - part.length)}${asWritten(lemma, part)}`;
  const neuter = /[ое]$/u.test(lemma);
  const adjectives = words.slice(0, -1).map((word) => {
    const lower = word.toLowerCase().replaceAll('ё', 'е');
    const feminine = /(?:ой|ей)$/u.test(lower);
    const masculine = lemmaOf(lower);
    if ((!feminine && !/(?:ого|его)$/u.test(lower)) || !/(?:ый|ий|ой)$/u.test(masculine)) return null;
    const stem = masculine.slice(0, -2);
    const hard = !masculine.endsWith('ий') || /[гкх]$/u.test(stem);
    const sibilant = /[жшчщ]$/u.test(stem);
    const form = feminine ? (hard || sibilant ? 'ая' : 'яя') : neuter ? (hard && !sibilant ? 'ое' : 'ее') : null;
    return asWritten(form ? `${stem}${form}` : masculine, word);
  });
  if (adjectives.some((word) => word === null)) return name;
  return [...adjectives, nounForm].join(' ');
}

/**
 * A name in the genitive plural, in the nominative plural: «Избербашских зорь» → «Избербашские зори». Only when its
 * last word is a noun the dictionary reads in the genitive plural and never in the genitive singular, and each word
 * before it an adjective in the genitive plural (by its ending, when the dictionary does not know it); null otherwise.
 */
function pluralNominativeOf(words: readonly string[]): string | null {
  if (words.length < 2) return null;
  const forms = words.map((word, index) => {
    const parses = dictionaryParses(word.toLowerCase().replaceAll('ё', 'е'));
    const noun = index === words.length - 1;
    if (noun && parses.some((parse) => parse.tag.CAse === 'gent' && parse.tag.NMbr === 'sing')) return null;
    // «Избербашских»: an adjective of a place the dictionary does not know, by its ending.
    if (!noun && parses.length === 0) return /(?:ых|их)$/u.test(word) ? `${word.slice(0, -1)}е` : null;
    const reading = parses.find(
      (parse) => parse.tag.POST === (noun ? 'NOUN' : 'ADJF') && parse.tag.CAse === 'gent' && parse.tag.NMbr === 'plur',
    );
    const inflected = reading?.inflect(['plur', 'nomn']);
    return inflected ? asWritten(inflected.word, word) : null;
  });
  return forms.every((form) => form !== null) ? forms.join(' ') : null;
}

/**
 * A work's name that a verb takes as its object («обсуждаем «Лавра»», «читаем «Щегла»», «смотрим «Войну и мир»»), as
 * it is called: «Лавр», «Щегол», «Война и мир». A name whose first word is a masculine noun in the form of the
 * genitive stands for an animate accusative (a person's or a creature's name: the accusative of a feminine «лавра»
 * would be «лавру»), and is named in the nominative; any other takes the accusative's readings (nominativeOf). A name
 * the dictionary cannot tell stays as it is.
 */
export function nominativeOfObject(name: string): string {
  // «Отцов и детей», «Мастера и Маргариту»: two objects, each in the nominative, or both as they are.
  const pair = /^(\p{L}[\p{L}-]*)\s+и\s+(\p{L}[\p{L}-]*)$/u.exec(name);
  if (pair?.[1] && pair[2]) {
    const [one, other] = [pair[1], pair[2]].map((word) => {
      const named = objectNoun(word) ?? properNominative(word) ?? nominativeOf(word, ['accs']);
      // A word left as it is must be a noun in the nominative already («мир»), not «Отцов» or «Маргариту».
      const nominative = dictionaryParses(word.toLowerCase().replaceAll('ё', 'е')).some(
        (parse) => parse.tag.POST === 'NOUN' && parse.tag.CAse === 'nomn',
      );
      return named !== word || nominative ? named : undefined;
    });
    return one && other ? `${one} и ${other}` : name;
  }
  const [first = '', ...rest] = name.split(' ');
  // «Лавра», «Героя нашего времени»: a first noun alone or before its own words in another case.
  // «Тётю Мотю»: a person's name of words each in the accusative.
  if (rest.length > 0 && rest.length <= 2 && [first, ...rest].every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) {
    const each = [first, ...rest].map((word) => objectNoun(word) ?? properNominative(word));
    if (each.every((word) => word !== undefined)) return each.join(' ');
  }
  const noun = rest.some((word) => /^\p{Lu}/u.test(word)) ? undefined : (objectNoun(first) ?? properNominative(first));
  return noun ? [noun, ...rest].join(' ') : nominativeOf(name, ['accs']);
}

/**
 * A name the dictionary does not know, in the accusative after «обсуждаем», in the nominative: «Маргариту» →
 * «Маргарита», «Марию» → «Мария», «Обломова» → «Обломов» (a man's surname takes the genitive's form).
 */
function properNominative(word: string): string | undefined {
  // A word the dictionary reads in the accusative or the nominative is its own business (objectNoun, nominativeOf).
  const parses = dictionaryParses(word.toLowerCase().replaceAll('ё', 'е'));
  if (
    !/^\p{Lu}\p{Ll}{2,}$/u.test(word) ||
    parses.some((parse) => parse.tag.CAse === 'accs' || parse.tag.CAse === 'nomn')
  )
    return undefined;
  if (/[^аеёиоуыэюя]у$/u.test(word)) return `${word.slice(0, -1)}а`;
  if (/(?:и|[^аеёиоуыэюя])ю$/u.test(word)) return `${word.slice(0, -1)}я`;
  if (/(?:ов|ев|ёв|ин|ын)а$/u.test(word)) return word.slice(0, -1);
  return undefined;
}

/** A noun in the accusative of the animate (the genitive's form), in the nominative: «Лавра» → «Лавр», «Отцов» → «Отцы». */
function objectNoun(word: string): string | undefined {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  const parses = dictionaryParses(lower);
  if (parses.length === 0 || parses.some((parse) => parse.tag.POST !== 'NOUN')) return undefined;
  // The tag's typings name no animacy; its text does: «NOUN,anim,masc sing,accs».
  const animate = parses.find(
    (parse) => parse.tag.CAse === 'accs' && /(?<![\p{L}])anim(?![\p{L}])/u.test(String(parse.tag)),
  );
  const genitive = parses.some((parse) => parse.tag.CAse === 'accs')
    ? undefined
    : parses.find((parse) => parse.tag.GNdr === 'masc' && parse.tag.NMbr === 'sing' && parse.tag.CAse === 'gent');
  const reading = animate ?? genitive;
  const inflected = reading?.inflect([reading.tag.NMbr === 'plur' ? 'plur' : 'sing', 'nomn']);
  const form = inflected ? inflected.word : undefined;
  return form && form !== lower ? asWritten(form, word) : undefined;
}

/**
 * «Дегустация крафта от пивоварни «Хмельной Дон»», «Экскурсия по выставке «Тайга в туши»»: a kind of event first, and
 * a name that is of whoever brings it or of what it is about (after a preposition), ending the title: the whole names
 * the event, not the name alone.
 */
function kindOfWhose(title: string, name: RegExpExecArray): boolean {
  const words = title.slice(0, name.index).trim().split(/\s+/u);
  if (title.slice(name.index + name[0].length).trim() !== '' || words.length > 6) return false;
  if (!KIND_IN_WORD.test(words[0] ?? '') && !KIND_IN_WORD.test(words[1] ?? '')) return false;
  if (words.some((word) => isVerb(word))) return false;
  // «Отчётный концерт детской студии танца «Радуга»»: the name is of the studio whose concert it is; «Концерт
  // колокольной музыки и хора «Кантилена»»: of the choir, named beside what else the concert is of (alone, «Концерт
  // камерного оркестра «Времена года»» names the programme).
  return (
    words.some((word) => /^(?:от|по|из|у|о|об|про)$/iu.test(word)) ||
    studioOf(words.join(' ')) ||
    (WHOSE.test(words.join(' ')) && words.at(-2) === 'и')
  );
}
/** A studio or a school in the genitive before its name: «детской студии танца», «вокальной студии». */
const STUDIO_OF = /(?<![\p{L}-])(?:студии|школы|труппы)(?:\s+\p{L}+){0,2}$/iu;
/**
 * Whether words before a name end with a studio or a school whose name it is: «Отчётный концерт детской студии танца»
 * (not «Концерт Пермского джазового оркестра», whose quoted name is the programme's).
 */
const studioOf = (before: string) => STUDIO_OF.test(before) && !/\s\p{Lu}/u.test(before);

/** Who performs, said first: an ensemble («Уральский камерный оркестр», «Хор имени Пятницкого») or a person. */
const ENSEMBLE_HEAD =
  /(?<![\p{L}-])(?:оркестр|хор|ансамбль|квартет|квинтет|секстет|трио|дуэт|капелла|бэнд|бенд)(?![\p{L}])/iu;
const PERSON = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
/** Who leads or joins the performers: a sentence of its own after the programme. */
const ROLE = /^(?:дирижёр|дирижер|солист\p{L}*|ведущ\p{L}*|режисс[её]р|лектор|в\s+программе)(?![\p{L}])/iu;

/**
 * «Уральский камерный оркестр. «Времена года» Вивальди и Пьяццоллы», «Дмитрий Сорокин. Сольный стендап-концерт «Пока
 * никто не видит»», «Хор имени Пятницкого. Программа «Русская зима»»: who performs, then what, as a ticket site or a
 * bill writes it. The programme's own name when the second sentence is one, else both sentences; null when the first
 * sentence is not a performer or the second names no programme (a role, a description).
 */
function performerAndProgramme(sentences: readonly string[], isPlace: PlaceTest, sporty: boolean): string | null {
  const who = (sentences[0] ?? '').replace(/^[^\p{L}\p{N}«"“]+/u, '').trim();
  const what = (sentences[1] ?? '').trim();
  if (what === '' || letterWords(who) > 10 || ROLE.test(what) || isVerbSentence(who)) return null;
  // ««Моцарт при свечах» — камерный оркестр, солистка …»: the programme comes first there, then who plays it.
  if (/^[«"“][^«»"“”]+[»"”]\s*[—–-]\s/u.test(who)) return null;
  const ensemble = ENSEMBLE_HEAD.test(who) && !KIND.test(who);
  if (!ensemble && !PERSON.test(who)) return null;
  // «Симфонический оркестр. Чайковский. Симфония № 5.»: an ensemble named by its kind alone, a composer, then the
  // work; the composer and the work name the evening.
  const work3 = (sentences[2] ?? '').trim();
  if (
    ensemble &&
    !/[«"“]|\s\p{Lu}/u.test(who) &&
    /^\p{Lu}[\p{L}-]+$/u.test(what) &&
    /^\p{Lu}/u.test(work3) &&
    /№|[«"“]/u.test(work3) &&
    letterWords(work3) <= 6
  )
    return `${what}. ${work3}`;
  // «Вивальди, «Времена года»», «Римский-Корсаков, «Шехеразада»»: a composer and a work; the work names the evening.
  // «Н. Римский-Корсаков, «Шехеразада»»: the composer by initials too.
  const work = /^(?:\p{Lu}\.\s?){0,2}\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?,\s*«([^«»]+)»$/u.exec(what);
  if (work?.[1]) return work[1];
  const programme = /[«"“№]/u.test(what) || KIND.test(what) || (letterWords(what) <= 5 && /^\p{Lu}/u.test(what));
  if (!programme || letterWords(what) > 10) return null;
  const refined = refineTitle(what, isPlace, sporty);
  if (refined === '' || /\d{1,2}[:.]\d{2}/u.test(refined)) return null;
  if (isQuotedName(refined, what)) return refined;
  // «Артём Зорин. Большой стендап-концерт»: a kind of event with no name of its own; the person is the name.
  // «ЗВЕРИНЫЙ ОРКЕСТР 🐺 большой сольник»: so is a band whose name is written in capitals.
  const band = ensemble && /^[^\p{Ll}]+$/u.test(who);
  if (
    (PERSON.test(who) || band) &&
    letterWords(refined) <= 3 &&
    (KIND.test(refined) || /сольник/iu.test(refined)) &&
    !/[«"“\d]|\s\p{Lu}/u.test(refined)
  )
    return who;
  return `${who}. ${refined}`;
}

/** A sentence that says what someone does («Оркестр играет Малера»): not a name. */
const isVerbSentence = (text: string) => text.split(/\s+/u).some((word) => isVerb(word));

/**
 * «Книжный клуб «Белого маяка»», «Онлайн-кинолекторий «Авроры»»: a kind of event and the venue whose it is, the
 * venue's name in the genitive (not as the catalogue writes it): the kind alone names the event.
 */
function withoutOwner(title: string, isPlace: PlaceTest): string {
  const owner = /^([\p{L}-]+(?:\s[\p{L}-]+)?)\s«([^«»]+)»$/u.exec(title);
  const kind = owner?.[1] ?? '';
  const name = owner?.[2] ?? '';
  if (!owner || !(KIND_IN_WORD.test(kind) || SERIES.test(kind)) || !isPlace(name)) return title;
  const first = (/^[\p{L}-]+/u.exec(name)?.[0] ?? '').toLowerCase().replaceAll('ё', 'е');
  return lemmaOf(first) !== first ? kind : title;
}

/** A post about a game: a sport's emoji, a match, a sport named. */
export const SPORT = /[⚽🏒🏀🏐🏈🏉🥅🤾]|(?<![\p{L}-])(?:матч|хокке|футбол|баскетбол|волейбол|гандбол|кхл|рпл|дерби)/iu;
/**
 * Two sides around a dash at the start of a line, after what shows the match («Трансляция матча», «Смотрим матч»,
 * the verb left out): «Балтика» —
 * «Спартак», АВТОМОБИЛИСТ — АК БАРС, «Локомотив-Кубань» — ЦСКА; or «vs» between them, as a bill writes it («Факел» vs
 * «Заря»). A side is a quoted name or up to three words.
 */
const MATCH =
  /^(?:\p{L}+(?:ем|им|ём)\s+)?(?:(?:хоккей|футбол|мини-футбол|волейбол|баскетбол|гандбол|флорбол),\s+)?((?:трансляци\p{L}*\s+)?(?:\p{L}+(?:ого|его)\s+)?матч\p{L}*\s+)?([«"“][^«»"“”\uFFFF]{1,40}[»"”]|[\p{L}\d][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,2})\s(?:[—–-]|vs\.?)\s([«"“][^«»"“”\uFFFF]{1,40}[»"”]|[\p{L}\d][\p{L}\d-]*(?:\s[\p{L}\d][\p{L}\d-]*){0,2})/iu;
/**
 * Two quoted sides around what one does to the other, in a post about a game: «Северные моржи» принимают «Вологодских
 * рысей», «Зубры» играют дома против «Волков», «Текстильщик» сыграет с «Волной».
 */
const PLAYS_AGAINST =
  /([«"“][^«»"“”\uFFFF]{1,40}[»"”])\s+(?:принима(?:ет|ют)|примет|примут|(?:сыгра|игра)(?:ет|ют)(?:\s+(?:дома|на\s+выезде|в\s+гостях))?\s+(?:против|с|со)|встрет(?:ится|ятся)\s+с|встречается\s+с|встречаются\s+с|против)\s+[«"“]([^«»"“”\uFFFF]{1,40})[»"”]/iu;
/** What was moved, after the words of a long reason: a kind of event or a contest's word. */
const MOVED_EVENT = pattern(
  String.raw`(?:^|\s)(?=(?:${KIND.source.replace('(?<![p{L}-])', '')}|(?:кубок|кубк|первенств|чемпионат|соревновани|спартакиад|конкурс|ёлк|елк)\p{L}*))`,
  'iu',
);
/** «игра «…» — «…»»: a game's word before its quoted sides. */
const GAME_LEAD = /^игр[аыу]\s+(?=[«"“][^«»"“”]{1,40}[»"”]\s[—–-]\s[«"“])/iu;
/** «трансляция КХЛ: «…» — «…»»: a broadcast labelled by its league's abbreviation. */
const LEAGUE_BROADCAST = /^трансляци\p{L}*\s+\p{L}{2,5}\s*:\s*(?=[«"“])/iu;
/** A team's name written out: each word capitalised («Ак Барс», «ЦСКА»). */
const TEAM_NAME = /^\p{Lu}[\p{L}\d-]*(?:\s\p{Lu}[\p{L}\d-]*)*$/u;
/** A team's abbreviation: ЦСКА, СКА, ПСЖ. */
const ABBREVIATION = /^\p{Lu}{2,5}$/u;
/** Short words of a bill that can be written in capitals: «ТУР», «ШОУ», «ЛАЙВ». */
const BILL_WORD = /^(?:тур|турне|шоу|лайв|live|сет|джем|квиз)$/iu;

/**
 * A match named by its two sides. Quoted sides are a match when both are places or neither («Крыша» — «Амели» is a
 * venue and its film), or when the post is about a game; sides written without quotes only in a post about a game
 * (or a quoted side against an abbreviation: «Локомотив-Кубань» — ЦСКА), the words of the second side up to what
 * says where or when («… — салават юлаев на большом экране»).
 */
function matchOf(text: string, sporty: boolean, isPlace: PlaceTest): string | null {
  const found = MATCH.exec(text);
  if (!found) return null;
  const lead = found[1] ?? '';
  const sides = [found[2] ?? '', found[3] ?? ''].map((side, index) => {
    if (/^[«"“]/u.test(side)) return side;
    const words = side.split(' ');
    const stop = words.findIndex((word) => PHRASE_STOP.test(word));
    return index === 1 && stop >= 0 ? words.slice(0, stop).join(' ') : side;
  });
  const [first = '', second = ''] = sides;
  if (first === '' || second === '' || sides.some((side) => letters(side) < 2)) return null;
  const quoted = sides.map((side) => /^[«"“]/u.test(side));
  const places = sides.map((side) => isPlace(side.replace(/^[«"“]|[»"”]$/gu, '')));
  const named = sides.every((side, i) => quoted[i] || TEAM_NAME.test(side) || (lead !== '' && /^\p{Ll}/u.test(side)));
  const sure =
    (quoted[0] && quoted[1] && (sporty || places[0] === places[1])) ||
    (named && sporty && !places.every(Boolean)) ||
    (quoted.some(Boolean) &&
      // ««ХИБИНЫ» — ТУР «…»»: a word of the bill written in capitals is no team's abbreviation.
      sides.some((side, i) => !quoted[i] && ABBREVIATION.test(side) && !BILL_WORD.test(side)) &&
      !places.some(Boolean));
  return sure ? `${lead}${first} — ${second}` : null;
}

/** «Stand-up в «Молоке»», «Концерт»: one kind of event, at a place or nowhere said. */
function bareKindAt(text: string, isPlace: PlaceTest): boolean {
  // eslint-disable-next-line regexp/no-super-linear-move -- a part of a title, at most TITLE_WINDOW characters
  const at = /\s+(?:в|во|на|у)\s+«([^«»]+)»$/u.exec(text);
  const kind = at && isPlace(at[1] ?? '') ? text.slice(0, at.index) : text;
  return letterWords(kind) === 1 && KIND.test(kind) && !/[«"“]/u.test(kind);
}

/** «в Тюмени», «в Томске», «в Самаре»: a city of the catalogue in the locative (its ending back to the nominative's). */
function cityInLocative(word: string, isPlace: PlaceTest): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}[еи]$/u.test(word)) return false;
  const stem = word.slice(0, -1);
  return ['', 'ь', 'а', 'я'].some((ending) => isPlace(`${stem}${ending}`));
}

/** «Наша барная команда «Синие лапки»», «Команда «Белые вороны»»: a team of the venue, going somewhere. */
const TEAM = /^(?:наш[аи]?\s+)?(?:[\p{L}-]+\s+)?(?:\p{L}+-)?команд[аы]\s+[«"“][^«»"“”]+[»"”]/iu;
/** What the team goes to or plays at: «на Кубке Екатеринбурга по квизам», «на выездную игру «Пермского квиза»». */
const TEAM_GOES_TO =
  /\sна\s+((?:[\p{L}-]+\s+){0,2}(?:кубк|турнир|игр|чемпионат|фестивал|квиз|матч|финал|полуфинал|лиг)[^—–!.…\n]*)/iu;

/**
 * A post about the venue's team taking part elsewhere is about the event it takes part in: «Наша команда «Белые
 * вороны» едет на выездную игру «Пермского квиза»» is «Выездная игра «Пермского квиза»».
 */
function teamEvent(text: string): string | null {
  if (!TEAM.test(text.trim())) return null;
  // «едет на «Битву баров»»: a quoted event, in the nominative.
  const quoted = /\sна\s+[«"“]([^«»"“”]+)[»"”]/u.exec(text);
  if (quoted) return nominativeOf((quoted[1] ?? '').trim(), ['accs', 'loct', 'datv']);
  const goes = TEAM_GOES_TO.exec(text);
  if (!goes) return null;
  const event = trimTail(nominativeOf((goes[1] ?? '').trim(), ['accs', 'loct', 'datv']));
  return letterWords(event) >= 2 ? event : null;
}

/** «Ленина, 58:», «ул. Баумана, 5 —»: an address leading a line's item. */
const LEADING_ADDRESS =
  /^(?:(?:[Уу]л|[Пп]р|[Пп]р-т|[Пп]л|[Нн]аб|[Пп]ер)\.?\s+)?\p{Lu}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?,\s*\d{1,3}\p{L}?\s*(?::|\s[—–-])\s+/u;

/**
 * «В улье настолочный марафон», «в хмеле презентация новой варки»: where it happens said first, without a comma, then
 * what. One or two words after the preposition that name a place of the catalogue, and something left after them.
 */
function withoutLeadingPlace(title: string, isPlace: PlaceTest): string {
  // «в Городском центре культуры пройдёт …»: a name of three words.
  const three = /^(?:в|во|у|на)\s+(\p{Lu}[\p{L}-]*\s+[\p{L}-]+\s+[\p{L}-]+)\s+/u.exec(title);
  if (three && isPlace(three[1] ?? '') && letterWords(title.slice(three[0].length)) >= 2)
    return title.slice(three[0].length).trim();
  const lead = /^(?:в|во|у|на)\s+(«[^«»]+»|[\p{L}-]+)(\s+[\p{L}-]+)?\s+/iu.exec(title);
  if (!lead) return title;
  const one = lead[1] ?? '';
  const rest = (from: number) => title.slice(from).trim();
  // «в «Старом маяке» квиз»: one kind of event is enough.
  const enough = (text: string) => letterWords(text) >= 2 || (letterWords(text) === 1 && KIND.test(text));
  const oneEnd = lead[0].length - (lead[2] ?? '').length - (lead[0].length - lead[0].trimEnd().length);
  if (isPlace(one.replace(/[«»]/gu, '')) && enough(rest(oneEnd))) return rest(oneEnd);
  if (lead[2] && isPlace(`${one}${lead[2]}`.replace(/[«»]/gu, '')) && enough(rest(lead[0].length)))
    return rest(lead[0].length);
  return title;
}

/**
 * Why an event is moved or cancelled, said first: «По техническим причинам», «Из-за болезни артиста»; the weather with
 * its reading («Из-за мороза −35°», «Из-за сильного мороза (−32°)»).
 */
const REASON =
  /^(?:по\s+(?:[\p{L}-]+\s+){0,2}причин\p{L}*|из-за\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|в\s+связи\s+с\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|к\s+(?:сожалению|огромному\s+сожалению))(?:\s+\(?[−–+-]?\d{1,2}\s?°\s?[CС]?\)?)?\s*,?\s+/iu;
/** «Зовём всех в «Сову» на …», «Приглашаем вас на …», «Ждём на …»: we call the readers to the event. */
/** «Будет …», «Состоится …» and a word that only points at what follows («наш», «очередной»). */
const THERE_WILL_BE =
  /^(?:будет|будут|состоится|состоятся|пройд[её]т|пройдут|ожидается)\s+(?:(?:наш[аеи]?|очередн\p{L}*|традиционн\p{L}*|ежегодн\p{L}*)\s+)?(?=\p{L})/iu;
const WE_CALL =
  /^(?:зов[её]м|приглашаем|ждём|ждем)(?:\s+(?:всех|вас|друзей|гостей))?(?:\s+(?:в|во)\s+(?:«[^«»]+»|\p{L}[\p{L}-]*))?\s+на\s+(?=\p{L})/iu;
/** «ребят кто хочет на кинопоказ …», «Друзья, кто идёт на квиз?»: a call to come along. */
const WHO_COMES =
  /^(?:(?:ребят|ребята|друзья|народ|пацаны|девчонки|девочки)[,!]?\s+)?кто\s+(?:хочет|идёт|идет|пойдёт|пойдет|собирается|с\s+нами)\s+(?:на|в|во)\s+(?=\p{L})/iu;
/** «Смотрим финал …», «Устраиваем квиз …», «Собираемся на субботник …»: a verb of what we do, said first (an ending of
 * «we»), a reflexive one with where we go. */
const WE_ACT = /^(\p{L}+(?:ем|им|ём)|\p{L}+(?:ем|им|ём)ся\s+(?:на|в|во))\s+(?=\p{L})/iu;
/** «Провожу …», «Организую …»: a verb of what I do, said first (an ending of «I»). */
const I_DO = /^(\p{L}{3,}(?:у|ю))\s+(?=\p{L})/iu;
/** Whether a phrase starts with a verb of what we do («Читаем вслух …», «Обсуждаем …»). */
const ourDoing = (text: string) => {
  const verb = WE_ACT.exec(text.trim());
  return verb !== null && isVerb((verb[1] ?? '').split(' ')[0] ?? '');
};

/**
 * The event that a sentence of ours calls the readers to, or that we hold, as its name is said (the nominative):
 * «Зовём всех в Сову на встречу с поэтом …» is «Встреча с поэтом …», «Смотрим финал Лиги чемпионов» is «Финал Лиги
 * чемпионов». Only a kind of event (or a final) after the verb: «Читаем Чехова вслух» stays as it is.
 */
function withoutOurVerb(title: string): string {
  // «Будет наш джазовый вечер», «Состоится традиционный квиз»: what there will be is said in the nominative.
  const be = THERE_WILL_BE.exec(title);
  if (be) {
    const rest = title.slice(be[0].length);
    if (KIND_IN_WORD.test(rest.split(/\s+/u).slice(0, 2).join(' ')))
      return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  const call = WE_CALL.exec(title) ?? WHO_COMES.exec(title);
  // «Провожу мастер-класс по валянию», «Устраиваю квартирник»: a host's verb of what they hold («I»), then the event.
  const mine = call ? null : I_DO.exec(title.trimStart());
  if (mine && isVerb(mine[1] ?? '')) {
    const rest = title.trimStart().slice(mine[0].length);
    const lead = /^(?:[\p{L}-]+(?:ую|юю|ой|ий|ый|ое|ее|ые|ие)\s+){0,2}([\p{L}-]+)/iu.exec(rest)?.[1] ?? '';
    if (KIND_IN_WORD.test(lead)) {
      const event = nominativeOf(rest, ['accs']);
      return event.charAt(0).toUpperCase() + event.slice(1);
    }
  }
  const verb = call ? null : WE_ACT.exec(title);
  if (verb && !isVerb((verb[1] ?? '').split(' ')[0] ?? '')) return title;
  const match = call ?? verb;
  if (!match) return title;
  const rest = title.slice(match[0].length);
  const head = /^[\p{L}-]+/u.exec(rest)?.[0] ?? '';
  // «Приглашаем на Вятскую книжную ярмарку»: adjectives may come before the kind.
  const lead = /^(?:[\p{L}-]+(?:ую|юю|ой|ей|ий|ый|ое|ее|ые|ие|ых|их)\s+){0,2}([\p{L}-]+)/iu.exec(rest)?.[1] ?? '';
  if (!KIND_IN_WORD.test(head) && !EVENT_OF.test(`${head} `) && !(call && KIND_IN_WORD.test(lead))) return title;
  // «Ждём вас на книжной ярмарке»: where we wait is said in the locative.
  const event = nominativeOf(rest, ['accs', 'loct']);
  return event.charAt(0).toUpperCase() + event.slice(1);
}

/** What may follow a name and only says whose or for whom it is: «по Н. В. Гоголю», «для всей семьи», «от студии …». */
const ADJUNCT = /^\s*(?:по|от|для|с|со|при)\s/iu;
/** An author after a name: «Тарковского», «Н. В. Гоголя», «, А. П. Чехов». */
const AUTHOR = /^,?\s*(?:(?:\p{Lu}\.\s?){0,2}|\p{Lu}\p{Ll}+(?:а|я|ы|и)\s)\p{Lu}[\p{Ll}-]+$/u;
/** An author by initials before the work, as a playbill writes it: «А. Островский», «Л.Н. Толстой». */
const AUTHOR_BEFORE = /^(?:\p{Lu}\.\s?){1,2}\p{Lu}[\p{Ll}-]+$/u;
/** A preposition right before a quoted name makes it an object, not the name: «турнир по «Мафии»», «лекция о «Мастере»». */
const OBJECT_BEFORE = /(?<![\p{L}-])(?:по|о|об|про|на|в|во|к|из|от|для|с|со)$/iu;
/** Things that have names of their own: a name right after one is theirs («по выставке «Тайга в туши»»). */
const NAMED_THING =
  /(?:выставк|экспозици|коллекци|фестивал|пивоварн|музе|театр|клуб|студи|групп|галере|книг|роман|фильм|альбом|проект|спектакл|сериал|игр)\p{L}*$/iu;
/** A work that is presented, not the event's name: «Презентация альбома «Кама»», «презентация книги «…»». */
const WORK = /(?<![\p{L}-])(?:альбом|книг|сборник|пластинк|сингл|журнал|мерч)\p{L}*$/iu;
/** An event of another, named one: «Финисаж выставки «Шум листвы»», «Открытие фестиваля «…»». */
const EVENT_OF = /^(?:открыти|закрыти|финисаж|вернисаж|финал|полуфинал)\p{L}*\s/iu;
/** A band named alone after a dash: «группа «Чугун»!», «квартет «Ноты»». */
const BAND_AFTER =
  /^(?:[\p{L}-]+\s+)?(?:группа|ансамбль|коллектив|квартет|квинтет|трио|дуэт|оркестр|хор)\s+«[^«»]+»[\s!.,;]*$/iu;
/** An ensemble's kind and its quoted name: «Группа «Пыль»», «ансамбль «Иверия»». */
const BAND_KIND = /^(?:[\p{L}-]+\s+)?(группа|ансамбль|коллектив|квартет|квинтет|трио|дуэт|оркестр|хор)\s+(«[^«»]+»)/iu;
/** What follows an event after a plus, naming none: «+ обсуждение», «+ чаепитие», «+ автограф-сессия». */
const AFTERPART = /(?<![\p{L}])(?:обсуждени|чаепити|чай|дискусси|фуршет|афтепати|автограф|разбор)/iu;
/** A day of a week's bill with nothing on: «ПН — тишина 😅», «вт — выходной», «ср — отдыхаем». */
const NOTHING_ON =
  /^[^\p{L}]*(?:тишина|выходной|отдыхаем|пусто|ничего|нет\s+мероприятий|без\s+мероприятий|закрыто|санитарный\s+день)[^\p{L}]*$/iu;
/**
 * A club, a comma, then this meeting's topic: «клуб «Английский за чаем», тема «Christmas traditions»». The club's
 * name and the topic are the groups.
 */
const CLUB_TOPIC = /^(?:[\p{L}-]+\s+)?\p{L}*клуб\s+«([^«»]+)»,\s+(?:тема|на\s+тему)(?:\s*:\s*|\s+)«([^«»]+)»[\s!.]*$/iu;
/** A troupe in the genitive after a quoted name, its town's adjective first: « Ачинского драмтеатра», « Омской филармонии». */
const TROUPE_AFTER_NAME =
  /(?<=[»"”])\s+\p{Lu}\p{Ll}+(?:ого|его|ой|ей)\s+(?:\p{Ll}+(?:ого|его|ой|ей)\s+)?(?:драмтеатра|театра|тюза|филармонии|цирка)[\s.!]*$/u;
/**
 * Who holds the event, named in full after it: «Новогодний гала-концерт Театра музыки, драмы и комедии»,
 * «Рождественский концерт воскресной школы храма Вознесения Господня». An institution in the genitive with a name
 * of capitals (or itself capitalised) says whose it is; the event is named before it.
 */
const HOLDER_AFTER =
  /(?<!\s)\s+(?:(?:Театра|Музея|Дворца|Дома|Центра|Храма|Собора|Монастыря|Университета|Филармонии|Библиотеки)\s+\p{Ll}|(?:театра|музея|храма|собора|монастыря|университета|прихода|церкви)\s+(?:им\.\s+|имени\s+)?\p{Lu})[^«»"“”!?]*$/u;
/** «, по окончании — », «, после неё — »: what follows one thing right after it, at no time of its own. */
const THEN_RIGHT_AFTER =
  /,[ \t]+(?:затем|потом|по[ \t]+окончании(?:[ \t]+(?:литургии|службы|богослужения))?|после[ \t]+(?:неё|нее|него|литургии|службы|богослужения))[ \t]+(?:[—–-][ \t]+)?(?=\p{L})/iu;
/** « на этой неделе», « в эти выходные», « на новогодних каникулах»: which days, at the end. */
const THIS_WEEK =
  /(?<!\s)\s+(?:на\s+(?:этой|следующей|будущей)\s+неделе|на\s+(?:этих|ближайших)\s+выходных|в\s+(?:эти|ближайшие)\s+выходные|на\s+(?:новогодних\s+|зимних\s+)?каникулах|в\s+(?:новогодние\s+|зимние\s+)?каникулы|в\s+дни\s+(?:новогодних\s+|зимних\s+|школьных\s+)?каникул)[\s!.:]*$/iu;
/** A show and the work it is made from: «Спектакль по пьесе А. Н. Островского», «Постановка по повести Гоголя». */
const BASED_ON =
  /^(?:\p{L}+\s+)?(?:[Сс]пектакл\p{L}*|[Пп]остановк\p{L}*|[Пп]ремьер\p{L}*)\s+по\s+(?:пьесе|повести|роману|сказке|рассказу|поэме)(?:\s+(?:\p{Lu}\.\s*){0,2}\p{Lu}[\p{L}-]+)?$/u;
/** Bookings taken for an event: «… принимает заявки на Новогоднюю ночь», «Открыта запись на мастер-класс». */
const BOOKINGS_FOR =
  /(?:^|\s)(?:принима\p{L}*|открыва\p{L}*|открыт[аоы]?)\s+(?:заявки|брони|бронирование|предзаказы?|запись)\s+на\s+(\p{L}[\p{L}-]*(?:[ \t]+[\p{L}-]+){0,5})[\s!.]*$/iu;
/** The services a service is made of, after a colon: «: Великое повечерие, утреня и Божественная литургия». */
const SERVICE_THEN_PARTS =
  /(?<=(?:богослужени[ея]|служба|бдение)):(?=[^:]*(?:литурги|утрен|вечерн|повечери|молеб))[^:]*$/iu;
/** A meeting, a dash and its name: «Очередная встреча — «Зимние строки»», «заседание: «Город в письмах»». */
const MEETING_NAMED = /^(?:\p{L}+(?:ая|ую|ое)\s+)?(?:встреч[аиу]|заседани[ея])\s*[—–:-]\s*(«[^«»]+»)[\s!.]*$/iu;
/** «Божественная литургия, великое освящение воды»: the liturgy and the blessing of the water after it. */
const LITURGY_THEN_BLESSING =
  /^((?:\p{L}+[ \t]+){0,2}(?:литурги[яи]|вечерня|утреня)),[ \t]+(?=(?:велик\p{L}*[ \t]+)?освящени)/iu;
/** A font cut in the ice, and its being set up or open. */
const FONT = /(?<![\p{L}])купел[ьи](?![\p{L}])/iu;
const FONT_READY =
  /(?<![\p{L}])(?:будет|будут|оборуд\p{L}*|откро\p{L}*|открыт\p{L}*|работа\p{L}*|установ\p{L}*|организ\p{L}*)(?![\p{L}])/iu;
/** A pond, a river, a lake after the event: « на Старом пруду», « на реке Каме». */
const WATER_AFTER =
  /(?<!\s)\s+на\s+(?:\p{L}+(?:ом|ем)\s+)?(?:пруду|реке|озере|водо[её]ме|роднике|источнике|пляже)(?:\s+\p{Lu}[\p{L}-]*)?(?:\s+у\s+\p{Ll}+)?[\s!.]*$/u;
/** A rite at the water: bathing, the blessing of the water. */
const WATER_RITE = /(?<![\p{L}])(?:купани|окунани|освящени\p{L}*\s+вод)/iu;
/**
 * Music it is danced to or sung with, after the event: «… под живой оркестр», «… под живую музыку», «… под живой
 * саксофон» (whatever plays live).
 */
const TO_MUSIC = /(?<!\s)\s+под\s+(?:живой|живую|живые|живое)\s+[\p{L}-]+[\s!.]*$/iu;
/**
 * A room of the venue or a church building after the event: «… в малом зале РДК», «… в актовом зале», «… в храме»,
 * «… в трапезной (храма)», «… в воскресной школе при храме». A named church is read by SHRINE_AFTER.
 */
const ROOM_AFTER =
  /(?<!\s)\s+в\s+(?:(?:\p{Ll}+(?:ом|ем)\s+)?(?:зале|фойе|холле)(?:\s+[\p{L}«»"“”-]+){0,2}|храме|трапезной(?:\s+(?:храма|собора|церкви|прихода))?|(?:воскресной\s+)?школе\s+при\s+(?:храме|соборе|церкви|приходе)|соборе|церкви|часовне)[\s!.]*$/u;
/**
 * Who performs, after a named event: «… хора «Парма»», «… группы «Пыль»», «… от студии танца «Сияние»» (what kind of
 * studio or school, in a word or two).
 */
const PERFORMER_AFTER =
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  /\s+(?:от\s+)?(?:\p{Ll}+(?:ого|его|ой|ей)\s+)?(хора|оркестра|ансамбля|театра|студии|труппы|школы)(?:-\p{Ll}+)?(?:\s+\p{Ll}+){0,2}\s+«[^«»]+»(?:\s*\(\p{Lu}[\p{L} -]{0,30}\))?\s*$/u;
/** Who teaches, with her trade and her name, after a class: «с мастерицей Анной Петровой», «с художником Ильёй Ким». */
const TAUGHT_BY =
  /^\s(?:с|со)\s+(?:мастериц\p{L}*|мастером|художни\p{L}*|педагогом|преподавател\p{L}*|керамистом|флористом)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?[\s!.]*$/u;
/** A concert with its own name, and what is played in brackets: «концерт «Времена года» (Вивальди — Пьяццолла)». */
const NAMED_CONCERT = /^(?:\p{L}+\s+)?концерт\s+«[^«»]+»(?:\s*\([^()]{1,60}\))?[\s!.]*$/iu;
/** A meeting of a series: «встреча литературного объединения «Исток»», «Заседание клуба «Краевед»». */
const MEETING_OF =
  /^(?:встреча|заседание|занятие)\s+(?:\p{L}+\s+){0,2}(?:клуба|объединения|кружка|общества|студии|лектория|гостиной)\s+«[^«»]+»$/iu;
/** A subject in small letters, a few words and no name: «стихи о малой родине». */
const SUBJECT = /^\p{Ll}[\p{Ll}\d -]{2,60}$/u;
/** What heralds news after a dash: «и с ней хорошие новости», «а у нас новости». */
const NEWS_AFTER = /^(?:и|а)\s+(?:[\p{Ll}-]+\s+){0,3}новост\p{L}*[\s!.…]*$/u;
/** A sentence on how long the event lasts: «Спектакль идёт 1 час 50 минут», «Концерт длится два часа». */
const LASTS =
  /^(?:спектакль|концерт|фильм|показ|программа|мероприятие|лекция|экскурсия|представление)\s+(?:ид[её]т|длится|продлится|продолжается)\s+(?:\d|около\s|почти\s|более\s|больше\s|час|два\s|три\s|полтора\s)/iu;
/**
 * Who performs (a few words, no kind of event), a comma, then a kind and its quoted name: «камерный оркестр, программа
 * «Зимние грёзы»». The performer, the kind and the name are the groups.
 */
const PERFORMER_THEN_NAMED = /^([^,«»"“”]{2,40}),\s+(?:\p{Ll}+\s+){0,2}([\p{L}-]+)\s+«([^«»]+)»[\s!.]*$/u;
/** A kind, then whose it is with that one's quoted name, then its own quoted name: «Спектакль студии «Маска» «Х»». */
const KIND_WHOSE_NAMED =
  /^((?:\p{Ll}+\s+)?[\p{L}-]+)\s+(?:\p{Ll}+\s+){0,2}(?:студии|театра|ансамбля|хора|коллектива|школы|труппы|оркестра)(?:-\p{Ll}+)?(?:\s+\p{Ll}+){0,2}\s+«[^«»]+»(?:\s+[—–-])?\s+«([^«»]+)»$/u;
/**
 * A performer (a kind and a quoted name) with a named programme or show, going round: «Ансамбль «Самоцветы» с
 * программой «Зимний путь» едет по области», «Театр «Маска» со спектаклем «Ревизор» гастролирует по району».
 */
const TOURING_WITH =
  /^(?:[\p{L}-]+\s+){0,3}«[^«»]+»\s+(?:с|со)\s+(?:нов\p{L}*\s+)?(?:программой|спектаклем|туром|турне|шоу)\s+«([^«»]+)»\s+(?:едет|едут|ед[её]м|гастролиру(?:ет|ют)|отправля(?:ет|ют)ся\s+(?:в\s+тур|на\s+гастроли))(?![\p{L}])/iu;
/**
 * A performer, a dash, then its named tour and where it goes: «Фолк-группа «Ветлуга» — тур «Северная дорога» по
 * Свердловской области», ««ХИБИНЫ» — ТУР «СЕВЕРНЫЙ ВЕТЕР» ПО КОЛЬСКОМУ», «Айгуль Сафина — юбилейный тур «…»». The
 * tour's word and name are the groups.
 */
const TOUR_OF =
  /^(?:[\p{L}-]+\s+){0,2}(?:«[^«»]+»|[\p{L}-]+)\s+[—–-]\s+(?:\p{L}+\s+){0,2}(тур|турне)\s+«([^«»]+)»(?:\s+по\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2})?[\s!.]*$/iu;
/** A sentence that only names a tour: «Тур «Сибирь, я дома»», «Зимний тур «Огни»». Its word and name are the groups. */
const TOUR_ALONE = /^[^\p{L}«"“]*(?:\p{L}+\s+)?(тур|турне)\s+«([^«»]+)»[^\p{L}«»"“”]*$/iu;
/** A tour named only by its kind and where it goes: «СТЕНДАП-ТУР ПО КОМИ», «Большой тур по Уралу». */
const UNNAMED_TOUR =
  /^(?:[\p{L}-]+\s+){0,2}(?:[\p{L}]+-)?(?:тур|турне)(?:\s+по\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2})?[\s!.]*$/iu;
/** Who brings a named programme: «Сергей Лобанов с программой «Без шапки»», «Группа «Кеды» с новым шоу «Х»». */
const BRINGS_SHOW =
  /^(?:[\p{L}-]+\s+){0,3}(?:«[^«»]+»\s+)?(?:с|со)\s+(?:нов\p{L}*\s+)?(?:\p{Ll}+(?:ым|им|ой|ей)\s+)?(?:программой|шоу|спектаклем|концертом|стендапом)\s+«([^«»]+)»[\s!.]*$/u;
/** A DJ or a DJ's set, then in a few words the music it plays: «DJ Ветров, диско 80–90-х». */
const DJ_AND_MUSIC =
  /^((?:[Dd][Jj]|[Дд]и-?джей)(?:-сет)?\s+[^,«»"“”\s][^,«»"“”]{1,39}),\s+\p{Ll}[^«»"“”,]{0,40}?[\s,;.]*$/u;
/**
 * A club and the work its meeting is about: «Книжный клуб «Полка» обсуждает «Тайную историю»», «киноклуб «Кадр»
 * смотрит «Солярис»», «… «Тихий Дон» (том первый)»; «клуб «Север»: обсуждаем роман «Лавр» Евгения Водолазкина» (the
 * work's name after its kind is said in the nominative). When it is («В декабре …») may come first.
 */
const CLUB_DISCUSSES =
  /(?<![\p{L}-])((?:[\p{L}-]+\s+)?\p{L}*клуб\s+«[^«»]+»)(?:\s+(?:обсужда(?:ет|ют)|чита(?:ет|ют)|смотр(?:ит|ят)|разбира(?:ет|ют))|:\s+(?:обсуждаем|читаем|смотрим|разбираем)(?=\s+(?:роман|книгу|повесть|пьесу|поэму|сборник|рассказ|фильм)\s))\s+(?:(роман|книгу|повесть|пьесу|поэму|сборник|рассказ|фильм)\s+)?«([^«»]+)»(?:\s+\p{Lu}\p{Ll}+){0,2}(?:\s*\([^()]{1,30}\))?[\s!.]*$/u;
/** «Киноклуб при музее ИЗО», «Шахматный клуб при библиотеке»: a club and the institution that keeps it. */
const CLUB_AT =
  /^((?:\p{L}+\s+)?(?:\p{L}+-)?(?:\p{L}*клуб|кружок|студия|\p{L}*лекторий)(?:\s+«[^«»]+»)?)\s+при\s+(?:музее|библиотеке|доме|дворце|центре|школе|храме|приходе|университете|колледже|дк)(?![\p{L}])[^«»"“”,.!?]{0,40}$/iu;
/** A tribute to an ensemble: «трибьют группы», «вечер памяти группы». */
const TRIBUTE_OF =
  /(?<![\p{L}-])(?:(?:трибьют|tribute|кавер-вечер|вечер\s+памяти)\s+(?:группы|хора|оркестра|ансамбля|коллектива)|трибьют(?:-вечер|-концерт|-шоу)?|tribute)$/iu;
/** An ensemble in the instrumental at the end: «… с группой», «… с кавер-бэндом». */
const WITH_ENSEMBLE =
  /\s(?:с|со)\s+(?:[\p{L}-]+\s+)?(?:[\p{L}]+-)?(?:группой|ансамблем|оркестром|хором|коллективом|квартетом|бэндом|бендом)$/iu;
/** An ensemble in the genitive right before a name: «концерт хора», «вечер оркестра». */
const WHOSE = /(?<![\p{L}-])(?:хора|оркестра|ансамбля|коллектива|квартета|квинтета|трио|дуэта)$/iu;
/**
 * A chamber ensemble with what it plays: «струнный квартет», «гитарный дуэт», «камерный оркестр». Without the word of
 * its instruments or genre («Квартет «Ноты»») the name alone is the act.
 */
const CHAMBER_ENSEMBLE = /^\p{L}+(?:ый|ий|ой|ое)\s+(?:квартет|квинтет|секстет|трио|дуэт|оркестр)$/iu;
/** A maker in the genitive right before a name: «пивоварни», «сыроварни», «винодельни», «пекарни». */
const MAKER_OF = /(?<![\p{L}-])(?:пивоварни|сыроварни|винодельни|пекарни|обжарщика|медоварни|сидрерии)$/iu;
/** Words of ensembles: «Нижегородская группа «Маяк»» describes the band. */
/** The stems of performers' words: «группа», «ансамбль», «квартет»; «хор» alone (not «хоровод»). */
export const PERFORMER_STEMS = String.raw`групп|ансамбл|коллектив|квартет|квинтет|секстет|трио|дуэт|оркестр|хор(?![\p{L}])`;
/**
 * Where the word of a kind of event or of a performer starts in a piece, from the start of its word («кавер-группа»);
 * -1 when there is none.
 */
function kindAt(piece: string): number {
  const found = [KIND_IN_WORD.exec(piece)?.index, PERFORMER_IN_WORD.exec(piece)?.index].filter(
    (at): at is number => at !== undefined,
  );
  if (found.length === 0) return -1;
  let at = Math.min(...found);
  while (at > 0 && /[\p{L}-]/u.test(piece.charAt(at - 1))) at -= 1;
  return at;
}
/** A performer's word, also after a prefix: «кавер-группа», «рок-бэнд», «ансамбль». */
const PERFORMER_IN_WORD = pattern(`(?:${PERFORMER_STEMS}|бэнд|бенд)`, 'iu');
const ENSEMBLE = pattern(String.raw`(?<![\p{L}-])(?:${PERFORMER_STEMS})`, 'iu');
/** The word of an ensemble itself: «хор», «ансамбль», «коллектив». */
const ENSEMBLE_WORD = /(?<![\p{L}-])(?:хор|ансамбль|коллектив|оркестр|квартет|квинтет|трио|дуэт)(?![\p{L}-])/iu;
/** A cover band, its hyphen split: «Кавер-бэнд «Северный забой»» is the band (a «джаз-бэнд» says its music). */
const BAND_WORD = /(?<![\p{L}])кавер\s(?:бэнд|бенд)$/iu;
/** Words of a bill that describe a named show or series: «Новогодняя сказка «Снежная королева»», «Абонемент «…»». */
const SHOW = /(?<![\p{L}-])(?:сказк|абонемент|цикл)/iu;
/** Repetition after the name: «каждый вторник», «по четвергам», «по выходным». */
// Its leading spaces are tried from the first of them only.
const RECURRENCE = pattern(
  String.raw`(?<!\s)\s+(?:по\s+(?:${WEEKDAYS_EVERY}|выходным|будням)|кажд(?:ый|ую|ое|ые)\s+\p{L}+)[\s!.]*$`,
  'iu',
);
/**
 * Where it happens, after the name: «в баре «Чкалов»», «во дворе «Армстронга»», «в ДК «Восход»», «на веранде
 * «Откос»», «в лютеранской кирхе», «в Екатеринбурге» after a quoted name. A word before a quote must be in the
 * locative (ending in -е/-и, or an abbreviation like ДК), so «Экскурсии на пивоварню «Волжская»» keeps its object.
 */
/** «в Нурлатском районе», «в Юрлинском муниципальном округе»: a district, at the end. */
const DISTRICT_AT_END =
  /(?<![\p{L}])(?:в|во)[ \t]+\p{L}+(?:ском|цком)[ \t]+(?:муниципальном[ \t]+)?(?:районе|округе|поселении)[!.]*$/iu;

function withoutTrailingPlace(raw: string): string {
  // A flag after the title («… в «Квадрате» 🇬🇪»): regional indicators are no emoji of their own.
  const text = withoutFlagAtEnd(raw);
  // «Массовое катание в ЛДС «Звёздный» на праздниках»: when, after where.
  const when = HOLIDAYS_AT_END.exec(text);
  const title = when && /[»"”]$/u.test(text.slice(0, when.index)) ? text.slice(0, when.index) : text;
  // «СТЕНДАП В ПАБЕ «ТАГАНАЙ»»: in capitals too.
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  const quoted = /\s+(?:[вВ]|[вВ][оО]|[нН][аА])\s+((?:[\p{L}-]+\s+){0,2})«[^«»]+»[\s!.,;:]*$/u.exec(title);
  if (quoted && letterWords(title.slice(0, quoted.index)) >= 1) {
    const words = (quoted[1] ?? '').trim().split(/\s+/u).filter(Boolean);
    // «в книжном кафе «Переплёт»»: an adjective before the noun is in the locative too; «в книжном «Полка»»: so is
    // one that stands for the noun.
    const locative = words.every(
      (word, i) =>
        /[еи]$/iu.test(word) ||
        /^\p{Lu}{2,}$/u.test(word) ||
        ((i < words.length - 1 || words.length === 1) && /(?:ом|ем|ой|ей)$/iu.test(word)),
    );
    if (locative) return title.slice(0, quoted.index);
  }
  const before = (end: number) => title.slice(0, end);
  // «ЛЫЖНЯ РОССИИ — 2027 в Нурлатском районе»: the district it is held in, after the name.
  const district = DISTRICT_AT_END.exec(title);
  if (district && letterWords(before(district.index)) >= 2) return before(district.index);
  // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
  const city = /\s+(?:в|во)\s+\p{Lu}\p{Ll}+(?:[еи]|ем|ом)[\s!.,;:]*$/u.exec(title);
  if (city && QUOTE_AT_END.test(before(city.index))) return before(city.index);
  // «Ханума» в драмтеатре», «Щелкунчик» в филармонии»: a kind of venue, after a quoted name.
  const kindOfVenue = VENUE_KIND_AT_END.exec(title);
  if (kindOfVenue && QUOTE_AT_END.test(before(kindOfVenue.index))) return before(kindOfVenue.index);
  const venue =
    // «… в воскресной школе Покровского собора»: whose it is, after it.
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:в|во|на)\s+\p{L}\p{Ll}+(?:ой|ей|ом|ем)\s+(?:кирхе|церкви|храме|соборе|зале|галерее|библиотеке|усадьбе|парке|сквере|дворе|саду|музее|школе)(?:\s+\p{Lu}\p{Ll}+(?:ого|его|ой|ей)\s+\p{Ll}+[аяиы])?[\s!.]*$/u.exec(
      title,
    );
  if (venue && letterWords(before(venue.index)) >= 2) return before(venue.index);
  // «Вечер джаза в кофейне на Кольцовской, 30», «Камерный вечер романсов в органном зале филармонии»: a kind of venue
  // and where it is, after the event.
  const described =
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:в|во)\s+(?:\p{Ll}+(?:ом|ем)\s+)?(?:кофейне|баре|пабе|клубе|кафе|ресторане|антикафе|зале)(?:\s+\p{Ll}+(?:ии|ы|и|а)|\s+на\s+\p{Lu}\p{Ll}+(?:ой|ом)(?:,\s*\d{1,3}\p{L}?)?)?[\s!.]*$/u.exec(
      title,
    );
  if (described && letterWords(before(described.index)) >= 2 && KIND.test(before(described.index)))
    return before(described.index);
  // «Колокольный концерт у церкви Ильи Пророка», «Ледовый городок в Городском саду», «… в сквере Победы»: a named
  // place of the city.
  const named =
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:в|во|на|у)\s+(?:(?:\p{Lu}\p{Ll}+(?:ом|ем|ой|ей)\s+(?:саду|парке|сквере|соборе|храме|музее))|(?:\p{Lu}[\p{L}-]+(?:ого|его|ой|ей)\s+(?:храма|собора|монастыря|церкви|часовни))|(?:церкви|храма|собора|часовни|памятника)(?:\s+\p{Lu}[\p{L}-]*){1,3}|(?:сквере|парке|саду)\s+\p{Lu}\p{Ll}+(?:ы|и|а|я)(?:\s+\p{Lu}\p{Ll}+)?)[\s!.]*$/u.exec(
      title,
    );
  if (named && letterWords(before(named.index)) >= 2) return before(named.index);
  // «… в парке им. Ленинского комсомола», «… во Дворце спорта имени Али Алиева»: a place named after someone.
  const namesake =
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:в|во|на|у)\s+(?:\p{L}+(?:ом|ем|ой|ей)\s+)?(?:парке|сквере|саду|дворце|доме|центре|дк|театре|музее|библиотеке|стадионе|бульваре)(?:\s+[\p{L}-]+)?\s+(?:им\.|имени)\s*(?:\p{L}\.\s?){0,2}[\p{L}-]+(?:\s+[\p{L}-]+){0,2}[\s!.]*$/iu.exec(
      title,
    );
  if (namesake && letterWords(before(namesake.index)) >= 2) return before(namesake.index);
  // «Рождественская ярмарка на площади Минина и Пожарского», «Субботник на территории парка», «Открытие ёлки на пл.
  // Ленина» (the kind of place shortened).
  const square =
    // eslint-disable-next-line regexp/no-super-linear-move -- the text is at most TITLE_WINDOW characters
    /\s+(?:на|в|во)\s+(?:(?:\p{Ll}+(?:ой|ей)\s+)?(?:площади|набережной|улице|проспекте|бульваре|территории)(?:\s+[\p{L}-]+){0,4}|(?:пл|ул|наб|пр-те)\.?\s*\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,3})$/u.exec(
      title,
    );
  if (square && letterWords(before(square.index)) >= 1) {
    // «Митинг у памятного знака на привокзальной площади»: the memorial it is held at, before the square.
    const memorial = MEMORIAL_AT_END.exec(before(square.index));
    return memorial && letterWords(before(memorial.index)) >= 2 ? before(memorial.index) : before(square.index);
  }
  const memorial = MEMORIAL_AT_END.exec(title);
  if (memorial && letterWords(before(memorial.index)) >= 2) return before(memorial.index);
  return title;
}
const QUOTE_AT_END = /[»"”]\s*$/u;
/** «у памятного знака», «у обелиска Славы», «у Вечного огня»: a memorial an event is held at, ending a title. */
const MEMORIAL_AT_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- read from a title, at most TITLE_WINDOW characters
  /\s+(?:у|к)\s+(?:\p{L}+(?:ого|его)\s+)?(?:знака|памятника|мемориала|обелиска|стелы|монумента|огня)(?:\s+[\p{L}-]+){0,3}[\s!.]*$/iu;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;
/**
 * A title without the flags (regional indicators) and spaces at its end, when there is a flag among them; read from
 * the end, one character at a time, so a long run costs its length once.
 */
function withoutFlagAtEnd(title: string): string {
  const characters = [...title];
  let end = characters.length;
  let flag = false;
  while (end > 0) {
    const character = characters[end - 1] ?? '';
    if (REGIONAL_INDICATOR.test(character)) flag = true;
    else if (!/^\s$/u.test(character)) break;
    end -= 1;
  }
  return flag ? characters.slice(0, end).join('') : title;
}
/** «в драмтеатре», «в филармонии», «в кукольном театре», «на катке»: a kind of venue, in the locative. */
const VENUE_KIND_AT_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- read from a title, at most TITLE_WINDOW characters
  /\s+(?:в|во|на)\s+(?:\p{Ll}{2,20}(?:ом|ем|ой|ей)\s+)?\p{Ll}{0,12}(?:театре|филармонии|клубе|музее|библиотеке|галерее|зале|баре|кафе|пабе|катке|дворце)[\s!.,;:]*$/u;
/** «перед Новым годом», «в канун Нового года», «накануне Рождества»: when, by the holiday, ending a title. */
const NEW_YEAR_EVE_AT_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- read from a title, at most TITLE_WINDOW characters
  /\s+(?:перед\s+Новым\s+годом|перед\s+Рождеством|(?:в\s+канун|накануне)\s+(?:Нового\s+года|Рождества))[\s!.]*$/iu;
/** A time of the year after the name: «на праздниках», «в каникулы», «на выходных». */
const HOLIDAYS_AT_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- read from a title, at most TITLE_WINDOW characters
  /\s+(?:на|в|во)\s+(?:праздник(?:ах|и)|каникул(?:ах|ы)|выходны(?:х|е)|новогодних\s+праздниках)[\s!.]*$/iu;
/** Names one after another: «Тёплые батареи», «Сорок сороков» и Вера Лис; Маша Кречет и Олег Сверчков. */
const LINE_UP =
  /^(?:(?:[«"“][^«»"“”]+[»"”]|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){1,2})(?:\s*(?:,|\sи\s|\+|&)\s*|$))+$/u;

/**
 * One quoted name after words that only describe what kind of thing it is — «Полнокупольную программу «Тайны
 * Солнечной системы»», «Показ короткого метра нижегородских режиссёров «Своё кино»», «Нижегородская группа «Маяк»»,
 * «Спектакль «Женитьба» по Н. В. Гоголю» — is the name alone. The description must hold a kind of event and nothing
 * that names someone (a capitalised word after the first: «Квартет Алисы М. «Элла и Луи»» stays as it is).
 */
function nameOfDescribed(title: string, isPlace: PlaceTest): string {
  const names = [...title.matchAll(QUOTE)];
  const name = names[0];
  if (names.length !== 1 || !name || isPlace(name[0].slice(1, -1))) return title;
  const before = title.slice(0, name.index).trim();
  const after = title.slice(name.index + name[0].length).trim();
  const adjunct = after !== '' && (ADJUNCT.test(` ${after}`) || AUTHOR.test(after));
  if (after !== '' && !adjunct) return title;
  const words = before.split(/\s+/u).filter((word) => word !== '');
  // «Вишнёвый сад», А. П. Чехов; «Пиковая дама» по Пушкину.
  if (words.length === 0) return adjunct ? name[0] : title;
  // «А. Островский «Гроза»»: the author, then the play that is the event.
  if (after === '' && AUTHOR_BEFORE.test(before)) return name[0];
  // «Спектакль по пьесе А. Н. Островского «Без вины виноватые»»: a show and the work it is made from, by its author.
  if (after === '' && BASED_ON.test(before)) return name[0];
  if (words.length > 5 || OBJECT_BEFORE.test(before) || WORK.test(before) || EVENT_OF.test(before)) return title;
  // «Дегустация крафта от пивоварни «Хмельной Дон»», «Экскурсия по выставке «Тайга в туши»»: the name is of whoever
  // brings the event or of what it is about, not the event's own.
  // «Для детей», «для всей семьи» only say for whom.
  // «Мастер-класс по акварели «Зимний лес»»: what a class teaches, then the name of the class itself (not of a named
  // thing like an exhibition; a tournament's «по шахматам «Белая ладья»» stays whole).
  const taught =
    words.length === 3 &&
    /(?:мастер-класс|урок|воркшоп|workshop|занятие|курс)\p{L}*$/iu.test(words[0] ?? '') &&
    /^по$/iu.test(words[1] ?? '') &&
    /^\p{Ll}/u.test(words[2] ?? '') &&
    !NAMED_THING.test(words[2] ?? '');
  // «Лекция из цикла «Тихвинские вечера»»: an event of a series, named by nothing of its own; the series names it.
  if (words.length <= 4 && SERIES_EVENT.test(before) && KIND.test(words[0] ?? '')) return name[0];
  if (!taught && words.some((word) => /^(?:от|по|из|у|о|об|про)$/iu.test(word))) return title;
  // «Трибьют группы «Кино»»: the band is whose songs are played, not who plays them.
  if (TRIBUTE_OF.test(before)) return title;
  // «Ирландский вечер с группой «Клевер»»: a named kind with a band that plays at it; the band is not the event.
  if (words.length >= 3 && WITH_ENSEMBLE.test(before) && KIND.test(before.slice(0, before.search(/\s(?:с|со)\s/u))))
    return title;
  // «Рождественский концерт хора «Благовест»», «Вечер оркестра «Терем»»: the name is whose the event is, and the kind
  // with it says what the event is. Not a band's: the fixtures take «Большой концерт группы «Полярная ночь»» as the
  // band alone.
  if (words.length >= 2 && (WHOSE.test(before) || studioOf(before))) return title;
  // «Дегустация крафта пивоварни «Бештау»», «Дегустация сыров сыроварни «Ферма»»: the name is of whoever makes what is
  // tasted, in the genitive right before it; the kind with it says what the event is.
  if (words.length >= 2 && MAKER_OF.test(before)) return title;
  // «Обсуждаем «Котлован»», «Слушаем «Кино»»: a verb of what we do, then the name.
  // «Смотрим и обсуждаем «Сталкер»»: two of them.
  if (words.length >= 1 && words.length <= 3 && words.every((word, i) => (i % 2 === 1 ? word === 'и' : isVerb(word))))
    return name[0];
  // «Хор «Светилен»», «Ансамбль «Иверия»»: a choir or a folk ensemble is named with what it is.
  // «Киноклуб «Плёнка»», «Клуб «Краевед»»: so is a club, whose name alone does not say what meets.
  if (/^(?:хор|ансамбль|капелла|\p{L}*клуб)$/iu.test(before)) return title;
  // «ВИА «Золотые гитары»»: a vocal and instrumental ensemble's name alone is its concert.
  if (/^виа$/iu.test(before)) {
    const said = name[0] === name[0].toUpperCase() ? `«${name[0].charAt(1)}${name[0].slice(2).toLowerCase()}` : name[0];
    return `Концерт ВИА ${said}`;
  }
  // «Кавер-бэнд «Северный забой»»: a band's name alone is no event; its concert is.
  if (words.length === 1 && BAND_WORD.test(before.replaceAll('-', ' ')))
    return `Концерт ${before.toLowerCase()}а ${name[0]}`;
  // «Струнный квартет «Эльбрус»», «гитарный дуэт «Две струны»», «Камерный оркестр «Ладога»»: a chamber ensemble is
  // billed with what it is; its name alone does not say a concert (a band's does: «Нижегородская группа «Маяк»»).
  if (CHAMBER_ENSEMBLE.test(before)) return title;
  // «Рок-вечеринка», «IT-митап»: a kind may be the second half of a word.
  const described = before.replaceAll('-', ' ');
  // «Фотовыставка Алексея Гуляева «Степь зимой»»: an exhibition and whose works it shows; the name is the
  // exhibition's (a concert's performer is named with it: «Стендап-концерт Сергея Осипова «Всё сложно»»).
  const author =
    words.length === 3 &&
    /(?:выставк|экспозици)\p{L}*$/iu.test(words[0] ?? '') &&
    /^\p{Lu}\p{Ll}+[аяиы]$/u.test(words[1] ?? '') &&
    /^\p{Lu}\p{Ll}+(?:ова|ева|ёва|ина|ына|ого|ой|ей|ых|их|а|я)$/u.test(words[2] ?? '');
  if (
    !taught &&
    !author &&
    !KIND.test(described) &&
    !ENSEMBLE.test(described) &&
    !SHOW.test(described) &&
    // «Новогодние представления «…»»: a show (not a kind that would make a programme's item an event of its own:
    // «театрализованное представление, Дед Мороз …»).
    !/(?<![\p{L}])представлени\p{L}*$/iu.test(described)
  )
    return title;
  if (!author && words.some((word, index) => !/^[\p{L}-]+$/u.test(word) || (index > 0 && /^\p{Lu}/u.test(word))))
    return title;
  // «Концерт «Ночных трамваев»»: a name in another case is what the kind is of, and does not stand alone.
  const firstWord = /^[«"“]([\p{L}-]+)/u.exec(name[0])?.[1] ?? '';
  const inner = name[0].slice(1, -1);
  // «концерт «Избербашских зорь»», «Концерт «Ночных трамваев»»: a band's name in the genitive plural, in the plural.
  const plural = pluralNominativeOf(inner.split(' '));
  if (plural && /(?:концерт|сольник)\p{L}*$/iu.test(before)) return `«${plural}»`;
  // «Концерт «Ядерного Июля»»: a band's name of an adjective and a noun in the genitive is named as it is called.
  if (!canBeNominative(firstWord)) {
    const base = nominativeOfGenitive(inner);
    return base !== inner && /(?:концерт|сольник)\p{L}*$/iu.test(before) ? `«${base}»` : title;
  }
  // «бесплатный показ «Иронии судьбы»»: what is shown is in the genitive; its first noun is named as it is called.
  const rest = inner.slice(firstWord.length);
  if (
    /показ\p{L}*$/iu.test(before) &&
    /[аяиы]$/iu.test(firstWord) &&
    !/(?:ая|яя|ый|ий|ой|ые|ие)$/iu.test(firstWord) &&
    /^(?:\s+\p{Ll}|$)/u.test(rest)
  )
    return `«${nominativeOfGenitive(firstWord)}${rest}»`;
  return name[0];
}

/** The title a line gives, with its span, or null. */
export function titleOfLine(
  text: string,
  line: Line,
  blank: readonly TextSpan[],
  hadDate: boolean,
  isPlace: PlaceTest = () => false,
): TitleFinding | null {
  const remainder = remainderOf(line, blank);
  // «28 ноября в 20:00 — Блюз-джем» is an item of a programme, not a dateline like «Самара, 14 ноября»: a dash
  // after the date and before one capitalised word makes that word the title.
  const spaced = remainder.replaceAll(HOLE, ' ');
  const sporty = SPORT.test(text.slice(0, SPORT_SCAN));
  const cleaned = cleanTitle(refineTitle(cleanEdges(remainder), isPlace, sporty));
  // A name keeps its own closing mark: «Эх, раз!», «Кто здесь?»; and the short word an ellipsis leaves hanging at its
  // end, which a title otherwise loses: «Для тех, кому за…».
  const closing = (rest: string) =>
    /^[!?…]+$/u.test(rest) || (/^\s\p{Ll}{1,5}…$/u.test(rest) && DANGLING_WORD_END.test(rest.slice(0, -1)));
  const whole = [...spaced.matchAll(QUOTE)]
    .map((match) => match[0].slice(1, -1))
    .find((name) => name.startsWith(cleaned) && closing(name.slice(cleaned.length)));
  const title = cleaned !== '' && whole ? whole : cleaned;
  // A name in quotes is an item of a bill, never a dateline («06.03 сб 18:00 «Бесприданница»»).
  // Its closing punctuation may have been cleaned off («Эх, раз!»).
  const quotedName = spaced.includes(`«${title}`) || spaced.includes(`"${title}`);
  // «Сплин | Калининград | 27.02.2027 19:00 | Вагонка»: a ticket site's fields, the first of them the name.
  const fields = (spaced.match(/\s\|\s/gu)?.length ?? 0) >= 2;
  const programmeItem =
    concertGiver(spaced, isPlace) !== null || DASH_AFTER_SHORT_WEEKDAY.test(spaced) || quotedName || fields;
  // «— профпробы: …»: a word said in lower case after a dash and before its list is no town of a dateline.
  const lower =
    /^\p{Lu}[\p{L}-]*$/u.test(title) &&
    !NO_NAME.test(title) &&
    afterDash(spaced, title.charAt(0).toLowerCase() + title.slice(1));
  if (!quotedName) {
    const exhibition = exhibitionOfStatus(text, title);
    if (exhibition) return exhibition;
  }
  if (!isMeaningfulTitle(title, hadDate && !programmeItem && !lower, quotedName)) return null;
  if (isBareTourStop(text, line.text, title)) return null;
  const at = line.text.indexOf(title);
  const start = line.start + Math.max(at, 0);
  const span = spanOf(text, start, at >= 0 ? start + title.length : line.start + line.text.length);
  // Read as typed (a run-on post's performer, «кавер-бэнд «Ровный гул»»), shown as a title.
  const value = openingOfHeading(title, text) ?? title.charAt(0).toUpperCase() + title.slice(1);
  // «игра «Локомотив» — «Тобол»»: a game's word before the sides says the line is about one.
  const game = /(?<![\p{L}-])игр[аыу]\s+[«"“]/iu.test(spaced);
  // «хоккей, «Звезда» — «Факел»»: the sport before the sides says what the match is, not its name.
  if (matchOf(title, sporty || game, isPlace)) return { value: value.replace(SPORT_LEAD, ''), span, match: true };
  return { value, span };
}

/** Whether a word stands in a text right after a dash and before a colon: «— профпробы: …», a list's label. */
function afterDash(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text.slice(Math.max(0, at - 4), at);
    if (/[—–]\s*$/u.test(before) && /^\s*:/u.test(text.slice(at + word.length))) return true;
  }
  return false;
}

/** An opening or a closing that does not say of what: «Торжественное открытие», «Открытие сезона». */
const BARE_OPENING = /^((?:\p{L}+(?:ое|ее)\s+)?)(откр|закр)ытие(?:\s+сезона)?$/iu;
/** A heading that says what opens or closes: «Каток открывается!», «КАТОК ОТКРЫТ», «Ярмарка в сквере закрывается». */
const OPENS_AT_END = /\s(?:снова\s)?(откр|закр)(?:ыт[аоы]?|ывается|оется)\P{L}*$/iu;
/** A heading whose verb comes before what opens: «В горпарке открывается каток!», «На площади открылась ярмарка». */
const OPENS_BEFORE_NOUN =
  /^[^\p{L}]*(?:(?:в|во|на|у)\s+[\p{L}«»"“” -]{2,40}\s)?(?:снова\s)?(откр|закр)(?:ывается|оется|ылась|ылся|ылось)\s+(\p{L}{3,})(?=[^\p{L}]*$)/iu;
/** The noun a heading starts with. */
const HEADING_NOUN = /^[^\p{L}]*(\p{L}{3,})/u;
/** Where, between what opens and its verb: « на стадионе «Динамо»». */
const WHERE_BETWEEN = /^\s(?:на|в|во|у)\s[^!.?\n]{1,40}$/iu;

/**
 * «Торжественное открытие» under «Каток открывается!»: what opens is said by the post's heading, and names the
 * opening: «Торжественное открытие катка».
 */
function openingOfHeading(title: string, text: string): string | null {
  const bare = BARE_OPENING.exec(title);
  const heading = (text.split('\n').find((line) => line.trim() !== '') ?? '').slice(0, TITLE_WINDOW);
  // «В ГОРПАРКЕ ОТКРЫВАЕТСЯ КАТОК!»: where, the verb, then what opens.
  const inverted = OPENS_BEFORE_NOUN.exec(heading);
  if (bare && inverted?.[2] && inverted[1]?.toLowerCase() === bare[2]?.toLowerCase()) {
    const noun = inverted[2].toLowerCase();
    const what = genitiveOf(noun);
    if (what === noun || isVerb(noun)) return null;
    const named = `${bare[1] ?? ''}${bare[2]}ытие ${what}`;
    return named.charAt(0).toUpperCase() + named.slice(1).toLowerCase();
  }
  const opens = OPENS_AT_END.exec(heading);
  const noun = HEADING_NOUN.exec(heading);
  if (!bare || !opens || !noun?.[1] || opens[1]?.toLowerCase() !== bare[2]?.toLowerCase()) return null;
  const between = heading.slice(noun[0].length, opens.index);
  if (between !== '' && !WHERE_BETWEEN.test(between)) return null;
  const what = genitiveOf(noun[1].toLowerCase());
  if (what === noun[1].toLowerCase()) return null;
  const named = `${bare[1] ?? ''}${bare[2]}ытие ${what}`;
  return named.charAt(0).toUpperCase() + named.slice(1).toLowerCase();
}

/** An opening that does not name what opens: «Открытие выставки», «Вернисаж», «Торжественное открытие праздника». */
const UNNAMED_OPENING =
  /^(?:((?:\p{L}+(?:ое|ее)\s+)?(?:откр|закр)ытие|праздник\s+(?:открытия|закрытия))(?:\s+(выставки|фотовыставки|фестиваля|праздника|ярмарки))?|вернисаж)$/iu;
/** A preposition last, before a quoted name: « в », « на ». */
const AFTER_PREPOSITION = /(?<![\p{L}])(?:в|во|на|у|из|от|для|с|со)[ \t]+$/iu;
/** Kinds whose opening is named by their own name: an exhibition, a festival, a fair. */
const NAMED_KINDS = /(?:выставк|экспозици|фестивал|ярмарк|праздник)\p{L}*$/iu;
/** What a post says it opens, after the verb: «открываем каток», «откроется горка». */
const OPENS_WHAT =
  /(?<![\p{L}])(?:открываем|откроем|открывает|открывают|откроет|откроют|открывается|откроется|открываются|откроются)[ \t]+((?:\p{Ll}+(?:ый|ий|ой|ую|юю|ая|яя|ое|ее|ые|ие)[ \t]+)?\p{Ll}{3,})/u;
/** A kind of thing opened, then its name: «выставка фотографий Ивана Клепикова «Река Пышма: четыре сезона»». */
const KIND_THEN_NAME =
  /(?<![\p{L}])(выставк|фотовыставк|фестивал|праздник|ярмарк)\p{L}*(?:[ \t]+[\p{L}.-]+){0,4}?(?:[ \t]+|[ \t]*\n[ \t]*)«([^«»\n]{2,80})»/giu;
/** A heading that is a quoted name: «❄ «Камышловские святки» в горсаду ❄». */
const HEADING_NAME = /^[^\p{L}\p{N}«]*«([^«»\n]{2,80})»/u;

/**
 * «Открытие выставки», «Вернисаж», «Открытие праздника» where the post names what opens («открытие выставки «Оскольский
 * край в акварели»», a heading «Камышловские святки»): the opening of that name, «Открытие выставки «…»».
 */
export function namedOpening(title: string, text: string): string | null {
  const opening = UNNAMED_OPENING.exec(title.trim());
  if (!opening) return null;
  const said = opening[2]?.toLowerCase();
  // A vernissage opens an exhibition; an opening that says not of what opens any of them.
  const wanted = said ? said.replace(/(?:и|я|а)$/u, '').replace(/^фото/u, '') : 'выставк';
  for (const found of text.matchAll(KIND_THEN_NAME)) {
    const kind = (found[1] ?? '').toLowerCase().replace(/^фото/u, '');
    // «ярмарки в «Зелёном острове»»: a name after a preposition is where, not what.
    if (kind !== wanted || AFTER_PREPOSITION.test(found[0].slice(0, found[0].lastIndexOf('«')))) continue;
    const word = said ?? { выставк: 'выставки', фестивал: 'фестиваля', праздник: 'праздника', ярмарк: 'ярмарки' }[kind];
    // «Торжественное открытие» of an exhibition is its opening: the adjective only dresses it.
    const head = (opening[1] ?? 'Открытие').replace(/^(?:торжественное|праздничное)\s+/iu, '');
    const name = found[2] ?? '';
    const written = name === name.toUpperCase() ? name.charAt(0) + name.slice(1).toLowerCase() : name;
    return `${head.charAt(0).toUpperCase()}${head.slice(1).toLowerCase()} ${word} «${written}»`;
  }
  // «Праздник открытия» where «19 декабря открываем каток»: the opening of what the post opens.
  const openedSaid = said ? undefined : OPENS_WHAT.exec(text)?.[1];
  // «открывает выставку» with no name found: the opening of an exhibition is named by its name or not at all.
  const opened = openedSaid && !NAMED_KINDS.test(openedSaid) ? openedSaid : undefined;
  const what = opened ? genitiveOf(opened) : undefined;
  if (opening[1] && opened && what && what !== opened && !isVerb(opened.split(' ').at(-1) ?? ''))
    return `${opening[1].charAt(0).toUpperCase()}${opening[1].slice(1).toLowerCase()} ${what}`;
  // «Открытие праздника» under «❄ «Камышловские святки» в горсаду ❄»: the feast the post is about.
  const heading = HEADING_NAME.exec(text.split('\n').find((line) => line.trim() !== '') ?? '');
  if (!heading || (said !== 'праздника' && said !== 'фестиваля')) return null;
  return `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase()} «${heading[1]}»`;
}

/** How far into a post a sport is looked for. */
const SPORT_SCAN = 2000;

/** Hashtags and links out, and the holes at the line's edges with what only separated them. */
function cleanEdges(remainder: string): string {
  return remainder
    .replace(HASHTAG, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^[\s\uFFFF\p{P}\p{S}]*?(?=[\p{L}\p{N}«"“(])/u, '');
}

/** «играем», «выступаем»: we perform (a band writing its own post). */
export const WE_PERFORM = /(?<![\p{L}-])(?:играем|сыграем|выступаем|выступим|поём|поем|споём|споем)(?![\p{L}-])/iu;

/**
 * «тёплые батарейки» under «всем привет в пятницу … играем в маяке …»: the last line of a band's own post, when it is
 * only a name (up to four words, no number, no verb, no call), signs it: the band is the event. Null otherwise.
 */
export function signatureOf(text: string): string | null {
  const line = trimEdges(text).replace(/^[\s—–-]+/u, '');
  const words = line.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4 || letters(line) < 4) return null;
  if (!words.every((word) => /^[«"“]?[\p{L}-]+[»"”]?$/u.test(word))) return null;
  if (APPEAL.test(line) || CHATTY.test(line) || PHRASE_STOP.test(words[0] ?? '') || words.some(isVerb)) return null;
  // «подробности в лс», «запись в директ»: how to come, not who signs.
  if (LOGISTICS.test(line)) return null;
  return line;
}

/** How far into a post a kind of event is looked for when no line gave a title. */
const KIND_SCAN = 600;
/** A phrase ending with an adjective (its noun still to come). */
const ADJECTIVE_END = /(?:ой|ый|ий|ая|яя|ое|ее|ые|ие|ых|их|ую|юю|ого|его|ому|ему)$/u;
/** Words before a kind that only point at it: «эта вечеринка», «каждый вечер», «наш квиз». */
const DETERMINER =
  /^(?:эт|кажд|наш|ваш|сво|так|как|котор|люб|перв|втор|следующ|ближайш|очередн|нов|больш|ежегодн|традиционн)/iu;
/** Words that end a kind's phrase: what follows says where, when or with whom. */
const PHRASE_STOP =
  /^(?:в|во|на|с|со|у|к|ко|по|и|или|а|но|от|до|для|за|из|при|после|перед|около|это|будет|будут|уже|тоже|также|же|ли)$/iu;

/**
 * «…в суботу 5го в чердаке будет вечер поэзии, начало в 6 вечера»: a post whose lines give no title still names a
 * kind of event. The first kind named outside quotes, with up to two words or a quoted name after it that say of what
 * («вечер поэзии», «концерт группы «Полярный экспресс»»), never a verb or a word that says where or when. Unsure: a
 * person looks before it is published.
 */
/** A game's word before its sides: «игра», «матч», «встреча». */
const GAME_KIND = /^(?:игр[аыу]|матч\p{L}*|встреч[аиу])$/iu;

/** Every kind of event in a text. */
const KINDS = pattern(KIND.source, 'giu');

export function kindPhraseOf(text: string, fromOffset = 0): TitleFinding | null {
  const scanned = text.slice(fromOffset, fromOffset + KIND_SCAN);
  for (const match of scanned.matchAll(KINDS)) {
    if (!outsideQuotes(scanned, match.index)) continue;
    const tail = scanned.slice(match.index);
    const head = /^[\p{L}-]+/u.exec(tail)?.[0] ?? '';
    let end = head.length;
    let words = 0;
    const next = /^\s+(?:[«"“][^«»"“”\n]{1,60}[»"”]|[\p{Ll}][\p{L}-]*)/u;
    // Two words say of what («вечер поэзии», «концерт группы …»); an adjective asks for its noun («новой настольной
    // игры»), up to four.
    while (words < 2 || (words < 4 && ADJECTIVE_END.test(tail.slice(0, end)))) {
      const found = next.exec(tail.slice(end));
      if (!found) break;
      const word = found[0].trim();
      const quoted = /^[«"“]/u.test(word);
      if (!quoted && (PHRASE_STOP.test(word) || isVerb(word))) break;
      end += found[0].length;
      words += 1;
      if (quoted) break;
    }
    // «игра «Локомотив» – «Саяны»»: a game of two quoted sides is named by both.
    const sides = /^[»"”]$/u.test(tail.charAt(end - 1))
      ? /^\s*[—–-]\s*([«"“][^«»"“”\n]{1,60}[»"”])/u.exec(tail.slice(end))
      : null;
    const first = /[«"“][^«»"“”\n]{1,60}[»"”]$/u.exec(tail.slice(0, end))?.[0];
    if (sides?.[1] && first && GAME_KIND.test(head)) {
      const start = fromOffset + match.index;
      const length = end + sides[0].length;
      return { value: `${first} — ${sides[1]}`, span: spanOf(text, start, start + length), unsure: true };
    }
    // Still an adjective without its noun: the phrase ends before it.
    if (ADJECTIVE_END.test(tail.slice(0, end)) && words > 0) end = tail.slice(0, end).trimEnd().lastIndexOf(' ');
    // An adjective before the kind says which («коктейльная вечеринка», «джазовый вечер»); a determiner does not.
    const before = /(?<![\p{L}-])(\p{Ll}[\p{L}-]*(?:ая|яя|ый|ий|ой|ое|ее|ые|ие))\s+$/u.exec(
      scanned.slice(0, match.index),
    );
    const adjective = before?.[1] && !DETERMINER.test(before[1]) ? before : null;
    const from = adjective ? match.index - adjective[0].length : match.index;
    const phrase = scanned.slice(from, match.index + end);
    if (letters(phrase) < 4) continue;
    // «устраиваем презентацию …», «ждём вас на вечере бардовской песни»: named in the nominative.
    const named = nominativeOf(phrase, ['accs', 'loct']);
    const value = named.charAt(0).toUpperCase() + named.slice(1);
    const start = fromOffset + from;
    return { value, span: spanOf(text, start, start + phrase.length), unsure: true };
  }
  return null;
}
