import { TICKET_LINK_RULE, validateWebLink } from '@mesto/domain';
import type { TextSpan } from '../contract.ts';
import { pattern } from '../text/pattern.ts';
import { type Line, linesOf, spanOf } from './lines.ts';
import { kindWordsOf, namesKindOf, namesOwnKind } from './prices.ts';
import { SURE } from './sure.ts';
import { WEEKDAY, WEEKDAY_NAMES, weekdayOf } from './weekdays.ts';

// Where an announcement's tickets are sold: a link on a ticket seller's site anywhere in the post («ticketscloud.com/…»,
// «qtickets.ru/…»), any link beside the words that offer tickets or a seat («Билеты:», «купить», «регистрация»,
// «запишитесь», «забронировать», «заявки», «касса», «онлайн-продажа», 🎟), or the post's only link standing alone at
// its foot («kvartalfest.ru» under a festival's prices). A link only to watch («Трансляция — в нашей группе vk.com/…»,
// «Смотреть бесплатно: …») or to follow a venue's page is no ticket link: nothing is bought or signed up for there; a
// link where one signs up to watch is one. The link is taken exactly as the post writes it, only without what closes the
// sentence around it («.», «)», «»»).

export type TicketLinkFinding = { url: string; confidence: number; span: TextSpan };

/** Sites that sell tickets to concerts, plays, lectures and parties in Russia; their subdomains count too. */
export const TICKET_SELLERS = [
  'ticketscloud.com',
  'ticketscloud.org',
  'qtickets.ru',
  'qtickets.events',
  'radario.ru',
  'intickets.ru',
  'timepad.ru',
  'kassir.ru',
  'afisha.yandex.ru',
  'ticketland.ru',
  'ponominalu.ru',
  'kassy.ru',
  'parter.ru',
  'afisha.ru',
  'mts-live.ru',
  'live.mts.ru',
] as const;

/** A link on a seller's site is surely the tickets; a link beside «билеты» most likely is. */
const SELLER_CONFIDENCE = 0.9;
const CUE_CONFIDENCE = 0.75;
/** The post's only link alone on its line or in its piece of a poster's line: most likely, less surely, the tickets. */
const ALONE_CONFIDENCE = 0.7;

/**
 * Words that offer tickets, a seat or a sign-up (a purchase, a presale, an early bird's price, a sale online, a box
 * office, a booking, an application to take part: «Приобрести: teatr.ru»; «рега», «регаться», the short spoken
 * sign-up), and the ticket emoji. A sale is «продажа» standing alone or after «онлайн-»
 * («Онлайн-продажа: teatr.ru», «билеты в продаже»), not a sale of goods joined to another noun («выставка-продажа»)
 * nor a clearance («распродажа»).
 */
const CUE =
  /билет|купить|покупк|приобре(?:ст|т)|регистрац|регистрир|(?<![\p{L}])рег(?:а|у|ой|аться|ай(?:те)?с[ья])(?![\p{L}])|запис(?:ь|а|и|ыв)|запиш|брон[ьи]|заброн|заявк|анкет|касс(?:а|е|ы|у|ой)(?!\p{L})|предпродаж|(?<![\p{L}-])продаж|онлайн-продаж|early[\s-]?bird|tickets?(?![a-z])|regist(?:er|ration)|sign[\s-]?up|rsvp|🎟|🎫/iu;
/**
 * «Запись эфира — в нашей группе», «смотрите в записи», «запись появится позже»: «запись» that is a recording to watch,
 * not a sign-up (which is «запись на …», «запись обязательна»). Said so, it offers nothing.
 */
const RECORDING =
  /запис[ьи]\s+(?:трансляци|эфир|лекци|концерт|встреч|выступлени|стрим|вебинар|спектакл|семинар|появится|выложим|доступн|останется|сохранится)\p{L}*|(?<![\p{L}])в\s+записи(?![\p{L}])/giu;
const RECORDING_ONE = pattern(RECORDING.source, 'iu');

/**
 * «регистрация не нужна», «регистрироваться не нужно», «не нужно записываться», «без записи», «билеты не нужны»: a
 * sign-up or a ticket said to be needless is offered by no one (a word's ending is at most 20 letters: read over a
 * whole post, an unbounded one backtracks from every «билет» of a run like «билетбилет…» to its end).
 */
