import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plainArray, rowsOf } from '../../db/rows.ts';
import { eventLists, events, organisations, places, searchWords, users } from '../../db/schema.ts';

// Global search, in PostgreSQL itself (drizzle/0004_search.sql holds the functions and indexes):
// - words and their Russian forms: the `russian` text-search configuration stems both the names and the query
//   («кофейни» → «кофейн» ← «Кофейня»); the last word is a prefix (`:*`), so results follow typing («коф»);
// - typos: a word of the query that names do not hold is looked up, by pg_trgm similarity, in the dictionary of the
//   words names do hold (`search_words`, kept by triggers), and searched as the words it may have meant
//   («кафейня» → «кофейня»); names are then scored by their word similarity to the query;
// - ё is е and case does not matter: the query and the names go through the same key (`searchKey` here and
//   `mesto_search_key` in SQL);
// - a query typed in the Latin layout by mistake («rjatqyz») is also tried as the Cyrillic it was meant to be.
// Ranking: an exact name, then a name that starts with the query, then a name containing its words, then a name
// that is only similar (a typo), then a mention in the description; within a tier, text rank and similarity; ties
// by the group's own order and the id, so the same query always gives the same answer. Candidates are gathered in
// that order and a later, costlier kind only when the earlier ones found fewer rows than the page shows: a name
// starting with the query (a btree range), then words anywhere (the text index; a common word matches a hundred
// thousand events, and the index can only hand them over all at once), then corrected words (typos).

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
/** Words shorter than this are not corrected: a word still being typed, searched as a prefix instead. */
const TYPO_MIN_LENGTH = 4;

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

export type SearchPlan = {
  /** The query's keys: as typed and, for a Latin-layout slip, as meant. */
  keys: string[];
  /** A to_tsquery('russian', …) text: every word of a key (the last as a prefix), the keys as alternatives. */
  tsquery: string;
  /** Words of the keys long enough to be corrected when they are typos. */
  typoWords: string[];
};

/** A to_tsquery text of keys: every word (the last as a prefix) or its alternatives, the keys as alternatives. */
function tsqueryOf(keys: string[], alternativesOf: (word: string) => string[] = () => []): string {
  return keys
    .map((key) => {
      const words = key.split(' ');
      const terms = words.map((word, index) => {
        const last = index === words.length - 1;
        const root = rootOf(word);
        const options = [lexeme(word, last), ...(root ? [lexeme(root, true)] : [])];
        for (const other of alternativesOf(word)) options.push(lexeme(other, false));
        return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
      });
      return `(${terms.join(' & ')})`;
    })
    .join(' | ');
}

/** How a query is searched, or null when it has nothing searchable (empty, punctuation, one letter). */
export function planSearch(query: string): SearchPlan | null {
  const candidates = [query, fromLatinLayout(query)].filter((text): text is string => text !== null);
  const keys = [
    ...new Set(candidates.map((text) => searchKey(text).split(' ').filter(Boolean).slice(0, MAX_WORDS).join(' '))),
  ].filter((key) => key.replace(/ /g, '').length >= MIN_KEY_LENGTH);
  if (keys.length === 0) return null;
  const typoWords = [...new Set(keys.flatMap((key) => key.split(' ')))].filter(
    (word) => word.length >= TYPO_MIN_LENGTH && !/[0-9]/.test(word),
  );
  return { keys, tsquery: tsqueryOf(keys), typoWords };
}

/** What the dictionary says of each word of a plan worth correcting. */
export type Dictionary = ReadonlyMap<string, { known: boolean; near: string[] }>;

/**
 * How a plan's typos are searched: the keys with each unknown word replaced by its likeliest correction, and the
 * tsquery with every correction as an alternative of its word («кафейня» → ('кафейня' | 'кофейня')).
 */
export type TypoPlan = { keys: string[]; tsquery: string };

/** The typo search of a plan, or null when no word has a correction (so there are no typos to look for). */
export function planTypos(plan: SearchPlan, dictionary: Dictionary): TypoPlan | null {
  if (![...dictionary.values()].some(({ near }) => near.length > 0)) return null;
  const corrected = plan.keys.map((key) =>
    key
      .split(' ')
      .map((word) => {
        const entry = dictionary.get(word);
        return entry && !entry.known && entry.near[0] ? entry.near[0] : word;
      })
      .join(' '),
  );
  return {
    keys: [...new Set(corrected)].filter((key) => !plan.keys.includes(key)),
    tsquery: tsqueryOf(plan.keys, (word) => dictionary.get(word)?.near ?? []),
  };
}

