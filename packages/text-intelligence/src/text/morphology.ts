/// <reference path="./az.d.ts" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Az from 'az';
import { memo } from './memo.ts';

// Russian morphology from Az.js and its OpenCorpora dictionaries: a word's dictionary form (lemma), so «в
// «Самоваре»», «у Чайки», «из Планетария», «на Почаинской» are compared with «Самовар», «Чайка», «Планетарий»,
// «Почаинская». The dictionaries (11 MB) are read once per process or worker, on first use; until they are, and for
// a word the dictionary cannot parse, the word is kept as it is and the stemmer of `normalise.ts` does the rest.

const ADJECTIVE = new Set(['ADJF']);

let loading: Promise<void> | null = null;
let ready = false;

/** Loads the dictionaries (once); resolves when `lemmaOf` can use them. Never rejects: without them words stay as typed. */
export function loadMorphology(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    try {
      const dictionaries = join(dirname(createRequire(import.meta.url).resolve('az/package.json')), 'dicts');
      Az.Morph.init(dictionaries, (error) => {
        ready = !error;
        resolve();
      });
    } catch {
      resolve();
    }
  });
  return loading;
}

export const morphologyReady = () => ready;

type Parse = ReturnType<typeof Az.Morph>[number];

/**
 * Only the dictionary's own readings, and at most one repeated letter dropped. With the analyser's defaults every run
 * of a repeated letter may be shortened in every way, which grows exponentially: «о» written 160 times took 0.7 s and
 * 2,000 times ran out of memory, so a post of one such word would hold the reader for minutes. One drop keeps the same
 * readings of the words of posts (4 of 15,000 words differ, each losing a reading made by dropping a letter of a
 * double consonant: «трасса» as «трас»), and is linear in the word's length.
 */
const DICTIONARY_ONLY = { parsers: ['Dictionary'], stutter: 1 };
/** No dictionary word is longer; a longer «word» is a made-up string, and is not looked up at all. */
const LONGEST_WORD = 48;

const parsesOf = memo((word: string): readonly Parse[] => {
  try {
    return Az.Morph(word, DICTIONARY_ONLY).filter((parse) => parse.parser === 'Dictionary');
  } catch {
    return [];
  }
});

/**
 * The dictionary's readings of a lower-case word (ё as е), none for a word it does not know or before the dictionaries
 * are read. Remembered: the same words are parsed many times over a post.
 */
export function dictionaryParses(word: string): readonly Parse[] {
  if (!ready || !/^[а-я-]+$/.test(word) || word.length < 3 || word.length > LONGEST_WORD) return [];
  return parsesOf(word);
}

/**
 * The dictionary form of a lower-case word (ё as е), or the word itself when the dictionary does not know it. When a word may be an adjective or a noun («белой»: белый or
 * бела), the adjective is taken: in the names of places and streets it almost always is one.
 */
export function lemmaOf(word: string): string {
  if (!ready || !/^[а-я-]+$/.test(word) || word.length < 3) return word;
  return lemmaOfKnown(word);
}

const lemmaOfKnown = memo((word: string): string => {
  try {
    // Only what the dictionary knows: for an unknown word (a surname, a made-up name) the analyser guesses from the
    // ending, and «Баумана» would become «баумать»; the stemmer is the safer guess there.
    const parses = dictionaryParses(word);
    const chosen = parses.find((parse) => ADJECTIVE.has(parse.tag.POST ?? '')) ?? parses[0];
    return chosen ? chosen.normalize().word.toLowerCase().replaceAll('ё', 'е') : word;
  } catch {
    return word;
  }
});

/**
 * Whether a word can be in the nominative: false only when the dictionary knows the word and every reading of it is
 * in another case («Ночных», «трамваев», «Аквариума»), so a name written that way is a complement («концерт «Ночных
 * трамваев»»), not the name as it stands. Unknown words, and any word before the dictionaries are read, can be.
 */
export function canBeNominative(word: string): boolean {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  if (!ready || !/^[а-я-]+$/.test(lower) || lower.length < 3) return true;
  const parses = dictionaryParses(lower);
  return parses.length === 0 || parses.some((parse) => !parse.tag.CAse || parse.tag.CAse === 'nomn');
}

/**
 * Whether the dictionary reads a word as a finite verb and never as a noun or a full adjective («обсуждаем»,
 * «слушаем»; their reading as a short participle does not count against them).
 */
export function isVerb(word: string): boolean {
  return readOnlyAs(word, (parse) => parse.tag.POST === 'VERB');
}

/** Whether the dictionary reads a word as an adverb and never as a noun or a full adjective («весело», «громко»). */
export function isAdverb(word: string): boolean {
  return readOnlyAs(word, (parse) => parse.tag.POST === 'ADVB');
}

/**
 * Whether the dictionary reads a word as a verb in the imperative and never as a noun or a full adjective
 * said to the readers («пропустите», «встречайте», «ждите»), not with them («идём»): a call to the readers.
 */
export function isImperative(word: string): boolean {
  return readOnlyAs(
    word,
    (parse) => parse.tag.POST === 'VERB' && parse.tag.MOod === 'impr' && parse.tag.INvl === 'excl',
  );
}

/** Whether the dictionary reads a lower-case word of three letters or more so, and never as a noun or a full adjective. */
function readOnlyAs(word: string, reading: (parse: Parse) => boolean): boolean {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  if (!ready || !/^[а-я-]+$/.test(lower) || lower.length < 3) return false;
  const parses = dictionaryParses(lower);
  return parses.some(reading) && !parses.some((parse) => parse.tag.POST === 'NOUN' || parse.tag.POST === 'ADJF');
}

