// Posts that tell of nothing to go to. Venues write about what already happened as often as about what is coming: a
// thank-you to those who came («Спасибо всем, кто пришёл вчера…»), a report with photos («Вот так прошёл фестиваль»,
// «Фотоотчёт»), the results of a contest («Итоги конкурса», «Поздравляем победителей»), a vacancy («Требуется
// звукорежиссёр», «Ищем в команду бармена»), a change of opening hours («Режим работы в праздники»), a teaser that
// keeps what is coming to itself («…пока не можем рассказать, следите за анонсами»). A post is read as
// one of these only when it says so in its own words AND says nothing of what is to come: no date or day of the week
// outside a clause that tells of the past, no clock time (but the hours of a notice or a vacancy), no invitation, no
// verb in the future, no ticket, no link. A real announcement lost is a venue's event lost, while a draft too many is
// only a moment of a person's time, so every doubt answers «announces something».

import { WEEKDAY_NAMES, WEEKDAY_SHORT_FORMS } from './weekdays.ts';

const WORD_START = String.raw`(?<![\p{L}\p{N}])`;
const WORD_END = String.raw`(?![\p{L}\p{N}])`;

/** Sentences and lines: the pieces a post tells one thing in. */
const SENTENCE_BREAK = /[!?…\n]|\.(?!\S)/u;
/** Clauses of a sentence: a date belongs to the clause it stands in. */
const CLAUSE_BREAK = /[,;:()—–]+|\s[-–—]\s|\s(?:а|но|зато|и)\s/u;
/** The clauses of a sentence of an hours notice: its dashes join a day to its hours. */
const HOURS_CLAUSE_BREAK = /[,;()]+|:(?!\d)|\s(?:а|но|зато|также|ещё|еще)\s/u;

// ——— What a post that announces nothing says of itself ———

/**
 * A thank-you that opens the post or a sentence of it («Спасибо всем, кто…», «Огромное спасибо!», «Благодарим
 * волонтёров», «Выражаем благодарность»): the post looks back at what was.
 */
const THANKS =
  /^[^\p{L}]{0,6}(?:(?:друзья|дорогие\s+друзья|ребята)[^\p{L}]{1,4})?(?:(?:огромное|большое|отдельное|отдельная|огромная|особая|особое)\s+)?(?:спасибо|благодар(?:им|ность|ю|ствуем)|выражаем\s+(?:огромную\s+|большую\s+)?благодарность)/iu;

/**
 * A report of what happened: «Вот так прошёл фестиваль», «Как это было», «Фотоотчёт», «Итоги конкурса»,
 * «Поздравляем победителей», «… позади», «завершился», «подошёл к концу».
 */
const REPORT = new RegExp(
  [
    String.raw`вот\s+так\s+(?:прош(?:ёл|ел|ла|ли|ло)|было|мы\s+(?:провели|отметили|встретили))`,
    String.raw`как\s+это\s+было`,
    String.raw`(?:фото|видео)[\s-]?отч[её]т`,
    String.raw`${WORD_START}отч[её]т\s+(?:о|об|с|со)\s`,
    String.raw`подвели\s+итоги`,
    String.raw`${WORD_START}результаты\s+(?:конкурса|турнира|соревнован|игры|квиза|олимпиады|фестиваля|голосования|чемпионата|первенства|забега|викторины)`,
    String.raw`поздравляем\s+(?:победител|призёр|призер|лауреат|финалист|участник|наш)`,
    `${WORD_START}позади${WORD_END}`,
    String.raw`(?:завершил(?:ся|ась|ись|ось)|подош(?:ёл|ел|ла|ли)\s+к\s+концу|состоял(?:ся|ась|ись|ось)|прош(?:ёл|ел|ла|ли|ло)\s+(?:наш|в|на|очередн|первы|традиционн|ежегодн))`,
  ].join('|'),
  'iu',
);

/**
 * A sentence that opens on yesterday or on results: «Вчера в музее открылась выставка», «На прошлой неделе…», «🏆
 * Итоги конкурса», «Результаты забега».
 */
const REPORT_OPENING =
  /^[^\p{L}]{0,6}(?:вчера|на\s+прошлой\s+неделе|в\s+минувш(?:ую|ие|ий|ее)|итоги|результаты)(?![\p{L}])/iu;

/**
 * A vacancy: «Требуется звукорежиссёр», «Требуются кассиры», «Вакансия», «Ищем в команду…», «… ищет монтировщика»
 * with what a job offers (a wage, a schedule, a résumé).
 */
const VACANCY_HEADING =
  /(?:^|[^\p{L}])(?:требу(?:ется|ются)|ваканси[яи]|ищем\s+(?:в\s+(?:нашу\s+|свою\s+)?команду|сотрудник)|в\s+поисках\s+сотрудник|приглашаем\s+на\s+работу)(?![\p{L}])/iu;
