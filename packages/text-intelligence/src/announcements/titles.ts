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
const EDGE_END = /[^\p{L}\p{N}»"”)]+$/u;

/** The line with the given spans (offsets into the whole text) blanked out. */
export function remainderOf(line: Line, spans: readonly TextSpan[]): string {
  let rest = line.text;
  for (const span of spans) {
    const from = Math.max(0, span.start - line.start);
    const to = Math.min(line.text.length, span.end - line.start);
    if (from < to) rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to);
  }
  return rest;
}

/** A title from the remainder of a line: hashtags, links, dangling separators and edge punctuation taken off. */
export function cleanTitle(raw: string): string {
  let title = raw
    .replace(/#\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // Separators left next to each other once dates and prices are blanked out.
    .replace(/(?:\s*[,|·—–]\s*){2,}/g, ', ')
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
  return title.length > 200 ? `${title.slice(0, 199).trimEnd()}…` : title;
}

/** Whether a cleaned remainder can be a title. `hadDate`: the line named a date, so «Самара, 14 ноября» is a dateline. */
export function isMeaningfulTitle(title: string, hadDate: boolean): boolean {
  const letters = title.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3) return false;
  if (HEADER.test(title.replace(/[^\p{L}]/gu, ''))) return false;
  if (hadDate && /^\p{Lu}[\p{L}-]*$/u.test(title)) return false;
  // An appeal to the readers («Омск, готовься!», «Друзья, привет») says nothing about the event.
  if (/^\p{Lu}\p{Ll}+\s*[,!]\s*\p{Ll}*(?:\s+\p{Ll}+)?$/u.test(title)) return false;
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