const NO_SIGN_UP =
  /(?:регистрац|регистрир|запис|билет|брон)\p{L}{0,20}\s+не\s+(?:нужн|требу|обязател)\p{L}*|не\s+(?:нужн|требу)\p{L}{0,10}\s+(?:предварительн\p{L}{0,10}\s+)?(?:регистрац|регистрир|запис|билет|брон)\p{L}*|без\s+(?:предварительной\s+)?(?:регистрац|записи|билет|брони)\p{L}*/giu;
const NO_SIGN_UP_ONE = pattern(NO_SIGN_UP.source, 'iu');

/** Whether a text offers tickets, a seat or a sign-up, not counting a sign-up said to be needless nor a recording. */
const offers = (text: string) => {
  let said = NO_SIGN_UP_ONE.test(text) ? text.replace(NO_SIGN_UP, ' ') : text;
  if (RECORDING_ONE.test(said)) said = said.replace(RECORDING, ' ');
  return CUE.test(said);
};

/**
 * Words that say a link is for something else: more about the event or the venue, its site, menu, channel or
 * photos, where to watch it («Подробности: fabrika-zimy.ru», «Наш канал: t.me/…», «Смотрите трансляцию 👇»). A lone
 * link beside them is not the tickets.
 */
const NOT_TICKETS =
  /подробн|сайт|меню|канал|подпис|соцсет|паблик|групп[аеуы]|сообществ|фото|видео|отч[её]т|маршрут|карт[аеу](?!\p{L})|трансляци|эфир|стрим|смотр(?:еть|ите)|details|more info|menu|channel|follow|stream|watch/iu;
/**
 * What a label right before a site names when it is not the tickets: more about the event, its schedule or programme,
 * its channel or photos («Расписание: kino.ru»). Not «сайт»: «Билеты — на сайте teatr.ru» says where they are sold.
 */
const OTHER_LABEL =
  /подробн|расписани|программ[аеуы](?!\p{L})|меню|канал|соцсет|паблик|фото|видео|отч[её]т|маршрут|details|more info|schedule|programme|channel/iu;
/**
 * What a label right before any link, a page too, names when the link is a venue's page to follow or where to watch:
 * its group, community, channel or page, its news or photos, a broadcast or a recording («Трансляция — в нашей группе
 * vk.com/…», «Фото и новости — на странице vk.com/…»). Nothing is bought or signed up for there.
 */
const PAGE_LABEL =
  /групп[аеуы]|сообществ|паблик|канал|страниц|соцсет|подпис|новост|фото|видео|трансляци|эфир|стрим|смотр(?:еть|ите)|channel|follow|stream|watch/iu;
