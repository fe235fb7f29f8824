import { zoneOffsetMs } from '@mesto/domain';
import type { PlaceCandidate, TextSpan } from '../contract.ts';
import { canBeNominative, dictionaryParses, lemmaOf, morphologyReady } from '../text/morphology.ts';
import { matchForm, stemRu, wordsOf } from '../text/normalise.ts';
import { pattern } from '../text/pattern.ts';
import { similarity, windowSimilarity } from '../text/trigram.ts';
import { type Line, spanOf } from './lines.ts';
import { WEEKDAY } from './weekdays.ts';

// Phrases that may name a place, and the catalogue place they most likely name. A phrase with a strong cue (quotes,
// 📍, «Где:», an address) weighs more than a word after «в» or a bare piece of a short line.

export type PhraseKind = 'quoted' | 'cue' | 'preposition' | 'address' | 'piece';
/**
 * `context`: how much the words around the phrase let it be the venue (1 by default; less after «от», «сборная»,
 * «резиденты», «группа», on a line about what comes after the event).
 */
export type PlacePhrase = {
  text: string;
  span: TextSpan;
  kind: PhraseKind;
  context?: number;
  /** An address said as one («ул. Кольцовская, 12», «Карла Маркса, 55»), not a word and a number. */
  stated?: boolean;
  /** The words just before a quoted name: what kind of place it names («стадион «Краснодар»»). */
  kindWord?: string;
  /** A quoted name after «в», «на» and perhaps a kind of place («в галерее «Белый куб»»): where, not whose. */
  located?: boolean;
  /**
   * A clause in lower case between commas, a colon or brackets («12:00, художественный музей: экскурсия»): it names
   * only a place the catalogue knows by a name in lower case, and only as a whole.
   */
  lowerClause?: boolean;
  /** A kind of place and the street it stands on («библиотека на Холодильной»), as its two words. */
  onStreet?: { kind: string; street: string };
  /** A hashtag, its words run together («#историкохудожественныймузей»): it names a place only whole. */
  hashtag?: boolean;
  /**
   * The quoted name an unquoted phrase holds or that follows it («лыжная трасса «Удинская»», «Молодёжный театр
   * «Зюйд»»): the phrase names no place whose own quoted name is another.
   */
  quotedName?: string;
  /** The town said just before a quoted name and its kind («Нальчик, стадион «Спартак»»), lower-cased. */
  town?: string;
  /**
   * An unquoted phrase that opens with a word in lower case, in a post that writes names with capitals («на встречу
   * клуба любителей»): a common word, not a one-word name the catalogue writes with a capital («Кафе «Встреча»»).
   */
  common?: boolean;
};
export type PlaceMatch = { place: PlaceCandidate; score: number; phrase: PlacePhrase };

/** Below this weighted similarity a phrase does not name the place. */
export const PLACE_THRESHOLD = 0.6;

const QUOTED = /«([^«»\n]{2,60})»|"([^"\n]{2,60})"|“([^”\n]{2,60})”/g;
/** A piece of a line that opens with a quoted name, closed within it: «Северное сияние» 12+. */
const QUOTED_START = /^\s*(?:«[^«»\n]+»|"[^"\n]+"|“[^”\n]+”)/u;
const CUE = /(?:📍|(?<![\p{L}\p{N}])@|где\s*:|место\s*:|адрес\s*:)\s*([^\n]{2,80})/giu;
const PREPOSITION = /(?<![\p{L}\p{N}])(?:в|во|у|на)\s+(?=[^\s\d«"“])/giu;
/**
 * «с», «со» or «от» before a station, a pier or a port, perhaps after its adjective: «отправится с вокзала Тында»,
 * «от Речного причала». A ride — a train, a boat — starts at the place it leaves from.
 */
const DEPARTS_FROM =
  /(?<![\p{L}\p{N}])(?:с|со|от)[ \t]+(?=(?:\p{L}{1,30}?(?:ого|его|ой|ей)[ \t]+)?(?:вокзал|автовокзал|станци|пристан|причал|пирс|аэропорт|порт)\p{L}*)/giu;
/** Up to three words after a preposition. */
const WORDS_AFTER = /[^\s,.!?:;()«»"“”—–]+(?:[ \t]+[^\s,.!?:;()«»"“”—–]+){0,2}/uy;
// A street's abbreviation starts a word: «покажем. Длительность 2» is no «м. Длительность, 2». The street's type may
// also follow its name, in lower case («Курортный бульвар, 4», «Садовая улица, 12»), or abbreviated before the comma
// of the house («Комсомольская наб., 38», «Садовая ул., 12»).
const ADDRESS =
  /(?:(?<![\p{L}])(?:ул\.|улица|пр\.|проспект|пер\.|переулок|наб\.|набережная|пл\.|площадь|б\.|м\.)\s*)?((?:[А-ЯЁ][а-яё]+-)?[А-ЯЁ][а-яё]+(?:\s[А-ЯЁ][а-яё]+)?(?:[ \t](?:улица|проспект|бульвар|переулок|набережная|площадь|шоссе|проезд|тракт)(?![\p{L}])|[ \t](?:ул|пр|пер|наб|пл|б-р|ш)\.(?=,))?),?\s+(\d{1,3}[а-я]?)(?![\d:]|\.\d)/gu;
const STREET_PREFIX = /^(?:ул\.|улица|пр\.|проспект|пер\.|переулок|наб\.|набережная|пл\.|площадь|б\.|м\.)/iu;
/**
 * «Вторник, 9 февраля», «Пт, 16 октября»: a day and a date, not a street and a house; «Вход 150», «Билет 300»: a price.
 */
const NOT_A_STREET = pattern(
  `^(?:${WEEKDAY}|вход|билет|билеты|стоимость|цена|взнос|участие|депозит|возраст|мест|места)$`,
  'iu',
);
const DATE_AFTER =
  /^\s*(?:[–—-]\s*\d|(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)|(?:янв|фев|мар|апр|авг|сен|окт|ноя|дек)(?![а-яё]))/iu;
/** What may follow a house number: the end, punctuation, or a preposition («Ленина, 58 в 19:00»); not «5 тур». */
const HOUSE_END = /^(?:$|\s*[,.;:!?)(—–\n]|\s+(?:в|во|с|со|у|на|до|к|и)(?![\p{L}]))/u;
/** Up to eight words from the first of a formal name («Российский академический театр …»). */
const FORMAL_RUN =
  /(?<![\p{L}])(?:Российск|Государствен|Академическ|Областн|Муниципальн)[\p{L}-]*(?:[ \t][\p{L}.-]+){1,7}/gu;
/**
 * One or two words at the start of a line in lower case that do something: «гараж снова открывает двери», «кот
 * шрёдингера зовёт на мафию» (not «концерт 25 ноября»).
 */
const LOWER_LEAD =
  /^[^\p{L}\n]{0,8}(\p{Ll}[\p{L}-]+(?:[ \t]\p{Ll}[\p{L}-]+)?)(?=[ \t]+(?:(?:снова|опять|уже|сегодня|завтра)[ \t]+)?\p{Ll}+(?:ет|ит|ют|ят|ёт|ут)(?![\p{L}]))/u;
const CAPITAL_WORD = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}-]+/gu;
/**
 * What a venue does as the subject of a line's first sentence: «Музей истории освоения и развития Норильского
 * промышленного района приглашает …», «Центральная городская библиотека им. Расула Гамзатова приглашает …».
 */
const SUBJECT_VERB =
  /(?<![\p{L}])(?:приглаша|представля|проводит|проводят|организу|зов[её]т|открыва|объявля|анонсиру|устраива|ждёт|ждет)\p{L}*/iu;
