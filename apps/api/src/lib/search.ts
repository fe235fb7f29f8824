import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { plainArray, rowsOf } from '../db/rows.ts';
import { eventLists, events, organisations, places, searchWords, users } from '../db/schema.ts';
import {
  CYRILLIC_LETTERS,
  cyrillicOfLatin,
  LATIN_LETTERS,
  latinOf,
  latinPattern,
  splitsOf,
} from './search-spelling.ts';

// The rules of searching by text, the one place they live: the header's global search (feed/search.service.ts) ranks
// by them, and every list's `q` filter (`searchFilter` below) finds by them, so a query finds the same rows wherever
// it is typed. In PostgreSQL itself (drizzle/0004_search.sql and 0006_search_words.sql hold the functions and indexes):
// - words and their Russian forms: the `russian` text-search configuration stems both the names and the query
//   («кофейни» → «кофейн» ← «Кофейня»); the last word is a prefix (`:*`), so results follow typing («коф»);
// - typos: a word of the query that names do not hold is looked up, by pg_trgm similarity, in the dictionary of the
//   words names do hold (`search_words`, kept by triggers), and searched as the words it may have meant
//   («кафейня» → «кофейня»);
// - ё is е and case does not matter: the query and the names go through the same key (`searchKey` here and
//   `mesto_search_key` in SQL);
// - a query typed in the Latin layout by mistake («rjatqyz») is also tried as the Cyrillic it was meant to be, and a
//   Russian name typed in Latin letters («pianino bar») as the Cyrillic it transliterates;
// - how people type names (lib/search-spelling.ts), each checked against the dictionary: a Cyrillic word may be the
//   sound of a Latin one names hold («кофи хаус» → «coffee house»), a word may be a hyphenated name typed joined
//   («суперфуд» → «супер фуд»), neighbouring words a joined name typed apart («кино бар» → «кинобар»), a short word
//   a slip of one letter («кит» → «кот», one edit away, as trigrams cannot tell);
// - in the global search only, a word the dictionary knows nothing of does not stop the other words of the query
//   from finding a name («пиццерия тесто доставка»); a list's `q` is a filter, and keeps every word.

/** Words shorter than this (after normalisation) find too much to be worth a query. */
const MIN_KEY_LENGTH = 2;
/** Words of a query that are looked at; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
/** Word similarity from which a name counts as a typo of the query (pg_trgm's default of 0.6 misses «кафейня»). */
export const TYPO_THRESHOLD = 0.45;
/** Similarity from which a dictionary word may be what a mistyped word meant («кафейня» ~ «кофейня»: 0.45). */
export const CORRECTION_THRESHOLD = 0.4;
/** Dictionary words tried per mistyped word, the most similar first. */
const CORRECTIONS_PER_WORD = 3;
/** Words shorter than this are not corrected by trigrams: a short word has too few of them to tell. */
const TYPO_MIN_LENGTH = 4;
/** Words shorter than this are not looked up at all: the dictionary keeps words of three letters or more. */
const LOOKUP_MIN_LENGTH = 3;
/** Words up to this long are also corrected to the words one edit away («кит» → «кот»). */
const EDIT_MAX_LENGTH = 5;
/** Words one edit away tried per word (a short word has many neighbours; they are alternatives, never required). */
const EDITS_PER_WORD = 4;
/** Words at least this long may be two words typed joined («джазклуб»). */
const SPLIT_MIN_LENGTH = 6;
/** Splits tried per word. */
const SPLITS_PER_WORD = 2;
/** Latin words tried per Cyrillic word, the closest to its plain transliteration first. */
const LATIN_PER_WORD = 3;
/** Keys of a query with one word left out, at most (each is a part of the typos' tsquery). */
const PARTIAL_KEYS = 4;

const UPPER_CYRILLIC = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER_CYRILLIC = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе';
const cyrillicLower = new Map([...UPPER_CYRILLIC].map((letter, index) => [letter, LOWER_CYRILLIC[index] as string]));

