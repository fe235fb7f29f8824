import { cutText } from '@mesto/domain';
import type { TextSpan } from '../contract.ts';
import { type Line, spanOf } from './lines.ts';

// A title from a line of the announcement: what is left of it once dates, times and prices are taken out, without
// leading emoji, hashtags and trailing punctuation. Lines that only label something («АНОНС 📣», «📍 …», «Билеты:
// …», a city and a date) are not titles.

export type TitleFinding = { value: string; span: TextSpan };

const HEADER = /^(?:анонс|announcement|внимание|важно|новости|скоро|афиша|программа)$/i;
const LABEL =
  /^(?:\s|\p{Extended_Pictographic}|\uFE0F)*(?:📍|📅|🕖|💸|🎟|(?:где|место|когда|адрес|вход|цена|начало|старт|сбор)(?!\p{L})|билет|стоимость|регистрац|участие|https?:)/iu;
const EDGE_START = /^[^\p{L}\p{N}«"“(]+/u;
// Only from the first of a run of such characters: from each of them, a long run that does not end the line would
// be scanned to its end again.
const EDGE_END = /(?<![^\p{L}\p{N}»"”)])[^\p{L}\p{N}»"”)]+$/u;

/** The line with the given spans (offsets into the whole text) blanked out. */
export function remainderOf(line: Line, spans: readonly TextSpan[]): string {
  // Marked first and joined once: rebuilding the line for each span is quadratic on a line of thousands of dates.
  const length = line.text.length;
  const blank = new Uint8Array(length);
  for (const span of spans)
    blank.fill(1, Math.max(0, span.start - line.start), Math.min(length, span.end - line.start));
  const parts: string[] = [];
  for (let from = 0; from < length; ) {
    let to = from + 1;
    while (to < length && blank[to] === blank[from]) to += 1;
    parts.push(blank[from] ? ' '.repeat(to - from) : line.text.slice(from, to));
    from = to;
  }
  return parts.join('');
}

/** A title from the remainder of a line: hashtags, links, dangling separators and edge punctuation taken off. */
export function cleanTitle(raw: string): string {
  let title = raw
    .replace(/#\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // Separators left next to each other once dates and prices are blanked out. Spaces are read from the first of
    // a run only, and never by two quantifiers in a row, so a long run of blanks costs linear time.
    .replace(/(?:(?<!\s)\s+)?[,|·—–](?:\s*[,|·—–])+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_START, '')
    .replace(EDGE_END, '')
    .trim()
    // A label left dangling once its price or time is blanked out («Вечер соула. Вход 500 ₽»).
    .replace(/[.,;:]\s*(?:вход|билеты?|цена|стоимость|начало|старт)$/iu, '')
    .trim();
  // Leave a lone opening or closing bracket or quote out.
  if (/^\(/.test(title) && !title.includes(')')) title = title.slice(1).trim();
  if (/\)$/.test(title) && !title.includes('(')) title = title.slice(0, -1).trim();
  // A long line is a sentence or more: its first sentence says what it is.
  if (title.length > 90) {
    const end = /[.!?…](?=\s+\p{Lu})/u.exec(title.slice(20));
    if (end) title = title.slice(0, 20 + end.index);
  }
  return cutText(title, 200, { ellipsis: true });
}

/** Whether a cleaned remainder can be a title. `hadDate`: the line named a date, so «Самара, 14 ноября» is a dateline. */
export function isMeaningfulTitle(title: string, hadDate: boolean): boolean {
  const letters = title.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3) return false;
  if (HEADER.test(title.replace(/[^\p{L}]/gu, ''))) return false;
  if (hadDate && /^\p{Lu}[\p{L}-]*$/u.test(title)) return false;
  // An appeal to the readers («Омск, готовься!», «Друзья, привет») says nothing about the event.
  if (/^\p{Lu}\p{Ll}+\s*[,!]\s*(?:\p{Ll}+(?:\s+\p{Ll}+)?)?$/u.test(title)) return false;
  // A weekday left from «(сб)» or «Вс,» is not a title.
  if (/^(?:пн|вт|ср|чт|пт|сб|вс|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)$/i.test(title))
    return false;
  return true;
}

/** Whether a line only labels something (a place, a price, a date) and cannot hold the title. */
export function isLabelLine(text: string): boolean {
  return LABEL.test(text);
}

/** The title a line gives, with its span, or null. */
export function titleOfLine(
  text: string,
  line: Line,
  blank: readonly TextSpan[],
  hadDate: boolean,
): TitleFinding | null {
  const remainder = remainderOf(line, blank);
  const title = cleanTitle(remainder);
  // «28 ноября в 20:00 — Блюз-джем» is an item of a programme, not a dateline like «Самара, 14 ноября»: a dash
  // after the date and before one capitalised word makes that word the title.
  const programmeItem = /^[\s\p{P}]*[—–-]\s*\p{Lu}/u.test(remainder);
  if (!isMeaningfulTitle(title, hadDate && !programmeItem)) return null;
  const at = line.text.indexOf(title);
  const start = line.start + Math.max(at, 0);
  return { value: title, span: spanOf(text, start, at >= 0 ? start + title.length : line.start + line.text.length) };
}