/** After a tour's date and its dash or bar: a city of one or two words, and a comma, a dash or a bar after it. */
const TOUR_CITY = /^[ \t]*(\p{Lu}[\p{L}-]+(?:[ \t]\p{Lu}[\p{L}-]+)?)[ \t]*[,|—–][ \t]*/u;
/** What follows a tour's city: a quoted name, or a kind of venue, perhaps after up to three words of its name. */
const TOUR_VENUE =
  /^(?:[«"“]|(?:[\p{L}-]{3,}[ \t]+){0,3}(?:(?:[грс]?дк|кз|бар|зал|паб|клуб|лофт)(?:[аеуы]|ом)?(?![\p{L}])|дворец|дворц|театр|филармони|сцен|кинотеатр|арен|дом[ \t]+культуры|центр|площадк|музе|библиотек|стадион|спорткомплекс|ледов))/iu;
/** Abbreviations a formal name keeps inside: «им.», initials («Д. К.»). */
const NAME_ABBREVIATION = /(?<![\p{L}])(?:им|\p{Lu})\./gu;
/**
 * A hall or a stage of a venue, the venue after it in the genitive: «Малая сцена театра Грибоедова», «на сцене
 * Вологодского драмтеатра», «в фойе библиотеки».
 */
const HALL = /(?<![\p{L}])(?:сцен[аеуы]|зал[аеу]?|фойе)[ \t]+(?=[^\s\d«"“])/giu;
/**
 * A kind of place in lower case and the capitalised name or abbreviation after it: «афиша филармонии ЕАО», «у
 * музея Бажова», «в фойе театра Вахтангова».
 */
const KIND_NAMED =
  /(?<![\p{L}-])(?:театр|филармони|музе|библиотек|дворц|галере|цирк)\p{Ll}*[ \t]+\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*)?/gu;
/**
 * A kind of place in lower case and up to three words in lower case after it, in any case: «касса театра драмы и
 * комедии», «билеты в кассе музея истории города»; the catalogue may name a place so in lower case.
 */
const LOWER_KIND_RUN =
  /(?<![\p{L}-])(?:театр|филармони|музе|библиотек|дворц|галере|цирк)\p{Ll}*(?:[ \t]+\p{Ll}[\p{L}-]*){1,3}/gu;
/**
 * An adjective in lower case and a kind of place after it, in any case: «краеведческий музей работает до 22:00»,
 * «детской библиотеки»; the catalogue may know a place so in lower case.
 */
const LOWER_ADJECTIVE_KIND =
  /(?<![\p{L}-])\p{Ll}[\p{L}-]{2,}(?:ий|ый|ой|ая|яя|ое|ее|ого|его|ом|ем|ую|юю)[ \t]+(?:театр|филармони|музе|библиотек|дворц|галере|цирк)\p{Ll}*/gu;
/**
 * A kind of place and the genres of its art listed in the genitive, commas and «и» between: «театра музыки, драмы и
 * комедии», «Театр оперы, балета и драмы»; the name goes on past the comma a run of words stops at.
 */
const LISTED_KIND_RUN =
  /(?<![\p{L}-])(?:[Тт]еатр|[Фф]илармони|[Мм]узе|[Дд]ворц|[Дд]вор[её]ц)\p{Ll}*[ \t]+\p{Ll}[\p{L}-]*(?:,[ \t]+\p{Ll}[\p{L}-]*){1,2}[ \t]+и[ \t]+\p{Ll}[\p{L}-]*/gu;
/**
 * A kind of place in lower case, up to three words in lower case and whom it is named after, initials and all: «музея
 * цветного камня им. В. Н. Дава», «библиотеки семейного чтения имени А. Гайдара».
 */
const LOWER_KIND_NAMED_FOR =
  /(?<![\p{L}-])(?:театр|филармони|музе|библиотек|дворц|галере|цирк)\p{Ll}*(?:[ \t]+\p{Ll}[\p{L}-]*){0,3}?[ \t]+(?:имени|им\.)[ \t]*(?:\p{Lu}\.[ \t]*){0,2}\p{Lu}[\p{L}-]+/gu;
/** A capitalised word or an initial next: «… имени Чехова», «… им. А. Гайдара». */
const NAME_GOES_ON = /^[ \t]*(?:\.[ \t]*)?\p{Lu}/u;
/** The clauses of a line: between its start or end, commas, colons, semicolons, brackets, bars and dashes. */
const CLAUSE = /[^,:;()|·—–]+/gu;
/** One to four words of letters, the first in lower case: «филармония», «художественный музей». */
const LOWER_WORDS = /^\p{Ll}[\p{L}-]*(?:[ \t]+[\p{L}-]+){0,3}$/u;
/** A kind of place in lower case and the street it stands on: «библиотека на Холодильной», «театр на Спасской». */
const ON_STREET = /(?<![\p{L}])(\p{Ll}[\p{L}-]{2,})[ \t]+на[ \t]+(\p{Lu}[\p{Ll}-]{2,})(?![\p{L}])/gu;
/**
 * The words before a quoted name that say it is where: «в», «во», «на», a kind of place in the prepositional case and
 * perhaps its adjective («в галерее», «в книжном магазине»); not where to («абонементы в кинотеатр «…»»).
 */
const LOCATED_BEFORE =
  /(?:^|[^\p{L}])(?:в|во|на)(?:[ \t]+\p{Ll}[\p{L}-]*(?:ом|ем|ой|ей))?(?:[ \t]+(?:бар|паб|каф|кофейн|клуб|ресторан|театр|кинотеатр|кинобар|лофт|пространств|арт-пространств|магазин|библиотек|музе|галере|студи|антикаф|филармони|зал|сцен|площадк|двор|центр|дом|парк|сад|сквер)[а-яё]*[еи])[ \t]*[«"“]$/u;
/** Up to four words from a capitalised one. */
const RUN = /\p{Lu}[\p{L}-]+(?:[ \t]+[\p{L}-]+){0,3}/uy;
/** Street types and their abbreviations, as words and as the stems `matchForm` gives them. */
const STREET_WORDS =
  /^(?:ул|улиц[аы]?|пр|пр-т|проспект|пер|переулок|наб|набережн(?:ая)?|пл|площад[ь]?|б|м|бул|бульвар|ш|шоссе|тракт)$/;

/** The words that only say «street» or «lane» and never name one, as `matchForm` gives them. */
const STREET_TYPE_ONLY = /^(?:ул|улиц[аы]?|пр|пр-т|пер|переулок)$/;

/**
 * Words just before a phrase that make it someone other than the venue: a supplier («кофе от «Ржавчины»»), a team
 * («сборная «Бочки»», «резиденты «Склада»», «честь «Синей птицы»»), a band, a film or an album named like a place
 * («группа «Маяк»»), the place one moves from («переезжает из «Типографии»»); a kind of place may stand between
 * («сборная бара «Бочка»», «резиденты клуба «Склад»»).
 */
const NOT_THE_VENUE =
  /(?:^|[\s(])(?:(?:от|сборн[а-яё]*|резидент[а-яё]*|честь|переезжа[а-яё]*\s+из)(?:\s+(?:бар|паб|кафе|кофейн|клуб|ресторан|театр|кинотеатр|лофт|пространств|магазин|библиотек|музе|галере|студи|антикафе|[грс]?дк|дворц)[а-яё]*)?|команд[а-яё]*|групп[а-яё]*|альбом[а-яё]*|фильм[а-яё]*|песн[а-яё]*|трибьют[а-яё]*|памяти|имени|им\.|по)\s*$/iu;
/**
 * The word right before a quoted name, no preposition between, that makes it no venue: a club of people who share a
 * pursuit («литклуба «Таганай»», «турклуб «Вершина»») meets somewhere; a reserve or a ridge («нацпарк «Таганай»») is
 * where one walks. A film club is often a venue's own («Киноклуб «Плотина»»), and «литклуб в «Таганае»» is there.
 */
const PURSUIT_BEFORE =
  /(?:^|[\s(])(?:(?:лит|тур|фото|шахматн[а-яё]*\s+)клуб[а-яё]*|нацпарк[а-яё]*|заповедник[а-яё]*|хребт[а-яё]*|хребет)\s*[«"“]$/iu;
/**
 * A quoted name right after an ensemble, a choir or an orchestra is theirs («вокальный ансамбль «Магистраль»»);
 * unquoted, the venue after them is whose they are («хор Троицкого храма», «оркестр филармонии»). A venue whose
 * ensembles perform («коллективы ДК «Юность»») is where they do only when the post names no other place (see
 * ENSEMBLES_OF_A_VENUE).
 */
const ENSEMBLE_BEFORE = /(?:^|[\s(])(?:ансамбл[а-яё]*|хор(?:а|у|ом|е)?|оркестр[а-яё]*|коллектив[а-яё]*)\s*[«"“]$/iu;
const ENSEMBLES_OF_A_VENUE =
  /(?:^|[\s(])(?:ансамбл[а-яё]*|хор(?:а|у|ом|е)?|оркестр[а-яё]*|коллектив[а-яё]*)\s+(?:[грс]?дк|дворц[а-яё]*|театр[а-яё]*|центр[а-яё]*|клуб[а-яё]*)\s*[«"“]$/iu;
/**
 * A name after a park or a street is whom they are named after («в Парке Горького», «на улице Чкалова»), not a venue
 * named like that person; a quoted name after them is the park's own («в саду «Эрмитаж»»). A name after a river, a
 * lake or a settlement («на р. Витим», «(п. Витим)», «в селе Покровка») is theirs, not a venue's named alike.
 */
const NAMED_AFTER =
  /(?:^|[\s(])(?:(?:парк|сквер|сад|улиц|проспект|площад|бульвар|набережн|башн|ворот|памятник|мост)[а-яё]*|(?:рек|озер|залив|остров|пруд|пос[её]лк|хутор|станиц|деревн)[а-яё]{0,3}|сел[оауе]|(?:р|оз|г|п|пос|пгт|с|д|х|ст)\.)\s*$/iu;
/**
 * A kind of place in the genitive after a park or a garden is whose they are, not whom they are named after: «в саду
 * Дома-музея …», «в парке Дворца культуры …», «сквер Театра драмы».
 */
const OWNER_KIND =
  /^(?:дом[аеу]?|дворц[аеу]|музе[яюе]|театр[аеу]|библиотек[иеу]|филармони[иею]|усадьб[ыеу]|монастыр[яюе]|центр[аеу])(?![\p{L}])/iu;
/** A phrase that opens with a settlement's or a river's abbreviation and its name: «п. Витим», «г. Крымск». */
const SETTLEMENT_FIRST = /^(?:р|оз|г|п|пос|пгт|с|д|х|ст)\.[ \t]*\p{Lu}/u;
/** The same with an adjective of the name between: «на набережной Северной Двины», «на улице Малой Ямской». */
const NAMED_AFTER_ADJECTIVE =
  /(?:^|[\s(])(?:парк|сквер|сад|улиц|проспект|площад|бульвар|набережн|мост)[а-яё]*[ \t]+\p{Lu}[\p{Ll}-]*(?:ой|ый|ий|ая|яя|ое|ее|ого|его|ом|ем|ую|юю)[ \t]*$/u;
/**
 * A line about what comes after the event («После концерта — афтепати в «Бункере»»), not one that only starts with
 * «после» («После летних каникул «Подшипник» снова открыт»).
 */
const AFTER_THE_EVENT =
  /^[^\p{L}]*(?:после\s+(?:концерт|спектакл|шоу|вечеринк|лекци|показ|квиз|матч|мероприяти|игр|фестивал|него|не[её]|этого)\p{L}*|афтепати|afterparty|after-party)(?![\p{L}])/iu;
const NOT_THE_VENUE_CONTEXT = 0.5;
/** A clause that gathers people somewhere: «Сбор в 9:30 у …», «встречаемся у …». */
const GATHERING = /^[^\p{L}]*(?:сбор|встреча|встречаемся|собираемся)(?![\p{L}])/iu;
/**
 * A trip out of town: a hike, a bus tour, a departure by road and a return. Where its group gathers is not where it
 * goes («Сбор у Дома культуры, отправление в 8:00»); a walk round the town from a museum («Сбор у музея, выходим в
 * 14:00») or a ride from a bar round the city is still theirs.
 */
const TRIP =
  /(?<![\p{L}])(?:поход\p{L}*|восхождени\p{L}*|сплав\p{L}*|автобусн\p{L}*|выездн\p{L}*|поездк\p{L}*|отправлени[ея]|отправляемся|выезд|выезжаем|отъезд|возвращени[ея])(?![\p{L}])/iu;
/** The boundaries of a line's clauses for `GATHERING`: a comma, a semicolon, the end of a sentence. */
const CLAUSE_END = /[,;!?]|\.\s/u;
/**
 * The staff of a venue («Команда бара «Высота» выходит на улицу», «кураторы — команда кофейни «Маяк»») organise or
 * curate: the event is at their venue only when the post names no other place.
 */
const TEAM_OF_A_VENUE =
  /(?:^|[\s(])команд[а-яё]*\s+(?:бар|паб|кафе|кофейн|клуб|ресторан|театр|кинотеатр|лофт|пространств|магазин|библиотек|музе|галере|студи|антикафе)[а-яё]*\s*$/iu;
/** Weighs a team's venue under any place named plainly, yet over the threshold when it is the only one. */
const TEAM_CONTEXT = 0.65;
/**
 * Performers said by the venue they belong to, its name unquoted: «детский хор ЦДТ», «оркестр филармонии», «учащиеся
 * ДШИ», «воспитанники Дома детского творчества». They come from there; they perform there only when the post names
 * no other place (a school's pupils often give their concert at the town's House of culture).
 */
const PERFORMERS_BEFORE =
  /(?:^|[\s(])(?:ансамбл[а-яё]*|хор(?:а|у|ом|е|ы|ов)?|оркестр[а-яё]*|коллектив[а-яё]*|учащи[еихм]ся|учащимися|воспитанник[а-яё]*|ученик[а-яё]*|студент[а-яё]*|выпускник[а-яё]*|солист[а-яё]*)[ \t]*$/iu;
/**
 * A word of a lower-case kind and a person's name: «филармонии имени Пономаренко», «библиотека им. А. С. Пушкина»,
 * and the word after it, which may be of the name too («библиотека им. Расула Гамзатова», «парке им. Ленинского
 * комсомола»); a word more does no harm, the name is compared from the phrase's start.
 */
const NAMED_FOR =
  /(?<![\p{L}])\p{Ll}[\p{L}-]*[ \t]+(?:имени|им\.)[ \t]*(?:\p{Lu}\.[ \t]*){0,2}\p{Lu}[\p{L}-]+(?:[ \t]+[\p{L}-]{3,})?/gu;
/**
 * A capitalised word, up to four words in lower case and a person's name: «Парке культуры и отдыха имени Ленина»,
 * «Центральная городская библиотека им. М. А. Дудина»; longer than a run of capitalised words.
 */
const NAMED_RUN =
  /\p{Lu}[\p{L}-]*(?:[ \t]+\p{Ll}[\p{L}-]*){0,4}[ \t]+(?:имени|им\.)[ \t]*(?:\p{Lu}\.[ \t]*){0,2}\p{Lu}[\p{L}-]+/uy;
/**
 * A capitalised word, up to three more and a person's initials and surname: «Дома-музея И. В. Мичурина», «Библиотека
 * семейного чтения А. Гайдара»; a run of capitalised words stops at the first initial's dot.
 */
const INITIALS_RUN = /\p{Lu}[\p{L}-]+(?:[ \t]+[\p{L}-]+){0,3}?[ \t]+\p{Lu}\.[ \t]*(?:\p{Lu}\.[ \t]*)?\p{Lu}[\p{L}-]+/uy;
/** Whom a phrase says a place is named after: the last capitalised word after «имени» / «им.». */
const PERSON = /(?<![\p{L}])(?:имени|им\.)[ \t]*(?:\p{Lu}\.[ \t]*){0,2}(\p{Lu}[\p{L}-]+)(?:[ \t]+(\p{Lu}[\p{L}-]+))?/u;
/**
 * Kinds of places that are buildings or grounds of their own, as stems: a stadium is not a park or a basket hall
 * named alike («Стадион «Краснодар»», «Парк «Краснодар»», «Баскет-холл «Краснодар»»). Bars, cafés and clubs are
 * called one another too freely to be told apart.
 */
const PLACE_KINDS: readonly RegExp[] = [
  /^стадион$/,
  /^баскет$/,
  /^ледов/,
  /^(?:парк|сквер|сад)$/,
  /^театр$/,
  /^(?:кинотеатр|кинозал)$/,
  /^библиотек$/,
  /^филармон/,
  /^цирк$/,
  /^музе?$/,
  /^баз$/,
  // A palace of culture and its abbreviations («ДК», «ГДК», «РДК»): not a park of culture («в парке культуры»).
  /^(?:дворец|[грс]?дк)$/,
];
/**
 * A quoted name followed or preceded by another across a dash or «vs»: «Балтика» — «Спартак», «Урал» vs «Нефтяник»;
 * a side's town may follow it in brackets («Витим» (п. Витим) — «Пеледуй»).
 */
const SIDE_AFTER = /^[»"”]\s(?:\([^()\n]{1,40}\)\s)?(?:[—–-]|vs\.?|против)\s[«"“]/iu;
const SIDE_BEFORE = /[»"”]\s(?:\([^()\n]{1,40}\)\s)?(?:[—–-]|vs\.?|против)\s$/iu;
/**
 * A town after a quoted name, in brackets or in capitals: «Локомотив» (Тайшет), «САЯНЫ» НИЖНЕУДИНСК. In a post about
 * games the name is a team's, said with its home town (a venue is said with its kind: «стадион «Локомотив»»).
 */
const TOWN_AFTER = /^[»"”][ \t]*(?:\([ \t]*([А-ЯЁ][а-яё-]{2,})[ \t]*\)|([А-ЯЁ]{3,})(?![\p{L}-]))/u;

/** Whether the text after a quoted name opens with a town (see TOWN_AFTER) the dictionary does not know as a word. */
function teamOfTown(after: string): boolean {
  const found = TOWN_AFTER.exec(after);
  const town = (found?.[1] ?? found?.[2])?.toLowerCase().replaceAll('ё', 'е');
  return town !== undefined && morphologyReady() && dictionaryParses(town).length === 0;
}

/** How far after a quoted name SIDE_AFTER reads. */
const SIDE_REACH = 56;
/**
 * In a post about games, the words right before a quoted name that make it a team: «Домашние игры «Мотора»», «матчи
 * «Горняка»», «БК «Локомотив»», «ХК «Мотор»» (a club's abbreviation), «команда «Урожай»». A stadium is said with its
 * kind («стадион «Юность»») or after «на».
 */
const TEAM_BEFORE =
  /(?:^|[^\p{L}])(?:матч\p{L}*|игр[аыуе]?|игрой|встреч[аиу]|команд\p{L}*|болельщик\p{L}*|[мж]?фк|[бвх]к|пбк|хбк)[ \t]*$/iu;
/** A post about a game: «матч», «ФК», «Первая лига», «Кубок», a ball. */
const SPORT =
  /(?<![\p{L}])(?:матч\p{L}*|фк|футбол\p{L}*|хокке\p{L}*|лиг[аиуе]|тур|кубок|кубк[аеу])(?![\p{L}])|⚽|🏒|🏀|🏐/iu;
/** A verb in the venue's line that takes it somewhere: «выходит на улицу», «уезжает на дачу», «зовёт на пикник». */
const GOES_OUT =
  /[\p{L}»"”]\s+(?:выходит|выходим|уезжает|уезжаем|выезжает|выезжаем|едет|едем|зов[её]т|переезжает\s+на\s+время)(?![\p{L}])/iu;
/** A place of the city's own, out of doors: «в Харитоновском саду», «в Черняевском лесу», «озеро Нижний Кабан». */
const OUTDOORS =
  /(?:в|на|у)\s+\p{Lu}[\p{L}-]+\s+(?:саду|лесу|парке|сквере|роще|бору|поляне|пляже|берегу|набережной)(?![\p{L}])|озер[оау]\s+\p{Lu}/u;

const WEIGHT: Record<PhraseKind, number> = { quoted: 1, cue: 1, address: 1, preposition: 0.9, piece: 0.8 };

function phrase(text: string, line: Line, from: number, to: number, kind: PhraseKind): PlacePhrase {
  // The words before the phrase (its quote mark or preposition left out), at most 30 characters back.
  const before = line.text.slice(Math.max(0, from - 30), from).replace(/(?:[«"“]|\s(?:в|во|у|на))\s*$/u, '');
  // «Бар «Тюбетейка» зовёт на пикник … озеро Нижний Кабан», «„Ржавчина“ выходит на улицу … в Харитоновском саду»:
  // the venue goes out to a place of the city's own.
  const goesOut = GOES_OUT.test(line.text) && OUTDOORS.test(text);
  const slice = line.text.slice(from, to);
  const elsewhere =
    (kind !== 'quoted' && SETTLEMENT_FIRST.test(slice)) ||
    AFTER_THE_EVENT.test(line.text) ||
    NOT_THE_VENUE.test(before) ||
    (kind === 'quoted' && PURSUIT_BEFORE.test(line.text.slice(Math.max(0, from - 30), from))) ||
    (kind === 'quoted' && ENSEMBLE_BEFORE.test(line.text.slice(Math.max(0, from - 30), from))) ||
    (kind !== 'quoted' &&
      kind !== 'address' &&
      (NAMED_AFTER.test(before) || NAMED_AFTER_ADJECTIVE.test(before)) &&
      !OWNER_KIND.test(slice)) ||
    goesOut ||
    meetingPoint(text, line.text, from) ||
    (ORGANISES.test(line.text.slice(from, to + 24)) && onTrip(text));
  const team =
    !elsewhere &&
    (TEAM_OF_A_VENUE.test(before) ||
      (kind === 'quoted' && ENSEMBLES_OF_A_VENUE.test(line.text.slice(Math.max(0, from - 40), from))));
  const performers =
    !elsewhere && !team && kind !== 'quoted' && PERFORMERS_BEFORE.test(line.text.slice(Math.max(0, from - 30), from));
  // «Экскурсии от музея «Поморье»», «Лекции от библиотеки»: a venue that offers its own events, unlike a supplier
  // («кофе от «Ржавчины»»); they are at its place only when the post names no other.
  const host =
    !goesOut &&
    !AFTER_THE_EVENT.test(line.text) &&
    !TRANSPORT.test(line.text) &&
    NOT_THE_VENUE.test(before) &&
    HOST_BEFORE.test(line.text.slice(Math.max(0, from - 40), from));
  return {
    text: line.text.slice(from, to).trim(),
    span: spanOf(text, line.start + from, line.start + to),
    kind,
    ...(host || team
      ? { context: TEAM_CONTEXT }
      : performers
        ? { context: Math.min(1, (PLACE_THRESHOLD + 0.01) / WEIGHT[kind]) }
        : elsewhere
          ? { context: NOT_THE_VENUE_CONTEXT }
          : {}),
  };
}

/** «Автобус от ГДК в 17:00», «трансфер от музея»: where a ride leaves from, not a host's own event. */
const TRANSPORT = /(?<![\p{L}])(?:автобус\p{L}*|трансфер\p{L}*|маршрутк\p{L}*|электричк\p{L}*)(?![\p{L}])/iu;

/** «от музея «Поморье»», «от библиотеки им. …»: «от» and a kind of place that holds events of its own (see phrase). */
const HOST_BEFORE =
  /(?:^|[^\p{L}])от[ \t]+(?:музе|библиотек|театр|филармони|галере|дворц|дома[ \t]+культуры|дк|центр)\p{L}*[ \t]*[«"“]?$/iu;

/** A capitalised adjective, a word of a name: «Малое», «Тихвинского». */
const CAPITAL_ADJECTIVE = /^\p{Lu}\p{Ll}{2,}(?:ий|ый|ой|ая|яя|ое|ее|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ые|ие|ых|их)$/u;

/**
 * Whether a capitalised word follows a capitalised adjective in mid-sentence: «на Малое Седло», «у Тихвинского РДК».
 * The word is the end of a longer name (a mountain, a town's house of culture), read whole from the adjective; alone
 * it would name a bar called «Седло» or any town's «РДК».
 */
function afterCapitalAdjective(line: string, at: number): boolean {
  const before = line.slice(Math.max(0, at - 40), at);
  if (!/[ \t]$/u.test(before)) return false;
  const words = before.trimEnd().split(/[ \t]+/u);
  // «ЗИМНЯЯ ИРБИТСКАЯ ЯРМАРКА»: a heading in capitals is read as if written in lower case after its first letter.
  const written = words.at(-1) ?? '';
  const adjective = (written[0] ?? '') + written.slice(1).toLowerCase();
  const previous = words.at(-2) ?? '';
  return CAPITAL_ADJECTIVE.test(adjective) && /\p{L}$/u.test(previous);
}

/** The last text read for `TRIP` and whether it tells of a trip: a post's phrases are all read from one text. */
const trip = { text: '', found: false };

/** Whether a text tells of a trip out of town (see TRIP), read once per text. */
function onTrip(text: string): boolean {
  if (trip.text !== text) {
    trip.text = text;
    trip.found = TRIP.test(text);
  }
  return trip.found;
}

/**
 * «Музей организует поездку», «Библиотека проводит выезд»: who organises a trip is where it starts from at most, not
 * where it goes.
 */
const ORGANISES = /[\p{L}»"”][ \t]+(?:организу|проводит|проводят|устраива|везёт|везет)/iu;

/** Whether a phrase is where a group gathers to leave on a trip: «Сбор в 7:45 у …, отправление в 8:00». */
function meetingPoint(text: string, line: string, from: number): boolean {
  if (!onTrip(text)) return false;
  // A gathering's clause is short: «Сбор в 9:30 у …».
  const clause =
    line
      .slice(Math.max(0, from - GATHERING_REACH), from)
      .split(CLAUSE_END)
      .at(-1) ?? '';
  return GATHERING.test(clause);
}

/** How far before a phrase its gathering word may stand. */
const GATHERING_REACH = 80;

/**
 * Whether a post is written in lower case: of its lines that start with a word («маяк / 12.12», «вход 700»), none
 * starts with a capital. Such a post writes its venue as any word; any other writes names with capitals.
 */
function inLowerCase(lines: readonly Line[]): boolean {
  let lower = 0;
  for (const line of lines) {
    const first = /^[^\p{L}\p{N}]*(\p{L})/u.exec(line.text)?.[1];
    if (first === undefined) continue;
    if (first !== first.toLowerCase()) return false;
    lower += 1;
  }
  return lower > 0;
}

/**
 * The words before the verb of a line's first sentence, when they may be a venue's name: from a capital, two to
 * twelve words, nothing but abbreviations ending a sentence among them.
 */
function subjectOf(line: string): { from: number; to: number } | null {
  const verb = SUBJECT_VERB.exec(line);
  if (!verb) return null;
  const from = /^[^\p{L}\n]{0,8}/u.exec(line)?.[0].length ?? 0;
  const words = line.slice(from, verb.index).trim();
  if (!/^\p{Lu}/u.test(words) || /[.!?:;«»"“”()]/u.test(words.replace(NAME_ABBREVIATION, ' '))) return null;
  const count = words.split(/\s+/u).length;
  return count >= 2 && count <= 12 ? { from, to: from + words.length } : null;
}

/**
 * The cities of a tour's lines, «date — city, venue» («11 декабря — Салават, ДК «Нефтехимик»», «22.12 — Грозный,
 * Государственный концертный зал», «14.12 | Ишимбай | ДК «Юбилейный»»), when two lines of the post or more are
 * written so; a digest's «12.12 — Синкопа, джаз-бэнд» names its venue there and an event after it.
 */
function tourCities(text: string, lines: readonly Line[]): TextSpan[] {
  const cities: TextSpan[] = [];
  for (const line of lines) {
    const dash = /[—–|]/u.exec(line.text);
    if (!dash || !/\d/u.test(line.text.slice(0, dash.index))) continue;
    const from = dash.index + 1;
    const city = TOUR_CITY.exec(line.text.slice(from));
    if (!city?.[1] || !TOUR_VENUE.test(line.text.slice(from + city[0].length))) continue;
    const at = from + city[0].indexOf(city[1]);
    cities.push(spanOf(text, line.start + at, line.start + at + city[1].length));
  }
  return cities.length >= 2 ? cities : [];
}

/** Phrases of the given lines that may name a place. */
export function placePhrases(text: string, lines: readonly Line[]): PlacePhrase[] {
  const phrases: PlacePhrase[] = [];
  const namedFor: PlacePhrase[] = [];
  // Read after the rest, so that they never push another phrase out of those the catalogue is asked about.
  const onStreet: PlacePhrase[] = [];
  const clauses: PlacePhrase[] = [];
  const lowerCase = inLowerCase(lines);
  /** The quoted names of teams, their quote marks included (see TEAM_BEFORE). */
  const sides: TextSpan[] = [];
  for (const line of lines) {
    // A quoted name is read whole: no phrase starts inside it («Волжский джаз» does not give «Волжский»).
    const quotes = [...line.text.matchAll(QUOTED)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
    const quotedAt = (offset: number) => quotes.some(([from = 0, to = 0]) => offset > from && offset < to);
    for (const m of line.text.matchAll(QUOTED)) {
      const from = (m.index ?? 0) + 1;
      const to = from + (m[1] ?? m[2] ?? m[3] ?? '').length;
      // The two words before the quotes say what kind of place it is («Ледовый дворец «Самара»», «в парке «…»»).
      const kind = line.text
        .slice(Math.max(0, from - 31), from - 1)
        .split(/[^\p{L}-]+/u)
        .filter(Boolean)
        .slice(-2)
        .join(' ');
      const quoted = phrase(text, line, from, to, 'quoted');
      const located = LOCATED_BEFORE.test(line.text.slice(Math.max(0, from - 40), from));
      const town = townBefore(line.text.slice(Math.max(0, from - 60), from - 1));
      const found = {
        ...quoted,
        ...(kind ? { kindWord: kind } : {}),
        ...(located ? { located } : {}),
        ...(town ? { town } : {}),
      };
      // «ФК «Тюмень» — «Шинник»»: the two sides of a match are teams, even when a stadium is named like one.
      const side =
        SPORT.test(text) &&
        (SIDE_AFTER.test(line.text.slice(to, to + SIDE_REACH)) ||
          teamOfTown(line.text.slice(to, to + SIDE_REACH)) ||
          SIDE_BEFORE.test(line.text.slice(0, from - 1)) ||
          TEAM_BEFORE.test(line.text.slice(Math.max(0, from - 21), from - 1)));
      // A side's name says who plays, not where: no phrase at all, so that the match's line reads as one that names
      // no place of its own and is where the fixture list's other matches are («12:00 «Север» — «Шахтёр»»).
      if (side) sides.push(spanOf(text, line.start + from - 1, line.start + to + 1));
      else phrases.push(found);
    }
    for (const m of line.text.matchAll(CUE)) {
      const from = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
      phrases.push(phrase(text, line, from, from + (m[1] ?? '').length, 'cue'));
    }
    for (const m of line.text.matchAll(PREPOSITION)) {
      if (quotedAt(m.index ?? 0)) continue;
      WORDS_AFTER.lastIndex = (m.index ?? 0) + m[0].length;
      const words = WORDS_AFTER.exec(line.text);
      if (words) phrases.push(phrase(text, line, words.index, words.index + words[0].length, 'preposition'));
    }
    // «отправится с вокзала Тында»: where a ride leaves from; a bus's or a transfer's is not where the trip goes.
    for (const m of line.text.matchAll(DEPARTS_FROM)) {
      if (quotedAt(m.index ?? 0)) continue;
      WORDS_AFTER.lastIndex = (m.index ?? 0) + m[0].length;
      const words = WORDS_AFTER.exec(line.text);
      if (!words) continue;
      // «от» here says where from, not whose («кофе от «Ржавчины»»): the phrase is read as if it stood alone.
      const at = m.index ?? 0;
      const blank = {
        ...line,
        text: line.text.slice(0, at) + ' '.repeat(m[0].length) + line.text.slice(at + m[0].length),
      };
      const found = phrase(text, blank, words.index, words.index + words[0].length, 'preposition');
      phrases.push(
        TRANSPORT.test(line.text) ? { ...found, context: Math.min(found.context ?? 1, NOT_THE_VENUE_CONTEXT) } : found,
      );
    }
    // «Малая сцена театра Грибоедова»: the venue of a hall, in the genitive.
    for (const m of line.text.matchAll(HALL)) {
      if (quotedAt(m.index ?? 0)) continue;
      WORDS_AFTER.lastIndex = (m.index ?? 0) + m[0].length;
      const words = WORDS_AFTER.exec(line.text);
      if (words) phrases.push(phrase(text, line, words.index, words.index + words[0].length, 'piece'));
    }
    // «филармонии ЕАО»: a kind of place in lower case and its name.
    for (const m of line.text.matchAll(KIND_NAMED)) {
      if (quotedAt(m.index ?? 0)) continue;
      phrases.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    }
    // «касса театра драмы и комедии»: a kind of place and the rest of its name, in lower case.
    for (const m of line.text.matchAll(LOWER_KIND_RUN)) {
      // «библиотеке имени Чехова»: a name that goes on in capitals is read whole by the phrases above.
      if (quotedAt(m.index ?? 0) || NAME_GOES_ON.test(line.text.slice((m.index ?? 0) + m[0].length))) continue;
      phrases.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    }
    // «краеведческий музей работает …»: an adjective and a kind of place, in lower case.
    for (const m of line.text.matchAll(LOWER_ADJECTIVE_KIND)) {
      if (quotedAt(m.index ?? 0)) continue;
      phrases.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    }
    // «театра музыки, драмы и комедии»: a kind of place and its genres, listed; in a heading in capitals too
    // («ДВОРЕЦ КУЛЬТУРЫ, ИСКУССТВА И ДОСУГА»), read in lower case (of the same length).
    for (const m of line.text.matchAll(LISTED_KIND_RUN)) {
      if (quotedAt(m.index ?? 0)) continue;
      phrases.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    }
    const lowered = line.text.toLowerCase();
    if (lowered.length === line.text.length)
      for (const m of lowered.matchAll(LISTED_KIND_RUN)) {
        const from = m.index ?? 0;
        if (quotedAt(from) || /\p{Ll}/u.test(line.text.slice(from, from + m[0].length))) continue;
        phrases.push(phrase(text, line, from, from + m[0].length, 'piece'));
      }
    // «музея цветного камня им. В. Н. Дава»: a kind of place in lower case, named after a person.
    for (const m of line.text.matchAll(LOWER_KIND_NAMED_FOR)) {
      if (quotedAt(m.index ?? 0)) continue;
      namedFor.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    }
    // «#историкохудожественныймузей»: a hashtag that runs a place's name of several words together.
    for (const m of line.text.matchAll(HASHTAG)) {
      const from = (m.index ?? 0) + 1;
      clauses.push({ ...phrase(text, line, from, from + (m[1] ?? '').length, 'piece'), hashtag: true });
    }
    // «библиотека на Холодильной»: a kind of place and its street.
    for (const m of line.text.matchAll(ON_STREET)) {
      const found = phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece');
      onStreet.push({ ...found, onStreet: { kind: m[1] ?? '', street: m[2] ?? '' } });
    }
    // «12:00, художественный музей: экскурсия», «— филармония, 16:00»: a venue the catalogue writes in lower case.
    for (const m of line.text.matchAll(CLAUSE)) {
      const clause = m[0].trim();
      if (!LOWER_WORDS.test(clause) || quotedAt(m.index ?? 0)) continue;
      const from = (m.index ?? 0) + m[0].indexOf(clause);
      clauses.push({ ...phrase(text, line, from, from + clause.length, 'piece'), lowerClause: true });
    }
    for (const m of line.text.matchAll(ADDRESS)) {
      // «Пятница, 12», «Вход 150»: a day or a price, no street.
      if (NOT_A_STREET.test(m[1] ?? '')) continue;
      const found = phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'address');
      const after = line.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
      const stated =
        (STREET_PREFIX.test(m[0]) || /,\s*\d/.test(m[0])) && !DATE_AFTER.test(after) && HOUSE_END.test(after);
      phrases.push(stated ? { ...found, stated } : found);
    }
    // A name in running text starts with a capital letter («Афиша Театра на Покровке на декабрь»).
    for (const m of line.text.matchAll(CAPITAL_WORD)) {
      // «#Витим»: a hashtag of one word is a topic as often as a venue (see hashtagScore).
      if (quotedAt(m.index ?? 0) || line.text[(m.index ?? 0) - 1] === '#') continue;
      RUN.lastIndex = m.index ?? 0;
      const run = RUN.exec(line.text);
      if (run && !afterCapitalAdjective(line.text, m.index ?? 0))
        phrases.push(phrase(text, line, run.index, run.index + run[0].length, 'piece'));
      NAMED_RUN.lastIndex = m.index ?? 0;
      const named = NAMED_RUN.exec(line.text);
      if (named && named[0].length > (run?.[0].length ?? 0))
        namedFor.push(phrase(text, line, named.index, named.index + named[0].length, 'piece'));
      INITIALS_RUN.lastIndex = m.index ?? 0;
      const initials = INITIALS_RUN.exec(line.text);
      if (initials && !named)
        namedFor.push(phrase(text, line, initials.index, initials.index + initials[0].length, 'piece'));
    }
    // A venue's full name, however long, as the subject of the line's first sentence.
    const subject = subjectOf(line.text);
    if (subject) phrases.push(phrase(text, line, subject.from, subject.to, 'piece'));
    // A formal name is longer than a run of capitalised words: «Российский академический театр драмы имени Фёдора
    // Волкова представляет …».
    for (const m of line.text.matchAll(FORMAL_RUN))
      phrases.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    // «Декабрьская афиша филармонии имени Пономаренко»: a place named after a person, its kind in lower case. Read
    // last, so that a longer name holding it («Калининградская областная филармония им. …») is kept when as close.
    for (const m of line.text.matchAll(NAMED_FOR))
      namedFor.push(phrase(text, line, m.index ?? 0, (m.index ?? 0) + m[0].length, 'piece'));
    // A post written in lower case names its venue like any word, as who does something: «кот шрёдингера зовёт …».
    const lead = LOWER_LEAD.exec(line.text);
    if (lead?.[1]) {
      const from = lead[0].length - lead[1].length;
      phrases.push(phrase(text, line, from, lead[0].length, 'piece'));
    }
    // Short lines are often just «Синкопа, Алексеевская 24» or «27.11 | 23:00 | Garage»; in a post written in lower
    // case, «маяк / 12.12 / суббота»: there a piece of words alone beside others may be the venue too.
    if (line.text.trim().length <= 60) {
      const pieces = lowerCase ? line.text.replace(/\s\/\s/g, ' | ') : line.text;
      const several = /[,|·()—–]/.test(pieces);
      for (const m of pieces.matchAll(/[^,|·()—–]+/g)) {
        const piece = m[0];
        const words = piece.trim().split(/\s+/).length;
        const named = /\p{Lu}/u.test(piece) || (lowerCase && several && words <= 3 && !/\d/.test(piece));
        // «18:30 — «Северное сияние» 12+»: a piece that opens with a whole quoted name is that name, read as quoted.
        const quotedWhole = QUOTED_START.test(piece);
        // «#Витим»: hashtags are topics as often as venues (see hashtagScore).
        const tags = /^\s*#/u.test(piece);
        if (named && !quotedWhole && !tags && /\p{L}{3}/u.test(piece) && words <= 8) {
          const from = (m.index ?? 0) + piece.length - piece.trimStart().length;
          phrases.push(phrase(text, line, from, (m.index ?? 0) + piece.trimEnd().length, 'piece'));
        }
      }
    }
  }
  // «11 декабря — Салават, ДК «Нефтехимик»»: on a tour's lines the word before the venue is a city.
  const cities = tourCities(text, lines);
  const inCity = (p: PlacePhrase) => cities.some((city) => p.span.start >= city.start && p.span.end <= city.end);
  // «14.12 — Белогорск, ГДК»: the venue after a tour's city is in that city, whether the dictionary knows the city's
  // name as a word («Свободный») or not.
  const cityOf = (p: PlacePhrase) =>
    cities.find((city) => p.span.start >= city.end && !text.slice(city.end, p.span.start).includes('\n'));
  // «— «Горняк» — «Уралец» (Нижний Тагил)»: a piece or a run of words that starts with a team's quoted name is the
  // team too, as the quoted name is.
  // «🏒 ХК «Металлург»», «🏑 «САЯНЫ» НИЖНЕУДИНСК»: so is a piece that opens with a team's name, perhaps after a club's
  // abbreviation.
  const ofTeam = (p: PlacePhrase) =>
    p.kind !== 'quoted' &&
    sides.some(
      (side) =>
        (p.span.start >= side.start && p.span.start < side.end) ||
        (p.span.start <= side.start &&
          p.span.end >= side.end &&
          !/\p{L}{3}/u.test(text.slice(p.span.start, side.start))),
    );
  return [...phrases, ...namedFor, ...onStreet, ...clauses]
    .filter((p) => /\p{L}{2}/u.test(p.text))
    .map((p) => (inCity(p) || ofTeam(p) ? { ...p, context: Math.min(p.context ?? 1, NOT_THE_VENUE_CONTEXT) } : p))
    .map((p) => withQuotedName(text, p))
    .map((p) =>
      !lowerCase && (p.kind === 'preposition' || p.kind === 'piece') && /^\p{Ll}/u.test(p.text)
        ? { ...p, common: true }
        : p,
    )
    .map((p) => {
      const city = p.town === undefined ? cityOf(p) : undefined;
      return city ? { ...p, town: city.text.toLowerCase().replaceAll('ё', 'е') } : p;
    });
}

/**
 * A word the dictionary does not know, capitalised, then a comma and at most two words of a kind of place before a
 * quoted name: «Нальчик, стадион «Спартак»», «в Черемхове, ДК «Горняк»», «Иркутск, ледовая арена «Байкал»».
 */
const TOWN_BEFORE = /(?:^|[\s(—–|:])([А-ЯЁ][а-яё-]{2,})[ \t]*,[ \t]*(?:[\p{L}-]+[ \t]+){0,2}$/u;

/** The town a quoted name is said in (see TOWN_BEFORE), lower-cased; a word the dictionary knows is no town. */
function townBefore(before: string): string | undefined {
  const word = TOWN_BEFORE.exec(before)?.[1]?.toLowerCase().replaceAll('ё', 'е');
  if (!word || !morphologyReady() || dictionaryParses(word).length > 0 || NOT_A_STREET.test(word)) return undefined;
  return word;
}

/** Whether a town as written, in any case («Черемхове»), is the place's city; true when its city is unknown. */
function inTown(place: PlaceCandidate, town: string): boolean {
  const city = cityOfPlace(place).replaceAll('ё', 'е');
  if (city === '') return true;
  // «Великий Новгород, клуб «Вече»»: the word before the comma may be any word of the city's name.
  // «Зея»: a name of three letters changes its last in the other cases («в Зее»), and is no longer for it.
  return city
    .split(/[\s-]/u)
    .some((word) =>
      word.length >= 4
        ? town.startsWith(word.slice(0, Math.max(4, word.length - 2)))
        : word.length === 3 && town.length <= 4 && town.startsWith(word.slice(0, 2)),
    );
}

/** A quoted name inside a phrase, or opening the text right after it. */
const QUOTED_IN = /[«"“]([^«»"“”\n]{2,60})[»"”]/u;
const QUOTED_NEXT = /^[ \t]*[«"“]([^«»"“”\n]{2,60})[»"”]/u;

/** An unquoted phrase with the quoted name it holds or that follows it (see PlacePhrase.quotedName). */
function withQuotedName(text: string, p: PlacePhrase): PlacePhrase {
  if (p.kind === 'quoted' || p.kind === 'address' || p.hashtag || p.onStreet) return p;
  const inside = QUOTED_IN.exec(p.text);
  const next = inside ? null : QUOTED_NEXT.exec(text.slice(p.span.end, p.span.end + 64));
  const name = inside?.[1] ?? next?.[1];
  if (!name) return p;
  // Where its quote opens: the town said before it is the phrase's too («Нальчик, стадион «Спартак»»).
  const quote = inside ? p.span.start + inside.index : p.span.end + (next?.[0].indexOf(name) ?? 1) - 1;
  const town = townBefore(text.slice(Math.max(0, quote - 60), quote));
  return { ...p, quotedName: name, ...(town ? { town } : {}) };
}

/**
 * Whether a quoted name said with a phrase («театр «Зюйд»») is the place's own, when the place has one in quotes:
 * «Молодёжный театр «Зюйд»» does not name the «Молодёжный театр «Маяк»».
 */
function quotedNameAgrees(place: PlaceCandidate, p: PlacePhrase, quoted: string): boolean {
  const own = [place.name, ...place.aliases].flatMap((name) => QUOTED_NAME.exec(name)?.[1]?.trim() ?? []);
  if (own.length === 0) return true;
  const form = matchForm(quoted);
  // «в Арткоммуналке открывается выставка «Зимняя Коломна»»: the phrase names the place by its own quoted name, and
  // the quoted name after it is the event's.
  const phraseForm = matchForm(p.text);
  return (
    form === '' ||
    own.some(
      (name) =>
        similarity(matchForm(name), form) >= PLACE_THRESHOLD ||
        windowSimilarity(matchForm(name), phraseForm) >= PLACE_THRESHOLD,
    )
  );
}

const LOOKUP_ORDER: readonly PhraseKind[] = ['quoted', 'cue', 'address', 'preposition', 'piece'];

/** The distinct phrases to ask the catalogue about, strongest cues first. */
export function lookupPhrases(phrases: readonly PlacePhrase[], limit: number): string[] {
  const ordered = LOOKUP_ORDER.flatMap((kind) => phrases.filter((p) => p.kind === kind).map((p) => p.text));
  return [...new Set(ordered)].slice(0, limit);
}

/** The names of a place as compared, once the dictionaries are read (a place is asked about for every phrase). */
const NAMES = new WeakMap<PlaceCandidate, string[]>();

/** The names a place is known by: its name, aliases and the quoted part of its name («Синкопа»). */
function namesOf(place: PlaceCandidate): string[] {
  const known = NAMES.get(place);
  if (known) return known;
  const names = namesOfPlace(place);
  if (morphologyReady()) NAMES.set(place, names);
  return names;
}

function namesOfPlace(place: PlaceCandidate): string[] {
  // A catalogue name is at most NAME_MAX_LENGTH (120) characters, so even its worst case («««…») is a few thousand steps.
  // eslint-disable-next-line regexp/no-super-linear-move
  const quoted = /«([^»]+)»/.exec(place.name)?.[1];
  const written = [place.name, ...place.aliases, ...(quoted ? [quoted] : [])];
  return [
    ...written.map(matchForm),
    ...written.map(nominativeNameForm),
    ...written.map(ownStemOf),
    ...written.map(withoutFleetingVowel),
  ].filter(Boolean);
}

/** A first word with the ending of an adjective, and the rest of at least two words: «Касимовский районный музей». */
const ADJECTIVE_FIRST = /^([\p{L}-]{4,}(?:ий|ый|ой|ая|яя|ое|ее))[ \t]+(\S+[ \t]+\S.*)$/u;

/**
 * A name that opens with the adjective of the place's own town («Куртамышский районный Дом культуры», «Каслинская
 * детская школа искусств») is said without it in that town's posts («Районный Дом культуры», «Детская школа
 * искусств»): that rest, when it keeps two words or more; '' otherwise. A town the post names tells such namesakes
 * of several towns apart, and none of them is chosen when it names neither (see bestPlace).
 */
function withoutOwnTown(place: PlaceCandidate, name: string): string {
  const city = (place.address?.split(',')[0] ?? '').trim().toLowerCase().replaceAll('ё', 'е');
  if (city.length < 4 || city.includes(' ')) return '';
  const found = ADJECTIVE_FIRST.exec(name.trim());
  const adjective = found?.[1]?.toLowerCase().replaceAll('ё', 'е') ?? '';
  const stem = city.slice(0, Math.max(4, city.length - 2));
  const rest = found && adjective.startsWith(stem) ? matchForm(found[2] ?? '') : '';
  // «Калужская областная филармония» is no «областная филармония»: the rest keeps two words besides formal ones.
  return withoutFormalWords(rest).split(' ').filter(Boolean).length >= 2 ? rest : '';
}

/**
 * The names of a place without its town's adjective (see withoutOwnTown). A little under the names the catalogue
 * writes: another town's place that has such a name of its own («краеведческий музей») is the one meant.
 */
const townlessNames = (place: PlaceCandidate) =>
  [place.name, ...place.aliases].map((name) => withoutOwnTown(place, name)).filter(Boolean);
const TOWNLESS_SHARE = 0.95;

/** A word ending in «е» («ё» as normalised) or «о» and one consonant: «хопер», «ковчег». */
const FLEETING = /^([а-я-]{2,})[ео]([бвгджзклмнпрстфхцчшщ])$/u;

/**
 * A name of one word the dictionary does not know may lose its last vowel in the other cases, as such words do (a
 * bar «Хопёр» named after the river: «в «Хопре»», «у «Хопра»»); the dictionary joins the forms of a word it knows
 * («Орёл», «Орла») itself. The stem without that vowel is compared too.
 */
function withoutFleetingVowel(name: string): string {
  const words = wordsOf(name);
  const word = words[0] ?? '';
  if (words.length !== 1 || dictionaryParses(word).length > 0) return '';
  const found = FLEETING.exec(word);
  return found ? `${found[1]}${found[2]}` : '';
}

/**
 * A name of one word stands as it is named, in the nominative: it is its own dictionary form, and is compared by its
 * own stem too. The dictionary may read it as another word first (an abbreviation: «Порт» as «португальский»), while
 * its other forms («в «Порту»») are read as the noun.
 */
function ownStemOf(name: string): string {
  const words = wordsOf(name);
  const word = words[0] ?? '';
  if (words.length !== 1 || !/^[а-я]+$/u.test(word)) return '';
  const own = stemRu(word);
  return own === matchForm(name) ? '' : own;
}

/**
 * A name of one word stands in the nominative, so one the dictionary reads only in another case is a name the
 * dictionary does not know: «Обломов» is no genitive plural of «облом». Its other forms («в «Обломове»», «у
 * Обломова») are unknown to the dictionary and only stemmed; the name is compared by its stem too. Empty for a name
 * that can be a nominative (its usual form is enough) and for a longer one, whose other words may well be in another
 * case («театр юного зрителя»).
 */
function nominativeNameForm(name: string): string {
  const words = wordsOf(name);
  const word = words[0] ?? '';
  return words.length === 1 && !canBeNominative(word) ? stemRu(word) : '';
}

type Address = { street: string; number: string };

function addressOf(text: string): Address | null {
  const number = /(\d{1,3}[а-я]?)\s*$/.exec(text.trim())?.[1];
  if (!number) return null;
  // A stored address starts with its city («Нижний Новгород, Рождественская улица, 6»): the street is the part just
  // before the number.
  const parts = text.replace(/\d{1,3}[а-я]?\s*$/, '').split(',');
  const streetPart = parts.filter((part) => /\p{L}/u.test(part)).at(-1) ?? '';
  const words = matchForm(streetPart).split(' ');
  // «Набережная, 5», «улица Набережная, 5»: a street whose name is a kind of street keeps that word.
  const named = words.filter((word) => !STREET_WORDS.test(word));
  const street = (named.length > 0 ? named : words.filter((word) => !STREET_TYPE_ONLY.test(word))).join(' ');
  return street ? { street, number: number.toLowerCase() } : null;
}

/** How well a phrase names a place, 0..1, its cue's weight included. */
export function placeScore(place: PlaceCandidate, p: PlacePhrase): number {
  return scored(place, p).score;
}

/** How many words the place's name has that a phrase names it by (0 for an address or a clause). */
const nameWordsOf = (place: PlaceCandidate, p: PlacePhrase) => {
  const name = scored(place, p).name;
  return name === '' ? 0 : name.split(' ').length;
};

/** `name`: the place's name as compared that the phrase names it by, the longest of those as close ('' for an address or a clause). */
type Scored = { score: number; name: string };
const NONE: Scored = { score: 0, name: '' };
const only = (score: number): Scored => ({ score, name: '' });

/** How well a phrase names a place, and by how long a name of it. */
function scored(place: PlaceCandidate, p: PlacePhrase): Scored {
  const weight = WEIGHT[p.kind] * (p.context ?? 1);
  if (p.kind === 'address') {
    const ours = addressOf(p.text);
    const theirs = place.address ? addressOf(place.address) : null;
    if (!ours || !theirs || ours.number !== theirs.number) return NONE;
    return only(
      weight * Math.max(windowSimilarity(theirs.street, ours.street), windowSimilarity(ours.street, theirs.street)),
    );
  }
  if (p.lowerClause) return only(weight * lowerNameScore(place, p.text));
  if (p.hashtag) return only(weight * hashtagScore(place, p.text));
  if (p.onStreet) return only(weight * onStreetScore(place, p.onStreet));
  if (p.quotedName !== undefined && !quotedNameAgrees(place, p, p.quotedName)) return NONE;
  // «Нальчик, стадион «Спартак»»: a namesake in a town the post names is not the place of another town.
  if (p.town !== undefined && !inTown(place, p.town)) return NONE;
  const form = matchForm(p.text);
  if (!form) return NONE;
  if (p.kindWord && otherKind(place, p.kindWord)) return NONE;
  if ((p.kind === 'preposition' || p.kind === 'piece') && saysOtherKind(place, form)) return NONE;
  if ((p.kind === 'preposition' || p.kind === 'piece') && pluralOfName(place, p.text)) return NONE;
  if ((p.kind === 'preposition' || p.kind === 'piece') && attributeOfNoun(place, p.text)) return NONE;
  if (!namedForTheSame(place, p.text)) return NONE;
  // A venue named like its city («Кинотеатр «Воронеж»» in Воронеж) is named only in quotes or by a cue: «ВПЕРВЫЕ В
  // ВОРОНЕЖЕ!» is the city.
  const city =
    place.address && place.address.split(',').length >= 3 ? matchForm(place.address.split(',')[0] ?? '') : '';
  const unquoted = p.kind !== 'quoted' && p.kind !== 'cue';
  if (p.kind !== 'quoted' && startsWithCity(place, p.text)) return NONE;
  const common = unquoted ? commonWordsOfNames(place, p.text) : [];
  const commonForms = p.common ? commonNameForms(place, p.text) : [];
  const ownNames = [...namesOf(place), ...withAdjective(place)];
  const names = [...ownNames, ...townlessNames(place).filter((name) => !ownNames.includes(name))].filter(
    (name) =>
      !commonForms.includes(name) &&
      !(unquoted && city !== '' && name === city) &&
      !common.some((word) => ` ${name} `.includes(` ${word} `)) &&
      !(unquoted && kindLeftOut(name, form)) &&
      !onlyTheCity(name, form, city),
  );
  if (names.length === 0) return NONE;
  // A quoted phrase is a whole name («Волжский джаз» is not «Волжская»); other phrases start with the name and
  // may run on («в хмеле презентация новой варки»).
  const score = (name: string) =>
    p.kind === 'quoted' ? similarity(name, form) : windowSimilarity(name, form, { anchored: true });
  // «Калининградская областная филармония им. Е. Ф. Светланова» is «Калининградская филармония имени Светланова»:
  // the words of a formal name and initials are left out on both sides.
  const formal = withoutFormalWords(form);
  const formalScore = (name: string) => {
    const bare = withoutFormalWords(name);
    return formal !== form || bare !== name ? similarityOf(bare, formal, p.kind) : 0;
  };
  const adjectiveLed = unquoted && ADJECTIVE_WORD.test(wordsOf(p.text)[0] ?? '');
  const scores = names.map((name) =>
    adjectiveLed && onlyTheAdjective(name, form)
      ? 0
      : Math.max(score(name), formalScore(name)) * (ownNames.includes(name) ? 1 : TOWNLESS_SHARE),
  );
  // «Северное сияние» in quotes is a title, not the ski base «Северная»: a quoted name is a whole name, and one of
  // several words names no place known by one of them alone (save a kind of place beside it: «Бар Хибины»).
  if (p.kind === 'quoted') {
    const extra = form.split(' ').length - 1;
    names.forEach((name, index) => {
      if (extra > 0 && !name.includes(' ') && !wholeWithKind(name, form)) scores[index] = 0;
    });
  }
  const best = Math.max(...scores);
  const name = names
    .filter((_, index) => (scores[index] ?? 0) >= best - 1e-9)
    .reduce((longest, next) => (next.split(' ').length > longest.split(' ').length ? next : longest), '');
  return { score: weight * best, name };
}

/**
 * Whether a name of several words that opens with a kind of place («музей Селенгинского района») is compared with a
 * phrase that nowhere says that kind («КУБОК СЕЛЕНГИНСКОГО РАЙОНА»): the rest of the name is then a district's or a
 * person's, not the place.
 */
function kindLeftOut(name: string, form: string): boolean {
  const words = name.split(' ');
  const first = words[0] ?? '';
  if (words.length < 2) return false;
  const kinds = PLACE_KINDS.filter((kind) => kind.test(first));
  if (kinds.length === 0) return false;
  const said = form.split(' ');
  return !kinds.some((kind) => said.some((word) => kind.test(word)));
}

/**
 * Whether a name of several words that holds its city («ЦДТ Нижнеудинск») shares with a phrase nothing but the city
 * («Нижнеудинского района по лыжным гонкам»): the city's adjective names the district, not the place.
 */
function onlyTheCity(name: string, form: string, city: string): boolean {
  if (city.length < 5 || city.includes(' ')) return false;
  const stem = city.slice(0, Math.max(5, city.length - 2));
  const words = name.split(' ');
  const rest = words.filter((word) => !word.startsWith(stem));
  if (rest.length === 0 || rest.length === words.length) return false;
  const ours = form.split(' ');
  if (!ours.some((word) => word.startsWith(stem))) return false;
  return windowSimilarity(rest.join(' '), form) < NOTHING_MORE;
}

/** Kinds of places written beside a name inside its quotes («Бар Хибины», «Кафе Плотина», «Pub Чугун»), as stems. */
const KIND_IN_QUOTES =
  /^(?:бар|паб|каф|кафе|клуб|кофейн|ресторан|кинотеатр|театр|стадион|дк|дворец|музе|библиотек|галере|центр|зал|bar|pub|cafe|club|coffee|hall|space)$/u;

/** Whether a quoted form of several words is a one-word name and kinds of places: «бар хибин» is «хибин». */
function wholeWithKind(name: string, form: string): boolean {
  const words = form.split(' ');
  if (!words.includes(name)) return false;
  return words.every((word) => word === name || KIND_IN_QUOTES.test(word));
}

/** A word with the ending of an adjective, in any case: «Вяземской», «прокопьевского», «Центральный». */
const ADJECTIVE_WORD = /^[а-яё-]{3,}(?:ий|ый|ой|ая|яя|ое|ее|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ые|ие|ых|их|ыми|ими)$/iu;

/**
 * Whether a phrase led by an adjective shares with a name of several words nothing but that adjective: «вяземской
 * земле», «фермеров Прокопьевского округа» do not name the «Вяземский районный Дом культуры» or the «Прокопьевский
 * краеведческий музей», however close the city's adjective makes them. The rest of the name may stand a word later
 * («Центральной городской библиотеке» still names the «Центральная библиотека»).
 */
function onlyTheAdjective(name: string, form: string): boolean {
  const ours = form.split(' ');
  const theirs = name.split(' ');
  if (ours.length < 2 || theirs.length < 2 || ours[0] !== theirs[0]) return false;
  // «администрации Кежемского района»: the district itself, not the «Кежемский районный музей».
  if (ours.length === 2 && TERRITORY.test(ours[1] ?? '') && ours[1] !== theirs[1]) return true;
  const rest = theirs.slice(1);
  const window = ours.slice(1, rest.length + 2).join(' ');
  return windowSimilarity(rest.join(' '), window) < NOTHING_MORE;
}

/** A district, a region or a republic, as stems: what an adjective of a town's or a district's name goes with. */
const TERRITORY = /^(?:район|округ|област|кра[йяеюь]?|республик)$/u;

/**
 * Below this similarity the rest of a name and the words after the shared adjective have next to nothing in common
 * («краеведческий музей» and «округа»); a word the dictionary reads otherwise («берег» as «беречь») is still above.
 */
const NOTHING_MORE = 0.3;

/**
 * A name that starts with an adjective («Вологодский драматический театр») is also written as that adjective and a
 * shorter name of the place («Вологодский драмтеатр», «Кировский художественный музей»).
 */
function withAdjective(place: PlaceCandidate): string[] {
  const words = place.name.split(/\s+/u);
  const first = words[0]?.toLowerCase() ?? '';
  if (words.length < 2 || !/^[а-яё-]{4,}(?:ий|ый|ой|ая|яя|ое|ее)$/u.test(first)) return [];
  const adjective = matchForm(first);
  // An abbreviation is not written after the adjective: «Государственный концертный зал» is no «Государственный
  // ГМИК».
  return place.aliases
    .filter((alias) => /\s/u.test(alias) || (alias.match(/\p{Lu}/gu)?.length ?? 0) < 2)
    .map(matchForm)
    .filter((alias) => alias !== '' && !alias.startsWith(adjective))
    .map((alias) => `${adjective} ${alias}`);
}

/** How well a clause in lower case names a place: as a whole, by a name the catalogue writes in lower case. */
function lowerNameScore(place: PlaceCandidate, text: string): number {
  const form = matchForm(text);
  const names = [place.name, ...place.aliases].filter((name) => /^\p{Ll}/u.test(name)).map(matchForm);
  return form === '' ? 0 : Math.max(0, ...names.filter(Boolean).map((name) => similarity(name, form)));
}

/** A name in quotes in a catalogue's name or alias: «Дворец культуры «Металлург»». */
const QUOTED_NAME = /«([^«»]{2,60})»/u;
/** The words of a phrase as written, their case kept. */
const WRITTEN_WORD = /[\p{L}\p{N}-]+/gu;

/**
 * The one-word names in quotes of a place («Металлург» of «Дворец культуры «Металлург»») that a phrase in mixed case
 * writes only in lower case, as common words: «Дворец культуры металлургов» is a palace of metallurgists, not the
 * palace «Металлург». As forms `matchForm` gives; names of the place holding them are not named by the phrase.
 */
function commonWordsOfNames(place: PlaceCandidate, text: string): string[] {
  if (!/\p{Lu}/u.test(text)) return [];
  const quoted = [place.name, ...place.aliases].flatMap((name) => QUOTED_NAME.exec(name)?.[1] ?? []);
  if (quoted.length === 0) return [];
  const written = text.match(WRITTEN_WORD) ?? [];
  const common: string[] = [];
  for (const name of new Set(quoted.map(matchForm))) {
    if (name === '' || name.includes(' ')) continue;
    const same = written.filter((word) => matchForm(word) === name);
    if (same.length > 0 && same.every((word) => /^\p{Ll}/u.test(word))) common.push(name);
  }
  return common;
}

/** A hashtag of letters and digits (see PlacePhrase.hashtag). */
const HASHTAG = /(?<![\p{L}\p{N}_#])#([\p{L}\p{N}_]{6,60})/gu;

/** A name with its words run together, in lower case: «историкохудожественныймузей». */
const runTogether = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * 1 when a hashtag is one of the place's names of two words or more, run together («#историкохудожественныймузей» is
 * «историко-художественный музей»); a one-word tag («#маяк», «#россия») is as often a topic as a venue.
 */
function hashtagScore(place: PlaceCandidate, tag: string): number {
  const form = runTogether(tag);
  const names = [place.name, ...place.aliases].filter((name) => /[\p{L}\p{N}][\s-]+[«"“]?[\p{L}\p{N}]/u.test(name));
  return names.some((name) => runTogether(name) === form) ? 1 : 0;
}

/** «библиотека на Холодильной»: a word of the place's name and the street of its address. */
function onStreetScore(place: PlaceCandidate, { kind, street }: { kind: string; street: string }): number {
  const ours = addressOf(place.address ?? '');
  const kindForm = matchForm(kind);
  if (!ours || kindForm === '' || ours.street !== matchForm(street)) return 0;
  const named = [place.name, ...place.aliases].some((name) => matchForm(name).split(' ').includes(kindForm));
  return named ? 1 : 0;
}

/** The dictionary's readings of a word as a noun (none for a word it does not know, or before it is read). */
function nounParses(word: string) {
  return dictionaryParses(word).filter((parse) => parse.tag.POST === 'NOUN');
}

/** Whether the dictionary reads a word only as a plural noun («подвалы», «складах»). */
function onlyPlural(word: string): boolean {
  const nouns = nounParses(word);
  return nouns.length > 0 && nouns.every((parse) => parse.tag.NMbr === 'plur');
}

/** Whether a word of a name is a noun in the singular as a name stands, in the nominative («Подвал», not «Паруса»). */
const singular = (word: string) =>
  nounParses(word).some((parse) => parse.tag.NMbr === 'sing' && parse.tag.CAse === 'nomn');

/**
 * Whether a phrase starts with the plural of a word the place's name has in the singular: «спускаемся в подвалы
 * купеческих домов» speaks of cellars, not of the bar «Подвал»; a name in the plural («Амурские волны») still matches.
 */
function pluralOfName(place: PlaceCandidate, text: string): boolean {
  const first = wordsOf(text)[0] ?? '';
  if (!onlyPlural(first)) return false;
  const lemma = lemmaOf(first);
  return [place.name, ...place.aliases].some((name) =>
    wordsOf(name).some((word) => lemmaOf(word) === lemma && singular(word)),
  );
}

/**
 * The forms of a place's one-word names written with a capital («Встреча», «Кафе «Встреча»») that a phrase opening in
 * lower case uses as the common noun they are («на встречу клуба»): those names are not named by it.
 */
function commonNameForms(place: PlaceCandidate, text: string): string[] {
  const [first = '', second = ''] = wordsOf(text);
  if (first === '' || first.length > LONGEST_WORD || second.length > LONGEST_WORD) return [];
  if (nounParses(first).length === 0 || !headOfPhrase(text, second)) return [];
  const lemma = lemmaOf(first);
  const written = [place.name, ...place.aliases].flatMap((name) => [name, QUOTED_NAME.exec(name)?.[1] ?? '']);
  return written
    .map((name) => name.trim())
    .filter((name) => /^\p{Lu}[\p{Ll}-]+$/u.test(name) && lemmaOf(name.toLowerCase().replaceAll('ё', 'е')) === lemma)
    .flatMap((name) => [matchForm(name), nominativeNameForm(name), ownStemOf(name), withoutFleetingVowel(name)])
    .filter(Boolean);
}

/**
 * Whether the second word of a phrase makes its first a common noun with words of its own: a noun or an adjective in
 * the genitive («встречу клуба любителей», «подвале старого дома») or «с» («встречу с автором»); «в гусях наш первый
 * сольник» still names a bar in lower case.
 */
function headOfPhrase(text: string, second: string): boolean {
  if (second === '') return false;
  if (/^\S+[ \t]+(?:с|со)(?![\p{L}])/iu.test(text.trim())) return true;
  return dictionaryParses(second).some(
    (parse) => (parse.tag.POST === 'NOUN' || parse.tag.POST === 'ADJF') && parse.tag.CAse === 'gent',
  );
}

/** A word and the word after it: «юбилейный концерт», «Детская школа». */
const WORD_PAIR = /^([\p{L}][\p{L}-]*)[ \t]+([\p{L}-]+)/u;

/**
 * Whether a phrase opens with an adjective and the noun it goes with, in the same case and number («на юбилейный
 * концерт», «в центральном зале», «Детская школа искусств»), while the place is named by that adjective alone
 * («Юбилейный», «Центральный», or «детская» as locals call the children's library): the adjective says what kind of
 * concert, hall or school, it does not name the venue. An adjective capitalised at a line's start is compared only
 * with a name in lower case: «Юбилейный концерт» at the start may be said of the venue «Юбилейный».
 */
function attributeOfNoun(place: PlaceCandidate, text: string): boolean {
  const pair = WORD_PAIR.exec(text);
  if (!pair?.[1] || !pair[2]) return false;
  const capitalised = /^\p{Lu}/u.test(pair[1]);
  const adjective = pair[1].toLowerCase().replaceAll('ё', 'е');
  const noun = pair[2].toLowerCase().replaceAll('ё', 'е');
  const adjectives = dictionaryParses(adjective).filter((parse) => parse.tag.POST === 'ADJF');
  const nouns = nounParses(noun);
  const agree = adjectives.some((a) => nouns.some((n) => a.tag.CAse === n.tag.CAse && a.tag.NMbr === n.tag.NMbr));
  if (!agree) return false;
  // «в краеведческом музее» still names a place also called «краеведческий музей».
  const pairForm = matchForm(pair[0]);
  if (namesOf(place).some((name) => name === pairForm || name.startsWith(`${pairForm} `))) return false;
  const lemma = lemmaOf(adjective);
  return [place.name, ...place.aliases].some((name) => {
    const words = name.split(/\s+/u).map((word) => word.replace(/^[«"“]|[»"”]$/gu, ''));
    const word = words[0] ?? '';
    if (words.length !== 1 || (capitalised && /^\p{Lu}/u.test(word))) return false;
    const own = lemmaOf(word.toLowerCase().replaceAll('ё', 'е'));
    // An adjective made from a noun that names the place («локомотивное депо» beside the stadium «Локомотив»)
    // says what the depot serves, not that venue.
    const stem = own.replace(/[аяоеьй]$/u, '');
    return (
      own === lemma || (stem.length >= 5 && lemma !== stem && lemma.startsWith(stem) && ADJECTIVE_WORD.test(lemma))
    );
  });
}

/** The kinds of place (indices into PLACE_KINDS) among the words of a text. */
function kindsOf(text: string): Set<number> {
  const kinds = new Set<number>();
  for (const word of matchForm(text).split(' '))
    PLACE_KINDS.forEach((kind, index) => {
      if (kind.test(word)) kinds.add(index);
    });
  return kinds;
}

/** Whether two places are of a kind both their names say («…библиотека Ямала», «Национальная библиотека»). */
function sameKind(a: PlaceCandidate, b: PlaceCandidate): boolean {
  const kinds = (place: PlaceCandidate) =>
    new Set([place.name, ...place.aliases].flatMap((name) => [...kindsOf(name)]));
  const theirs = kinds(b);
  return [...kinds(a)].some((kind) => theirs.has(kind));
}

/**
 * Whether a quoted name after a word of one kind of place («стадион «Краснодар»») is of a place of another kind
 * («Парк «Краснодар»»): both kinds must be known, and the place's name must say its own before its quotes.
 */
function otherKind(place: PlaceCandidate, kindWord: string): boolean {
  const said = kindsOf(kindWord);
  if (said.size === 0) return false;
  const own = kindsOf(place.name.split('«')[0] ?? '');
  return own.size > 0 && ![...said].some((kind) => own.has(kind));
}

/**
 * Whether a phrase in running text says a kind of place («в Дагестанской государственной филармонии») that none of
 * the place's names has, while they say another («Дагестанский музей изобразительных искусств»): a shared adjective
 * does not make a philharmonic a museum. Only the phrase's first words, as many as the place's longest name has, are
 * read: «Авроре возле парка» still names the cinema «Аврора».
 */
function saysOtherKind(place: PlaceCandidate, form: string): boolean {
  const names = [place.name.split('«')[0] ?? '', ...place.aliases];
  const longest = Math.max(...names.map((name) => wordsOf(name).length));
  const said = kindsOf(form.split(' ').slice(0, longest).join(' '));
  if (said.size === 0) return false;
  const own = new Set(names.flatMap((name) => [...kindsOf(name)]));
  return own.size > 0 && ![...said].some((kind) => own.has(kind));
}

/** «Филармония имени Пономаренко» names only a place named after the same person (whatever else it is called). */
function namedForTheSame(place: PlaceCandidate, text: string): boolean {
  const found = PERSON.exec(text);
  if (!found) return true;
  // «им. Амур-Санана» is compared by its last part: a name's words are single ones («амур санан»).
  const person = matchForm(found[2] ?? found[1] ?? '')
    .split(' ')
    .at(-1);
  if (!person) return true;
  return [place.name, ...place.aliases].some((name) =>
    matchForm(name)
      .split(' ')
      .some((word) => word.startsWith(person)),
  );
}

/**
 * Case endings of a city's name as a noun, by its last letter: «в Томске», «из Москвы», «Пермью». «Томской»,
 * «Томском» are left out: they are as often the adjective («в Томской филармонии»).
 */
const CITY_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  а: ['а', 'ы', 'е', 'у', 'ой'],
  я: ['я', 'и', 'е', 'ю', 'ей'],
  ь: ['ь', 'и', 'ью'],
  '': ['', 'а', 'у', 'е'],
};

/**
 * Whether a phrase starts with the city of a place as a noun («Томске в выходные») while the place's names start
 * otherwise («Томский ТЮЗ»): the city is not its theatre. A place named by the city itself («Екатеринбург Арена»)
 * still may be.
 */
function startsWithCity(place: PlaceCandidate, text: string): boolean {
  const city = place.address?.split(',')[0]?.trim().toLowerCase().replaceAll('ё', 'е') ?? '';
  if (!/^[а-я-]{4,}$/.test(city)) return false;
  const last = /[аяь]$/.test(city) ? city.slice(-1) : '';
  const stem = city.slice(0, city.length - last.length);
  const endings = CITY_ENDINGS[last] ?? [];
  const isCity = (word = '') => word.startsWith(stem) && endings.includes(word.slice(stem.length));
  if (!isCity(wordsOf(text)[0])) return false;
  return ![place.name, ...place.aliases].some((name) => isCity(wordsOf(name)[0]));
}

const similarityOf = (name: string, form: string, kind: PhraseKind) =>
  name === '' || form === ''
    ? 0
    : kind === 'quoted'
      ? similarity(name, form)
      : windowSimilarity(name, form, { anchored: true });

/** Words of a formal name («российский», «академический», «областная», «имени», «им.») and initials, as stems. */
const FORMAL_WORD = /^(?:российск|академическ|государственн?|областн|муниципальн|им|имен|им[яи]|\p{L})$/u;
const withoutFormalWords = (form: string) =>
  form
    .split(' ')
    .filter((word) => !FORMAL_WORD.test(word))
    .join(' ');

/**
 * The time zones of the larger cities whose name opens a catalogue address: of two places named alike in two cities,
 * a post that names neither city is most likely about the one whose clock it was written by.
 */
const CITY_ZONES: Readonly<Record<string, string>> = {
  москва: 'Europe/Moscow',
  'санкт-петербург': 'Europe/Moscow',
  'нижний новгород': 'Europe/Moscow',
  воронеж: 'Europe/Moscow',
  казань: 'Europe/Moscow',
  ярославль: 'Europe/Moscow',
  'ростов-на-дону': 'Europe/Moscow',
  краснодар: 'Europe/Moscow',
  тула: 'Europe/Moscow',
  рязань: 'Europe/Moscow',
  калининград: 'Europe/Kaliningrad',
  самара: 'Europe/Samara',
  тольятти: 'Europe/Samara',
  ижевск: 'Europe/Samara',
  саратов: 'Europe/Saratov',
  волгоград: 'Europe/Volgograd',
  астрахань: 'Europe/Astrakhan',
  ульяновск: 'Europe/Ulyanovsk',
  киров: 'Europe/Kirov',
  петрозаводск: 'Europe/Moscow',
  архангельск: 'Europe/Moscow',
  мурманск: 'Europe/Moscow',
  вологда: 'Europe/Moscow',
  пермь: 'Asia/Yekaterinburg',
  екатеринбург: 'Asia/Yekaterinburg',
  тюмень: 'Asia/Yekaterinburg',
  челябинск: 'Asia/Yekaterinburg',
  уфа: 'Asia/Yekaterinburg',
  оренбург: 'Asia/Yekaterinburg',
  омск: 'Asia/Omsk',
  новосибирск: 'Asia/Novosibirsk',
  томск: 'Asia/Tomsk',
  красноярск: 'Asia/Krasnoyarsk',
  иркутск: 'Asia/Irkutsk',
  хабаровск: 'Asia/Vladivostok',
  владивосток: 'Asia/Vladivostok',
};

/** How many cities of CITY_ZONES keep each zone: «Europe/Moscow» many, «Europe/Kirov» one. */
const ZONE_CITIES: ReadonlyMap<string, number> = Object.values(CITY_ZONES).reduce(
  (counts, zone) => counts.set(zone, (counts.get(zone) ?? 0) + 1),
  new Map<string, number>(),
);

/** The time zone of a place's city, when CITY_ZONES knows it. */
const zoneOf = (place: PlaceCandidate): string | undefined =>
  CITY_ZONES[place.address?.split(',')[0]?.trim().toLowerCase() ?? ''];

/** Whether a place's city keeps the post's clock; null when its zone or the post's is unknown. */
function sameClock(place: PlaceCandidate, timeZone: string | undefined, at: number): boolean | null {
  const zone = zoneOf(place);
  if (!zone || !timeZone) return null;
  try {
    return zoneOffsetMs(at, zone) === zoneOffsetMs(at, timeZone);
  } catch {
    return null;
  }
}

/** Russian letters as sites spell them in Latin («назарово» is «nazarovo»). */
const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ' ': '-',
};
const latinOf = (city: string) => [...city].map((letter) => LATIN[letter] ?? letter).join('');

/** The catalogue place the phrases most likely name, if any scores at least PLACE_THRESHOLD. */
export function bestPlace(
  phrases: readonly PlacePhrase[],
  candidates: readonly PlaceCandidate[],
  text = '',
  where: { timeZone?: string; at?: number } = {},
): PlaceMatch | null {
  let best: PlaceMatch | null = null;
  // «Калининград: что делать в выходные … Филармония: …»: of two places named alike, the one in the city the post names;
  // when it names neither city, the one in the post's time zone.
  // «▪️ Зея — ДК «Энергетик» …», «▪️ Краеведческий музей — …»: in a digest whose items each open with their town, a
  // town said on another item's line does not say which town's namesake this item means; only its own lines do.
  const lower = (townLed(text, candidates) ? linesAround(text, phrases) : text).toLowerCase();
  // A link may spell the city in Latin letters: «Запись: muzeum-nazarovo.ru» names Назарово.
  const named = (city: string) =>
    city.length >= 4 &&
    (lower.includes(city.slice(0, Math.max(4, city.length - 2))) ||
      (/[\s-]/u.test(city) && namesCompoundCity(lower, city)) ||
      (city.length >= 5 && lower.includes(latinOf(city))));
  const cityNamed = (place: PlaceCandidate) => named(place.address?.split(',')[0]?.trim().toLowerCase() ?? '');
  const at = where.at ?? Date.now();
  const streets = streetsOf(text);
  const streetNamed = (place: PlaceCandidate) => {
    const address = place.address ? addressOf(place.address) : null;
    return address !== null && streets.has(address.street);
  };
  // 2: the post keeps the very zone of the place's city, one no other city of CITY_ZONES keeps («Europe/Kirov»); 1:
  // the same clock; 0: unknown; -1: another clock.
  const clock = (place: PlaceCandidate) => {
    const same = sameClock(place, where.timeZone, at);
    if (same === null) return 0;
    if (!same) return -1;
    return zoneOf(place) === where.timeZone && ZONE_CITIES.get(where.timeZone ?? '') === 1 ? 2 : 1;
  };
  // «Куда пойти на выходных в Челябинске … костюм выдают на старте»: a post that names a city of the catalogue is not
  // about a namesake in another city it does not name, on another clock than the post's.
  const otherCityNamed = [...citiesOf(candidates)].some(named);
  const away = (place: PlaceCandidate) =>
    otherCityNamed && !cityNamed(place) && sameClock(place, where.timeZone, at) === false;
  // The address it happens at says where better than a name: «читают актёры театра «Цех» … на Петропавловской, 5» is
  // at the place of that address. Only a cue («📍», «Где:») weighs as much.
  let byAddress: PlaceMatch | null = null;
  /** Of two matches as close, which one the post means: 1 the first, -1 the second, 0 when it does not say. */
  const preferred = (a: PlaceMatch, b: PlaceMatch): number => {
    // «выездной показ «Сцены на Парковой» в галерее «Белый куб»»: of two names as close, the one said to be where.
    if (a.phrase.located !== b.phrase.located) return a.phrase.located === true ? 1 : -1;
    // «Драмтеатр им. Толстого»: the whole phrase names one place, its piece «Драмтеатр им» any drama theatre.
    if (covers(a.phrase.span, b.phrase.span)) return 1;
    if (covers(b.phrase.span, a.phrase.span)) return -1;
    // «Национальная библиотека Ямала»: the place of that whole name, not one of the same kind named by a shorter
    // name it starts with («Национальная библиотека» of another city).
    const longer = Math.sign(nameWordsOf(a.place, a.phrase) - nameWordsOf(b.place, b.phrase));
    if (longer !== 0 && sameKind(a.place, b.place)) return longer;
    // «стадион «Локомотив», ул. Шевченко»: the street of one's address, said without a house, tells namesakes apart.
    if (streetNamed(a.place) !== streetNamed(b.place)) return streetNamed(a.place) ? 1 : -1;
    if (cityNamed(a.place) !== cityNamed(b.place)) return cityNamed(a.place) ? 1 : -1;
    // Not one on another clock than the post's. A city whose clock is unknown may keep the post's as well as one
    // known to: «Завтра в филармонии» of four cities on Moscow time, one of them known, does not say which. A post
    // kept by the zone of one city only («Europe/Kirov») is of that city rather than of one whose zone is unknown.
    const [one, two] = [clock(a.place), clock(b.place)];
    if (one !== -1 && two !== -1 && one < 2 && two < 2) return 0;
    return Math.sign(one - two);
  };
  const matches: PlaceMatch[] = [];
  const cityPairs = [...citiesOf(candidates)]
    .map((city) => city.split(/[\s-]+/u).map(stemRu))
    .filter((words) => words.length === 2 && words.every((word) => word.length >= 3));
  for (const p of phrases) {
    if (p.kind !== 'quoted' && p.kind !== 'cue' && secondWordOfCity(p, text, cityPairs)) continue;
    for (const place of candidates) {
      if (away(place)) continue;
      const score = placeScore(place, p);
      if (score < PLACE_THRESHOLD) continue;
      const match = { place, score, phrase: p };
      matches.push(match);
      const tie = best !== null && Math.abs(score - best.score) <= 1e-9 && best.place.id !== place.id;
      if (!best || score > best.score + 1e-9 || (tie && preferred(match, best) > 0)) best = match;
      if (p.kind === 'address' && (!byAddress || score > byAddress.score + 1e-9)) byAddress = match;
    }
  }
  // «кафе «Встреча» … Омутинское, ул. Ленина, 30», where two towns each have a place at «улица Ленина, 30»: the town
  // said or the name given tells which; when nothing does, the address names neither (a wrong venue is worse than none).
  if (byAddress) {
    const found: PlaceMatch = byAddress;
    const all = [
      found,
      ...matches.filter(
        (m) => m.phrase.kind === 'address' && m.place.id !== found.place.id && Math.abs(m.score - found.score) <= 1e-9,
      ),
    ];
    if (all.length > 1) {
      const named = (m: PlaceMatch) => matches.some((o) => o.phrase.kind !== 'address' && o.place.id === m.place.id);
      const told = all.filter((m) =>
        all.every((o) => o === m || preferred(m, o) > 0 || (preferred(m, o) === 0 && named(m) && !named(o))),
      );
      byAddress = told.length === 1 ? (told[0] ?? null) : null;
      if (!byAddress && best?.phrase.kind === 'address') best = null;
    }
  }
  // «Кинозал РДК (Кемь)»: a post that names the city of one of the places it may mean is not about a namesake in a
  // city it does not name, though that one's name is closer («кинозал РДК» of another town).
  const saysCity = (place: PlaceCandidate) => namesCity(lower, cityOfPlace(place));
  if (best && cityOfPlace(best.place) !== '' && !saysCity(best.place)) {
    const inNamedCity = matches.filter((m) => saysCity(m.place));
    const local = inNamedCity.reduce<PlaceMatch | null>(
      (top, m) => (top === null || m.score > top.score + 1e-9 ? m : top),
      null,
    );
    if (local && (!byAddress || byAddress.place.id === local.place.id)) best = local;
  }
  if (byAddress && best && best.phrase.kind !== 'cue') return byAddress;
  // «У входа в Центральный парк»: a name places in several cities share, when the post names none of them and keeps
  // the clock of none known, does not say which; a wrong venue is worse than none.
  const chosen = best;
  const cityOf = cityOfPlace;
  if (
    chosen &&
    cityOf(chosen.place) !== '' &&
    matches.some(
      (m) =>
        Math.abs(m.score - chosen.score) <= 1e-9 &&
        cityOf(m.place) !== '' &&
        cityOf(m.place) !== cityOf(chosen.place) &&
        !(saysCity(chosen.place) && !saysCity(m.place)) &&
        preferred(chosen, m) <= 0 &&
        // Another phrase of the chosen place tells it apart only when it names it as closely: «в краеведческом музее»
        // holds «краеведческом музее» but names no one of four towns' museums better than it does.
        !matches.some(
          (other) => other.place.id === chosen.place.id && other.score >= m.score - 1e-9 && preferred(other, m) > 0,
        ),
    )
  )
    return null;
  // «Центральная городская библиотека приглашает …»: the whole name of one place and the start of another city's
  // («Центральная городская библиотека имени М. А. Дудина») is shared when the post names neither city.
  if (
    chosen &&
    (chosen.phrase.kind === 'piece' || chosen.phrase.kind === 'preposition') &&
    cityOf(chosen.place) !== '' &&
    clock(chosen.place) < 1 &&
    !cityNamed(chosen.place)
  ) {
    const name = scored(chosen.place, chosen.phrase).name;
    const form = matchForm(chosen.phrase.text);
    // The word the phrase goes on with, if any: «Национальный музей Республики …» may go on as the other's name does.
    const next = form.startsWith(`${name} `) ? form.slice(name.length + 1).split(' ')[0] : '';
    const opens = (place: PlaceCandidate) => {
      if (cityOf(place) === '' || cityOf(place) === cityOf(chosen.place) || away(place)) return false;
      const goesOn = namesOf(place)
        .filter((other) => other.startsWith(`${name} `))
        .map((other) => other.slice(name.length + 1).split(' ')[0]);
      return goesOn.length > 0 && !goesOn.includes(next);
    };
    if (name.includes(' ') && (form === name || next !== '') && candidates.some(opens)) return null;
  }
  // A post that gives an address of no place it could name happens there: «Аквариум — 55 лет! … Концертный зал
  // филармонии, пл. Ленина, 11а» is not at the bar «Аквариум»; «Ул. Кольцовская, 12» is not its neighbour at 35.
  // Only a cue (📍, «Где:») outweighs it, and a place whose address the catalogue does not know cannot be told apart.
  if (best && best.phrase.kind !== 'cue' && best.place.address && phrases.some(isStatedAddress)) {
    const elsewhere = phrases.some(
      (p) => isStatedAddress(p) && !candidates.some((place) => placeScore(place, p) >= PLACE_THRESHOLD),
    );
    if (elsewhere) return null;
  }
  return best;
}

/**
 * The first words of a line that may be a town leading an item: after a bullet and perhaps a date and its dash, one or
 * two capitalised words, then a dash, a comma or a bar («▪️ Зея — …», «14.12 — Белогорск, ГДК»).
 */
const LEADING_TOWN =
  /^[^\p{L}\p{N}\n]{0,8}(?:[\d.:/ \t-]{1,16}[—–|][ \t]*)?(\p{Lu}[\p{Ll}-]{2,}(?:[ \t]\p{Lu}[\p{Ll}-]+)?)[ \t]*[—–,|]/gmu;

/** The last text read for LEADING_TOWN, and whether two of its lines open with towns. */
const townsRead = { text: '', candidates: [] as readonly PlaceCandidate[], found: false };

/**
 * Whether two lines of a text or more open with a town (see LEADING_TOWN): a city of the catalogue, or a word the
 * dictionary does not know. Read once per text and catalogue.
 */
function townLed(text: string, candidates: readonly PlaceCandidate[]): boolean {
  if (townsRead.text === text && townsRead.candidates === candidates) return townsRead.found;
  const cities = citiesOf(candidates);
  let count = 0;
  for (const m of text.matchAll(LEADING_TOWN)) {
    const word = (m[1] ?? '').toLowerCase().replaceAll('ё', 'е');
    // «Пт, 18.12 — …», «Вторник, 9 февраля»: a day, not a town; «• Синкопа — джаз, 19:00»: a venue, not a town.
    if (NOT_A_STREET.test(word)) continue;
    const town =
      cities.has(word) ||
      [...cities].some((city) => city.replaceAll('ё', 'е') === word) ||
      (unknownWord(word) && !isPlaceOnly(m[1] ?? '', candidates));
    if (town) count += 1;
  }
  Object.assign(townsRead, { text, candidates, found: count >= 2 });
  return count >= 2;
}

/** Whether the dictionary, once read, knows no word of a lower-cased phrase of one word. */
const unknownWord = (word: string) =>
  !/\s/u.test(word) && word.length <= LONGEST_WORD && morphologyReady() && dictionaryParses(word).length === 0;

/** Longer words are no town's or common noun's, and the dictionary's guesses at them grow slow. */
const LONGEST_WORD = 30;

/** The whole lines the phrases stand on and the first line (a heading), one after another. */
function linesAround(text: string, phrases: readonly PlacePhrase[]): string {
  const starts = new Set([0, ...phrases.map((p) => text.lastIndexOf('\n', Math.max(0, p.span.start - 1)) + 1)]);
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => {
      const end = text.indexOf('\n', start);
      return text.slice(start, end < 0 ? text.length : end);
    })
    .join('\n');
}

/** A street's type and its name, with or without a house: «ул. Шевченко», «улица Карла Маркса». */
const STREET_NAMED =
  /(?<![\p{L}])(?:ул\.|улиц[аеуы]|пр\.|пр-т|проспект[аеу]?|пер\.|переул[ок][кау]?|наб\.|набережн\p{Ll}{2}|пл\.|площад[ьи])[ \t]*(\p{Lu}[\p{L}-]+(?:[ \t]\p{Lu}[\p{L}-]+)?)/gu;

/** The last text read for STREET_NAMED and the streets it names, as `addressOf` gives them. */
const streetsRead = { text: '', streets: new Set<string>() };

/** The streets a text names by their type and name («ул. Шевченко»), read once per text. */
function streetsOf(text: string): ReadonlySet<string> {
  if (streetsRead.text !== text) {
    streetsRead.text = text;
    streetsRead.streets = new Set(
      [...text.matchAll(STREET_NAMED)].flatMap((m) => addressOf(`${m[0]}, 1`)?.street ?? []),
    );
  }
  return streetsRead.streets;
}

/**
 * Whether a lower-cased text names a city (lower-cased) as a word of its own, in a case of a noun («в Кеми», «Кемь»,
 * «из Ирбита»), not a word that starts alike («Ворона» is no «Воронеж»). A city of several words is named whole.
 */
const WORD_REST = /[\p{L}-]*/uy;

function namesCity(lower: string, city: string): boolean {
  if (city.length < 3) return false;
  if (/[\s-]/u.test(city)) return lower.includes(city) || namesCompoundCity(lower, city);
  const last = /[аяь]$/u.test(city) ? city.slice(-1) : '';
  const stem = city.slice(0, city.length - last.length);
  const endings = CITY_ENDINGS[last] ?? [];
  let from = lower.indexOf(stem);
  while (from >= 0) {
    const before = from === 0 ? '' : (lower[from - 1] ?? '');
    WORD_REST.lastIndex = from + stem.length;
    const word = WORD_REST.exec(lower)?.[0] ?? '';
    if (!/[\p{L}-]/u.test(before) && endings.includes(word)) return true;
    from = lower.indexOf(stem, from + 1);
  }
  return false;
}

/** Letters a word goes on with after a stem. */
const LETTERS_ON = /\p{L}*/uy;

/**
 * Whether a lower-cased text names a city of several words in a case whose first word alone changes: «в
 * Славянске-на-Кубани», «из Ростова-на-Дону».
 */
function namesCompoundCity(lower: string, city: string): boolean {
  const at = city.search(/[\s-]/u);
  if (at < 4) return false;
  const stem = city.slice(0, at).replace(/[аяь]$/u, '');
  const tail = city.slice(at);
  let from = lower.indexOf(stem);
  while (from >= 0) {
    LETTERS_ON.lastIndex = from + stem.length;
    const ending = LETTERS_ON.exec(lower)?.[0] ?? '';
    const before = from === 0 ? '' : (lower[from - 1] ?? '');
    if (!/\p{L}/u.test(before) && ending.length <= 2 && lower.startsWith(tail, from + stem.length + ending.length))
      return true;
    from = lower.indexOf(stem, from + 1);
  }
  return false;
}

/** A stored address starts with its city only when it has a street and a house after it («Курск, улица Ленина, 3»). */
function cityOfPlace(place: PlaceCandidate): string {
  const parts = place.address?.split(',') ?? [];
  const first = parts[0]?.trim() ?? '';
  return parts.length >= 3 && !STREET_PREFIX.test(first) ? first.toLowerCase() : '';
}

/**
 * Whether a phrase starts at the second word of a city of two words («Администрация города Великие Луки информирует»,
 * «АФИША ВЕЛИКИХ ЛУК»): it names the city, not a venue named like its second word («Ледовый дворец «Луки»»).
 */
function secondWordOfCity(p: PlacePhrase, text: string, cities: readonly string[][]): boolean {
  if (cities.length === 0) return false;
  const first = wordsOf(p.text)[0] ?? '';
  const head = text.slice(Math.max(0, p.span.start - 30), p.span.start);
  if (!/[ \t]$/u.test(head)) return false;
  const before = head
    .trimEnd()
    .split(/[^\p{L}]/u)
    .at(-1)
    ?.toLowerCase();
  if (!before || !first) return false;
  const word = before.replaceAll('ё', 'е');
  return cities.some(([one = '', two = '']) => word.startsWith(one) && first.startsWith(two));
}

/** Whether a span holds another and more: «Драмтеатр им. Толстого» holds «Драмтеатр им». */
const covers = (a: TextSpan, b: TextSpan) => a.start <= b.start && a.end >= b.end && a.end - a.start > b.end - b.start;

/**
 * An address said as one («ул. Кольцовская, 12», «пл. Ленина, 11а», «Карла Маркса, 55»), not a name and a number,
 * and not of somewhere else («После концерта — афтепати в баре «Маяк» (Малышева, 56)»).
 */
function isStatedAddress(p: PlacePhrase): boolean {
  return p.kind === 'address' && p.stated === true && (p.context ?? 1) >= 1;
}

/** Whether a line says nothing but a place's name («Театр на Покровке», «Кинобар «Плёнка»»). */
export function isPlaceOnly(text: string, candidates: readonly PlaceCandidate[]): boolean {
  const form = matchForm(text);
  if (!form) return false;
  return candidates.some((place) => namesOf(place).some((name) => similarity(name, form) >= PLACE_THRESHOLD));
}

/**
 * The cities of the catalogue's addresses («Тюмень, улица Республики, 61» is in Тюмень), lower-cased: a city alone
 * on a ticket site's line («Сплин | Калининград | 27.02») says where, not what.
 */
export function citiesOf(candidates: readonly PlaceCandidate[]): ReadonlySet<string> {
  const cities = new Set<string>();
  for (const place of candidates) {
    const first = place.address?.split(',')[0]?.trim() ?? '';
    if (/^\p{Lu}[\p{Ll}-]+(?:\s\p{Lu}[\p{Ll}-]+)?$/u.test(first) && !STREET_PREFIX.test(first))
      cities.add(first.toLowerCase());
  }
  return cities;
}