/** The search key of a text, exactly as `mesto_search_key` makes it in SQL. */
export function searchKey(text: string): string {
  const mapped = [...text].map((char) => cyrillicLower.get(char) ?? char).join('');
  // SQL lower() changes ASCII and whatever the locale knows; only ASCII and Cyrillic survive the next step anyway.
  return mapped
    .replace(/[A-Z]/g, (char) => char.toLowerCase())
    .replace(/[^0-9a-zа-я]+/g, ' ')
    .trim();
}

// The same keys on the two layouts of a Russian keyboard: ЙЦУКЕН over QWERTY.
const QWERTY = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`{}:"<>~';
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюёхъжэбюё';
const layout = new Map([...QWERTY].map((char, index) => [char, JCUKEN[index] as string]));

/** What a query typed in the Latin layout was meant to say in Cyrillic, or null when it is not such a query. */
export function fromLatinLayout(query: string): string | null {
  if (!/[a-z]/i.test(query) || /[а-яё]/i.test(query)) return null;
  return [...query.toLowerCase()].map((char) => layout.get(char) ?? char).join('');
}

// Russian adjectives made from a noun: «джазовый» → «джаз», «крафтового» → «крафт», «театральный» → «театр». The
// root is searched as an extra prefix, so an adjective finds the noun («джазовый» → «Джаз-клуб»).
const ADJECTIVE =
  /^(.{3,}?)(ов|ев|ск|альн|ическ|ичн)(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ую|юю|ых|их|ыми|ими)$/;

function rootOf(word: string): string | null {
  return ADJECTIVE.exec(word)?.[1] ?? null;
}

/** A word as a to_tsquery operand: quoted, and only letters and digits inside, so nothing in it is syntax. */
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`;
/** An alternative of a word as a to_tsquery operand: one word, or all words of a split («джаз клуб»). */
const alternative = (other: string) => {
  const words = other.split(' ');
  return words.length === 1 ? lexeme(other, false) : `(${words.map((word) => lexeme(word, false)).join(' & ')})`;
};

export type SearchPlan = {
  /** The query's keys: as typed and, for Latin letters, as meant on the other layout and as transliterated. */
  keys: string[];
  /** A to_tsquery('russian', …) text: every word of a key (the last as a prefix), the keys as alternatives. */
  tsquery: string;
  /** Words of the keys looked up in the dictionary: long enough to mean something, no digits. */
  typoWords: string[];
  /** Of those, the last words of keys: still being typed, so a word starting with them is not a typo. */
  lastWords: string[];
};

/** A to_tsquery text of keys: every word (the last as a prefix) or its alternatives, the keys as alternatives. */
function tsqueryTextOf(keys: string[], alternativesOf: (word: string) => string[] = () => []): string {
  return keys
    .map((key) => {
      const words = key.split(' ');
      const terms = words.map((word, index) => {
        const last = index === words.length - 1;
        const root = rootOf(word);
        const options = [lexeme(word, last), ...(root ? [lexeme(root, true)] : [])];
        for (const other of alternativesOf(word)) options.push(alternative(other));
        return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
      });
      return `(${terms.join(' & ')})`;
    })
    .join(' | ');
}

/** The key of a text: its words, at most MAX_WORDS of them. */
const keyOfText = (text: string) => searchKey(text).split(' ').filter(Boolean).slice(0, MAX_WORDS).join(' ');

/** How a query is searched, or null when it has nothing searchable (empty, punctuation, one letter). */
export function planSearch(query: string): SearchPlan | null {
  const typed = keyOfText(query);
  const layout = fromLatinLayout(query);
  const transliterated = cyrillicOfLatin(typed);
  const keys = [
    ...new Set([typed, ...(layout === null ? [] : [keyOfText(layout)]), ...(transliterated ? [transliterated] : [])]),
  ].filter((key) => key.replace(/ /g, '').length >= MIN_KEY_LENGTH);
  if (keys.length === 0) return null;
  const worthLooking = (word: string) => word.length >= LOOKUP_MIN_LENGTH && !/[0-9]/.test(word);
  const typoWords = [...new Set(keys.flatMap((key) => key.split(' ')))].filter(worthLooking);
  const lastWords = [...new Set(keys.map((key) => key.split(' ').at(-1) ?? ''))].filter(worthLooking);
  return { keys, tsquery: tsqueryTextOf(keys), typoWords, lastWords };
}