/**
 * Whether names hold each word of the plan worth correcting, and the words they hold that it may have meant, the
 * most similar first (at most three). Runs inside the search's transaction, whose settings give pg_trgm's `%` its
 * threshold.
 */
export async function lookUpWords(db: Pick<Database, 'execute'>, plan: SearchPlan): Promise<Dictionary> {
  if (plan.typoWords.length === 0) return new Map();
  const rows = rowsOf<{ word: string; known: boolean; near: string[] | string }>(
    await db.execute(sql`select q.w as "word",
        exists(select 1 from ${searchWords} as s where s.word = q.w) as "known",
        array(select s.word from ${searchWords} as s
          where s.word % q.w and s.word <> q.w
          order by similarity(s.word, q.w) desc, s.word
          limit ${CORRECTIONS_PER_WORD}) as "near"
      from unnest(${`{${plan.typoWords.join(',')}}`}::text[]) as q(w)`),
  );
  // Keys hold only letters, digits and spaces, so the words need no quoting inside the array literal.
  return new Map(rows.map(({ word, known, near }) => [word, { known, near: plainArray(near) }]));
}

export type PlaceHit = { id: string; code: string; name: string; address: string };
export type EventHit = {
  id: string;
  code: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  placeName: string | null;
};
export type OrganisationHit = { id: string; code: string; name: string; description: string };
export type PersonHit = {
  id: string;
  code: string;
  username: string | null;
  displayName: string;
  avatarFileId: string | null;
};
export type EventListHit = {
  id: string;
  code: string;
  name: string;
  placeName: string | null;
  organisationName: string | null;
};
export type SearchHits = {
  places: PlaceHit[];
  events: EventHit[];
  organisations: OrganisationHit[];
  people: PersonHit[];
  eventLists: EventListHit[];
};

export const emptyHits = (): SearchHits => ({ places: [], events: [], organisations: [], people: [], eventLists: [] });

type Group = {
  /** The searched table; it is `t` in every part of the query. */
  table: SQL;
  /** The name as the indexes hold it (exactly the expressions of 0004_search.sql). */
  name: SQL;
  other: SQL;
  /** Which rows may be found at all. */
  where?: SQL;
  /** Order among rows of equal score, before the name and the id. */
  tieBreak?: SQL;
};

/**
 * Rows scored per kind of candidate at most. A common word matches tens of thousands of events at scale, and a
 * candidate costs ~12 µs (its key, then its score); names starting with the query come from a btree range in key
 * order (an exact name first), the rest are the first this many the text index gives — when a word is that common,
 * they are all equally good matches anyway.
 */
export const CANDIDATE_LIMIT = 100;
const PREFIX_CANDIDATE_LIMIT = 50;

/**
 * One group's query. Candidates come from up to three index scans, each only when the ones before found fewer rows
 * than the page needs: names starting with a key (btree on the key of the name, in key order, so an exact name comes
 * first), rows whose document matches the tsquery (GIN on the document), then the typos: names starting with a
 * corrected key, and rows whose document matches the corrected tsquery. Only candidates are scored, each computing its key and name vector once.
 */
