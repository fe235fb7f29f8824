import { pattern } from '../text/pattern.ts';
import { MONTH } from './dates.ts';
// Posts that tell of nothing to go to. Venues write about what already happened as often as about what is coming: a
// thank-you to those who came («Спасибо всем, кто пришёл вчера…»), a report with photos («Вот так прошёл фестиваль»,
// «Фотоотчёт»), the results of a contest («Итоги конкурса», «Поздравляем победителей»), a vacancy («Требуется
// звукорежиссёр», «Ищем в команду бармена»), a change of opening hours («Режим работы в праздники»), a teaser that
// keeps what is coming to itself («…пока не можем рассказать, следите за анонсами»), a cancellation («Концерт 5 декабря
// не состоится»), a closure for works, an offer to book a banquet («принимаем заявки на корпоративы»). A post is read as
// one of these only when it says so in its own words AND says nothing of what is to come: no date or day of the week
// outside a clause that tells of the past, no clock time (but the hours of a notice or a vacancy), no invitation, no
// verb in the future, no ticket, no link (but one to the photos or results of what was). A real announcement lost is
// a venue's event lost, while a draft too many is only a moment of a person's time, so every doubt answers «announces
// something».

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
const REPORT = pattern(
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

/** «Лыжная гонка — итоги 🏆», «Турнир по шахматам: результаты»: a heading that names what was, then says results. */
const RESULTS_HEADING = /[—–:-][ \t]*(?:итоги|результаты)[^\p{L}\p{N}]*$/iu;

/** «Итоги выходных», «Результаты недели»: a sentence that opens on results. */
const RESULTS_OPENING = /^[^\p{L}]{0,6}(?:итоги|результаты)(?![\p{L}])/iu;

/**
 * A vacancy: «Требуется звукорежиссёр», «Требуются кассиры», «Вакансия», «Ищем в команду…», «… ищет монтировщика»
 * with what a job offers (a wage, a schedule, a résumé).
 */
const VACANCY_HEADING =
  /(?:^|[^\p{L}])(?:требу(?:ется|ются)|ваканси[яи]|ищ(?:ем|ет|ут)\s+(?:в\s+(?:нашу\s+|свою\s+)?команду|сотрудник)|в\s+поисках\s+сотрудник|приглаша(?:ем|ет|ют)\s+на\s+работу|(?:объявля(?:ем|ет)\s+)?набор\s+в\s+(?:труппу|штат|коллектив\s+сотрудник))(?![\p{L}])/iu;
const SEARCH = /(?:^|[^\p{L}])(?:ищ(?:ем|ет|ут)|нуж(?:ен|на|ны))(?![\p{L}])/iu;
const JOB_TERMS =
  /(?:резюме|зарплат|з\/п|оклад|трудоустр|опыт\s+работы|график\s+\d\/\d|\d\/\d|полный\s+день|неполный\s+день|соцпакет|собеседовани|обучение\s+за\s+(?:наш|счёт|счет)|опыт\s+не\s+(?:обязател|нужен|требуется)|без\s+опыта|научим|обучим|чаевы|за\s+смену)/iu;
/** The same terms, each place they stand: a post that names two of them offers a job with no heading to say so. */
const ALL_JOB_TERMS = pattern(JOB_TERMS.source, 'giu');

/** «Первый сеанс в 10:00», «последний сеанс — в 17:00»: a cinema's hours, not a show. */
const SESSION_HOURS = /(?:перв|последн)\p{L}*\s+сеанс\p{L}*/giu;

/**
 * A notice of opening hours: «Режим работы в праздники», «С 1 декабря меняется наш график», «Санитарный день»,
 * «выходные дни».
 */
const HOURS_HEADING =
  /(?:режим\s+работы|график\s+работы|часы\s+работы|меняется\s+(?:наш\s+|режим|график)|измен(?:ения|ение|ился|илось)\s+(?:в\s+)?(?:режим|график)|санитарн(?:ый|ые)\s+д(?:ень|ни)|выходн(?:ой|ые)\s+д(?:ень|ни))/iu;
/**
 * A place's standing hours, by the week or every day: «Режим работы: вт–вс 9:00–20:00», «работает: пн–пт 10:00–18:00»,
 * «Режим: ежедневно 8:00–21:00». A post that gives them, and no event, tells when a place is open, not what is held.
 */
const STANDING_HOURS = pattern(
  String.raw`(?<![\p{L}])(?:режим(?:\s+работы)?|график(?:\s+работы)?|часы\s+работы|работа(?:ет|ем|ют)|открыт[аоы]?)[\s:—–-]{1,6}(?:(?:${WEEKDAY_SHORT_FORMS})[ \t]*[-–—][ \t]*(?:${WEEKDAY_SHORT_FORMS})|ежедневно|без\s+выходных)[ \t,:]{0,3}(?:с[ \t]+)?\d{1,2}[:.]\d{2}[ \t]*(?:[-–—]|до)[ \t]*\d{1,2}[:.]\d{2}`,
  'iu',
);
/** «сеанс 1,5 часа — 900 ₽», «сеанс 60 минут»: a session of a service, bought by its length, is no show. */
const SERVICE_SESSION = /(?<![\p{L}])сеанс\p{L}*\s+(?:\d+(?:[,.]\d+)?|полтора|один|два)\s*(?:час|мин)/giu;
/**
 * «Расписание сеансов смотрите на сайте», «афишу ищите в группе»: a pointer to a schedule kept elsewhere, no event of
 * the post (nor a ticket: its link leads to the schedule).
 */
const SCHEDULE_POINTER =
  /(?:расписани|афиш|репертуар)\p{L}*[^.!?\n]{0,30}(?:смотрите|ищите|уточняйте|следите)|^[^\p{L}]{0,6}(?:расписани|афиш|репертуар)\p{L}*(?:\s+\p{L}+)?\s*[—–:-]\s*(?:в|на)\s+(?:приложени|сайт|групп|соцсет|касс|странице)|(?:смотрите|ищите|уточняйте)\s+(?:\p{L}+\s+){0,2}(?:расписани|афиш|репертуар)/iu;

/** «в праздники», «в новогодние каникулы», «в праздничные дни»: a heading of holiday hours… */
const HOLIDAYS =
  /(?<![\p{L}])(?:в|на)\s+(?:(?:новогодние|праздничные|майские|новогодних|праздничных|майских)\s+)?(?:праздник(?:и|ах)|праздничные\s+дни|каникулы|каникулах|дни\s+праздников)(?![\p{L}])/iu;
/** …in a post that tells when a place works or rests: «работаем до 18:00», «1 января — отдыхаем», «выходной», «последний сеанс в 17:00». */
const WORKING =
  /(?<![\p{L}])(?:работа(?:ем|ет|ют)|отдыха(?:ем|ет|ют)|выходн|закрыт|открыва(?:ется|емся|ются)|(?:перв|последн)\p{L}*\s+сеанс)/iu;

/**
 * An offer to book a banquet or a corporate party («Кафе принимает заявки на новогодние корпоративы», «Банкетное меню
 * от 2500 ₽»): the guests choose the day, nothing is held for the public to go to.
 */
const BANQUET_OFFER =
  /(?:принима(?:ет|ем|ют)\s+(?:заявки|заказы|брон\p{L}*)\s+на\s+(?:\p{L}+\s+)?(?:корпоратив|банкет|выпускн|свадьб)|(?<![\p{L}])корпоратив\p{L}*\s+(?:под\s+ключ|для\s+компаний|и\s+банкет))/iu;
/** The booking an offer asks for: «Бронь: …», «бронь по телефону», «заказ банкета» (not a table for an evening). */
const BOOKING =
  /(?<![\p{L}])(?:(?:брон(?!з)|забронир)\p{L}*(?:\s+(?:банкет\p{L}*|зала?|дат\p{L}*))?\s*(?:[:—–-]|по\s+телефону)|заказ\p{L}*\s+банкет\p{L}*)/giu;
/** «Даты на 25–30 декабря разбирают быстро», «свободные даты»: the days offered to book. */
const BOOKED_DATES = /(?<![\p{L}])дат[аыу]?(?![\p{L}])/iu;

/**
 * A closure for works: «Музей закрывается на ремонт с 1 по 10 декабря», «Кинотеатр закрыт на профилактику». What the
 * place shows when open is no event of the notice.
 */
const CLOSURE =
  /закры(?:ва(?:ется|емся|ются)|т[аоы]?|ти[еяю])\s+на\s+(?:ремонт|реконструкци|профилактик|санитарн|техническ|инвентаризаци)/iu;

/**
 * A cancellation: «❌ ОТМЕНА», «Концерт 5 декабря не состоится», «отменён», «катание не проводится», «откладывается до
 * особого распоряжения». The date it gives is of what will not be; a post that moves the event instead to a day
 * («перенос», «переносится») still announces it.
 */
const CANCELLED =
  /(?<![\p{L}])(?:отмен(?:а|ён|ен|ена|ено|ены|яется|яются|или|ил|ила)|не\s+состо(?:ится|ятся)|не\s+пройд(?:ёт|ет|ут)|не\s+провод(?:ится|ятся))(?![\p{L}])|(?:отклады\p{L}+|отложен\p{L}*|перен[оеё]с\p{L}*)\s+(?:до\s+особого\s+распоряжения|на\s+неопредел\p{L}*\s+срок|до\s+(?:улучшения|стабилизации|нормализации))/iu;
const ALL_CANCELLED = pattern(CANCELLED.source, 'giu');
const MOVED =
  /(?<![\p{L}])(?:перен[оеё]с|переезжа|вместо\s+(?:него|неё|нее|этого)|нов(?:ая|ую)\s+дат[аиу]\s*[—–:-]\s*\d)/iu;
/** «сеанс в 15:00 в силе», «по расписанию», «состоится»: what a cancellation leaves standing. */
const STILL_ON =
  /(?<![\p{L}])(?:в\s+силе|по\s+расписанию|как\s+и\s+планировалось|оста(?:ётся|ется|ются)|(?<!не\s{1,3})состо(?:ится|ятся))(?![\p{L}])/iu;
/** «Возврат билетов — в кассе…», «Деньги вернём…»: a refund of what is cancelled. */
const REFUND = /(?<![\p{L}])(?:возврат|верн(?:ём|ем|ут)|компенсир)/iu;

/** What one goes to: an hours notice that names one announces it («Выставка открыта с 5 декабря. Часы работы: …»). */
const EVENT_KIND =
  /(?:выставк|экспозици|вернисаж|концерт|спектакл|фестивал|ярмарк|мастер-класс|экскурси|лекци|показ|сеанс|квиз|вечеринк|представлени|встреч|турнир|конкурс|программ|мероприяти|дискотек|салют|танц|шоу|кино(?!театр|зал|клуб)|фильм|музык|диджей|dj|караоке|джем|банкет|ёлк|елк|стендап|опер[аыу]|балет|мюзикл|сказк|забег|слэм|воркшоп|вебинар|рейв|митап|квартирник|премьер|игр[аыу]|вечер(?!ом|ам)|дегустаци|чтени|бал(?![\p{L}]))/iu;
/**
 * A teaser that keeps what is coming to itself: «…о котором мы пока не можем рассказать», «Подробности позже»,
 * «Следите за анонсами». With no day, no time and no invitation beside it, there is nothing yet to go to.
 */
const TEASER =
  /(?:не\s+можем\s+(?:рассказать|раскрыть|назвать)|подробност\p{L}{0,3}\s+(?:позже|скоро|—\s+позже)|следите\s+за\s+(?:анонсами|новостями|афишей))/iu;

/**
 * A greeting: «Поздравляем ансамбль с присвоением звания!», «Сегодня нашей школе — 90 лет!», «Сегодня юбилей у нашего
 * хореографа», «с днём рождения». A post that greets someone on an honour, a win or an anniversary looks back or at
 * today's date of a calendar, not at something to go to (a concert it names has its day, time or invitation).
 */
const GREETING = pattern(
  [
    String.raw`${WORD_START}поздравля(?:ем|ю|ет|ют)\s+[^.!?\n]{0,80}?\sс\s+(?!нов\p{L}*\s+год|наступающ|рождеств|праздник)`,
    String.raw`${WORD_START}с\s+(?:днём|днем)\s+рождения${WORD_END}`,
    String.raw`${WORD_START}(?:с\s+)?юбиле(?:й|я|ем|ю)${WORD_END}`,
    String.raw`${WORD_START}(?:сегодня|исполня(?:ется|ются)|исполнил(?:ось|ся|ись))\s+[^.!?\n\d]{0,60}?\d{1,3}\s*(?:лет|год(?:а|ик)?)${WORD_END}`,
  ].join('|'),
  'iu',
);
/** «Пусть в коридорах всегда будет светло!», «Желаем новых побед»: a wish, whose future is no event's. */
const WISH = /^[^\p{L}]{0,6}(?:пусть|желаем|желаю|и\s+пусть)(?![\p{L}])/iu;
/** «сегодня» of a greeting: the day of the anniversary, not of an event. */
const GREETING_TODAY = /(?<![\p{L}])сегодня(?![\p{L}])/giu;

/** The words a clause of an hours notice is made of: its dates and its hours belong to the notice. */
const HOURS_CLAUSE =
  /(?:работа|режим|график|выходн|открыт|закрыт|(?:открыва|закрыва)(?:ется|емся|ются)\s+(?:в|с|до)\s+\d|санитарн|ремонт|профилактик|перерыв|обед|как\s+обычно|в\s+обычном|по\s+обычному|(?:перв|последн)\p{L}*\s+сеанс|сокращ|отдыха)/iu;
const ALL_HOURS_CLAUSE = pattern(HOURS_CLAUSE.source, 'giu');
/** «С 9 января ждём вас в обычном режиме»: a welcome back to the usual hours is no invitation to an event. */
const HOURS_WELCOME =
  /жд(?:ём|ем)\s+(?:вас|всех|читателей|гостей|посетителей)(?=[^.!?\n]{0,40}(?:обычн|режим|график|ежедневно))/giu;

// ——— What a post that announces something says ———

/**
 * An invitation or a word of something to come, anywhere in the post: «Приходите!», «Ждём вас на…», «приглашаем»,
 * «регистрация», «билеты», «начало в», «состоится», «будет», «следующая встреча», «не пропустите».
 */
const COMING = pattern(
  [
    `${WORD_START}(?:приход|заход|приезжа|прибега|присоединя)(?:и|ите)${WORD_END}`,
    String.raw`${WORD_START}(?:запис[аыь]|регистр|брон(?!з)|забронир|купить|приобрести|спешите|успейте|не\s+пропустите)`,
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
  /^[^\p{L}]{0,6}жд(?:ём|ем)(?:\s+(?:вас|всех|тебя))?(?:\s+(?:снова|ещё|еще|всегда|в\s+гости))?(?:[^\p{L}]{1,4}следите\s+за\s+(?:анонсами|новостями|афишей))?[^\p{L}]{0,12}$/iu;

/** «ждём ваши резюме», «ждём в команду»: a vacancy's wait is for an applicant, not a guest. */
const APPLICANT =
  /жд(?:ём|ем|ёт|ет|ут)\s+(?:(?:ваши?|твоё|твое|ваше)\s+)?(?:резюме|отклик|кандидат|в\s+(?:нашу\s+|нашей\s+|свою\s+)?команд|звонк|ваших\s+(?:звонков|откликов|резюме))|приглаша(?:ем|ет|ют)\s+на\s+работу|по\s+предварительной\s+записи|(?:пиши|звони)(?:те)?[^.!?\n]{0,40}приходи(?:те)?/giu;

/** A day in the calendar or of the week, or today and tomorrow: «12 декабря», «12.12», «в субботу», «завтра». */
const DAY = pattern(
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

/** A clock time: «в 19:00», «19.00», «в 7 вечера», «в 18 ч» (not a race's «29:41» nor «1:02:33»). */
const TIME =
  /(?<![\d:])(?:[01]?\d|2[0-4]):\d{2}(?![:\d])|\d{1,2}\.\d{2}|(?<![\p{L}])в\s+(?:полночь|полдень|\d{1,2}-\d{2}(?!\d))|(?<![\d\p{L}])\d{1,2}\s*ч(?:\.|(?![\p{L}]))|(?<![\d\p{L}])в\s+\d{1,2}\s*(?:час|ч\.|ч(?![\p{L}])|утра|вечера|дня)|(?<![\d\p{L}])с\s+\d{1,2}\s+до\s+\d{1,2}(?!\d)/iu;
/** The hours of a notice or a vacancy: «с 10:00 до 16:00», «до 18:00», «открывается в 16:00», «с 9 до 17». */
const HOURS_TIMES =
  /(?:(?<![\p{L}])(?:с|до|по|после)\s+\d{1,2}(?:[:.]\d{2})?(?:\s+до\s+\d{1,2}(?:[:.]\d{2})?)?(?![\d.:]|\s*(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|-?го|числа))|(?:открыва(?:ется|емся|ются)|закрыва(?:ется|емся|ются)|работа(?:ет|ем|ют)|(?:перв|последн)\p{L}*\s+сеанс\p{L}*)\s+(?:в|с|до)\s+\d{1,2}(?:[:.]\d{2})?|(?<!(?<![\p{L}])в\s{1,3}|\d)\d{1,2}(?:[:.]\d{2})?\s*[-–—]\s*\d{1,2}(?:[:.]\d{2})?(?![\d:.]|\s*[-–—]\s*\d))/giu;

/**
 * «31.12 — до 15:00», «1–2.01 — выходной»: a notice's day before the dash that gives its hours, a date and not a clock
 * time (the hours themselves are cut out first).
 */
const NOTICE_DATE = /(?<![\d.:])(?:\d{1,2}\s*[-–—]\s*)?\d{1,2}\.\d{2}(?![\d.:])(?=\s*[-–—:])/gu;

/**
 * The days a notice gives to something not held: a closure («закрывается на ремонт с 1 по 10 декабря»), a term
 * («продлим срок до 20 января»).
 */
const NOTICE_PERIOD = pattern(
  String.raw`(?:закры(?:ва(?:ется|емся|ются)|т[аоы]?)\s+на\s+\p{L}+|(?<![\p{L}])срок\p{L}*(?:\s+\p{L}+)?)\s+(?:с|по|до)\s+\d{1,2}(?:\s+(?:по|до)\s+\d{1,2})?(?:\s*${MONTH}|\.\d{1,2})?`,
  'giu',
);

/** «до 15 января», «до 20.01»: a term a notice sets (books returned, a form sent), no day to go on. */
const NOTICE_TERM = pattern(String.raw`(?<![\p{L}])до\s+\d{1,2}(?:\s*${MONTH}|\.\d{1,2}(?![\d.:]))`, 'giu');

const NO_TERM = /(?!)/gu;

/** A working week of a vacancy or a notice: «пн–пт», «с понедельника по пятницу», «по будням». */
const WORKING_WEEK = pattern(
  String.raw`(?<![\p{L}])(?:(?:${WEEKDAY_SHORT_FORMS})\s*[-–—]\s*(?:${WEEKDAY_SHORT_FORMS})|с\s+понедельника\s+по\s+(?:пятницу|субботу|воскресенье)|по\s+будням|(?:на|в)\s+выходные|по\s+выходным|[1-7]\/[1-7]|24\/7)(?![\p{L}\d/])`,
  'giu',
);

/**
 * Words of a sentence that looks ahead: «Следующий турнир — …», «До встречи на фестивале!», «в следующем году»,
 * «следите за анонсами», «дату объявим».
 */
const LOOKING_AHEAD_WORDS = String.raw`${WORD_START}(?:следующ\p{L}*|до\s+(?:новой\s+|новых\s+|скорой\s+)?встреч[иь]?(?:\s+(?:на|в))?|следите\s+за|дату\s+(?:сообщим|объявим|опубликуем)|расписание\s+(?:сообщим|объявим|опубликуем))${WORD_END}`;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const LOOKING_AHEAD = pattern(LOOKING_AHEAD_WORDS, 'iu');
const ALL_LOOKING_AHEAD = pattern(LOOKING_AHEAD_WORDS, 'giu');
/** A day one can go on: a date, a day of the week, today or tomorrow (a month or a season alone is none). */
const CALENDAR_DAY = pattern(
  [
    String.raw`\d{1,2}(?:-?(?:го|е|ое))?\s*(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|янв|фев|мар|апр|июн|июл|авг|сен|окт|ноя|дек)`,
    String.raw`(?<![\d.])\d{1,2}\.\d{1,2}(?![\d/])|(?<![\d/])\d{1,2}\/\d{1,2}(?![\d/])`,
    String.raw`${WORD_START}(?:${WEEKDAY_NAMES}|выходны[хе]|сегодня|завтра|послезавтра|на\s+этой\s+неделе|на\s+следующей\s+неделе|через\s+(?:неделю|\d))`,
    `${WORD_START}(?:${WEEKDAY_SHORT_FORMS})${WORD_END}`,
    String.raw`(?<!\d)\d{1,2}-?го${WORD_END}|${WORD_START}числа${WORD_END}`,
  ].join('|'),
  'iu',
);

/** «Дипломы можно забрать…», «призы можно получить…»: what was won, to be collected. */
const COLLECT = /(?<![\p{L}])(?:можно|нужно|необходимо)\s+(?:забрать|получить)(?![\p{L}])/iu;

/** A sentence whose link leads to what was: photos, a video, results, records («Фотоотчёт в альбоме 👉 …»). */
const RECORD_LINK = /(?:фото|альбом|видео|протокол|итог|результат|album|photo|video)/iu;

/**
 * «видео скоро будет в группе», «фото выложим завтра», «протоколы опубликуем позже»: a clause of a report about its
 * photos, videos or records, whose future is theirs, not an event's.
 */
const RECORDS =
  /(?<![\p{L}])(?:фото(?:графи(?:и|я|ю|й|ями))?|фотоотч[её]т\p{L}*|видео(?:запис\p{L}*|отч[её]т\p{L}*)?|альбом\p{L}*|протокол\p{L}*)(?![\p{L}])/iu;

/** «будет», «будут», «появятся»: the future of the photos or the records a clause names. */
const RECORDS_FUTURE = /(?<![\p{L}])(?:будет|будут|появ(?:ится|ятся))(?![\p{L}])/giu;

/** A sentence of a report without the future of its photos and records, in clauses that name no day and no time. */
function withoutRecords(sentence: string): string {
  return sentence
    .split(CLAUSE_BREAK)
    .map((clause) =>
      RECORDS.test(clause) && !DAY.test(clause) && !TIME.test(clause) ? clause.replace(RECORDS_FUTURE, ' ') : clause,
    )
    .join(', ');
}

/** A link: a ticket, a registration, a page of the event. */
const LINK = /https?:\/\/|www\.|(?<![\p{L}@.])[a-z0-9-]{2,40}\.(?:ru|рф|com|org|net|su|me|io|app)(?:\/|(?![\p{L}]))/iu;

/**
 * A clause that tells of the past, so that its date or day is one that was: «кто в субботу вышел на субботник», «12
 * ноября прошёл концерт», «сегодня в библиотеке состоялась встреча».
 */
const PAST = pattern(
  `${WORD_START}(?:прош(?:ёл|ел|ла|ли|ло)|состоял(?:ся|ась|ись|ось)|побывал[иа]?|приш(?:ёл|ел|ла|ли)|был[иао]?|вы(?:шел|шла|шли)|собрал(?:ся|ась|ись|ось|и|а|о)?|открыл(?:ся|ась|ись|ось)|закрыл(?:ся|ась|ись|ось)|завершил(?:ся|ась|ись|ось)|отметил[иа]?|провел[иа]?|провёл|поддержал[иа]?|поучаствовал[иа]?|участвовал[иа]?|выступил[иа]?|посетил[иа]?|сыграл[иа]?|победил[иа]?|приняли|принял[а]?|получил[иа]?|заняли|занял[а]?|стал[иа]?|вручили|наградили|болел[иа]?|пришедш|побывавш|участвовавш)${WORD_END}`,
  'iu',
);

/** How many different things a job offers the text names («з/п», «график 2/2», «резюме»). */
function jobTermsIn(text: string): number {
  const terms = new Set<string>();
  for (const match of text.matchAll(ALL_JOB_TERMS)) terms.add(match[0].toLowerCase());
  return terms.size;
}

/** «Уважаемые читатели!», «Друзья!», «Внимание!»: an address that opens a post, the heading comes after it. */
const ADDRESS = /^[^\p{L}\d]*(?:уважаем|дорог|друзья|внимание|привет|здравствуйте)[\p{L}\s,]{0,30}[^\p{L}\d]*$/iu;

/** The sentence that says what a post is: its first, or the one after an opening address. */
function headingOf(sentences: readonly string[]): string {
  const worded = sentences.filter((sentence) => /\p{L}/u.test(sentence));
  const first = worded[0] ?? '';
  return ADDRESS.test(first) ? (worded[1] ?? '') : first;
}

/** Whether a post has a thank-you, a report, a vacancy, an hours notice, a banquet offer or a teaser in its words. */
function kindOf(sentences: readonly string[], text: string): Kind | null {
  if (VACANCY_HEADING.test(text) || (SEARCH.test(text) && JOB_TERMS.test(text)) || jobTermsIn(text) >= 2) {
    return 'vacancy';
  }
  // An hours notice says so first; «Часы работы: …» further down a post gives the hours of what it announces.
  const heading = headingOf(sentences);
  const hours =
    HOURS_HEADING.test(heading) || (HOLIDAYS.test(heading) && WORKING.test(text)) || STANDING_HOURS.test(text);
  // What the notice points to elsewhere («Расписание сеансов — на сайте») and a service's sessions are no event of it.
  const told = sentences
    .filter((sentence) => !SCHEDULE_POINTER.test(sentence))
    .join('\n')
    .replace(SERVICE_SESSION, ' ')
    .replace(SESSION_HOURS, ' ');
  if ((hours || CLOSURE.test(heading)) && !EVENT_KIND.test(told)) return 'hours';
  if (CANCELLED.test(text) && !MOVED.test(text.replace(ALL_CANCELLED, ' '))) return 'cancelled';
  if (BANQUET_OFFER.test(text)) return 'offer';
  if (sentences.some((sentence) => GREETING.test(sentence))) return 'greeting';
  if (sentences.some((sentence) => THANKS.test(sentence) || REPORT_OPENING.test(sentence))) return 'report';
  if (RESULTS_HEADING.test(heading)) return 'report';
  if (REPORT.test(text)) return 'report';
  return TEASER.test(text) ? 'teaser' : null;
}

type Kind = 'report' | 'vacancy' | 'hours' | 'offer' | 'cancelled' | 'teaser' | 'greeting';

/** A piece of a notice or a vacancy without its hours and its working week, which are no time of an event. */
function withoutHours(piece: string): string {
  return piece.replace(HOURS_TIMES, ' ').replace(WORKING_WEEK, ' ').replace(NOTICE_PERIOD, ' ');
}

/** Whether a clause names a day that is still to come: any day but one the clause tells of as past. */
function namesComingDay(clause: string): boolean {
  return DAY.test(clause) && !(PAST.test(clause) && !COMING.test(clause));
}

/**
 * Whether a clause of an hours notice names a day to come: the days before its hours or its words of work and rest
 * are those of the hours («31.12 — 10:00–15:00», «1 января — выходной»); a day after them is another thing's.
 */
function namesComingDayBesideHours(told: string): boolean {
  // «Книги можно вернуть до 15 января»: a term of the notice, unless it is what an event runs to.
  const clause = told.replace(NOTICE_PERIOD, ' ').replace(EVENT_KIND.test(told) ? NO_TERM : NOTICE_TERM, ' ');
  let end = 0;
  for (const match of clause.matchAll(HOURS_TIMES)) end = Math.max(end, (match.index ?? 0) + match[0].length);
  for (const match of clause.matchAll(ALL_HOURS_CLAUSE)) end = Math.max(end, (match.index ?? 0) + match[0].length);
  return namesComingDay(withoutHours(clause.slice(end)));
}

/**
 * Whether a sentence of a report only looks ahead with no day to go on: «Следующий турнир — в январе, следите за
 * новостями», «Следующая игра — после праздников, дату объявим», «До встречи на фестивале в следующем году!». A next
 * meeting with its day («Следующая встреча — 5 декабря») or its time is an announcement.
 */
function looksAheadWithNoDay(sentence: string): boolean {
  if (!LOOKING_AHEAD.test(sentence) || CALENDAR_DAY.test(sentence) || TIME.test(sentence)) return false;
  if (COMING.test(sentence.replace(ALL_LOOKING_AHEAD, ' '))) return false;
  // «До встречи на фестивале 🎸 В январе — джазовый вечер»: an emoji ends a sentence too, and a month of the next one
  // is its own.
  return sentence.split(PICTOGRAPH).every((piece) => LOOKING_AHEAD.test(piece) || !DAY.test(piece));
}

/**
 * Whether a post gives a link to what is to come: a link is not one in a sentence that says it leads to photos, a
 * video, results or records of what was («Фотоотчёт в альбоме 👉 vk.com/album…», «Протоколы — по ссылке: …»).
 */
function linksAhead(sentences: readonly string[]): boolean {
  return sentences.some((sentence) => LINK.test(sentence) && !RECORD_LINK.test(sentence));
}

/**
 * Whether a post tells of nothing to go to: a report or a thank-you for what was, the results of a contest, a vacancy,
 * a notice of opening hours, an offer to book a banquet, and nothing in it of what is still to come.
 */
export function announcesNothing(text: string): boolean {
  const sentences = text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const kind = kindOf(sentences, text);
  if (kind === null) return false;
  // An hours notice's pointer to the schedule kept elsewhere links to no event of its own.
  const linked = kind === 'hours' ? sentences.filter((sentence) => !SCHEDULE_POINTER.test(sentence)) : sentences;
  if (linksAhead(linked)) return false;
  for (const sentence of sentences) {
    if (COURTESY.test(sentence)) continue;
    if (kind !== 'vacancy' && kind !== 'hours' && kind !== 'offer' && looksAheadWithNoDay(sentence)) continue;
    // The day of a cancelled event, and the refund of its tickets, are of what will not be.
    if (kind === 'cancelled' && (CANCELLED.test(sentence) || REFUND.test(sentence)) && !STILL_ON.test(sentence)) {
      continue;
    }
    if (kind === 'greeting' && WISH.test(sentence)) continue;
    // «Дипломы можно забрать с 7 декабря»: a day to collect what was won is no day to go to an event.
    if (kind === 'report' && COLLECT.test(sentence) && !COMING.test(sentence)) continue;
    const told =
      kind === 'vacancy'
        ? sentence.replace(APPLICANT, ' ')
        : kind === 'hours'
          ? sentence.replace(HOURS_WELCOME, ' ')
          : kind === 'offer'
            ? sentence.replace(BOOKING, ' ')
            : kind === 'report'
              ? withoutRecords(sentence)
              : kind === 'greeting' && GREETING.test(sentence)
                ? sentence.replace(GREETING_TODAY, ' ')
                : sentence;
    if (COMING.test(told) || ((kind === 'report' || kind === 'teaser') && STILL_OPEN.test(told))) return false;
    const untimed =
      kind === 'hours' ? withoutHours(told).replace(NOTICE_DATE, ' ') : kind === 'vacancy' ? withoutHours(told) : told;
    if (TIME.test(untimed)) return false;
    // «🏒 Итоги выходных»: the days results are told for are past.
    if (kind === 'report' && RESULTS_OPENING.test(sentence)) continue;
    // «Даты на 25–30 декабря разбирают быстро»: the days of a banquet offer are the guests' to book.
    if (kind === 'offer' && BOOKED_DATES.test(told)) continue;
    // The days of an hours notice are those of its hours, told by the clause they stand in («С 9 января — в обычном
    // режиме», «31 декабря — 2 января — выходные дни», «31.12 — 10:00–15:00»).
    const coming =
      kind === 'hours'
        ? told.split(HOURS_CLAUSE_BREAK).some(namesComingDayBesideHours)
        : untimed.split(CLAUSE_BREAK).some(namesComingDay);
    if (coming) return false;
  }
  return true;
}