/** What the dictionary says of a word of a plan. */
export type WordEntry = {
  /** Names hold the word (for a key's last word, a word starting with it will do: it is still being typed). */
  known: boolean;
  /** The words it may have meant, the likeliest first: a split («джаз клуб»), similar words, one edit away. */
  near: string[];
  /** The Latin words it may be the Cyrillic spelling of («хаус» → house). */
  latin: string[];
};
/** What the dictionary says of the words of a plan, and which neighbouring words names hold joined («кино бар»). */
export type Dictionary = { words: ReadonlyMap<string, WordEntry>; joins: ReadonlyMap<string, string> };

/**
 * How a plan's typos are searched: `keys`, the query's keys as meant (each unknown word replaced by its likeliest
 * correction, each word by its Latin spelling, neighbours joined) for names starting with them; `tsquery`, every word
 * of the query with every correction as an alternative («кафейня» → ('кафейня' | 'кофейня')). For the global search
 * only: `partialKeys`, the keys with one word no name holds left out, when the key has known words to find the name
 * by («пиццерия тесто доставка» → «пиццерия тесто»), for names starting with them; `partialTsquery`, the tsquery with
 * those of them of two words or more as alternatives too (one word alone would hand over every row that holds it, a
 * hundred thousand events at scale), or null when there are none.
 */
export type TypoPlan = { keys: string[]; tsquery: string; partialKeys: string[]; partialTsquery: string | null };

/** The words of a key with neighbours names hold joined replaced by the joined word («кино бар» → «кинобар»). */
function joinedKey(key: string, joins: Dictionary['joins']): string {
  const words = key.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const joined = joins.get(`${words[index]} ${words[index + 1]}`);
    if (joined && index + 1 < words.length) {
      out.push(joined);
      index += 1;
    } else out.push(words[index] as string);
  }
  return out.join(' ');
}

/** The typo search of a plan, or null when the dictionary suggests nothing (so there are no typos to look for). */
export function planTypos(plan: SearchPlan, dictionary: Dictionary): TypoPlan | null {
  const { words, joins } = dictionary;
  const entryOf = (word: string) => words.get(word);
  const alternativesOf = (word: string) => [...(entryOf(word)?.near ?? []), ...(entryOf(word)?.latin ?? [])];
  // A word no name holds may be what stops the others from finding a name: each is also left out in turn, when a
  // word names do hold is left to find it by (not a preposition, not the other layout's letters).
  const unknown = (word: string) => entryOf(word)?.known === false;
  const partialKeys = plan.keys
    .flatMap((key) => {
      const keyWords = key.split(' ');
      return keyWords.flatMap((word, index) => {
        const rest = keyWords.filter((_, other) => other !== index);
        return unknown(word) && rest.some((other) => entryOf(other)?.known) ? [rest.join(' ')] : [];
      });
    })
    .slice(0, PARTIAL_KEYS);
  const suggests = [...words.values()].some(({ near, latin }) => near.length > 0 || latin.length > 0);
  if (!suggests && joins.size === 0 && partialKeys.length === 0) return null;
  const mapped = (pick: (word: string, entry: WordEntry) => string | undefined) =>
    plan.keys.map((key) =>
      key
        .split(' ')
        .map((word) => {
          const entry = entryOf(word);
          return (entry && pick(word, entry)) ?? word;
        })
        .join(' '),
    );
  const corrected = mapped((_, entry) => (entry.known ? undefined : entry.near[0]));
  const latin = mapped((_, entry) => entry.latin[0] ?? (entry.known ? undefined : entry.near[0]));
  const joined = plan.keys.map((key) => joinedKey(key, joins));
  const keys = [...new Set([...corrected, ...latin, ...joined])].filter((key) => !plan.keys.includes(key));
  const full = [...new Set([...plan.keys, ...joined])];
  const selective = partialKeys.filter((key) => key.includes(' '));
  return {
    keys,
    tsquery: tsqueryTextOf(full, alternativesOf),
    partialKeys: partialKeys.filter((key) => !keys.includes(key) && !plan.keys.includes(key)),
    partialTsquery: selective.length > 0 ? tsqueryTextOf([...full, ...selective], alternativesOf) : null,
  };
}