function groupQuery(group: Group, plan: SearchPlan, typos: TypoPlan | null, limit: number, columns: SQL): SQL {
  const key = sql`public.mesto_search_key(${group.name})`;
  const doc = sql`public.mesto_search_doc(${group.name}, ${group.other})`;
  const tsquery = sql`to_tsquery('russian'::regconfig, ${plan.tsquery}::text)`;
  const typoTsquery = typos === null ? null : sql`to_tsquery('russian'::regconfig, ${typos.tsquery}::text)`;
  const keys = plan.keys.map((value) => sql`${value}::text`);
  const any = (each: (value: SQL) => SQL) =>
    sql`(${sql.join(
      keys.map((value) => sql`(${each(value)})`),
      sql` or `,
    )})`;
  // Scored on the candidates' columns: the key ("k") and its vector ("v") computed once per row.
  const k = sql`t."k"`;
  const best = (fn: string) =>
    keys.length === 1
      ? sql`${sql.raw(fn)}(${keys[0]}, ${k})`
      : sql`greatest(${sql.join(
          keys.map((value) => sql`${sql.raw(fn)}(${value}, ${k})`),
          sql`, `,
        )})`;
  const similarity = best('word_similarity');
  // Whole-word similarity tells «кафейня» ~ «кофейня» (one letter) from «кафейня» ~ «кафе» (a part).
  const strictSimilarity = best('strict_word_similarity');
  const tier = sql`case
    when ${any((value) => sql`${k} = ${value}`)} then 4
    when ${any((value) => sql`${k} like ${value} || '%'`)} then 3
    when ${any((value) => sql`' ' || ${k} like '% ' || ${value} || '%'`)} or t."v" @@ ${tsquery} then 2
    when ${similarity} >= ${TYPO_THRESHOLD}::real${typoTsquery ? sql` or t."v" @@ ${typoTsquery}` : sql``} then 1
    else 0 end`;
  // The tier decides; within it (the rest adds up to less than one) the rank of the name and the similarities. A
  // row in tier 0 matched by its description (or address) only.
  const score = sql`(${tier} + 0.4 * least(ts_rank(t."v", ${tsquery}), 1) + 0.4 * ${similarity} + 0.2 * ${strictSimilarity})`;
  const where = group.where ? sql`${group.where} and ` : sql``;
  const candidates = sql`select t.*, ${key} as "k" from ${group.table} as t where ${where}`;
  // Keys hold only letters, digits and spaces: nothing in them is a LIKE wildcard.
  const startingWith = (value: SQL, condition: SQL = sql``) =>
    sql`(${candidates}${key} like ${value} || '%'${condition} order by ${key} using ~<~ limit ${PREFIX_CANDIDATE_LIMIT})`;
  const prefixes = keys.map((value) => startingWith(value));
  // How many rows the earlier kinds found, up to the page's size.
  const found = (ctes: string[]) =>
    sql`(select count(*) from (${sql.raw(ctes.map((cte) => `select 1 from "${cte}"`).join(' union all '))} limit ${limit}) as f)`;
  // The candidate sets are CTEs, so each is planned as a whole (an index scan, never a sequential scan hoping to
  // meet enough rows early) and read only as far as the LIMIT outside needs; one whose condition on the earlier
  // kinds fails never touches its index.
  return sql`with "prefixes" as materialized (${sql.join(prefixes, sql` union all `)}),
    "words" as materialized (${candidates}${doc} @@ ${tsquery} and ${found(['prefixes'])} < ${limit}),
    "typoPrefixes" as materialized (${
      typos && typos.keys.length > 0
        ? sql.join(
            typos.keys.map((value) =>
              startingWith(sql`${value}::text`, sql` and ${found(['prefixes', 'words'])} < ${limit}`),
            ),
            sql` union all `,
          )
        : sql`${candidates}false`
    }),
    "typos" as materialized (${candidates}${
      typoTsquery
        ? sql`${doc} @@ ${typoTsquery} and ${found(['prefixes', 'words', 'typoPrefixes'])} < ${limit}`
        : sql`false`
    })
    select ${columns}, ${score} as "score", t."k" as "sortKey"
    from (
      select t.*, to_tsvector('russian'::regconfig, t."k") as "v"
      from (
        select distinct on (c.id) c.* from (
          select * from "prefixes"
          union all (select * from "words" limit ${CANDIDATE_LIMIT})
          union all select * from "typoPrefixes"
          union all (select * from "typos" limit ${CANDIDATE_LIMIT})
        ) as c
        order by c.id
      ) as t
      offset 0
    ) as t
    order by "score" desc${group.tieBreak ? sql`, ${group.tieBreak}` : sql``}, "sortKey", t.id
    limit ${limit}`;
}

