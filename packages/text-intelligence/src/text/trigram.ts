import { wordsOf } from './normalise.ts';

// Trigram similarity as PostgreSQL's pg_trgm computes it (each word padded with two spaces in front and one
// behind; similarity is shared trigrams over all trigrams), so the provider ranks places the way the API's
// lookup query found them.

/** The set of trigrams of a text (after normalising). */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of wordsOf(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) result.add(padded.slice(i, i + 3));
  }
  return result;
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
  const words = wordsOf(haystack);
  const longest = wordsOf(needle).length + 1;
  let best = 0;
  // Anchored: only runs from the first word («Нижне-Волжская набережная» does not name «Волжская»).
  const starts = options.anchored ? Math.min(1, words.length) : words.length;
  for (let from = 0; from < starts; from += 1) {
    for (let to = from + 1; to <= Math.min(words.length, from + longest); to += 1) {
      best = Math.max(best, jaccard(target, trigrams(words.slice(from, to).join(' '))));
    }
  }
  return best;
}
