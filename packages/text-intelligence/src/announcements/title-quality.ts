import { dictionaryParses, morphologyReady } from '../text/morphology.ts';
import { pattern } from '../text/pattern.ts';
import { HOLDER_KINDS, namesKind, namesWorkBefore } from './titles.ts';

// Whether a title the lines gave names the event at all, or something else the post names: whoever holds it (a club,
// a studio, a federation), where it is (a stage, a hall, a city and its venue). Such a title gives way to a name the
// event's own lines quote after a kind of event or of work (extract.ts, quotedInstead), and stays when there is none.

/** A word of whoever holds an event or of where it is held: «Беговой клуб «Яик»», «Студклуб БГТУ», «ДК «Нефтехимик»». */
const HOLDER_WORD = pattern(String.raw`^(?:\p{L}+-)?(?:${HOLDER_KINDS})$`, 'iu');
/** How many words may stand before the holder's word: «Детская студия рисования», «Беговой клуб». */
const HOLDER_AT_MOST = 3;

/** A tour of whoever holds what it shows: «Гастроли», «ГАСТРОЛЬ». */
const TOURING = /^гастрол(?:и|ь)$/iu;

/** An adjective before the holder's word: «Беговой», «Детская», «Музыкальный». */
const ADJECTIVE = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)$/iu;

/**
 * «Беговой клуб «Яик»», «Студклуб БГТУ», «Детская студия «Карамель»», «Федерация мас-рестлинга г. Якутска», «ДК
 * «Нефтехимик»», «Нальчик, Музыкальный театр», «Театр оперы и балета»: a title that names who holds the event or
 * where, its words after the holder's word its name; or the person who speaks or leads, by job and name («Научный
 * сотрудник музея Ольга Петрова»). «Клуб настольных игр: вечер мафии» names the evening after the
 * colon; «Концерт в ДК», «Турнир шахматного клуба» name an event.
 */
export function namesHolder(title: string): boolean {
  if (namesPersonByJob(title)) return true;
  if (/[:—–]/u.test(title)) return false;
  let words = title.trim().split(/\s+/u);
  // «Нальчик, Музыкальный театр»: a tour stop's city first.
  if (words.length > 1 && /^\p{Lu}[\p{L}-]*,$/u.test(words[0] ?? '')) words = words.slice(1);
  // «Гастроли Новокузнецкого театра кукол «Сказ»»: a troupe on tour holds what it shows.
  const touring = words.length > 2 && TOURING.test(words[0] ?? '');
  // Whose tour it is, in the genitive: «театра», «студии».
  if (touring) words = words.slice(1);
  const holder = (word: string) =>
    HOLDER_WORD.test(word) || (touring && HOLDER_WORD.test(word.replace(/(?:а|ы|и|я)$/u, '')));
  const at = words.slice(0, HOLDER_AT_MOST + 1).findIndex((word) => holder(word.replace(/[^\p{L}-]/gu, '')));
  const adjective = touring ? ADJECTIVE_ANY_CASE : ADJECTIVE;
  return at >= 0 && words.slice(0, at).every((word) => adjective.test(word) && !namesKind(word));
}

/** A person's job or rank: «сотрудник», «директор», «заведующая», «преподаватель», «краевед». */
const JOB =
  /^(?:сотрудни(?:к|ца)|директор|заведующ(?:ий|ая)|руководител[ьи]|преподавател[ьи]|учител[ьи]|педагог|историк|краевед|искусствовед|архитектор|профессор|доцент|хранител[ьи]|методист|специалист|экскурсовод|библиотекар[ьи]|куратор|врач|тренер|автор|артист(?:ка)?|певица|певец|исполнитель(?:ница)?|солист(?:ка)?)$/iu;
/** How many words a person's job and whose it is may take before the name: «Научный сотрудник краеведческого музея». */
const JOB_AT_MOST = 6;

/**
 * «Научный сотрудник музея Ольга Петрова», «Директор библиотеки Анна Смирнова», «Краевед Пётр Васильев»: a person by
 * their job and their name, who speaks or leads, and names no event. The job's word comes first, after adjectives
 * alone; the name is the last two words, written with capitals in a line that is not.
 */
