import type { TextSpan } from '../contract.ts';

/** One line of an announcement with its offset in the whole text. */
export type Line = { index: number; start: number; text: string };

/** The lines of a text (blank ones included, so a blank line still separates blocks). */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const [index, part] of text.split('\n').entries()) {
    lines.push({ index, start, text: part.replace(/\r$/, '') });
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
