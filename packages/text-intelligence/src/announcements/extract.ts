import { cutText, DESCRIPTION_MAX_LENGTH, type WallClock, wallClockAt } from '@mesto/domain';
import type {
  AnnouncementExtraction,
  AnnouncementInput,
  DraftEvent,
  EventTag,
  Extracted,
  PlaceCandidate,
  Price,
  TextSpan,
} from '../contract.ts';
import { canBeNominative, genitiveOf, isVerb, loadMorphology, nominativeOf, singularOf } from '../text/morphology.ts';
import { pattern } from '../text/pattern.ts';
import { announcesNothing } from './announces-nothing.ts';
import {
  type Clock,
  compareDays,
  type DateKind,
  type DateMention,
  type Day,
  durationMinutes,
  isoInZone,
  itemMinutes,
  type LineMentions,
  mentionsOf,
  namedLengths,
  newYearsEve,
  nextDay,
  recurringDay,
  type TimeMention,
  weekdayWithin,
} from './dates.ts';
import { coverOf, joinLines, type Line, linesOf, spanOf } from './lines.ts';
import {
  bestPlace,
  citiesOf,
  isPlaceOnly,
  lookupPhrases,
  type PlaceMatch,
  type PlacePhrase,
  placePhrases,
} from './places.ts';
import { itemPriceOf, type PriceFinding, pricedForHomeGamesOnly, priceOf } from './prices.ts';
import { isSurePlace, isSureTitle, SURE } from './sure.ts';
import { tagsOf } from './tags.ts';
import { linkIsForItem, linkRanges, type TicketLinkFinding, ticketLinkOf, withoutLinks } from './tickets.ts';
import {
  isAside,
  namesHolder,
  namesNothing,
  namesOnlyAudience,
  namesOnlyKind,
  namesOnlyWhere,
  namesShow,
} from './title-quality.ts';
import {
  competitorsOf,
  concertGiver,
  HOLDER_KINDS,
  isBareKind,
  isHookLine,
  isLabelLine,
  isPoorTitle,
  isPresentsLine,
  isQuotedName,
  isStageLine,
  isUmbrella,
  jubileeTitle,
  kindIn,
  kindPhraseOf,
  nameAfterKindIn,
  namedOpening,
  namesEvent,
  namesKind,
  nominativeOfGenitive,
  nominativeOfObject,
  PERFORMER_STEMS,
  SPORT,
  saysOnlyWhere,
  signatureOf,
  type TitleFinding,
  titleOfLine,
  WE_PERFORM,
} from './titles.ts';
import { WEEKDAY, WEEKDAY_NAMES, weekdayOf } from './weekdays.ts';

// The built-in extractor for Russian announcements. A post with several dated lines (a festival programme, a
// theatre's bill, a digest) becomes one draft per line, each taking its place and price from its own line first and
// from the rest of the post otherwise; any other post is one draft (or one per start when it says «14:00 и 18:00»).

/** How sure a start is, by how its date was written, when the time is given too. */
const DATE_CONFIDENCE: Record<DateKind, number> = { full: 0.95, 'no-year': 0.85, relative: 0.85, weekday: 0.65 };
/** A date without a time, or a time without a date: a person should look. */
const GUESSED = 0.4;

const MAX_LOOKUP_PHRASES = 30;
/** An event one watches from home: «онлайн-лекция», «в Zoom», «в VK Видео», «ссылка на трансляцию». */
const ONLINE =
  /(?<![\p{L}])(?:(?:онлайн|online)[\s-]*(?:кино)?(?:лекци|лектори|встреч|трансляци|показ|концерт|экскурси|заняти|семинар|мастер-класс|формат|эфир)|(?:онлайн|online)\s+на\s+платформ|(?:онлайн|online)-(?!касс|оплат|билет|запис|регистрац|продаж|заказ|брон|магазин|анкет|форм|голос|сервис|доступ)\p{L}|формат(?:[ \t]*[:—–-])?[ \t]*(?:онлайн|online)|вебинар|(?:zoom|зуме?)(?![\p{L}])|в\s+прямом\s+эфире|в\s+vk\s+видео|на\s+youtube|ссылк\p{L}*\s+на\s+трансляци)/iu;
/**
 * «| Майкоп, выезд», «выезд, г. Крымск», «на первенстве края в Энске (Дворец спорта …)»: a programme's item that says it
 * is held away, in another town, or in a town's named venue. «В гостях» is left out: «В гостях у сказки» is a show.
 */