/**
 * A phrase that starts with an object in the accusative (or in the cases given: «на Кубке» is locative), in the
 * nominative: «фотовыставку «Воронеж»» → «фотовыставка
 * «Воронеж»», «большую лекцию о китах» → «большая лекция о китах». Its first words up to the first noun change, when
 * the dictionary reads them as accusative and never as nominative; the rest, and any word it does not know, stay.
 */
export function nominativeOf(phrase: string, from: readonly string[] = ['accs']): string {
  return inflectLead(phrase, from, 'nomn');
}

/**
 * A phrase that starts with a plural in the nominative, in the singular: «Открытые тренировки по катанию» →
 * «Открытая тренировка по катанию», «Вечера мафии» → «Вечер мафии». Its first words up to the first noun change, the
 * adjectives taking the noun's gender; a phrase whose first noun the dictionary cannot put in the singular stays.
 */
export function singularOf(phrase: string): string {
  if (!ready) return phrase;
  const words = phrase.split(' ');
  const lead = words.slice(0, 3);
  const plain = (word: string) => word.toLowerCase().replaceAll('ё', 'е');
  const nounAt = lead.findIndex((word) =>
    dictionaryParses(plain(word)).some((parse) => parse.tag.POST === 'NOUN' && parse.tag.NMbr === 'plur'),
  );
  if (nounAt < 0) return phrase;
  const nounWord = lead[nounAt] ?? '';
  const noun = dictionaryParses(plain(nounWord)).find(
    (parse) => parse.tag.POST === 'NOUN' && parse.tag.NMbr === 'plur' && parse.tag.CAse === 'nomn',
  );
  const single = noun?.inflect(['sing', 'nomn']);
  if (!noun || !single) return phrase;
  const gender = dictionaryParses(single.word).find(
    (parse) => parse.tag.POST === 'NOUN' && parse.tag.NMbr === 'sing' && parse.tag.CAse === 'nomn',
  )?.tag.GNdr;
  if (!gender) return phrase;
  const inflected = [...words];
  for (let index = 0; index <= nounAt; index += 1) {
    const word = words[index] ?? '';
    const form =
      index === nounAt
        ? single
        : dictionaryParses(plain(word))
            .find((parse) => parse.tag.POST === 'ADJF' && parse.tag.NMbr === 'plur' && parse.tag.CAse === 'nomn')
            ?.inflect([gender, 'sing', 'nomn']);
    const written = typeof form === 'object' ? withYo(word, form.word) : undefined;
    if (!written) return phrase;
    inflected[index] = /^\p{Lu}/u.test(word) ? written.charAt(0).toUpperCase() + written.slice(1) : written;
  }
  return inflected.join(' ');
}

/** A form the dictionary gives (ё as е) with the ё of the word it was made from: «отчётные» → «отчётный», not «отчетный». */
function withYo(word: string, form: string): string {
  const lower = word.toLowerCase();
  return [...form].map((letter, at) => (letter === 'е' && lower.charAt(at) === 'ё' ? 'ё' : letter)).join('');
}

/** A phrase's first words up to its first noun in the genitive: «выставку» → «выставки», «фестиваль» → «фестиваля». */
export function genitiveOf(phrase: string): string {
  const first = (phrase.split(' ')[0] ?? '').toLowerCase().replaceAll('ё', 'е');
  // «выставки» may be read as the plural: a word that can be in the genitive singular already stays («хор» is only
  // the genitive plural of «хора», and changes).
  if (ready && dictionaryParses(first).some((parse) => parse.tag.CAse === 'gent' && parse.tag.NMbr !== 'plur'))
    return phrase;
  return inflectLead(phrase, ['nomn', 'accs', 'datv', 'ablt', 'loct'], 'gent');
}

/** The first words of a phrase up to its first noun, from one of the cases `from` to the case `to`. */
function inflectLead(phrase: string, from: readonly string[], to: string): string {
  if (!ready) return phrase;
  const words = phrase.split(' ');
  for (let index = 0; index < Math.min(words.length, 3); index += 1) {
    const whole = words[index] ?? '';
    // «онлайн-лекцию», «арт-вечеринку»: the dictionary knows the last part of a compound, which takes the case.
    const head = /^[\p{L}]+-(?=[\p{L}]{3})/u.exec(whole)?.[0] ?? '';
    const word = whole.slice(head.length);
    const lower = word.toLowerCase().replaceAll('ё', 'е');
    if (!/^[а-я-]+$/.test(lower) || lower.length < 3) break;
    const parses = dictionaryParses(lower);
    if (to === 'nomn' && parses.some((parse) => parse.tag.CAse === 'nomn')) {
      if (parses.some((parse) => parse.tag.POST === 'NOUN')) break;
      continue;
    }
    const reading = parses.find(
      (parse) => (parse.tag.POST === 'NOUN' || parse.tag.POST === 'ADJF') && from.includes(parse.tag.CAse ?? ''),
    );
    // Gender and number kept: «последнюю» is «последняя», not «последний».
    const kept = [reading?.tag.GNdr, reading?.tag.NMbr].filter((grammeme) => grammeme !== undefined);
    const inflected = reading?.inflect([...kept, to]);
    if (!reading || !inflected) break;
    const form = withYo(word, inflected.word);
    words[index] = head + (/^\p{Lu}/u.test(word) ? form.charAt(0).toUpperCase() + form.slice(1) : form);
    if (reading.tag.POST === 'NOUN') break;
  }
  return words.join(' ');
}
