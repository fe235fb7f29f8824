import { Parser } from 'htmlparser2';
import { MAX_NESTING, nestingEstimate } from './markup.ts';

// HTML to readable text with a streaming tokenizer (linear in the input, whatever the markup: `<<<<` or a thousand
// unclosed tags cost the same as prose), keeping paragraphs and line breaks for text intelligence.

export const MAX_TEXT = 8000;

/** Tags that end a line, and tags that end a paragraph (an empty line after them). */
const LINE_TAGS = new Set(['br', 'dd', 'div', 'dt', 'figcaption', 'footer', 'header', 'hr', 'li', 'main', 'pre', 'tr']);
const PARAGRAPH_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ol',
  'p',
  'section',
  'table',
  'ul',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'head', 'svg', 'iframe', 'object', 'title']);
const TAG = /<[a-z!/]/i;

/** Text that holds a tag or an entity is read as HTML; anything else only has its whitespace tidied. */
export function looksLikeHtml(text: string): boolean {
  return TAG.test(text) || /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,10});/i.test(text);
}

/**
 * The readable text of an HTML fragment or document. With tags, source line breaks are spaces as a browser shows
 * them and the tags make the lines; text with entities only (`&nbsp;` in a plain description) keeps its own lines.
 */
export function htmlToText(html: string): string {
  // Text nested past any real description is read as text, not parsed (see nestingEstimate).
  if (nestingEstimate(html) > MAX_NESTING) return tidy(html);
  const markup = TAG.test(html);
  const pieces: string[] = [];
  let skipped = 0;
  // The break owed before the next text: 0 none, 1 a new line, 2 an empty line. Owed breaks merge, so nested blocks
  // (`<ul><li><p>`) make one break, not three.
  let owed = 0;
  const owe = (level: number) => {
    owed = Math.max(owed, level);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipped++;
        else if (name === 'br') pieces.push('\n');
        else if (PARAGRAPH_TAGS.has(name)) owe(2);
        else if (LINE_TAGS.has(name)) owe(1);
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipped = Math.max(0, skipped - 1);
        else if (PARAGRAPH_TAGS.has(name)) owe(2);
        else if (LINE_TAGS.has(name) && name !== 'br') owe(1);
      },
      ontext(text) {
        if (skipped > 0) return;
        const value = markup ? text.replace(/\s+/g, ' ') : text;
        if (owed > 0 && value.trim() === '') return;
        if (owed > 0 && pieces.length > 0) pieces.push('\n'.repeat(owed));
        owed = 0;
        pieces.push(value);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return tidy(pieces.join(''));
}

/** Text as a reader sees it: spaces collapsed, lines trimmed, at most one empty line in a row, no control characters. */
export function tidy(text: string): string {
  const lines = text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/(?![\n\t])[\p{Cc}]/gu, ' ')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

/** A one-line value (a title, a place): line breaks become spaces. */
export function oneLine(text: string | null | undefined, limit = 500): string | null {
  if (text == null) return null;
  const value = tidy(looksLikeHtml(text) ? htmlToText(text) : text).replace(/\n+/g, ' ');
  return value === '' ? null : clip(value, limit);
}

/** A multi-line value (a description), HTML stripped when it is HTML. */
export function paragraphs(text: string | null | undefined, limit = MAX_TEXT): string | null {
  if (text == null) return null;
  const value = looksLikeHtml(text) ? htmlToText(text) : tidy(text);
  return value === '' ? null : clip(value, limit);
}

/** Cut at a limit without splitting a surrogate pair, marking the cut. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