/** The query of each group for one search (exported so they can be EXPLAINed at scale). */
export function searchQueries(plan: SearchPlan, typos: TypoPlan | null, limit: number) {
  const p = places;
  const e = events;
  const o = organisations;
  const l = eventLists;
  const u = users;
  // Columns are named through the alias `t` of the searched table, so each group's SQL reads like the index.
  const col = (column: { name: string }) => sql`t.${sql.identifier(column.name)}`;

  const placeQuery = groupQuery(
    {
      table: sql`${p}`,
      name: col(p.name),
      other: sql`${col(p.address)} || ' ' || ${col(p.description)}`,
      where: sql`${col(p.status)} = 'PUBLISHED'`,
    },
    plan,
    typos,
    limit,
    sql`t.id, t.code, t.name, t.address`,
  );
  const eventQuery = sql`select r.id, r.code, r.title, r.time_zone as "timeZone", pl.name as "placeName",
      coalesce((select min(x.starts_at) from event_occurrences x where x.event_id = r.id and x.starts_at >= now()),
        r.starts_at) as "startsAt"
    from (${groupQuery(
      {
        table: sql`${e}`,
        name: col(e.title),
        other: col(e.description),
        where: sql`${col(e.status)} = 'PUBLISHED'`,
        // Of equally good matches, events still to come first, the sooner the better.
        tieBreak: sql`(coalesce(t.repeat_until, t.ends_at, t.starts_at) < now()), t.starts_at`,
      },
      plan,
      typos,
      limit,
      sql`t.id, t.code, t.title, t.time_zone, t.place_id, t.starts_at, t.ends_at, t.repeat_until`,
    )}) as r
    left join ${p} as pl on pl.id = r.place_id
    order by r."score" desc, (coalesce(r.repeat_until, r.ends_at, r.starts_at) < now()), r.starts_at, r."sortKey", r.id`;
  const organisationQuery = groupQuery(
    { table: sql`${o}`, name: col(o.name), other: col(o.description) },
    plan,
    typos,
    limit,
    sql`t.id, t.code, t.name, t.description`,
  );
  const personQuery = groupQuery(
    {
      table: sql`${u}`,
      name: sql`${col(u.displayName)} || ' ' || coalesce(${col(u.username)}, '')`,
      other: sql`NULL`,
    },
    plan,
    typos,
    limit,
    sql`t.id, t.code, t.username, t.display_name as "displayName", t.avatar_file_id as "avatarFileId"`,
  );
  const eventListQuery = sql`select r.id, r.code, r.name, pl.name as "placeName", org.name as "organisationName"
    from (${groupQuery(
      { table: sql`${l}`, name: col(l.name), other: col(l.description) },
      plan,
      typos,
      limit,
      sql`t.id, t.code, t.name, t.place_id, t.organisation_id`,
    )}) as r
    left join ${p} as pl on pl.id = r.place_id
    left join ${o} as org on org.id = r.organisation_id
    order by r."score" desc, r."sortKey", r.id`;

  return { placeQuery, eventQuery, organisationQuery, personQuery, eventListQuery };
}

/**
 * Settings of the search's transaction only, on the connection that runs its queries: the thresholds of pg_trgm
 * (a name similar to the query, a dictionary word similar to a typed one), and no sequential scans. Every candidate set is meant to be an index scan; on a small table (five thousand
 * organisations) the planner, which cannot see what the name key costs per row, would rather read the table and
 * compute the key for every row (20–35 ms) than use the trigram index (under 1 ms). No parallel workers either: for a
 * query of a few milliseconds, starting them cost more (a Gather of 12 ms over a 4 ms scan) than they saved.
 */
export const searchSettings = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true), set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** The best matches of every group for one query; each group is one indexed query. */
export async function globalSearch(db: Database, query: string, limit: number): Promise<SearchHits> {
  const plan = planSearch(query);
  if (!plan) return emptyHits();
  // Statements of one transaction are sent together without waiting for each answer (one connection runs them in
  // order): the settings with the dictionary lookup, then the five groups.
  return db.transaction(async (tx) => {
    const [, dictionary] = await Promise.all([tx.execute(searchSettings), lookUpWords(tx, plan)]);
    const { placeQuery, eventQuery, organisationQuery, personQuery, eventListQuery } = searchQueries(
      plan,
      planTypos(plan, dictionary),
      limit,
    );
    const run = async <T>(query: SQL) => rowsOf<T>(await tx.execute(query));
    const [placeRows, eventRows, organisationRows, personRows, eventListRows] = await Promise.all([
      run<PlaceHit>(placeQuery),
      run<Omit<EventHit, 'startsAt'> & { startsAt: Date | string }>(eventQuery),
      run<OrganisationHit>(organisationQuery),
      run<PersonHit>(personQuery),
      run<EventListHit>(eventListQuery),
    ]);
    return {
      places: placeRows.map(({ id, code, name, address }) => ({ id, code, name, address })),
      events: eventRows.map(({ id, code, title, timeZone, placeName, startsAt }) => ({
        id,
        code,
        title,
        timeZone,
        placeName,
        startsAt: startsAt instanceof Date ? startsAt : new Date(startsAt),
      })),
      organisations: organisationRows.map(({ id, code, name, description }) => ({ id, code, name, description })),
      people: personRows.map(({ id, code, username, displayName, avatarFileId }) => ({
        id,
        code,
        username,
        displayName,
        avatarFileId,
      })),
      eventLists: eventListRows.map(({ id, code, name, placeName, organisationName }) => ({
        id,
        code,
        name,
        placeName,
        organisationName,
      })),
    };
  });
}
