// How people spell what they search for, as pure functions of a search key (lib/search.ts plans with them, and the
// dictionary of words names hold, `search_words`, decides which of the spellings are real):
// - a name written in Latin typed in Cyrillic («кофи хаус» → «Coffee House»): a pattern of the Latin spellings a
//   Cyrillic word may stand for, matched against the dictionary's Latin words;
// - a Russian name typed in Latin («pianino bar» → «Пианино-бар»): the Cyrillic it transliterates;
// - a hyphenated name typed joined («суперфуд» → «Супер-Фуд»): the splits of a word into two;
// - a one-letter slip in a short word («кит» → «кот»), where trigrams are too few to tell: every word one edit away
//   (made in SQL by lib/search.ts, of these alphabets).

const VOWELS = new Set('aeiouy');

// Longest first: «shch» before «sch» before «sh» before «s».
const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yo', 'е'],
  ['ye', 'е'],
  ['ph', 'ф'],
  ['a', 'а'],
  ['b', 'б'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['z', 'з'],
];

/** The Cyrillic a Latin word transliterates («kofeynya» → «кофейня», «dmitriy» → «дмитрий»), by the common usage. */
function cyrillicOfWord(word: string): string {
  let out = '';
  let index = 0;
  while (index < word.length) {
    const rest = word.slice(index);
    const previous = word[index - 1];
    const char = word[index] as string;
    // y: й after a vowel («kofeynya»), «ий» at the end after a consonant («dmitry»), ы otherwise («ryba»).
    if (char === 'y' && !/^y[aueo]/.test(rest)) {
      if (previous && VOWELS.has(previous)) out += 'й';
      else if (index === word.length - 1 && index > 0) out += 'ий';
      else out += 'ы';
      index += 1;
      continue;
    }
    // j at the start of a word is дж («jazz»), я or ю after it elsewhere («Tatjana»).
    if (char === 'j' && index === 0) {
      out += 'дж';
      index += 1;
      continue;
    }
    // e at the start of a word is э («ekskursiya»); c is ц before e, i, y («tsentr» is also «centr»), к otherwise.
    if (char === 'e' && index === 0) {
      out += 'э';
      index += 1;
      continue;
    }
    if (char === 'c' && !rest.startsWith('ch')) {
      out += /^c[eiy]/.test(rest) ? 'ц' : 'к';
      index += rest.startsWith('ck') ? 2 : 1;
      continue;
    }
    const rule = LATIN_TO_CYRILLIC.find(([latin]) => rest.startsWith(latin));
    out += rule ? rule[1] : char;
    index += rule ? rule[0].length : 1;
  }
  return out;
}

/** A search key in Latin letters read as transliterated Russian, or null when it has no Latin letters. */
export function cyrillicOfLatin(key: string): string | null {
  if (!/[a-z]/.test(key)) return null;
  return key
    .split(' ')
    .map((word) => (/[a-z]/.test(word) ? cyrillicOfWord(word) : word))
    .join(' ');
}