const HELD_AWAY = /(?<![\p{L}])(?:выезд\p{L}*|на\s+выезде)(?![\p{L}])/iu;
/** Case matters here (a capital is a town's name), so apart from HELD_AWAY's words; «2027 г. Режим…» is a year. */
// A town in brackets after a name, «театр «Петрушка» (г. Благовещенск)», is where a visiting troupe is from.
const HELD_IN_TOWN =
  /(?<![\p{L}\p{N}])(?<!\p{N}[ \t])(?<![»"”\p{L}][ \t]{0,2}\([ \t]{0,2})г\.[ \t]*\p{Lu}|(?<![\p{L}])[вВ][оО]?[ \t]+\p{Lu}\p{Ll}+[ \t]*\([ \t]*(?:[ДдСс][Кк]|[Дд]вор\p{L}*|[Сс]тадион\p{L}*|[Сс]порткомплекс\p{L}*|[Аа]рен\p{L}*|[Мм]анеж\p{L}*)(?![\p{L}])/u;
/** «…, бар «Подвал»», «— клуб Реактор»: a kind of venue in the nominative with its name, said after a comma or a dash. */
// Not a visiting troupe with its home town in brackets: «театр «Петрушка» (г. Благовещенск)».
const VENUE_HERE =
  /(?:^|[,—–-])[ \t]*(?:[Бб]ар|[Кк]луб|[Пп]аб|[Кк]афе|[Рр]есторан|[Тт]еатр|[Дд][Кк]|[Кк]инотеатр|[Гг]алерея|[Мм]узей|[Бб]иблиотека|[Фф]илармония|[Лл]офт|[Аа]рена|[Сс]тадион|БАР|КЛУБ|ПАБ|КАФЕ|РЕСТОРАН|ТЕАТР|КИНОТЕАТР|ГАЛЕРЕЯ|МУЗЕЙ|БИБЛИОТЕКА|ФИЛАРМОНИЯ|ЛОФТ|АРЕНА|СТАДИОН)\s+(?:[«"“][^«»"“”]+[»"”]|\p{Lu}[\p{L}-]+(?![\p{L}-]))(?![ \t]*\([ \t]*(?:[гГ]\.|[гГ]ор\.|[гГ]ород\s))/u;
/**
 * «— клуб «Рукодельница»: вяжем варежки», «клуб «Английский за чаем», тема …», «вечер литклуба «Таганай»»: a club of
 * readers, knitters or local historians meets at the venue whose programme it is; the club is who meets, not where.
 * Said by a club in the nominative whose name a colon or «, тема» ends (its meeting's topic follows; «клуб «Бункер»,
 * 20:00» is a venue), or by a club in the genitive or the instrumental («встреча клуба», «с клубом»); «в клубе
 * «Подвал»» is still a venue.
 */
const CLUB_BEFORE = /(?<![\p{L}])\p{L}{0,6}клуб(?:а|ом)?[ \t]+[«"“]?$/iu;
const CLUB_NOMINATIVE = /клуб[ \t]+[«"“]?$/iu;
const NAME_ENDS_CLAUSE = /^[»"”]?[ \t]*(?::|,[ \t]*тем[аеуы](?![\p{L}]))/iu;
/** A club's name and its topic after an item's dash («— клуб «Рукодельница»: …», «— клуб Полиглот, тема …»). */
const CLUB_MEETS =
  /(?:^|[,—–-])[ \t]*(?:[Кк]луб|КЛУБ)\s+(?:[«"“][^«»"“”]+[»"”]|\p{Lu}[\p{L}-]+(?![\p{L}-]))[ \t]*(?::|,[ \t]*[Тт]ем[аеуы](?![\p{L}]))/u;

/** Whether a quoted name at `from`–`to` (quotes left out) is a club that meets, not a venue (see CLUB_BEFORE). */
function clubMeets(text: string, from: number, to: number): boolean {
  const before = text.slice(Math.max(0, from - 16), from);
  if (!CLUB_BEFORE.test(before)) return false;
  return !CLUB_NOMINATIVE.test(before) || NAME_ENDS_CLAUSE.test(text.slice(to, to + 12));
}

/** «Переносим концерт», «новая дата», «переезжает на»: the post moves an event announced before. */
const POSTPONED = /перен[оеё]с|новая\s+дата|новой\s+дат|переезжа|откладыва|сдвига/i;
/**
 * What moves nothing to a date the post gives: «откладываем на потом» (a habit), «перенесём её на весну, дату сообщим
 * позже» (no new date yet: nothing to update). The sentence is left out when the post is told postponed. Two
 * patterns, not one alternation: the regex lint proves each linear in well under a second, while the union of two
 * bounded runs took it minutes.
 */
const NOT_MOVED = [
  /откладыва\p{L}*\s+(?:вс[её]\s+)?на\s+потом/giu,
  /[^.!?\n]{0,120}(?:дат[уа]\s+(?:сообщим|объявим|уточним|будет\s+объявлена)|(?:сообщим|объявим)\s+(?:новую\s+)?дату)[^.!?\n]{0,60}/giu,
] as const;
/**
 * Drafts one announcement may become, at most: a programme longer than this is a list to split by hand, and the
 * editor picks a draft by its position below 100 (`fromExtracted`).
 */
export const MAX_EVENTS = 100;

type Plan = {
  /** The line that dates this event (null when the post names no date). */
  anchor: Line | null;
  /** Lines searched first for this event's place and price. */
  own: readonly Line[];
  /** Lines searched next (the rest of a programme). */
  shared: readonly Line[];
  /** Lines searched next for a ticket link, when not `shared`: another part's link is that part's own. */
  linkShared?: readonly Line[];
  date: DateMention | null;
  start: TimeMention | null;
  programme: boolean;
  /** The run of an exhibition whose opening is the plan before it. */
  run?: true;
};

const none = <T>(): Extracted<T> => ({ value: null, confidence: 0, source: 'default', span: null });
const fromText = <T>(value: T, confidence: number, span: TextSpan | null): Extracted<T> => ({
  value,
  confidence: Math.round(confidence * 100) / 100,
  source: 'text',
  span,
});

export async function extractAnnouncement(input: AnnouncementInput): Promise<AnnouncementExtraction> {
  await loadMorphology();
  const { text, timeZone } = input;
  // A thank-you, a report, results, a vacancy, an hours notice: nothing to go to, so no draft to dismiss.
  if (announcesNothing(text)) return { provider: 'builtin', model: null, fallback: null, postponed: false, events: [] };
  const lines = linesOf(text);
  // Dates and prices are read with the links blanked out: the same offsets, nothing from inside a link.
  const unlinked = withoutLinks(text);
  const unlinkedLines = linesOf(unlinked);
  const reference = wallClockAt(input.publishedAt.getTime(), timeZone);
  const mentions = new Map<Line, LineMentions>(
    lines.map((line) => [line, mentionsOf(unlinkedLines[line.index] ?? line, reference)]),
  );
  // «караоке каждую среду»: with no date anywhere, the next of a weekly event; «Новогодняя ночь»: 31 December.
  if (lines.every((line) => (mentions.get(line)?.dates.length ?? 0) === 0)) {
    const referenceDay = { year: reference.year, month: reference.month, day: reference.day };
    for (const line of lines) {
      const unlinkedLine = unlinkedLines[line.index] ?? line;
      const weekly = recurringDay(unlinkedLine, referenceDay) ?? newYearsEve(unlinkedLine, referenceDay);
      const found = mentions.get(line);
      if (!weekly || !found) continue;
      mentions.set(line, { ...found, dates: [weekly] });
      break;
    }
  }
  datesUnderRange(lines, mentions);
  runOnNextLine(lines, mentions);
  sameDayLines(lines, mentions);
  const phrases = placePhrases(text, lines);
  const lookup = lookupPhrases(phrases, MAX_LOOKUP_PHRASES);
  const candidates = lookup.length > 0 ? await input.places(lookup) : [];

  // Read once for the whole post: every draft carries the same tags.
  const tags = tagsOf(text);
  const context: Context = {
    text,
    unlinked,
    unlinkedLines,
    timeZone,
    publishedAt: input.publishedAt.getTime(),
    reference,
    lines,
    mentions,
    phrases,
    phrasesByLine: phrasesByLine(lines, phrases),
    candidates,
    tags,
    found: new Map(),
    dayByDay: false,
    postponed: movesAnEvent(lines, mentions),
  };
  const plans = planEvents(context).slice(0, MAX_EVENTS);
  // Events told in turn in one paragraph («… А в воскресенье, 6-го, …») are not days of one thing: «зрителям на оба
  // дня вход свободный» is the price of each.
  context.dayByDay = plans.length > 1 && plans.some((plan) => plan.linkShared === undefined);
  const firstTitle = titleOfPost(context);
  const only = plans.length === 1 ? plans[0] : undefined;
  const sentence = only && !only.programme ? eventSentenceTitle(context, only, firstTitle) : null;
  // No line names the event, or only a call-out does («всем привет) в суботу …»): the kind of event the post names
  // says more, when it names one.
  const calledOut = firstTitle?.hook && !namesEvent(firstTitle.value);
  const postTitle =
    ticketBlurbName(context) ??
    hashtagName(context, firstTitle) ??
    opensItself(context, firstTitle) ??
    sentence ??
    signedTitle(context, firstTitle) ??
    showUnderHolder(context, firstTitle) ??
    (calledOut || !firstTitle ? (kindPhraseOf(text) ?? firstTitle) : firstTitle);
  const events = plans.map((plan) => draftOf(context, plan, postTitle, plans));
  // «в тот же день в 15.00 — повтор для второй группы», «— второй показ»: the event before it again, under its name and,
  // when the line names none, at its price.
  for (const [i, plan] of plans.entries()) {
    const before = events[i - 1];
    let event = events[i];
    // The run of an exhibition opened just before: the exhibition's name, not «Открытие выставки «…»».
    const name = plan.run ? OPENED_NAME.exec(before?.title.value ?? '')?.[1] : undefined;
    if (event && before && plan.run) {
      const value = name ?? before.title.value;
      events[i] = { ...event, title: value ? { ...before.title, value } : before.title };
    }
    // «А днём там же — конкурс …»: an item held where the one before it is, when it names no place of its own.
    if (before && event && event.place.value === null && plan.own.some((line) => SAME_PLACE.test(line.text))) {
      events[i] = { ...event, place: before.place, placeMention: before.placeMention };
    }
    const match = event ? homeMatch(context, plan, event.title.value) : null;
    if (event && match) events[i] = { ...event, title: { ...event.title, value: match } };
    // «16 декабря, 18:00 — вечерний показ», «17 декабря — показ для школьников» under «ЖЕНИТЬБА»: a showing of the
    // post's show.
    if (
      event &&
      postTitle &&
      SHOWING_ONLY.test(event.title.value?.trim() ?? '') &&
      !/(?<![\p{L}])(?:показ|сеанс)/iu.test(postTitle.value)
    ) {
      event = { ...event, title: { ...event.title, value: unshouted(postTitle.value) } };
      events[i] = event;
    }
    const opened = event?.title.value
      ? (namedOpening(event.title.value, context.text) ??
        seriesGame(context, event.title.value) ??
        sessionOfCycle(context, event.title.value) ??
        partOfHeading(context, event.title.value))
      : null;
    if (event && opened) events[i] = { ...event, title: { ...event.title, value: opened } };
    const discussed = event ? clubTopic(context, plan, plans.length, event.title.value) : null;
    if (event && discussed) events[i] = { ...event, title: { ...event.title, value: discussed } };
    if (!before || !event || !plan.anchor || !REPEAT_ITEM.test(plan.anchor.text)) continue;
    const price = foundIn(context, [plan.anchor]).price ? event.price : before.price;
    events[i] = { ...event, title: before.title, price, ...lengthOf(before, event) };
  }
  return { provider: 'builtin', model: null, fallback: null, postponed: context.postponed, events };
}

/** A hashtag of capitalised words run together, maybe with a year: «#ЛыжняРоссии2027», «#КроссНации». */
const CAMEL_TAG = /#(\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+){1,3})(?:\d{2,4})?(?![\p{L}\d_])/gu;
/** Events of the whole country a post may name in its hashtags alone. */
const TAGGED_EVENT = /^(?:лыжня|кросс|забег|ночь|библионочь|фестиваль|турнир|кубок|марафон|лёд|лед)\s/iu;

/**
 * «Завтра в 11:00 ждём всех на лыжной трассе …» with «#ЛыжняРоссии2027»: a post that only says what we do, its event
 * named in a hashtag alone: «Лыжня России». Not surely.
 */
function hashtagName(context: Context, title: TitleFinding | null): TitleFinding | null {
  const first = title?.value.trim().split(/\s+/u)[0]?.toLowerCase() ?? '';
  if (title && !isVerb(first)) return null;
  for (const found of context.text.matchAll(CAMEL_TAG)) {
    const words = (found[1] ?? '').split(/(?=\p{Lu})/u);
    const name = words.join(' ');
    if (!TAGGED_EVENT.test(name) || title?.value.toLowerCase().includes(name.toLowerCase())) continue;
    const at = found.index + 1;
    return { value: name, span: spanOf(context.text, at, at + (found[1]?.length ?? 0)), unsure: true };
  }
  return null;
}

/**
 * A show's genre on a line of its own, as ticket sites print it under the name: «балет в двух действиях», «Музыкальная
 * сказка», «спектакль в 2-х действиях (12+)». Nothing quoted: «Спектакль «Вий»» names the show itself.
 */
const GENRE_LINE = pattern(
  String.raw`^[^\p{L}]*(?:(?:музыкальн|новогодн|рождественск|детск|лирическ|классическ|семейн)\p{L}*[ \t]+)?(?:балет|опер[аы]|оперетт[аы]|спектакль|комеди[яи]|драма|трагеди[яи]|мелодрам[аы]|трагикомеди[яи]|мюзикл|сказка|пьеса|фарс|водевиль|рок-опера|феерия|притча|моноспектакль)(?![\p{L}-])[^«»"“”\n]{0,60}$`,
  'iu',
);

/** How many lines from the top a ticket site's heading block may take: age mark, holder, author, name, genre. */
const BLURB_LINES = 6;

/** «П. И. Чайковский», «Рэй Куни», «Туфан Миннуллин»: the author over a show's name. */
const AUTHOR_LINE = /^(?:\p{Lu}\.[ \t]*){1,2}\p{Lu}\p{Ll}+$|^\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+$/u;

/** «в двух действиях», «в одном действии», «в 2-х актах»: how a show is divided, said only of a show. */
const ACTS = /(?<![\p{L}])в[ \t]+(?:одном|двух|тр[её]х|четыр[её]х|\d-?х?)[ \t]+(?:действи|акт|част|картин)/iu;

/** A holder of a show on a ticket site's first lines: a theatre, a house of culture, a company. */
const HOLDER_LINE =
  /(?<![\p{L}-])(?:театр|теа?тральн|филармони|труппа|антреприз|компани|продюсерск|агентств|дом[ \t]+культуры|дк|рдк|гдк)(?![\p{L}])/iu;

/**
 * «Театр балета «Вятка-Гранд»», «П. И. Чайковский», «ЩЕЛКУНЧИК», «балет в двух действиях»: a ticket site's heading
 * block, the holder, the author, the name and its genre each on a line. The line over the genre, or under the author
 * that follows the holder, is the show's name («Щелкунчик»), not the holder on the first line.
 */
function ticketBlurbName(context: Context): TitleFinding | null {
  const top: Line[] = [];
  for (const line of context.lines) {
    if (line.text.trim() === '') continue;
    if (top.length >= BLURB_LINES || mentionsAt(context, line).dates.length > 0) break;
    top.push(line);
  }
  for (const [at, line] of top.entries()) {
    const text = line.text.trim();
    const author = AUTHOR_LINE.test(text) && at > 0 && HOLDER_LINE.test(top[at - 1]?.text ?? '');
    const genre = GENRE_LINE.test(text) || ACTS.test(text);
    if (!author && !genre) continue;
    const candidates = author ? [top[at + 1]] : [top[at - 1], top[at + 1]];
    for (const next of candidates) {
      const name = next ? blurbName(context, next, author) : null;
      if (name) return name;
    }
  }
  return null;
}

/**
 * The show's name on a line of a ticket site's heading block, its age mark and quotes left out; null when not one.
 * Under an author the line is the name, whatever its words («Беренче театр»).
 */
function blurbName(context: Context, line: Line, underAuthor: boolean): TitleFinding | null {
  const text = line.text.trim().replace(/(?<![ \t])[ \t]*\(?\d{1,2}\+\)?$/u, '');
  const quoted = /^[«"“]([^«»"“”]+)[»"”]$/u.exec(text)?.[1];
  const bare = quoted ?? text;
  const words = bare.split(/\s+/u);
  if (!/^[\p{L}№]/u.test(bare) || /[«»"“”|•]/u.test(bare) || (!quoted && /\d/u.test(bare))) return null;
  if (words.length > SHOUTED_WORDS + 3 || GENRE_LINE.test(bare) || ACTS.test(bare)) return null;
  if (!underAuthor && (AUTHOR_LINE.test(bare) || HOLDER_LINE.test(bare))) return null;
  if (isPlaceOnly(bare, context.candidates) || words.some((word) => isVerb(word.toLowerCase()))) return null;
  const at = context.text.indexOf(bare, line.start);
  return { value: unshouted(bare), span: spanOf(context.text, at, at + bare.length), unsure: true, named: true };
}

/**
 * ««Ханума» (комедия, 2 ч)», «с большой программой «Ой, то не вечер»»: a line that opens with a quoted name, alone or
 * with its kind in brackets or after a dash, or with the programme it is.
 */
const SHOW_LINE =
  /^[^\p{L}\p{N}«"“]*(?:\d{1,2}(?:[ \t]+\p{L}+|\.\d{2})[ \t]*[—–-][ \t]*)?(?:с[ \t]+(?:\p{L}+[ \t]+)?программ\p{L}*[ \t]+|(?:спектакль|сказка|мюзикл|комедия|драма|опера|балет|оперетта|программа)[ \t]+)?[«"“]([^«»"“”\n]{2,80})[»"”][ \t]*(?:$|[(,:—–-])/iu;

/** A performer by its kind and the words that say which: «Государственный Вятский хор», «Ансамбль песни и пляски». */
const PERFORMER_ALONE =
  /^(?:\p{L}+(?:ый|ий|ой|ая|ое)[ \t]+){0,3}(?:[Хх]ор|[Аа]нсамбль|[Оо]ркестр|[Кк]апелла)(?:[ \t]+\p{Ll}+){0,3}$/u;

/**
 * «Театр им. Тхапсаева — гастроли по районам!» over «Ханума» (комедия): a heading that names who holds the event, over a
 * line that opens with the quoted name of what is shown: the show is the title. Not surely.
 */
function showUnderHolder(context: Context, title: TitleFinding | null): TitleFinding | null {
  // «Заслуженная артистка Оренбуржья Ирина Ерёмина впервые»: for the first time says nothing of who.
  const who = title?.value.trim().replace(/(?<![ \t])[ \t]+впервые$/u, '') ?? '';
  if (!title || !(namesHolder(who) || PERFORMER_ALONE.test(who))) return null;
  const line = lineOfOffset(context, title.span.start);
  const next = line ? context.lines.slice(line.index + 1).find((after) => after.text.trim() !== '') : undefined;
  const found = next ? SHOW_LINE.exec(next.text) : null;
  const name = found?.[1]?.trim();
  if (!next || !found || !name || letters(name) < 2) return null;
  const at = next.start + found[0].indexOf(name);
  return { value: unshouted(name), span: spanOf(context.text, at, at + name.length), unsure: true };
}

/** The end of an item played again, as long as the time before: none when either says no end or no hour. */
function lengthOf(before: DraftEvent, event: DraftEvent): Partial<DraftEvent> {
  const from = before.startsAt.value;
  const to = before.endsAt.value;
  const start = event.startsAt.value;
  if (!from || !to || !start || event.endsAt.value || !before.endTimeKnown || !event.startTimeKnown) return {};
  const minutes = (Date.parse(to) - Date.parse(from)) / 60_000;
  if (!(minutes > 0) || minutes >= 24 * 60) return {};
  const offset = /[+-]\d{2}:\d{2}$|Z$/u.exec(start)?.[0] ?? 'Z';
  const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
  const shift = offset === 'Z' ? 0 : sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(Date.parse(start) + (minutes + shift) * 60_000).toISOString().slice(0, 19);
  return { endsAt: { ...before.endsAt, value: `${local}${offset === 'Z' ? 'Z' : offset}` }, endTimeKnown: true };
}

/** «🏒 «ПРИБОЙ» ИГРАЕТ ДОМА!», ««Локомотив» дома!»: a heading that names the home team of a match. */
const HOME_HEADING =
  /^[^\p{L}«"“]*[«"“]([^«»"“”\n]{2,40})[»"”][ \t]*(?:(?:снова|опять|сегодня|завтра)[ \t]+)?(?:играет[ \t]+)?(?:дома|принимает|на[ \t]+своём[ \t]+льду|на[ \t]+домашней)(?![\p{L}])/iu;
/** «принимаем «Ерофей»», «Соперник — «Энергия»»: the guest team, quoted (not «с «Факелом»», inflected). */
const GUEST = /(?<![\p{L}])(?:принима(?:ем|ет)|соперник(?:[ \t]*[—–:-])?)[ \t]*[«"“]([^«»"“”\n]{2,40})[»"”]/iu;

/** «Наша команда «Заринск»», «наши «Шахтёры» дома»: the team the channel speaks for. */
const OUR_TEAM = /(?<![\p{L}])наш(?:а|и)?[ \t]+(?:команда[ \t]+)?[«"“]([^«»"“”\n]{2,40})[»"”]/iu;
/** «играем дома», «принимаем», «домашний матч», «выезд»: a post told by one side of its matches. */
const OUR_GAME = /(?<![\p{L}])(?:играем|сыграем|принимаем|домашн\p{L}*|дома|выезд\p{L}*|в[ \t]+гостях)(?![\p{L}])/iu;
/** A match played at the other side's ground: «выезд в Бийск», «играем в гостях». */
const AWAY = /(?<![\p{L}])(?:выезд\p{L}*|в[ \t]+гостях|на[ \t]+выезде)(?![\p{L}])/iu;
/** The other side after «с командой», or after «против» in the genitive: «с командой «Труд»», «против «Энергии»». */
const AGAINST = /(?<![\p{L}])(с[ \t]+командой|против)[ \t]+[«"“]([^«»"“”\n]{2,40})[»"”]/iu;
/**
 * Two quoted sides, the first maybe with its town in brackets, and a dash or «vs» between: «Энергия» (Кодинск) —
 * «Ангара», «Бийск-Спорт» vs «Заринск».
 */
const SIDES =
  /[«"“]([^«»"“”\n]{2,40})[»"”](?:[ \t]*\([^()\n]{1,30}\))?[ \t]*(?:[—–]|vs\.?)[ \t]*[«"“]([^«»"“”\n]{2,40})[»"”]/iu;

/** «Игра», «матч»: a game's word alone, with no more said of it. */
const GAME_ALONE = /^[ \t]*(?:игр[аыу]|матч\p{L}*)[ \t]*$/iu;
/** «ХК», «ФК», «БК»: a club's abbreviation before its name. */
const TEAM_MARK = /^[ХФБВ]К[ \t]+/u;
/** «игра «Локомотив» – «Саяны»»: a game's word before two quoted sides. */
const GAME_WORD = /(?<![\p{L}])(?:игр[аыу]|матч\p{L}*)[ \t]+[«"“][^«»"“”\n]{2,40}[»"”][ \t]*[—–]/iu;

/**
 * The side the post speaks for: the one its heading says plays at home («🏒 «ПРИБОЙ» ИГРАЕТ ДОМА!»); in a post about a
 * game, the one it calls ours («Наша команда «Заринск»»), or the one its heading quotes when it tells of our games
 * («🏑 «САЯНЫ» НИЖНЕУДИНСК» over «Завтра играем дома …»).
 */
function homeTeam(context: Context): string | undefined {
  const first = context.lines.find((line) => line.text.trim() !== '');
  const heading = first ? HOME_HEADING.exec(first.text)?.[1]?.trim() : undefined;
  if (heading || !SPORT.test(context.text)) return heading;
  const ours = OUR_TEAM.exec(context.text)?.[1]?.trim();
  if (ours) return teamInSingular(ours);
  if (!first || !OUR_GAME.test(context.text)) return undefined;
  const names = [...first.text.matchAll(QUOTED_NAME)];
  return names.length === 1 ? names[0]?.[1]?.trim() : undefined;
}

/** A plural in «-ы» whose stem ends in a vowel and a consonant: «Шахтёры», «Буры» (not «Орлы», whose «о» drops out). */
const PLAIN_PLURAL = /^(\p{L}*[аеёиоуыэюя][бвгдзклмнпрстфхцчшщ])ы$/iu;

/**
 * «наши «Шахтёры» дома»: a team called ours in the plural is named in the singular, as its club is; a plural the
 * dictionary lacks loses its «ы» only where no vowel can have dropped out of the stem.
 */
function teamInSingular(name: string): string {
  const single = singularOf(name);
  return single !== name ? single : name.replace(PLAIN_PLURAL, '$1');
}

/** The other side, on the event's own lines first: «принимаем «Ерофей»», «с командой «Труд»», «против «Энергии»». */
function guestTeam(context: Context, plan: Plan): string | undefined {
  const lines = [...plan.own, ...context.lines.filter((line) => !plan.own.includes(line))];
  for (const line of lines) {
    const guest = GUEST.exec(line.text)?.[1]?.trim();
    if (guest) return guest;
    const [, word, name] = AGAINST.exec(line.text) ?? [];
    if (word && name) return /^против$/iu.test(word) ? nominativeOfGenitive(name.trim()) : name.trim();
  }
  return undefined;
}

/**
 * «🏒 «ПРИБОЙ» ИГРАЕТ ДОМА!» over «Соперник — «Энергия» из Зеи», «19 декабря, 13:00»: a match whose home team the post
 * speaks for and whose guest a line names (or the event's own title, one side alone) is «Прибой — Энергия», when the
 * event's own title is one team alone, a match without its sides or says no more than an aside («Вторая игра»). A
 * match the event's own lines give by both quoted sides («Игра «Локомотив» – «Саяны» переносится …») is named by them
 * when its title names no event. An away match is the host's first.
 */
function homeMatch(context: Context, plan: Plan, title: string | null): string | null {
  // «ХК «Старатель»»: a club's abbreviation before its name is the side still.
  const value =
    title
      ?.replace(/[«»"“”]/gu, '')
      .replace(TEAM_MARK, '')
      .trim() ?? '';
  if (/[—–]/u.test(value) || !(SPORT.test(context.text) || GAME_WORD.test(context.text))) return null;
  const quoted = title !== null && /[«"“]/u.test(title);
  // «🏒 «ТАЙФУН» ЗАРЕЧНЫЙ»: a side's quoted name with no more than where it is from.
  const quotes = title ? [...title.matchAll(QUOTED_NAME)] : [];
  const sideAlone = (sides: readonly string[]) =>
    quotes.length === 1 &&
    sides.some((side) => sameName(quotes[0]?.[1] ?? '', side)) &&
    (GAME_ALONE.test(title?.replace(QUOTED_NAME, ' ') ?? '') || !namesEvent(title?.replace(QUOTED_NAME, ' ') ?? ''));
  const weakTitle = (sides: readonly string[]) =>
    value === '' ||
    sideAlone(sides) ||
    sides.some((side) => sameName(value, side)) ||
    isAside(value) ||
    namesOnlyKind(value) ||
    (!quoted && MATCH_WITHOUT_SIDES.test(value));
  const own = plan.own.length > 0 ? plan.own : context.lines;
  for (const line of own) {
    const [, first, second] = SIDES.exec(line.text) ?? [];
    if (!first || !second || sameName(first, second)) continue;
    if (!weakTitle([first, second]) && (quoted || namesEvent(value))) return null;
    return `${spokenName(first.trim())} — ${spokenName(second.trim())}`;
  }
  const home = SPORT.test(context.text) ? homeTeam(context) : undefined;
  if (!home) return null;
  // «Ермак» on its own line under our home games: the event's title is the guest.
  const named = value !== '' && context.text.includes(`«${value}»`) ? value : undefined;
  const guest = guestTeam(context, plan) ?? (named && !namesEvent(named) ? named : undefined);
  if (!guest || sameName(guest, home) || !weakTitle([home, guest])) return null;
  const away = plan.own.some((line) => AWAY.test(line.text));
  return away ? `${spokenName(guest)} — ${spokenName(home)}` : `${spokenName(home)} — ${spokenName(guest)}`;
}

/** «ЛОКОМОТИВ-БАМ» → «Локомотив-БАМ»: a shouted name as it is written, short parts left as abbreviations. */
const spokenName = (name: string) =>
  name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)
    ? name.replace(/\p{L}+/gu, (part, at: number) =>
        at > 0 && part.length <= 3 ? part : part.charAt(0) + part.slice(1).toLowerCase(),
      )
    : name;

/**
 * «Обсуждаем «Лето Господне»», «Обсуждаем роман Гузель Яхиной «…»», «Тема встречи: «Зимние письма»», «тема «Зима у
 * моря»»: the work or the topic a club's meeting is about, its author maybe between.
 */
const CLUB_TOPIC =
  /(?<![\p{L}])(?:обсужда(?:ем|ют|ть)(?:[ \t]+(?:книгу|роман|повесть|рассказ|пьесу|фильм)(?:[ \t]+\p{L}{2,}){0,3})?|тема(?:[ \t]+(?:встречи|заседания|вечера))?(?:[ \t]*[:—–-])?)[ \t]*[«"“]([^«»"“”\n]{2,80})[»"”]/iu;

/**
 * «встреча книжного клуба «Открытая полка». Обсуждаем «Лето Господне»»: a club that meets again and again is named
 * with what this meeting is about: «Открытая полка: «Лето Господне»».
 */
function clubTopic(context: Context, plan: Plan, count: number, title: string | null): string | null {
  // «Книжный клуб «Чеховка читает»»: a club by its kind and its quoted name.
  const named = title ? CLUB_NAMED.exec(title.trim())?.[1] : undefined;
  const club = named ?? title;
  if (!club || /[«"“:]/u.test(club)) return null;
  const quoted = `«${club}»`;
  const at = context.text.indexOf(quoted);
  if (at < 0 || !/клуб\p{L}*(?:[ \t]+\p{L}+){0,3}[ \t]+$/iu.test(context.text.slice(Math.max(0, at - 40), at)))
    return null;
  const lines = count === 1 ? context.lines : plan.own;
  // «10.12 — «Читаем вместе»: «Дом, в котором…»»: the club's name, a colon and the work it meets over.
  const after = (line: Line) => {
    const from = line.text.indexOf(quoted);
    return from < 0 ? undefined : AFTER_CLUB.exec(line.text.slice(from + quoted.length))?.[1];
  };
  // «Обсуждаем «Лавра»»: a work right after the verb is its object, named as it is called («Лавр»); after «книгу»,
  // «роман» or «тема» it stands in the nominative already.
  const topicOf = (line: Line) => {
    const said = CLUB_TOPIC.exec(line.text);
    if (!said?.[1]) return after(line);
    return OBJECT_OF_VERB.test(said[0]) ? nominativeOfObject(said[1]) : said[1];
  };
  const topic = lines.map((line) => topicOf(line)?.trim()).find((name) => name !== undefined);
  // «Книжный клуб «Полка»: «Лето Господне»»: a book club keeps its kind.
  const bookClub = named !== undefined && /^книжн/iu.test(title ?? '');
  return topic && !sameName(topic, club) ? `${bookClub ? (title ?? club) : club}: «${topic}»` : null;
}

/** A showing, not a show: «Вечерний показ», «Показ для школьников», «Утренний сеанс». */
const SHOWING_ONLY = /^(?:\p{L}+(?:ий|ый|ой)[ \t]+)?(?:показ|сеанс)(?:[ \t]+для[ \t]+\p{L}+(?:[ \t]+\p{L}+)?)?$/iu;
/** A numbered game of a series: «Игра №5 «Новогодняя»», «Игра 2: музыкальная». */
const NUMBERED_GAME =
  /^(?:[Сс]езон[ \t]*\d{1,2},[ \t]*)?[Ии]гра[ \t]*(?:№[ \t]*)?\d{1,3}(?:[ \t]*(?:[:.—–-][ \t]*)?(«[^«»]{2,60}»|\p{Ll}+(?:ая|яя)))?$/u;
/** A heading that names a cycle of talks: «Цикл «Краеведческие четверги» продолжается!», «Лекторий «…»». */
const CYCLE_HEADING = /^[^\p{L}«]*(?:[Цц]икл(?:[ \t]+\p{Ll}+){0,2}|[Лл]екторий|ЦИКЛ|ЛЕКТОРИЙ)[ \t]+«([^«»\n]{2,60})»/u;
/** A session's talk by its kind and its quoted subject: «беседа «…»», «Лекция четвёртая. «…»». */
const SESSION_NAMED =
  /(?<![\p{L}])(?:бесед|лекци|встреч|занят)\p{L}*(?:[ \t]+\p{L}+\.?){0,2}[ \t.:—–-]*«([^«»\n]{2,100})»/iu;

/**
 * «Лекция четвёртая. «Александр Грин: …»» under «Лекторий «Слободской: история в лицах»»: a talk of a cycle the
 * heading names, named by both: «Слободской: история в лицах: «Александр Грин: …»». Null when the title is not the
 * cycle's or no talk is named.
 */
function sessionOfCycle(context: Context, title: string): string | null {
  const heading = context.lines.find((line) => line.text.trim() !== '');
  const cycle = heading ? CYCLE_HEADING.exec(heading.text)?.[1] : undefined;
  if (!heading || !cycle || !title.toLowerCase().includes(cycle.toLowerCase()) || title.includes(`${cycle}:`))
    return null;
  const session = SESSION_NAMED.exec(context.text.slice(heading.start + heading.text.length))?.[1];
  return session ? `${cycle}: «${session}»` : null;
}

/** A series of games by its name in quotes: «Квиз-лига «Умники Камышлова»». */
const SERIES_NAMED = /(?<![\p{L}])(?:квиз|quiz|лига|викторин|игр)\p{L}*(?:-\p{L}+)?[ \t]+«([^«»\n]{2,60})»/iu;
/** A series named by its words of a quiz: «ШАРЛЫК КВИЗ 🧠 в кафе «Уют»». */
const SERIES_WORDS =
  /^[^\p{L}]*((?:\p{L}+[ \t]+){0,2}(?:квиз|quiz|лига)(?:[ \t]+\p{L}+)?)(?=[ \t]*(?:$|[^\p{L}\p{N} \t«]|[ \t](?:в|во|на|у)[ \t]))/iu;

/**
 * «Игра №5 «Новогодняя»» under «ШАРЛЫК КВИЗ 🧠», «Игра 2: музыкальная» under «Квиз-лига «Умники Камышлова»»: a game
 * of a series is named by the series and what this game is: «Шарлык Квиз: «Новогодняя»», «Умники Камышлова:
 * музыкальная игра».
 */
function seriesGame(context: Context, title: string): string | null {
  const game = NUMBERED_GAME.exec(title.trim());
  const heading = context.lines.find((line) => line.text.trim() !== '')?.text ?? '';
  if (!game) return null;
  const series = SERIES_NAMED.exec(heading)?.[1] ?? SERIES_WORDS.exec(heading)?.[1];
  if (!series) return null;
  // «Игра 2», «Сезон 2, игра 7»: a game told by its number alone.
  const label = game[0].charAt(0).toLowerCase() + game[0].slice(1);
  const what = !game[1] ? label : game[1].startsWith('«') ? game[1] : `${game[1].toLowerCase()} игра`;
  const name =
    series === series.toUpperCase()
      ? series.toLowerCase().replace(/(?<![\p{L}])\p{L}/gu, (first) => first.toUpperCase())
      : series;
  return `${name}: ${what}`;
}

/** A part of an event, not an event: «отделение народных инструментов», «Младшая группа», «фортепианное отделение». */
const PART_ONLY =
  /^(?:\p{L}+(?:ое|ая|яя|ий|ый|ой|ее|ие|ые)[ \t]+)?(отделение|группа|классы|категория|дивизион|смена|номинация)(?:[ \t]+[\p{L}-]+){0,3}$/iu;
/** The event a heading says, in the plural or not, maybe with its name: «на отчётные концерты «Зимние зарисовки»». */
const HEADING_EVENT =
  /(?<![\p{L}])((?:\p{L}+(?:ые|ие|ый|ий|ой)[ \t]+)?(?:концерт|турнир|первенств|соревновани|конкурс)\p{L}*(?:[ \t]+по[ \t]+[\p{L}-]+)?)(?:(?:[ \t]+\p{L}+){0,2}[ \t]+«([^«»\n]{2,60})»)?/iu;

/**
 * «17 декабря — отделение народных инструментов» under «… приглашает на отчётные концерты», «26 декабря — младшая
 * группа» under «Новогодний турнир по мини-футболу»: a part of the event the heading names is that event's: «Отчётный
 * концерт отделения народных инструментов», «Новогодний турнир по мини-футболу: младшая группа», «Зимние зарисовки:
 * фортепианное отделение».
 */
function partOfHeading(context: Context, title: string): string | null {
  const part = PART_ONLY.exec(title.trim());
  const heading = context.lines.find((line) => line.text.trim() !== '')?.text ?? '';
  const event = HEADING_EVENT.exec(heading);
  if (!part || !event?.[1] || PART_ONLY.test(heading.trim())) return null;
  const lower = title.trim().toLowerCase();
  if (event[2]) return event[2];
  const kind = singularOf(event[1].toLowerCase());
  const Kind = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  if (/^концерт/iu.test(kind.split(' ').at(-1) ?? '') && part[1]?.toLowerCase() === 'отделение')
    return `${Kind} ${genitiveOf(lower)}`;
  return `${Kind}: ${lower}`;
}

/** A colon and a quoted name right after a club's quoted name: «: «Дом, в котором…»». */
/** A club by its kind and its quoted name: «Книжный клуб «Чеховка читает»», «Клуб любителей поэзии «Рифма»». */
const CLUB_NAMED = /^(?:\p{L}+[ \t]+)?клуб(?:[ \t]+\p{L}+){0,2}[ \t]+«([^«»]+)»$/iu;
/** A club's topic said right after its verb, with no kind of work between: «обсуждаем «Лавра»». */
const OBJECT_OF_VERB = /^обсужда\p{L}*[ \t]*[«"“]/iu;
const AFTER_CLUB = /^[ \t]*:[ \t]*[«"“]([^«»"“”\n]{2,80})[»"”]/u;

/** A thing that opens itself: «… ёлка откроется …», «Каток … открывается!». */
const OPENS_ITSELF = /(?<![\p{L}])(?:открывается|откроется)(?![\p{L}])/iu;
/** Where a thing opens, after its name: « на «Авангарде»», « на Театральной площади». */
const WHERE_AFTER = /(?<=\S)[ \t](?:на|в|во|у)[ \t].*$/iu;
/** The words a subject may have: two words that say which and the thing. */
const SUBJECT_WORDS = 3;
/** An opening said as such: «торжественное открытие», «Открытие — …». */
const OPENING_SAID = /(?<![\p{L}])открытие(?![\p{L}])/iu;
/** How many of a post's first lines may say what opens. */
const OPENS_LINES = 2;

/**
 * «Друзья, 🎄 главная городская ёлка откроется на Театральной площади 25 декабря!», «Каток на «Авангарде»
 * открывается!»: a post's first lines that say a thing opens are about its opening, «Открытие главной городской
 * ёлки», whatever the post lists for it later. Not a name that opens («Выставка «…» откроется …»: the name says more).
 * Not surely.
 */
function opensItself(context: Context, title: TitleFinding | null): TitleFinding | null {
  // «КАТОК ОТКРЫВАЕТСЯ!» over «… массовое катание: ежедневно 12:00–22:00 до 28 февраля»: a season of days is the
  // thing itself, not its opening. «… — торжественное открытие: игры, конкурсы» below: the post's own opening line
  // names it, by what the heading says.
  if (title?.match || DAILY.test(context.text) || OPENING_SAID.test(context.text)) return null;
  for (const line of context.lines.filter((any) => any.text.trim() !== '').slice(0, OPENS_LINES)) {
    const found = OPENS_ITSELF.exec(line.text);
    if (!found) continue;
    const sentence =
      line.text
        .slice(0, found.index)
        .split(/[.!?,:;—–]/u)
        .at(-1) ?? '';
    if (/[«"“]/u.test(sentence.replace(WHERE_AFTER, ''))) return null;
    const words = sentence
      .replace(WHERE_AFTER, '')
      .trim()
      .split(/\s+/u)
      .filter((word) => /\p{L}/u.test(word));
    // «На площади Революции открывается Рождественская ярмарка!»: where first, what opens after the verb.
    if (words.some((word) => PREPOSITION.test(word))) continue;
    const thing = words.at(-1) ?? '';
    // «Каток», «главная городская ёлка»: words that say which, then the thing; a verb or a name is no such subject.
    const which = words.slice(-SUBJECT_WORDS, -1);
    let from = which.length;
    while (from > 0 && TOPIC_ADJECTIVE.test((which[from - 1] ?? '').toLowerCase())) from -= 1;
    const subject = [...which.slice(from), thing];
    // «Выставка откроется …»: a show that opens is named elsewhere, its opening by that name.
    if (!/^\p{L}+$/u.test(thing) || isVerb(thing) || TOPIC_ADJECTIVE.test(thing.toLowerCase()) || namesShow(thing))
      continue;
    if (subject.some((word, index) => index > 0 && /^\p{Lu}/u.test(word) && word !== word.toUpperCase())) continue;
    const said = subject.join(' ');
    const value = `Открытие ${genitiveOf(said.toLowerCase())}`;
    const at = line.start + Math.max(0, line.text.indexOf(said));
    return { value, span: spanOf(context.text, at, at + said.length), unsure: true };
  }
  return null;
}

/** «там же», «Там же,»: the place of the item before. */
const SAME_PLACE = /(?<![\p{L}])там\s+же(?![\p{L}])/iu;
/** «Открытие выставки «Старательский быт»»: the name of what is opened. */
const OPENED_NAME = /^(?:торжественное\s+)?открытие\s+(?:\p{L}+\s+){0,2}«([^«»]+)»$/iu;
/** «— повтор для второй группы», «— второй показ», «— ещё один сеанс»: an item that is the event before it again. */
// «— то же, второй показ», «(повтор)» too.
const REPEAT_ITEM =
  /(?:[—–:-][ \t]*(?:(?:то|тот|та)\s+же[ \t]*(?:,[ \t]*)?)?|\([ \t]*)(?:повтор(?:ный|яем\p{L}*)?(?![\p{L}])|(?:второй|третий|ещё\s+один|еще\s+один|дополнительный)\s+(?:показ|сеанс)(?![\p{L}]))|[—–:-][ \t]*(?:то|тот|та)\s+же[ \t.!]*$/iu;

/**
 * «Воронеж, выходные 12–13 декабря:» over «• стендап в Чердаке (сб, 20:00)», «• лекция … (вс, 14:00)»: a digest of a
 * few days whose items give their weekdays only. Each item's weekday is the day of the range it names, when two items
 * or more name one; a range of a festival or a fair is its own event and its items are not read so.
 */
function datesUnderRange(lines: readonly Line[], mentions: Map<Line, LineMentions>): void {
  const headingAt = lines.findIndex((line) => {
    const found = mentions.get(line);
    const date = found?.dates[0];
    return found?.dates.length === 1 && date?.endDay && found.times.length === 0 && !MULTI_DAY.test(line.text);
  });
  const heading = lines[headingAt];
  const range = heading ? mentions.get(heading)?.dates[0] : undefined;
  if (!range) return;
  const items = new Map<Line, DateMention[]>();
  for (const line of lines.slice(headingAt + 1)) {
    const found = mentions.get(line);
    if (!found) continue;
    if (found.dates.some((date) => date.kind !== 'weekday')) break;
    const sessions = weekdaySessionsWithin(line, range, found.times);
    const day = sessions ? null : weekdayWithin(line, range);
    if (sessions) items.set(line, sessions);
    else if (day) items.set(line, [day]);
  }
  if (items.size < 2) return;
  // «СУББОТА» over «— Стендап в Сталеваре, 19:00», then «ВОСКРЕСЕНЬЕ» over its items: the weekdays head the days, and
  // an item that names a weekday in passing («ярмарка … и в субботу, и в воскресенье») is an item of its heading.
  const headings = [...items.keys()].filter((line) => {
    const found = mentions.get(line);
    return found?.times.length === 0 && letters(line.text.replace(WEEKDAY_WORD, '')) === 0;
  });
  if (headings.length >= 2) for (const line of items.keys()) if (!headings.includes(line)) items.delete(line);
  for (const [line, days] of items) {
    const found = mentions.get(line);
    if (found) mentions.set(line, { ...found, dates: days });
  }
}

/** Weekdays listed together («сб, вс», «сб и вс») or as a run («вт–вс»: a place's hours, no sessions). */
const WEEKDAYS_JOINED = /^[ \t]*(?:,|и)[ \t]*$/u;
const WEEKDAYS_RUN = /^[ \t]*[–—-][ \t]*$/u;
const DAYS_IN_WEEK = 7;
const weekdayOfDay = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/**
 * «🍿 «Вертикаль» (12+) — сб 11:00, вс 14:00», ««Снегурочка» — чт в 16:00; сб, вс в 12:00» under «к/т «Россия» |
 * 19–22 ноября»: a cinema's or a theatre's bill line giving its sessions by weekdays of the heading's days, each
 * weekday (or weekdays listed together) followed by its own hours. One mention for each group of weekdays, on its days
 * within the range; null unless the line has two groups or more, each with an hour after it and before the next.
 */
function weekdaySessionsWithin(line: Line, range: DateMention, times: readonly TimeMention[]): DateMention[] | null {
  const { endDay } = range;
  if (!endDay) return null;
  const words = [...line.text.matchAll(WEEKDAY_WORD)];
  if (words.length < 2) return null;
  const groups: { start: number; end: number; weekdays: number[] }[] = [];
  for (const word of words) {
    const start = line.start + (word.index ?? 0);
    const end = start + word[0].length;
    const last = groups.at(-1);
    const between = last ? line.text.slice(last.end - line.start, start - line.start) : '';
    if (last && WEEKDAYS_RUN.test(between)) return null;
    if (last && WEEKDAYS_JOINED.test(between)) {
      last.end = end;
      last.weekdays.push(weekdayOf(word[0]));
    } else groups.push({ start, end, weekdays: [weekdayOf(word[0])] });
  }
  if (groups.length < 2) return null;
  const mentions: DateMention[] = [];
  for (const [i, group] of groups.entries()) {
    const next = groups[i + 1];
    // chrono may read the weekday with its hour («сб 11:00»): a time ends after its weekday.
    if (!times.some((time) => !time.until && time.end > group.end && (!next || time.end <= next.start))) return null;
    const days: Day[] = [];
    for (let day = range.day, n = 0; n < DAYS_IN_WEEK && compareDays(day, endDay) <= 0; n += 1, day = nextDay(day))
      if (group.weekdays.includes(weekdayOfDay(day))) days.push(day);
    const first = days[0];
    if (!first || days.length !== new Set(group.weekdays).size) return null;
    mentions.push({ day: first, endDay: null, days, kind: 'no-year', start: group.start, end: group.end });
  }
  return mentions;
}

/** At least this many lines, each with its day and its hour, make a digest. */
const DIGEST_ITEMS = 3;

/**
 * Whether the post moves an announced event. «Как мы переносили 1С в облако»: a word of a name in quotes moves
 * nothing. «Сб 26.12, 19:00 — концерт … (перенесён с 12.12)» among a digest's items: one item says it was moved, and
 * the digest announces it on its new day like the others.
 */
function movesAnEvent(lines: readonly Line[], mentions: ReadonlyMap<Line, LineMentions>): boolean {
  const moving = lines.filter((line) =>
    POSTPONED.test(NOT_MOVED.reduce((text, habit) => text.replace(habit, ' '), line.text.replace(QUOTED_NAME, ' '))),
  );
  if (moving.length === 0) return false;
  const items = lines.filter((line) => {
    const found = mentions.get(line);
    return found?.dates.some((date) => date.kind !== 'weekday') && found.times.some((time) => !time.until);
  });
  return items.length < DIGEST_ITEMS || !moving.every((line) => items.includes(line));
}

/**
 * «в тот же день в 15.00 — повтор», «А в 21:00 — вечеринка для взрослых», «А днём там же — конкурс …, с 12:00 до 16:00»:
 * a line without a day of its own, led by words that keep the day or turn to something else, with its own hour. It is
 * another event on the day of the nearest dated line above it with a single day and an hour; the leading words are its
 * date, so that they are left out of its title.
 */
const SAME_DAY_LEAD =
  /^[^\p{L}\p{N}]{0,6}(?:в\s+(?:тот|этот)\s+же\s+день|тогда\s+же|а(?:\s+(?:ещё|еще|также|потом|затем|вечером|днём|днем|утром))?|зато|кроме\s+того)(?![\p{L}])/iu;

function sameDayLines(lines: readonly Line[], mentions: Map<Line, LineMentions>): void {
  let dated: DateMention | null = null;
  for (const line of lines) {
    const found = mentions.get(line);
    if (!found) continue;
    if (found.dates.length > 0) {
      // «26 декабря (сб) в 13:00»: the weekday said beside the day is no other day.
      const days = found.dates.filter((date) => date.kind !== 'weekday');
      const [date] = days;
      const single = days.length === 1 && date && !date.endDay && date.days.length === 1;
      dated = single && found.times.some((time) => !time.until) ? date : null;
      continue;
    }
    const lead = SAME_DAY_LEAD.exec(line.text);
    if (!dated || !lead || !found.times.some((time) => !time.until && time.end > line.start + lead[0].length)) continue;
    const start = line.start + Math.max(0, lead[0].search(/\p{L}/u));
    mentions.set(line, { ...found, dates: [{ ...dated, start, end: line.start + lead[0].length }] });
  }
}

/**
 * «работает до 14 февраля», «продлится до 31 января», «открыта до …», «работы будут висеть до …»: the run's last day
 * said apart.
 */
const RUNS_UNTIL =
  /(?<![\p{L}])(?:работа\p{L}*|продлится|продолжится|открыта|будет\s+открыта|экспонируется|можно\s+увидеть|(?:будут\s+)?висеть|вис(?:ит|ят))(?![\p{L}])/iu;
/** An event of its own beside an exhibition's run: a tour, a talk, a workshop. */
const OWN_KIND = /экскурси|лекци|мастер-класс|встреч[аеиу]\s+с\s|творческ\p{L}*\s+встреч/iu;
/** An exhibition, not a festival's or a fair's days (those say their days together). */
const EXHIBITION = /выставк|экспозици/iu;
/** An exhibition or a fair: a run of days open for hours, with events of their own inside it. */
const RUN_OF_DAYS = /выставк|экспозици|ярмарк/iu;

/** How many lines on the run's end may stand from the line that opens it. */
const RUN_LINES_AHEAD = 3;

/**
 * «18 декабря открывается выставка «Зимняя Коломна»» over «Выставка работает до 14 февраля, с 11:00 до 19:00»: the
 * opening day without an hour of its own is the first day of a run the next line that says when ends, a line or two
 * about the exhibition between them.
 */
function runOnNextLine(lines: readonly Line[], mentions: Map<Line, LineMentions>): void {
  for (const [index, line] of lines.entries()) {
    const found = mentions.get(line);
    const date = found?.dates[0];
    if (!found || !date || found.dates.length !== 1 || date.endDay || date.kind === 'weekday') continue;
    if (date.days.length > 1 || found.times.length > 0 || (found.until?.length ?? 0) > 0) continue;
    if (!EXHIBITION.test(line.text)) continue;
    // The next line that says when anything is, past a line or two about the exhibition.
    const next = lines.slice(index + 1, index + 1 + RUN_LINES_AHEAD).find((later) => {
      const said = mentions.get(later);
      return said !== undefined && said.dates.length + said.times.length + (said.until?.length ?? 0) > 0;
    });
    const after = next ? mentions.get(next) : undefined;
    const until = after?.until?.[0];
    if (!next || !after || !until || after.dates.length > 0 || compareDays(until.day, date.day) <= 0) continue;
    if (!RUNS_UNTIL.test(next.text.slice(0, until.start - next.start))) continue;
    mentions.set(line, { ...found, dates: [{ ...date, endDay: until.day }] });
  }
}

type Context = {
  text: string;
  /** The text and its lines with every link blanked out (`withoutLinks`). */
  unlinked: string;
  unlinkedLines: readonly Line[];
  timeZone: string;
  /** When the post was published (epoch milliseconds): the clock its time zone keeps then. */
  publishedAt: number;
  reference: WallClock;
  lines: readonly Line[];
  mentions: ReadonlyMap<Line, LineMentions>;
  phrases: readonly PlacePhrase[];
  phrasesByLine: ReadonlyMap<Line, readonly PlacePhrase[]>;
  candidates: readonly PlaceCandidate[];
  tags: readonly EventTag[];
  /**
   * The price, the ticket link and the place phrases of a group of lines, by the group: every draft of a programme
   * searches the same shared lines, and searching them again per draft makes a long programme quadratic.
   */
  found: Map<readonly Line[], Found>;
  /** The post is several events, one a day: a ticket «на два дня» is not one event's price. */
  dayByDay: boolean;
  /** The post moves an announced event to a new date. */
  postponed: boolean;
};

type Found = {
  price: PriceFinding | null;
  ticketLink: TicketLinkFinding | null;
  phrases: readonly PlacePhrase[];
  match: PlaceMatch | null;
};

/** The price the lines name, read without their links; its span from the text as written. */
function priceIn(context: Context, lines: readonly Line[]): PriceFinding | null {
  const found = priceOf(
    context.unlinked,
    lines.map((line) => unlinkedOf(context, line)),
    { dayByDay: context.dayByDay },
  );
  if (!found?.span) return found;
  return { ...found, span: spanOf(context.text, found.span.start, found.span.end) };
}

/** A line without its links; a part of a line (one of its shows) as that part. */
function unlinkedOf(context: Context, line: Line): Line {
  const whole = context.unlinkedLines[line.index];
  if (!whole) return line;
  if (context.lines[line.index] === line) return whole;
  return { ...line, text: context.unlinked.slice(line.start, line.start + line.text.length) };
}

/** Whether a part of a line (one of its shows, `showsOn`) holds the span. */
const inPart = (part: Line, span: { start: number; end: number }) =>
  span.start >= part.start && span.end <= part.start + part.text.length;

/** Each phrase under the line it was found on (a phrase never spans two lines). */
function phrasesByLine(lines: readonly Line[], phrases: readonly PlacePhrase[]): Map<Line, PlacePhrase[]> {
  const byLine = new Map<Line, PlacePhrase[]>();
  for (const p of phrases) {
    const line = lineAt(lines, p.span.start);
    if (!line || p.span.end > line.start + line.text.length) continue;
    const list = byLine.get(line);
    if (list) list.push(p);
    else byLine.set(line, [p]);
  }
  return byLine;
}

/** The line holding an offset, by binary search over the lines (in order of their start). */
function lineAt(lines: readonly Line[], offset: number): Line | undefined {
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lines[middle]?.start ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return lines[low];
}

function foundIn(context: Context, lines: readonly Line[]): Found {
  let found = context.found.get(lines);
  if (!found) {
    const phrases = lines.flatMap(
      (line) =>
        context.phrasesByLine.get(line) ??
        (context.phrasesByLine.get(context.lines[line.index] as Line) ?? []).filter((p) => inPart(line, p.span)),
    );
    found = {
      price: lines.length > 0 ? priceIn(context, lines) : null,
      ticketLink: lines.length > 0 ? ticketLinkOf(context.text, lines, context.lines) : null,
      phrases,
      match: bestPlace(phrases, context.candidates, context.text, {
        timeZone: context.timeZone,
        at: context.publishedAt,
      }),
    };
    context.found.set(lines, found);
  }
  return found;
}

function mentionsAt(context: Context, line: Line): LineMentions {
  const found = context.mentions.get(line);
  if (found) return found;
  // A part of a line (one of its shows, `showsOn`): what the line mentions within it.
  const whole = context.mentions.get(context.lines[line.index] as Line);
  if (!whole) return { dates: [], times: [] };
  return {
    dates: whole.dates.filter((date) => inPart(line, date)),
    times: whole.times.filter((time) => inPart(line, time)),
  };
}

/**
 * The date a line is about: an explicit one before a bare weekday («Суббота и воскресенье, 25–26 июля»); in a
 * postponement the last one («назначенный на 6 января, переносится на 24 января»).
 */
function primaryDate(context: Context, line: Line): DateMention | null {
  const { dates: all } = mentionsAt(context, line);
  // «вечеринка 26 декабря отменяется. Зато 2 января …»: a cancelled date is no start while another is left.
  // A few dates only: each clause is read from the line, and a long line of dates is a programme, not a notice.
  const notice = all.length >= 2 && all.length <= MAX_NOTICE_DATES && CANCELLED.test(line.text);
  const kept = notice ? all.filter((date) => !CANCELLED.test(clauseAround(line, date.start))) : all;
  const dates = kept.length > 0 ? kept : all;
  const given = dates.filter((date) => date.kind !== 'weekday');
  // «Взвешивание — 5 декабря с 16:00 до 18:00. Начало соревнований — 6 декабря в 10:00»: the day of a weigh-in or a
  // registration is not the event's while the line gives another.
  const own = given.filter((date) => !BEFORE_START.test(clauseAround(line, date.start)));
  const explicit = own.length > 0 ? own : given;
  if (context.postponed && explicit.length > 1)
    return explicit.reduce((a, b) => (compareDays(b.day, a.day) > 0 ? b : a));
  return explicit[0] ?? dates[0] ?? null;
}

/** At most this many dates on a line that cancels one of them. */
const MAX_NOTICE_DATES = 4;
/** «отменяется», «отменён», «отмена»: what the clause dates does not happen. */
const CANCELLED = /отмен[яеёи]|отмена/iu;

/**
 * Words that make a time something before the start: doors, gathering, registration, a warm-up
 * («двери — 18:00, начало — 19:00», «сбор гостей с 20:30», «регистрация с 9:45, старт в 10:15», «22:00 — разогрев», «разминка с 9:00»,
 * «встречаемся в 10:40 у фонтана, выходим в 11:00»), a fight's weigh-in or a tournament's draw («Взвешивание — 12:00,
 * начало боёв — 17:00»), boarding or lining up («посадка в автобус в 9:30», «построение в 11:40»). A «день открытых
 * дверей» is an event, not its doors.
 */
const BEFORE_START =
  /(?<!открытых\s{1,3})двер|встречаемся|встреча\s+(?:у|возле|около)\s|сбор(?![а-я])|собираемся|регистрац|запис[ьи]\s|запуск\s+гост|заезд|выдач[аи]|разогрев|разминк|warm[\s-]?up|doors|велком|welcome|фуршет|(?:вход|впуск)\s+(?:в\s+зал\s+)?[св]\s+\d|приходите\s+к|посадк[аи]\s+(?:в|на)\s|построени[ея](?![\p{L}])|взвешивани|мандатн\p{L}*\s+комисси|жеребь[её]вк|открыти\p{L}*\s+(?:арены|зала|дверей|площадки|касс)/iu;
/** The clause of a line around an offset: from the previous , ; . · | to the next one. */
function clauseAround(line: Line, offset: number): string {
  const at = offset - line.start;
  const before = line.text.slice(0, at);
  const after = line.text.slice(at);
  const marks = [',', ';', '·', '|', '. ', ' / '];
  const from = Math.max(...marks.map((mark) => before.lastIndexOf(mark)));
  const ends = marks.map((mark) => after.indexOf(mark, 1)).filter((index) => index >= 0);
  return line.text.slice(from + 1, ends.length > 0 ? at + Math.min(...ends) : line.text.length);
}
// «13:00 — заплыв (сбор в 12:30 у вышки)»: a gathering said in brackets is not the clause of the hour before them.
const isBeforeStart = (context: Context, time: TimeMention) => {
  const line = lineOfOffset(context, time.start);
  if (!line) return false;
  const at = time.start - line.start;
  const text = line.text.replace(BRACKETED, (aside, offset: number) =>
    at >= offset && at < offset + aside.length ? aside : ' '.repeat(aside.length),
  );
  return BEFORE_START.test(clauseAround({ ...line, text }, time.start));
};
/** A remark in brackets. */
const BRACKETED = /\([^()\n]*\)/gu;

/** The starts a line gives: its first time, or all of «14:00 и 18:00»; doors and registration only when nothing else. */
function startsOn(context: Context, line: Line): TimeMention[] {
  const given = mentionsAt(context, line).times.filter((time) => !time.until);
  // «сеанс в 19:00 ОТМЕНЁН, показ в 16:00 остаётся в силе»: a cancelled session is no start while another is left.
  const kept = given.filter((time) => !CANCELLED.test(clauseAround(line, time.start)));
  const all = kept.length > 0 ? kept : given;
  const real = all.filter((time) => !isBeforeStart(context, time));
  const times = real.length > 0 ? real : all;
  const first = times[0];
  if (!first) return [];
  if (first.alternative) return times.filter((time) => time.alternative && time.start === first.start);
  // «27 декабря: 10:00 | 12:30 | 15:00»: sessions set apart by bars or slashes, each a start.
  const sessions = [first];
  for (const time of times.slice(1)) {
    const last = sessions[sessions.length - 1] as TimeMention;
    const between = context.text.slice(last.end, time.start);
    if (last.endTime || time.endTime || !SESSION_BAR.test(between)) break;
    sessions.push(time);
  }
  return sessions;
}
/** Only a bar, a slash or a middle dot between two sessions' hours. */
const SESSION_BAR = /^[ \t]*[|/·][ \t]*$/u;

/** The first start the lines give that is the event's own, else the first doors' time. */
function firstStart(context: Context, lines: readonly Line[]): TimeMention[] {
  let fallback: TimeMention[] = [];
  for (const line of lines) {
    const starts = startsOn(context, line);
    if (starts.length === 0) continue;
    if (!starts.every((time) => isBeforeStart(context, time))) return starts;
    if (fallback.length === 0) fallback = starts;
  }
  return fallback;
}

/** «12:00 — Мастер-класс …», «с 22:00 до 03:00 — крещенские купания» under a date: an item of a day's bill. */
const TIME_ITEM =
  /^[^\p{L}\p{N}]{0,4}(?:[Вв][ \t]+|[Сс][ \t]+(?=\d{1,2}[:.]\d{2}[ \t]+до[ \t]))?\d{1,2}[:.]\d{2}(?:[ \t]*[—–-][ \t]*\d{1,2}[:.]\d{2}|[ \t]+до[ \t]+\d{1,2}[:.]\d{2}|(?:,[ \t]*|[ \t]+и[ \t]+)\d{1,2}[:.]\d{2}(?:(?:,[ \t]*|[ \t]+и[ \t]+)\d{1,2}[:.]\d{2})?)?[ \t]*[—–-]/u;
/** «10:30 «Ёлки-палки-2» (6+) — 250 ₽»: a cinema's session, its time and then the film's name in quotes. */
const TIME_NAME = /^[^\p{L}\p{N}]{0,4}\d{1,2}[:.]\d{2}[ \t]+[«"“]/u;
/** «11:00 Уголёк — Авангард», «11:00 ФК «Тойма» — «Сити»»: a timetable's match, its time and then its sides. */
const TIME_SIDES = /^[^\p{L}\p{N}]{0,4}\d{1,2}[:.]\d{2}[ \t]+[\p{Lu}«"“][^\n—–]{0,60}[ \t][—–][ \t]*[\p{Lu}«"“]/u;
/** «„Иван Васильевич меняет профессию“ — 11:00, 16:40» under a date: a cinema's or a theatre's item, its times last. */
const TIMES_AFTER = /[—–-][ \t]*\d{1,2}[:.]\d{2}(?:[ \t]*(?:,|и)[ \t]*\d{1,2}[:.]\d{2}){0,5}[ \t.]*$/u;
/** A post about one thing over several days: a festival, a fair, an exhibition. */
const MULTI_DAY =
  /фестивал|(?<![а-я])фест(?![а-я])|fest(?![a-z])|ярмарк|(?<![а-я])рын(?:ок|ка|ке)(?![а-я])|базар|выставк|маркет|форум|конференц|слёт|слет/i;

/** The bill of one date line: two or more timed items under it, each its own event (not «22:00 разогрев, 23:30 …»). */
function itemsUnder(context: Context, anchor: Line, nextAnchor: Line | undefined, least = 2): Line[] {
  const items: Line[] = [];
  // «Сб 7.11» over «🧠 Квиз «Мозгобой» в «Треске», старт в 19:00 …»: under a heading that is only a day, a digest's
  // items each say what, where and when in a sentence, their time anywhere in it.
  const heading = isDayHeading(context, anchor);
  for (const line of context.lines.slice(anchor.index + 1, nextAnchor?.index ?? context.lines.length)) {
    if (STANDING_OFFER.test(line.text)) continue;
    const item =
      TIME_ITEM.test(line.text) ||
      TIME_NAME.test(line.text) ||
      TIMES_AFTER.test(line.text) ||
      TIME_SIDES.test(line.text);
    if (item && mentionsAt(context, line).times.length > 0) items.push(line);
    else if (heading && letters(line.text) >= DIGEST_ITEM_LETTERS && startsOn(context, line).length > 0)
      items.push(line);
  }
  if (items.length < least) return [];
  // «7 января, лыжная трасса» over «Программа гонки:» and «11:00 — старт детских забегов», «12:00 — масс-старт»: the
  // times of one event's programme, not a bill. A festival's programme is made of events of their own.
  const first = items[0] as Line;
  const between = context.lines.slice(anchor.index + 1, first.index);
  if (!MULTI_DAY.test(context.text) && between.some((line) => ONE_PROGRAMME.test(line.text))) return [];
  const prepared = items.some((line) => startsOn(context, line).some((time) => isBeforeStart(context, time)));
  if (prepared) return [];
  // «25 декабря, с 18:00 до 22:00» over «18:00 — открытие», «19:30 — дискотека», «21:00 — лотерея»: the date line
  // gives one evening's hours and every item falls inside them, the timetable of that evening.
  if (!MULTI_DAY.test(context.text) && insideHours(context, anchor, items)) return [];
  // A fair among a festivity's parts («12:00 — ярмарка ремесленников») makes no festival of the post.
  const outside = context.lines.filter((line) => !items.includes(line)).map((line) => line.text);
  return !MULTI_DAY.test(outside.join('\n')) && isFestivityProgramme(context, anchor, items) ? [] : items;
}

/** «— зажжение ёлки и фейерверк», «— сожжение чучела», «— праздничный салют»: the act a town's festivity ends with. */
const FESTIVITY_ACT =
  /(?<![\p{L}])(?:салют\p{L}*|фейерверк\p{L}*|зажжени\p{L}*|сожжени\p{L}*|чучел\p{L}*)(?![\p{L}])/iu;
/** A price or an entry of an item's own: «500 ₽», «вход свободный». */
const ITEM_PRICE = /\d\s*(?:₽|р\.|руб)|(?<![\p{L}])(?:бесплатн|свободн|бронь|запис)/iu;
/** «у Вечного огня», «в сквере Победы», «по улице Ленина», «над Волгой»: a place of an item's own. */
const ITEM_PLACE =
  /(?<![\p{L}])(?:в|во|на|у|над|по|возле|около)\s+(?:\p{Lu}|сквер|парк|площад|улиц|набережн|стадион|зал)/u;
/** What an item does first: its first word after the time and the dash. */
const ITEM_WORD = /^[^\p{L}]*(\p{L}{3,})/u;

/**
 * «30 декабря, стадион «Юность»:» over «16:00 — конкурс снежных скульптур», «17:00 — концерт», «18:30 — зажжение ёлки и
 * фейерверк»: the parts of one town festivity at one place, its firework or its bonfire the last of them. Not when an
 * item names a show, a price or a place of its own, nor when two items are of one kind (two finals, two groups).
 */
function isFestivityProgramme(context: Context, anchor: Line, items: readonly Line[]): boolean {
  if (startsOn(context, anchor).length > 0 || !items.some((line) => FESTIVITY_ACT.test(line.text))) return false;
  const words = new Set<string>();
  for (const line of items) {
    const time = mentionsAt(context, line).times[0];
    const rest = time ? line.text.slice(time.end - line.start) : line.text;
    const word = ITEM_WORD.exec(rest)?.[1]?.toLowerCase().slice(0, 5);
    if (!word || words.has(word)) return false;
    words.add(word);
    if (/[«"“]/u.test(rest) || ITEM_PRICE.test(rest) || ITEM_PLACE.test(rest)) return false;
  }
  return true;
}

/** Whether the anchor gives its own hours, from one time to another, and every item's time falls inside them. */
function insideHours(context: Context, anchor: Line, items: readonly Line[]): boolean {
  const own = startsOn(context, anchor);
  const hours = own.length === 1 ? own[0] : undefined;
  if (!hours?.endTime) return false;
  const from = clockMinutes(hours.time);
  const to = clockMinutes(hours.endTime) + (clockMinutes(hours.endTime) <= from ? 24 * 60 : 0);
  return items.every((line) => {
    const times = mentionsAt(context, line).times;
    return (
      times.length > 0 &&
      times.every((time) => {
        const at = clockMinutes(time.time) + (clockMinutes(time.time) < from ? 24 * 60 : 0);
        return at >= from && at < to;
      })
    );
  });
}

/** «Программа:», «Программа гонки:», «Программа вечера»: a line that heads the times of one event. */
const ONE_PROGRAMME = /^[^\p{L}]*(?:[Вв][ \t]+)?программ[аеы](?:[ \t]+\p{L}+){0,2}[^\p{L}\p{N}]*$/iu;

/**
 * «Бизнес-ланчи по будням с 12 до 16 — 350₽», «сет на двоих — 1490 ₽», «меню выходных»: what a bar or a café offers
 * every week, food at a price, not an event of the day it is listed under.
 */
const STANDING_OFFER =
  /(?<![\p{L}])(?:по\s+будням|по\s+выходным|бизнес-ланч\p{L}*|ланч\p{L}*|меню|на\s+двоих|на\s+компанию|прокат\p{L}*\s+(?:\p{L}+\s+)?работает)(?![\p{L}])/iu;

/**
 * «Новогодние корпоративы — остались даты 19 и 26 декабря», «Принимаем заявки на банкеты на 27–30 декабря»: days a
 * place offers to book for a party of one's own, no event.
 */
const BOOKING_OFFER =
  /(?<![\p{L}])(?:корпоратив|банкет|выпускн)\p{L}*(?![\p{L}])[^\n]{0,40}?(?:остал\p{L}*\s+(?:\p{L}+\s+)?дат|свободн\p{L}*\s+дат|брон)|принима\p{L}*\s+заявк\p{L}*\s+на\s+(?:\p{L}+\s+)?(?:корпоратив|банкет)/iu;

/** A digest's item says what and where: at least this many letters besides its time. */
const DIGEST_ITEM_LETTERS = 12;
/** Weekdays, in full or short, that a day heading may add to its date: «Суббота, 7 ноября», «Сб 7.11». */
const WEEKDAY_WORD = pattern(String.raw`(?<![\p{L}])(?:${WEEKDAY})(?![\p{L}])`, 'giu');
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** A line that is only one day, without a time: «Суббота, 7 ноября», «Сб 7.11», «📅 Воскресенье, 8.11:». */
function isDayHeading(context: Context, line: Line): boolean {
  const { dates, times } = mentionsAt(context, line);
  if (dates.length !== 1 || times.length > 0) return false;
  const date = dates[0] as DateMention;
  // «1–25 декабря» over «пн–пт 11:00–19:00»: a run is an exhibition's or a festival's, not a digest's day.
  if (date.endDay !== null || date.days.length > 1) return false;
  const rest = line.text.slice(0, date.start - line.start) + line.text.slice(date.end - line.start);
  return letters(rest.replace(WEEKDAY_WORD, '')) === 0;
}

/** A line led by a clock: «23:00 open — Dima Kov», «02:30–05:00 — b2b residents». */
const LED_BY_TIME = /^[^\p{L}\p{N}]{0,4}\d{1,2}[:.]\d{2}/u;
/** «LINEUP:», «Line up», «лайн-ап», «сеты», «тайминг»: the set times of one night follow. */
const LINEUP_HEADING =
  /^[^\p{L}\p{N}]*(?:line[\s-]?up|лайн[\s-]?ап|тайминг|timetable|сеты|расписание\s+сетов)(?![\p{L}])/iu;
/** «до 5», «до 6:00» alone on a line: when a night ends. */
const BARE_UNTIL = /^[^\p{L}\p{N}]*до\s+(\d{1,2})(?:[:.](\d{2}))?[^\p{L}\p{N}]*$/iu;
/** «Всё вместе — 600 ₽», «за всё — 500 ₽», «единый билет»: one price for every part of an evening. */
const ALL_TOGETHER = /(?<![\p{L}])(?:вс[её]\s+вместе|за\s+вс[её]|единый\s+билет)(?![\p{L}])/iu;
/** At most this many minutes from one act's start to the next one's, the acts are sets of one evening. */
const MAX_SET_MINUTES = 90;
/** A clock of a night counted on past midnight: 01:00 comes after 23:30. */
const nightMinutes = (clock: Clock) => clockMinutes(clock) + (clock.hour < 12 ? 24 * 60 : 0);

/**
 * «LINEUP: 22:00 — Dasha Sever, 23:30 — Kolya Bass, 01:00 — GRIMM» under a night's date: the set times of one party,
 * not events of their own. Told by a heading over them, by the doors' time over them or by times running on past
 * midnight. The night starts with its
 * first set (or the start its date line gives) and ends with the last set's end, or «до 6 утра», «до 5» after the sets.
 */
function nightOf(context: Context, anchor: Line, nextAnchor: Line | undefined): TimeMention | null {
  const block = context.lines.slice(anchor.index + 1, nextAnchor?.index ?? context.lines.length);
  const sets = block.filter((line) => LED_BY_TIME.test(line.text) && mentionsAt(context, line).times.length > 0);
  if (sets.length < 2) return null;
  const clocks = sets.map((line) => mentionsAt(context, line).times[0] as TimeMention);
  const first = clocks[0] as TimeMention;
  const pastMidnight =
    first.time.hour >= 18 &&
    clocks.some((t, i) => i > 0 && clockMinutes(t.time) < clockMinutes(clocks[i - 1]?.time ?? t.time));
  const headed = block.some((line) => line.index < (sets[0]?.index ?? 0) && LINEUP_HEADING.test(line.text));
  // «сбор гостей 19:00» over «20:00 — Стеклотара», «21:15 — Маяк»: the doors of one evening, and then its acts, when
  // no set names a kind of event of its own (a lecture, a workshop) and each follows the one before within a set's
  // length, in the evening («12:00 «Морозко», 15:00 «Морозко»» under «вход с 11:30» is a show twice).
  const doors = block.some((line) => {
    const { times } = mentionsAt(context, line);
    return line.index < (sets[0]?.index ?? 0) && times.length > 0 && times.every((t) => isBeforeStart(context, t));
  });
  const close = clocks.every(
    (t, i) => i === 0 || nightMinutes(t.time) - nightMinutes(clocks[i - 1]?.time ?? t.time) <= MAX_SET_MINUTES,
  );
  const acts = doors && close && first.time.hour >= EVENING_FROM && sets.every((line) => !namesKind(line.text));
  // «19:00 — урок линди-хопа», «20:00–23:00 — танцы», then «Всё вместе — 600 ₽»: one ticket for the evening's parts.
  const together = close && first.time.hour >= EVENING_FROM && ALL_TOGETHER.test(context.unlinked);
  if (!pastMidnight && !headed && !acts && !together) return null;
  const last = clocks[clocks.length - 1] as TimeMention;
  let end = last.endTime;
  if (!end) {
    // «Танцуем до 6 утра», «до 5» after the sets, or on the last set's line («03:00 — closing: Ворс, до 06:00»);
    // «500₽ до 23:00» is when a price holds, not when the night ends.
    const lastSet = sets[sets.length - 1] as Line;
    for (const line of [lastSet, ...block.filter((line) => line.index > lastSet.index)]) {
      if (/₽|руб|(?<![\p{L}])р\./iu.test(line.text)) continue;
      const bare = line === lastSet ? null : BARE_UNTIL.exec(line.text);
      const until = bare
        ? { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) }
        : mentionsAt(context, line).times.find((time) => time.until)?.time;
      if (until && until.hour < 24 && nightMinutes(until) > nightMinutes(last.time)) {
        end = until;
        break;
      }
    }
  }
  const start = startsOn(context, anchor)[0] ?? first;
  // «23:00–01:00 Kosmos» is the first set's own end, not the night's; «23:00 → 06:00» alone over the sets is the night's.
  const firstLine = sets[0] as Line;
  const firstSet = start === first && letters(firstLine.text.slice(first.end - firstLine.start)) > 0;
  return { ...start, endTime: (firstSet ? null : start.endTime) ?? end, alternative: false };
}

const dayKey = (day: Day) => `${day.year}-${day.month}-${day.day}`;
const within = (day: Day, date: DateMention) =>
  date.endDay !== null && compareDays(day, date.day) >= 0 && compareDays(day, date.endDay) <= 0;

/**
 * «ул. 25 Октября, 13», «площадь 1 Мая», «#23февраля»: a street named by a date, or a date in a hashtag, says no day
 * the event is on.
 */
const NAMED_BY_DATE =
  /(?:#|(?<![\p{L}])(?:(?:ул|пр|просп|пр-т|пер|пл|бул|наб|мкр)\.|улица|проспект|переулок|площадь|бульвар)\s*)$/iu;
/** How far before a date its street's word is looked for. */
const NAMED_BY_DATE_BACK = 16;

const isDayOfEvent = (context: Context, date: DateMention) => {
  const at = date.start + (/^\s*/u.exec(context.text.slice(date.start, date.end))?.[0].length ?? 0);
  return !NAMED_BY_DATE.test(context.text.slice(Math.max(0, at - NAMED_BY_DATE_BACK), at));
};

function anchorsOf(context: Context): Line[] {
  const { lines } = context;
  const dated = lines.filter((line) =>
    mentionsAt(context, line).dates.some((date) => date.kind !== 'weekday' && isDayOfEvent(context, date)),
  );
  // «завтра (пт) — караоке, начало в 20:00» then «в субботу — стендап, 19:00»: beside dated lines, a line led by a
  // weekday with its own time is another day's item.
  // Not beside a run of days: «Сб 11:00–22:00, вс 11:00–18:00», «Вт–вс 11:00–19:00» are its hours.
  const dayDates = dated.map((line) => primaryDate(context, line));
  const days = new Set(dayDates.map((date) => dayKey(date?.day as Day)));
  // «неделя 7–13 декабря» over «чт 10.12 — квиз, 20:00», «пт 11.12 — …»: a week's heading over days of its own is no
  // run of hours; «вт — караоке с 20:00» among them is the week's Tuesday.
  const dayInside = (date: DateMention | null, range: DateMention) =>
    date !== null && date.endDay === null && date.days.length === 1 && within(date.day, range);
  const weekHeading = (range: DateMention) => dayDates.filter((date) => dayInside(date, range)).length >= 2;
  const runs = dayDates.some(
    (date) => (date?.endDay && !weekHeading(date)) || (!date?.endDay && (date?.days.length ?? 0) > 1),
  );
  const weekdayItems = dated.length > 0 && !runs ? lines.filter((line) => isWeekdayItem(context, line, days)) : [];
  const candidates =
    dated.length > 0
      ? [...dated, ...weekdayItems].sort((a, b) => a.index - b.index)
      : lines.filter((line) => mentionsAt(context, line).dates.some((date) => isDayOfEvent(context, date)));
  // A line repeating an earlier anchor's day without a time of its own adds nothing («Завтра!» … «завтра в 20:00»).
  // The days seen so far are a set: comparing each line with every earlier one is quadratic in a long programme.
  // A day named first without a time and then again with one is one event at that time («24 мая — день рождения
  // …», then «24.05, 19:00, Энгельса, 24»): the later line takes the earlier one's place.
  const seen = new Map<string, Line>();
  const replaced = new Set<Line>();
  // «Сегодня и завтра — живая музыка!» over «Сегодня — …», «Завтра — …»: a heading over days, each given below on a
  // line of its own, is the umbrella of those lines; they are the events.
  const umbrellas = candidates.filter((line) => {
    const date = primaryDate(context, line);
    if (!date || date.endDay !== null || date.days.length < 2 || startsOn(context, line).length > 0) return false;
    return date.days.every((day) =>
      candidates.some((other) => {
        const single = primaryDate(context, other);
        return (
          other.index > line.index &&
          single !== null &&
          single.endDay === null &&
          single.days.length === 1 &&
          compareDays(single.day, day) === 0
        );
      }),
    );
  });
  let anchors = candidates.filter((line) => {
    if (umbrellas.includes(line)) return false;
    // A run of days is not its first day: «12–13 декабря» over «Суббота, 12.12».
    const date = primaryDate(context, line);
    const key = date ? `${dayKey(date.day)}${date.endDay ? `–${dayKey(date.endDay)}` : ''}` : null;
    const earlier = key !== null ? seen.get(key) : undefined;
    if (key !== null && !earlier) seen.set(key, line);
    if (!earlier) return true;
    if (startsOn(context, line).length === 0) return isAnotherItem(context, line, earlier);
    // «вс 20.12 — день открытых дверей …» then «вс 20.12, 18:00 — «Зимний свинг» …»: a digest's two items of a day.
    if (isDatedItem(context, line) && isDatedItem(context, earlier)) return true;
    // A run of days («7–9 августа») stays: its first day's time is read from the later line as before.
    const single = primaryDate(context, earlier)?.endDay === null;
    if (single && startsOn(context, earlier).length === 0 && !replaced.has(earlier)) {
      replaced.add(earlier);
      seen.set(key as string, line);
    }
    return true;
  });
  anchors = anchors.filter((line) => !replaced.has(line));
  // A day inside another line's run of days is that run's («7–9 августа» … «Открытие 7 августа в 18:00»).
  // Unless the run is a digest's heading over days of their own («КУДА ПОЙТИ: 20–22 ноября», then «Пт 20.11 — …,
  // 21:00», «Сб 21.11 — …, 17:00»): two days or more inside it with their own times. Then the heading is no event and
  // each day is. A festival's, a fair's or an exhibition's run is a heading only over days with bills of their own:
  // «Фестиваль … 5–6 декабря» over «5 декабря» with «15:00 — мастер-класс …», «19:00 — концерт …» names its events
  // apart; over «Открытие 7 августа в 18:00» it is one run.
  const heading = anchors.find((line) => {
    const date = primaryDate(context, line);
    if (!date?.endDay || startsOn(context, line).length > 0) return false;
    const festival = MULTI_DAY.test(line.text);
    // «Суббота, 12.12» over «14:00 — лекция …», «19:00 — концерт …»: a day of a festival's bill has its times too,
    // and so does a programme's line «28.11, 15:00 — «Ача»: конкурс короткого метра» led by its day and its time.
    const timed = (other: Line, i: number) =>
      ((!festival || isProgrammeLine(context, other)) && startsOn(context, other).length > 0) ||
      itemsUnder(context, other, anchors[i + 1], 1).length > 0;
    const inside = anchors.filter((other, i) => {
      const day = primaryDate(context, other);
      return other !== line && day && day.endDay === null && within(day.day, date) && timed(other, i);
    });
    // ««Фильм» — сб 11:00, вс 11:00»: a line of sessions counts each of its days.
    const insideDays = inside.flatMap(
      (other) =>
        daySessions(context, other)?.map((session) => session.date.day) ?? [primaryDate(context, other)?.day as Day],
    );
    return new Set(insideDays.map(dayKey)).size >= 2;
  });
  if (heading) anchors = anchors.filter((line) => line !== heading);
  // Only a run said before the day and without hours of its own takes it: «5–20 декабря, ежедневно 13:00–21:00» then
  // «5 декабря в 15:00 — мастер-класс» is a second event, and so is a digest's last item «Выставка … открывается
  // 12 декабря, продлится до 31 января» after the items of 12 and 13 December.
  const ranges = anchors.filter((line) => primaryDate(context, line)?.endDay);
  if (ranges.length > 0 && ranges.length < anchors.length) {
    anchors = anchors.filter((line) => {
      const date = primaryDate(context, line);
      if (!date || date.endDay !== null) return true;
      return !ranges.some((range) => {
        const run = primaryDate(context, range);
        const timed = startsOn(context, range).length > 0;
        if (!run || !within(date.day, run)) return false;
        // «3 декабря в 15:00 — кураторская экскурсия по выставке»: an event of another kind at its own hour, held
        // during an exhibition's run, is an event of its own.
        // So is a master class during a fair's days («Ярмарка …» over «18–20 декабря, …», then «20 декабря в 14:00 —
        // мастер-класс …»).
        const above = context.lines[range.index - 1];
        const runKind = RUN_OF_DAYS.test(range.text) || (above !== undefined && RUN_OF_DAYS.test(above.text));
        if (runKind && OWN_KIND.test(line.text) && startsOn(context, line).length > 0) return false;
        // «2 декабря откроется выставка …» over «Выставка работает со 2 по 27 декабря, ср–вс с 10:00 до 18:00»: an
        // opening day without an hour of its own is the run's first day, wherever the run is said.
        const opening = compareDays(date.day, run.day) === 0 && startsOn(context, line).length === 0;
        return (range.index < line.index && !timed) || opening;
      });
    });
  }
  // «13 января, с 20:00 до 02:00 … Поём всё, что не допели 31-го!»: a day of the month alone, with no time, beside a
  // date with its month, is a mention in passing, not another event.
  const withMonth = anchors.some((line) => !isOrdinalDay(context, line));
  if (withMonth)
    anchors = anchors.filter((line) => !(isOrdinalDay(context, line) && startsOn(context, line).length === 0));
  // «… и что от неё осталось в городе сегодня» beside «14 января в 18:00»: «сегодня» or «завтра» without an hour,
  // beside a calendar date with one, is a word of the story, not another event.
  const relativeOnly = (line: Line) => {
    const { dates, times } = mentionsAt(context, line);
    return times.length === 0 && dates.length > 0 && dates.every((date) => date.kind === 'relative');
  };
  // «Завтра у нас кавер-группа …» beside «А в субботу — …, 20:00»: a weekday is no calendar date.
  const calendarTimed = (line: Line) => {
    const { dates, times } = mentionsAt(context, line);
    return times.length > 0 && dates.some((date) => date.kind !== 'relative' && date.kind !== 'weekday');
  };
  if (anchors.some(calendarTimed)) anchors = anchors.filter((line) => !relativeOnly(line));
  // «Взвешивание 18 декабря с 16:00 до 18:00» over «19 и 20 декабря … начало схваток в 10:00», «Итоги — 21 декабря в
  // группе»: a day with only a weigh-in, a registration or the results is no event beside the event's own days.
  const preliminary = (line: Line) => {
    if (RESULTS_LEAD.test(line.text)) return true;
    // Led by the word: «Новогодний бал … (сбор в 16:30)» after its date and hour is the ball.
    const { dates, times } = mentionsAt(context, line);
    const first = Math.min(...[...dates, ...times].map((mention) => mention.start));
    const starts = startsOn(context, line);
    return (
      BEFORE_START.test(line.text.slice(0, Math.max(0, first - line.start))) &&
      starts.length > 0 &&
      starts.every((time) => isBeforeStart(context, time))
    );
  };
  const own = anchors.filter((line) => !preliminary(line));
  if (own.length > 0 && own.length < anchors.length) {
    const ownDays = new Set(own.map((line) => primaryDate(context, line)).map((date) => date && dayKey(date.day)));
    anchors = anchors.filter((line) => {
      const date = primaryDate(context, line);
      return !preliminary(line) || (date !== null && ownDays.has(dayKey(date.day)));
    });
  }
  // «Турнир … 5 и 6 декабря» then «Финал — 6 декабря, в 15:00»: a stage of the event on one of its own days is a part
  // of that day's event, not another.
  const covers = (other: Line, day: Day) => {
    const date = primaryDate(context, other);
    if (!date) return false;
    return date.days.some((one) => compareDays(one, day) === 0) || (date.endDay !== null && within(day, date));
  };
  anchors = anchors.filter((line) => {
    const date = primaryDate(context, line);
    if (!date || date.endDay !== null || !CONTEST_STAGE_LEAD.test(sentenceOf(context, line, date.start))) return true;
    return !anchors.some((other) => other !== line && !CONTEST_STAGE_LEAD.test(other.text) && covers(other, date.day));
  });
  // «21 пн — выходной», «31 декабря — касса не работает»: a bill's day without a show is no event.
  // «сб 12.12 — «Мясной сет»: рёбра, крылья — 1490 ₽ на двоих»: a day's offer of food is no event either.
  anchors = anchors.filter(
    (line) =>
      !(
        (isDayOff(line.text) || STANDING_OFFER.test(line.text) || BOOKING_OFFER.test(line.text)) &&
        startsOn(context, line).length === 0
      ),
  );
  // «С 15 декабря мы работаем по зимнему графику: пн–пт 8:00–19:00» beside «В эту субботу в 11:00 — мастер-класс»:
  // a place's new hours are no event while another is announced.
  const open = anchors.filter(
    (line) => !HOURS_NOTICE.test(line.text) && !isPlaceHours(context, line) && !isHoursLine(context, line),
  );
  if (open.length > 0) anchors = open;
  // «Спектакль 22 декабря ОТМЕНЁН. Показ 23 декабря в 19:00 состоится»: a cancelled date is no event while
  // another date is left.
  const going = anchors.filter((line) => !isCancelledAnchor(context, line));
  if (going.length > 0) anchors = going;
  // «8 МАРТА — ДЛЯ ЛЮБИМЫХ 💐» over «7 марта в 17:00 … праздничный концерт»: the post's first line dates the holiday
  // it is for, naming no event and no hour, while the event is on another day at its own hour.
  const firstLine = context.lines.find((line) => line.text.trim() !== '');
  const occasion = anchors.find(
    (line) =>
      line === firstLine &&
      startsOn(context, line).length === 0 &&
      !namesEvent(line.text) &&
      !/[«"“]/u.test(line.text) &&
      primaryDate(context, line)?.endDay === null,
  );
  if (occasion) {
    const day = primaryDate(context, occasion)?.day as Day;
    const others = anchors.filter((line) => line !== occasion);
    const elsewhere = (line: Line) => {
      const date = primaryDate(context, line);
      return date !== null && startsOn(context, line).length > 0 && compareDays(date.day, day) !== 0;
    };
    // «18.12 ПТ // …» then «Старт 21:00»: an hour on a line of its own is the first line's event's.
    const timedApart = context.lines.some(
      (line) => !anchors.includes(line) && mentionsAt(context, line).times.some((time) => !time.until),
    );
    if (others.length > 0 && others.every(elsewhere) && !timedApart) anchors = others;
  }
  // A postponement names the old date and the new one: the event is at the new one.
  if (context.postponed && anchors.length > 1) {
    const latest = anchors.reduce((a, b) => {
      const dayA = primaryDate(context, a)?.day;
      const dayB = primaryDate(context, b)?.day;
      return dayA && dayB && compareDays(dayB, dayA) > 0 ? b : a;
    });
    anchors = [latest];
  }
  return anchors;
}

/**
 * «мы работаем по зимнему графику», «новый режим работы»: a place changing its hours, not an event (an exhibition's
 * «Режим работы: вт–сб 10:00–17:00» is its run's).
 */
const HOURS_NOTICE =
  /(?<![\p{L}])(?:работаем\s+по\s+(?:\p{L}+\s+)?графику|(?:нов|зимн|летн|праздничн)\p{L}*\s+(?:график|режим)\p{L}*)(?![\p{L}])/iu;

/**
 * «1 и 2 января — выходные дни», «С 6 января работаем в обычном режиме»: a place's days off and its return to its
 * hours say that the post gives the place's hours over a holiday, as a heading «график работы» does.
 */
const HOLIDAY_HOURS =
  /(?<![\p{L}])(?:выходн(?:ые|ой)\s+(?:дни|день)|работа(?:ем|ет|ют)\s+(?:в\s+обычном\s+режиме|по\s+обычному\s+графику))(?![\p{L}])/iu;
/** «График работы в праздники», «Режим работы катка», «часы работы»: a post that gives a place's hours. */
const HOURS_HEADING = /(?<![\p{L}])(?:режим|график|часы)\s+работы(?![\p{L}])/iu;
/**
 * What is left of a line of hours once its days are cut out: «— до 16:00», «— с 10:00 до 20:00», «: 12:00–18:00»,
 * «— по обычному графику».
 */
const HOURS_ONLY =
  /^[^\p{L}\d]*(?:с\s+)?(?:(?:работа(?:ем|ет|ют)|открыт[аоы]?)\s+)?(?:(?:с\s+)?\d{1,2}(?:[:.]\d{2})?[ \t]*(?:[-–—]|до)[ \t]*\d{1,2}(?:[:.]\d{2})?|до\s+\d{1,2}(?:[:.]\d{2})?|по\s+обычному\s+\p{L}+|в\s+обычном\s+режиме)[\s.!,;]*$/iu;

/**
 * «ФОК: график работы в праздники» over «31.12 — до 16:00», «03.01–08.01 — с 10:00 до 20:00»: in a post that gives a
 * place's hours, a dated line that says nothing but hours is the hours, not an event.
 */
function isHoursLine(context: Context, line: Line): boolean {
  if (!HOURS_HEADING.test(context.text) && !HOLIDAY_HOURS.test(context.text)) return false;
  let rest = line.text;
  const dates = [...mentionsAt(context, line).dates].sort((a, b) => b.start - a.start);
  for (const date of dates) {
    const from = date.start - line.start;
    const to = date.end - line.start;
    if (from < 0 || to > rest.length) return false;
    rest = `${rest.slice(0, from)} ${rest.slice(to)}`;
  }
  // «С 6 января работаем в обычном режиме. С наступающим! 🎄»: the hours' sentence, then a wish.
  return HOURS_ONLY.test(rest) || HOURS_ONLY.test(rest.split(/(?<=[.!?])\s/u)[0] ?? '');
}

/**
 * «Музей работает 4–8 января с 10:00 до 16:00», «Библиотека открыта с 10 до 18»: a place's own hours told with their
 * days, no event of the post (an exhibition's or a fair's run «Выставка работает до 30 января» is one).
 */
const PLACE_WORKS = /^[^\p{L}]*\p{L}[^\n:]*?(?<![\p{L}])(?:работа(?:ет|ем|ют)|открыт[аоы]?)(?![\p{L}])/iu;
// Not in a post of an exhibition or a fair: «📌 Работает: 10 декабря — 20 января» is the run's, said without a subject.
const isPlaceHours = (context: Context, line: Line) =>
  PLACE_WORKS.test(line.text) &&
  !MULTI_DAY.test(context.text) &&
  !namesKind(line.text) &&
  startsOn(context, line).some((time) => time.endTime !== null);

/** «Финал — 6 декабря», «Награждение победителей 6-го»: a line led by a stage of a tournament or a contest. */
const CONTEST_STAGE_LEAD =
  /^[^\p{L}]*(?:(?:полу|четверть|супер)?финал(?:ы|ьн\p{L}*)?|торжественн\p{L}*\s+(?:закрыти|награждени)\p{L}*|награждени\p{L}*|церемони\p{L}*\s+награждени\p{L}*)(?![\p{L}])/iu;

/** «Итоги — 21 декабря», «Подведение итогов 25-го», «Результаты объявим …»: when the results are told, no event. */
const RESULTS_LEAD =
  /^[^\p{L}]*(?:итоги|подведение\s+итогов|объявление\s+(?:итогов|результатов|победителей)|результаты)(?![\p{L}])/iu;

/** Whether a line's date is cancelled, in its clause or in its sentence. */
function isCancelledAnchor(context: Context, line: Line): boolean {
  const date = primaryDate(context, line);
  return date !== null && (CANCELLED.test(clauseAround(line, date.start)) || cancelledSentence(context, line, date));
}

/**
 * «спектакль «Женитьба», назначенный на 28 ноября, ОТМЕНЁН по техническим причинам»: the sentence of a date without a
 * time of its own says it is cancelled, though not in the date's clause.
 */
function cancelledSentence(context: Context, line: Line, date: DateMention): boolean {
  const [from, to] = sentenceBounds(line, date.start);
  const inside = (offset: number) => offset >= from && offset < to;
  const { dates, times } = mentionsAt(context, line);
  if (times.some((time) => inside(time.start)) || dates.some((other) => other !== date && inside(other.start)))
    return false;
  return CANCELLED.test(line.text.slice(from - line.start, to - line.start));
}

/** The sentence of a line around an offset, as offsets into the text: from the previous «. » or «! » to the next. */
/** The sentence of a line an offset stands in. */
function sentenceOf(context: Context, line: Line, offset: number): string {
  const [from, to] = sentenceBounds(line, offset);
  return context.text.slice(from, to);
}

function sentenceBounds(line: Line, offset: number): [number, number] {
  const at = offset - line.start;
  const from = Math.max(line.text.lastIndexOf('. ', at), line.text.lastIndexOf('! ', at)) + 1;
  const ends = ['. ', '! '].map((mark) => line.text.indexOf(mark, at)).filter((index) => index >= 0);
  return [line.start + from, line.start + (ends.length > 0 ? Math.min(...ends) : line.text.length)];
}

/** «в субботу — стендап open mic, 19:00», «Воскресенье: лекция в 14:00»: a line led by a weekday, on a day of its own. */
function isWeekdayItem(context: Context, line: Line, days: ReadonlySet<string>): boolean {
  const { dates } = mentionsAt(context, line);
  const date = dates[0];
  if (!date || dates.some((other) => other.kind !== 'weekday') || days.has(dayKey(date.day))) return false;
  // One weekday, and no day off: «Сб 11:00–22:00, вс 11:00–18:00», «понедельник — выходной» are a place's hours.
  if ((line.text.match(WEEKDAY_WORD)?.length ?? 0) !== 1 || isDayOff(line.text)) return false;
  // «А в субботу в 11:00 — утренник …»: a word that turns to another event may lead.
  const before = line.text.slice(0, Math.max(0, date.start - line.start)).replace(WEEKDAY_ITEM_LEAD, '');
  const after = line.text.slice(date.end - line.start).replace(/\d{1,2}[:.]\d{2}/gu, '');
  return letters(before) === 0 && letters(after) >= DIGEST_ITEM_LETTERS && startsOn(context, line).length > 0;
}
/** «в», «во», and a word turning to another event («А в субботу», «Зато в воскресенье») before an item's weekday. */
const WEEKDAY_ITEM_LEAD = /(?<![\p{L}])(?:во?|а|зато|также)(?![\p{L}])/giu;

/**
 * A line without a time that names the day of an earlier line with its own time, and is yet another event of that
 * day: a digest's item led by its date («🎤 13 декабря, 19:00 — стендап …», then «📚 13 декабря — день открытых
 * дверей …»), or a sentence that turns to something else («А ещё в воскресенье на площади зажгут ёлку»).
 */
function isAnotherItem(context: Context, line: Line, earlier: Line): boolean {
  if (startsOn(context, earlier).length === 0) return false;
  if (ANOTHER_THING.test(line.text)) return true;
  return isDatedItem(context, line) && isDatedItem(context, earlier);
}
/** «А ещё …», «Также …», «Кроме того, …»: a sentence that adds something else (a bare «А …» may go on about the same). */
const ANOTHER_THING = /^[^\p{L}]*(?:а\s+(?:ещё|еще|также)|также|кроме\s+того|зато)(?![\p{L}])/iu;

/** «📚 13 декабря — день открытых дверей …», «Сб 12.12, 18:00 — «Три сестры»»: a line led by its date, then a dash and what. */
function isDatedItem(context: Context, line: Line): boolean {
  const date = primaryDate(context, line);
  if (!date) return false;
  const before = line.text.slice(0, Math.max(0, date.start - line.start)).replace(WEEKDAY_WORD, '');
  const time = startsOn(context, line)[0];
  const from = time && time.start >= date.end ? time.end : date.end;
  const between = time && time.start >= date.end ? line.text.slice(date.end - line.start, time.start - line.start) : '';
  const after = line.text.slice(from - line.start);
  return (
    letters(before) === 0 &&
    letters(between) === 0 &&
    /^[ \t]*[—–-][ \t]*\S/u.test(after) &&
    letters(after) >= DIGEST_ITEM_LETTERS
  );
}

/**
 * «Ср, 11 ноября, 19:00» over «Вивальди. Времена года» and «Билеты 600–1200 ₽», a blank line, then «Пт, 13 ноября,
 * 19:00» …: a programme written in paragraphs, one an event. The lines under a date up to the blank line are that
 * event's own (its price, its place, its link), and no other event's. Only when every date but the last opens a
 * paragraph of its own: dates on lines one under another share whatever follows them.
 */
function blocksOf(context: Context, anchors: readonly Line[], bills: ReadonlyMap<Line, Line[]>): Map<Line, Line[]> {
  const blocks = new Map<Line, Line[]>();
  if (anchors.length < 2) return blocks;
  const { lines } = context;
  for (const [i, anchor] of anchors.entries()) {
    const next = anchors[i + 1];
    if (next && lines[next.index - 1]?.text.trim() !== '') return new Map();
    if ((bills.get(anchor) ?? []).length > 0) continue;
    const block: Line[] = [];
    for (const line of lines.slice(anchor.index + 1, next?.index ?? lines.length)) {
      if (line.text.trim() === '') break;
      block.push(line);
    }
    blocks.set(anchor, block);
  }
  return [...blocks.values()].some((block) => block.length > 0) ? blocks : new Map();
}

/**
 * «27.11, 18:00 — открытие и фильм «Родник»», «Сб 28 ноября, 19:00 — «Улах»»: a programme's line, led by its day (a
 * weekday at most before it) and its time, then a dash and what happens.
 */
function isProgrammeLine(context: Context, line: Line): boolean {
  const date = primaryDate(context, line);
  const time = startsOn(context, line)[0];
  // chrono may read «27.11, 18:00» as one span, the date's and the time's.
  if (!date || !time || time.start < date.start || time.end < date.end) return false;
  const before = line.text.slice(0, Math.max(0, date.start - line.start)).replace(WEEKDAY_WORD, '');
  const between = line.text.slice(date.end - line.start, Math.max(date.end, time.start) - line.start);
  const after = line.text.slice(time.end - line.start);
  return letters(before) === 0 && letters(between) === 0 && /^[ \t]*[—–-][ \t]*\S/u.test(after) && letters(after) > 0;
}

/** The line's date is a day of the month alone: «31-го», «25-го числа». */
const isOrdinalDay = (context: Context, line: Line) => {
  const date = primaryDate(context, line);
  return date !== null && /^\d{1,2}-?(?:го|ого)(?![\p{L}])/iu.test(context.text.slice(date.start, date.end).trim());
};

/** A day a venue is closed or shows nothing: «выходной», «не работаем», «нет спектаклей», «санитарный день». */
const DAY_OFF =
  /(?<![\p{L}])(?:выходной(?:\s+день)?|не\s+работа\p{L}*|нет\s+(?:спектакл|показ|сеанс|концерт)\p{L}*|санитарный\s+день|закрытое\s+мероприятие|спецобслуживание|закрыт[оыа]?(?:\s+на\s+(?:спецобслуживание|закрытое\s+мероприятие|банкет))?)(?![\p{L}])/iu;

/**
 * «ПН 7.12 — тишина 😅», «вт — пусто», «ср 9.12 — ничего нет, отдыхаем»: a digest's day line whose item, all of it,
 * says nothing is on that day. Only what follows the dash, to the line's end: «Концерт «Тишина»» is a show.
 */
const NOTHING_ON =
  /[—–:-][ \t]*(?:тишина|пусто|ничего(?:[ \t]+нет)?|отдыхаем|(?:нет|без)[ \t]+(?:мероприятий|событий)|(?:мероприятий|событий)[ \t]+нет)(?:[ \t]*,[ \t]*(?:отдыхаем|отдыхайте))?[^\p{L}\p{N}]*$/iu;

/** A day of a bill or a digest that has nothing on (see DAY_OFF and NOTHING_ON). */
const isDayOff = (text: string) => DAY_OFF.test(text) || NOTHING_ON.test(text);

/** «проходит по плану», «в силе», «состоится»: an event still on. */
const STILL_ON =
  /(?<![\p{L}])(?:(?:проходит|пройд[её]т|идёт|идет)\s+по\s+плану|вс[её]\s+в\s+силе|остаётся\s+в\s+силе|состоится|состоятся)(?![\p{L}])/iu;

/** A line, cancelling nothing, that dates an event and says it is still on. */
function isStillOn(context: Context, line: Line): boolean {
  if (!STILL_ON.test(line.text) || CANCELLED.test(line.text)) return false;
  return mentionsAt(context, line).dates.length > 0;
}

function planEvents(context: Context): Plan[] {
  const { lines } = context;
  const anchors = anchorsOf(context);
  // «Концерт, запланированный на 7 ноября, ОТМЕНЁН. Возврат билетов — в кассе», «Сегодняшняя вечеринка отменяется»:
  // a post that only cancels has nothing to go to.
  const cancels =
    anchors.length > 0
      ? anchors.every((line) => isCancelledAnchor(context, line))
      : context.lines.some((line) => CANCELLED.test(line.text));
  if (!context.postponed && cancels) {
    // «сеанс в 19:00 ОТМЕНЁН, показ в 16:00 остаётся», «Вместо него … начало в 18:00»: an hour still kept is an event.
    const kept = context.lines.some((line) =>
      mentionsAt(context, line).times.some((time) => !CANCELLED.test(clauseAround(line, time.start))),
    );
    // «Концерт 21 января отменяется» then «Квиз «…» в пятницу проходит по плану»: another event said to be still on.
    const stillOn = kept ? undefined : context.lines.find((line) => isStillOn(context, line));
    const day = stillOn ? primaryDate(context, stillOn) : null;
    if (stillOn && day)
      return [{ anchor: stillOn, own: context.lines, shared: [], date: day, start: null, programme: false }];
    if (!kept) return [];
  }
  const nights = new Map<Line, TimeMention>();
  for (const [i, anchor] of anchors.entries()) {
    const night = nightOf(context, anchor, anchors[i + 1]);
    if (night) nights.set(anchor, night);
  }
  const itemsOf = (anchor: Line, i: number, least?: number) =>
    nights.has(anchor) ? [] : itemsUnder(context, anchor, anchors[i + 1], least);
  let bills = new Map(anchors.map((anchor, i) => [anchor, itemsOf(anchor, i)]));
  // Days of one bill («Суббота, 12.12» with two items, «Воскресенье, 13.12» with one): a day's one item is its event.
  if (anchors.length >= 2 && [...bills.values()].some((items) => items.length >= 2))
    bills = new Map(anchors.map((anchor, i) => [anchor, itemsOf(anchor, i, 1)]));
  // «21.11 (сб) 12:00 «Кот в сапогах» / 18:30 «Мёртвые души»»: a day's line with two shows, each its own event.
  const shows = new Map<Line, Line[]>();
  for (const anchor of anchors) {
    if (nights.has(anchor) || (bills.get(anchor) ?? []).length > 0) continue;
    const parts = showsOn(context, anchor);
    if (parts.length >= 2) shows.set(anchor, parts);
  }
  // «… Начало в 19:00. А в субботу, 14-го, с 12 до 15 — книжный своп»: a line that turns to another day's event.
  const turns = new Map<Line, Line[]>();
  for (const anchor of anchors) {
    if (nights.has(anchor) || (bills.get(anchor) ?? []).length > 0 || shows.has(anchor)) continue;
    const parts = turnsOn(context, anchor);
    if (parts.length >= 2) turns.set(anchor, parts);
  }
  const billed = [...bills.values()].some((items) => items.length > 0) || shows.size > 0 || turns.size > 0;
  const run = billed ? null : hoursByDay(context, anchors, nights);
  if (run) return [run];
  const programme = anchors.length >= 2 || billed;
  const blocks = blocksOf(context, anchors, bills);
  const anchorSet = new Set([...anchors, ...[...bills.values()].flat(), ...[...blocks.values()].flat()]);
  const shared = programme ? lines.filter((line) => !anchorSet.has(line)) : [];
  const plans: Plan[] = [];
  for (const anchor of anchors.length > 0 ? anchors : [null]) {
    const first = anchor ? primaryDate(context, anchor) : null;
    const date = anchor && first && !context.postponed ? joinedDays(context, anchor, first) : first;
    const items = anchor ? (bills.get(anchor) ?? []) : [];
    if (items.length > 0 && date) {
      // «Зимние субботы — 5 и 19 декабря:» over its items: the bill is played on each of the days listed.
      // Not when another line heads one of those days with a bill of its own («19 и 20 декабря», then «19 декабря»).
      const elsewhere = (day: Day) =>
        anchors.some((other) => {
          const its = other === anchor ? null : primaryDate(context, other);
          return its !== null && compareDays(its.day, day) === 0;
        });
      const listed =
        date.endDay === null && date.days.length > 1 && !date.days.some(elsewhere) ? date.days : [date.day];
      for (const day of listed)
        for (const item of items) {
          // The day's line is the bill's too: «Киномир — сеансы на субботу, 12 декабря» names the place of each.
          const each = { ...date, day, days: [day] };
          for (const start of startsOn(context, item))
            plans.push({
              anchor: item,
              own: anchor ? [item, anchor] : [item],
              shared,
              date: { ...each, endDay: dailyRunOf(context, item, each, start) },
              start,
              programme,
            });
        }
      continue;
    }
    const parts = anchor ? shows.get(anchor) : undefined;
    if (anchor && parts && date && date.endDay === null && date.days.length === 1) {
      for (const part of parts)
        plans.push({
          anchor: part,
          own: [part, ...(blocks.get(anchor) ?? [])],
          shared,
          date,
          start: startsOn(context, part)[0] ?? null,
          programme,
        });
      continue;
    }
    const turned = anchor ? turns.get(anchor) : undefined;
    if (turned) {
      // Each part is its own event; the other parts may say the price or the place of both («На оба события вход
      // бесплатный», «там же»), but a link in another part is that part's.
      for (const part of turned) {
        const others = turned.filter((other) => other !== part);
        const own = [part, ...(blocks.get(anchor as Line) ?? [])];
        const day = primaryDate(context, part);
        for (const start of startsOn(context, part))
          plans.push({
            anchor: part,
            own,
            shared: [...others, ...shared],
            linkShared: shared,
            date: day,
            start,
            programme,
          });
      }
      continue;
    }
    const own = programme && anchor ? [anchor, ...(blocks.get(anchor) ?? [])] : lines;
    const night = anchor ? nights.get(anchor) : undefined;
    const sessions = anchor && !night && !context.postponed ? daySessions(context, anchor) : null;
    if (sessions) {
      for (const { date: day, times } of sessions)
        for (const start of times) plans.push({ anchor, own, shared, date: day, start, programme });
      continue;
    }
    let starts = night ? [night] : anchor ? startsOn(context, anchor) : [];
    if (
      starts.length === 0 ||
      (starts.every((time) => isBeforeStart(context, time)) && !(night && isWarmUpSet(context, night)))
    ) {
      // «ПАТРИКФЕСТ 14.03–17.03» over «ср 17.03 — главный день … с 19.00»: another day's hour is not the run's start.
      const otherDay = (line: Line) => {
        const day = line === anchor || !date?.endDay ? null : primaryDate(context, line);
        return day !== null && date !== null && day.kind !== 'weekday' && compareDays(day.day, date.day) !== 0;
      };
      const found = firstStart(context, programme ? [...own.slice(1), ...shared] : lines.filter((l) => !otherDay(l)));
      if (found.length > 0 && (starts.length === 0 || !found.every((time) => isBeforeStart(context, time))))
        starts = found;
    }
    const last = date?.days[date.days.length - 1];
    // «19 и 20 декабря, 12:00–19:00» and a festival's «25 и 26 июля» run over the days; «26 и 27 декабря в 19:00»
    // happens on each of them, and so do days a week apart («14, 21 и 28 января, с 20:00 до 23:00»).
    const running = date
      ? date.days.every((day, i) => i === 0 || compareDays(nextDay(date.days[i - 1] ?? day), day) === 0)
      : false;
    const dates =
      date && last && date.days.length > 1
        ? running && MULTI_DAY.test(context.text)
          ? [{ ...date, endDay: last }]
          : date.days.map((day) => ({ ...date, day, days: [day] }))
        : date && anchor && starts.length > 0 && isEachDay(context, anchor, date, starts)
          ? daysOf(date, DAYS_IN_WEEK).map((day) => ({ ...date, day, days: [day], endDay: null }))
          : [date];
    // «Неделя французского кино — с 7 по 13 декабря. Сеансы ежедневно в 17:00 и 20:00»: a long run's daily sessions
    // are not starts of their own; the run is from its first day to its last, the hours left to a person.
    if (date?.endDay && anchor && !programme && dailySessions(context, anchor, date, starts)) {
      plans.push({ anchor, own, shared, date, start: null, programme });
      continue;
    }
    // «3–9 января, тренировки дважды в день: 10:00–12:00 и 16:00–18:00»: a camp's daily hours, one event from the
    // first day's first hour to the last day's last.
    if (date?.endDay && anchor && !programme && dailyBlocks(context, date, starts)) {
      const first = starts[0] as TimeMention;
      const last = starts[starts.length - 1] as TimeMention;
      plans.push({ anchor, own, shared, date, start: { ...first, endTime: last.endTime }, programme });
      continue;
    }
    const extra = anchor && dates.length > 1 ? extraSessions(context, anchor) : [];
    // «… 22 ноября, 16:00–17:30. Повторим 29 ноября в то же время»: the same event again on a day said with no hours.
    const again = anchor && date && starts.length > 0 ? repeatDays(context, anchor, date) : [];
    for (const each of [...dates, ...again]) {
      const more = extra.filter((session) => each && session.day === each.day.day).map((session) => session.time);
      const all = [...starts, ...more].sort((a, b) => clockMinutes(a.time) - clockMinutes(b.time));
      for (const start of all.length > 0 ? all : [null]) {
        plans.push({ anchor, own, shared, date: each, start, programme });
      }
    }
  }
  // «4 декабря, 18:00 — открытие выставки «…». Выставка будет работать до 31 января» among a bill's items: the run
  // is said on the opening's own line, and is an event of its own after it.
  for (let i = plans.length - 1; i >= 0 && plans.length > 1; i -= 1) {
    const run = runOnOpeningLine(context, plans[i] as Plan);
    if (run) plans.splice(i + 1, 0, run);
  }
  const exhibition = runAfterOpening(context, plans);
  if (exhibition) {
    // Each has its own price: «вход свободный» on the opening's line, «Билет — 100 ₽» by the run's end.
    const [opening] = plans;
    // «Работы будут висеть до 29 декабря. Вход свободный.» with no price on the opening's own lines: the one price said
    // is the opening's too.
    const apart = opening?.own.filter((line) => line !== exhibition.anchor) ?? [];
    if (opening && priceIn(context, apart)) plans[0] = { ...opening, own: apart };
    plans.push({ ...exhibition, own: exhibition.own.filter((line) => line !== opening?.anchor) });
  }
  return plans;
}

/** «в то же время», «в это же время», «тогда же»: hours said of another day by the first day's. */
const SAME_HOURS = /(?<![\p{L}])(?:в\s+(?:то|это)\s+же\s+время|тогда\s+же|в\s+тот\s+же\s+час)(?![\p{L}])/iu;

/**
 * «Открытый урок — 22 ноября, 16:00–17:30. Повторим 29 ноября в то же время», «… Повтор — 6 декабря, в то же время»:
 * another day in a sentence of the event's line that gives it the first day's hours. Each such day is the event again.
 */
function repeatDays(context: Context, anchor: Line, date: DateMention): DateMention[] {
  const { dates } = mentionsAt(context, anchor);
  return dates.filter((other) => {
    if (other === date || other.kind === 'weekday' || other.endDay !== null || other.days.length > 1) return false;
    if (compareDays(other.day, date.day) <= 0) return false;
    const [from, to] = sentenceBounds(anchor, other.start);
    const sentence = context.text.slice(from, to);
    const timed = mentionsAt(context, anchor).times.some((time) => time.start >= from && time.end <= to);
    return !timed && SAME_HOURS.test(sentence);
  });
}

/** An opening: «Открытие — 11 декабря в 15:00», «вернисаж», «Выставка … откроется в субботу в 13:00». */
const OPENING_WORD =
  /(?<![\p{L}])(?:открыти\p{L}*|вернисаж\p{L}*|откро(?:ется|ются)|открыва(?:ется|ются))(?![\p{L}])/iu;

/**
 * The run of an exhibition said after its opening on the opening's line, in a sentence of its own: «… — открытие
 * выставки «…». Сама выставка работает с 5 декабря по 31 января», «… Выставка будет работать до 31 января». The run
 * from its first day (the opening's, unless said) to its last, its part of the line the anchor; null when there is none.
 */
function runOnOpeningLine(context: Context, plan: Plan): Plan | null {
  const { anchor, date, start } = plan;
  if (!anchor || !date || !start || date.endDay || !OPENING_WORD.test(anchor.text)) return null;
  if (!EXHIBITION.test(anchor.text)) return null;
  const whole = context.lines[anchor.index];
  const found = whole ? context.mentions.get(whole) : undefined;
  if (!whole || !found) return null;
  const after = (offset: number) => offset > start.end;
  const range = found.dates.find(
    (other) => other.endDay && after(other.start) && compareDays(other.day, date.day) >= 0,
  );
  const until = range
    ? undefined
    : found.until?.find((other) => after(other.start) && compareDays(other.day, date.day) > 0);
  const at = range?.start ?? until?.start;
  const last = range?.endDay ?? until?.day;
  if (at === undefined || !last) return null;
  const [from] = sentenceBounds(whole, at);
  if (from <= start.end || !RUNS_UNTIL.test(context.text.slice(from, at))) return null;
  const part: Line = {
    index: whole.index,
    start: from,
    text: context.text.slice(from, whole.start + whole.text.length),
  };
  const first = range?.day ?? date.day;
  return {
    ...plan,
    anchor: part,
    own: [part],
    date: { ...date, day: first, days: [first], endDay: last },
    start: null,
    run: true,
  };
}

/**
 * «Открытие — 11 декабря в 15:00» then «Выставка продлится до 28 февраля»: an exhibition's opening at its hour, and
 * the run it opens, which ends on a day said alone, are two events: the opening, and the exhibition from the opening
 * day to its end.
 */
function runAfterOpening(context: Context, plans: readonly Plan[]): Plan | null {
  const [plan] = plans;
  if (plans.length !== 1 || !plan?.anchor || !plan.date || !plan.start || plan.date.endDay) return null;
  const { anchor, date } = plan;
  if (!OPENING_WORD.test(anchor.text) || !EXHIBITION.test(context.text)) return null;
  for (const line of context.lines.slice(anchor.index + 1, anchor.index + 1 + RUN_LINES_AHEAD)) {
    const said = mentionsAt(context, line);
    const until = said.until?.[0];
    if (!until || said.dates.length > 0 || compareDays(until.day, date.day) <= 0) continue;
    if (!RUNS_UNTIL.test(line.text.slice(0, until.start - line.start))) continue;
    return { ...plan, anchor: line, date: { ...date, days: [date.day], endDay: until.day }, start: null };
  }
  return null;
}

/**
 * Two starts or more without hours to close them, said «ежедневно» over a run longer than a few days, of anything but
 * a show played at its hours: the sessions of a film week.
 */
function dailySessions(context: Context, anchor: Line, date: DateMention, starts: readonly TimeMention[]): boolean {
  if (starts.length < 2 || starts.some((start) => start.endTime || !start.alternative)) return false;
  if (SHOW_AT.test(context.text) || daysOf(date).length <= EACH_DAY_MAX) return false;
  const line = lineOfOffset(context, starts[0]?.start ?? anchor.start);
  return line !== undefined && DAILY.test(clauseAround(line, starts[0]?.start ?? line.start));
}

/** «дважды в день», «два раза в день», «ежедневно»: hours kept on each day of a run. */
const TWICE_DAILY = /(?<![\p{L}])(?:дважды\s+в\s+день|два\s+раза\s+в\s+день|ежедневно|каждый\s+день)(?![\p{L}])/iu;

/** Two spans of hours or more, each with its end, said to be kept each day of a run longer than a few days. */
function dailyBlocks(context: Context, date: DateMention, starts: readonly TimeMention[]): boolean {
  if (starts.length < 2 || starts.some((start) => !start.endTime)) return false;
  if (daysOf(date).length <= EACH_DAY_MAX) return false;
  const line = lineOfOffset(context, starts[0]?.start ?? 0);
  return line !== undefined && TWICE_DAILY.test(line.text);
}

/** «билет на день», «на два дня», «300 р в день»: a price per day. */
const DAY_TICKET = /(?<![\p{L}])(?:на|в)\s+(?:один\s+|два\s+|оба\s+|все\s+)?(?:день|дня|дни)(?![\p{L}])/iu;
/** «с», «до», «по» between a day and its hours: no words of an event. */
const HOURS_WORDS = /(?<![\p{L}])(?:с|со|до|по)(?![\p{L}])/giu;

/**
 * «Фестиваль уличной еды …» over «📅 5 декабря — с 12:00 до 22:00», «📅 6 декабря — с 12:00 до 20:00»: a festival's or a
 * fair's days one after another, each line only its day and its hours, are one run from the first day's opening to
 * the last day's closing.
 */
function hoursByDay(context: Context, anchors: readonly Line[], nights: ReadonlyMap<Line, TimeMention>): Plan | null {
  if (anchors.length < 2 || nights.size > 0 || context.postponed || !MULTI_DAY.test(context.text)) return null;
  // «Билет на день 1200 ₽, на два дня — 2000 ₽»: days sold apart are events of their own.
  if (DAY_TICKET.test(context.unlinked)) return null;
  let previous: Day | null = null;
  let opening: number | null = null;
  for (const anchor of anchors) {
    const { dates, times } = mentionsAt(context, anchor);
    const date = dates[0];
    const time = times[0];
    if (dates.length !== 1 || times.length !== 1 || !date || !time?.endTime || date.endDay || date.days.length > 1)
      return null;
    if (previous && compareDays(nextDay(previous), date.day) !== 0) return null;
    // Each day opens at one hour: the run's daily hours, closing earlier or later.
    if (opening !== null && clockMinutes(time.time) !== opening) return null;
    previous = date.day;
    opening = clockMinutes(time.time);
    const [from, to] = date.start < time.start ? [date, time] : [time, date];
    const rest =
      anchor.text.slice(0, from.start - anchor.start) +
      anchor.text.slice(from.end - anchor.start, to.start - anchor.start) +
      anchor.text.slice(to.end - anchor.start);
    if (letters(rest.replace(WEEKDAY_WORD, '').replace(HOURS_WORDS, '')) > 0) return null;
  }
  const first = anchors[0] as Line;
  const date = mentionsAt(context, first).dates[0] as DateMention;
  const start = mentionsAt(context, first).times[0] as TimeMention;
  return {
    anchor: first,
    own: context.lines,
    shared: [],
    date: { ...date, endDay: previous },
    start,
    programme: false,
  };
}

/** «(warm up)», «разогрев», «warm-up set»: a night's first set. */
const WARM_UP = /(?<![\p{L}])(?:warm[\s-]?up|разогрев)(?![\p{L}])/giu;

/** «23:00 — Kira Sol (warm up)»: a night's warm-up set played by someone named, the night's start and no doors. */
function isWarmUpSet(context: Context, start: TimeMention): boolean {
  const line = lineOfOffset(context, start.start);
  if (!line || !LED_BY_TIME.test(line.text)) return false;
  const rest = line.text.slice(start.end - line.start);
  return rest.search(WARM_UP) >= 0 && letters(rest.replace(WARM_UP, '')) >= SHOW_NAME_LETTERS;
}

/** «ежедневно», «каждый день», «оба дня», «все дни»: hours kept on each day of a run. */
const DAILY = /(?<![\p{L}])(?:ежедневно|каждый\s+день|оба\s+дня|все\s+дни)(?![\p{L}])/iu;

/**
 * «— Ярмарка в парке, ежедневно с 10:00 до 18:00 (и в субботу, и в воскресенье)» under «СУББОТА»: an item of a day's
 * bill open daily over later days it names runs to the last of them (null when it is of its day only).
 */
function dailyRunOf(context: Context, item: Line, date: DateMention, start: TimeMention): Day | null {
  if (!start.endTime || !DAILY.test(item.text)) return null;
  let last: Day | null = null;
  for (const named of mentionsAt(context, item).dates) {
    // «в воскресенье» is the first such weekday from the item's day on, not from the day of the post.
    const day =
      named.kind === 'weekday'
        ? sameWeekdayFrom(named.day, date.day)
        : (named.endDay ?? named.days[named.days.length - 1] ?? named.day);
    if (compareDays(day, last ?? date.day) > 0) last = day;
  }
  return last;
}

/** The first day on or after `from` that is the weekday of `day`. */
function sameWeekdayFrom(day: Day, from: Day): Day {
  const weekday = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  let found = from;
  for (let i = 0; i < 6 && weekday(found) !== weekday(day); i += 1) found = nextDay(found);
  return found;
}

/**
 * « / » or «; » before a clock and a name: «12:00 «Кот в сапогах» (0+) / 18:30 «Мёртвые души»», «12:00 «Репка», 0+;
 * 18:00 «Женитьба», 12+»; a comma before a clock and a capitalised name: «8:00 Литургия, 17:00 Всенощное бдение».
 */
const SHOW_BREAK =
  /(?<=\S)(?:(?:[ \t]{1,3}\/|[ \t]{0,3};)[ \t]{1,3}(?=\d{1,2}[:.]\d{2}[ \t]*(?:[—–-][ \t]*)?[«"“\p{L}])|,[ \t]{1,3}(?=\d{1,2}[:.]\d{2}[ \t]*(?:[—–-][ \t]*)?[«"“\p{Lu}]))/gu;
/** «начало», «старт», «окончание»: words of a show's start or end, no show's name. */
const START_OR_END = /^[^\p{L}]*(?:начало|старт|окончание|конец|финиш|завершение)(?![\p{L}])/iu;
/** A show's name has at least this many letters. */
const SHOW_NAME_LETTERS = 3;

/**
 * The shows of a day's line of a bill, as parts of the line, each its own time and then its name: «🎭 21.11 (сб)
 * 12:00 «Кот в сапогах» (0+) / 18:30 «Мёртвые души»». None when the line is one show («12:00 и 17:00 — «Морозко»»).
 */
function showsOn(context: Context, line: Line): Line[] {
  const breaks = [...line.text.matchAll(SHOW_BREAK)];
  if (breaks.length === 0) return [];
  const parts: Line[] = [];
  let from = 0;
  for (const found of [...breaks, null]) {
    const to = found ? found.index : line.text.length;
    parts.push({ index: line.index, start: line.start + from, text: line.text.slice(from, to) });
    if (found) from = found.index + found[0].length;
  }
  // «19:00 двери / 20:00 начало»: the doors and the start of one show.
  const named = (part: Line) => {
    const times = mentionsAt(context, part).times.filter((time) => !time.until);
    const time = times[0];
    if (times.length !== 1 || !time || isBeforeStart(context, time)) return false;
    const name = part.text.slice(time.end - part.start);
    return letters(name) >= SHOW_NAME_LETTERS && !START_OR_END.test(name);
  };
  return parts.every(named) ? parts : [];
}

/** The end of a sentence and a word that turns to something else: «… Начало в 19:00. А в субботу, 14-го, …». */
const TURN_SENTENCE = /(?<=[.!?…])[ \t]{1,3}(?=(?:А|Зато|Кроме\s+того|Также|А\s+также)(?![\p{L}]))/gu;

/**
 * «В четверг, 12 ноября, … — встреча с писательницей. Начало в 19:00. А в субботу, 14-го, с 12 до 15 — книжный своп»,
 * «… в эту субботу в 16:00. А в воскресенье в 14:00 там же играют наши девушки»: one paragraph, and a sentence that
 * turns («А …», «Зато …») to an event of another day with its own time. The parts of the line, one an event; none
 * when a part has no day or no start of its own, when two parts share a day, or when the post moves or cancels one.
 */
function turnsOn(context: Context, line: Line): Line[] {
  if (context.postponed || mentionsAt(context, line).dates.length < 2 || CANCELLED.test(line.text)) return [];
  const cuts = [...line.text.matchAll(TURN_SENTENCE)].map((found) => found.index + found[0].length);
  if (cuts.length === 0) return [];
  const parts: Line[] = [];
  let from = 0;
  for (const to of [...cuts, line.text.length]) {
    parts.push({ index: line.index, start: line.start + from, text: line.text.slice(from, to) });
    from = to;
  }
  const days = new Set<string>();
  for (const part of parts) {
    const date = primaryDate(context, part);
    if (!date || date.endDay !== null || startsOn(context, part).length === 0) return [];
    const key = dayKey(date.day);
    if (days.has(key)) return [];
    days.add(key);
  }
  return parts;
}

/** Between two days said one by one: «… и в …», «…, …», «7 ноября (суббота) и 14 ноября»: the first one's weekday. */
// «26.12 сб и 27.12 вс»: the weekday may stand bare too.
const DAYS_JOINED = pattern(
  String.raw`^\s*(?:(?:\(\s*(?:${WEEKDAY})\s*\)|(?:${WEEKDAY})(?![\p{L}]))\s*)?(?:,|(?:,\s*)?и(?:\s+(?:в|во))?)\s*$`,
  'iu',
);

/**
 * «в субботу 28 ноября и в воскресенье 29 ноября», «в субботу и воскресенье в 12:00»: days said one by one and joined
 * on one line are the days of one date, as «28 и 29 ноября» is (an event on each, or one run of a festival).
 */
function joinedDays(context: Context, line: Line, date: DateMention): DateMention {
  if (date.endDay !== null || date.days.length > 1) return date;
  const { dates } = mentionsAt(context, line);
  const days = [date.day];
  let last = date;
  for (const next of dates.slice(dates.indexOf(date) + 1)) {
    // A weekday said beside its date («26.12 сб») is read with the text between the dates.
    if (next.kind === 'weekday' && date.kind !== 'weekday') continue;
    if (next.endDay !== null || next.days.length > 1 || compareDays(next.day, last.day) <= 0) break;
    if (!DAYS_JOINED.test(context.text.slice(last.end, next.start))) break;
    days.push(next.day);
    last = next;
  }
  // «в субботу и воскресенье»: the second weekday is read here, as the first such day after the first one.
  const second = date.kind === 'weekday' && days.length === 1 ? AND_WEEKDAY.exec(context.text.slice(date.end)) : null;
  const weekday = second ? weekdayOf(second[1] ?? '') : -1;
  if (weekday >= 0) {
    let day = nextDay(date.day);
    for (let i = 0; i < 6 && new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() !== weekday; i += 1)
      day = nextDay(day);
    days.push(day);
  }
  return days.length > 1 ? { ...date, days } : date;
}
/** «… и воскресенье», «…, в субботу»: a second weekday joined to one read as a date. */
const AND_WEEKDAY = pattern(String.raw`^\s*(?:и|,)\s*(?:в\s+|во\s+)?(${WEEKDAY_NAMES})(?![\p{L}])`, 'iu');

/**
 * «начало в 10:00 оба дня», «все три дня в 11:00», «в каждый из дней»: the start is of each day of the run. Not
 * «ежедневно», which a film week or an exhibition says of its sessions or hours over the one run.
 */
const EACH_DAY =
  /(?<![\p{L}])(?:оба\s+дня|обоих\s+дн\p{L}*|все\s+(?:два|три|2|3)\s+дня|в\s+каждый\s+из\s+(?:двух\s+|трёх\s+|трех\s+)?дней)(?![\p{L}])/iu;
/** «Новогодний спектакль …, с 26 по 28 декабря, в 11:00»: a show, played at its hour on each day of its run. */
const SHOW_AT = /(?<![\p{L}])(?:спектакл|мюзикл|утренник|ёлк[аиу](?![\p{L}])|елк[аиу](?![\p{L}]))/iu;
/** At most this many days, a run whose start is of each day is an event a day (a tournament's, a show's). */
const EACH_DAY_MAX = 3;

/**
 * «Первенство по лёгкой атлетике, 12–13 декабря, начало в 10:00 оба дня»: a run of a few days whose one start (no
 * hours to close it) is said of each day is an event a day. A festival, a fair or an exhibition stays one run.
 */
function isEachDay(context: Context, anchor: Line, date: DateMention, starts: readonly TimeMention[]): boolean {
  const [start] = starts;
  if (!date.endDay || !start || starts.length !== 1 || start.endTime || MULTI_DAY.test(context.text)) return false;
  // «12–13 декабря, СК «Олимп»» then «Начало игр в 10:00 оба дня»: the start's own line may say it of each day.
  const startLine = lineOfOffset(context, start.start);
  const each = EACH_DAY.test(anchor.text) || (startLine !== undefined && EACH_DAY.test(startLine.text));
  if ((each || SHOW_AT.test(context.text)) && daysOf(date).length <= EACH_DAY_MAX) return true;
  // «5 эфиров — с 30 ноября по 4 декабря, каждый день в 9:00»: as many sessions as the run has days, one a day.
  const count = SESSIONS_COUNT.exec(anchor.text)?.[1];
  const days = daysOf(date, DAYS_IN_WEEK);
  return (
    count !== undefined &&
    Number(count) >= 2 &&
    Number(count) === days.length &&
    compareDays(days[days.length - 1] as Day, date.endDay) === 0
  );
}

/** «5 эфиров», «3 занятия»: how many sessions a run is told to hold. */
const SESSIONS_COUNT =
  /(?<![\p{L}\d])([2-7])\s+(?:эфир|заняти|встреч|урок|лекци|трениров|вебинар|трансляци)\p{L}*(?![\p{L}])/iu;

/** Every day of a run, its first to its last (at most `most` and one day are counted). */
function daysOf(date: DateMention, most = EACH_DAY_MAX): Day[] {
  const days: Day[] = [];
  for (let day = date.day; days.length <= most; day = nextDay(day)) {
    days.push(day);
    if (!date.endDay || compareDays(day, date.endDay) >= 0) break;
  }
  return days;
}

/** «25, 26, 27 декабря в 18:00, 27-го также в 12:00»: one more session on one of the listed days. */
/**
 * ««Фильм» — 26.11 в 19:00, 28.11 в 21:00», «Сеансы: 28 декабря — 11:00 и 14:00, 30 декабря — 11:00»: a bill's line
 * giving each of its days its own hours, a day then its hours, the next day then its own. Each day is at its own hours
 * only. Null unless the line has two days or more, each with an hour after it and before the next day.
 */
function daySessions(context: Context, line: Line): { date: DateMention; times: TimeMention[] }[] | null {
  const { dates, times } = mentionsAt(context, line);
  const days = dates.filter((date) => date.kind !== 'weekday').sort((a, b) => a.start - b.start);
  if (days.length < 2 || days.some((day) => day.endDay !== null)) return null;
  const starts = times.filter((time) => !time.until && !isBeforeStart(context, time));
  // chrono may read «26.11 в 19:00, 28.11 в 21:00» as alternatives from the first day: their ends tell them apart.
  const groups = days.map((date, i) => {
    const next = days[i + 1];
    return {
      date,
      times: starts.filter((time) => time.end > date.start && (!next || time.end <= next.start)),
    };
  });
  const grouped = groups.reduce((sum, group) => sum + group.times.length, 0);
  if (groups.some((group) => group.times.length === 0) || grouped !== starts.length) return null;
  // «сб, вс в 12:00»: days listed together share their hours.
  return groups.flatMap(({ date, times: own }) =>
    date.days.length > 1
      ? date.days.map((day) => ({ date: { ...date, day, days: [day] }, times: own }))
      : [{ date, times: own }],
  );
}

const EXTRA_SESSION =
  /(?<!\d)(\d{1,2})-?го\s+(?:также|тоже|ещё|еще|и|дополнительно)\s+(?:в\s+)?(?=\d{1,2}[:.]\d{2})/giu;

function extraSessions(context: Context, line: Line): { day: number; time: TimeMention }[] {
  const { times } = mentionsAt(context, line);
  const sessions: { day: number; time: TimeMention }[] = [];
  for (const match of line.text.matchAll(EXTRA_SESSION)) {
    const at = line.start + match.index + match[0].length;
    const time = times.find((t) => t.start <= at && t.end > at);
    if (time) sessions.push({ day: Number(match[1]), time });
  }
  return sessions;
}
const clockMinutes = (clock: Clock) => clock.hour * 60 + clock.minute;

const lineOfOffset = (context: Context, offset: number): Line | undefined =>
  context.lines.find((line) => offset >= line.start && offset <= line.start + line.text.length);

type When = {
  startsAt: Extracted<string>;
  endsAt: Extracted<string>;
  startTimeKnown: boolean;
  endTimeKnown: boolean;
};

function whenOf(context: Context, plan: Plan): When {
  const { date, start } = plan;
  const { timeZone, text } = context;
  const startTimeKnown = start !== null;
  if (!date && !start) return { startsAt: none(), endsAt: none(), startTimeKnown: true, endTimeKnown: true };
  const reference: Day = { year: context.reference.year, month: context.reference.month, day: context.reference.day };
  const day = date?.day ?? reference;
  const clock: Clock = start?.time ?? { hour: 0, minute: 0 };
  const startsAtIso = isoInZone(day, clock, timeZone);
  const dateSpan = date ? spanOf(text, date.start, date.end) : null;
  const timeSpan = start ? spanOf(text, start.start, start.end) : null;
  const sameLine = date && start && lineOfOffset(context, date.start) === lineOfOffset(context, start.start);
  let confidence = GUESSED;
  if (date && start) confidence = DATE_CONFIDENCE[date.kind] - (sameLine ? 0 : 0.05);
  const sure = !plan.programme && date !== null && start !== null && isSureStart(context, date, start);
  if (sure) confidence = Math.max(confidence, SURE);
  const startsAt = fromText(
    startsAtIso,
    confidence,
    sameLine ? coverOf(text, [dateSpan, timeSpan]) : (dateSpan ?? timeSpan),
  );

  // The end: a range («19:00–23:00», «с 1 по 3 декабря»), «до 23:00» after the start, or a stated duration.
  let endClock = start?.endTime ?? null;
  let endSpan = timeSpan;
  // The end of the sure start's own range («15 декабря, 19:00–22:00») is as sure as the start.
  const endConfidence = sure && endClock ? SURE : Math.min(confidence, 0.85);
  if (start && !endClock) {
    const line = lineOfOffset(context, start.start);
    // «Вход 400, до 23:00 — бесплатно», «600₽ до 01:00»: until when a price holds, not when the event ends.
    const untils = line
      ? mentionsAt(context, line).times.filter((time) => time.until && !isPriceCondition(context, line, time))
      : [];
    // «…: музей работает до 22:00, экскурсии при свечах, начало в 18:00»: an end said before the start holds when it
    // is later than the start; one earlier is not this event's («до 12:00 — запись, начало в 15:00»).
    const until =
      untils.find((time) => time.start >= start.end) ??
      untils.find((time) => time.end <= start.start && clockMinutes(time.time) > clockMinutes(start.time));
    if (until) {
      endClock = until.time;
      endSpan = spanOf(text, until.start, until.end);
    }
    // «start 00:30» … «до 7:00» alone on a later line of a post of one event: when it ends.
    const closing = !until && !plan.programme && line ? closingLine(context, line) : null;
    if (closing) {
      endClock = closing.time;
      endSpan = closing.span;
    }
  }
  const endDay = date?.endDay ?? null;
  // Several days with their hours given apart («Пт 16:00–22:00, сб и вс 11:00–21:00», «дальше с 12:00 до 22:00»):
  // the last hours listed close the last day.
  const hours = endDay ? dailyHours(context, plan) : null;
  if (hours?.endTime) {
    endClock = hours.endTime;
    endSpan = spanOf(text, hours.start, hours.end);
  }
  // «Ежедневно с 11 до 20, в последний день — до 17:00»: the last day closes earlier.
  const lastDay = endDay ? lastDayClosing(context, plan) : null;
  if (lastDay) {
    endClock = lastDay.time;
    endSpan = spanOf(text, lastDay.start, lastDay.end);
  }
  if (endClock) {
    let endsAtIso = isoInZone(endDay ?? day, endClock, timeZone);
    // «с 18:00 до 02:00» ends the next morning.
    if (Date.parse(endsAtIso) <= Date.parse(startsAtIso))
      endsAtIso = isoInZone(nextDay(endDay ?? day), endClock, timeZone);
    return {
      startsAt,
      endsAt: fromText(endsAtIso, endConfidence, endSpan),
      startTimeKnown,
      endTimeKnown: true,
    };
  }
  if (endDay) {
    // Days without an end time («26–30 декабря»): the last day, to its end; a person should set the hour.
    return {
      startsAt,
      endsAt: fromText(isoInZone(endDay, { hour: 23, minute: 59 }, timeZone), GUESSED, dateSpan),
      startTimeKnown,
      endTimeKnown: false,
    };
  }
  const minutes = start ? minutesOf(context, plan) : null;
  if (minutes) {
    const end = wallClockAt(Date.parse(startsAtIso) + minutes * 60_000, timeZone);
    return {
      startsAt,
      // A stated length after a sure start («Продолжительность — 2 часа») ends it as surely.
      endsAt: fromText(isoInZone(end, end, timeZone), sure ? SURE : Math.min(confidence, 0.8), null),
      startTimeKnown,
      endTimeKnown: true,
    };
  }
  return { startsAt, endsAt: none(), startTimeKnown, endTimeKnown: true };
}

/** «до 7:00», «до 5» alone on a line after the start's line: the end, read as nightOf reads it after a line-up. */
function closingLine(context: Context, startLine: Line): { time: Clock; span: TextSpan } | null {
  for (const line of context.lines.slice(startLine.index + 1)) {
    const bare = BARE_UNTIL.exec(line.text);
    if (!bare) continue;
    const time = { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) };
    // «до 20.12» may be a day and its month.
    const dated = /\d\.\d/u.test(bare[0]) && time.minute >= 1 && time.minute <= 12;
    if (time.hour >= 24 || time.minute >= 60 || dated) return null;
    return { time, span: spanOf(context.text, line.start, line.start + line.text.length) };
  }
  return null;
}

/**
 * How long the event lasts by the text. A programme's item by its own lines first («22 вт 19:00 — «Летучая мышь»
 * (продолжительность 3 часа)», «12:00 — «Ирония судьбы» (3 ч 04 мин)»), then by what the programme says of all
 * («Хронометраж 2 ч 15 мин» under the sessions); never by another item's line.
 */
function minutesOf(context: Context, plan: Plan): number | null {
  if (!plan.programme) return durationMinutes(context.text);
  const text = (lines: readonly Line[]) => lines.map((line) => line.text).join('\n');
  const own = itemMinutes(text(plan.own));
  if (own !== null) return own;
  const again = sameShowMinutes(context, plan);
  if (again !== null) return again;
  // «Продолжительность: «Чайка» — 2 ч 40 мин, «Ревизор» — 2 ч 10 мин»: each show by its name, and one not named
  // there has no length said.
  const named = namedLengths(text(plan.shared), 1);
  if (named) {
    const ownText = text(plan.own).toLowerCase();
    // «Женитьба» among the lengths is «Женитьбу» on its line: the name less its ending.
    const length = [...named].find(([name]) => ownText.includes(name.slice(0, Math.max(4, name.length - 2))))?.[1];
    if (length !== undefined) return length;
    // «Продолжительность «Таксиста» — 2 часа» under two shows: the length of the one it names, not of another
    // named on its own line; an item that names no show (one show twice a day) takes it.
    if (named.size >= 2 || /[«"“]/u.test(text(plan.own))) return null;
  }
  // «Каждый МК длится 2 часа» under workshops and a lecture: the length of the kind it names, not of the lecture.
  const kind = EACH_KIND_LASTS.exec(text(plan.shared))?.[1]?.toLowerCase();
  // Only when other items name that kind: under «цикл лекций» the items are all lectures, named or not.
  const others = kind ? context.lines.filter((line) => !plan.own.includes(line) && !plan.shared.includes(line)) : [];
  if (kind && !itemNamesKind(text(plan.own).toLowerCase(), kind) && itemNamesKind(text(others).toLowerCase(), kind)) {
    return null;
  }
  return durationMinutes(text(plan.shared));
}

/**
 * «6 января, 12:00 — квест «Тайны сундука» (повтор)» after «4 января, 12:00 — квест «Тайны сундука» (длительность 1
 * час)»: an item that names the same show as another timed item lasts as long as that item's own line says.
 */
function sameShowMinutes(context: Context, plan: Plan): number | null {
  const names = [
    ...plan.own
      .map((line) => line.text)
      .join('\n')
      .matchAll(QUOTED_NAME),
  ]
    .map((match) => match[1]?.trim().toLowerCase() ?? '')
    .filter((name) => name.length >= 3);
  if (names.length === 0) return null;
  for (const line of context.lines) {
    if (plan.own.includes(line) || plan.shared.includes(line) || mentionsAt(context, line).times.length === 0) continue;
    if (!names.some((name) => line.text.toLowerCase().includes(name))) continue;
    const minutes = itemMinutes(line.text);
    if (minutes !== null) return minutes;
  }
  return null;
}

/** «Каждый МК длится 2 часа», «каждая лекция — продолжительностью час»: a length said of one kind of the items. */
const EACH_KIND_LASTS = /(?<![\p{L}])кажд(?:ый|ая|ое|ые)\s+([\p{L}-]+)[^.\n]{0,20}?(?:длит|продолж|идёт|идет)/iu;
/** Kinds written short: «МК» is a «мастер-класс». */
const SHORT_KINDS: Record<string, string> = { мк: 'мастер-класс' };

/** Whether an item's text names the kind, by its stem («лекция» in «лекции») or its short or full form. */
function itemNamesKind(own: string, kind: string): boolean {
  const forms = [kind, SHORT_KINDS[kind]].filter((form): form is string => form !== undefined);
  for (const [short, full] of Object.entries(SHORT_KINDS)) if (full === kind) forms.push(short);
  return forms.some((form) => {
    const stem = form.length > 4 ? form.slice(0, -1) : form;
    for (let at = own.indexOf(stem); at >= 0; at = own.indexOf(stem, at + 1)) {
      if (!/\p{L}/u.test(own.charAt(at - 1))) return true;
    }
    return false;
  });
}

/** «продлится до 8 января», «по 31 января», «ежедневно»: the event runs on past the one date a post gives. */
const RUNS_ON =
  /(?<![\p{L}])(?:до|по)\s+\d{1,2}(?:[./]\d{1,2}|\s+(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр))|ежедневно|продлится|продлен|продлён/iu;
/**
 * A start read from the post's one explicit date («15 декабря», «завтра») and its one time, in a post that moves
 * nothing: nothing else in it can be the start (nor end it, but its own range «19:00–22:00»).
 */
function isSureStart(context: Context, date: DateMention, start: TimeMention): boolean {
  if (context.postponed || date.endDay !== null || date.days.length !== 1 || RUNS_ON.test(context.unlinked))
    return false;
  if (date.kind === 'weekday' || isBeforeStart(context, start)) return false;
  let dates = 0;
  let times = 0;
  for (const found of context.mentions.values()) {
    dates += found.dates.length;
    if (dates > 1) return false;
    // Doors and gathering before the start («сбор с 19:30, показ в 20:00») do not compete with it, nor a price that
    // the date reader takes for hours («Билеты 600–1200 ₽»). Counted to the second only: each is read from its line.
    for (const time of found.times) {
      if (!isBeforeStart(context, time) && !isPriceAt(context, time.end)) times += 1;
      if (times > 1) return false;
    }
  }
  return dates === 1 && times === 1;
}

/** A price said right before «до …»: «600₽ до 01:00», «вход свободный до 22:00», «по списку до полуночи». */
const PRICE_BEFORE =
  /(?:₽|руб\p{L}*\.?|(?<![\p{L}])р\.|бесплатн\p{L}*|(?<![\p{L}])вход\p{L}*(?:\s+(?:свободн|бесплатн)\p{L}*)?|скидк\p{L}*|по\s+списку)\s*$/iu;
/** A price said right after «до …»: «до 23:00 — бесплатно», «до 22:00 вход 200 ₽». */
const PRICE_AFTER =
  /^\s*(?:[—–:-]\s*)?(?:бесплатн|(?<![\p{L}])вход(?![\p{L}])|\d+\s*(?:₽|руб|р\.)|скидк|по\s+списку)/iu;

/**
 * «600₽ до 01:00», «Вход 400, до 23:00 — бесплатно»: until when a price holds, told by a price right before it, or by
 * a price right after it when it opens its clause or follows whom it is for («девушкам до 23:00 бесплатно»).
 * «Вечеринка до 5 утра — 300 ₽» is the party's end.
 */
function isPriceCondition(context: Context, line: Line, time: TimeMention): boolean {
  const clause = clauseAround(line, time.start);
  const until = context.text.slice(time.start, time.end);
  const at = clause.indexOf(until);
  if (at < 0) return false;
  const head = clause.slice(0, at).replace(/(?:^|\s)до\s*$/iu, '');
  const rest = clause.slice(at + until.length);
  if (PRICE_BEFORE.test(head)) return true;
  if ((letters(head) === 0 || GUESTS_BEFORE.test(head)) && PRICE_AFTER.test(rest)) return true;
  // «Вход 600, до 22:00 — 400»: a bare sum after the hour, in a line that has named the entry's price before it.
  const earlier = line.text.slice(0, Math.max(0, time.start - line.start));
  return letters(head) === 0 && BARE_SUM.test(rest.trim()) && PRICE_NAMED.test(earlier);
}
/** «— 400», «: 300 ₽» and nothing after (the clause trimmed): a sum alone. */
const BARE_SUM = /^[—–:-]\s*\d{2,5}(?: ?(?:₽|руб\p{L}*\.?|р\.))?[.!]?$/iu;
/** «Вход 600», «билет 500 ₽»: an entry's price named on the line. */
const PRICE_NAMED = /(?<![\p{L}])(?:вход|билет\p{L}*)(?![\p{L}])[^\n]{0,20}?\d{2,5}/iu;
/**
 * «девушкам до 23:00 бесплатно», «студентам до 21:00 — 200 ₽», «для девушек до 22:00 бесплатно»: whom a price until an
 * hour is for (a plural dative, or «для» and whom).
 */
const GUESTS_BEFORE = /(?<![\p{L}])(?:\p{L}{3,}(?:ам|ям)|для\s+\p{L}{3,})\s*$/iu;

/** «600–1200 ₽», «от 300 до 800 руб.»: what ends at the offset is an amount of rubles. */
const isPriceAt = (context: Context, offset: number) =>
  /^\s*(?:₽|руб|р\.|р(?![\p{L}]))/iu.test(context.unlinked.slice(offset, offset + 8));

/** The last opening hours («с 12:00 до 22:00», «11:00–21:00») the plan's lines give. */
function dailyHours(context: Context, plan: Plan): TimeMention | null {
  let last: TimeMention | null = null;
  for (const line of plan.programme ? [...plan.own, ...plan.shared] : context.lines) {
    // «300–800 ₽» is no hours, however the date reader took it.
    for (const time of mentionsAt(context, line).times)
      if (time.endTime && !time.until && !isPriceAt(context, time.end)) last = time;
  }
  return last;
}

/** «в последний день», «в последний день ярмарки»: what a clause says of a run's last day. */
const LAST_DAY = /(?<![\p{L}])последн\p{L}*\s+день(?![\p{L}])/iu;

/** «в последний день — до 17:00»: the hour a run's last day closes at, said apart from its daily hours. */
function lastDayClosing(context: Context, plan: Plan): TimeMention | null {
  for (const line of plan.programme ? [...plan.own, ...plan.shared] : context.lines) {
    const { times } = mentionsAt(context, line);
    const found = times.find((time) => time.until && LAST_DAY.test(clauseAround(line, time.start)));
    if (found) return found;
  }
  return null;
}

/** The spans of dates and times on a line, blanked out before the line is read as a title. */
function dateSpansOn(context: Context, line: Line): TextSpan[] {
  const { dates, times } = mentionsAt(context, line);
  return [...dates, ...times].map((m) => spanOf(context.text, m.start, m.end));
}

/** «📅 Пт, 9 октября, 19:00 — «Металлург» — «Горняк»»: a calendar's mark, then the item's day and what happens. */
const MARKED_ITEM = /^(?:\s|\p{Extended_Pictographic}|\uFE0F){0,4}📅[^\n—–]{1,40}\s[—–]\s*[«"“\p{L}]/u;
/**
 * «📍 3.12, 12:00 — час информации «…»»: a digest's item led by a pin, then its day, then what happens after a dash.
 * The pin marks the item, not where it is.
 */
const PINNED_DAY_ITEM = /^(?:\s|\uFE0F){0,4}📍(?:\s|\uFE0F)*\d{1,2}[./]\d{1,2}[^\n—–]{0,30}\s[—–]\s*[«"“\p{L}]/u;

/** The word «тур» just before a quoted name. */
const TOUR_BEFORE = /(?<![\p{L}])тур[ \t]+$/iu;

/** An age mark: «6+», «(12+)». */
const AGE_MARK = /^[ \t]*\(?\d{1,2}\+/u;

/**
 * «18:30 — «Северное сияние» 12+ — 250 р.», «тур «Северное сияние»»: a quoted name with an age mark after it, or a
 * tour's name, is a show's, however like a venue's it reads; a venue has no age mark and tours nowhere.
 */
function isRated(text: string, phrase: string): boolean {
  const name = phrase.trim();
  if (name === '') return false;
  for (const [open, close] of [
    ['«', '»'],
    ['"', '"'],
    ['“', '”'],
  ] as const) {
    const at = text.indexOf(`${open}${name}${close}`);
    if (at < 0) continue;
    // «тур «Северное сияние»»: a tour's name is its show's too.
    if (AGE_MARK.test(text.slice(at + name.length + 2)) || TOUR_BEFORE.test(text.slice(Math.max(0, at - 12), at)))
      return true;
  }
  return false;
}

/** A stage of a tournament alone after a bill's dash: «12:00 — финал», «15:00 — матч за 3 место». */
const STAGE_ITEM =
  /[—–-][ \t]*(1\/\d{1,2}[ \t]+финала|(?:полу|четверть|супер)?финал|матч[ \t]+за[ \t]+\d{1,2}(?:-е)?[ \t]+место)[ \t.!]*$/iu;

/** «Вс 20.12: 12:00 — финал»: a bill's item that names only the stage of the tournament the post is about. */
function stageOn(context: Context, line: Line): TitleFinding | null {
  const found = STAGE_ITEM.exec(line.text);
  const stage = found?.[1];
  if (!found || !stage) return null;
  const at = line.start + found.index + found[0].indexOf(stage);
  return {
    value: stage.charAt(0).toUpperCase() + stage.slice(1),
    span: spanOf(context.text, at, at + stage.length),
    unsure: true,
  };
}

/**
 * A line's title, or null for a line that only labels a detail («📍 Где: …», «📅 12 декабря, 19:00»). A programme's
 * item led by a calendar's mark and saying what happens after a dash is no such label (`item`).
 */
function titleOn(context: Context, line: Line, item = false): TitleFinding | null {
  if (
    line.text.trim() === '' ||
    (isLabelLine(line.text) && !(item && (MARKED_ITEM.test(line.text) || PINNED_DAY_ITEM.test(line.text)))) ||
    // «1 и 2 января — выходные дни»: the place is closed, nothing happens.
    DAYS_OFF.test(line.text)
  )
    return null;
  const blank = [
    ...dateSpansOn(context, line),
    ...linkRanges(line.text).map(([start, end]) => spanOf(context.text, line.start + start, line.start + end)),
  ];
  const price = priceIn(context, [line])?.span;
  if (price) blank.push(price);
  const hadDate = mentionsAt(context, line).dates.length > 0;
  // A city alone says where too: «Moloko Club • Тюмень».
  const cities = citiesOf(context.candidates);
  const isPlace = (phrase: string) =>
    (isPlaceOnly(phrase, context.candidates) || cities.has(phrase.trim().toLowerCase())) && !isRated(line.text, phrase);
  const title = titleOfLine(context.text, line, blank, hadDate, isPlace);
  // A match of two sides may be played by a team named like its stadium: «Краснодар» — «Зенит». «Дворец спорта в
  // новогодние праздники»: the place, and when the post is about, name no event either.
  const where = title?.value.replace(HOLIDAYS_TAIL, '') ?? '';
  if (!title || (!title.match && isPlaceOnly(where, context.candidates) && !isRated(line.text, where))) return null;
  if (where !== title.value && saysOnlyWhere(where, isPlace)) return null;
  return title;
}

/** A line of days a place is closed: «1 и 2 января — выходные дни», «Выходной — понедельник». */
const DAYS_OFF = /^(?:[^\n—–:]*[—–:])?[^\p{L}]*(?:выходн(?:ые|ой)(?:\s+(?:дни|день))?|не\s+работаем)[\s!.]*$/iu;

/** «в новогодние праздники», «на каникулах», «в выходные»: the days a post is about, after a place's name. */
const HOLIDAYS_TAIL =
  // eslint-disable-next-line regexp/no-super-linear-move -- a title is at most 200 characters
  /\s+(?:в|на|во\s+время)\s+(?:\p{L}+(?:ие|ые|их|ых)\s+)?(?:праздники|праздников|каникулы|каникулах|каникул|выходные|выходных)[\s!.]*$/iu;

/** The post's title: its first line that says what happens, past lines that only call out or list a line-up. */
function titleOfPost(context: Context): (TitleFinding & { hook?: true }) | null {
  let hook: TitleFinding | null = null;
  let asked = false;
  let presented = false;
  for (const line of context.lines) {
    if (line.text.trim() === '') continue;
    // «LOFT SKLAD presents», then «ГЛАЗАМИ НОЧИ»: what is presented is named, however loud.
    const after = presented;
    presented = isPresentsLine(line.text);
    const title = titleOn(context, line);
    if (!title) continue;
    const asks = !title.match && asksReader(line.text, title.value);
    const isHook = asks || (!title.match && isHookLine(line.text, after && !presented));
    // A call-out gives way to a later line that names the event (a kind of event or a quoted name).
    // «Скучаете по лету?» then «Тогда ждём вас на «…»»: a sentence that only answers the question, naming no event
    // itself, does not replace it.
    const quoted = /[«"“]$/u.test(context.text.slice(Math.max(0, title.span.start - 1), title.span.start));
    const invites = asked && !quoted && !namesEvent(title.value) && isStory(context, title.value);
    if (hook && !isHook && !invites && (namesEvent(title.value) || namesEvent(line.text))) {
      const named =
        sidesNext(context, line, title) ??
        showOfSentence(context, line, title) ??
        kindDashName(context, title) ??
        shoutedName(context, hook, line, title) ??
        shoutedUnderInvitation(context, line, title) ??
        title;
      // «Юбилейный концерт» under «Ансамблю «Сударушка» — 20 лет!»: whose anniversary it is.
      const jubilee = jubileeTitle(hook.value, named.value);
      return jubilee ? { ...named, value: jubilee } : named;
    }
    if (!isHook)
      return shoutedUnderInvitation(context, line, title) ?? namedNext(context, line, after ? title : (hook ?? title));
    if (!hook) asked = asks;
    // «‼️ ПЕРЕНОС ‼️» then «Друзья, стендап-концерт … переносится»: a notice alone gives way to a call-out that names
    // the event.
    if (hook && NOTICE_ONLY.test(hook.value) && namesEvent(title.value)) hook = title;
    hook ??= title;
  }
  return hook ? { ...hook, hook: true } : null;
}

/** A notice in a word, naming nothing: «ПЕРЕНОС», «Внимание!», «Отмена», «Анонс». */
const NOTICE_ONLY = /^[^\p{L}]*(?:перенос|отмена|внимание|анонс|важно|срочно|новость|изменения)[^\p{L}]*$/iu;

/** A line that ends with a question mark, maybe followed by emoji: «Скучаете по лету?» and a sun. */
const QUESTION_END = /\?(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)*$/u;

/**
 * «Скучаете по лету? ☀️», «Вы когда-нибудь слышали, как балалайка звучит как электрогитара?»: a question to the
 * readers that names no kind of event and no quoted name only calls out; the event is named on a later line.
 */
const asksReader = (text: string, title: string) =>
  QUESTION_END.test(text) &&
  !namesEvent(title) &&
  (QUESTION_WORD.test(text) || (!/[«"“]/u.test(text) && !namesEvent(text)));
/** A question's first word: «Почему Армавир называли «маленьким Парижем»?» asks, whatever it quotes. */
const QUESTION_WORD =
  /^[^\p{L}]*(?:почему|зачем|как|что|кто|где|когда|знаете|хотите|любите|скучаете|готовы)(?![\p{L}])/iu;

/** At most this many words make a name shouted alone on the first line. */
const SHOUTED_WORDS = 3;

/**
 * «ТАВДА-РОК 🤘» then «Фестиваль в «Лесопилке» 18–19 декабря!»: a name shouted alone in capitals over a line that
 * gives only the kind of event is that event's name: «Фестиваль «Тавда-рок»». Not a place, a day or a sentence.
 */
function shoutedName(context: Context, hook: TitleFinding, line: Line, title: TitleFinding): TitleFinding | null {
  if (!isShoutedName(context, hook)) return null;
  const name = unshouted(hook.value.trim());
  // «❄️ ЛЫЖНЯ РОССИИ — 2027» then «13 февраля, Торжок, лыжная база «Берёзка»»: a venue says where, not what.
  const head = title.value.split(/\s+/u).find((word) => !/^\p{L}+(?:ая|ый|ий|ое)$/u.test(word));
  if (VENUE_WORD.test(head ?? '')) return { ...hook, value: name };
  // «🥞 ШИРОКАЯ МАСЛЕНИЦА 🥞» over «12:00 — ярмарка ремесленников», «13:00 — концерт …»: the first of a day's timed
  // items is a part of the day the shouted name names.
  if (LED_BY_TIME.test(line.text)) return { ...hook, value: name };
  if (/[«"“]/u.test(title.value)) return null;
  if (isBareKind(title.value, line.text)) return { ...title, value: `${title.value} «${name}»`, unsure: true };
  // «💔 АНТИВАЛЕНТИН 💔» then «Нет пары на 14 февраля? Не беда — у нас вечеринка …»: a question to the readers names
  // nothing; the shouted name is the event's.
  if (QUESTION_AHEAD.test(context.text.slice(title.span.end, title.span.end + TITLE_SCAN)))
    return { ...hook, value: name };
  // «⛷ ЛЫЖНЯ РОССИИ — 2027» then «Чистополь выходит на старт!»: a sentence of news names nothing either.
  if (!namesEvent(title.value) && title.value.split(/\s+/u).some(isVerb)) return { ...hook, value: name };
  return null;
}

/** A name without the year after it: «ЛЫЖНЯ РОССИИ — 2027» is «ЛЫЖНЯ РОССИИ». */
function withoutYear(name: string): string {
  if (!/(?<!\d)20\d\d$/u.test(name)) return name;
  const rest = name.slice(0, -4).trimEnd();
  return (/[—–-]$/u.test(rest) ? rest.slice(0, -1) : rest).trimEnd();
}

/** The rest of a sentence, ending with a question mark. */
const QUESTION_AHEAD = /^[^.!?\n]*\?/u;

/** Whether a call-out is a name alone in capitals: not a place, a day, a sentence or a kind of event. */
function isShoutedName(context: Context, hook: TitleFinding): boolean {
  // «ЛЫЖНЯ РОССИИ — 2027»: a name and its year.
  const name = withoutYear(hook.value.trim());
  const words = name.split(/\s+/u);
  const hookLine = lineOfOffset(context, hook.span.start);
  if (!hookLine || name !== name.toUpperCase() || !/\p{Lu}{3}/u.test(name) || /\d/u.test(name)) return false;
  if (words.length > SHOUTED_WORDS || words.some((word) => isVerb(word.toLowerCase())) || namesEvent(name))
    return false;
  if (/[!?]/u.test(hookLine.text) || mentionsAt(context, hookLine).dates.length > 0) return false;
  return !isPlaceOnly(name, context.candidates) && !citiesOf(context.candidates).has(name.toLowerCase());
}

/** A word, a dash or a colon, and a quoted name: «Премьера — «Малахитовая шкатулка»». */
const WORD_DASH_NAME = /^([\p{L}-]+)[ \t]*[—–:][ \t]*[«"“]([^«»"“”]+)[»"”]$/u;

/**
 * «Премьера — «Малахитовая шкатулка»», «Спектакль: «Морозко»»: a bare kind of event announces the quoted name that
 * follows it, which is the title.
 */
function kindDashName(context: Context, title: TitleFinding): TitleFinding | null {
  const found = WORD_DASH_NAME.exec(title.value);
  const [, kind, name] = found ?? [];
  if (!found || !kind || !name || !isBareKind(kind, kind)) return null;
  const at = context.text.indexOf(name, title.span.start);
  if (at < 0) return null;
  return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
}

/** A kind of show just before a quoted name: «на представление «…»», «новогодний спектакль «…»». */
const SHOW_BEFORE_NAME =
  /(?<![\p{L}-])(?:представлени|спектакл|сказк|мюзикл|утренник|шоу|программ)\p{L}*[ \t]+[«"“]$/iu;

/** The one quoted name of a line, and the characters before it, or null when the line has none or several. */
function oneQuotedName(context: Context, line: Line): TitleFinding | null {
  const names = [...line.text.slice(0, TITLE_SCAN).matchAll(QUOTED_NAME)];
  const only = names[0];
  if (names.length !== 1 || !only?.[1]) return null;
  const at = line.start + only.index + 1;
  if (isPlaceOnly(only[1], context.candidates)) return null;
  return { value: only[1], span: spanOf(context.text, at, at + only[1].length), unsure: true };
}

/**
 * «Дед Мороз и Снегурочка ждут ребят на представление «Тайна волшебного сундука»»: a sentence whose subject is who
 * hosts names the show it invites to by its quoted name after the show's kind; that name is the title. Not surely.
 */
function showOfSentence(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  if (/[«"“]/u.test(title.value) || namesEvent(title.value)) return null;
  const name = oneQuotedName(context, line);
  if (!name) return null;
  const before = context.text.slice(Math.max(line.start, name.span.start - 40), name.span.start);
  return SHOW_BEFORE_NAME.test(before) ? name : null;
}

/**
 * «Новогодние представления», «НОВОГОДНИЕ ЁЛКИ», «Детские спектакли»: a plural kind of show, maybe after one word
 * that says which, heads a season's shows; the show itself is named on its own line.
 */
const PLURAL_SHOWS =
  /^(?:\p{L}+(?:ие|ые)\s+)?(?:ёлки|елки|представления|спектакли|утренники|сказки|праздники|мероприятия|программы)(?:\s+(?:в|во|на)\s[^\n]*)?$/iu;

/** A phrase of a few words, then a quoted name: «Открытый микрофон «Без цензуры»». */
const PHRASE_THEN_NAME = /^((?:[\p{L}-]+[ \t]+){1,3})[«"“][^«»"“”]+[»"”]$/u;
/** «Открытый микрофон «Без цензуры»»: a kind of event in a few words and its name, with no verb among them. */
const isNamedPhrase = (context: Context, title: string) => {
  const found = PHRASE_THEN_NAME.exec(title);
  const words = found?.[1]?.trim().split(/\s+/u);
  if (!found || !words || words.some((word) => isVerb(word.toLowerCase()) || PREPOSITION.test(word))) return false;
  // «кафе «Уют»»: a venue and its name say where.
  return !VENUE_WORD.test(words[0] ?? '') && !isPlaceOnly(title.slice(found[1]?.length ?? 0), context.candidates);
};
/** A kind of venue: «кафе», «бар», «ДК». */
const VENUE_WORD =
  /^(?:кафе|бар|паб|клуб|ресторан|театр|дк|гдк|рдк|дом|дворец|музей|библиотек\p{L}*|галере\p{L}*|кинотеатр|центр|зал|арена|стадион|лофт|база|каток|парк|сквер)$/iu;

/** Kinds of venue VENUE_WORD leaves out, before a venue's quoted name: «СК «Озёрный»», «турбаза «Уральская»». */
const VENUE_KIND_MORE = /^(?:ск|фок|лдс|спорткомплекс|комплекс|кофейня|антикафе|турбаза|усадьба|пансионат)$/iu;

/** A genre of music: «ПЕТЕРБУРГСКИЙ ПАНК», «ДЖАЗ». */
const GENRE =
  /(?<![\p{L}])(?:панк|рок|джаз|блюз|фолк|метал|хип-хоп|рэп|инди|шансон|романс|стендап|stand[ \t]?up)(?![\p{L}])/iu;
/** How many lines under a heading are read for the name it heads. */
const HEADED_LINES = 2;

/**
 * «СТЕНДАП В ЧЕРДАКЕ 🎤» over «Открытый микрофон «Без цензуры» — 30 октября», «ПЕТЕРБУРГСКИЙ ПАНК В ШЛЮЗЕ» over
 * «Группа «Тлен» везёт к нам новый альбом», «КОНЦЕРТ» over «Дорогие гости!» and «Приглашаем на отчётный концерт
 * ансамбля «…» — «…»»: a kind or a genre shouted alone heads the event the first line past greetings names.
 */
function nameUnderShoutedKind(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  const value = title.value.trim();
  if (title.match || value !== value.toUpperCase() || !/\p{Lu}{3}/u.test(value) || /[«"“\d]/u.test(value)) return null;
  // A kind in one word («КОНЦЕРТ», «СТЕНДАП») or a genre; «БЛАГОТВОРИТЕЛЬНЫЙ МАТЧ», «НОЧЬ КОРОТКОГО МЕТРА» name theirs.
  const words = value.split(/\s+/u).length;
  if (words > SHOUTED_WORDS || !((words === 1 && namesKind(value)) || GENRE.test(value))) return null;
  const later = context.lines
    .slice(line.index + 1)
    .filter((other) => other.text.trim() !== '')
    .slice(0, HEADED_LINES)
    .find((other) => !isHookLine(other.text));
  if (!later) return null;
  const named = titleOn(context, later);
  if (named && (isQuotedName(named.value, later.text) || isNamedPhrase(context, named.value)))
    return { ...named, unsure: true };
  const name = nameAfterKindIn(later.text);
  if (!name) return null;
  const at = later.start + later.text.indexOf(name);
  return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
}

/** A day of the year alone, maybe with where: «Старый Новый год в музее», «Татьянин день в «Мартене»». */
const OCCASION_ONLY =
  /^(?:старый\s+новый\s+год|новый\s+год|рождество(?:\s+христово)?|татьянин\s+день|масленица|святки|хэллоуин|день\s+студента|день\s+святого\s+валентина|день\s+(?:всех\s+)?влюбл[её]нных|день\s+защитника\s+отечества|международный\s+женский\s+день|8\s+марта|23\s+февраля)(?:[ \t]+(?:в|во|на|у)[ \t]+\S[^\n]{0,39})?$/iu;
/** A kind of event or a performer, then a quoted name: «Интерактивная программа «Святочные гадания»», «бэнд «Чугунный мост»». */
const KIND_NAMED =
  /(?<![\p{L}])(?:программ|квест|спектакл|представлени|концерт|бал|игр[аыу]|бэнд|бенд|групп|ансамбл|хор|дуэт|трио|баттл|шоу|конкурс|вечеринк)\p{L}*(?:[ \t]+(?!хор|ансамбл|групп|оркестр|студи|коллектив|театр|клуб)\p{L}+)?[ \t]+«([^«»\n]{2,60})»/iu;
/** A performer's word at the start of a kind and its name. */
const PERFORMER_KIND = /^(?:бэнд|бенд|групп|ансамбл|хор|дуэт|трио)/iu;
/** Whose concert, by the performer's word. */
const PERFORMER_GENITIVE: Readonly<Record<string, string>> = {
  бэнд: 'бэнда',
  бенд: 'бенда',
  групп: 'группы',
  ансамбл: 'ансамбля',
  хор: 'хора',
  дуэт: 'дуэта',
  трио: 'трио',
};
/** How many lines under a day's heading may name its event. */
const OCCASION_LINES = 2;

/**
 * «Старый Новый год в музее» over «Интерактивная программа «Святочные гадания»», «Старый Новый год в «Мартене»!» over
 * «На сцене — рок-н-ролльный бэнд «Чугунный мост»»: a day of the year names when; what is held on it is named under
 * it. Not surely.
 */
function namedUnderOccasion(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  if (title.match || !OCCASION_ONLY.test(title.value.trim())) return null;
  const under = context.lines
    .slice(line.index + 1)
    .filter((later) => later.text.trim() !== '')
    .slice(0, OCCASION_LINES);
  for (const later of under) {
    const found = KIND_NAMED.exec(later.text);
    const name = found?.[1]?.trim();
    if (!found || !name || isPlaceOnly(name, context.candidates)) continue;
    const at = later.start + found.index + found[0].lastIndexOf(name);
    // «На сцене — рок-н-ролльный бэнд «Чугунный мост»»: a performer's name alone is no event; its concert is.
    const performer = PERFORMER_KIND.exec(found[0])?.[0].toLowerCase();
    // «кавер-группа», «кавер-бэнд»: the word as written, its prefix kept.
    const prefix = (
      later.text
        .slice(0, found.index)
        .split(/[^\p{L}-]/u)
        .at(-1) ?? ''
    ).toLowerCase();
    // A band said the English way without a prefix is a group: «рок-н-ролльный бэнд» plays a group's concert.
    const whose = performer
      ? PERFORMER_GENITIVE[prefix === '' && /^б/u.test(performer) ? 'групп' : performer]
      : undefined;
    const value = whose ? `Концерт ${prefix}${whose} «${unshouted(name)}»` : unshouted(name);
    return { value, span: spanOf(context.text, at, at + name.length), unsure: true };
  }
  return null;
}

/** «приглашает на премьеру новогодней сказки»: an invitation to a kind of event, its name left for the next line. */
const INVITES_TO =
  /^(?:приглаша\p{L}*|зов[её]т|зов[её]м|ждёт|ждет|ждём|ждем)[ \t]+(?:вас[ \t]+)?на[ \t]+[\p{L} \t-]{3,60}$/iu;
/** A line of a name in capitals alone: «ДЕД МОРОЗ И ПРОПАВШИЙ СНЕГ». */
const SHOUTED_LINE =
  /^[^\p{L}\p{N}«]*(«?\p{Lu}+(?:-\p{Lu}+)*(?:(?:[ \t,]+|[ \t]+[—–][ \t]+)«?\p{Lu}+(?:-\p{Lu}+)*»?){1,6}[!?]?»?)[^\p{L}\p{N}«»]*$/u;

/**
 * «приглашает на премьеру новогодней сказки» over «ДЕД МОРОЗ И ПРОПАВШИЙ СНЕГ»: an invitation to a kind of event,
 * then its name shouted on a line of its own: «Дед мороз и пропавший снег». Not surely.
 */
function shoutedUnderInvitation(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  // «Городской Дом культуры приглашает вас на праздничный концерт»: the holder's invitation, the name on the next line.
  const invites = INVITES_TO.test(title.value.trim()) || INVITES_AT_END.test(line.text);
  if (title.match || !invites) return null;
  const next = context.lines.slice(line.index + 1).find((later) => later.text.trim() !== '');
  const found = next ? SHOUTED_LINE.exec(next.text)?.[1] : undefined;
  // «ЗАЩИТНИКАМ ОТЕЧЕСТВА — СЛАВА!» in quotes: the name inside them.
  const shouted = found?.replace(/^«([^«»]+)»$/u, '$1');
  if (!next || !shouted || isPlaceOnly(shouted, context.candidates)) return null;
  const at = next.start + next.text.indexOf(shouted);
  return { value: unshouted(shouted), span: spanOf(context.text, at, at + shouted.length), unsure: true };
}

/** A line that ends inviting to a kind of event: «… приглашает вас на праздничный концерт». */
const INVITES_AT_END =
  /(?<![\p{L}])(?:приглаша\p{L}*|зов[её]т|зов[её]м|ждёт|ждет|ждём|ждем)[ \t]+(?:вас[ \t]+|всех[ \t]+)?на[ \t]+[\p{L}0-9 \t-]{3,60}[!.:]?$/iu;

/**
 * The show a plural kind heads, named on the next line: the line is its quoted name alone («Паровозик из Ромашкова»),
 * or names it after the show's kind («Представление «Как Баба-Яга Новый год украла» + хоровод»).
 */
function showUnderSeason(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  const value = title.value.trim();
  // «Экскурсии по субботам в декабре» over ««Кушва — город у Благодати» — 5, 12 и 19 декабря»: counted kinds too.
  const counted = COUNTED_KIND.test(value.split(/\s+/u)[0] ?? '') && !/[«"“]/u.test(value);
  if (!PLURAL_SHOWS.test(value) && !counted) return null;
  const next = context.lines.slice(line.index + 1).find((later) => later.text.trim() !== '');
  if (!next) return null;
  const name = oneQuotedName(context, next);
  if (!name) return null;
  const before = context.text.slice(next.start, name.span.start);
  const after = context.text.slice(name.span.end, next.start + next.text.length);
  // The name alone on its line, or leading it before a dash and its days.
  const leads =
    /^[^\p{L}\p{N}]*$/u.test(before) && (/^[»"”][^\p{L}\p{N}]*$/u.test(after) || /^[»"”][ \t]*[—–]/u.test(after));
  return leads || SHOW_BEFORE_NAME.test(before.slice(-40)) ? name : null;
}

/**
 * «всем привет в пятницу 11 декабря играем в маяке …» signed «тёплые батарейки»: a band's own post whose title names
 * no event is titled by the band that signs it, unsurely.
 */
function signedTitle(context: Context, title: TitleFinding | null): TitleFinding | null {
  if (!title || namesEvent(title.value)) return null;
  const titleLine = lineOfOffset(context, title.span.start);
  if (!titleLine || !WE_PERFORM.test(titleLine.text)) return null;
  const last = context.lines.findLast((line) => line.text.trim() !== '');
  if (!last || last === titleLine) return null;
  const name = signatureOf(last.text);
  if (!name) return null;
  const at = last.start + Math.max(0, last.text.indexOf(name));
  return {
    value: name.charAt(0).toUpperCase() + name.slice(1),
    span: spanOf(context.text, at, at + name.length),
    unsure: true,
  };
}

/** At most this many sentences, from the one that dates the event, are read for what it is. */
const EVENT_SENTENCES = 3;
/** The end of a sentence in a line: . ! ? … after a word or a number, or an emoji before a word. */
const LINE_SENTENCE_END =
  // eslint-disable-next-line regexp/no-super-linear-move -- read over at most TITLE_SCAN characters of a line
  /(?<=\p{L}{3}|\d|[»")])[.!?…]+\s+|\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\uFE0F|\u200D)*\s+(?=[\p{L}«"“])/gu;

/**
 * «Пишем этот пост с дрожью в коленках. … Поэтому 5 декабря мы устраиваем день рождения Чайки!», «Новое зимнее
 * меню уже с нами!» then «А в субботу 12-го в 12:00 — мастер-класс по латте-арту»: a story or a piece of news before
 * the event. When the post's title names no kind of event and no quoted name, the sentence that dates the one event,
 * or one of the next two on its line, names it better. Its title is never sure (see titleConfidence).
 */
function eventSentenceTitle(context: Context, plan: Plan, title: TitleFinding | null): TitleFinding | null {
  if (!plan.date) return null;
  const line = lineOfOffset(context, plan.date.start);
  if (!line) return null;
  const sentences: [number, number][] = [];
  let from = 0;
  for (const end of line.text.slice(0, TITLE_SCAN).matchAll(LINE_SENTENCE_END)) {
    sentences.push([from, end.index]);
    from = end.index + end[0].length;
  }
  sentences.push([from, Math.min(line.text.length, TITLE_SCAN)]);
  const at = plan.date.start - line.start;
  const after = sentences.filter(([, end]) => end > at).slice(0, EVENT_SENTENCES);
  const cancelled = title !== null && isCancelled(context, title, plan.date);
  // «А в субботу …», «Зато 2 января …»: the sentence that dates the event turns from what was said before.
  const [turnFrom, turnTo] = after[0] ?? [0, 0];
  const turns = title !== null && !namesEvent(title.value) && TURN.test(line.text.slice(turnFrom, turnTo));
  const storied = title === null || cancelled || turns || isStory(context, title.value);
  // A slogan gives way only to a quoted name: «Открытие катка!» over «в 16:00 — праздничная программа, …» stays.
  const slogan = !storied && title !== null && isSlogan(context, title);
  if (!storied && !slogan) return null;
  for (const [start, end] of after) {
    const part = { index: line.index, start: line.start + start, text: line.text.slice(start, end) };
    const found = titleOnPart(context, line, part);
    // «Поэтому 26 декабря устраиваем КАРАОКЕ-БАТТЛ «Подвальный голос»»: the kind is taken off the name, which is
    // the event's when the sentence names a kind; «ТУНДРА-БЛЮЗ играет большой концерт …»: so is the band.
    const named =
      found !== null &&
      ((namesKind(part.text) && /[«"“]$/u.test(context.text.slice(0, found.span.start))) ||
        concertGiver(part.text)?.toLowerCase() === found.value.toLowerCase());
    const names =
      found &&
      (startsWithKind(found.value) ||
        named ||
        (cancelled && (namesEvent(found.value) || /[«"“]$/u.test(context.text.slice(0, found.span.start)))));
    // «Показ 23 декабря в 19:00 состоится» after «Спектакль «Пиковая дама» 22 декабря отменён»: a bare kind is the
    // same show on the date left, not another event.
    const same = cancelled && found !== null && isBareKind(found.value, '');
    const quoted =
      found !== null &&
      (/[«"“]/u.test(found.value) ||
        /[«"“]$/u.test(context.text.slice(Math.max(0, found.span.start - 1), found.span.start)));
    if (slogan && !quoted) continue;
    if (found && names && !same && found.value !== title?.value) return { ...found, unsure: true };
  }
  return null;
}
/** At most this many words make a slogan. */
const SLOGAN_WORDS = 5;
/** A line that ends with an exclamation mark, maybe followed by emoji. */
const EXCLAIMS = /!(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)*$/u;

/**
 * «Каникулы — время гулять! ❄️», «Каникулы с пряником! 🍪»: a first line exclaimed alone, naming no kind of event and
 * no quoted name, is a slogan; the sentence that dates the event names it.
 */
function isSlogan(context: Context, title: TitleFinding): boolean {
  const line = lineOfOffset(context, title.span.start);
  if (!line || line !== context.lines.find((other) => other.text.trim() !== '')) return false;
  if (!EXCLAIMS.test(line.text) || /[«"“]/u.test(line.text) || namesEvent(line.text)) return false;
  return title.value.split(/\s+/u).length <= SLOGAN_WORDS && mentionsAt(context, line).dates.length === 0;
}
/** Words that turn to something else: «А в субботу …», «А ещё …», «Зато …», «Кроме того, …». */
const TURN = /^[^\p{L}]*(?:а|зато|кроме\s+того|также|а\s+также)(?![\p{L}])/iu;
/** «К сожалению, вечеринка 26 декабря отменяется»: the title is of what does not happen, and the start is elsewhere. */
function isCancelled(context: Context, title: TitleFinding, date: DateMention): boolean {
  const line = lineOfOffset(context, title.span.end);
  if (!line) return false;
  if (!CANCELLED.test(clauseAround(line, title.span.end))) {
    // «спектакль «Женитьба», назначенный на 28 ноября, ОТМЕНЁН»: the title's sentence cancels it, with no hour in it.
    const [from, to] = sentenceBounds(line, title.span.end);
    const inside = (offset: number) => offset >= from && offset < to;
    if (!CANCELLED.test(context.text.slice(from, to))) return false;
    if (mentionsAt(context, line).times.some((time) => inside(time.start))) return false;
    return !inside(date.start);
  }
  return (
    lineOfOffset(context, date.start) !== line || clauseAround(line, date.start) !== clauseAround(line, title.span.end)
  );
}
/** «Наши ребята из Ноты выезжают на гастроли», «Нота работает до утра»: a sentence with a verb, naming no event. */
// «Команда бара «Высота» выходит на улицу», «„Чехов“ уезжает на дачу»: a venue's name in quotes names no event.
const isStory = (context: Context, title: string) => {
  const words = title.split(/\s+/u);
  const unplaced = title.replace(/«([^«»]+)»/gu, (whole, name: string) =>
    isPlaceOnly(name, context.candidates) ? name : whole,
  );
  return !namesEvent(unplaced) && words.length >= 3 && words.some(isVerb);
};
/** «Мастер-класс по латте-арту», «Караоке-вечеринка от команды «Ноты»»: a kind of event first, and what it is. */
const startsWithKind = (title: string) => {
  const words = title.split(/\s+/u);
  const first = words.slice(0, 2).join(' ');
  return words.length >= 2 && (namesKind(first) || namesKind(first.replaceAll('-', ' ')));
};
/** How much of a line is read for its sentences. */
const TITLE_SCAN = 1000;

/** The title a part of a line gives, with the line's dates, times and prices within the part blanked out. */
function titleOnPart(context: Context, line: Line, part: Line): TitleFinding | null {
  const end = part.start + part.text.length;
  const inside = (span: TextSpan) => span.start >= part.start && span.end <= end;
  const blank = dateSpansOn(context, line).filter(inside);
  const unlinked = context.unlinked.slice(part.start, end);
  const price = priceOf(context.unlinked, [{ ...part, text: unlinked }], { dayByDay: false })?.span;
  if (price && inside(price)) blank.push(spanOf(context.text, price.start, price.end));
  const { dates } = mentionsAt(context, line);
  const hadDate = dates.some((date) => date.start >= part.start && date.end <= end);
  const cities = citiesOf(context.candidates);
  const isPlace = (phrase: string) =>
    isPlaceOnly(phrase, context.candidates) || cities.has(phrase.trim().toLowerCase());
  const title = titleOfLine(context.text, part, blank, hadDate, isPlace);
  if (!title || isPlaceOnly(title.value, context.candidates)) return null;
  return title;
}

/** «Тюменский драмтеатр: премьера!» then «„Мастер и Маргарита“ — 22 и 23 января»: a bare kind, named on the next line. */
/**
 * «… — первый домашний матч первенства области» then «ФК «Урюпинск» — «Торпедо»»: a match without its sides, and the
 * sides on one of the next two lines, which name it.
 */
function sidesNext(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  if (title.match || !MATCH_WITHOUT_SIDES.test(title.value)) return null;
  const next = context.lines
    .slice(line.index + 1)
    .filter((later) => later.text.trim() !== '')
    .slice(0, SIDES_LINES);
  for (const later of next) {
    const match = titleOn(context, later);
    // «Соперник — «Металлург»»: a label and one side, no match of two.
    if (match?.match && !OPPONENT_LABEL.test(match.value)) return match;
  }
  return null;
}

/**
 * «Промышленный туризм 🏭» over «Экскурсия на Каслинский завод …: вы увидите …»: a heading that names neither a kind
 * of event nor a name is a topic; the line under it that starts with a kind of event names the event. Not surely.
 */
function kindLineUnder(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  // «Щелкунчик» over «Балет П. И. Чайковского …», «POLYARKA NEW YEAR»: a word alone, or Latin ones, are a name.
  const words = title.value.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  if (title.match || /[«"“]/u.test(line.text) || words.length < 2 || /[a-z]/iu.test(title.value)) return null;
  if (!namesNothing(title.value)) return null;
  const next = context.lines.slice(line.index + 1).find((later) => later.text.trim() !== '');
  const first = next?.text.split(/\s+/u).find((word) => /\p{L}/u.test(word)) ?? '';
  // «Встречаем Новый год вместе!»: a verb that starts a sentence is no kind of event.
  if (!next || !/^\p{Lu}/u.test(first) || !namesKind(first) || isVerb(first.replace(/[^\p{L}-]/gu, ''))) return null;
  const named = titleOn(context, next);
  return named && namesKind(named.value.split(/\s+/u)[0] ?? '') ? { ...named, unsure: true } : null;
}

function namedNext(context: Context, line: Line, title: TitleFinding): TitleFinding {
  const bare = isBareKind(title.value, line.text);
  const sides = sidesNext(context, line, title);
  if (sides) return sides;
  const season =
    showUnderSeason(context, line, title) ??
    nameUnderShoutedKind(context, line, title) ??
    shoutedUnderInvitation(context, line, title) ??
    namedUnderOccasion(context, line, title);
  if (season) return season;
  // «🏆 Кубок Смоленской области» then «ФК «Вязьма» — «Днепр»»: a tournament alone heads the match of its sides.
  const stage = !title.match && !/[«"“]/u.test(line.text) && isStageLine(line.text);
  if (stage && !bare) {
    const later = context.lines.slice(line.index + 1).find((l) => l.text.trim() !== '');
    const match = later ? titleOn(context, later) : null;
    const sides = match !== null && (match.match === true || QUOTED_SIDES.test(match.value));
    if (match && sides && !OPPONENT_LABEL.test(match.value)) return match;
  }
  const kindLine = kindLineUnder(context, line, title);
  if (kindLine) return kindLine;
  const quotedUnder = nameAloneUnder(context, line, title);
  if (quotedUnder) return quotedUnder;
  if (!bare && !isUmbrella(title.value, line.text)) return title;
  const next = context.lines.slice(line.index + 1).find((l) => l.text.trim() !== '');
  if (!next) return title;
  // «ДОМАШНИЙ МАТЧ!» then «В субботу «Моржи» принимают «Рысей» …», «Хоккей с мячом» then «Первенство России, высшая
  // лига» then «„Текстильщик“ — „Волна“»: a bare kind is named by the match a later line gives, past a league's line.
  if (bare) {
    for (const later of context.lines.slice(line.index + 1)) {
      if (later.text.trim() === '') continue;
      const match = titleOn(context, later);
      if (match?.match) return match;
      if (!isStageLine(later.text)) break;
    }
  }
  if (bare && /^[^\p{L}\p{N}«"“]*[«"“]/u.test(next.text)) return titleOn(context, next) ?? title;
  // «Новогодние ёлки в Молодёжном!» then «Спектакль «Морозко» и …», «Лекторий «Краеведческие среды»» then «16 декабря
  // — «Екатеринодар купеческий: …»»: a series or a kind, and this event's own name on the next line. Not surely.
  const named = titleOn(context, next);
  if (named && isQuotedName(named.value, next.text)) {
    // «Рождественский концерт» then «… выступит хор «Лада»»: the concert is the choir's, «Рождественский концерт хора
    // «Лада»».
    const before = context.text.slice(Math.max(next.start, named.span.start - 30), named.span.start);
    const performer = PERFORMER_BEFORE.exec(before)?.[1];
    if (performer && CONCERT_HEADING.test(title.value)) {
      const whose = genitiveOf(performer.toLowerCase());
      return {
        ...named,
        value: `${title.value} ${whose} «${named.value}»`,
        unsure: true,
      };
    }
    // «Рождественский концерт» then «… концерт хора и вокальной студии «Ассорти»», «Новогодняя ночь …» then «… от
    // группы «Фонари»»: a name after a performer's or a holder's word in another case is whose the event is; a
    // heading that says which event of its kind stays.
    const whose =
      before
        .trimEnd()
        .replace(/[«"“]$/u, '')
        .trimEnd()
        .split(/\s+/u)
        .at(-1) ?? '';
    if (!performer && NOT_THE_SHOWS.test(whose) && namesKind(title.value) && /\s/u.test(title.value.trim()))
      return title;
    return { ...named, unsure: true };
  }
  const name = nameAfterKindIn(next.text);
  if (!name) return title;
  const at = next.start + next.text.indexOf(name);
  return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
}

/** A line that is a quoted name alone, maybe with emoji: «Гармун моңы» 🪗. */
const QUOTED_ALONE = /^[^\p{L}\p{N}«"“]*[«"“]([^«»"“”\n]{2,80})[»"”][^\p{L}\p{N}«»"“”]*$/u;

/**
 * «Концерт народного отделения Мамадышской ДШИ» over «Гармун моңы» alone on its line: a heading that says the kind
 * and whose it is, nothing quoted, is named by the quoted name right under it. Not surely.
 */
function nameAloneUnder(context: Context, line: Line, title: TitleFinding): TitleFinding | null {
  if (title.match || /[«"“]/u.test(line.text) || !namesKind(title.value.split(/\s+/u)[0] ?? '')) return null;
  const next = context.lines.slice(line.index + 1).find((later) => later.text.trim() !== '');
  const name = next ? QUOTED_ALONE.exec(next.text)?.[1] : undefined;
  if (!next || !name || isPlaceOnly(name, context.candidates)) return null;
  const at = next.start + next.text.indexOf(name);
  return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
}

/** Two quoted sides and a dash between: «ФК «Вязьма» — «Днепр»». */
const QUOTED_SIDES = /[»"”][ \t]*[—–][ \t]*[«"“]/u;

/** A square, a park or a street by its name: «площадь Победы», «парк имени Гагарина», «сквер Героев». */
/** «у памятного знака на привокзальной площади», «у обелиска в сквере»: a spot outdoors, said without a name. */
const OUTDOOR_SPOT =
  /(?<![\p{L}])(?:у|на|в|возле|около)\s+(?:\p{L}+(?:ой|ей|ом|ем|ого|его|ых|их)\s+)?(?:памятник|знак|обелиск|монумент|стел|мемориал|площад|сквер|набережн)\p{L}*(?![\p{L}])/iu;
const OPEN_PLACE =
  /(?<![\p{L}])(?:площад|парк|сквер|набережн|улиц|проспект|бульвар|собор|храм|стадион)\p{L}*\s+(?:имени\s+)?\p{L}/iu;
/** The capitalised word after an item's dash: «Махачкала» in «20.12 — Махачкала, Дагестанская филармония». */
const AFTER_DASH = /[—–][ \t]*(\p{Lu}[\p{L}-]*)/u;
/**
 * «20.12 — Махачкала, Дагестанская филармония», «14.12 — Надым», «7 января — Никольский собор»: a tour's stop or a
 * venue named after the item's dash, a capitalised word that is no kind of event.
 */
const stopsElsewhere = (line: Line) => {
  const word = AFTER_DASH.exec(line.text)?.[1];
  return word !== undefined && !word.split('-').some((part) => namesKind(part) || namesShow(part));
};

/**
 * Whether a phrase of an item's line says where it is: a cue, an address, a capitalised place after a preposition
 * («во Дворце культуры»), a square or a park by its name, a quoted name that is no show's (a show's follows its
 * kind, «квиз «Садовое товарищество»», or the item's dash, «19.12 — «Пивной эрудит»»). Other pieces of sentences do
 * not.
 */
function saysWhere(text: string, phrase: PlacePhrase): boolean {
  if (phrase.kind === 'cue' || phrase.kind === 'address') return true;
  if (phrase.kind === 'preposition') return /\p{Lu}/u.test(phrase.text) || OUTDOOR_SPOT.test(phrase.text);
  if (phrase.kind === 'piece') return OPEN_PLACE.test(phrase.text);
  if (phrase.kind !== 'quoted') return false;
  if (namesShow(phrase.kindWord?.split(/\s+/u).at(-1) ?? '')) return false;
  const before = text.slice(Math.max(0, phrase.span.start - 4), phrase.span.start).replace(/[«"“]$/u, '');
  return !/[—–:][ \t]*$/u.test(before);
}

/** The place the plans' own lines name, when those that name one all name the same; else null. */
function sameOwnPlace(context: Context, plans: readonly Plan[]) {
  const matches = plans.flatMap((other) => foundIn(context, other.own).match ?? []);
  const first = matches[0];
  return first && matches.every((match) => match.place.id === first.place.id) ? first : null;
}

function placeOf(context: Context, plan: Plan, plans: readonly Plan[]) {
  const found0 = foundIn(context, plan.own);
  const shared = foundIn(context, plan.shared);
  // «— клуб «Златоустовский краевед»: …» in a library's programme: the club's name is no place of the item's, even
  // when the catalogue has a place named like it; the item is where the programme is.
  const clubs =
    plan.programme &&
    found0.match?.phrase.kind === 'quoted' &&
    clubMeets(context.text, found0.match.phrase.span.start, found0.match.phrase.span.end);
  const own = clubs ? { ...found0, match: null } : found0;
  // «13.12 — Орск, бар «Подвал»»: an item's own line that names its venue, one the catalogue does not have, is not at
  // a place the post's shared lines happen to match («едет на Урал!»). A club that meets names none.
  const elsewhere =
    !own.match &&
    plan.own.length > 0 &&
    plan.own.some(
      (line) =>
        (VENUE_HERE.test(line.text) && !CLUB_MEETS.test(line.text)) ||
        (plan.programme && (HELD_AWAY.test(line.text) || HELD_IN_TOWN.test(line.text))),
    );
  const said = own.match ?? (elsewhere && plan.shared.length > 0 ? null : shared.match);
  // «12.12 — «Женитьба» на сцене театра Савина», then «13.12 — «Ревизор»»: an item whose lines name no place at all
  // (a tour's stop names its city or club) is where the programme's other items are, when those that name one all
  // name the same. Not surely.
  const besides =
    said ||
    elsewhere ||
    !plan.programme ||
    plan.own.some(stopsElsewhere) ||
    own.phrases.some((phrase) => saysWhere(context.text, phrase))
      ? null
      : sameOwnPlace(
          context,
          plans.filter((other) => other !== plan),
        );
  const found = said ?? (besides ? { ...besides, score: Math.min(besides.score, 0.75) } : null);
  // An online event of a venue («Онлайн-лекция Некрасовки … в VK Видео») happens at none of the catalogue's places,
  // unless the post gives where to come: a programme's item by its own lines and the shared ones.
  const online = plan.programme
    ? [...plan.own, ...plan.shared].some((line) => ONLINE.test(line.text))
    : ONLINE.test(context.text);
  const match = found && online && found.phrase.kind !== 'address' && found.phrase.kind !== 'cue' ? null : found;
  if (match) {
    // A quoted name or a word after «в» may be a band's, an organiser's or a film's: only a cue («📍», «Где:») or an
    // address makes a match sure.
    const sure = match.phrase.kind === 'cue' || match.phrase.kind === 'address';
    // A programme is several events, never published without a person: its places are not weighed again.
    const named = !sure && !plan.programme && isSurePlace(match, context.phrases, context.candidates);
    // A name written out in full is sure however little of the phrase around it was the name.
    const confidence = named ? SURE : Math.min(sure ? 0.95 : 0.88, match.score);
    return {
      place: {
        value: { id: match.place.id, name: match.place.name },
        confidence: Math.round(confidence * 100) / 100,
        source: 'lookup' as const,
        span: match.phrase.span,
      },
      placeMention: fromText(match.phrase.text, confidence, match.phrase.span),
    };
  }
  // No catalogue place: still show what the text calls it when a cue names it («📍 Клуб «Подземка»»).
  const mention = [...own.phrases, ...shared.phrases].find((p) => p.kind === 'cue' || p.kind === 'address');
  return {
    place: none<{ id: string; name: string }>(),
    placeMention: mention ? fromText(mention.text, 0.5, mention.span) : none<string>(),
  };
}

/**
 * A bill's line names its own event less surely than a post its one; the title of a post of one event is sure when
 * it is of a sure kind. A programme's drafts are never published without a person, so their titles are not weighed.
 */
function titleConfidence(context: Context, title: TitleFinding, plan: Plan, own: boolean): number {
  if (own) return 0.75;
  if (title.unsure) return 0.8;
  return !plan.programme && isSureTitle(context.text, title.value) ? SURE : 0.8;
}

/** «детские 400 ₽», «для детей»: a clause of a bill's prices for its children's items. */
const CHILDREN_CLAUSE = /детск|для\s+детей/iu;
/** «(для детей от 4 лет)», «детский спектакль», «сказка», «(0+)», «(6+)»: an item for children. */
const CHILDREN_ITEM = /детск|для\s+детей|для\s+малыш|сказк|утренник|\(\s*[0-6]\s*\+\s*\)/iu;
/** «вечерние спектакли», «утренние сеансы», «дневные показы»: a clause of prices by the time of day. */
const EVENING_CLAUSE = /вечерн/iu;
const DAYTIME_CLAUSE = /утренн|дневн/iu;
/** From this hour a programme's item is an evening one. */
const EVENING_FROM = 17;

/**
 * «Цены: вечерние спектакли 600–1500 ₽, детские 400 ₽», «Билеты: утренние сеансы 250 ₽, вечерние — 400 ₽»: the
 * programme prices its items by their kind, and each item takes its kind's clause. Only a line that prices by the time
 * of day too: «взрослый 300 ₽, детский 150 ₽» is two prices of each item.
 */
function priceByKind(context: Context, plan: Plan): PriceFinding | null {
  if (!plan.programme || !plan.anchor) return null;
  const own = plan.own.map((line) => line.text).join('\n');
  const children = CHILDREN_ITEM.test(own);
  const evening = plan.start ? plan.start.time.hour >= EVENING_FROM : null;
  for (const line of plan.shared) {
    const clauses = clausesOf(context.unlinkedLines[line.index] ?? line);
    const kinded = clauses.filter(
      (clause) =>
        EVENING_CLAUSE.test(clause.text) || DAYTIME_CLAUSE.test(clause.text) || CHILDREN_CLAUSE.test(clause.text),
    );
    if (kinded.length < 2 || !kinded.some((clause) => !CHILDREN_CLAUSE.test(clause.text))) continue;
    // A children's item takes the children's clause, or, when there is none, the clause of its time of day.
    const ofChildren = children ? kinded.find((clause) => CHILDREN_CLAUSE.test(clause.text)) : undefined;
    const byTime = (clause: Line) =>
      evening !== null &&
      !CHILDREN_CLAUSE.test(clause.text) &&
      (evening ? EVENING_CLAUSE : DAYTIME_CLAUSE).test(clause.text);
    const pick = ofChildren ?? kinded.find(byTime);
    if (!pick) continue;
    const found = priceOf(context.unlinked, [pick], { dayByDay: context.dayByDay });
    if (!found) continue;
    return found.span ? { ...found, span: spanOf(context.text, found.span.start, found.span.end) } : found;
  }
  return null;
}

/**
 * «Билеты на лекцию:», «вход на мастер-класс —»: a price line of one kind of the items, the kind alone before the
 * price («вход на концерт трио —» names one item, not a kind).
 */
const PRICE_FOR_KIND = /(?<![\p{L}])(?:билет\p{L}*|вход|стоимость|цена)\s+на\s+(\p{L}[\p{L}-]{3,})[ \t]*[:—–]/iu;
/** «…, на прослушивания вход свободный», «далее — 100 ₽»: a line that prices more than one kind. */
const OTHER_CLAUSE = /[,;][ \t]*(?:на|далее|остальн)(?![\p{L}])/iu;
/** «Вход на …», «билет на …», each a clause of a price line. */
const PRICE_ON = /(?<![\p{L}])(?:билет\p{L}*|вход|стоимость|цена)\s+на\s/giu;
/** «на все мероприятия», «на оба дня»: every item, no kind. */
const ANY_KIND = /^(?:все|всё|оба|обе|люб|кажд|мероприят|событ|весь|день|дни|дня)/iu;

/**
 * Whether a shared price names a kind of item («Билеты на лекцию: …») that this item's lines do not name and another
 * item's do: the price is that kind's.
 */
function kindOfPrice(context: Context, plan: Plan, plans: readonly Plan[], price: PriceFinding | null): boolean {
  if (!price?.span || !plan.programme || plans.length < 2) return false;
  const line = lineOfOffset(context, price.span.start);
  if (!line || plan.own.includes(line)) return false;
  const kind = PRICE_FOR_KIND.exec(line.text)?.[1]?.toLowerCase();
  if (!kind || ANY_KIND.test(kind) || OTHER_CLAUSE.test(line.text)) return false;
  if ((line.text.match(PRICE_ON)?.length ?? 0) > 1) return false;
  const text = (lines: readonly Line[]) =>
    lines
      .map((each) => each.text)
      .join('\n')
      .toLowerCase();
  if (itemNamesKind(text(plan.own), kind)) return false;
  return plans.some((other) => other !== plan && itemNamesKind(text(other.own), kind));
}

/**
 * «… — конкурс снежных фигур …», then «Вход свободный!» as the post's last line: a line that ends a programme and says
 * a price only, no date nor hour, when no other item's lines price it, prices every item, not the last one alone.
 */
function closingPrice(context: Context, plan: Plan, plans: readonly Plan[]): PriceFinding | null {
  const last = plans.at(-1);
  if (!last || last === plan || !plan.programme || !last.programme) return null;
  const line = last.own.at(-1);
  if (
    !line ||
    line === last.anchor ||
    context.lines.slice(line.index + 1).some((after) => /[\p{L}\p{N}]/u.test(after.text))
  ) {
    return null;
  }
  const { dates, times } = mentionsAt(context, line);
  if (dates.length > 0 || times.length > 0) return null;
  if (plans.slice(0, -1).some((other) => foundIn(context, other.own).price)) return null;
  // «Вход свободный, мастер-класс — 300 ₽»: a closing line that prices items by name prices each by its own.
  const byItem = itemPriceOf(
    context.unlinked,
    [unlinkedOf(context, line)],
    plan.own.map((own) => own.text).join('\n'),
    {
      dayByDay: context.dayByDay,
    },
  );
  if (byItem)
    return byItem.span ? { ...byItem, span: spanOf(context.text, byItem.span.start, byItem.span.end) } : byItem;
  return foundIn(context, [line]).price;
}

/**
 * «Детский билет на «Морозко» — 700 ₽, взрослый — 400 ₽, на вечерние спектакли — 500–1800 ₽»: a shared line that prices
 * an item by its name, and the items it does not name by the rest (itemPriceOf).
 */
function priceByItem(context: Context, plan: Plan): PriceFinding | null {
  if (plan.shared.length === 0) return null;
  const found = itemPriceOf(
    context.unlinked,
    plan.shared.map((line) => unlinkedOf(context, line)),
    plan.own.map((line) => line.text).join('\n'),
    { dayByDay: context.dayByDay },
  );
  if (!found?.span) return found;
  return { ...found, span: spanOf(context.text, found.span.start, found.span.end) };
}

/** The clauses of a line between commas and semicolons, each as a line of its own at its offset. */
function clausesOf(line: Line): Line[] {
  const clauses: Line[] = [];
  let from = 0;
  for (const part of line.text.split(/[,;]/u)) {
    clauses.push({ index: line.index, start: line.start + from, text: part });
    from += part.length + 1;
  }
  return clauses;
}

/**
 * «НОВОГОДНЯЯ НОЧЬ В ТРЮМЕ» over «31.12 с 22:00 до 5 утра» and «DJ Kravets, конкурсы, бой курантов», then «А 1 января —
 * афтепати …»: the first item, whose own line gives only its date, is the event the heading names by its kind, when
 * the line under the date names no kind of event (a line-up, what is offered); the heading is no other item's line.
 */
function headingOverLineUp(
  context: Context,
  plan: Plan,
  plans: readonly Plan[],
  postTitle: TitleFinding | null,
): TitleFinding | null {
  const { anchor } = plan;
  if (!anchor || !postTitle || plans[0] !== plan || postTitle.match) return null;
  const headingLine = lineOfOffset(context, postTitle.span.start);
  if (!headingLine || headingLine.index >= anchor.index || plans.some((other) => other.own.includes(headingLine)))
    return null;
  // «Концерты недели»: a heading that counts its kind is over several events, none of them its own.
  if (!namesKind(postTitle.value) || COUNTED_KIND.test(postTitle.value)) return null;
  const under = titleUnder(context, plan);
  return under && !namesKind(under.value) ? postTitle : null;
}

/**
 * «Пт, 13 ноября, 19:00» then «Вечер романса «Гори, гори, моя звезда»» in the date's own paragraph: the item is named
 * on the line under its date. Only the paragraph's lines after the anchor, never a bill's day line above its item.
 */
function titleUnder(context: Context, plan: Plan): TitleFinding | null {
  const { anchor } = plan;
  if (!anchor) return null;
  for (const line of plan.own) {
    if (line.index <= anchor.index) continue;
    const title = titleOn(context, line) ?? topicOn(context, line);
    if (title) return title;
  }
  // «Тема: «…»» right under the item's date, read as a label shared by the bill: the item's topic still.
  const next = context.lines[anchor.index + 1];
  return next && mentionsAt(context, next).dates.length === 0 ? topicOn(context, next) : null;
}

/** «Тема: «Импрессионисты: свет вместо линии»», «Тема лекции — «…»»: a label line that gives a session's topic. */
const TOPIC_LINE =
  /^[^\p{L}«"“]{0,4}тема(?:[ \t]+(?:встречи|лекции|вечера|занятия|беседы|урока))?[ \t]*[:—–-][ \t]*[«"“]([^«»"“”\n]{2,80})[»"”][ \t.!]*$/iu;

/**
 * «▶ 14 декабря, пн, 19:00» over «Тема: «Импрессионисты: свет вместо линии»»: an item whose only words are a label
 * and the quoted topic is named by the topic, though a label line names nothing else.
 */
function topicOn(context: Context, line: Line): TitleFinding | null {
  const found = TOPIC_LINE.exec(line.text);
  const name = found?.[1]?.trim();
  if (!found || !name) return null;
  const at = line.start + found[0].lastIndexOf(name);
  return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
}

/**
 * «КАРАОКЕ-ВЕЧЕРИНКА «ХИТЫ 90-х»» over «в кафе «Тайга», 26.12 с 20:00» and «Лучшему исполнителю — торт!», «… —
 * «Новогодняя открытка СССР»» over «Открытие — 25 декабря в 16:00, в программе — чаепитие …»: the first item of a
 * heading that names an event in quotes, whose title is no name but a clause after its date or a line below it, is the
 * heading's event; what it offers is no name of it.
 */
function describesHeading(
  context: Context,
  plan: Plan,
  plans: readonly Plan[],
  title: TitleFinding,
  postTitle: TitleFinding | null,
): boolean {
  const { anchor } = plan;
  if (!anchor || !postTitle || plans[0] !== plan || /[«"“]/u.test(title.value)) return false;
  if (!/[«"“]/u.test(context.text.charAt(postTitle.span.start - 1))) return false;
  const headingLine = lineOfOffset(context, postTitle.span.start);
  if (!headingLine || !plan.shared.includes(headingLine)) return false;
  if (title.span.start >= anchor.start + anchor.text.length) return true;
  const at = anchor.text.toLowerCase().indexOf(title.value.toLowerCase());
  if (title.span.start < anchor.start || at < 0) return false;
  const start = anchor.start + at;
  // The words between the item's date or hour and its title: «, в программе — », «, будет ».
  const { dates, times } = mentionsAt(context, anchor);
  const said = [...dates, ...times].map((mention) => mention.end).filter((end) => end <= start);
  if (said.length === 0) return false;
  // «(чт) — Деревянная Пермь», «пт — «Зимний джаз»»: a weekday is no clause; a quoted name is the item's own.
  if (/[«"“]/u.test(context.text.charAt(start - 1))) return false;
  return /\p{L}/u.test(context.text.slice(Math.max(...said), start).replace(WEEKDAY_WORD, ''));
}

/**
 * «РДК ПРИГЛАШАЕТ» over «📍 4 декабря — концерт ансамбля …», «📍 6 декабря — конкурс чтецов «Живое слово»»: each dated
 * line of several names its own event; one draft's line is no title of another's.
 */
function othersTitle(
  context: Context,
  plan: Plan,
  plans: readonly Plan[],
  postTitle: TitleFinding | null,
): TitleFinding | null {
  if (!postTitle || !plan.anchor || plans.length < 2) return null;
  const line = lineOfOffset(context, postTitle.span.start);
  const on = (lines: readonly Line[]) => lines.some((own) => own.index === line?.index);
  if (!line || on(plan.own) || !plans.some((other) => other !== plan && on(other.own))) {
    return null;
  }
  return titleOn(context, plan.anchor, true);
}

/** «открыта», «работает», «продлится»: what a kind of event is doing, not its name. */
const GOING_ON =
  /(?<![\p{L}])(?:открыт[аоы]?|работа\p{L}*|продлится|продлятся|продолжа\p{L}*|ид[её]т|идут|доступн\p{L}*)(?![\p{L}])/iu;
/** A quoted name: «Степь и соль». */
const QUOTED_NAME = /[«"“]([^«»"“”]{1,80})[»"”]/gu;

/**
 * «Для всех выставка открыта с 5 декабря …» under «Открытие выставки «Степь и соль»»: an item that only says its kind
 * of event is on names no event of its own; it is the one of that kind the post's title names in quotes. Not surely.
 */
function namedByPost(context: Context, title: TitleFinding, postTitle: TitleFinding | null): TitleFinding | null {
  if (!postTitle || /[«"“]/u.test(title.value)) return null;
  const kind = kindIn(title.value);
  if (!kind || !(GOING_ON.test(title.value) || title.value.split(/\s+/u).some(isVerb))) return null;
  const line = lineOfOffset(context, postTitle.span.start);
  if (!line) return null;
  const text = line.text.slice(0, TITLE_SCAN);
  // «выставки «Степь и соль»»: the word right before the name is of the kind.
  for (const found of text.matchAll(QUOTED_NAME)) {
    const name = found[1] ?? '';
    const word = text.slice(0, found.index).trimEnd().split(/\s+/u).at(-1) ?? '';
    // «фотовыставки» is of «выставка» too.
    if (!word.toLowerCase().includes(kind)) continue;
    const at = line.start + found.index + found[0].indexOf(name);
    return { value: name.trim(), span: spanOf(context.text, at, at + name.length), unsure: true };
  }
  return null;
}

/** «смотрим трансляцию», «трансляция на большом экране»: a match shown, not played, here. */
const BROADCAST = /(?<![\p{L}])трансляци\p{L}*/iu;

/**
 * «А 12 декабря соколы играют в гостях — смотрим трансляцию вместе в баре «Хабар»» after a home match: the item of a
 * match post that shows a match on a screen is a broadcast of it, whatever its own line is titled.
 */
function broadcastOf(context: Context, plan: Plan, postTitle: TitleFinding | null): TitleFinding | null {
  if (!plan.programme || !plan.anchor || !postTitle?.match) return null;
  const postLine = lineOfOffset(context, postTitle.span.start);
  for (const line of plan.own) {
    if (line === postLine) return null;
    const found = BROADCAST.exec(line.text);
    if (!found) continue;
    const at = line.start + found.index;
    return { value: 'Трансляция матча', span: spanOf(context.text, at, at + found[0].length), unsure: true };
  }
  return null;
}

/**
 * «Идём» over «… на спектакль «Ревизор» …», «Билеты» beside «Гамлет», «После показа встреча» under «Документальный
 * фильм «Тамбовский волк»»: a title that plainly names no event (isPoorTitle) gives way to a name the event's lines
 * quote, when it is no place of the catalogue. On the title's own line a name the item starts with («18.11, 19:00 —
 * «Гамлет» в …») or that one goes to («идём на «Ревизора»», in the nominative) is the event's; on its other lines, and
 * on a programme's shared lines, only a name after a kind of event or of work («спектакль «…»», «фильм «…»»). Not
 * surely.
 */
/** Words that tell how things stand, not what happens: «Выставка открыта», «Каток закрыт», «Выставка работает». */
const STATUS =
  /(?<![\p{L}-])(?:(?:открыт|закрыт|продлен)[аоы]?|работает|работают|продолжа(?:ет|ют)\s+работ\p{L}*|продолжается|продлится|можно\s+(?:увидеть|посетить|посмотреть))(?![\p{L}-])/iu;
/** An opening or a closing with no name of its own: «Торжественное открытие», «Закрытие». */
const OPENING = /^(?:(?:торжественное|официальное|большое|праздничное)\s+)?(открытие|закрытие)$/iu;
/** A match, a round or a cup named without its sides: «Первый домашний матч сезона», «Кубок области». */
const MATCH_WITHOUT_SIDES =
  /(?<![\p{L}-])(?:матч|игр[аы]\s+первенства|первенств|чемпионат|кубо?к|лиг[аеиу])\p{L}*(?![\p{L}-])/iu;
/** «Соперник —», «Гости:»: a word that labels the other side, not a side. */
const OPPONENT_LABEL = /^(?:соперник|противник|гости|хозяева)(?![\p{L}-])/iu;
/** How many lines after a match's heading may name its sides. */
const SIDES_LINES = 2;

/** «Рождественский концерт», «Концерт»: a concert's heading, whose performer a later line names. */
const CONCERT_HEADING = /^(?:\p{L}+(?:ый|ий|ой)\s+){0,2}концерт$/iu;
/** A performer's word right before its quoted name: «хор «», «группа "». */
const PERFORMER_BEFORE = /(?<![\p{L}-])(группа|оркестр|хор|ансамбль|дуэт|трио|квартет|коллектив)[ \t]+[«"“]?$/iu;
/**
 * A performer with its quoted name, at a line's start or after its dash, in the nominative: «кавер-группа «Прокатный
 * стан»», «Камерный оркестр «Сарапул-Классик»», «ВИА «Самоцветы»».
 */
const PERFORMER =
  /(?:^|[—–][ \t]*)[^\p{L}\p{N}«"“]{0,4}((?:\p{L}+(?:ый|ий|ой|ая|яя)[ \t]+){0,2}(?:[\p{L}]+-)?(?:группа|вокальная[ \t]+группа|ВИА|оркестр|хор|ансамбль|дуэт|трио|квартет|бэнд|коллектив)[ \t]+[«"“][^«»"“”\n]{2,40}[»"”])/u;
/** Whether the line above is a kind of show alone, in a word or two: «ВЫСТАВКА», «Премьера спектакля». */
function kindAbove(context: Context, line: Line): boolean {
  // «Лекторий» over «📅 Четверг, 26 ноября, 17:30», then the quoted lecture: a line of the date alone is passed over.
  const above = context.lines
    .slice(0, line.index)
    .reverse()
    .find((earlier) => earlier.text.trim() !== '' && !isDateOnly(context, earlier));
  // «Музей | Лекторий»: the last part of a heading split by a bar names the kind.
  const part = above?.text.split(/\s[|·•]\s/u).at(-1);
  const words = part?.split(/\s+/u).filter((word) => /\p{L}/u.test(word)) ?? [];
  return words.length > 0 && words.length <= 2 && namesShow(words.at(-1) ?? '');
}

/** A line that gives a day and maybe its hour and weekday, and nothing else: «📅 Четверг, 26 ноября, 17:30». */
function isDateOnly(context: Context, line: Line): boolean {
  const { dates, times } = mentionsAt(context, line);
  if (dates.length === 0) return false;
  // A date and an hour read as one («Четверг, 26 ноября, 17:30» is both) may cover the same letters: each is blanked
  // where it stands in the line, not in what is left of it.
  const chars = Array.from({ length: line.text.length }, (_, at) => line.text.charAt(at));
  for (const mention of [...dates, ...times]) {
    const from = Math.max(0, mention.start - line.start);
    const to = Math.min(chars.length, mention.end - line.start);
    for (let at = from; at < to; at += 1) chars[at] = ' ';
  }
  return (
    chars
      .join('')
      .split(/\s+/u)
      .filter((word) => /\p{L}/u.test(word)).length <= 1
  );
}

/** «УМ ЗА РАЗУМ» → «Ум за разум»: a name written in capitals, as a sentence is written. */
const unshouted = (name: string) =>
  name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)
    ? (name.charAt(0) + name.slice(1).toLowerCase()).replace(/(?<=«)\p{Ll}/gu, (first) => first.toUpperCase())
    : name;

/** Words of a series that meets again and again under one name: «КВИЗ «…»», «Киноклуб «…»», «Лига «…»». */
const SERIES = /^(?:квиз|quiz|игр[аы]|лига|лиги|клуб|киноклуб|кубок|цикл|абонемент)/iu;

/** How many words an item said in lower case may have to be a session of a series: «новогодний выпуск». */
const SESSION_WORDS = 4;

/** The kind of show the next line starts with, if it does: «Фотовыставка о железной дороге …». */
function kindBelow(context: Context, line: Line): string | undefined {
  const next = context.lines.slice(line.index + 1).find((later) => later.text.trim() !== '');
  const word = next?.text
    .split(/\s+/u)
    .find((piece) => /\p{L}/u.test(piece))
    ?.replace(/[^\p{L}-]/gu, '');
  if (word && namesShow(word)) return word;
  // «Музей открывает выставку к юбилею …»: the kind a holder opens or presents, in the accusative.
  const opened = next ? OPENS_KIND.exec(next.text)?.[1] : undefined;
  return opened && namesShow(opened) ? nominativeOf(opened, ['accs']) : undefined;
}

/** What a holder opens or presents, the word after its verb: «открывает выставку», «представляет новую экспозицию». */
const OPENS_KIND =
  /(?<![\p{L}])(?:открыва(?:ет|ем|ют)|открыл[аи]?|представля(?:ет|ем|ют))[ \t]+(?:(?:новую|свою|большую)[ \t]+)?([\p{L}-]+)/iu;

/** Verbs that give a show by its name after them: «представляет», «покажут», «играет» (a band plays in the plural). */
const SHOW_VERB = /^(?:представля(?:ет|ют)|представит|представят|покаж(?:ет|ут|ем)|сыграет|играет)$/iu;

/** How many words back from a quoted name its kind may stand, its maker between: «выставка фотографа Олега Чернова». */
const KIND_WORDS_BACK = 4;
/** A performer's or a holder's word: the quoted name after it is theirs, not the show's. */
const NOT_THE_SHOWS = pattern(`^(?:${PERFORMER_STEMS}|хор|капелл|${HOLDER_KINDS}|приют|фонд)`, 'iu');

/** Whether a kind of show stands a few words before, with a maker (no performer's or holder's word) between. */
function kindWordsBack(before: string): boolean {
  const words = before
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(-KIND_WORDS_BACK - 1);
  const at = words.findLastIndex((word) => namesShow(word));
  // «В программе: Вивальди «Времена года»»: a kind that a colon or a comma ends says nothing of the name after it.
  if (at < 0 || at === words.length - 1 || !/^[\p{L}-]+$/u.test(words[at] ?? '')) return false;
  const between = words.slice(at + 1);
  // «турнир по подлёдной ловле «Витимский ёрш»»: a contest says its sport after «по»; the name after the sport is the
  // contest's (not «турнир по «Каркассону»», where the name is the game's).
  const sport = CONTEST_KIND.test(words[at] ?? '') && /^по$/iu.test(between[0] ?? '') && between.length >= 2;
  return between.every(
    (word, index) =>
      /^\p{L}[\p{L}.-]*$/u.test(word) &&
      !NOT_THE_SHOWS.test(word) &&
      (!PREPOSITION.test(word) || (sport && index === 0)) &&
      !isVerb(word),
  );
}
/** A contest named by its sport after «по»: «турнир по …», «соревнования по …», «первенство по …». */
const CONTEST_KIND = /^(?:турнир|соревновани|первенств|чемпионат|кубок|кубк)\p{L}*$/iu;
/** A preposition: «в поддержку приюта «Лапа»», «турнир по «Каркассону»» put the name in another relation. */
const PREPOSITION = /^(?:в|во|на|по|для|с|со|о|об|про|из|от|к|у|за|под|над)$/iu;

/** The words after a dash that follows a quoted name: «— кукольный спектакль» in «Х» — кукольный спектакль для всех». */
const KIND_NEXT = /^\s*[—–-]\s*((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/u;
/** A heading that asks the readers: «Вы когда-нибудь видели, как оживают сказы?». */
const asks = (text: string, title: TitleFinding) =>
  !/[«"“]/u.test(title.value) && /^[^\p{L}\p{N}\n?]{0,3}\?/u.test(text.slice(title.span.end, title.span.end + 4));
/** A sentence rather than a name: «Для посетителей выставка работает», «Врубаем громкость». */
const says = (title: string) =>
  !/[«"“]/u.test(title) && title.split(/\s+/u).some((word) => isVerb(word.replace(/[^\p{L}-]/gu, '')));
/** How things stand, on a bill's line too: «Для посетителей выставка открыта», «Каток закрыт». */
const states = (title: string) => !/[«"“]/u.test(title) && STATUS.test(title);

function quotedInstead(context: Context, plan: Plan, title: TitleFinding | null): TitleFinding | null {
  if (!title || title.match || title.named) return null;
  const opening = OPENING.exec(title.value)?.[1];
  const titleLine = lineOfOffset(context, title.span.start);
  // A bill's item says what happens in its own words: «5.12 — Как город стал крепостью» is a lecture's title, not a
  // sentence about one.
  const item = plan.programme && titleLine !== undefined && plan.own.includes(titleLine);
  const sentence = !item && (says(title.value) || asks(context.text, title));
  const namesNoEvent = [
    isPoorTitle,
    namesHolder,
    namesOnlyKind,
    namesOnlyAudience,
    namesOnlyWhere,
    states,
    isAside,
  ].some((test) => test(title.value));
  // A hook, a mood or a genre for a heading gives way only to a name said to be the event's: after its kind.
  // A name the heading quotes, in whatever case («на «Битву баров»»), is a name.
  const bare =
    !item &&
    !namesNoEvent &&
    !opening &&
    !sentence &&
    !/[«"“]/u.test(context.text.charAt(title.span.start - 1)) &&
    namesNothing(title.value);
  // «9.12 — классика» under «КВИЗ «УМ ЗА РАЗУМ» — декабрьская серия»: an item said in lower case, in a few words, is
  // a session of the series the post quotes after its kind, and named by both.
  const said = titleLine?.text.toLowerCase().indexOf(title.value.toLowerCase()) ?? -1;
  const session =
    item &&
    said >= 0 &&
    /^\p{Ll}/u.test(titleLine?.text.charAt(said) ?? '') &&
    !/[«"“\d]/u.test(title.value) &&
    !namesKind(title.value) &&
    title.value.split(/\s+/u).length <= SESSION_WORDS;
  const sessionOnly = session && !namesNoEvent && !opening && !sentence && !bare;
  if (!namesNoEvent && !opening && !sentence && !bare && !session) return null;
  const where = namesOnlyWhere(title.value);
  const ofSeries = item && (namesOnlyKind(title.value) || session) && !isPoorTitle(title.value);
  // «Летят журавли» quoted on its line is a name, whatever word it starts with.
  if (titleLine && isQuotedName(title.value, titleLine.text)) return null;
  // A programme's lines, then the heading lines above its first item («🎄 Новогодние представления …» over
  // «Паровозик из Ромашкова …» and its dates).
  const planned = plan.programme ? [...plan.own, ...plan.shared] : context.lines;
  const firstItem = Math.min(...plan.own.map((line) => line.index));
  const heading =
    plan.programme && (!item || sessionOnly)
      ? context.lines.filter((line) => line.index < firstItem && !planned.includes(line))
      : [];
  const lines = [
    ...(titleLine ? [titleLine] : []),
    ...[...planned, ...heading].filter((line) => line.index !== titleLine?.index),
  ];
  for (const line of lines) {
    const own = line.index === titleLine?.index;
    const text = line.text.slice(0, TITLE_SCAN);
    for (const found of text.matchAll(QUOTED_NAME)) {
      const name = (found[1] ?? '').trim();
      const before = text.slice(0, found.index).trimEnd();
      // «премьеру — «Малахитовая шкатулка»», «спектакль: «Ревизор»»: the word before the dash or the colon.
      const word =
        before
          .split(/\s+/u)
          .filter((piece) => !/^[:—–|/-]+$/u.test(piece))
          .at(-1)
          ?.replace(/:$/u, '') ?? '';
      const first = own && letters(before) === 0;
      // «Тайна волшебного сундучка» — представление у ёлки»: a line that starts with the name and says its kind next.
      const nextKind = (KIND_NEXT.exec(text.slice(found.index + found[0].length))?.[1] ?? '')
        .split(/\s+/u)
        .find(namesShow);
      // «📷 «ВАГОНЫ И ВЁРСТЫ»» alone on its line over «Фотовыставка о железной дороге …»: the kind the line below starts with.
      const alone = letters(before) === 0 && letters(text.slice(found.index + found[0].length)) === 0;
      const below = alone && !own ? kindBelow(context, line) : undefined;
      const kindNext = letters(before) === 0 && (nextKind ?? below) !== undefined;
      // «Драматический театр представляет «Горе от ума»», «театр играет «Бесприданницу»»: a show given by a verb.
      // Not a line-up's label: «Играют: «Кот Бегемот», …».
      const shown = SHOW_VERB.test(word) && !/:\s*$/u.test(before);
      const goneTo = own && /^(?:на|в)$/iu.test(word);
      // «ПЯТНИЦА В «ХОПРЕ»»: the heading's quoted name is where.
      if (letters(name) < 2 || isPlaceOnly(name, context.candidates) || (own && where)) continue;
      // «выставка фотографа Олега Чернова «Трасса костей»»: the kind a few words back, whose maker stands between.
      // «ВЫСТАВКА» alone on the line above «Пуховое кружево»: the kind the line before is.
      // «🎄 Новогодние утренники для малышей 3–6 лет» over «Снеговик-почтовик и все-все-все»» alone on its line: a
      // heading that says only the kind and whom it is for is named by the quoted name right under it.
      const underKind =
        alone &&
        namesNoEvent &&
        titleLine !== undefined &&
        context.lines.slice(titleLine.index + 1).find((later) => later.text.trim() !== '') === line;
      const kindBack =
        !namesShow(word) && (kindWordsBack(before) || underKind || (letters(before) === 0 && kindAbove(context, line)));
      if (!first && !goneTo && !kindNext && !namesShow(word) && !kindBack && !shown) continue;
      // «семейный лыжный забег, лыжная база «Сокол»», «спектакль, театр «Маска»»: a name right after a kind of venue
      // (a club's excepted: it may be the series) is the venue's or the troupe's, not the event's.
      if (!first && word.toLowerCase() !== 'клуб' && (VENUE_WORD.test(word) || VENUE_KIND_MORE.test(word))) continue;
      // Not a band's album under the band's name («ГЛАЗАМИ НОЧИ» over «презентация альбома «Южный ветер»»), nor the
      // heading's own name again, in another case.
      if (
        bare &&
        ((!kindNext && !namesShow(word) && !kindBack && !shown) || RECORDING.test(word) || sameName(name, title.value))
      )
        continue;
      const at = line.start + found.index + found[0].indexOf(name);
      const value = goneTo ? nominativeOfGenitive(name) : shown ? nominativeOf(name, ['accs']) : name;
      // «на «Снежинкину вечеринку»»: a name the dictionary cannot put back into the nominative is no title.
      if (goneTo && value === name && !name.split(' ').every(canBeNominative)) continue;
      // «▪️ 16 декабря — новогодняя игра» under «Квиз-лига «Серое вещество»»: a session of the series the programme
      // names is named by both («Серое вещество: новогодняя игра»).
      const ofItsSeries = ofSeries && !plan.own.includes(line) && !own;
      // The series a lower-case item is a session of is the post's heading.
      if (
        sessionOnly &&
        (!ofItsSeries || !SERIES.test(word) || line !== context.lines.find((any) => any.text.trim() !== ''))
      )
        continue;
      // «Торжественное открытие — 15 января в 15:00» of «выставку «Пермяцкий узор»»: «Открытие выставки «…»».
      const kindOf =
        opening && !goneTo && (kindNext || !first) ? genitiveOf((nextKind ?? below ?? word).toLowerCase()) : null;
      const named = ofItsSeries
        ? `${unshouted(value)}: ${title.value.charAt(0).toLowerCase()}${title.value.slice(1)}`
        : opening && kindOf
          ? `${opening.charAt(0).toUpperCase()}${opening.slice(1).toLowerCase()} ${kindOf} «${value}»`
          : value;
      return { value: named, span: spanOf(context.text, at, at + name.length), unsure: true };
    }
  }
  return sentence ? performerIn(context, lines) : null;
}

/** Words that give a show in the place of one the post cancels: «Вместо него покажем …», «будет показан спектакль». */
const INSTEAD =
  /(?<![\p{L}])(?:вместо\s+(?:него|неё|нее|них|этого)|будет\s+показан\p{L}*|будут\s+показаны|покажем|сыграем)(?![\p{L}])/iu;

/**
 * «… спектакль «Вишнёвый сад» 3 декабря отменяется. В этот день в 18:00 будет показан спектакль «Женитьба Фигаро»»,
 * «Показ «…» отменён. Вместо него в 16:00 покажем — «Офицеры»»: a post that cancels a show and gives another in its
 * place is about the other one, named after the words that give it. Not surely.
 */
function replacementOf(context: Context): TitleFinding | null {
  if (!CANCELLED.test(context.text)) return null;
  for (const line of context.lines) {
    const instead = INSTEAD.exec(line.text);
    if (!instead) continue;
    const rest = line.text.slice(instead.index + instead[0].length);
    for (const found of rest.matchAll(QUOTED_NAME)) {
      const name = (found[1] ?? '').trim();
      if (letters(name) < 2 || isPlaceOnly(name, context.candidates)) continue;
      const at = line.start + instead.index + instead[0].length + found.index + found[0].indexOf(name);
      return { value: name, span: spanOf(context.text, at, at + name.length), unsure: true };
    }
  }
  return null;
}

/** A day a title says it is for: « к 8 Марта», « ко 2 февраля». */
const OCCASION_DAY =
  /\s(?:к|ко)\s+\d{1,2}(?:-?го)?\s+(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)$/iu;

/** «Ретро-показ к 8 Марта», «Концерт «Весенние мелодии» к 8 Марта»: a title without the day it is for. */
function dayLeftOut(title: TitleFinding | null): TitleFinding | null {
  const occasion = title ? OCCASION_DAY.exec(title.value) : null;
  return title && occasion && occasion.index > 0 ? { ...title, value: title.value.slice(0, occasion.index) } : title;
}

/** A name said after a verb, and a verb said after a name: «Театр играет «Бесприданницу»», «Клуб «Лампа» собирается». */
const NAME_THEN_WORD = /^([^«»"“”]*[«"“][^«»"“”]+[»"”])\s+([\p{L}-]+)$/u;

/**
 * «… драматический театр играет «Бесприданницу»»: a title that is a name quoted after a verb, put in the nominative;
 * «Книжный клуб «Зелёная лампа» собирается»: a title that ends in a verb after a quoted name, the name without it.
 */
function asNamed(context: Context, title: TitleFinding | null): TitleFinding | null {
  if (!title) return title;
  const acting = NAME_THEN_WORD.exec(title.value);
  if (acting?.[1] && isVerb((acting[2] ?? '').toLowerCase())) return { ...title, value: acting[1] };
  const quoted = /[«"“]/u.test(context.text.charAt(title.span.start - 1));
  if (!quoted || title.value !== context.text.slice(title.span.start, title.span.end)) return title;
  const word = context.text
    .slice(Math.max(0, title.span.start - TITLE_SCAN), title.span.start - 1)
    .trimEnd()
    .split(/\s+/u)
    .at(-1);
  if (!word || !isVerb(word.toLowerCase())) return title;
  const value = nominativeOf(title.value, ['accs']);
  return value === title.value ? title : { ...title, value };
}

/** A band's recording, whose name is no event's: «альбома «Южный ветер»», «сингла «…»». */
const RECORDING = /^(?:альбом|сингл|пластинк|EP$|LP$)/iu;
/** How many letters of a word stand for it whatever its case: «Иронии» and «Ирония». */
const STEM = 4;
const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, STEM));
/** Whether a quoted name is the title's own name in another case: «Иронии судьбы» and «Ирония судьбы». */
function sameName(name: string, title: string): boolean {
  const own = new Set(stems(title));
  const words = stems(name);
  return words.length > 0 && words.every((word) => own.has(word));
}

/**
 * «Пятница, врубаем громкость!» over «4 декабря в «Жести» — кавер-группа «Прокатный стан»», «Музыка, которая
 * согревает …» over «Камерный оркестр «Сарапул-Классик» под управлением …»: a sentence for a heading, and a band, a
 * choir or an orchestra named with its quoted name at the start of a line or after its dash, who is the event. Not
 * surely.
 */
function performerIn(context: Context, lines: readonly Line[]): TitleFinding | null {
  for (const line of lines) {
    const found = PERFORMER.exec(line.text.slice(0, TITLE_SCAN));
    if (!found?.[1]) continue;
    const value = found[1].trim();
    const at = line.start + found.index + found[0].indexOf(value);
    return {
      value: value.charAt(0).toUpperCase() + value.slice(1),
      span: spanOf(context.text, at, at + value.length),
      unsure: true,
    };
  }
  return null;
}

/** A performer's quoted name, then a programme's quoted name right after it or after «программа»: the programme's. */
const PROGRAMME_AFTER_PERFORMER =
  /(?<![\p{L}-])(?:ансамбл|хор|оркестр|групп|коллектив|капелл|квартет|трио|дуэт)\p{L}*(?:\s+[\p{L}-]+){0,4}\s+«[^«»]{1,60}»(?:\s*\([^()«»]{2,30}\))?[\s,—–-]{0,4}(?:(?:с\s+)?(?:(?:новой|новым|концертной)\s+)?(?:программ\p{L}*|туром|турне)\s+)?«([^«»]{2,60})»/iu;

/** A title's name before a colon and what follows it. */
const BEFORE_COLON = /^([^:]{4,80}):\s+(\S.*)$/u;
/** At least this many words after a colon are a sentence or a list, not a session's subject. */
const LIST_WORDS = 7;

/**
 * The name before a colon when what follows lists what the event offers (three things or more, most in lower case),
 * tells the readers what to do (a verb) or runs on in lower case; null when the colon joins a series and a session
 * («Книжный клуб: «Лавр»», «Стендап: Тимур Сафин»), a concert and whom it plays («Шуберт, Шуман, Брамс»), or the part
 * before names no event.
 */
export function nameBeforeList(title: string): string | null {
  const found = BEFORE_COLON.exec(title);
  const name = found?.[1]?.trim();
  const rest = found?.[2] ?? '';
  // «Лекция «Коми письменность: от Стефана Пермского …»»: a colon inside a quoted name is the name's own.
  if (!name) return null;
  const open = (name.match(/[«“]/gu)?.length ?? 0) - (name.match(/[»”]/gu)?.length ?? 0);
  const straight = (name.match(/"/gu)?.length ?? 0) % 2;
  if (open !== 0 || straight !== 0 || !namesEvent(name) || /^[«"“]/u.test(rest)) return null;
  const words = rest.split(/\s+/u);
  // «Шуберт, Шуман, Брамс»: names of who is played are the programme, part of the title.
  const items = rest.split(',').map((item) => item.trim());
  const offered = items.length >= 3 && items.filter((item) => /^\p{Ll}/u.test(item)).length * 2 > items.length;
  const listed = offered || (words.length >= LIST_WORDS && /^\p{Ll}/u.test(rest));
  return listed || words.some((word) => isVerb(word.replace(/[^\p{L}-]/gu, ''))) ? name : null;
}

/** «тур «Перемотка»», «Стендап-тур «Провинциальные истории»»: a tour's quoted name. */
const TOUR_NAME = /(?<![\p{L}])(?:\p{L}+-)?тур[аеу]?\s+[«"“]([^«»"“”\n]{2,60})[»"”]/iu;
/** How many of a post's first lines may name its tour. */
const TOUR_LINES = 3;

/** The tour the post's first lines name, as a title: a tour's name is its show's (LABELLING). */
/** A band by its kind and name, a dash, then a tour: «Группа «Полярный круг» — зимний тур «…»». */
const BAND_TOUR =
  /(?<![\p{L}-])(группа|оркестр|хор|ансамбль|дуэт|трио|квартет|коллектив)[ \t]+[«"“]([^«»"“”\n]{1,60})[»"”][ \t]*[—–][ \t]*(?:[\p{L}-]+[ \t]+)?(?:\p{L}+-)?тур(?![\p{L}])/iu;

/**
 * «Группа «Полярный круг» — зимний тур «Северное сияние» по Кольскому» over its stops: the band, then after a dash the
 * tour it plays. What is on is the band's concert, «Концерт группы «Полярный круг»», whether the line's title is the
 * band's name or the tour's. (Not «Группа «…» едет в тур «…»»: a sentence of the band, whose name stays; not a
 * person's name, which stays too.)
 */
function touringBand(context: Context, title: TitleFinding): TitleFinding | null {
  const line = lineOfOffset(context, title.span.start);
  const found = line ? BAND_TOUR.exec(line.text) : null;
  const [, kind, band] = found ?? [];
  if (!kind || !band) return null;
  return { ...title, value: `Концерт ${genitiveOf(kind.toLowerCase())} «${unshouted(band)}»`, unsure: true };
}

function tourOf(context: Context): TitleFinding | null {
  for (const line of context.lines.filter((l) => l.text.trim() !== '').slice(0, TOUR_LINES)) {
    const found = TOUR_NAME.exec(line.text);
    const name = found?.[1];
    if (!found || !name) continue;
    const at = line.start + found.index + found[0].lastIndexOf(name);
    return { value: name, span: spanOf(context.text, at, at + name.length) };
  }
  return null;
}

/**
 * Kinds of events counted one by one, in the plural: «концерты», «тренировки», «вечера», «сеансы». Not those named in
 * the plural whatever their number («чтения», «гулянья», «старты», «танцы»).
 */
const COUNTED_KIND =
  /(?<![\p{L}-])(?:концерт|спектакл|вечер|тренировк|сеанс|показ|лекци|экскурси|мастер-класс|встреч|представлени|заняти|урок|семинар|прогулк|матч|турнир|квиз|дискотек|вечеринк|ярмарк|поездк)(?:ы|и|а|ов|ей)(?![\p{L}-])|(?<![\p{L}-])катания(?![\p{L}-])/iu;

/** A bill's item led by the stage of a competition: «1 этап — 6 декабря, …», «2-й этап: …», «Этап 3 — …». */
const STAGE_LEAD = /^[^\p{L}\p{N}]{0,4}(\d{1,2}(?:-?(?:й|ый|ой))?[ \t]+этап|этап[ \t]+\d{1,2})(?![\p{L}\p{N}])/iu;

/**
 * «КУБОК ГОРОДА ПО ЛЫЖНЫМ ГОНКАМ — этапы сезона» over «1 этап — 6 декабря, свободный стиль»: each item is a stage of
 * the competition the heading names, «Кубок города по лыжным гонкам: 1 этап», whatever its style. Not surely.
 */
function stageOfSeries(anchor: Line, postTitle: TitleFinding | null): TitleFinding | null {
  const stage = STAGE_LEAD.exec(anchor.text)?.[1];
  if (!stage || !postTitle || !COMPETITION.test(postTitle.value) || /[«"“]/u.test(postTitle.value)) return null;
  return { ...postTitle, value: `${postTitle.value}: ${stage}`, unsure: true };
}
/** A competition held in stages: «Кубок …», «Первенство …», «Чемпионат …», «Лыжная гонка …». */
const COMPETITION = /^(?:\p{L}+\s+)?(?:кубок|первенств|чемпионат|турнир|спартакиад|гонк|серия|лига)/iu;

/** A topic written as one word that says which: «новогодний», «осенняя». */
const TOPIC_ADJECTIVE = /^\p{L}+(?:ий|ый|ой|ая|яя|ое|ее)$/u;
/** At most this many words make a topic. */
const TOPIC_WORDS = 4;

/**
 * «КВИЗЫ В «ЗЕРНЕ» — ДЕКАБРЬ» over «пт 4.12 — кино и сериалы», «пт 18.12 — новогодний»: a heading that counts a kind
 * of event in the plural, and items that give each one's topic in small letters, naming no event. Each is the kind
 * and its topic: «Квиз: кино и сериалы», «Новогодний квиз». Not surely.
 */
function topicOfSeries(context: Context, own: TitleFinding, postTitle: TitleFinding | null): TitleFinding | null {
  if (!postTitle || own.match || namesEvent(own.value) || /[«"“]/u.test(own.value)) return null;
  const kindWord = postTitle.value.trim().split(/\s+/u)[0] ?? '';
  if (!COUNTED_KIND.test(kindWord) || COUNTED_KIND.exec(kindWord)?.[0] !== kindWord) return null;
  // The topic as the post writes it: the title is given a capital letter.
  const spanText = context.text.slice(own.span.start, own.span.end);
  const at = spanText.toLowerCase().lastIndexOf(own.value.toLowerCase());
  const written = at < 0 ? '' : spanText.slice(at, at + own.value.length);
  if (!/^\p{Ll}/u.test(written) || written.split(/\s+/u).length > TOPIC_WORDS) return null;
  const kind = singularOfKind(kindWord.toLowerCase());
  if (kind === kindWord.toLowerCase()) return null;
  const value = TOPIC_ADJECTIVE.test(written)
    ? `${written.charAt(0).toUpperCase()}${written.slice(1)} ${kind}`
    : `${kind.charAt(0).toUpperCase()}${kind.slice(1)}: ${written}`;
  return { ...own, value, unsure: true };
}

/** Where a heading says the series is held, to its end: « в Лопаре», « НА НАБЕРЕЖНОЙ». */
const SERIES_WHERE = /\s(?:[вВ][оО]?|[нН][аА])\s+\p{Lu}.*$/u;

/**
 * «КВИЗ-ЛИГА ТАГАНАЯ» over «10.12 — «Музыкальный»», «17.12 — «Новогодний»»: items of a series that give each game's
 * theme as a quoted adjective alone, which names a kind of game, not an event. Each is the series, named by the
 * heading from its series word on (where it is held left out), and the theme: «Квиз-лига Таганая: «Музыкальный»».
 * Not surely.
 */
function themeOfSeries(context: Context, own: TitleFinding, postTitle: TitleFinding | null): TitleFinding | null {
  if (!postTitle || !TOPIC_ADJECTIVE.test(own.value)) return null;
  const { text } = context;
  if (!/[«"“]/u.test(text.charAt(own.span.start - 1)) || !/[»"”]/u.test(text.charAt(own.span.end))) return null;
  const words = postTitle.value.replace(SERIES_WHERE, '').trim().split(/\s+/u);
  const at = words.findIndex((word) => SERIES.test(word.replace(/[^\p{L}-]/gu, '')));
  // Emoji after the heading («🧠🍺») are no words of the series' name.
  const series = words
    .slice(at)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .join(' ');
  if (at < 0 || letters(series) === 0) return null;
  return { ...own, value: `${unshouted(series)}: «${own.value}»`, unsure: true };
}

/** A borrowed kind in the plural, which the dictionary may not know: «Квизы» is «Квиз». */
const BORROWED_PLURAL = /^(\p{L}+[бвдзклмнпрстф])ы(?=$|\s)/u;

/** The phrase with its kind in the singular: «Вечера мафии» is «Вечер мафии», «Квизы в «Зерне»» is «Квиз в «Зерне»». */
function singularOfKind(phrase: string): string {
  const single = singularOf(phrase);
  return single === phrase ? phrase.replace(BORROWED_PLURAL, '$1') : single;
}

/**
 * A feast or a saint's day alone, which names the day and not the service held on it: «Сретение Господне», «РОЖДЕСТВО
 * ХРИСТОВО», «Рождественский сочельник», «В день памяти святителя Николая Чудотворца».
 */
const FEAST_ONLY =
  /^(?:(?:рождество|светлое)\s+христово(?:\s+воскресение)?|(?:рождественский|крещенский)\s+сочельник|сочельник|(?:крещение|сретение|вознесение|преображение)\s+господне|пасха|(?:день\s+)?(?:святой\s+)?троиц[аы]|покров\s+пресвятой\s+богородицы|благовещение(?:\s+пресвятой\s+богородицы)?|престольный\s+праздник|(?:в\s+)?день\s+памяти\s+[\p{L}-]+(?:\s[\p{L}-]+){0,6})[\s!.]*$/iu;
/** A service of the church: «Ночная Божественная литургия», «всенощное бдение», «молебен», «освящение воды». */
const SERVICE =
  /(?<![\p{L}])(?:(?:(?:ночн|праздничн|поздн|ранн|торжественн|архиерейск|рождественск|крещенск)\p{L}*\s+)?(?:божественн\p{L}*\s+)?литурги\p{L}*|всенощн\p{L}*\s+бдени\p{L}*|(?:водосвятн\p{L}*\s+|праздничн\p{L}*\s+|благодарственн\p{L}*\s+)?молеб\p{L}*|(?:велик\p{L}*\s+)?освящени\p{L}*\s+воды|(?:праздничн\p{L}*\s+|рождественск\p{L}*\s+|ночн\p{L}*\s+)*богослужени\p{L}*)/iu;

/** A service named right where another ends. */
const SERVICE_AT = new RegExp(SERVICE.source, 'iuy');
/** A comma or «и» between two services. */
const SERVICE_JOINT = /^(?:,[ \t]*|[ \t]+и[ \t]+)/u;

/** The first service of the church an event's own lines name, as they name it. */
function serviceOf(context: Context, plan: Plan): TitleFinding | null {
  // The line of its start first: «Божественная литургия — в 8:30» under the feast's dated line.
  const timed = plan.start ? lineOfOffset(context, plan.start.start) : undefined;
  for (const line of [...(timed ? [timed] : []), ...(plan.anchor ? [plan.anchor] : []), ...plan.own]) {
    const found = SERVICE.exec(line.text);
    if (!found) continue;
    const at = line.start + found.index;
    // «Литургия, Великое освящение воды», «литургия и освящение воды»: a service and the one right after it.
    const joint = SERVICE_JOINT.exec(line.text.slice(found.index + found[0].length));
    SERVICE_AT.lastIndex = found.index + found[0].length + (joint?.[0].length ?? 0);
    const next = joint ? SERVICE_AT.exec(line.text) : null;
    const said = next ? `${found[0]} и ${next[0]}` : found[0];
    const end = next ? next.index + next[0].length - found.index : found[0].length;
    const value = said.charAt(0).toUpperCase() + said.slice(1);
    return { value, span: spanOf(context.text, at, at + end), unsure: true };
  }
  return null;
}

function draftOf(context: Context, plan: Plan, postFound: TitleFinding | null, plans: readonly Plan[]): DraftEvent {
  const { text } = context;
  // «ФОК: график работы в праздники» over «4 января в 11:00 — турнир по волейболу»: a heading of a place's hours names
  // no event; the event's own dated line does.
  const postLine = postFound ? lineOfOffset(context, postFound.span.start) : undefined;
  const hoursHeading =
    postLine !== undefined && HOURS_HEADING.test(postLine.text) && plan.anchor !== null && postLine !== plan.anchor;
  const postTitle = dayLeftOut(hoursHeading && plan.anchor ? (titleOn(context, plan.anchor) ?? postFound) : postFound);
  const anchorFound =
    plan.programme && plan.anchor
      ? (titleOn(context, plan.anchor, true) ??
        stageOn(context, plan.anchor) ??
        headingOverLineUp(context, plan, plans, postTitle) ??
        titleUnder(context, plan))
      : null;
  // «23 декабря в 17:00 — актовый зал школы № 1» under «Школьный театр показывает спектакль «Аленький цветочек»»: an
  // item whose line only says where is named by what the post is about.
  // «16 января — женские команды» under «Турнир по волейболу на Кубок главы района»: an item that only says who
  // plays that day is the post's tournament among them.
  const competitors = anchorFound && postTitle ? competitorsOf(anchorFound.value) : null;
  const anchorTitle =
    anchorFound &&
    postTitle &&
    plan.anchor &&
    !isQuotedName(anchorFound.value, plan.anchor.text) &&
    saysOnlyWhere(anchorFound.value, (phrase) => isPlaceOnly(phrase, context.candidates))
      ? null
      : anchorFound &&
          postTitle &&
          competitors &&
          COMPETITION.test(postTitle.value) &&
          !/(?<![\p{L}])среди\s/iu.test(postTitle.value)
        ? { ...anchorFound, value: `${postTitle.value} среди ${competitors}` }
        : anchorFound;
  const ownTitle = dayLeftOut(
    (anchorTitle && namedByPost(context, anchorTitle, postTitle)) ??
      broadcastOf(context, plan, postTitle) ??
      (anchorTitle && describesHeading(context, plan, plans, anchorTitle, postTitle) ? postTitle : anchorTitle) ??
      othersTitle(context, plan, plans, postTitle),
  );
  const chosen =
    (plans.length === 1 ? replacementOf(context) : null) ??
    quotedInstead(context, plan, ownTitle ?? postTitle) ??
    (ownTitle && topicOfSeries(context, ownTitle, postTitle)) ??
    (ownTitle && plan.programme ? themeOfSeries(context, ownTitle, postTitle) : null) ??
    (plan.programme && plan.anchor ? stageOfSeries(plan.anchor, postTitle) : null) ??
    ownTitle ??
    postTitle;
  // «15 февраля — Сретение Господне. Божественная литургия — в 8:30»: a feast names the day, the service is the event.
  // «Крещение Господне. Божественная литургия, освящение воды»: so when the feast leads the services.
  const feastFirst = chosen ? FEAST_ONLY.test(chosen.value.split(/\.[ \t]+/u)[0]?.trim() ?? '') : false;
  const served = chosen && feastFirst ? (serviceOf(context, plan) ?? chosen) : chosen;
  // «Вечера мафии» over two dates: each draft is one of them, «Вечер мафии». A quoted name stays as it is named.
  const counted =
    chosen !== null &&
    // The post's title over its dates, or one line's over its own days («8 и 9 января — святочные концерты»).
    (chosen === postTitle ||
      (plan.anchor !== null && plans.filter((other) => other.anchor === plan.anchor).length >= 2)) &&
    plans.length >= 2 &&
    !/[«"“]$/u.test(text.slice(Math.max(0, chosen.span.start - 1), chosen.span.start)) &&
    COUNTED_KIND.test(chosen.value.split(' ').slice(0, 3).join(' '));
  const counting = chosen && counted ? { ...chosen, value: singularOfKind(chosen.value) } : served;
  // «Отчётный концерт ансамбля танца «Иремель» «Танцуй, Урал!»», «… хора «Лада» с программой «Зимние песни»»: the
  // performer's name, then the programme's, which is what is played. Not surely.
  const programme = counting ? PROGRAMME_AFTER_PERFORMER.exec(counting.value)?.[1] : undefined;
  const played = counting && programme ? { ...counting, value: programme, unsure: true } : counting;
  // «КАССЕТА 90 — тур «Перемотка»» over its stops: a tour's name is its show's, on every stop.
  const tour = played ? tourOf(context) : null;
  const chosenLine = chosen ? lineOfOffset(context, chosen.span.start) : undefined;
  // The tour names what is on where the title is a stop of it, a sentence or the tour's own line; a band's name stays.
  const stop =
    chosen !== null &&
    ((chosenLine !== undefined && plan.own.includes(chosenLine) && stopsElsewhere(chosenLine)) ||
      (chosen === postTitle && (says(chosen.value) || TOUR_NAME.test(chosen.value))));
  // Over the tour's stops only: one concert of a tour is the tour's show («… — юбилейный тур «…», 5 декабря»).
  const dashed =
    chosen !== null && chosen === postTitle && tour && plans.length >= 2 ? touringBand(context, chosen) : null;
  const toured = played && dashed ? dashed : played && tour && stop ? { ...tour, unsure: true } : played;
  // «Рождественская ярмарка мастеров: вязаные игрушки, льняные скатерти, …», «Книжный своп: приносите прочитанные
  // книги …»: the event's name, then what it offers or asks; the name is the title.
  const head = toured ? nameBeforeList(toured.value) : null;
  const title = asNamed(context, toured && head ? { ...toured, value: head } : toured);
  const ownPrice = foundIn(context, plan.own).price;
  // «15.12 — выезд к «Соколу»» under «Билеты на домашние игры — 300 ₽»: a price for home games is no away game's.
  const awayGame =
    !ownPrice &&
    plan.shared.length > 0 &&
    pricedForHomeGamesOnly(
      context.unlinked,
      plan.shared.map((line) => unlinkedOf(context, line)),
      plan.own.map((line) => line.text).join('\n'),
      { dayByDay: context.dayByDay },
    );
  const anyShared =
    ownPrice || awayGame
      ? null
      : (priceByItem(context, plan) ??
        priceByKind(context, plan) ??
        foundIn(context, plan.shared).price ??
        closingPrice(context, plan, plans));
  // «Билеты на лекцию: 150 р» under a lecture, an opening and a run: the price of the kind it names, not the others'.
  const sharedPrice = kindOfPrice(context, plan, plans, anyShared) ? null : anyShared;
  // A bill's price for all its items may not be this one's («детский спектакль — 400 ₽»): a person should look.
  const priceFinding =
    ownPrice ?? (sharedPrice ? { ...sharedPrice, confidence: Math.min(sharedPrice.confidence, 0.75) } : null);
  const ownLink = foundIn(context, plan.own).ticketLink;
  const sharedLink = ownLink ? null : foundIn(context, plan.linkShared ?? plan.shared).ticketLink;
  // «билеты на мастер-класс и концерт: …» is no link of the programme's free lecture.
  const ticketLink =
    ownLink ??
    (sharedLink && (!plan.programme || linkIsForItem(text, sharedLink, plan.own.map((line) => line.text).join('\n')))
      ? sharedLink
      : null);
  const { tags } = context;
  const titleLine = title ? lineOfOffset(context, title.span.start) : undefined;
  const whole = (plan.programme ? text : joinLines(context.lines.filter((line) => line !== titleLine)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const description = cutText(whole, DESCRIPTION_MAX_LENGTH);
  return {
    title: title ? fromText(title.value, titleConfidence(context, title, plan, ownTitle !== null), title.span) : none(),
    description: description ? fromText(description, 0.7, null) : none(),
    ...whenOf(context, plan),
    price: priceFinding ? fromText<Price>(priceFinding.price, priceFinding.confidence, priceFinding.span) : none(),
    ticketUrl: ticketLink ? fromText(ticketLink.url, ticketLink.confidence, ticketLink.span) : none(),
    ...placeOf(context, plan, plans),
    tags:
      tags.length > 0 ? fromText([...tags], 0.7, null) : { value: [], confidence: 0.5, source: 'default', span: null },
  };
}
