import type { Price, TextSpan } from '../contract.ts';
import { matchForm } from '../text/normalise.ts';
import { pattern } from '../text/pattern.ts';
import { coverOf, type Line, spanOf } from './lines.ts';
import { SURE } from './sure.ts';
import { WEEKDAY_NAMES, WEEKDAYS_EVERY } from './weekdays.ts';

// Prices in whole rubles: «500 ₽», «500р», «от 300 до 800 руб.», «300/500 ₽», «вход свободный», «донат». A season
// ticket («абонемент», «на два дня») is not the price of one event of a programme, and what a drink costs («белые
// русские по 350 ₽») is never the entry price.

export type PriceFinding = { price: Price; confidence: number; span: TextSpan | null };

/** Free entry said as such: «Вход свободный», «участие бесплатное», «свободный вход». */
const FREE_ENTRY = /^(?:вход|участие|свободный\s+вход)/iu;
/** What may follow a free entry in its clause and leave it whole: nothing, or that one signs up for it. */
const FREE_ENDS =
  /^(?:\s+по\s+(?:предварительной\s+)?(?:регистрации|записи))?(?:[\s.:!)\p{Extended_Pictographic}]|\uFE0F)*$/u;
/** The amount is said right after what it is the price of: «Вход 500 ₽», «Билеты от 800 ₽», «участие: 300». */
const ENTRY_LEAD =
  /(?:^|[^\p{L}])(?:вход|билет\p{L}{0,3}|участие|взнос|entry|tickets?|(?:стоимость|цена)(?:\s+(?:участия|билета|входа))?)(?:\s+по\s+билетам)?[\s:—–-]*(?:от\s+)?$/iu;
/**
 * Words anywhere in the lines that make one amount not the whole price: a deposit, a pass, a presale or a price at
 * the door, a later price, a rate by the time, a seat of a kind, or a tip asked for besides free entry.
 */
const OTHER_PRICE =
  /депозит|абонемент|стоп-чек|предпродаж|на\s+вход[еу]|в\s+день\s+(?:концерта|спектакля|мероприятия|события|старта)|после\s+\d|потом|далее|\/\s*мин|в\s+минуту|за\s+час|vip|вип|танцпол|столик|партер|балкон|амфитеатр|ложа|на\s+чай|скинуть|добровольн|по\s+желанию|донат|шляп/iu;
/** Who may pay less, in a clause with a number: «студентам — 300», «дети до 12 лет бесплатно». */
const CONCESSION_WORDS = /льгот|студент|пенсион|школьн|детск|дет(?:ям|ей|и)(?![\p{L}])|девушк|именинник/iu;
const CURRENCY = String.raw`(?:₽|руб(?:лей|ля|ль)?\.?|р\.|р(?![а-яёa-z])|rub(?![a-z]))`;
// An amount starts where a number starts: not after a digit, nor after a digit and a space (the middle of «1 200»).
// Otherwise every digit of a long run is a new start that scans the whole run again: quadratic time on 20,000 digits.
// Nor right after a digit and «.» or «:»: «17.03 — 500 р» is a date and a price, not a range from 3. Nor glued to a
// word: «промокод ШТОПОР26 — 1700 ₽» is a code and a price, not a range from 26.
const AMOUNT = String.raw`(?<!\d[ \u00a0]?)(?<!\d[.:])(?<![a-zа-яё])(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)`;
// `\s*(?:currency\s*)?` rather than `\s*currency?\s*`: two adjacent `\s*` split a run of spaces every possible way.
// «стол на 4 — 12 000 ₽»: a number after «на» counts people or seats, it is no range's lower end.
const RANGE = pattern(
  String.raw`(?<!(?:^|\s)на\s)${AMOUNT}\s*(?:${CURRENCY}\s*)?(?:[–—\-/]|до)\s*${AMOUNT}\s*${CURRENCY}`,
  'gi',
);
/** «Билеты: 1500 / 2000 / 3000 ₽»: three ticket categories or more, the currency said once after the last. */
const TIERS = pattern(
  String.raw`(?<!\/\s?)${AMOUNT}(?:\s?\/\s?(?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)){2,}\s*${CURRENCY}`,
  'gi',
);
const TIER_AMOUNT = /\d{1,3}(?:[ \u00a0]\d{3})+|\d+/g;
const CURRENCY_AT_END = pattern(`${CURRENCY}$`, 'iu');
/**
 * One amount in rubles: group 1 «от» says where prices start («от 400 ₽»), group 2 «до» where they end («Билеты до
 * 2500 ₽», «Цены — до 1500 ₽ (в зависимости от ряда)»), group 3 is the amount.
 */
const SINGLE = pattern(String.raw`(?:(от\s+)|((?<![а-яёa-z])до\s+))?${AMOUNT}\s*${CURRENCY}`, 'gi');
/** A clause with an amount in rubles prices itself: it is not a condition on an earlier price. */
const PRICED = pattern(String.raw`${AMOUNT}\s*${CURRENCY}`, 'i');
// «билет» takes at most ten more letters («билетами»): unbounded, «билетбилетбилет…» rescans the rest from each one.
// «Билеты 600/300 (студенты)»: a second amount after a slash or a dash is another ticket's price.
// «Вход для зрителей 300»: the group the price is for may be named between. Not an hour («вход с 19»), not an age
// («на входе 12+»).
// Not glued to a word: «Билеты: event-hall36.ru» is a site's name, not a price of 36.
// Not after an amount in thousands or hundreds either: «вход 10к» is ten thousand (see UNIT_AMOUNT).
const KEYWORD_AMOUNT =
  /(?:вход|билет[а-я]{0,10}|участие|взнос|стоимость|цена|(?<![a-z])(?:entry|entrance|admission)(?![a-z]))(?:\s+для\s+[а-яё]{2,20})?[^\d\n]{0,12}?(от\s+)?(?<!(?:^|\s)(?:с|в|после)\s)(?<![a-zа-яё])(\d{2,6})(?:\s?[/–—-]\s?(\d{2,6}))?(?![\d:]|\.\d|-?(?:е|го|ое|ого)(?![а-я]))(?!\s*(?:\+|лет|человек|чел|мин|час|%|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек|тыс|сот|[кk](?![а-яa-z])))/gi;
/**
 * An amount in thousands or in hundreds said the short way: «1,5к», «3,5 тыс.», «2 тысячи», «3 сотки» (a «сотка» is a
 * hundred rubles). Group 1 is the number (a decimal comma allowed), group 2 the unit. «к» only right after the digits:
 * «с 18 к 19» is a preposition.
 */
const UNIT_AMOUNT = String.raw`(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)(\s?(?:тыс\.?|тысяч\p{L}{0,2}|сот(?:к\p{L}?|ок|н[яи]|ен))|[кk])(?![\p{L}\d])`;
/** The lower end of a range in the same unit as its upper end: «1,5–3 тыс.», «от 2 до 4 тыс.». */
const UNIT_FROM = String.raw`(?:(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:[–—-]|до)\s?)?`;
/** A kind of seat or of ticket said before its price: «танцпол 2000 | VIP 4500», «фан-зона 3,5 тыс.». */
const SEAT = String.raw`танцпол|фан-зон\p{L}{0,2}|vip|вип|партер|балкон|амфитеатр|бельэтаж`;
/**
 * An amount in thousands or hundreds is money beside what it is the price of: right after the word («вход 3,5к»,
 * «танцпол 2 тыс.») or after a dash or a colon that follows it («Билет на весь марафон — 1,5к»), or with a currency
 * after it. Never after other words: «участие в забеге на 5к» is a distance.
 */
const UNIT_LEAD = pattern(
  String.raw`(?<![\p{L}])(?:вход\p{L}{0,2}|билет\p{L}{0,3}|участие|взнос|стоимость|цена|entry|tickets?|${SEAT})(?:[^\d\n]{0,24}?[—–:-])?\s*(от\s+|по\s+|за\s+)?${UNIT_FROM}${UNIT_AMOUNT}`,
  'giu',
);
const UNIT_CURRENCY = pattern(String.raw`(от\s+)?${UNIT_FROM}${UNIT_AMOUNT}\s*${CURRENCY}`, 'giu');
/** «танцпол 2000 | VIP 4500»: a kind of seat and its price right after it, in rubles without a currency. */
const SEAT_AMOUNT = pattern(
  String.raw`(?<![\p{L}])(?:${SEAT})[\s:—–-]{1,3}(от\s+)?(\d{3,6})(?![\d:]|[.,]\d)(?!\s*(?:лет|человек|чел|мест|мин|час|%|шт|м(?!\p{L})|тыс|сот|[кk](?!\p{L})))`,
  'giu',
);
/** A clause that lists the ticket kinds after a label: «tickets: early bird 900 / door 1500», «Билеты: предпродажа 900». */
const TICKET_LIST = /(?:^|[^\p{L}])(?:билет\p{L}{0,3}|цен[аы]|стоимость|tickets?|prices?)\s*:/iu;
/**
 * An amount of a ticket list: after the name of its kind, a word and a space or a dash, not a phone's digits. That word
 * is in lower case («door 1500», «на входе 1500»): after a capital it is a house («Ленина 120»), see ticketKind.
 */
const LISTED_AMOUNT =
  /(?<=\p{L}[\s:—–-]{1,3})(\d{3,6})(?![\d:]|[.,]\d)(?!\s*(?:лет|человек|чел|мин|час|%|шт|м(?!\p{L})|тыс|сот|[кk](?!\p{L})))/giu;
// «Вход для болельщиков свободный», «Вход по-прежнему свободный», «Вход на все экспозиции и на борт «Витязя»
// свободный»: up to seven words between. «Вход 200 ₽, до 23:00 — свободно», «на вернисаж — свободный»: free said
// alone after a dash, ending its clause («— свободный стиль» is a race's).
const FREE =
  /(?:вход|участие)(?:\s+[«"]?[а-яё-]{1,20}[»"]?){0,7}?\s*(?:[—:-]\s*)?(?:(?:свободн|бесплатн)[а-яё]*(?![а-яё])(?!\s+(?:донат|пожертвовани))|(?:своб|беспл)(?![а-яё])\.?)|свободный вход|бесплатн[а-яё]*|без\s+(?:входной\s+)?(?:платы|оплаты|билет(?:а|ов))|(?<![a-z])free(?![a-z])|(?<=[—–:]\s{0,3})(?:свободно(?![а-яё])|свободный(?=[\s.!)]*$))/i;