/** A text[] literal of words and patterns: each quoted (none holds a quote or a backslash), null as NULL. */
const textArray = (values: (string | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`;

/**
 * What the dictionary says of each word of a plan worth looking up: whether names hold it, the words they hold that
 * it may have meant, the most similar first (at most three by trigrams; words one edit away for short words, where
 * trigrams are too few; the two halves of a word typed joined), the Latin words it may be the Cyrillic spelling of;
 * and which neighbouring words names hold joined. Runs inside the search's transaction, whose settings give
 * pg_trgm's `%` its threshold.
 */
export async function lookUpWords(db: Pick<Database, 'execute'>, plan: SearchPlan): Promise<Dictionary> {
  if (plan.typoWords.length === 0) return { words: new Map(), joins: new Map() };
  const { typoWords, lastWords } = plan;
  const splits = new Map(
    typoWords.filter((word) => word.length >= SPLIT_MIN_LENGTH).map((word) => [word, splitsOf(word)] as const),
  );
  const pairs = plan.keys.flatMap((key) =>
    key
      .split(' ')
      .flatMap((word, index, all) => (index > 0 ? [[all[index - 1] as string, word] as const] : []))
      .filter(([a, b]) => !/[0-9]/.test(a + b)),
  );
  // The halves of long words and the neighbours joined, looked up at once through the primary key.
  const candidates = new Set([...[...splits.values()].flat(2), ...pairs.map(([a, b]) => a + b)]);
  // Every word one edit away from a short one (a letter of its alphabet replaced or added, a letter left out, two
  // neighbours swapped), made by PostgreSQL itself: the few hundred of them would make the statement's parameters
  // kilobytes long, and a long parameter in a pipeline waits for the network (~15 ms on loopback).
  const oneEditAway = sql`select left(q.w, i) || l || substr(q.w, i + 1 + d)
      from generate_series(0, length(q.w)) as i,
        regexp_split_to_table(case when q.w ~ '[а-я]' then ${CYRILLIC_LETTERS} else ${LATIN_LETTERS} end, '') as l,
        (values (0), (1)) as e(d)
      where i + d <= length(q.w)
    union all select left(q.w, i) || substr(q.w, i + 2) from generate_series(0, length(q.w) - 1) as i
    union all select left(q.w, i) || substr(q.w, i + 2, 1) || substr(q.w, i + 1, 1) || substr(q.w, i + 3)
      from generate_series(0, length(q.w) - 2) as i`;
  const wordsQuery = db.execute(sql`select q.w as "word",
      exists(select 1 from ${searchWords} as s where s.word = q.w) as "exact",
      q.last and coalesce((select s.word from ${searchWords} as s where s.word >= q.w order by s.word limit 1)
        like q.w || '%', false) as "prefix",
      case when length(q.w) >= ${TYPO_MIN_LENGTH} then array(select s.word from ${searchWords} as s
          where s.word % q.w and s.word <> q.w
          order by similarity(s.word, q.w) desc, s.word
          limit ${CORRECTIONS_PER_WORD}) else '{}' end as "near",
      case when q.pattern is null then '{}' else array(select s.word from ${searchWords} as s
          where s.word ~ q.pattern
          order by similarity(s.word, q.plain) desc, s.word
          limit ${LATIN_PER_WORD}) end as "latin",
      case when length(q.w) <= ${EDIT_MAX_LENGTH} then array(select s.word from ${searchWords} as s
          where s.word = any(array(${oneEditAway})) and s.word <> q.w
          order by s.word
          limit ${EDITS_PER_WORD}) else '{}' end as "edits"
    from unnest(${textArray(typoWords)}::text[], ${textArray(typoWords.map((word) => latinPattern(word)))}::text[],
      ${textArray(typoWords.map(latinOf))}::text[],
      ${`{${typoWords.map((word) => lastWords.includes(word)).join(',')}}`}::boolean[]) as q(w, pattern, plain, last)`);
  const existingQuery =
    candidates.size === 0
      ? Promise.resolve([])
      : db.execute(
          sql`select s.word from ${searchWords} as s where s.word = any(${textArray([...candidates])}::text[])`,
        );
  const [wordRows, existingRows] = await Promise.all([wordsQuery, existingQuery]);
  const existing = new Set(rowsOf<{ word: string }>(existingRows).map(({ word }) => word));
  const rows = rowsOf<{
    word: string;
    exact: boolean;
    prefix: boolean;
    near: string[] | string;
    latin: string[] | string;
    edits: string[] | string;
  }>(wordRows);
  const words = new Map(
    rows.map(({ word, exact, prefix, near, latin, edits }) => {
      const halves = (splits.get(word) ?? [])
        .filter(([a, b]) => existing.has(a) && existing.has(b))
        .map(([a, b]) => `${a} ${b}`);
      // Only for a word no name holds: a list searching «бар» should not find «бор». A last word only some names
      // start with may be a slip as well («кит», not «китайский»).
      const oneEdit = exact ? [] : plainArray(edits);
      const all = [...new Set([...halves.slice(0, SPLITS_PER_WORD), ...plainArray(near), ...oneEdit])];
      // Keys hold only letters, digits and spaces, so the words need no quoting inside the array literal.
      return [word, { known: exact || prefix, near: all, latin: plainArray(latin) }] as const;
    }),
  );
  const joins = new Map(pairs.filter(([a, b]) => existing.has(a + b)).map(([a, b]) => [`${a} ${b}`, a + b] as const));
  return { words, joins };
}

/**
 * Settings of the search's transaction only, on the connection that runs its queries: the thresholds of pg_trgm
 * (a name similar to the query, a dictionary word similar to a typed one), and no sequential scans. Every candidate set is meant to be an index scan; on a small table (five thousand
 * organisations) the planner, which cannot see what the name key costs per row, would rather read the table and
 * compute the key for every row (20–35 ms) than use the trigram index (under 1 ms). No parallel workers either: for a
 * query of a few milliseconds, starting them cost more (a Gather of 12 ms over a 4 ms scan) than they saved.
 */
export const searchSettings = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true), set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * The dictionary's answer for a plan, in a transaction of its own: pg_trgm's `%` takes its threshold from a setting,
 * and the setting must not outlive the lookup on a pooled connection. No query when no word is worth correcting.
 */
export async function readDictionary(db: Database, plan: SearchPlan): Promise<Dictionary> {
  if (plan.typoWords.length === 0) return { words: new Map(), joins: new Map() };
  return db.transaction(async (tx) => {
    const [, dictionary] = await Promise.all([tx.execute(searchSettings), lookUpWords(tx, plan)]);
    return dictionary;
  });
}

/** The text of a row that is searched: its name, and other text (description, address) found at a lower rank. */
export type SearchedText = { name: SQL; other: SQL };

/** How a column is written: qualified by its table (a list) or through the alias of a searched table (`t`). */
export type ColumnRef = (column: AnyPgColumn) => SQL;
const qualified: ColumnRef = (column) => sql`${column}`;

/**
 * The searched text of each searchable table, written exactly as the expression indexes of 0004_search.sql are
 * (`mesto_search_key(name)` in a btree, `mesto_search_doc(name, other)` in a GIN), so every search uses them.
 */
export const searched = {
  places: (col: ColumnRef = qualified): SearchedText => ({
    name: col(places.name),
    other: sql`${col(places.address)} || ' ' || ${col(places.description)}`,
  }),
  events: (col: ColumnRef = qualified): SearchedText => ({ name: col(events.title), other: col(events.description) }),
  organisations: (col: ColumnRef = qualified): SearchedText => ({
    name: col(organisations.name),
    other: col(organisations.description),
  }),
  eventLists: (col: ColumnRef = qualified): SearchedText => ({
    name: col(eventLists.name),
    other: col(eventLists.description),
  }),
  users: (col: ColumnRef = qualified): SearchedText => ({
    name: sql`${col(users.displayName)} || ' ' || coalesce(${col(users.username)}, '')`,
    other: sql`NULL`,
  }),
};

/** The search key of a name, as the prefix indexes hold it. */
export const keyOf = (name: SQL) => sql`public.mesto_search_key(${name})`;
/** The stemmed words of a row, as the text indexes hold them. */
export const documentOf = ({ name, other }: SearchedText) => sql`public.mesto_search_doc(${name}, ${other})`;
/** A planned to_tsquery text as a tsquery of the `russian` configuration. */
export const tsqueryOf = (text: string) => sql`to_tsquery('russian'::regconfig, ${text}::text)`;
/** A key starts with a query's key. Keys hold only letters, digits and spaces: nothing in them is a LIKE wildcard. */
export const startsWith = (key: SQL, value: SQL) => sql`${key} like ${value} || '%'`;

/**
 * A key starts with a query's key, as an exact range of the prefix btree (text_pattern_ops compares bytes, and UTF-8
 * keeps the order of code points): unlike LIKE, nothing is left to check row by row after the index.
 */
export function prefixRange(key: SQL, value: string) {
  const last = value.codePointAt(value.length - 1) ?? 0;
  const after = `${value.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
  return sql`(${key} ~>=~ ${value}::text and ${key} ~<~ ${after}::text)`;
}

/**
 * What a list's `q` finds: the rows the global search would find for the query, whatever their rank — a name
 * starting with the query (or with its correction), or words, their forms or prefixes, or corrected words in the
 * name or the other text. A query with nothing searchable in it (punctuation, one letter) finds nothing, as in the
 * global search. The dictionary is read once, so one query can be matched against several texts (a chat's title and
 * its people).
 */
export async function searchMatcher(
  db: Database,
  query: string | undefined,
): Promise<((text: SearchedText) => SQL) | undefined> {
  if (!query) return undefined;
  const plan = planSearch(query);
  if (!plan) return () => sql`false`;
  const typos = planTypos(plan, await readDictionary(db, plan));
  // The typos' tsquery holds every word of the query as well, each with its corrections as alternatives.
  const tsquery = tsqueryOf(typos?.tsquery ?? plan.tsquery);
  const keys = [...plan.keys, ...(typos?.keys ?? [])];
  return (text) => {
    const key = keyOf(text.name);
    const prefixes = keys.map((value) => prefixRange(key, value));
    return sql`(${sql.join(prefixes, sql` or `)} or ${documentOf(text)} @@ ${tsquery})`;
  };
}

const searchedTables = { places, events, organisations, eventLists, users };

/**
 * The condition a list's `q` adds on a searchable table: its id (or the column given, e.g. an occurrence's event) is
 * one of the matches, which PostgreSQL reads from the table's indexes once (a BitmapOr of the prefix btree and the
 * text GIN, exact, so no row's words are computed again). Written as a condition on the row itself, the planner
 * would rather walk the list's own order and compute every row's words until a page is full: seconds at 100k places
 * when the matches sort late. The list keeps its own order and its keyset pages.
 */
export async function searchFilter(
  db: Database,
  query: string | undefined,
  kind: keyof typeof searchedTables,
  column: AnyPgColumn = searchedTables[kind].id,
) {
  const matches = await searchMatcher(db, query);
  if (!matches) return undefined;
  const alias: ColumnRef = (of) => sql`s.${sql.identifier(of.name)}`;
  // `offset 0` keeps the matches a subquery of their own, gathered once, rather than a join the planner may flatten.
  return sql`${column} in (select s.id from ${searchedTables[kind]} as s where ${matches(searched[kind](alias))} offset 0)`;
}

/** The condition of a list's `q` on a text without a search index (see `searchMatcher`); undefined without a query. */
export async function unindexedSearchFilter(db: Database, query: string | undefined, text: SearchedText) {
  return (await searchMatcher(db, query))?.(text);
}

/** A text searched by name alone, with nothing else to find it by (a room's title, an opinion's text). */
export const nameOnly = (name: SQL | AnyPgColumn): SearchedText => ({ name: sql`${name}`, other: sql`NULL` });
