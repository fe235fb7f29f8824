import { parseDocument } from 'htmlparser2';
import { failure, MAX_INPUT, type ParseResult, type SourceItem, tooLarge, uniqueByKey } from './item.ts';
import { descendants, MAX_NESTING, type MarkupElement, nestingEstimate } from './markup.ts';
import { htmlToText, oneLine } from './plain-text.ts';
import { isEventNode, isNode, type PageContext, type SchemaNode, schemaEventItem } from './schema-event.ts';
import { httpUrl } from './web-address.ts';
import { DEFAULT_TIME_ZONE, ianaZone } from './zoned-time.ts';

// A venue's page or a ticket page: the schema.org events it declares in JSON-LD (what ticket services and CMS
// plugins write) and in microdata (older templates). The page's prose is not read here: a page with no markup is
// NO_EVENTS, and the venue is told to connect a calendar or a feed instead.

export type WebPageOptions = {
  url: string;
  now: Date;
  /** The venue's IANA zone, for times a page writes without an offset; Moscow time when not given. */
  timeZone?: string;
};

/** More events than this on one page are cut: the nearest in document order stand. */
const MAX_EVENTS = 500;
/** JSON-LD is walked to this depth and this many objects: deeper or larger graphs are not a venue's events. */
const MAX_DEPTH = 12;
const MAX_NODES = 20_000;

/** Reads a page's schema.org events; never throws. */
export function parseWebPage(html: string, options: WebPageOptions): ParseResult {
  try {
    return readPage(html, options);
  } catch {
    return failure('MALFORMED', 'Страницу не удалось прочитать.');
  }
}

function readPage(html: string, options: WebPageOptions): ParseResult {
  if (html.length > MAX_INPUT) return tooLarge();
  const page: PageContext = {
    url: httpUrl(options.url) ?? 'https://invalid.example/',
    now: options.now,
    timeZone: ianaZone(options.timeZone) ?? DEFAULT_TIME_ZONE,
  };
  if (nestingEstimate(html) > MAX_NESTING)
    return failure('MALFORMED', 'Страницу не удалось прочитать: в ней слишком глубоко вложенная разметка.');
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const elements = descendants(document);
  const nodes = [...jsonLdEvents(elements), ...microdataEvents(elements)];
  if (nodes.length === 0) {
    return failure(
      'NO_EVENTS',
      'На странице нет разметки событий schema.org (JSON-LD или микроразметки Event). Подключите календарь или RSS-ленту.',
    );
  }
  const items: SourceItem[] = [];
  for (const node of nodes) {
    try {
      const item = schemaEventItem(node, page);
      if (item) items.push(item);
    } catch {
      // One unreadable event leaves the others standing.
    }
    if (items.length >= MAX_EVENTS) break;
  }
  const titleElement = elements.find((element) => element.name === 'title');
  return {
    ok: true,
    title: titleElement ? oneLine(htmlToText(textContent(titleElement))) : null,
    items: uniqueByKey(items),
  };
}

/** Raw text of an element (a script's JSON, a title), without decoding anything. */
function textContent(element: MarkupElement): string {
  return element.children.map((child) => ('data' in child ? child.data : '')).join('');
}

function jsonLdEvents(elements: MarkupElement[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  const budget = { nodes: MAX_NODES };
  for (const element of elements) {
    if (element.name !== 'script' || !/ld\+json/i.test(element.attribs.type ?? '')) continue;
    const data = parseJson(textContent(element));
    if (data !== undefined) collectEvents(data, found, budget, 0);
  }
  return found;
}

/** JSON as pages write it: wrapped in a CDATA or comment, with raw line breaks inside strings. */
function parseJson(raw: string): unknown {
  const text = raw
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '');
  try {
    return JSON.parse(text);
  } catch {
    try {
      // Control characters are invalid in JSON strings, and outside strings they are only whitespace.
      return JSON.parse(text.replace(/\p{Cc}+/gu, ' '));
    } catch {
      return undefined;
    }
  }
}

/** Every Event object in a JSON-LD value: top level, arrays, @graph, and events nested in other nodes (subEvent, a Place's event, an ItemList). */
function collectEvents(value: unknown, found: SchemaNode[], budget: { nodes: number }, depth: number): void {
  if (depth > MAX_DEPTH || budget.nodes <= 0) return;
  budget.nodes--;
  if (Array.isArray(value)) {
    for (const item of value) collectEvents(item, found, budget, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  if (isEventNode(value)) found.push(value);
  for (const [property, child] of Object.entries(value)) {
    if (property !== '@context' && typeof child === 'object' && child !== null) {
      collectEvents(child, found, budget, depth + 1);
    }
  }
}

const SCHEMA_TYPE = /^https?:\/\/(?:www\.)?schema\.org\//i;

/** Microdata items typed as schema.org events, read into the same shape as JSON-LD. */
function microdataEvents(elements: MarkupElement[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  for (const element of elements) {
    if (!('itemscope' in element.attribs)) continue;
    const node = { '@type': itemTypes(element) };
    if (!isEventNode(node)) continue;
    found.push(microdataItem(element, 0));
    if (found.length >= MAX_EVENTS) break;
  }
  return found;
}

const itemTypes = (element: MarkupElement) =>
  (element.attribs.itemtype ?? '')
    .split(/\s+/)
    .filter((type) => SCHEMA_TYPE.test(type))
    .map((type) => type.replace(SCHEMA_TYPE, ''));

function microdataItem(scope: MarkupElement, depth: number): SchemaNode {
  const node: SchemaNode = { '@type': itemTypes(scope) };
  if (scope.attribs.itemid) node['@id'] = scope.attribs.itemid;
  const stack: MarkupElement[] = scope.children.filter(isTag).reverse();
  while (stack.length > 0) {
    const element = stack.pop() as MarkupElement;
    const names = (element.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
    const nested = 'itemscope' in element.attribs;
    if (names.length > 0) {
      const value = nested ? (depth < 4 ? microdataItem(element, depth + 1) : null) : propertyValue(element);
      for (const name of names) {
        if (value === null) continue;
        const existing = node[name];
        node[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
      }
    }
    // A nested item's properties are its own.
    if (nested) continue;
    const children = element.children.filter(isTag);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as MarkupElement);
  }
  return node;
}

const isTag = (node: MarkupElement['children'][number]): node is MarkupElement => 'attribs' in node;

/** A microdata property's value (HTML's rules, plus `content` on any element, which templates use widely). */
function propertyValue(element: MarkupElement): string | null {
  const attributes = element.attribs;
  if (attributes.content !== undefined) return attributes.content;
  switch (element.name) {
    case 'a':
    case 'area':
    case 'link':
      return attributes.href ?? null;
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
    case 'embed':
      return attributes.src ?? null;
    case 'time':
      return attributes.datetime ?? htmlText(element);
    case 'data':
    case 'meter':
      return attributes.value ?? null;
    default:
      return htmlText(element);
  }
}

/** An element's visible text with its line breaks (a description's paragraphs); the tree's text is decoded already. */
function htmlText(element: MarkupElement): string {
  const pieces: string[] = [];
  const stack = [...element.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    if ('data' in node && node.type === 'text') pieces.push(node.data);
    else if ('attribs' in node) {
      if (['script', 'style'].includes(node.name)) continue;
      if (['br', 'p', 'div', 'li'].includes(node.name)) pieces.push('\n');
      for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as never);
    }
  }
  return pieces.join('');
}
