import { DomUtils, parseDocument } from 'htmlparser2';
import { failure, finishItem, MAX_INPUT, type ParseResult, type SourceItem, tooLarge, uniqueByKey } from './item.ts';
import { childElements, descendants, localName, MAX_NESTING, type MarkupElement, nestingEstimate } from './markup.ts';
import { oneLine, paragraphs } from './plain-text.ts';
import { httpUrl } from './web-address.ts';

// RSS 2.0, RSS 1.0 (RDF) and Atom read with one forgiving XML tokenizer: venues' feeds (VK exports, Telegram
// bridges, old CMSes) are often not well-formed XML, and a strict parser would refuse the whole feed for one bare `&`.
// A post is free text: its title, link and text are given; dates and places are for text intelligence to find.

export type FeedOptions = { now: Date; maxItems?: number };

const NOT_FEED = 'По ссылке не RSS- или Atom-лента: ожидался XML с <rss>, <feed> или <rdf:RDF>.';

/** Reads an RSS or Atom text; never throws. */
export function parseFeed(text: string, options: FeedOptions): ParseResult {
  try {
    return readFeed(text, options);
  } catch {
    return failure('MALFORMED', 'Ленту не удалось прочитать: файл повреждён.');
  }
}

function readFeed(text: string, options: FeedOptions): ParseResult {
  if (text.length > MAX_INPUT) return tooLarge();
  if (nestingEstimate(text) > MAX_NESTING)
    return failure('MALFORMED', 'Ленту не удалось прочитать: в ней слишком глубоко вложенная разметка.');
  const document = parseDocument(text, { xmlMode: true, decodeEntities: true });
  const root = childElements(document).find((element) => ['rss', 'feed', 'rdf'].includes(localName(element)));
  if (!root) return failure('NOT_FEED', NOT_FEED);
  const atom = localName(root) === 'feed';
  const container = atom ? root : (childElements(root).find((element) => localName(element) === 'channel') ?? root);
  const entries = [
    ...childElements(container).filter((element) => localName(element) === (atom ? 'entry' : 'item')),
    // RSS 1.0 puts its items beside the channel.
    ...(container === root ? [] : childElements(root).filter((element) => localName(element) === 'item')),
  ];
  if (entries.length === 0) return failure('NO_EVENTS', 'В ленте нет ни одной записи.');
  const title = oneLine(textOf(child(container, 'title')));
  const items: SourceItem[] = [];
  for (const entry of entries.slice(0, Math.max(0, options.maxItems ?? 100))) {
    const item = atom ? atomItem(entry) : rssItem(entry);
    if (item) items.push(item);
  }
  return { ok: true, title, items: uniqueByKey(items) };
}

function rssItem(entry: MarkupElement): SourceItem | null {
  const link = httpUrl(textOf(child(entry, 'link')) ?? attribute(entry, 'rdf:about'));
  const body = markupOf(child(entry, 'encoded')) ?? markupOf(child(entry, 'description'));
  const published = child(entry, 'pubdate') ?? child(entry, 'date') ?? child(entry, 'updated');
  return postItem(textOf(child(entry, 'guid')), link, textOf(child(entry, 'title')), body, textOf(published));
}

function atomItem(entry: MarkupElement): SourceItem | null {
  const links = childElements(entry).filter((element) => localName(element) === 'link');
  const alternate = links.find((link) => (link.attribs.rel ?? 'alternate') === 'alternate') ?? links[0];
  const body = markupOf(child(entry, 'content')) ?? markupOf(child(entry, 'summary'));
  const published = child(entry, 'updated') ?? child(entry, 'published');
  return postItem(
    textOf(child(entry, 'id')),
    httpUrl(alternate?.attribs.href),
    textOf(child(entry, 'title')),
    body,
    textOf(published),
  );
}

function postItem(
  guid: string | null,
  url: string | null,
  rawTitle: string | null,
  body: string | null,
  published: string | null,
): SourceItem | null {
  const title = oneLine(rawTitle);
  const description = paragraphs(body);
  const identity = guid?.trim() || url || (title || description ? `post:${title ?? ''}\n${description ?? ''}` : null);
  if (!identity) return null;
  return finishItem({
    key: identity,
    structured: false,
    title,
    startsAt: null,
    endsAt: null,
    allDay: false,
    timeZone: null,
    location: null,
    url,
    ticketUrl: null,
    price: null,
    description,
    publishedAt: instant(published),
    cancelled: false,
    rescheduled: false,
  });
}

const child = (parent: MarkupElement, name: string) =>
  childElements(parent).find((element) => localName(element) === name) ?? null;

const attribute = (element: MarkupElement, name: string) => element.attribs[name] ?? null;

/** An element's text, CDATA included, entities decoded. */
function textOf(element: MarkupElement | null): string | null {
  if (!element) return null;
  const text = DomUtils.textContent(element).trim();
  return text === '' ? null : text;
}

/** A body that may be escaped HTML (RSS), CDATA, or inline XHTML markup (Atom type="xhtml"). */
function markupOf(element: MarkupElement | null): string | null {
  if (!element) return null;
  if (descendants(element).length > 0) return DomUtils.getInnerHTML(element, { xmlMode: false, decodeEntities: false });
  return textOf(element);
}

/** RFC 822 (RSS) or ISO 8601 (Atom, Dublin Core) as a UTC instant; junk is null. */
function instant(value: string | null): string | null {
  if (!value || value.length > 100) return null;
  const epoch = Date.parse(value.trim());
  if (!Number.isFinite(epoch)) return null;
  const year = new Date(epoch).getUTCFullYear();
  return year >= 1990 && year <= 2200 ? new Date(epoch).toISOString() : null;
}
