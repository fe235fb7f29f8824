import type { PlaceCandidate } from '../contract.ts';

// Ranking the catalogue's candidates for the place a model named: trigram similarity (as pg_trgm counts it) of the
// mention against each name, alias and address, so «в «Синкопе»» finds «Синкопа» and a street finds its place.

/** Below this similarity the mention is left unmatched: the reviewing person picks the place. */
export const PLACE_MATCH_THRESHOLD = 0.3;

const STOP = new Set([
  'в',
  'во',
  'на',
  'у',
  'из',
  'клуб',
  'клубе',
  'бар',
  'баре',
  'кафе',
  'театр',
  'театре',
  'ул',
  'улица',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP.has(w));
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of words(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

/** The candidates best first, each with how similar its closest name, alias or address is to the mention. */
export function rankPlaces(
  mention: string,
  candidates: readonly PlaceCandidate[],
): { place: PlaceCandidate; similarity: number }[] {
  return candidates
    .map((place) => ({
      place,
      similarity: Math.max(
        ...[place.name, ...place.aliases, ...(place.address ? [place.address] : [])].map((n) => similarity(mention, n)),
      ),
    }))
    .sort((a, b) => b.similarity - a.similarity);
}
