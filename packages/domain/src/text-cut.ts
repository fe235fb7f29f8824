// Cutting text to a length. `text.slice(0, max)` counts UTF-16 code units, so it can keep the first half of an
// emoji (a lone surrogate, which PostgreSQL refuses and JSON encoders turn into «\ud83c»), split a flag or a family
// emoji into other pictures, or drop a letter's combining accent. Every cut of a person's or an outside text goes
// through here instead.
//
// `max` counts UTF-16 code units, JavaScript's `.length`: the strictest of the measures the text meets later (zod's
// `.max()`, the OpenAPI document's maxLength as the clients check it, a varchar's characters, Telegram's limits), so
// a result that fits here fits everywhere. The result never exceeds `max`.

/** What a cut text ends with when asked to show that it was cut. */
export const ELLIPSIS = '…';

type CutTextOptions = {
  /** Appended when the text is cut (within `max`): `true` for «…», or a text of its own. Trailing spaces go first. */
  ellipsis?: boolean | string | undefined;
};

type GraphemeSegmenter = { segment(text: string): { containing(index: number): { index: number; segment: string } } };

// Built on the first cut only: constructing it loads the break rules, and most texts are never cut. Absent in a few
// older browsers, where cuts fall back to code points (an accent or a flag may then be split, a surrogate pair never).
let segmenter: GraphemeSegmenter | null | undefined;
function graphemes(): GraphemeSegmenter | null {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: new (locale?: string, options?: object) => GraphemeSegmenter }).Segmenter;
    segmenter = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `index` moved back, if needed, so it does not fall between the two halves of a surrogate pair. */
function codePointStart(text: string, index: number): number {
  return index > 0 && index < text.length && isLow(text.charCodeAt(index)) && isHigh(text.charCodeAt(index - 1))
    ? index - 1
    : index;
}

/**
 * The largest index ≤ `budget` (0 < budget < text.length) where the text may be cut: the start of the grapheme that
 * `budget` falls in. When even the first grapheme is longer than the budget (a letter under a hundred accents), the
 * last code-point boundary instead, so a cut keeps what it can rather than nothing.
 */
function cutIndex(text: string, budget: number): number {
  const found = graphemes()?.segment(text).containing(budget)?.index;
  return found !== undefined && found > 0 ? found : codePointStart(text, budget);
}

/**
 * `text` itself when its `.length` is at most `max`; otherwise its longest beginning that ends between two whole
 * characters (graphemes where the runtime knows them, at least code points) and fits `max` together with the
 * ellipsis, if one is asked for. An ellipsis longer than `max` is left out. A negative or fractional `max` counts as
 * its whole part, at least 0.
 */
export function cutText(text: string, max: number, options: CutTextOptions = {}): string {
  const limit = Math.max(0, Math.floor(max));
  if (text.length <= limit) return text;
  const ellipsis = options.ellipsis === true ? ELLIPSIS : options.ellipsis || '';
  if (ellipsis.length > limit) return cutText(text, limit);
  const budget = limit - ellipsis.length;
  const kept = budget === 0 ? '' : text.slice(0, cutIndex(text, budget));
  return ellipsis === '' ? kept : `${kept.trimEnd()}${ellipsis}`;
}

/**
 * The end of `text` in at most `max` UTF-16 units, starting between two whole characters: for logs and outputs
 * where the last words matter most. `text` itself when it fits.
 */
export function cutTextEnd(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  if (text.length <= limit) return text;
  if (limit === 0) return '';
  const from = text.length - limit;
  const grapheme = graphemes()?.segment(text).containing(from);
  let start: number;
  if (grapheme && grapheme.index === from) start = from;
  else if (grapheme && grapheme.index + grapheme.segment.length < text.length)
    start = grapheme.index + grapheme.segment.length;
  // The last grapheme alone is too long (or no segmenter): start after a split surrogate pair, if any.
  else start = from + (isLow(text.charCodeAt(from)) && isHigh(text.charCodeAt(from - 1)) ? 1 : 0);
  return text.slice(start);
}