/** A full and a reduced price without a currency: «800/400 студентам», «600/300 льготный». */
const CONCESSION =
  /(?<![\d.:])(\d{2,6})\s?\/\s?(\d{2,6})(?:\s+\(?|\s*\()(?:студент|льгот|детск|дет[яеи]|школьник|пенсионер)/gi;
/** Two amounts by a slash that end a clause: «спектакль — 250/150 (дети)» (see groupInBracketsAfter). */
const PAIR_AT_END = /(?<![\d.:/])(\d{2,6})\s?\/\s?(\d{2,6})\s*$/u;
/** A bracket that names who pays the second price, and nothing else: «(дети)», «(льготный)», «(студенты)». */
const GROUP_IN_BRACKETS = /^\s*\(\s*(?:для\s+)?(?:студент|льгот|детск|дет[яеи]|школьник|пенсионер)\p{L}*\.?\s*\)/iu;
/**
 * «Донат», «шляпа по кругу», «музыкантам — в шапку», «можно скинуть на чай ребятам», «добровольный взнос», «купить за
 * любую сумму», «сколько не жалко»: a donation asked for, or a sum each one chooses.
 */
const DONATION =
  /донат|donation|пожертвовани|шляп[аеуы]|(?<![а-яё])в\s+шапку|по кругу|(?:скинуть|скинуться|закинуть|оставить|дать)\s+(?:[а-яё]+\s+)?на\s+чай|добровольн[а-яё]*\s+взнос|(?:за|на|в)\s+любую\s+сумму|сколько\s+не\s+жалко/i;
/**
 * The lines announce a tasting as what happens: «дегустация сидров», «сет дегустации», «пробуем восемь сортов». Its set
 * («сет дегустации — 900 ₽», «сет из 5 сортов — 600 ₽») is then what one pays to take part, not a dish of the menu.
 */
const TASTING_EVENT =
  /(?<![\p{L}])(?:дегустаци[яиюе]|(?:про)?дегустируем|(?:по)?пробуем|пробуют|пробовать)(?![\p{L}])/iu;
/** The words that make a tasting's set look like goods (see NOT_ENTRY): «дегустации», «сет из». */
const TASTING_SET = /дегустац\p{L}*|(?<![\p{L}-])сет\s+из(?![\p{L}])/giu;
/** A season ticket: not the price of one event of a programme (see priceOf). */
const PASS = /абонемент|на весь фестиваль/i;
/** A ticket for several days (see PASS). */
const DAYS_PASS = /на\s+(?:два|три|четыре|все|оба|\d)\s+(?:дн|вечер)/i;
/**
 * What a clause prices that is not the entry: a prize or a certificate for winners, a table's deposit, a fine, a dish
 * or a drink by the piece or the glass («хинкали — 90 ₽/шт», «глинтвейн — 250 ₽», «дегустационный сет — 690 ₽»), a
 * rental or anything paid apart («прокат лыж — 300 ₽ отдельно»), the ride there («автобус, 500 ₽ в обе стороны»), a
 * vendor's stall at a fair («Для мастеров: место 300 ₽/день»).
 */
const NOT_ENTRY =
  /(?<![а-яё])приз|победител|выигр|сертификат|награ|депозит|штраф|залог|\/\s?шт|за\s+(?:шт|бокал|пинт|порци|кружк)|глинтвейн|пиво|пива|бокал|пинт|коктейл|шот[ыа]?(?![а-я])|сет\s+из|дегустац|(?<=[а-яё])-сет|хинкали|блюд|меню|кухн|закусок|снек|салат|пицц|бургер|десерт|подар|продав|на\s+баре|спешл|аренд|прокат|(?<![а-яё])отдельно(?![а-яё])|трансфер|в\s+обе\s+стороны|туда\s+и\s+обратно|мест[оа]\s+в\s+автобус|для\s+(?:мастеров|продавцов|торговцев|экспонентов)(?![а-яё])|торгов[а-яё]*\s+мест/i;
/**
 * What a clause prices when it is the entry: the entry or a ticket named, or a ticket of a kind said by the gift it
 * comes with or without («с подарком — 1000 ₽», «без подарка — 400 ₽»), which is no gift sold apart.
 */
const ENTRY =
  /вход|билет|участие|взнос|стоимость|цена|стоп-чек|(?<![a-z])(?:entry|entrance|admission|tickets?)(?![a-z])|(?<![а-яё])(?:с|без)\s+(?:[а-яё]+\s+)?подарк/i;
/**
 * «стоимость книги — 700 ₽», «цена сборника 500 ₽»: the cost of goods sold at the event (a book, a record, a souvenir),
 * which names no entry though it says «стоимость».
 */
const GOODS_COST =
  /(?:стоимость|цена)\s+(?:книг|книжк|издани|сборник|альбом|каталог|сувенир|открыт(?:ки|ок)|диск|пластинк|мерч|футболк|магнит)\p{L}*/iu;
/**
 * «Мастерам — участие бесплатное», «для продавцов — место 300 ₽»: what a fair's vendors pay for a stall, said to them,
 * which is never the visitors' price, though it names «участие».
 */
const VENDORS =
  /(?<![\p{L}])(?:для\s+(?:мастеров|продавцов|торговцев|экспонентов)|мастерам|продавцам|торговцам|экспонентам)(?![\p{L}])/iu;
/** Whether a clause names the entry (ENTRY), the cost of goods (GOODS_COST) left out. */
const namesEntry = (text: string) => ENTRY.test(GOODS_COST.test(text) ? text.replace(GOODS_COST, '') : text);
/**
 * What makes free entry not everyone's, in the clause that says it: a group of people («студентам», «для участников»,
 * «первым 20 гостям», «родители — бесплатно» beside a child's ticket), an hour («до 22:00», «после полуночи»), or a day of the week or a recurring day («по средам»).
 */
const FREE_FOR_SOME =
  /(?<![а-яё])(?:для\s+(?!всех)|до\s+\d|до\s+полуноч|после|с\s+\d|кто|перв(?:ым|ых)|участник|выступающ|член|резидент|гост[яеи]|по\s+(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)|кажд)|льгот|студент|пенсион|школьн|дет(?:ям|ей|и)(?![а-яё])|девушк|именинник|родител|взросл|сопровожда/i;
/** «По четвергам студентам бесплатно»: free on a day of the week that is another occasion than the event. */
const WEEKLY = pattern(String.raw`(?<![а-яё])по\s+(?:${WEEKDAYS_EVERY}|${WEEKDAY_NAMES})`, 'i');
/**
 * An amount said as an entry's condition or another ticket, which a paid extra of a free event never is: what it is the
 * price of (entry, a seat), a group or an hour (FREE_FOR_SOME), or a later price («дальше», «потом»).
 */
const ENTRY_LIKE = pattern(
  `${ENTRY.source}|${FREE_FOR_SOME.source}|зрител|потом|затем|дальше|далее|позже|${SEAT}`,
  'iu',
);
/**
 * «Вход 200 ₽, для выступающих — свободный», «выступающим — вход свободный», «для участников бесплатно»: after an entry
 * price, a group of people («для …» or a word to whom: «студентам», «детям») that comes in free.
 */
const GROUP_FREE =
  /^\s*(?:для|[\p{L}-]+(?:ым|им|ам|ям))(?:\s+[\p{L}-]+){0,3}(?:\s*[—–:-]\s*|\s+)(?:вход\s+)?(?:свободн|бесплатн)\p{L}*[\s.!)]*$/iu;
/**
 * Free said of the entry or of the whole event («Вход свободный», «Участие бесплатное», «Бесплатно», «бесплатный вход»),
 * not of a thing of it («бесплатная парковка», «бесплатные экскурсии»).
 */
const FREE_WHOLE = /^(?:вход|участие|свободный\s+вход|бесплатно(?![а-яё])|free|без\s)/i;
/**
 * A line that opens by calling the event itself free («📸 Бесплатный вебинар «…»», «Бесплатная лекция о Врубеле»):
 * the whole event is free, and an amount said in its description («штатив за 300 рублей») prices something else.
 */
const FREE_EVENT =
  /^[^\p{L}\d]*бесплатн(?:ый|ая|ое|ые)\s+(?:онлайн[\s-])?(?:вебинар|семинар|концерт|мастер-класс|лекци|кинопоказ|показ|экскурси|спектакл|заняти|урок|встреч|квиз|тренировк|забег|фестивал|ярмарк|маркет|вечер|эфир|стрим|трансляци|интенсив|практикум|воркшоп|курс|прогулк|турнир)/iu;
const FREE_WORD_ENDS = /^(?:\s*(?:вход|участие)|[\s.!)]*$)/iu;
/**
 * A second entry price said as a condition after the first, in the same line, without a currency: a later entry
 * («вход 300, после 22 — 400») or a group that pays less («кто придёт с новичком — вам по 300», «покажите клубную
 * карту и проходите за 500»). «по N» and «за N» count only beside a person or a condition: «настойки по 150» is a drink.
 */
const LATER_ENTRY = /(?:^|\s)(?:после|до)\s+\d{1,2}(?::\d{2})?\s*[—–-]\s*(\d{2,6})(?![\d:]|\.\d)/i;
/** «в костюме — 150», «с флаером — 200»: a condition of a few words, a dash and the amount, and nothing after. */
const CONDITION_DASH = /^\s*(?:[\p{L}-]+\s){1,4}[—–]\s*(\d{2,6})(?![\d:]|\.\d)[\s.!]*$/u;
/**
 * «Билет 300, льготный 150», «Детский билет 700, взрослый 500», «школьникам 200»: who pays another price, then the
 * amount, and nothing after. Only words that name such a group count, so «3 сета 200» is not a price.
 */
const CONCESSION_AFTER =
  /^\s*(?:для\s+)?(?:[\p{L}-]+\s+){0,2}?(?:льготн|взросл|детск|дет(?:ям|ей|и)(?![\p{L}])|школьник|студ|пенсион|резидент)\p{L}*\.?(?:\s+[\p{L}-]+){0,2}(?:\s+(?:до|от|с|младше|старше)\s+\d{1,2}(?:-?\p{L}{1,2})?(?:\s+до\s+\d{1,2})?(?:\s+(?:лет|года?))?)?\s*(?:[—–:-]\s*)?(\d{2,6})(?![\d:]|\.\d)[\s.!)]*$/iu;
/** Who a ticket is for, said as a group of people: «взрослые», «дети», «ребёнок», «студенты», «пенсионеры». */
const PEOPLE = /взросл|ребён|ребен|дет(?:и|ям|ей)(?![\p{L}])|детск|студент|пенсион|школьн|льгот/iu;
/** «тыквенный латте — 290₽»: a thing and its price, nothing else (see goodsList in priceOf). */
const GOODS_ITEM = pattern(String.raw`^\s*(?:[\p{L}-]+\s+){1,3}[—–:-]\s*${AMOUNT}\s*${CURRENCY}[\s.!]*$`, 'iu');
/** «до 23:30 вход бесплатный, потом 500»: the price after free entry ends. */
const AFTER_FREE = /^\s*(?:а\s+)?(?:потом|затем|дальше|позже|после)\s*(?:[—–:-]\s*)?(\d{2,6})(?![\d:]|\.\d)[\s.!)]*$/iu;
/**
 * «остальным 250», «парням — 300», «для остальных 400», «а мужчинам вход 500»: the price of those not let in free, to whom
 * or for whom said, then the amount, and nothing after (see lineFreeForSome in priceOf).
 */
const OTHERS_PAY =
  /^\s*(?:а\s+)?(?:(?:всем\s+)?остальн\p{L}*|для\s+(?:всех\s+)?остальн\p{L}*|[\p{L}-]{2,20}(?:ам|ям))\s*(?:[—–:-]\s*)?(?:вход\s+)?(\d{2,6})(?![\d:]|[.,]\d)(?:\s*(?:₽|руб\.?|р\.?))?[\s.!)]*$/iu;