const SEARCH = /(?:^|[^\p{L}])ищ(?:ем|ет|ут)(?![\p{L}])/iu;
const JOB_TERMS =
  /(?:резюме|зарплат|з\/п|оклад|трудоустр|опыт\s+работы|график\s+\d\/\d|\d\/\d|полный\s+день|неполный\s+день|соцпакет|собеседовани)/iu;

/**
 * A notice of opening hours: «Режим работы в праздники», «С 1 декабря меняется наш график», «Санитарный день»,
 * «выходные дни».
 */
const HOURS_HEADING =
  /(?:режим\s+работы|график\s+работы|часы\s+работы|меняется\s+(?:наш\s+|режим|график)|измен(?:ения|ение|ился|илось)\s+(?:в\s+)?(?:режим|график)|санитарн(?:ый|ые)\s+д(?:ень|ни)|выходн(?:ой|ые)\s+д(?:ень|ни))/iu;
/** What one goes to: an hours notice that names one announces it («Выставка открыта с 5 декабря. Часы работы: …»). */
const EVENT_KIND =
  /(?:выставк|экспозици|вернисаж|концерт|спектакл|фестивал|ярмарк|мастер-класс|экскурси|лекци|показ|сеанс|квиз|вечеринк|представлени|встреч|турнир|конкурс|программ|мероприяти|дискотек|салют|танц|шоу|кино|фильм|музык|диджей|dj|караоке|джем|банкет|ёлк|елк|стендап|опер[аыу]|балет|мюзикл|сказк|забег|слэм|воркшоп|вебинар|рейв|митап|квартирник|премьер|игр[аыу]|вечер(?!ом|ам)|дегустаци|чтени|бал(?![\p{L}]))/iu;
/**
 * A teaser that keeps what is coming to itself: «…о котором мы пока не можем рассказать», «Подробности позже»,
 * «Следите за анонсами». With no day, no time and no invitation beside it, there is nothing yet to go to.
 */
const TEASER =
  /(?:не\s+можем\s+(?:рассказать|раскрыть|назвать)|подробност\p{L}{0,3}\s+(?:позже|скоро|—\s+позже)|следите\s+за\s+(?:анонсами|новостями|афишей))/iu;

/** The words a clause of an hours notice is made of: its dates and its hours belong to the notice. */
const HOURS_CLAUSE =
  /(?:работа|режим|график|выходн|открыт|закрыт|(?:открыва|закрыва)(?:ется|емся|ются)\s+(?:в|с|до)\s+\d|санитарн|перерыв|обед|как\s+обычно|в\s+обычном)/iu;

// ——— What a post that announces something says ———

/**
 * An invitation or a word of something to come, anywhere in the post: «Приходите!», «Ждём вас на…», «приглашаем»,
 * «регистрация», «билеты», «начало в», «состоится», «будет», «следующая встреча», «не пропустите».
 */
const COMING = new RegExp(
  [
    `${WORD_START}(?:приход|заход|приезжа|прибега|присоединя)(?:и|ите)${WORD_END}`,
    String.raw`${WORD_START}(?:запис[аыь]|регистр|брон|забронир|купить|приобрести|спешите|успейте|не\s+пропустите)`,
    `${WORD_START}(?:жд(?:ём|ем|ёт|ет|ут)|приглаш(?:аем|ает|ают)|зов(?:ём|ем|ёт|ет|ут))${WORD_END}`,
    String.raw`${WORD_START}(?:будет|будут|будем|буду|состоится|состоятся|пройд(?:ёт|ет|ут)|начн(?:ётся|ется|утся|ём|ем)|стартует|стартуют|стартуем|откро(?:ется|ются|ем|ет)|покаж(?:ем|ет|ут)|сыгра(?:ем|ет|ют)|спо(?:ём|ем|ёт|ют)|выступ(?:ит|ят)|представ(?:ит|ят|им|ляет|ляют|ляем)|прозвуч(?:ит|ат)|при(?:едет|едут|едем)|встретимся|соберёмся|соберемся|увидимся\s+(?:на|в)|встречаемся|собираемся|открываем|закрываем|проводим|устраиваем|организуем|показываем|играем|продолжа(?:ет|ется|ют|ются)|проведём|проведем|провед(?:ёт|ет|ут)|продлится|продлятся|ожида(?:ется|ются|ет))${WORD_END}`,
    String.raw`${WORD_START}(?:регистраци|предварительн|билет|вход\s+(?:свободн|бесплатн|по|от|—|-|\d)|стоимость|цена${WORD_END}|начало\s+(?:в|с)${WORD_END}|старт\s+(?:в|с)${WORD_END}|сбор\s+(?:в|у|на)${WORD_END}|следующ|анонс${WORD_END}|предзаказ|столик|впереди|мест[ао]?\s+ограничен|осталось\s+(?:\d|мало|несколько|всего|совсем)|заказ\s+стол|до\s+встречи\s+(?:на|в)${WORD_END}|в\s+программе${WORD_END}|афиш[ауе]${WORD_END})`,
  ].join('|'),
  'iu',
);

