import { cutText, ELLIPSIS } from '@mesto/domain';

// Formatting of answers: Telegram HTML (only <b>, <i>, <a> are used), every outside text escaped.

/**
 * Telegram refuses a message whose text is longer than this. It counts the text after parsing the HTML, so a message
 * whose markup fits counts less; and UTF-16 units are at least as many as any other count of the same text.
 */
export const TELEGRAM_TEXT_LIMIT = 4096;
/** The most of one outside text (a name, an address, the place a post names) an answer quotes. */
export const QUOTE_LIMIT = 300;

/**
 * Text as Telegram's HTML mode reads it back exactly: the four entities it knows, `"` included, so a text is safe in an
 * attribute (`href`) as well as between tags. A message Telegram cannot parse is refused whole, so one stray `<` in a
 * place's name would lose the answer.
 */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Outside text for an answer: cut at whole characters (with «…») before it is escaped, so never inside an entity. */
export const quoteHtml = (text: string, max = QUOTE_LIMIT) => escapeHtml(cutText(text, max, { ellipsis: true }));

export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${quoteHtml(text)}</a>`;

/**
 * The lines of an HTML answer, joined within Telegram's limit. A line is never cut — a cut could split a tag or an
 * entity, and Telegram would refuse the whole message — so the lines that do not fit are left out, and «…» says so.
 */
export function fitLines(lines: readonly string[], limit = TELEGRAM_TEXT_LIMIT): string {
  const kept: string[] = [];
  let length = -1;
  for (const line of lines) {
    if (length + 1 + line.length > limit) break;
    kept.push(line);
    length += 1 + line.length;
  }
  if (kept.length === lines.length) return kept.join('\n');
  while (kept.length > 0 && length + 1 + ELLIPSIS.length > limit) length -= 1 + (kept.pop() as string).length;
  return [...kept, ELLIPSIS].join('\n');
}

/** A plain-text message within Telegram's limit: `text` cut at whole characters (with «…»), `tail` kept whole. */
export const fitText = (text: string, tail = '', limit = TELEGRAM_TEXT_LIMIT) =>
  `${cutText(text, limit - tail.length, { ellipsis: true })}${tail}`;

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** «сегодня, 19:00», «завтра, 02:00», «27 ноября, 19:00», «25 ноября 2030 г., 19:00» by the event's own clock. */
export function whenText(iso: string, timeZone: string, now = new Date()): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit' }).format(date);
  const day = dayKey(date, timeZone);
  if (day === dayKey(now, timeZone)) return `сегодня, ${time}`;
  if (day === dayKey(new Date(now.getTime() + 24 * 3600_000), timeZone)) return `завтра, ${time}`;
  const sameYear = day.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  const date_ = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
  return `${date_}, ${time}`;
}

/** «350 м», «1,2 км». */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} м`;
  return `${km.toFixed(1).replace('.', ',')} км`;
}