/** Below this no amount said without a currency is a ticket's price. */
const MIN_BARE_PRICE = 50;
/** «— Свободный»: free said alone after a dash (see FREE), with a capital that makes it a name. */
const CAPITAL_FREE = /^Свободн\p{L}*$/u;
const AFTER_DASH = /[—–:]\s{0,3}$/u;
/** «4 ₽/мин», «5 ₽ в минуту», «300 ₽ за час»: a rate by the time spent, not the price of entry. */
const PER_TIME = /^\s*(?:\/\s*|в\s+|за\s+)(?:мин|час|ч(?![\p{L}]))/iu;
/** A rate by the hour (see PER_TIME). */
const HOURLY = /(?:час|ч)$/iu;
/**
 * «Вход по депозиту: стол на 4 — 12 000 ₽»: entry by a table's deposit spent on the menu, which is no price. A deposit
 * each guest pays to come in is one («Вход — депозит 1500 ₽ на человека»): see PER_PERSON.
 */
const DEPOSIT_ENTRY = /(?:вход|участие)[\s:—–-]*(?:(?:по|через)\s+)?депозит|депозит\p{L}*\s+(?:на|за)\s+вход/iu;
const PER_PERSON = /(?:на|с|за)\s+(?:человека|гостя|персону|одного)|с\s+носа|с\s+каждого/iu;
/**
 * «Вход по депозиту — 3000 ₽ на человека (всё в меню)»: entry on the condition of ordering from the menu, per head or
 * not, is no ticket; «Вход — депозит 1500 ₽ на человека» says the entry is the sum itself.
 */
const BY_DEPOSIT = /(?:вход|участие)\s+(?:по|через)\s+депозит/iu;
/** When or where a ticket is bought, which names an amount beside it as a ticket's price without a currency. */
const TICKET_KIND = String.raw`предпродаж\p{L}*|в\s+предпродаже|на\s+вход[еу]|на\s+месте|в\s+кассе|(?:в\s+)?день\s+(?:концерта|спектакля|мероприятия|события|шоу|показа|игры|вечеринки)`;
const NOT_MONEY = String.raw`(?!\s*(?:\+|лет|человек|чел|мест|мин|час|%|шт|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек|тыс|сот|[кk](?!\p{L})))`;
/** «Предпродажа 400, в день концерта 600»: the kind of ticket, then its price. */
const KIND_AMOUNT = pattern(
  String.raw`(?<![\p{L}])(?:${TICKET_KIND})[\s:—–-]{1,3}(\d{2,6})(?![\d:]|[.,]\d)${NOT_MONEY}`,
  'giu',
);
/** «500 в предпродаже / 600 на входе», «350 — предпродажа», «700 в день концерта»: a price, then its kind. */
const AMOUNT_KIND = pattern(
  String.raw`(?<![\d.:\p{L}])(\d{2,6})(?:\s?(?:₽|руб\.?|р\.?))?\s?(?:[—–-]\s?)?(?:${TICKET_KIND})`,
  'giu',
);
/** «400 / 500 на входе», «300/450 в день концерта»: two prices, the second said of when or where it is bought. */
const PAIR_KIND = pattern(
  String.raw`(?<![\d.:\p{L}])(\d{2,6})(?:\s?(?:₽|руб\.?|р\.?))?\s?\/\s?(\d{2,6})(?:\s?(?:₽|руб\.?|р\.?))?\s?(?:[—–-]\s?)?(?:${TICKET_KIND})`,
  'giu',
);
/** «вход 700 / после 1:00 — 1000», «вход 300 / с 23:00 — 500»: a later entry price in the clause of the first. */
const LATER_IN_CLAUSE = /(?:^|\s)(?:после|с|до)\s+\d{1,2}(?::\d{2})?\s*[—–-]\s*(\d{2,6})(?![\d:]|\.\d)/gi;
/**
 * «вход 400 до полуночи / 600 после», «300 до 23:00, 500 потом»: the later price said before the word that makes it
 * later, after a slash or a dash in the clause of the first, or opening a clause of its own.
 */
const LATER_AMOUNT =
  /(?:^|[/—–])\s*(\d{2,6})(?:\s?(?:₽|руб\.?|р\.?))?\s+(?:после|потом|позже|далее|дальше)(?![\p{L}])/giu;
const LATER_AMOUNT_ONE = pattern(LATER_AMOUNT.source, 'iu');
/**
 * «вход 400 / студ. 250», «билет 600 / детский 300», «800 / льгота 400»: a second price after a slash, for a group that
 * pays less, in the clause of the first (see CONCESSION_AFTER for one in a clause of its own).
 */
const CONCESSION_IN_CLAUSE =
  /\/\s*(?:для\s+)?(?:льгот|детск|дет(?:ям|ей|и)(?![\p{L}])|школьн|студ|пенсион)\p{L}*\.?\s*(?:[—–:-]\s*)?(\d{2,6})(?![\d:]|[.,]\d)/giu;
/**
 * «вход 500 / по флаеру 400», «билет 800 / с промокодом 600», «700 / по репосту 500»: a second price after a slash, for
 * who comes with something, in the clause of the first.
 */
const CONDITION_IN_CLAUSE =
  /\/\s*(?:по|с|со)\s+[\p{L}-]{3,20}(?:\s+[\p{L}-]{2,20})?\s*(?:[—–:-]\s*)?(\d{2,6})(?![\d:]|[.,]\d)(?!\s*(?:лет|человек|чел|мин|час|%|шт))/giu;
/**
 * «350 с чела», «по 400 с человека», «500 с носа», «1000 с команды»: an amount per head or per team is what one pays to
 * come, even without a currency.
 */
const PER_HEAD_AMOUNT =
  /(?<![\d.:\p{L}])(\d{2,6})(?:\s?(?:₽|руб\.?|р\.?))?\s*(?:с|за)\s+(?:чел(?:а|овека)?|носа|участника|гостя|персоны|команды)(?![\p{L}])/giu;
const PER_HEAD_ONE = pattern(PER_HEAD_AMOUNT.source, 'iu');
/** «стоп-чек 600 ₽»: the most a rate by the minute may come to. */
const STOP_CHECK = /стоп[\s-]?чек/iu;
/** «до» right before an amount («Билеты до 2500»): see KEYWORD_AMOUNT. */
const UP_TO = /(?:^|[^а-яё])до\s+\d+$/iu;
/** «стоп-чек 500»: the cap's amount said without a currency. */
const STOP_CHECK_AMOUNT = pattern(String.raw`стоп[\s-]?чек[\s:—–-]{1,3}(\d{2,6})(?![\d:]|[.,]\d)${NOT_MONEY}`, 'giu');
/**
 * A place that charges by the minute, said in words or as a rate: «оплата по минутам», «поминутно», «4 ₽/мин», «по
 * тарифу антикафе», «по стоп-чеку антикафе» (an anti-café charges the time spent). Its stop-check is the most one
 * pays, not the price.
 */
const BY_THE_MINUTE =
  /поминутн|по\s+минутам|(?:₽|руб\.?|р\.?)\s?\/\s?мин|(?:в|за)\s+минуту|(?:тариф|стоп[\s-]?чек)\p{L}*\s+(?:[\p{L}-]+\s+)?антикафе/iu;
/**
 * «…, 500/700» at the end of a digest's line: a clause that is two amounts and a slash, nothing else, is two ticket
 * prices (presale and door, or two kinds). Hundreds at least, so «12/14» is no price. «…, 600–1200» with a dash is the
 * range of a bill's item, its currency left unsaid; the lower end first, and not two years («1941–1945»).
 */
const BARE_PAIR = /^\s*(\d{3,6})\s?(?:(\/)|[–—-])\s?(\d{3,6})[\s.!]*$/u;
/** A number that may be a year: a dash between two of them is a span of years, not of prices. */
const isYear = (value: number) => value >= 1800 && value <= 2100;
/**
 * A season ticket for a series of events («абонемент на 4 концерта цикла — 1000 ₽»): not the price of one of them when
 * a single ticket is given. A pass for days is a festival's (see DAYS_PASS).
 */
const SEASON =
  /абонемент\p{L}*[\s:—–-]+(?:«»\s*)?(?:на\s+)?(?:[\p{L}\d]+\s+){0,2}?(?:концерт|спектакл|заняти|посещени|лекци|показ|сеанс|тренировк|встреч|игр)/iu;
/**
 * What labels a line or a sentence: the words before its first colon or dash, with no amount in them («🏆 Призы:»,
 * «Победителям —»).
 */
const SENTENCE_LABEL = /^[^:—–\d]{0,40}[:—–]/u;
/**
 * «Вход для студентов — по студенческому», «сотрудникам — по пропуску», «для членов клуба — по членскому билету»:
 * entry for a group (said «для …» or to whom) on a card or a pass its people hold, which costs them nothing. Said
 * beside a paid entry, it is a group that comes free (the lowest price is 0); alone, it says nothing of a price. Not a
 * condition of a price («студентам — 400 ₽ (по студенческому)»): no amount in its clause, and not in a bracket.
 */
const BY_CARD =
  /(?<![\p{L}-])(?:для\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?|[\p{L}-]+(?:ам|ям))\s*[—–:-]\s*(?:вход\s+)?по\s+(?:студенческ|пропуск|читательск|членск|служебн)\p{L}*(?:\s+(?:билет|удостоверени|карт)\p{L}*)?/iu;
/** A title in quotes names the event: its words («Как продавать хендмейд») price nothing. */
const QUOTED = /«[^«»\n]{0,80}»/gu;
/**
 * «мастер-классы для детей — 300 ₽»: a thing for a group. The group qualifies the thing, it names no one's entry
 * (unlike «для студентов — 300 ₽»).
 */
const THING_FOR_GROUP = /^\s*(?!для\s)(?:[\p{L}-]+\s+){1,3}?для\s+[\p{L}-]+(?:\s+для\s+[\p{L}-]+)?/iu;
/** An item of a list priced after a dash or a colon: «5 км — 800 ₽», «детский — 300 ₽». */
const PRICED_ITEM = pattern(String.raw`[—–:]\s*${AMOUNT}\s*${CURRENCY}`, 'i');
const GROUP_ENTRY = /(?:^|\s)(?:за|по)\s+(\d{2,6})(?![\d:]|\.\d)(?!\s*(?:лет|человек|чел|мин|час|%|шт))/i;
const GROUP =
  /кто|вам(?![а-я])|для\s|студент|пенсион|дет[иейя]|школьн|карт[аоуыe]|нович|друз|пар[аыу]|групп|предъяв|покаж|именинник|первы/i;

/**
 * «В день концерта +200 ₽ к любой цене», «на входе +100»: a surcharge on the prices given, said with a plus and when
 * or where it is paid. It is no price of its own; the dearest ticket costs that much more. A plus without them is an
 * extra («экскурсия (+100 ₽ к билету)»).
 */
const SURCHARGE = /(?<![\p{L}\d+])\+\s?(\d{2,5})(?![\d:]|[.,]\d)/u;
const SURCHARGE_WHEN = /в\s+день|на\s+вход[еу]|на\s+месте|в\s+кассе|наценк/iu;
/** «винное сопровождение +2000 ₽»: a few words of an option, its amount with a plus, and nothing else. */
const OPTION_PLUS = pattern(String.raw`^\s*(?:[\p{L}-]+\s+){1,3}\+\s?(\d{2,5})\s*${CURRENCY}[\s.!]*$`, 'iu');