/**
 * «Выставка открыта до 30 января», «работает ещё неделю»: what a report or a thank-you tells of as still open is
 * still to go to (the same words in an hours notice are its hours).
 */
const STILL_OPEN =
  /(?<![\p{L}])(?:работает|работают|открыта|открыт|открыты|доступна|доступны)\s+(?:до|по|ещё|еще|весь|всю|ежедневно|каждый)(?![\p{L}])/iu;

/** «Ждём вас!», «Ждём всех снова!»: a courtesy that stands alone, inviting to nothing of its own. */
const COURTESY =
  /^[^\p{L}]{0,6}жд(?:ём|ем)\s+(?:вас|всех|тебя)(?:\s+(?:снова|ещё|еще|всегда|в\s+гости))?[^\p{L}]{0,12}$/iu;

/** «ждём ваши резюме», «ждём в команду»: a vacancy's wait is for an applicant, not a guest. */
const APPLICANT =
  /жд(?:ём|ем|ёт|ет|ут)\s+(?:(?:ваши?|твоё|твое|ваше)\s+)?(?:резюме|отклик|кандидат|в\s+(?:нашу\s+|нашей\s+|свою\s+)?команд|звонк|ваших\s+(?:звонков|откликов|резюме))/giu;

/** A day in the calendar or of the week, or today and tomorrow: «12 декабря», «12.12», «в субботу», «завтра». */
const DAY = new RegExp(
  [
    String.raw`\d{1,2}(?:-?(?:го|е|ое))?\s*(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|янв|фев|мар|апр|июн|июл|авг|сен|окт|ноя|дек)`,
    String.raw`(?<![\d.])\d{1,2}\.\d{1,2}(?![\d/])|(?<![\d/])\d{1,2}\/\d{1,2}(?![\d/])`,
    String.raw`${WORD_START}(?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре|${WEEKDAY_NAMES}|выходны[хе]|сегодня|завтра|послезавтра|вечером|на\s+этой\s+неделе|на\s+следующей\s+неделе|в\s+эт(?:у|от|и)\s)`,
    `${WORD_START}(?:${WEEKDAY_SHORT_FORMS})${WORD_END}`,
    String.raw`(?<!\d)\d{1,2}-?го${WORD_END}|${WORD_START}(?:числа${WORD_END}|ежедневно|каникул|через\s+(?:неделю|месяц|пару|две|три|\d)|(?:в\s+)?(?:конце|начале|середине)\s+(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|недели|месяца))`,
    String.raw`${WORD_START}(?:нов(?:ый|огоднюю|огодняя)\s+(?:год|ночь)|рождеств|маслениц|день\s+(?:города|посёлка|поселка|села|района|победы|защиты|знаний|молодёжи|молодежи|семьи|народного|россии|матери|учителя|пожилых))`,
  ].join('|'),
  'iu',
);

/** A clock time: «в 19:00», «19.00», «в 7 вечера», «в 18 ч». */
const TIME =
  /\d{1,2}[:.]\d{2}|(?<![\p{L}])в\s+(?:полночь|полдень|\d{1,2}-\d{2}(?!\d))|(?<![\d\p{L}])\d{1,2}\s*ч(?:\.|(?![\p{L}]))|(?<![\d\p{L}])в\s+\d{1,2}\s*(?:час|ч\.|ч(?![\p{L}])|утра|вечера|дня)|(?<![\d\p{L}])с\s+\d{1,2}\s+до\s+\d{1,2}(?!\d)/iu;
/** The hours of a notice or a vacancy: «с 10:00 до 16:00», «до 18:00», «открывается в 16:00», «с 9 до 17». */
const HOURS_TIMES =
  /(?:(?<![\p{L}])(?:с|до|по)\s+\d{1,2}(?:[:.]\d{2})?(?:\s+до\s+\d{1,2}(?:[:.]\d{2})?)?(?![\d.:]|\s*(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|-?го|числа))|(?:открыва(?:ется|емся|ются)|закрыва(?:ется|емся|ются)|работа(?:ет|ем|ют))\s+(?:в|с|до)\s+\d{1,2}(?:[:.]\d{2})?|(?<!(?<![\p{L}])в\s{1,3}|\d)\d{1,2}(?:[:.]\d{2})?\s*[-–—]\s*\d{1,2}(?:[:.]\d{2})?)/giu;

