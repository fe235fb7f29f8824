import { memo } from './memo.ts';
import { lemmaOf, morphologyReady } from './morphology.ts';

// How Russian text is compared: case, ё and punctuation do not matter, and a word's ending (its case or number)
// matters less than its stem, so «в Синкопе» finds «Синкопа».

/**
 * Lower case, ё → е, every run of non-letters and non-digits one space. Remembered: a post's lines and the catalogue's
 * names are compared many times over.
 */
export const normaliseRu = memo((text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);

/** The words of a text after normalising. */
export function wordsOf(text: string): string[] {
  const normal = normaliseRu(text);
  return normal ? normal.split(' ') : [];
}

// Inflectional endings of nouns and adjectives, longest first; a crude stemmer is enough for matching names.
const ENDINGS = [
  // Names in -ов/-ев decline like adjectives («Чкалов», «Чкалову», «Чкаловым»): all of them keep one stem.
  'овым',
  'евым',
  'ова',
  'ева',
  'ову',
  'еву',
  'ове',
  'еве',
  'ами',
  'ями',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ая',
  'яя',
  'ое',
  'ее',
  'ой',
  'ей',
  'ий',
  'ый',
  'ую',
  'юю',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ов',
  'ев',
  'ие',
  'ия',
  'ии',
  'ью',
  'ых',
  'их',
  'а',
  'я',
  'о',
  'е',
  'ы',
  'и',
  'у',
  'ю',
  'ь',
  'й',
];

/** A Russian word without its inflectional ending (kept when the stem would get shorter than three letters). */
export function stemRu(word: string): string {
  if (!/[а-я]$/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Normalised words, each in its dictionary form (once the dictionaries are loaded) and then stemmed, joined by one
 * space: the form names are compared in. The lemma joins forms a stem cannot («Орла» and «Орёл», «Льва» and «Лев»);
 * the stem joins what the dictionary does not know («Тимирязева» and «Тимирязев»).
 */
export const matchForm = memo(
  (text: string): string =>
    wordsOf(text)
      .map((word) => stemRu(lemmaOf(word)))
      .join(' '),
  // Before the dictionaries load, words stay as typed: such a form is not kept.
  { keep: morphologyReady },
);