/** No ticket costs ten million rubles: a longer number is a phone, an account or noise. */
const MAX_PRICE = 10_000_000;
const toNumber = (amount: string) => Number(amount.replace(/[ \u00a0]/g, ''));
/** The word before an amount of a ticket list names a kind of ticket: it is in lower case (see LISTED_AMOUNT). */
function ticketKind(before: string): boolean {
  let end = before.length;
  while (end > 0 && /[\s:—–-]/u.test(before[end - 1] ?? '')) end -= 1;
  let start = end;
  while (start > 0 && /[\p{L}-]/u.test(before[start - 1] ?? '')) start -= 1;
  const word = before.slice(start, end);
  return word !== '' && word === word.toLowerCase();
}
/** The rubles of «1,5» thousand or «3» hundred (see UNIT_AMOUNT), the lower end first when a range gives one. */
function unitValues(lower: string | undefined, upper: string | undefined, unit: string | undefined): number[] {
  const times = /^\s?сот/iu.test(unit ?? '') ? 100 : 1000;
  const value = (amount: string) => Math.round(Number(amount.replace(',', '.')) * times);
  return lower === undefined ? [value(upper ?? '0')] : [value(lower), value(upper ?? '0')];
}

type Clause = { text: string; start: number };

const HUNDREDS: Record<string, number> = {
  сто: 100,
  двести: 200,
  триста: 300,
  четыреста: 400,
  пятьсот: 500,
  шестьсот: 600,
  семьсот: 700,
  восемьсот: 800,
  девятьсот: 900,
  тысяча: 1000,
  тысячу: 1000,
};
const AMOUNT_WORD = pattern(String.raw`(?<![\p{L}])(${Object.keys(HUNDREDS).join('|')})(?![\p{L}])`, 'giu');
/** What makes a number in words a price: a currency after it, or what it is paid for before it. */
const CURRENCY_AFTER = pattern(String.raw`^\s*${CURRENCY}`, 'iu');
const PAID_BEFORE = /(?:вход|билет\p{L}*|участие|взнос|стоимость|цена|(?<![\p{L}])по)[\s—–:-]*$/iu;
/** «для резидентов — семьсот»: a number in words after a dash, read as a price only as a condition (conditionalEntry). */
const DASH_BEFORE = /\s[—–]\s*$/u;

/**
 * «триста рублей с человека», «Вход — пятьсот»: a price in words, rewritten in digits of the same length so that
 * offsets still point into the text.
 */
function amountsInDigits(text: string): string {
  return text.replace(AMOUNT_WORD, (word: string, _: string, offset: number) => {
    const after = text.slice(offset + word.length, offset + word.length + 12);
    const before = text.slice(Math.max(0, offset - 24), offset);
    if (!CURRENCY_AFTER.test(after) && !PAID_BEFORE.test(before) && !DASH_BEFORE.test(before)) return word;
    return String(HUNDREDS[word.toLowerCase()] ?? word).padEnd(word.length, ' ');
  });
}

/** The index of the first of the sorted, disjoint intervals that ends after `offset` (their length when none does). */
function firstEndingAfter(intervals: readonly [number, number][], offset: number): number {
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((intervals[middle]?.[1] ?? 0) > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Whether the clause at `start` of a line ends at a bracket naming a group that pays less (GROUP_IN_BRACKETS). */
function groupInBracketsAfter(line: Line, start: number): boolean {
  const from = start - line.start;
  const open = line.text.indexOf('(', from);
  return open > from && PAIR_AT_END.test(line.text.slice(from, open)) && GROUP_IN_BRACKETS.test(line.text.slice(open));
}

function clausesOf(line: Line): Clause[] {
  const clauses: Clause[] = [];
  // A bracket is a clause of its own: «вход 500₽ (коктейль — 350₽ весь вечер)» prices a drink inside it.
  // A comma between digits is a decimal one («1,5к»), not a clause's end.
  const pattern = /(?:[^,;·|•()]|(?<=\d),(?=\d))+/g;
  for (const match of line.text.matchAll(pattern)) {
    // A sentence end also ends a clause («… 2500 руб. Количество мест ограничено»).
    let offset = 0;
    // So does «но»: «бесплатно но пожертвования приветствуются» says two things.
    for (const sentence of match[0].split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z])|(?<=\S)\s+(?=[Нн]о\s)/)) {
      const at = match[0].indexOf(sentence, offset);
      clauses.push({ text: amountsInDigits(sentence), start: line.start + (match.index ?? 0) + at });
      offset = at + sentence.length;
    }
  }
  return clauses;
}

/**
 * A conditional entry price in a clause that follows one naming `entry` (see LATER_ENTRY): only within a fifth and
 * five times the first, so a house number or a year is not read as one.
 */
function conditionalEntry(
  clause: string,
  entry: number,
  previous: string,
): { value: number; from: number; to: number } | null {
  if (PRICED.test(clause) || ENTRY.test(clause)) return null;
  // «с друзьями (от трёх человек) — по четыреста»: the group may be named in a clause before.
  const group = GROUP.test(clause) || GROUP.test(previous);
  const match =
    LATER_ENTRY.exec(clause) ??
    // «вход 400 до 23:00, потом 600»: the price after the first one's hour.
    AFTER_FREE.exec(clause) ??
    LATER_AMOUNT_ONE.exec(clause) ??
    CONDITION_DASH.exec(clause) ??
    CONCESSION_AFTER.exec(clause) ??
    (group ? GROUP_ENTRY.exec(clause) : null);
  if (!match) return null;
  const value = toNumber(match[1] ?? '0');
  if (value < entry / 5 || value > entry * 5) return null;
  return { value, from: match.index, to: match.index + match[0].length };
}

/**
 * The words right before an amount, back to the amount before it (or forty characters): «₽! Главный приз — » before
 * «5000₽».
 */
function leadOf(text: string, at: number): string {
  const from = Math.max(0, at - 40);
  let start = at;
  while (start > from && !/\d/u.test(text[start - 1] ?? '')) start -= 1;
  return text.slice(start, at);
}

/** The parts of a clause between slashes: «400 ₽ одна лекция / 700 ₽ абонемент на обе». */
const SLASH_PART = /[^/]+/gu;
const isPass = (text: string) => PASS.test(text) || DAYS_PASS.test(text);

/**
 * A clause without its parts that price a pass (see PASS), blanked so that offsets still point into the text; null
 * when nothing priced is left.
 */
function withoutPass(clause: Clause): Clause | null {
  if (!isPass(clause.text)) return clause;
  let kept = false;
  const text = clause.text.replace(SLASH_PART, (part: string) => {
    if (isPass(part)) return ' '.repeat(part.length);
    kept ||= /\d/u.test(part);
    return part;
  });
  return kept ? { ...clause, text } : null;
}

/** The price the given lines announce, or null when they name none. */
export function priceOf(
  text: string,
  lines: readonly Line[],
  options: { dayByDay?: boolean } = {},
): PriceFinding | null {
  const apart = withoutOpeningDay(lines);
  return (apart && readPrice(text, apart, options)) ?? readPrice(text, lines, options);
}

/**
 * «С 2 декабря выставка открыта …» then «Билет 150 ₽. На вернисаж вход свободный»: lines that price the opening day
 * besides the days after it, and say nothing else of an opening, are the run's; the opening day's clause prices another
 * event, the opening. The lines with that clause blanked (offsets kept); null when they hold none, or speak of the
 * opening elsewhere (then they may be the opening's own), or are price lines alone (they then name no event of their
 * own, and the opening day's price may be the one asked for).
 */
function withoutOpeningDay(lines: readonly Line[]): Line[] | null {
  let blanked = false;
  let other = false;
  const kept: Line[] = [];
  for (const line of lines) {
    if (!OPENING_DAY.test(line.text)) {
      if (OPENING_OWN.test(line.text)) return null;
      other ||= /\p{L}/u.test(line.text);
      kept.push(line);
      continue;
    }
    // Pieces joined once: a line of thousands of clauses is not copied again for each.
    const pieces: string[] = [];
    let at = 0;
    for (const clause of clausesOf(line)) {
      if (!OPENING_DAY.test(clause.text)) continue;
      const from = clause.start - line.start;
      pieces.push(line.text.slice(at, from), ' '.repeat(clause.text.length));
      at = from + clause.text.length;
      blanked = true;
    }
    pieces.push(line.text.slice(at));
    const lineText = pieces.join('');
    if (OPENING_OWN.test(lineText)) return null;
    // «С 19 декабря экспозиция открыта ср–вс. Билет 120 ₽, на открытие — вход свободный»: a sentence of the line that
    // prices nothing says the run's days, so the line is not price lines alone.
    other ||= lineText
      .split(SENTENCE_END)
      .some((sentence) => /\p{L}/u.test(sentence) && !PRICE_SENTENCE.test(sentence));
    kept.push({ ...line, text: lineText });
  }
  return blanked && other ? kept : null;
}

