import { memo } from './memo.ts';
import { normaliseRu } from './normalise.ts';

// Trigram similarity as PostgreSQL's pg_trgm computes it (each word padded with two spaces in front and one
// behind; similarity is shared trigrams over all trigrams), so the provider ranks places the way the API's
// lookup query found them.
//
// A post is compared with every catalogue name many times over, so the trigrams of a word and the words and trigrams
// of a text are remembered (memo.ts).

/** The trigrams of one normalised word, padded as pg_trgm pads it. */
const wordTrigrams = memo((word: string): readonly string[] => {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) result.add(padded.slice(i, i + 3));
  return [...result];
});

/** The normalised words of a text. */
const wordsOfText = memo((text: string): readonly string[] => {
  const normal = normaliseRu(text);
  return normal ? normal.split(' ') : [];
});

const trigramsOfText = memo((text: string): ReadonlySet<string> => {
  const result = new Set<string>();
  for (const word of wordsOfText(text)) for (const trigram of wordTrigrams(word)) result.add(trigram);
  return result;
});

/** The set of trigrams of a text (after normalising). */
export function trigrams(text: string): ReadonlySet<string> {
  return trigramsOfText(text);
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** pg_trgm `similarity(a, b)`: 0 (nothing shared) .. 1 (the same trigrams). */
export function similarity(a: string, b: string): number {
  return jaccard(trigrams(a), trigrams(b));
}

/**
 * How well `needle` matches some run of consecutive words of `haystack` (like pg_trgm's strict word similarity):
 * «Синкопа» in «джаз-бэнд в Синкопе, 600 ₽» scores as «Синкопа» against «Синкопе», not against the whole line.
 */
export function windowSimilarity(needle: string, haystack: string, options: { anchored?: boolean } = {}): number {
  const target = trigrams(needle);
  if (target.size === 0) return 0;
  const words = wordsOfText(haystack);
  const longest = wordsOfText(needle).length + 1;
  let best = 0;
  // Anchored: only runs from the first word («Нижне-Волжская набережная» does not name «Волжская»).
  const starts = options.anchored ? Math.min(1, words.length) : words.length;
  for (let from = 0; from < starts; from += 1) {
    // The run's trigrams are its words' trigrams together, grown one word at a time.
    const run = new Set<string>();
    let shared = 0;
    for (let to = from + 1; to <= Math.min(words.length, from + longest); to += 1) {
      for (const trigram of wordTrigrams(words[to - 1] ?? '')) {
        if (run.has(trigram)) continue;
        run.add(trigram);
        if (target.has(trigram)) shared += 1;
      }
      if (run.size > 0) best = Math.max(best, shared / (target.size + run.size - shared));
    }
  }
  return best;
}
