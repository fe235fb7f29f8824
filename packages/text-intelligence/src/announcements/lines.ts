import type { TextSpan } from '../contract.ts';

/** One line of an announcement with its offset in the whole text. */
export type Line = { index: number; start: number; text: string };

/**
 * The longest line the readers see. The longest line of a real post in the evaluation sets has under 600 characters;
 * a longer one is read in pieces, cut after a sentence, a clause or a word, so that what a reader does around each
 * date, price or link of a line (its clause, its labels) costs at most a piece's length, and a post of 20,000
 * characters on one line reads in linear time, not quadratic.
 */
export const LINE_MAX = 1000;
/** Where a piece of an overlong line may end, best first: after a sentence, a clause, a word. */
const PIECE_ENDS = [/[.!?…]\s/gu, /[;,]\s/gu, /\s/gu];

const GRAPHEMES = new Intl.Segmenter('ru', { granularity: 'grapheme' });

/**
 * The end of the first piece of an overlong line: after the last break of the best kind in its second half, or, in a
 * line without one, after the last whole character that fits (never inside a surrogate pair or an emoji sequence).
 */
function pieceEnd(line: string): number {
  const window = line.slice(0, LINE_MAX);
  for (const end of PIECE_ENDS) {
    let last = -1;
    for (const match of window.matchAll(end)) last = (match.index ?? 0) + match[0].length;
    if (last >= LINE_MAX / 2) return last;
  }
  // The window's last grapheme may run past it: it starts the next piece. A single grapheme longer than the window is
  // cut between code points.
  let end = 0;
  for (const { index, segment } of GRAPHEMES.segment(line.slice(0, LINE_MAX + 64))) {
    if (index + segment.length > LINE_MAX) break;
    end = index + segment.length;
  }
  if (end > 0) return end;
  // Not inside a surrogate pair: a low surrogate at the cut stays with its high one.
  const low = line.charCodeAt(LINE_MAX);
  return low >= 0xdc00 && low <= 0xdfff ? LINE_MAX - 1 : LINE_MAX;
}

/** Lines joined back as the text had them: pieces of one overlong line without a break between them. */
export function joinLines(lines: readonly Line[]): string {
  let joined = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous !== undefined) joined += previous.start + previous.text.length === line.start ? '' : '\n';
    joined += line.text;
  });
  return joined;
}

/** The lines of a text (blank ones included, so a blank line still separates blocks), overlong ones in pieces. */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    let rest = part.replace(/\r$/, '');
    let at = start;
    while (rest.length > LINE_MAX) {
      const end = pieceEnd(rest);
      lines.push({ index: lines.length, start: at, text: rest.slice(0, end) });
      rest = rest.slice(end);
      at += end;
    }
    lines.push({ index: lines.length, start: at, text: rest });
    start += part.length + 1;
  }
  return lines;
}

/** A span of the whole text from offsets into it. */
export function spanOf(text: string, start: number, end: number): TextSpan {
  return { start, end, text: text.slice(start, end) };
}

/** The smallest span covering all the given ones (null when none). */
export function coverOf(text: string, spans: readonly (TextSpan | null)[]): TextSpan | null {
  const present = spans.filter((span): span is TextSpan => span !== null);
  if (present.length === 0) return null;
  return spanOf(text, Math.min(...present.map((s) => s.start)), Math.max(...present.map((s) => s.end)));
}