/** The price the given lines announce, every clause read (see priceOf). */
function readPrice(text: string, lines: readonly Line[], options: { dayByDay?: boolean } = {}): PriceFinding | null {
  const amounts: number[] = [];
  const spans: TextSpan[] = [];
  let openEnded = false;
  /** Amounts said as where prices end («до 2500 ₽»): alone, the lowest price is unknown. */
  let upToAmounts = 0;
  let free = false;
  let donation = false;
  let explicitCurrency = false;
  /** An amount in a clause that says what it is the price of («Вход 500 ₽», «Билеты 600/300»). */
  let entryCue = false;
  /** Amounts said right after what they are the price of («Вход 500 ₽», «билеты — 800»), and a free entry said whole. */
  let namedAmounts = 0;
  let freeEntry = false;
  /** Amounts in rubles written in clauses that may price the entry (not a prize, a deposit or a drink). */
  let pricedAmounts = 0;
  /** A clause with a number names someone who pays otherwise. */
  let concession = false;
  /** Free entry said for everyone, not for a group, an hour or a day (see FREE_FOR_SOME). */
  let freeForAll = false;
  /**
   * Amounts that price something besides a free event if it is one («вход свободный, мастер-классы — 300 ₽», «книгу
   * можно купить за 1200 ₽», a pass after a free first lesson): they name no entry, group, hour or later price.
   */
  const extraAmounts: number[] = [];
  const extraSpans: TextSpan[] = [];
  /** Free said of a thing, not of the entry («бесплатный чай»): the event's price only when nothing else is priced. */
  const thingFreeSpans: TextSpan[] = [];
  /** Entry for a group by a card or a pass they hold (see BY_CARD): a group that comes free beside a paid entry. */
  const byCardSpans: TextSpan[] = [];
  /** Season tickets for a series (see SEASON): the price only when no single ticket is given. */
  const seasonAmounts: number[] = [];
  const seasonSpans: TextSpan[] = [];
  /** A tasting's set (see TASTING_EVENT): the price only when nothing else is priced. */
  const tastingAmounts: number[] = [];
  const tastingSpans: TextSpan[] = [];
  const tasting = TASTING_EVENT.test(lines.map((line) => line.text).join('\n'));
  /** What prices no entry (NOT_ENTRY), save a tasting's set when the lines announce a tasting. */
  const notEntry = (words: string) =>
    NOT_ENTRY.test(words) && !(tasting && !NOT_ENTRY.test(words.replace(TASTING_SET, '')));
  /** A rate by the time was given, and how many amounts are a stop-check's cap of it. */
  let perTime = false;
  let capAmounts = 0;
  /** The most a surcharge adds to the dearest ticket (see SURCHARGE). */
  let surcharge = 0;
  for (const line of lines) {
    /** The entry price a clause of this line named, which a later clause may follow with a conditional one. */
    let lineEntry: number | null = null;
    // A line labelled as something else prices that thing in all its clauses («🏆 Призы: питчер, 10 000 ₽ и зерно»).
    // The label is the words before the first colon or dash, with no amount in them: in «Взнос 300 ₽, призовой фонд —
    // 30 000 ₽» the prize is not what labels the line.
    const label = SENTENCE_LABEL.exec(line.text)?.[0] ?? '';
    // «Сет дегустации — 900 ₽» of a tasting labels its entry (see TASTING_EVENT).
    const notEntryLine = notEntry(label) && !ENTRY.test(label);
    // Entry by a deposit for a table is said once for the line: «Вход по депозиту, столик на 6 — 15 000 ₽».
    const depositLine = DEPOSIT_ENTRY.test(line.text) && (!PER_PERSON.test(line.text) || BY_DEPOSIT.test(line.text));
    let previous = '';
    /** This line said entry is free, so a later clause may name the price after that («потом 500»). */
    let lineFree = false;
    /** This line let a group in free («девушкам вход свободный»), so a later clause may price the others («парням 300»). */
    let lineFreeForSome = false;
    const clauses = clausesOf(line);
    // A clause of a sentence priced a dish or a drink: the rest of its list, before or after it, prices goods too
    // («Сет «Оливье + морс» — 450 ₽, глинтвейн — 250 ₽»).
    const sentenceOf: number[] = [];
    const goodsSentences = new Set<number>();
    // A sentence labelled as something else prices that thing in all its clauses, as a line does: «Победителям —
    // кубки и призы, главный — 10 000 ₽!» after another sentence on the same line.
    const otherSentences = new Set<number>();
    let sentence = 0;
    let opening = true;
    for (const clause of clauses) {
      sentenceOf.push(sentence);
      const bare = clause.text.replace(QUOTED, '«»');
      if (notEntry(bare) && !ENTRY.test(clause.text) && PRICED.test(clause.text)) goodsSentences.add(sentence);
      if (opening) {
        const sentenceLabel = SENTENCE_LABEL.exec(bare)?.[0] ?? '';
        if (notEntry(sentenceLabel) && !ENTRY.test(sentenceLabel)) otherSentences.add(sentence);
      }
      opening = /[.!?…]\s*$/u.test(clause.text);
      if (opening) sentence += 1;
    }
    // Whether a clause is inside a bracket, read once along the line; whether the line prices items of a list, once.
    let scanned = 0;
    let inBracket = false;
    let pricedItems: boolean | null = null;
    for (const [index, whole] of clauses.entries()) {
      // A pass for several days or events is another event's ticket when each day is an event of its own, and the
      // upper end of the price when the post is one event over those days («1 день — 900 ₽, абонемент — 2000 ₽»).
      // «400 ₽ одна лекция / 700 ₽ абонемент на обе»: only the pass's part of the clause is left out.
      const clause = options.dayByDay ? withoutPass(whole) : whole;
      if (clause === null) continue;
      for (; scanned < clause.start - line.start; scanned += 1) {
        const char = line.text[scanned];
        if (char === '(') inBracket = true;
        else if (char === ')') inBracket = false;
      }
      const goodsList = goodsSentences.has(sentenceOf[index] ?? -1);
      // A title in quotes is a name, not what the clause prices.
      const bare = clause.text.replace(QUOTED, '«»');
      // «Сет дегустации — 900 ₽» of a tasting: goods only by the tasting's own words.
      const otherSentence = otherSentences.has(sentenceOf[index] ?? -1);
      const tastingSet = !notEntryLine && !otherSentence && NOT_ENTRY.test(bare) && !notEntry(bare);
      if (
        ((notEntry(bare) || notEntryLine || otherSentence || GOODS_COST.test(bare)) && !namesEntry(clause.text)) ||
        depositLine ||
        VENDORS.test(bare)
      ) {
        // «Бесплатно, но пожертвования на аренду проектора приветствуются»: a donation asked for, whatever it pays.
        const donation_ = /\d/.test(clause.text) ? null : DONATION.exec(clause.text);
        if (donation_) {
          donation = true;
          spans.push(
            spanOf(text, clause.start + donation_.index, clause.start + donation_.index + donation_[0].length),
          );
        }
        continue;
      }
      // «Глинтвейн — 250₽, тыквенный латте — 290₽, штрудель — 320₽»: items of the same list as the drink.
      // Not a group of people priced in the list («дети — 100 ₽» beside «прокат коньков — 250 ₽»): a ticket's kind.
      if (
        goodsList &&
        !ENTRY.test(clause.text) &&
        !PEOPLE.test(clause.text) &&
        GOODS_ITEM.test(clause.text.replace(QUOTED, 'название'))
      )
        continue;
      // «Сет — 3500 ₽, винное сопровождение +2000 ₽»: an option said with a plus right after the price, in its sentence
      // and not in a bracket, adds to the dearest ticket as a surcharge does.
      const option =
        lineEntry !== null && !inBracket && index > 0 && sentenceOf[index - 1] === sentenceOf[index]
          ? OPTION_PLUS.exec(clause.text)
          : null;
      const plus = SURCHARGE_WHEN.test(clause.text) ? SURCHARGE.exec(clause.text) : option;
      if (plus) {
        surcharge = Math.max(surcharge, toNumber(plus[1] ?? '0'));
        spans.push(spanOf(text, clause.start + plus.index, clause.start + plus.index + plus[0].length));
        continue;
      }
      pricedAmounts += [...clause.text.matchAll(SINGLE)].length;
      if (BY_THE_MINUTE.test(clause.text)) perTime = true;
      if (/\d/.test(clause.text) && CONCESSION_WORDS.test(clause.text)) concession = true;
      const afterFree = lineFree && lineEntry === null ? AFTER_FREE.exec(clause.text) : null;
      if (afterFree) {
        amounts.push(toNumber(afterFree[1] ?? '0'));
        spans.push(spanOf(text, clause.start + afterFree.index, clause.start + afterFree.index + afterFree[0].length));
        continue;
      }
      // «девушкам до полуночи бесплатно, остальным 250», «дамам — вход свободный, кавалерам 300»: after a group let in
      // free, the price of everyone else, its currency unsaid.
      const othersPay = lineFreeForSome && lineEntry === null ? OTHERS_PAY.exec(clause.text) : null;
      if (othersPay && toNumber(othersPay[1] ?? '0') >= MIN_BARE_PRICE) {
        amounts.push(toNumber(othersPay[1] ?? '0'));
        spans.push(spanOf(text, clause.start + othersPay.index, clause.start + othersPay.index + othersPay[0].length));
        continue;
      }
      const conditional = lineEntry === null ? null : conditionalEntry(clause.text, lineEntry, previous);
      // What the line said before, from its entry price on (a bracket is a clause of its own).
      previous = lineEntry === null ? '' : `${previous} ${clause.text}`.slice(-200);
      if (conditional !== null) {
        amounts.push(conditional.value);
        spans.push(spanOf(text, clause.start + conditional.from, clause.start + conditional.to));
        continue;
      }
      // «Вход 200 ₽, для выступающих — свободный»: a group that comes in free on the same occasion. Not on a day of the
      // week («Пенсионерам по четвергам вход свободный»): that is another occasion, as it is for FREE below.
      const groupFree = lineEntry === null || WEEKLY.test(clause.text) ? null : GROUP_FREE.exec(clause.text);
      if (groupFree) {
        free = true;
        spans.push(spanOf(text, clause.start + groupFree.index, clause.start + groupFree.index + groupFree[0].length));
        continue;
      }
      // «Вход для студентов — по студенческому, для гостей — 200 ₽»: a group that comes in on its card.
      const byCard = /\d/.test(clause.text) || inBracket ? null : BY_CARD.exec(clause.text);
      if (byCard)
        byCardSpans.push(spanOf(text, clause.start + byCard.index, clause.start + byCard.index + byCard[0].length));
      // «настойки по 150» prices a drink; «по 400 с человека» the entry.
      if (/(?:^|\s)по\s+\d/i.test(clause.text) && !ENTRY.test(clause.text) && !PER_HEAD_ONE.test(clause.text)) continue;
      const found = FREE.exec(clause.text);
      // «13.12 — Свободный, ДК «Современник»»: a capital after a dash is a name (a town, a street), not free entry.
      const name = found && CAPITAL_FREE.test(found[0]) && AFTER_DASH.test(clause.text.slice(0, found.index));
      const free_ = name ? null : found;
      // «По четвергам студентам бесплатно»: a free day of a group is another occasion, not this event's price.
      if (free_ && !(WEEKLY.test(clause.text) && CONCESSION_WORDS.test(clause.text))) {
        const whole =
          FREE_WHOLE.test(free_[0]) ||
          FREE_WORD_ENDS.test(clause.text.slice(free_.index + free_[0].length)) ||
          (clause.start === line.start && FREE_EVENT.test(clause.text));
        const freeSpan = spanOf(text, clause.start + free_.index, clause.start + free_.index + free_[0].length);
        if (whole) {
          // «Дистанции: 1 км (детский, бесплатно), 5 км — 800 ₽»: an item of a list whose other items are priced,
          // free in a bracket after it or after a dash, is a category that comes in free, not the whole event.
          let item = !FREE_ENTRY.test(free_[0]) && (inBracket || /[—–]\s*$/u.test(clause.text.slice(0, free_.index)));
          if (item) {
            if (pricedItems === null) pricedItems = PRICED_ITEM.test(line.text);
            item = pricedItems;
          }
          const forSome = FREE_FOR_SOME.test(clause.text);
          freeForAll ||= !item && !forSome;
          lineFreeForSome ||= forSome;
          freeEntry = FREE_ENTRY.test(free_[0]) && FREE_ENDS.test(clause.text.slice(free_.index + free_[0].length));
          free = true;
          lineFree = true;
          spans.push(freeSpan);
        } else thingFreeSpans.push(freeSpan);
      }
      const donation_ = DONATION.exec(clause.text);
      if (donation_) {
        donation = true;
        spans.push(spanOf(text, clause.start + donation_.index, clause.start + donation_.index + donation_[0].length));
      }
      // Disjoint and sorted by start, so an overlap is one binary search away: a clause of thousands of amounts
      // checked against every amount taken before would take quadratic time.
      const taken: [number, number][] = [];
      // Once a clause: a clause of thousands of amounts is not read again for each.
      const entryClause = ENTRY.test(clause.text);
      // «мастер-классы для детей — 300 ₽»: the thing's own group, unless the thing is the entry or a group itself.
      const thing = THING_FOR_GROUP.exec(clause.text)?.[0] ?? '';
      const named = thing.split(/\sдля\s/u)[0] ?? '';
      const ownGroup = ENTRY.test(named) || FREE_FOR_SOME.test(named) ? '' : thing;
      const extra =
        PASS.test(clause.text) ||
        DAYS_PASS.test(clause.text) ||
        !ENTRY_LIKE.test(clause.text.replace(free_?.[0] ?? '', '').replace(ownGroup, ''));
      // «Абонемент «Органные вечера» на 4 концерта»: the series' name in quotes is no part of what it is.
      const season = SEASON.test(bare);
      const cap = STOP_CHECK.test(clause.text);
      /** The clause prices the entry and something that is no entry: each amount goes by its own words. */
      const mixed = entryClause && notEntry(bare);
      const quoted = clause.text.includes('«')
        ? [...clause.text.matchAll(QUOTED)].map((match): [number, number] => [
            match.index ?? 0,
            (match.index ?? 0) + match[0].length,
          ])
        : [];
      const take = (match: RegExpMatchArray, values: number[], open: boolean) => {
        const from = match.index ?? 0;
        const to = from + match[0].length;
        const at = firstEndingAfter(taken, from);
        const next = taken[at];
        if (next && next[0] < to) return;
        taken.splice(at, 0, [from, to]);
        // A name in quotes is no price: «Вебинар «Как получить до 350 000 ₽»».
        if (quoted.some(([start, end]) => from >= start && to <= end)) return;
        // «Главный приз — 5000₽ 💰 вход 200₽»: in a clause of the entry, an amount whose own words price something else.
        if (mixed && notEntry(leadOf(clause.text, from)) && !ENTRY.test(leadOf(clause.text, from))) return;
        // «Билет — 250 ₽/час» of a rink: a ticket by the hour is the ticket's price.
        const rate = PER_TIME.exec(clause.text.slice(to));
        if (rate && !(entryClause && HOURLY.test(rate[0]))) {
          perTime = true;
          return;
        }
        if (values.some((value) => value > MAX_PRICE)) return;
        if (season) {
          seasonAmounts.push(...values);
          seasonSpans.push(spanOf(text, clause.start + from, clause.start + to));
          return;
        }
        if (tastingSet) {
          tastingAmounts.push(...values);
          tastingSpans.push(spanOf(text, clause.start + from, clause.start + to));
          return;
        }
        if (cap) capAmounts += values.length;
        (extra ? extraAmounts : amounts).push(...values);
        if (entryClause) entryCue = true;
        // The few words before the amount only: a clause of thousands of amounts is not read again for each.
        const lead =
          clause.text.slice(Math.max(0, from - 40), from) + match[0].slice(0, Math.max(0, match[0].search(/\d/)));
        if (ENTRY_LEAD.test(lead)) namedAmounts += 1;
        lineEntry = values[0] ?? null;
        if (open) openEnded = true;
        (extra ? extraSpans : spans).push(spanOf(text, clause.start + from, clause.start + to));
      };
      // «вход 3,5к», «Билеты 1,8 тыс. / фан-зона 3,5 тыс. руб.», «вход 3 сотки»: amounts in thousands or hundreds.
      for (const match of clause.text.matchAll(UNIT_CURRENCY)) {
        explicitCurrency = true;
        take(match, unitValues(match[2], match[3], match[4]), Boolean(match[1]) && match[2] === undefined);
      }
      for (const match of clause.text.matchAll(UNIT_LEAD)) {
        const open = /^от/iu.test(match[1] ?? '') && match[2] === undefined;
        take(match, unitValues(match[2], match[3], match[4]), open);
      }
      for (const match of clause.text.matchAll(TIERS)) {
        explicitCurrency = true;
        const tiers = [...match[0].replace(CURRENCY_AT_END, '').matchAll(TIER_AMOUNT)];
        take(
          match,
          tiers.map((tier) => toNumber(tier[0])),
          false,
        );
      }
      for (const match of clause.text.matchAll(RANGE)) {
        explicitCurrency = true;
        take(match, [toNumber(match[1] ?? '0'), toNumber(match[2] ?? '0')], false);
      }
      for (const match of clause.text.matchAll(SINGLE)) {
        explicitCurrency = true;
        const before = amounts.length + extraAmounts.length;
        take(match, [toNumber(match[3] ?? '0')], Boolean(match[1]));
        if (match[2] && amounts.length + extraAmounts.length > before) upToAmounts += 1;
      }
      // «(800/400 студентам)»: two prices, the second for a group that pays less.
      for (const match of clause.text.matchAll(CONCESSION)) {
        take(match, [toNumber(match[1] ?? '0'), toNumber(match[2] ?? '0')], false);
      }
      // «спектакль — 250/150 (дети)»: the group that pays the second price in brackets after the clause.
      const pairAtEnd = PAIR_AT_END.exec(clause.text);
      if (pairAtEnd && groupInBracketsAfter(line, clause.start)) {
        const [full, reduced] = [toNumber(pairAtEnd[1] ?? '0'), toNumber(pairAtEnd[2] ?? '0')];
        // Below fifty rubles no ticket costs («сеансы 12/14»), and the group pays less, not more than five times so.
        if (reduced >= 50 && reduced < full && full <= reduced * 5) take(pairAtEnd, [full, reduced], false);
      }
      for (const match of clause.text.matchAll(KEYWORD_AMOUNT)) {
        const second = match[3] === undefined ? [] : [toNumber(match[3])];
        // «Билеты до 2500»: where prices end. Below a hundred it is an hour: «вход до 21».
        const upTo = second.length === 0 && UP_TO.test(match[0]);
        if (upTo && toNumber(match[2] ?? '0') < 100) continue;
        const before = amounts.length + extraAmounts.length;
        take(match, [toNumber(match[2] ?? '0'), ...second], Boolean(match[1]) && second.length === 0);
        if (upTo && amounts.length + extraAmounts.length > before) upToAmounts += 1;
      }
      for (const match of clause.text.matchAll(SEAT_AMOUNT))
        take(match, [toNumber(match[2] ?? '0')], Boolean(match[1]));
      for (const match of clause.text.matchAll(STOP_CHECK_AMOUNT)) take(match, [toNumber(match[1] ?? '0')], false);
      // «Пятно, Шахта, Ржавчина, 500/700»: a clause of two prices and nothing else.
      const pair = BARE_PAIR.exec(clause.text);
      if (pair) {
        const first = toNumber(pair[1] ?? '0');
        const second = toNumber(pair[3] ?? '0');
        // «500/700» or «500/400»: the presale or the full price may come first; a range by a dash goes up.
        const slash = pair[2] !== undefined;
        const low = Math.min(first, second);
        const high = Math.max(first, second);
        const inOrder = slash || (first < second && !(isYear(first) && isYear(second)));
        // Not a season «2025/2026»: the dearer ticket costs more than one ruble more, and at most five times as much.
        if (inOrder && high > low + 1 && high <= low * 5) take(pair, [low, high], false);
      }
      // «Предпродажа 400, в день концерта 600», «350 — предпродажа / 500 — на входе»: a ticket by when it is bought.
      // Below fifty rubles no ticket costs: «с 10 в кассе» is an hour.
      for (const match of clause.text.matchAll(PAIR_KIND)) {
        const low = toNumber(match[1] ?? '0');
        const high = toNumber(match[2] ?? '0');
        if (low >= 50 && high >= 50 && low <= high * 5 && high <= low * 5) take(match, [low, high], false);
      }
      for (const match of [...clause.text.matchAll(KIND_AMOUNT), ...clause.text.matchAll(AMOUNT_KIND)]) {
        const value = toNumber(match[1] ?? '0');
        if (value >= 50) take(match, [value], false);
      }
      // «вход 700 / после 1:00 — 1000»: a later price of the entry just priced, within a fifth and five times it.
      const first = lineEntry;
      if (first !== null) {
        for (const match of clause.text.matchAll(LATER_IN_CLAUSE)) {
          const value = toNumber(match[1] ?? '0');
          if (value >= first / 5 && value <= first * 5) take(match, [value], false);
        }
        // «вход 400 до полуночи / 600 после», «вход 400 / студ. 250»: a later price, or a group's, of the same entry.
        for (const match of [
          ...clause.text.matchAll(LATER_AMOUNT),
          ...clause.text.matchAll(CONCESSION_IN_CLAUSE),
          ...clause.text.matchAll(CONDITION_IN_CLAUSE),
        ]) {
          const value = toNumber(match[1] ?? '0');
          if (value >= first / 5 && value <= first * 5) take(match, [value], false);
        }
      }
      // «350 с чела», «500 с носа»: a price per head.
      for (const match of clause.text.matchAll(PER_HEAD_AMOUNT)) take(match, [toNumber(match[1] ?? '0')], false);
      // «tickets: early bird 900 / door 1500»: after a ticket label, each kind of ticket and its price.
      const list = TICKET_LIST.exec(clause.text);
      if (list) {
        for (const match of clause.text.matchAll(LISTED_AMOUNT)) {
          const at = match.index ?? 0;
          if (at >= list.index + list[0].length && ticketKind(clause.text.slice(Math.max(0, at - 30), at)))
            take(match, [toNumber(match[1] ?? '0')], false);
        }
      }
    }
  }
  // Free entry for everyone: what else is priced is an extra of the event (a master class, a book, a rental, a pass).
  const extrasLeftOut = freeForAll && extraAmounts.length > 0;
  if (!freeForAll) {
    amounts.push(...extraAmounts);
    spans.push(...extraSpans);
  }
  // «Обмен, продажа, бесплатный чай. Вход 100 ₽»: a free thing of a priced event leaves its price as it is.
  // «для студентов — по студенческому, для гостей — 200 ₽»: the students pay nothing, the guests 200.
  if (!free && byCardSpans.length > 0 && amounts.some((amount) => amount > 0)) {
    free = true;
    spans.push(...byCardSpans);
  }
  if (!free && thingFreeSpans.length > 0 && !amounts.some((amount) => amount > 0)) {
    free = true;
    spans.push(...thingFreeSpans);
  }
  if (!free && amounts.length === 0) {
    amounts.push(...seasonAmounts);
    spans.push(...seasonSpans);
  }
  if (!free && !donation && amounts.length === 0) {
    amounts.push(...tastingAmounts);
    spans.push(...tastingSpans);
  }
  if (!free && !donation && amounts.length === 0) return null;
  const span = coverOf(text, spans);
  const paid = amounts.filter((amount) => amount > 0);
  const min = paid.length > 0 ? Math.min(...paid) : null;
  const max = paid.length > 0 ? Math.max(...paid) + surcharge : null;
  // Sure when the text says what the amount is for (or that entry is free); a bare «500 ₽» may price anything.
  // Amounts gathered from several places of the text («500₽ … коктейль — 350₽») are less sure than one.
  const gathered = spans.length > 1 && new Set(amounts).size > 1;
  // Calibrated on the development sets: a price said with what it is for is right about nine times in ten.
  const said = (free || donation || entryCue ? 0.88 : explicitCurrency ? 0.8 : 0.7) - (gathered ? 0.1 : 0);
  // One entry price said with what it is for, or a free entry said as such, and nothing else in the lines that may
  // price the same entry otherwise (a deposit, a pass, a concession, a later price, a rate by the minute).
  const one =
    spans.length === 1 && !donation && !concession && !OTHER_PRICE.test(lines.map((line) => line.text).join('\n'));
  const sure =
    one &&
    !extrasLeftOut &&
    ((free && freeEntry && amounts.length === 0) ||
      (!free && amounts.length <= 2 && namedAmounts === 1 && pricedAmounts <= 1));
  const confidence = sure ? SURE : said;
  // «Вход свободный, шляпа пойдёт по кругу»: free, and a donation is welcome.
  if (donation && free && max === null)
    return { price: { min: 0, max: 0, free: true, donation: true }, confidence, span };
  if (donation) return { price: { min, max: null, free: false, donation: true }, confidence, span };
  // «FREE до 00:00, после — 300₽»: free for some, paid for others.
  // «Билеты от 500 ₽, детям до 3 лет бесплатно»: where the paid prices end is not said.
  if (free && max !== null) {
    const top = openEnded && amounts.length === 1 ? null : max;
    return { price: { min: 0, max: top, free: false, donation: false }, confidence: 0.7, span };
  }
  if (free || max === null) return { price: { min: 0, max: 0, free: true, donation: false }, confidence, span };
  // «3 ₽/мин, стоп-чек 600 ₽»: the cap is the most one pays, what the least is depends on the time.
  if (perTime && capAmounts === amounts.length)
    return { price: { min: null, max, free: false, donation: false }, confidence, span };
  // «от 400 ₽» alone says where prices start, not where they end.
  const upper = openEnded && amounts.length === 1 ? null : max;
  // «Билеты до 2500 ₽» alone says where prices end, not where they start.
  const lower = upToAmounts > 0 && amounts.length === 1 ? null : min;
  return { price: { min: lower, max: upper, free: false, donation: false }, confidence, span };
}