/** A working week of a vacancy or a notice: «пн–пт», «с понедельника по пятницу», «по будням». */
const WORKING_WEEK = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${WEEKDAY_SHORT_FORMS})\s*[-–—]\s*(?:${WEEKDAY_SHORT_FORMS})|с\s+понедельника\s+по\s+(?:пятницу|субботу|воскресенье)|по\s+будням|[1-7]\/[1-7]|24\/7)(?![\p{L}\d/])`,
  'giu',
);

/** A link: a ticket, a registration, a page of the event. */
const LINK = /https?:\/\/|www\.|(?<![\p{L}@.])[a-z0-9-]{2,40}\.(?:ru|рф|com|org|net|su|me|io|app)(?:\/|(?![\p{L}]))/iu;

/**
 * A clause that tells of the past, so that its date or day is one that was: «кто в субботу вышел на субботник», «12
 * ноября прошёл концерт», «сегодня в библиотеке состоялась встреча».
 */
const PAST = new RegExp(
  `${WORD_START}(?:прош(?:ёл|ел|ла|ли|ло)|состоял(?:ся|ась|ись|ось)|побывал[иа]?|приш(?:ёл|ел|ла|ли)|был[иао]?|вы(?:шел|шла|шли)|собрал(?:ся|ась|ись|ось|и|а|о)?|открыл(?:ся|ась|ись|ось)|закрыл(?:ся|ась|ись|ось)|завершил(?:ся|ась|ись|ось)|отметил[иа]?|провел[иа]?|провёл|поддержал[иа]?|поучаствовал[иа]?|участвовал[иа]?|выступил[иа]?|посетил[иа]?|сыграл[иа]?|победил[иа]?|приняли|принял[а]?|получил[иа]?|заняли|занял[а]?|стал[иа]?|вручили|наградили|болел[иа]?|пришедш|побывавш|участвовавш)${WORD_END}`,
  'iu',
);

/** Whether a post has a thank-you, a report, a vacancy, an hours notice or a teaser in its own words. */
function kindOf(sentences: readonly string[], text: string): 'report' | 'vacancy' | 'hours' | 'teaser' | null {
  if (VACANCY_HEADING.test(text) || (SEARCH.test(text) && JOB_TERMS.test(text))) return 'vacancy';
  // An hours notice says so first; «Часы работы: …» further down a post gives the hours of what it announces.
  if (HOURS_HEADING.test(sentences[0] ?? '') && !EVENT_KIND.test(text)) return 'hours';
  if (sentences.some((sentence) => THANKS.test(sentence) || REPORT_OPENING.test(sentence))) return 'report';
  if (REPORT.test(text)) return 'report';
  return TEASER.test(text) ? 'teaser' : null;
}

/** A piece of a notice or a vacancy without its hours and its working week, which are no time of an event. */
function withoutHours(piece: string): string {
  return piece.replace(HOURS_TIMES, ' ').replace(WORKING_WEEK, ' ');
}

/** Whether a clause names a day that is still to come: any day but one the clause tells of as past. */
function namesComingDay(clause: string): boolean {
  return DAY.test(clause) && !(PAST.test(clause) && !COMING.test(clause));
}

/**
 * Whether a post tells of nothing to go to: a report or a thank-you for what was, the results of a contest, a vacancy,
 * a notice of opening hours, and nothing in it of what is still to come.
 */
export function announcesNothing(text: string): boolean {
  const sentences = text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const kind = kindOf(sentences, text);
  if (kind === null) return false;
  if (LINK.test(text)) return false;
  for (const sentence of sentences) {
    if (COURTESY.test(sentence)) continue;
    const told = kind === 'vacancy' ? sentence.replace(APPLICANT, ' ') : sentence;
    if (COMING.test(told) || ((kind === 'report' || kind === 'teaser') && STILL_OPEN.test(told))) return false;
    const untimed = kind === 'hours' || kind === 'vacancy' ? withoutHours(told) : told;
    if (TIME.test(untimed)) return false;
    // The days of an hours notice are those of its hours, told by the clause they stand in («С 9 января — в обычном
    // режиме», «31 декабря — 2 января — выходные дни»).
    const coming =
      kind === 'hours'
        ? told
            .split(HOURS_CLAUSE_BREAK)
            .some((clause) => !HOURS_CLAUSE.test(clause) && namesComingDay(withoutHours(clause)))
        : untimed.split(CLAUSE_BREAK).some(namesComingDay);
    if (coming) return false;
  }
  return true;
}