// The Latin spellings a Cyrillic sound may stand for: English spelling first («хаус» → house, «кофи» → coffee), then
// transliteration («кофейня» → kofeynya). Two Cyrillic letters that make one sound come first.
const LATIN_SPELLINGS: [string, string[]][] = [
  ['ай', ['i', 'y', 'ai', 'ay', 'ie', 'igh', 'ei', 'ye', 'aj']],
  ['ей', ['a', 'ay', 'ey', 'ei', 'ai', 'eigh', 'ej']],
  ['эй', ['a', 'ay', 'ey', 'ei', 'ai']],
  ['ой', ['oy', 'oi', 'oj']],
  ['уй', ['ui', 'uy', 'wi']],
  ['ау', ['ou', 'ow', 'au', 'aw']],
  ['оу', ['o', 'ou', 'ow', 'oa', 'oe']],
  ['ью', ['u', 'yu', 'ew', 'iu']],
  ['дж', ['j', 'g', 'dg', 'dzh', 'dj', 'gg']],
  ['кс', ['x', 'ks', 'cks', 'cs']],
  ['кв', ['qu', 'kw', 'kv', 'q']],
  ['ль', ['l', 'll', 'le']],
  ['а', ['a', 'u', 'o', 'e']],
  ['б', ['b', 'bb']],
  ['в', ['v', 'w', 'wh', 'vv']],
  ['г', ['g', 'gg', 'gh']],
  ['д', ['d', 'dd']],
  ['е', ['e', 'a', 'ea', 'ai', 'ee', 'ie', 'ye', 'i']],
  ['ж', ['zh', 'g', 'j', 's']],
  ['з', ['z', 'zz', 's', 'th']],
  ['и', ['i', 'ee', 'ea', 'y', 'ie', 'e', 'ey']],
  ['й', ['y', 'j', 'i']],
  ['к', ['k', 'c', 'ck', 'ch', 'q', 'kk', 'cc']],
  ['л', ['l', 'll']],
  ['м', ['m', 'mm']],
  ['н', ['n', 'nn']],
  ['о', ['o', 'a', 'oo', 'ou', 'au', 'aw', 'oa', 'ow']],
  ['п', ['p', 'pp']],
  ['р', ['r', 'rr']],
  ['с', ['s', 'ss', 'c', 'ce', 'sc', 'z']],
  ['т', ['t', 'tt', 'th']],
  ['у', ['u', 'oo', 'ou', 'o', 'w', 'ew', 'ue']],
  ['ф', ['f', 'ff', 'ph', 'gh']],
  ['х', ['h', 'kh', 'ch', 'wh']],
  ['ц', ['ts', 'tz', 'c', 'z', 'zz']],
  ['ч', ['ch', 'tch', 'c']],
  ['ш', ['sh', 'ch', 'ti', 's', 'ss']],
  ['щ', ['sch', 'shch', 'sh']],
  ['ъ', ['']],
  ['ы', ['y', 'i']],
  ['ь', ['', 'y']],
  ['э', ['e', 'a', 'ai']],
  ['ю', ['u', 'yu', 'iu', 'ew', 'ue', 'ju']],
  ['я', ['ya', 'ia', 'ja', 'a']],
];

/** Cyrillic letters of a pattern's word at least: shorter words match too many Latin ones by chance. */
const LATIN_PATTERN_MIN_LENGTH = 3;
/** Longest word read as a spelling or split: no name's word is longer, and a pasted paragraph should cost nothing. */
const LONGEST_WORD = 24;

/**
 * A POSIX regular expression of the Latin spellings a Cyrillic word may stand for («хаус» →
 * ^(h|kh|ch|wh)(ou|ow|au|aw)(s|ss|c|ce|sc|z)e?$, which «house» matches), or null for a word that is not all Cyrillic
 * or too short. A silent «e» may end the word («тайм» → time); only ASCII letters, | and parentheses are in it.
 */
export function latinPattern(word: string): string | null {
  if (word.length < LATIN_PATTERN_MIN_LENGTH || word.length > LONGEST_WORD || !/^[а-я]+$/.test(word)) return null;
  const parts: string[] = [];
  let index = 0;
  while (index < word.length) {
    const rest = word.slice(index);
    const rule = LATIN_SPELLINGS.find(([cyrillic]) => rest.startsWith(cyrillic));
    if (!rule) return null;
    const options = rule[1].filter(Boolean);
    parts.push(options.length < rule[1].length ? `(${options.join('|')})?` : `(${options.join('|')})`);
    index += rule[0].length;
  }
  return `^${parts.join('')}e?$`;
}

/** The plain transliteration of a Cyrillic word, the first spelling of each sound (to rank the pattern's matches). */
export function latinOf(word: string): string {
  let out = '';
  let index = 0;
  while (index < word.length) {
    const rest = word.slice(index);
    const rule = LATIN_SPELLINGS.find(([cyrillic]) => rest.startsWith(cyrillic));
    out += rule ? rule[1][0] : (word[index] as string);
    index += rule ? rule[0].length : 1;
  }
  return out;
}

/** The letters of the two alphabets a word one edit away is made of (lib/search.ts makes them in SQL). */
export const CYRILLIC_LETTERS = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';
export const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Shortest part of a split word: the dictionary keeps words of three letters or more. */
const SPLIT_PART_MIN_LENGTH = 3;

/** The ways a word typed joined may split into two («джазклуб» → «джаз клуб»), as pairs of parts. */
export function splitsOf(word: string): [string, string][] {
  const out: [string, string][] = [];
  if (word.length > LONGEST_WORD) return out;
  for (let index = SPLIT_PART_MIN_LENGTH; index <= word.length - SPLIT_PART_MIN_LENGTH; index += 1)
    out.push([word.slice(0, index), word.slice(index)]);
  return out;
}