/**
 * «на «Буратино» — 250 ₽», «билет на спектакль «Ревизор»»: a clause of a shared price line that names the item of the
 * programme its tickets are for, in quotes. A name in quotes said otherwise («для приюта «Лапа»») is no item's.
 */
const NAMED_ITEM = /(?<![\p{L}])на\s+(?:[\p{L}-]+\s+)?«([^«»\n]{1,80})»/u;
/**
 * «Билеты: «Женитьба» — 700 ₽, «Морозко» — 350 ₽»: a clause of a shared price line that opens with an item's name in
 * quotes (after a label at most) and prices it after a dash or a colon.
 */
const NAMED_PRICE =
  /^[^\p{L}\d«]*(?:\p{L}{3,12}\s*:\s*)?«([^«»\n]{1,80})»\s*(?:\([^()\n]{0,12}\)\s*)?[—–:-]\s*(?:от\s+)?(?:\d|вход|бесплатн|свободн)/iu;
/** «на детские — 300 ₽»: a children's adjective alone before the price, its noun left out. */
const CHILDREN_ALONE = /^\s*(?:(?:на|для)\s+)?детск\p{L}*\s*[—–:-]/iu;
/** Age marks of a show for children («0+», «6+») and of one for grown-ups («12+», «16+», «18+»). */
const CHILDREN_AGE = /(?<![\d])[0-6]\s?\+/u;
const GROWN_AGE = /(?<![\d])1[2-8]\s?\+/u;
/** A clause of a shared price line: up to a comma, a semicolon or a sentence's end (a decimal comma kept: «1,5к»). */
const CLAUSE = /(?:[^,;.!?]|(?<=\d)[,.](?=\d))+[.!?]*/gu;
/** A clause that prices a kind of items, not the item named before it: «на вечерние спектакли — 500–1800 ₽». */
const KIND_OF_ITEMS = /вечерн|утренн|дневн|остальн|други[ехм]|(?<![\p{L}])(?:все|всё)(?![\p{L}])/iu;