function namesPersonByJob(title: string): boolean {
  if (/[«»"“”\d:—–]/u.test(title)) return false;
  const words = title.trim().split(/\s+/u);
  if (words.length < 3 || words.length > JOB_AT_MOST + 2) return false;
  const name = words.slice(-2);
  const before = words.slice(0, -2);
  if (!name.every((word) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(word))) return false;
  const at = before.findIndex((word) => JOB.test(word));
  return (
    at >= 0 &&
    before.slice(0, at).every((word) => ADJECTIVE_ANY_CASE.test(word)) &&
    // «Заслуженная артистка Оренбуржья», «народный артист России»: whose title, a land in the genitive.
    before.slice(at + 1).every((word) => /^\p{Ll}/u.test(word) || /^\p{Lu}\p{Ll}+(?:ья|ии)$/u.test(word)) &&
    !before.some((word) => namesKind(word))
  );
}

/**
 * Words of a heading that say for whom, when, how or with whom unnamed, never which event: «для детей», «выходного
 * дня», «в дни каникул», «декабря», «онлайн», «с писателем», «на льду».
 */
const ANY_SUCH =
  /^(?:в|во|на|для|и|с|по|от|до|онлайн|офлайн|писател(?:ем|ями)|автор(?:ом|ами)|художник(?:ом|ами)|поэт(?:ом|ами)|льду|катке|воздухе|природе|наш[аеи]?|всей|семьи|дет(?:ей|и)|малыш(?:ей|и)|взрослых|школьников|подростков|дня|дни|дней|время|период|недели|выходн(?:ых|ого|ые)|каникул[ыа]?|сезона|года|музее|библиотеке|театре|парке|городе|январ[яь]|феврал[яь]|марта?|апрел[яь]|ма[яй]|июн[яь]|июл[яь]|августа?|сентябр[яь]|октябр[яь]|ноябр[яь]|декабр[яь])$/iu;
/**
 * Nouns of a kind of show (or of a stay) that the kinds of events do not hold: «сказка», «представления», «сеансы»,
 * «гастроли», «лагерь».
 */
const SHOW_NOUN =
  /^(?:сказк|представлени|сеанс|мультпоказ|кинопоказ|спектакл|моноспектакл|постановк|каникул|гастрол|квест|заняти|лагер)/iu;
/**
 * A written work a reading, a club's meeting or a presentation is about, whose quoted name is the event's: «обсуждаем
 * роман «Лавр»», «презентация сборника «…»», «по повести «…»».
 */
const BOOK_NOUN = /^(?:роман|повест|сборник|книг|поэм)(?:а|ы|у|ом|е|и|ой|ам|ах|ь|ью)?$/iu;

/**
 * A word that says a quoted name after it (or, after a dash, before it) is the show's own: a kind of event or work
 * (namesWorkBefore), of show («представление», «квест», «моноспектакль») or of a written work («роман», «сборника»).
 */
export const namesShow = (word: string) =>
  namesWorkBefore(word) ||
  SHOW_NOUN.test(word.replace(/[^\p{L}-]/gu, '')) ||
  BOOK_NOUN.test(word.replace(/[^\p{L}-]/gu, '')) ||
  // «Фотовыставка», «Арт-вечеринка»: a kind after a prefix of its medium.
  (MEDIUM_PREFIX.test(word) && namesWorkBefore(word.replace(MEDIUM_PREFIX, '')));
const MEDIUM_PREFIX = /^(?:фото|кино|арт|видео|аудио|медиа)-?(?=\p{L})/iu;
/** Where a heading says it is held, by a name: « в Доме-музее Шишкина», « на Соборной площади». */
const WHERE_NAMED = /\s(?:в|во|на)\s+\p{Lu}.*$/u;
/** A full adjective or participle by its ending: «Новогодние», «утренние», «выходного», «Торжественное». */
const ADJECTIVE_ANY_CASE = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ых|их|ую|юю)$/iu;

/**
 * «ПРЕМЬЕРА ДЕКАБРЯ», «Новогодние представления для детей», «Мультпоказ выходного дня», «СТЕНДАП», «Каникулы в музее»,
 * «Торжественное открытие»: a heading that says only what kind of event the post is about, and for whom or when, and
 * names no event of its own: no quotes, no name (a capital inside a line not written in capitals), no number, each
 * of its words a kind of event or show, an adjective, or a word of audience, season or month. Such a heading gives
 * way to a name the event's lines quote after a kind of event or work (extract.ts, quotedInstead); a heading that
 * names a performer («Стендап Дмитрия Колыбелкина») or a subject («Лекция о меди») is no such heading.
 */
export function namesOnlyKind(title: string): boolean {
  if (/[«»"“”\d]/u.test(title)) return false;
  // «Весенние каникулы в Доме-музее Шишкина»: where it is held names no event either.
  const words = title
    .replace(WHERE_NAMED, '')
    .split(/[\s,!.…:—–-]+/u)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 6) return false;
  const shouting = title === title.toUpperCase();
  let kinds = 0;
  for (const [index, word] of words.entries()) {
    if (!shouting && index > 0 && /^\p{Lu}/u.test(word)) return false;
    if (namesKind(word) || SHOW_NOUN.test(word)) kinds += 1;
    else if (!ANY_SUCH.test(word) && !ADJECTIVE_ANY_CASE.test(word)) return false;
  }
  return kinds > 0;
}

/** Nouns of gatherings the kinds of events do not hold: «Новогодняя ёлка», «Рождественские колядки», «Битва баров». */
const GATHERING =
  /^(?:ёлк|елк|колядк|гуляни|посиделк|битв|карнавал|чемпионат|первенств|кубок|кубк|соревновани|состязани|спартакиад|конкурс|олимпиад|викторин|акци|слёт|слет|смотр|базар|урок|заняти|тренировк|служб|литурги|молебен|митинг|пробег|заезд|сбор|мастерск)/iu;

/** How many words a heading that names nothing may have: «Один актёр», «ЕДУ К ВАМ, ХОПЁРСКИЙ КРАЙ». */
const NOTHING_AT_MOST = 6;

/**
 * «Один актёр», «30 лет на сцене!», «Нет пары», «ЕДУ К ВАМ, ХОПЁРСКИЙ КРАЙ», «Рок»: a heading of a few words that
 * names no kind of event or work, no holder and no one (a capital inside a line not written in capitals, a word the
 * dictionary does not know alone), nor quotes anything: a hook, a mood, a genre. It gives way to a name the post quotes right after a kind of event or work
 * («моноспектакль «Записки сумасшедшего»», «юбилейный концерт «Любо, братцы!»»), or to a band, a choir or an orchestra
 * the post names with its quoted name (extract.ts, quotedInstead), and stays when there is none.
 */
export function namesNothing(title: string): boolean {
  if (/[«»"“”]/u.test(title)) return false;
  const words = title
    .split(/[\s,!?.…:;—–-]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > NOTHING_AT_MOST) return false;
  // «Патрикфест»: one word the dictionary does not know is a name.
  const only = (words[0] ?? '').toLowerCase().replace(/ё/gu, 'е');
  if (words.length === 1 && morphologyReady() && /^[а-я]{3,}$/u.test(only) && dictionaryParses(only).length === 0)
    return false;
  const shouting = title === title.toUpperCase();
  return words.every(
    (word, index) =>
      (shouting || index === 0 || !/^\p{Lu}/u.test(word)) &&
      !namesKind(word) &&
      !namesShow(word) &&
      !GATHERING.test(word) &&
      !HOLDER_WORD.test(word),
  );
}

/** Words of whom a line is for or who may come, never which event: «Для посетителей», «для всех желающих». */
const AUDIENCE_ONLY =
  /^(?:для|всех|желающих|посетител\p{L}*|гост(?:ей|ям|и)|зрител\p{L}*|публик\p{L}*|детей|взрослых|семей|школьников)$/iu;

/**
 * «Для посетителей», «Для всех желающих»: a label of a line that says for whom (an exhibition's run under its
 * opening), and names no event. It gives way to a name the event's lines quote after a kind (extract.ts).
 */
export function namesOnlyAudience(title: string): boolean {
  const words = title.split(/[\s,!.:—–-]+/u).filter((word) => word !== '');
  return words.length > 0 && words.length <= 4 && words.every((word) => AUDIENCE_ONLY.test(word));
}

/** «В «ХОПРЕ»», «на «Маяке»»: where it is, by a quoted name alone. */
export const namesOnlyWhere = (title: string) => /^(?:в|во|на|у)\s+[«"“][^«»"“”]+[»"”]$/iu.test(title.trim());

/** A word that links a line to the one before it: «И сразу анонс», «А накануне», «Также», «Плюс». */
const LINKING = /^(?:и|а|но|или|также|плюс|ещё|еще|кстати|потом|затем|зато)$/iu;
/** Words of cause or condition a line opens with: «Из-за морозов», «В связи с ремонтом», «Благодаря спонсорам». */
const CAUSE = /^(?:из-за|благодаря|ввиду|вследствие|в\s+связи\s+с|согласно|при\s+поддержке|вместо|кроме)(?![\p{L}-])/iu;
/** «По пригласительным», «По предварительной записи», «по билетам»: on what terms one comes in. */
const ON_TERMS =
  /^по\s+(?:пригласительн|приглашени|предварительн|запис|билет|регистраци|абонемент|пропуск|карт)\p{L}*(?:\s+\p{L}+)?$/iu;
/** «То же», «Тот же», «Та же»: the line above again. */
const SAME_AGAIN = /^(?:то|тот|та|те)\s+же(?![\p{L}])/iu;
/** A word of order or again: «Второй показ», «Повторный сеанс», «Очередная встреча», «Последняя игра». */
const ORDINAL =
  /^(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|повторн|следующ|очередн|последн|заключительн|дополнительн)\p{L}*$/iu;
/** Getting in or gathering before the event: «Посадка на подъёмник», «Сбор гостей», «Регистрация участников». */
const GETTING_IN = /^(?:посадка|сбор|регистрация|запуск|вход|заезд)(?![\p{L}-])/iu;
/**
 * A heading of a menu, news or hours: «НОВОЕ МЕНЮ», «Новинки», «Режим работы», «График работы в праздники»; or that
 * something is open: «Прокат работает», «Экспозиция открыта».
 */
const MENU_OR_NEWS =
  /^(?:(?:\p{L}+(?:ое|ые|ая|ий|ый)\s+)?(?:меню|новинк\p{L}*|новост\p{L}*)|(?:режим|график|часы)\s+работы(?:\s+(?:в|на)\s+\p{L}+(?:\s+\p{L}+)?)?|\p{L}+\s+(?:работает|работают|открыт[аоы]?))$/iu;
/** How many words an aside may have: «И сразу анонс», «По предварительной записи для всех». */
const ASIDE_AT_MOST = 5;

/**
 * «И сразу анонс», «А накануне», «Из-за морозов», «По пригласительным», «То же, второй показ», «Вторая игра», «Посадка
 * на кресельный подъёмник», «НОВОЕ МЕНЮ»: a short line about the event, never its name: a link to what came before
 * (a conjunction first), a cause or a condition (a preposition of cause or terms first), a repeat of the item above
 * or its order alone beside a kind, getting in or gathering, a heading of a menu, news or hours. It gives way to a
 * name the event's lines quote after a kind of event or work, and stays when there is none. A quoted name in it is a
 * name.
 */
export function isAside(title: string): boolean {
  // «Из-за морозов!»: without the marks it ends with.
  let end = title.length;
  while (end > 0 && /[\s!.…:;,]/u.test(title.charAt(end - 1))) end -= 1;
  const value = title.slice(0, end).trim();
  if (value === '' || /[«»"“”]/u.test(value)) return false;
  const words = value.split(/[\s,]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0 || words.length > ASIDE_AT_MOST) return false;
  const first = (words[0] ?? '').replace(/[^\p{L}-]/gu, '');
  if (LINKING.test(first) && words.length > 1) return true;
  if (CAUSE.test(value) || ON_TERMS.test(value) || SAME_AGAIN.test(value) || MENU_OR_NEWS.test(value)) return true;
  if (GETTING_IN.test(value) && !words.some((word) => namesKind(word))) return true;
  // «Вторая игра», «Повторный сеанс»: an order and a kind, nothing more.
  return words.length === 2 && ORDINAL.test(first) && namesKind(words[1] ?? '');
}