/** Where the clause that holds a link begins: after the last sentence's end, comma or semicolon before it. */
const CLAUSE_END = /[.!?…]\s+(?=[\p{Lu}\p{N}])|[,;]\s*/gu;
/** A site without a page: «evrosever.ru», «https://kino.ru/». */
const SITE_ONLY = /^https?:\/\/[^/?#]+\/?$/iu;
/** What divides a poster's line into pieces: «18+ · 1 000 р · podshipnik.club/koster», «маяк / 12.12 / суббота». */
const PIECE_BREAK = /[·•|]|\s[/—–]\s/gu;
/** Top-level domains a link without `https://` may end in: what posts of the region link to. */
const BARE_DOMAIN =
  /^(?:[\p{L}\p{N}-]+\.)+(?:ru|рф|su|com|net|org|io|me|info|pro|events|online|site|club|app|link|ly|cc|to|moscow|gle|tv|live|art|fm|space|place|store|shop|biz|xyz|team|run|tickets|school|studio|band|music|show|fest|party|theatre|theater|cinema|kids)(?=$|[/?#:])/iu;
const SCHEME = /https?:\/\//i;
/**
 * A page of a venue or a group on a social network or a messenger, its name only: «vk.com/irbitdrama»,
 * «t.me/lesopilka_tavda». It is where to follow them; it sells nothing unless the words beside it offer a sign-up
 * there («Запись: t.me/…»).
 */
const SOCIAL_PAGE = /^https?:\/\/(?:www\.|m\.)?(?:vk\.com|t\.me|ok\.ru|instagram\.com|dzen\.ru)\/[\w.-]+\/?$/iu;
/** A page whose own name says it sells or signs up: «t.me/mayak_tickets», «t.me/quiz_reg_bot», «vk.com/bilety_dk». */
const SELLING_PAGE = /ticket|bilet|kass|bot(?![a-z])|reg(?:istr)?(?![a-z])|zapis|bron/iu;
/** A venue's or a group's page to follow (SOCIAL_PAGE), not one named for selling (SELLING_PAGE). */
const followPage = (url: string) => SOCIAL_PAGE.test(url) && !SELLING_PAGE.test(url.replace(SITE_PART, ''));
/** The scheme and the site of a link, before its path. */
const SITE_PART = /^[^/]*\/\/[^/]+\//u;
/**
 * «☎️ касса 8 (34355) 6-34-34», «Бронь по телефону +7 …»: a line that gives a phone to call for tickets offers them
 * there; it labels no link on the line after it.
 */
const PHONE = /☎|📞|(?<![\p{L}])тел(?:ефон\p{L}*)?\.?(?![\p{L}])|(?:\+7|(?<!\d)8)[\s(-]*\d{3,5}[\s)-]*\d/iu;
/** What may wrap a link in running text, before it: brackets, quotes, a colon glued to a word. */
const LEADING = /^[(<[{«"'“„‘]+/u;
/** What ends the sentence after a link rather than the link itself. */
const TRAILING = /[.,;:!?…»"'“”‘’>]$/u;
/** Links longer than this are not read as one (a pasted base64 blob): the rule refuses them anyway. */
const MAX_TOKEN = TICKET_LINK_RULE.max + 50;

/** `alone`: nothing but the link in its piece of the line («kvartalfest.ru», «18+ · 1 000 р · club.ru/x»). */
type Candidate = { url: string; start: number; end: number; seller: boolean; alone: boolean };

/** The link without what closes the sentence around it: «(https://a.ru/x)» → «https://a.ru/x», «…/x(1)» stays. */
function trimLink(raw: string): string {
  let link = raw;
  for (;;) {
    if (TRAILING.test(link)) {
      link = link.slice(0, -1);
      continue;
    }
    const last = link.at(-1);
    const opening = last === ')' ? '(' : last === ']' ? '[' : last === '}' ? '{' : null;
    if (opening !== null && count(link, opening) < count(link, last as string)) {
      link = link.slice(0, -1);
      continue;
    }
    return link;
  }
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

/** The site of a link, lower-cased, without `www.`: what the seller list is checked against. */
function hostOf(url: string): string {
  const host = /^https?:\/\/([^/?#:@]+)/i.exec(url)?.[1] ?? '';
  return host.toLowerCase().replace(/^www\./, '');
}

const isSeller = (host: string) => TICKET_SELLERS.some((site) => host === site || host.endsWith(`.${site}`));

/**
 * The link a word holds, as the post writes it: where it starts in the word, its text without what closes the
 * sentence, and whether it was written without `http(s)://`. A bare domain counts only with a path, or when `bareSite`
 * lets it (a seller's site): «Подробнее на sinkopa.ru» names the venue's site, not a page. An e-mail is not a link.
 */
function linkInWord(
  word: string,
  bareSite: (host: string) => boolean,
): { offset: number; text: string; bare: boolean } | null {
  if (word.length > MAX_TOKEN) return null;
  const at = word.search(SCHEME);
  if (at >= 0) {
    const text = trimLink(word.slice(at));
    return text === '' ? null : { offset: at, text, bare: false };
  }
  if (word.includes('@')) return null;
  const lead = LEADING.exec(word)?.[0].length ?? 0;
  // «Билеты:qtickets.ru/…» is a word glued to a link (but «19:30» is a time).
  const colon = word.indexOf(':', lead);
  const offset = colon >= 0 && colon < word.length - 1 && !/^\d/.test(word.slice(colon + 1)) ? colon + 1 : lead;
  const text = trimLink(word.slice(offset));
  if (!BARE_DOMAIN.test(text)) return null;
  if (!/[/?#]/.test(text) && !bareSite(hostOf(`https://${text}`))) return null;
  return { offset, text, bare: true };
}

/**
 * The links of one line, each as the post writes it (a bare domain gets `https://` in front). A site without a page
 * («kraska-fest.ru») is a ticket link on a line that offers tickets or a sign-up («Билеты и запись: kraska-fest.ru»),
 * or standing alone.
 */
function linksOn(line: Line, offersTickets: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (const token of line.text.matchAll(/\S+/g)) {
    const at = token.index ?? 0;
    const alone = aloneInPiece(line.text, at, at + token[0].length);
    const link = linkInWord(token[0], (host) => offersTickets || alone || isSeller(host));
    if (link === null) continue;
    const url = link.bare ? `https://${link.text}` : link.text;
    if (!validateWebLink(url, TICKET_LINK_RULE).ok) continue;
    const start = line.start + at + link.offset;
    found.push({ url, start, end: start + link.text.length, seller: isSeller(hostOf(url)), alone });
  }
  return found;
}

/** Whether the word at [from, to) is all its piece of the line holds that is words (emoji and marks aside). */
function aloneInPiece(text: string, from: number, to: number): boolean {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(PIECE_BREAK)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= from) start = at + m[0].length;
    else if (at >= to) {
      end = at;
      break;
    }
  }
  return !/[\p{L}\p{N}]/u.test(text.slice(start, from) + text.slice(to, end));
}

/**
 * Whether a link alone in its piece is left unlabelled: its line says nothing of another use («Подробнее: …», «наш
 * канал»), and a line that is only the link is not under a label («Подробности:», «Наш сайт 👇»).
 */
function unlabelled(lines: readonly Line[], index: number, links: readonly Candidate[]): boolean {
  const rest = withoutCandidates(lines[index], links);
  if (NOT_TICKETS.test(rest)) return false;
  if (/[\p{L}\p{N}]/u.test(rest)) return true;
  const before = lines[index - 1]?.text.trim() ?? '';
  return !before.endsWith(':') && !NOT_TICKETS.test(before);
}

/** The line's text with the given links cut out. */
function withoutCandidates(line: Line | undefined, links: readonly Candidate[]): string {
  if (!line) return '';
  let rest = line.text;
  for (const link of [...links].reverse()) {
    rest = rest.slice(0, link.start - line.start) + rest.slice(link.end - line.start);
  }
  return rest;
}

/**
 * Whether a link is labelled for something else by the words of its own clause before it, which offer no tickets:
 * «Билет на сеанс — 350 ₽. Расписание: kino.ru» gives the festival's site for its schedule, not the tickets the line
 * spoke of before; «Регистрироваться не нужно, трансляция — в группе vk.com/…» gives where to watch. A page
 * («kino.ru/france») under a schedule's or a programme's label may be the event's own, where its tickets are sold; a
 * page under a group's or a broadcast's label is not.
 */
function labelledOtherwise(line: Line, link: Candidate): boolean {
  // A label is a few words, its sentence a few more: the hundred and sixty characters before the link are enough, and
  // a line of thousands of links is not read again from its start for each.
  const at = link.start - line.start;
  const before = line.text.slice(Math.max(0, at - 160), at);
  let from = 0;
  let sentence = 0;
  for (const end of before.matchAll(CLAUSE_END)) {
    from = (end.index ?? 0) + end[0].length;
    if (!end[0].startsWith(',')) sentence = from;
  }
  const label = before.slice(from);
  if (offers(label)) return false;
  if (SITE_ONLY.test(link.url) && OTHER_LABEL.test(label)) return true;
  // «Зарегистрируйтесь, чтобы получить ссылку на эфир: …»: a broadcast's link in a sentence that offers a sign-up is
  // where one signs up to watch.
  return PAGE_LABEL.test(label) && !offers(before.slice(sentence));
}

/**
 * «Онлайн:», «на сайте —», «в интернете:»: a label that says only that a thing is had online. Under a line that offers
 * tickets («Билеты: 200 ₽ / Онлайн: kino.ru») it says where those tickets are bought.
 */
const ONLINE_LABEL = /^[^\p{L}\p{N}]*(?:онлайн|online|на\s+сайте|в\s+интернете)[\s:—–-]*$/iu;

/** A line that is an online label and one link: «Онлайн: pushka.teatr.ru», «На сайте — kino.ru». */
const ONLINE_LINE = /^[^\p{L}\p{N}]*(?:онлайн|online|на\s+сайте|в\s+интернете)[\s:—–-]*[\p{L}\p{N}]\S*\s*$/iu;

/**
 * «Касса: 8 (81536) 7-12-34 · vk.com/dkm» , «Мичурина 8 | бронь 8 917 … | vk.com/loft»: a booking by phone in one
 * piece of a contact line and a venue's page in a piece of its own. The page is where to follow the venue; the tickets
 * are booked by the phone. A page beside words of its own that offer tickets («бронь: vk.com/…») is still cued.
 */
function pageBesidePhone(line: Line, link: Candidate, links: readonly Candidate[]): boolean {
  if (!followPage(link.url) || !PHONE.test(withoutCandidates(line, links))) return false;
  const at = link.start - line.start;
  let start = 0;
  let end = line.text.length;
  for (const m of line.text.matchAll(PIECE_BREAK)) {
    const from = m.index ?? 0;
    if (from + m[0].length <= at) start = from + m[0].length;
    else if (from >= at + (link.end - link.start)) {
      end = from;
      break;
    }
  }
  // Only a line cut into pieces is read so: «Билеты: vk.com/… или 8 900 …» offers the page itself.
  if (start === 0 && end === line.text.length) return false;
  const own = line.text.slice(start, at) + line.text.slice(at + (link.end - link.start), end);
  return !offers(own);
}

/**
 * Does the line (without its links) offer tickets, or, for a line that is only a link or a link under a label of where
 * to buy online (ONLINE_LABEL), the line before it?
 */
function cueFor(lines: readonly Line[], index: number, links: readonly Candidate[]): boolean {
  const line = lines[index];
  if (!line) return false;
  const rest = withoutCandidates(line, links);
  if (offers(rest)) return true;
  // «Билеты:» on its own line, the link on the next; not a box office's phone on the line before.
  const before = lines[index - 1];
  return (
    (!/[\p{L}\p{N}]/u.test(rest) || ONLINE_LABEL.test(rest)) &&
    before !== undefined &&
    offers(before.text) &&
    !PHONE.test(before.text)
  );
}

/**
 * The ticket link the given lines carry, or null: a seller's link first, else a link beside a word that offers
 * tickets; the first of equals. `all` is every line of the post (`linesOf`), so a link's cue may be on the line
 * before it.
 */
export function ticketLinkOf(text: string, lines: readonly Line[], all: readonly Line[]): TicketLinkFinding | null {
  let best: TicketLinkFinding | null = null;
  // A link beside «билеты» that is the post's only link cannot be another page's: it is as sure as a seller's.
  let cueConfidence: number | null = null;
  const cued = () => {
    cueConfidence ??= onlyLink(text) ? SURE : CUE_CONFIDENCE;
    return cueConfidence;
  };
  for (const line of lines) {
    const before = all[line.index - 1];
    // «Онлайн: teatr.ru» on a line of its own, in a post that offers tickets: where those tickets are bought online.
    const online = ONLINE_LINE.test(line.text) && offers(text);
    const offersTickets = online || offers(line.text) || (before !== undefined && offers(before.text));
    const links = linksOn(line, offersTickets);
    if (links.length === 0) continue;
    const cue = cueFor(all, line.index, links) || online;
    // The post's only link, alone and unlabelled: a poster's last line («show-volga.ru/snow» under the prices).
    const alone = () => soleLink(text) && unlabelled(all, line.index, links);
    for (const link of links) {
      const confidence = link.seller
        ? SELLER_CONFIDENCE
        : cue && !labelledOtherwise(line, link) && !pageBesidePhone(line, link, links)
          ? cued()
          : link.alone && !followPage(link.url) && alone()
            ? ALONE_CONFIDENCE
            : 0;
      if (confidence === 0 || (best !== null && best.confidence >= confidence)) continue;
      best = { url: link.url, confidence, span: spanOf(text, link.start, link.end) };
    }
  }
  return best;
}

/**
 * Kinds of items a programme's lines name besides those a price is said for («открытие выставки», «презентация книги»,
 * «встреча с автором»): an item of such a kind says what it is as a concert or a lecture does.
 */
const OTHER_OWN_KIND =
  /выставк|вернисаж|экспозици|презентаци|встреч[аиуе]|ярмарк|фестивал|семинар|вебинар|тренинг|конференци|викторин|чтени[яеи]/iu;

/** «на все показы», «на всё», «на любой день», «на каждое событие»: words that offer the link for every item. */
const ALL_ITEMS = /(?<![\p{L}])(?:вс[еёюя]|всех|любо[йем]|каждо[ейм]|весь)(?![\p{L}])/iu;
/** Where the words that label a link end before it: a piece's break of a poster's line, or a sentence's end. */
const LABEL_BREAK = /[·•|]|\s[/—–]\s|[.!?…]\s+/gu;

/** «Билеты на пятницу:»: a label that gives the link for one day of the week. */
const FOR_WEEKDAY = pattern(String.raw`(?<![\p{L}])на\s+(${WEEKDAY_NAMES})(?![\p{L}])`, 'iu');
/** A day of the week an item's own lines name («пт 18.12 — …», «в субботу»). */
const ITEM_WEEKDAY = pattern(String.raw`(?<![\p{L}])(?:${WEEKDAY})(?![\p{L}])`, 'giu');

/**
 * Whether a label that gives its link for one day of the week («Билеты на пятницу: …») is for another day than the
 * item's own lines name. An item that names no day of the week keeps the link.
 */
function forAnotherDay(label: string, own: string): boolean {
  const day = FOR_WEEKDAY.exec(label)?.[1];
  if (day === undefined) return false;
  const wanted = weekdayOf(day);
  let named = false;
  for (const match of own.matchAll(ITEM_WEEKDAY)) {
    if (weekdayOf(match[0]) === wanted) return false;
    named = true;
  }
  return named;
}

/**
 * «пр. Гагарина, 60 · билеты на мастер-класс и концерт: mayak-nn.ru» under a programme that also has a free lecture:
 * a link a programme's shared lines give for some kinds of its items is not the link of an item of another kind.
 * Whether the link found on the shared lines is for the item whose own lines are `own`: not when the words that offer
 * tickets before it («билеты на …», «запись на экскурсию», on its line or on the line above a line that is only the
 * link) name kinds of items and the item's own lines say it is of another kind («открытие выставки»). An item that says
 * no kind of its own («19:00 — «Мох»») keeps it.
 */
export function linkIsForItem(text: string, link: TicketLinkFinding, own: string): boolean {
  const lineStart = text.lastIndexOf('\n', link.span.start - 1) + 1;
  // A label is a few words: the hundred and twenty characters before the link are enough.
  let before = text.slice(Math.max(lineStart, link.span.start - 120), link.span.start);
  if (!/[\p{L}\p{N}]/u.test(before) && lineStart > 0) {
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    before = text.slice(Math.max(above, lineStart - 121), lineStart - 1);
  }
  let from = 0;
  let sentence = 0;
  for (const end of before.matchAll(LABEL_BREAK)) {
    from = (end.index ?? 0) + end[0].length;
    if (!/^\s[/—–]\s$/u.test(end[0])) sentence = from;
  }
  // «Билеты на пятницу: shlyuz.club/tickets» or «Билеты на субботу — …» under a week's programme: the link is only
  // that day's item's.
  const dayLabel = before.slice(sentence);
  if (CUE.test(dayLabel) && forAnotherDay(dayLabel, own)) return false;
  const label = before.slice(from);
  // «Вход на все показы свободный по регистрации»: a label for all the items is every item's.
  if (!CUE.test(label) || ALL_ITEMS.test(label)) return true;
  return namesKindOf(label, own, kindWordsOf(own)) !== false || !(namesOwnKind(own) || OTHER_OWN_KIND.test(own));
}

/** The last text asked about and its answer: every group of a programme's lines asks about the same post. */
let onlyLinkOf: { text: string; only: boolean } | null = null;

/** Whether the text holds one link and no other (counted once per text, not once per group of its lines). */
function onlyLink(text: string): boolean {
  if (onlyLinkOf?.text !== text) onlyLinkOf = { text, only: linkRanges(text).length === 1 };
  return onlyLinkOf.only;
}

/** The last text asked about and whether it holds one link, a bare site («kvartalfest.ru») counted too. */
let soleLinkOf: { text: string; sole: boolean } | null = null;

function soleLink(text: string): boolean {
  if (soleLinkOf?.text !== text) {
    let links = 0;
    for (const token of text.matchAll(/\S+/g)) if (linkInWord(token[0], () => true) !== null) links += 1;
    soleLinkOf = { text, sole: links === 1 };
  }
  return soleLinkOf.sole;
}

/** The ticket link of a whole post (what a model's reading takes: links are copied, never written by the model). */
export function ticketLinkOfPost(text: string): TicketLinkFinding | null {
  const lines = linesOf(text);
  return ticketLinkOf(text, lines, lines);
}

/**
 * Where the links of a text are, as [start, end) offsets: a word from its `http(s)://` on, or a bare domain with a
 * path («dialog-nn.ru/reg»). Dates, prices and titles are not read from inside a link («…/event/2611», «…/500р»).
 */
export function linkRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const token of text.matchAll(/\S+/g)) {
    const link = linkInWord(token[0], () => false);
    if (link === null) continue;
    const start = (token.index ?? 0) + link.offset;
    ranges.push([start, start + link.text.length]);
  }
  return ranges;
}

/** The text with every link blanked out by spaces: the same length, so every offset still holds. */
export function withoutLinks(text: string): string {
  let masked = '';
  let from = 0;
  for (const [start, end] of linkRanges(text)) {
    masked += text.slice(from, start) + ' '.repeat(end - start);
    from = end;
  }
  return masked + text.slice(from);
}