/**
 * «детский спектакль — 400 ₽», «сказка — 500 ₽», «на премьеру — 500–1000 ₽», «на прослушивания вход свободный»: a
 * clause of a shared price line that prices a kind of items, named by what they are («Вход на встречу свободный. Билет
 * на выставку 100 ₽» of a meeting and an exhibition). A kind of ticket or of person («детский билет», «взрослый — 500
 * ₽») names no kind of item.
 */
const ITEM_KIND_SOURCE = String.raw`спектакл|концерт|сказк|премьер|прослушивани|показ|сеанс|лекци|мастер-класс|мастерск|катани|экскурси|утренник|вечеринк|турнир|квиз|квест|(?<![\p{L}])игр(?:а|е|у|ы|ой)(?![\p{L}])|дискотек|(?<![\p{L}])[её]лк[аиуе]|мюзикл|опер[аыуе](?![\p{L}])|балет|выставк|(?<![\p{L}])встреч(?:а|и|у|е|ей)(?![\p{L}])`;
const ITEM_KIND = pattern(ITEM_KIND_SOURCE, 'iu');
/** «на все вечерние спектакли», «остальные вечерние»: every item of the kind, not priced apart by the hour. */
const KIND_OF_ALL = /остальн|други[ехм]|(?<![\p{L}])(?:все|всё)(?![\p{L}])/iu;
/** «на вечерние спектакли»: a kind of items by the evening hour (see EVENING_FROM). */
const EVENING_KIND = /вечерн/iu;
/** From this hour an item of a bill is an evening one. */
const EVENING_FROM = 17;
/** The first hour an item's own lines name: «10:30 — «Бременские музыканты»». */
const OWN_HOUR = /(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?!\d)/u;
/**
 * «сеансы до 15:00 — 200 ₽», «спектакли с 18:00 — 500 ₽»: a clause that prices the items of a kind by their start,
 * before an hour or from it (group 1 the word, 2 and 3 the hour).
 */
const HOUR_BOUND = pattern(
  String.raw`(?:${ITEM_KIND_SOURCE})\p{L}*\s+(до|после|с|от)\s+([01]?\d|2[0-3])[:.]([0-5]\d)(?!\d)`,
  'iu',
);
/** «после — 300 ₽», «позже — 300 ₽», «остальные — 300 ₽»: the items on the other side of the hour just said. */
const OTHER_SIDE = /^\s*(?:а\s+)?(?:после|позже|остальные)(?![\p{L}])\s*[—–:-]/iu;
/**
 * «дети до 12 лет бесплатно», «студентам — бесплатно»: a group of people let in free, said as the subject (not «для
 * детей», which names a kind of items).
 */
const GROUP_FREE_CLAUSE =
  /(?<![\p{L}])(?<!для\s)(?:дет(?:и|ям)|студент(?:ы|ам)|пенсионер(?:ы|ам)|школьник(?:и|ам)|льготник(?:и|ам))(?![\p{L}])[^\d\n]{0,40}?(?:\d{1,2}[^\d\n]{0,12})?(?:бесплатн|свободн)/iu;
/** The kind is children's shows: it prices the items for children, whatever the words of their lines. */
const CHILDREN_KIND = /детск|для\s+(?:детей|малышей)|сказк|утренник/iu;
/** The kind is shows for grown-ups: it prices the items not for children. */
const ADULT_KIND = /взросл/iu;
/** An item for children: «(для детей от 4 лет)», «детский концерт», «новогодняя сказка», «0+», «6+» (not «16+»). */
const CHILDREN_OWN = /детск|для\s+(?:детей|малышей)|сказк|утренник|(?<![\d])[0-6]\s?\+/iu;
/** «в день концерта 1200 ₽», «на входе»: when or where a ticket is bought, which is no kind of item. */
const BOUGHT_WHEN = pattern(TICKET_KIND, 'iu');
/**
 * Where a clause's price starts: its first digit, or a free entry said in words («вход свободный», «Вход на встречу
 * свободный», the kind said between).
 */
const PRICE_START = /\d|вход\s+свободн|свободн|бесплатн/iu;
/** Words of a kind clause that say nothing of the kind: what is priced, and how. */
const PRICE_WORDS = /^(?:билет|цен[аыу]|стоимост|вход|участи|для|все|только|кроме)/iu;
/**
 * «В день открытия — бесплатно», «На открытие вход свободный»: a price of the opening or closing day, which is the
 * price of an exhibition's opening when the post makes it an event of its own, and not the run's.
 */
const OPENING_DAY = /(?<![\p{L}])(?:в\s+день|на)\s+(?:открыти|закрыти|вернисаж|финисаж)\p{L}*/iu;
/**
 * «Вход на открытие свободный, далее — 100 ₽», «…, в дни работы выставки — по билету»: after the opening day's price,
 * the price of the days after it, which is the run's.
 */
const OTHER_DAYS =
  /^\s*(?:а\s+)?(?:далее|дальше|потом|затем|позже|в\s+(?:остальные|другие|обычные|прочие)\s+дни|в\s+дни\s+работы)(?![\p{L}])/iu;
/**
 * «Вход на открытие свободный, билет в музей — 50 ₽»: after the opening day's price, a clause that names a ticket or the
 * entry afresh, for no group of people, is the price of the days after it.
 */
const TICKET_AFTER_OPENING =
  /^\s*(?:а\s+)?(?:входной\s+)?(?:билет\p{L}{0,3}|вход|стоимость|цена)(?![\p{L}])(?![^\d\n]{0,40}(?:взросл|ребён|ребен|дет(?:и|ям|ей)(?![\p{L}])|детск|студент|пенсион|школьн|льгот))/iu;
/** A sentence's end within a line (see withoutOpeningDay). */
const SENTENCE_END = /(?<=[.!?])\s+/u;
/** A sentence that speaks of a price: the entry or a ticket named, free said, or an amount in rubles. */
const PRICE_SENTENCE = pattern(String.raw`${ENTRY.source}|${FREE.source}|${AMOUNT}\s*${CURRENCY}`, 'iu');
/** An item's own lines say it is the opening or the closing: «Торжественное открытие — 15 января в 15:00». */
const OPENING_OWN = /(?<![\p{L}])(?:открыти|закрыти|вернисаж|финисаж)\p{L}*/iu;
/** Words of four letters or more, for matching a kind's words to an item's line. */
const KIND_WORD = /\p{L}{4,}/gu;

/**
 * Whether two words are one in two forms: they share all but their last two letters, and four at least («концерты» and
 * «концерт», «премьеру» and «премьера», «открытия» and «открытие»).
 */
function sameWord(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  const need = Math.max(4, shorter - 2);
  if (shorter < need) return false;
  return a.slice(0, need) === b.slice(0, need);
}

/** The words of a text that may name a kind of items, in lower case. */
export const kindWordsOf = (text: string) => [...text.toLowerCase().matchAll(KIND_WORD)].map((word) => word[0]);

/**
 * Whether the words that say what a price or a link is for («детский спектакль», «на премьеру», «билеты на мастер-класс
 * и концерт») name the kind of the item whose own lines are `own` (`ownWords`: kindWordsOf(own)): a children's kind
 * names the items for children, any other kind the items whose lines share a word with it. Null when they name no
 * kind of item: a kind of ticket or of person («детский билет», «взрослый»), or when a ticket is bought.
 */
export function namesKindOf(subject: string, own: string, ownWords: readonly string[]): boolean | null {
  if (!ITEM_KIND.test(subject) || BOUGHT_WHEN.test(subject)) return null;
  if (CHILDREN_KIND.test(subject)) return CHILDREN_OWN.test(own);
  // «спектакли для взрослых — 800 ₽»: every item not for children.
  if (ADULT_KIND.test(subject)) return !CHILDREN_OWN.test(own);
  const words = kindWordsOf(subject).filter((word) => !PRICE_WORDS.test(word));
  return words.some((word) => ownWords.some((ownWord) => sameWord(word, ownWord)));
}

/** Whether an item's own lines say what kind of item it is («лекция …», «мастер-класс …», «(6+)»). */
export const namesOwnKind = (own: string) => ITEM_KIND.test(own) || CHILDREN_OWN.test(own);

/** Whether a kind clause of a shared price line prices the item (see namesKindOf); null when it prices no kind. */
function kindPrices(clause: string, own: string, ownWords: readonly string[]): boolean | null {
  const at = clause.search(PRICE_START);
  if (at < 0) return null;
  // The words right before the price, after a label («Билеты:»): a clause of thousands of words is not matched whole
  // against each item's words.
  const subject = clause.slice(Math.max(0, at - 120), at).replace(/^[^:]*:/u, '');
  const kind = namesKindOf(subject, own, ownWords);
  if (kind !== null) return kind;
  // «Взнос: рапид 300 р., блиц 200 р.»: one word alone before the amount that the item's own lines say («рапид
  // 15+10») names it, though no kind of item is said. A word of people, of a seat or of when a ticket is bought names
  // a kind of ticket.
  const word = LONE_WORD.exec(subject)?.[1];
  if (word !== undefined && !PRICE_WORDS.test(word) && !PEOPLE.test(word) && !NO_ITEM_WORD.test(word))
    if (ownWords.some((ownWord) => sameWord(word.toLowerCase(), ownWord))) return true;
  // «Билеты на лекцию: взрослые 150 р»: the kind is named in the label, before the kinds of ticket.
  const label = /^[^:]*:/u.exec(clause.slice(Math.max(0, at - 120), at))?.[0];
  return label === undefined ? null : namesKindOf(label, own, ownWords);
}

/** A clause's subject that is one word and nothing else: «рапид» before «300 р.». */
const LONE_WORD = /^[\s—–-]*(\p{L}{4,})[\s—–:-]*$/u;
/** Words that name a kind of ticket, a seat or a time, never an item of a programme. */
const NO_ITEM_WORD = pattern(
  `^(?:${SEAT}|предпродаж|онлайн|стандарт|комфорт|премиум|семейн|групп|сегодня|завтра|вечер|утро|днём|день|понедельник|вторник|сред|четверг|пятниц|суббот|воскресень|январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)`,
  'iu',
);

/** A name without its words' endings: «на «Снежную королеву»» names «Снежная королева». */
const nameStem = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, Math.max(3, word.length - 2)))
    .join(' ');
/**
 * The forms a name is compared in: its stems, and its words' dictionary forms, which join what cutting endings cannot
 * («на «Маленького принца»» names «Маленький принц»).
 */
const nameKeys = (name: string) => [nameStem(name), `=${matchForm(name)}`];

/**
 * The price a programme's shared price line gives one of its items by the item's name: «Детский билет на «Морозко» —
 * 700 ₽, взрослый — 400 ₽, на вечерние спектакли — 500–1800 ₽» prices «Морозко» at 400–700 ₽ (the clauses from its
 * name to the next name or kind) and every item not named at 500–1800 ₽. `own` is the text of the item's own lines,
 * where its name is written in quotes. Null when the lines do not price a named item apart from the rest, so the
 * caller reads all of them.
 */
export function itemPriceOf(
  text: string,
  lines: readonly Line[],
  own: string,
  options: { dayByDay?: boolean; startMinutes?: number } = {},
): PriceFinding | null {
  const { named, others, rest } = clausesByItem(lines, own, options.startMinutes);
  const priced = (run: readonly Line[]) => run.length > 0 && priceOf(text, run, options) !== null;
  // A named item priced apart from another item or from the rest: else the line is one price for all.
  if (!priced(named) && !priced(others)) return null;
  if (!priced(rest) && !(priced(named) && priced(others))) return null;
  // «Участие — 350 ₽, на семейной игре дети до 12 лет бесплатно»: the kind's clause lets a group in free, on top of
  // the price of all.
  const namedPrices = named.filter((clause) => priced([clause]));
  if (priced(rest) && namedPrices.length > 0 && namedPrices.every((clause) => GROUP_FREE_CLAUSE.test(clause.text)))
    return priceOf(
      text,
      [...rest, ...named].sort((a, b) => a.start - b.start),
      options,
    );
  return priceOf(text, priced(named) ? named : rest, options);
}

/**
 * Whether the shared price lines price only the team's home games and the item is an away game: «Домашние матчи —
 * вход свободный» of «19.12 — «Динамо» — «Нефтяник», выезд». Then the item has no price of the post's, where
 * itemPriceOf leaves the caller to read all the lines. Only an away game: that a line's kind of items is not an item's
 * is too weak a sign to leave the item without a price.
 */
export function pricedForHomeGamesOnly(
  text: string,
  lines: readonly Line[],
  own: string,
  options: { dayByDay?: boolean } = {},
): boolean {
  if (!AWAY_GAME.test(own)) return false;
  const { named, others, rest } = clausesByItem(lines, own);
  const priced = (run: readonly Line[]) => run.length > 0 && priceOf(text, run, options) !== null;
  return priced(others) && !priced(named) && !priced(rest);
}

/**
 * The clauses of a programme's shared price lines by whom they price: the item whose own lines are `own` (by its name,
 * its kind, its hour, its being the opening), the other items, or all items (the rest). `startMinutes` is the item's
 * start in minutes of its day, when the caller knows it; else the first hour of its own lines stands for it.
 */
function clausesByItem(
  lines: readonly Line[],
  own: string,
  startMinutes?: number,
): { named: Line[]; others: Line[]; rest: Line[] } {
  const ownQuoted = [...own.matchAll(QUOTED)].map((quoted) => quoted[0].slice(1, -1));
  const ownNames = new Set(ownQuoted.flatMap(nameKeys));
  const ownStems = ownQuoted.map(nameStem);
  // «Билеты на «Снегурочку» — 250 ₽, на «Ледокол» — 350 ₽» of «Снегурочка и тайна леса» and «Ледокол-2»: a price
  // line calls an item by its name's first words, the rest left out, as people say a film's or a play's name short.
  const namesOwn = (name: string) => {
    if (nameKeys(name).some((key) => ownNames.has(key))) return true;
    const stem = nameStem(name);
    return stem.length >= 4 && ownStems.some((whole) => whole.startsWith(`${stem} `));
  };
  // «В программе: концерт, ярмарка, мастер-классы»: the parts an item's lines list are not its kind.
  const kindOwn = own
    .split('\n')
    .filter((line) => !PROGRAMME_LIST.test(line))
    .join('\n');
  const ownWords = kindWordsOf(kindOwn);
  const bothAges = CHILDREN_AGE.test(own) && GROWN_AGE.test(own);
  const ownHour = OWN_HOUR.exec(own);
  // ««Лёд 3» — 14:10, 19:00»: own lines that list several sessions say the item's hour only by its start, when given.
  const ownMinutes = startMinutes ?? (ownHour ? Number(ownHour[1]) * 60 + Number(ownHour[2]) : null);
  const named: Line[] = [];
  const others: Line[] = [];
  const rest: Line[] = [];
  for (const line of lines) {
    let run = rest;
    /** The clause before named a kind of items, whose noun the next may leave out. */
    let afterKind = false;
    /** The clause before named the evening's items («на вечерние спектакли»). */
    let afterEvening = false;
    /** The clause before priced the items before an hour (true) or from it (false); null when it named no hour. */
    let beforeHour: boolean | null = null;
    /** The clause before priced the opening day, and the item is the opening (true) or not (false). */
    let openingRun: boolean | null = null;
    // Clauses by commas, semicolons and sentence ends, a decimal comma kept («1,5к»).
    for (const match of line.text.matchAll(CLAUSE)) {
      const clause = { index: line.index, start: line.start + (match.index ?? 0), text: match[0] };
      const name = NAMED_ITEM.exec(clause.text)?.[1] ?? NAMED_PRICE.exec(clause.text)?.[1];
      const kind = name === undefined ? kindPrices(clause.text.replace(QUOTED, '«»'), kindOwn, ownWords) : null;
      const hour = name === undefined ? HOUR_BOUND.exec(clause.text) : null;
      const otherSide = beforeHour !== null && OTHER_SIDE.test(clause.text);
      /** Whether the item starts before the hour of the clause, or the clause before; null when either is unsaid. */
      const ownBefore = hour && ownMinutes !== null ? ownMinutes < Number(hour[2]) * 60 + Number(hour[3]) : null;
      if (name !== undefined) run = namesOwn(name) ? named : others;
      // «Домашние матчи — вход свободный»: the home games, not a game the team plays away.
      else if (HOME_GAMES.test(clause.text)) run = AWAY_GAME.test(own) ? others : named;
      else if (OPENING_DAY.test(clause.text)) {
        // «Вход на открытие и на лекцию свободный»: the clause prices the opening and the kind it names besides.
        openingRun = OPENING_OWN.test(own) || kind === true;
        run = openingRun ? named : others;
      } else if (openingRun !== null && (OTHER_DAYS.test(clause.text) || TICKET_AFTER_OPENING.test(clause.text)))
        run = openingRun ? others : named;
      // «сеансы до 15:00 — 200 ₽, после — 300 ₽»: the items by their hour.
      else if (hour) {
        const before = /^до$/iu.test(hour[1] ?? '');
        run = ownBefore === null ? rest : ownBefore === before ? named : others;
        beforeHour = ownBefore === null ? null : ownBefore === before;
      } else if (otherSide) run = beforeHour ? others : named;
      // «Билет 250 ₽, на вечерний сеанс — 300 ₽»: the evening's items by their own hour, not a children's show.
      else if (EVENING_KIND.test(clause.text) && ownMinutes !== null && !KIND_OF_ALL.test(clause.text))
        run = ownMinutes >= EVENING_FROM * 60 && !CHILDREN_KIND.test(own) ? named : others;
      else if (KIND_OF_ITEMS.test(clause.text)) run = rest;
      else if (kind !== null) run = kind ? named : others;
      // «на вечерние спектакли — 500 ₽, на детские — 300 ₽»: the kind's noun said once, the children's adjective alone.
      // Own lines with a children's and a grown-ups' age mark («0+; 18:00 «Женитьба», 12+») hold two items: unsaid.
      // An evening's item whose only children's mark is its age («18:30 — «Чайка» (6+)») is one of the evening's.
      else if (afterKind && CHILDREN_ALONE.test(clause.text) && !bothAges) {
        const evening = afterEvening && ownMinutes !== null && ownMinutes >= EVENING_FROM * 60;
        run = CHILDREN_KIND.test(own) || (!evening && CHILDREN_OWN.test(own)) ? named : others;
      }
      if (!hour) beforeHour = null;
      afterKind = name === undefined && (KIND_OF_ITEMS.test(clause.text) || kind !== null);
      afterEvening = afterKind && EVENING_KIND.test(clause.text);
      run.push(clause);
    }
  }
  return { named, others, rest };
}

/** A line that lists what a programme holds after a label: «В программе: выступления, ярмарка, мастер-классы». */
const PROGRAMME_LIST = /^[^\p{L}]{0,8}(?:в\s+программе|программа(?:\s+\p{L}+){0,2})\s*:/iu;
/** «Домашние матчи — вход свободный», «На домашние игры билеты 150 ₽»: a price said of a team's home games. */
const HOME_GAMES = /(?<![\p{L}])домашн\p{L}*/iu;
/** «выезд», «на выезде», «в гостях»: a game the team plays at another's ground. */
const AWAY_GAME = /(?<![\p{L}])(?:выезд\p{L}*|на\s+выезде|в\s+гостях|гостев\p{L}*\s+(?:матч|игр))(?![\p{L}])/iu;
