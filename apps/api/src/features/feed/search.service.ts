import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventLists, events, organisations, places, users } from '../../db/schema.ts';

// Global search, in PostgreSQL itself (drizzle/0004_search.sql holds the functions and indexes):
// - words and their Russian forms: the `russian` text-search configuration stems both the names and the query
//   («кофейни» → «кофейн» ← «Кофейня»); the last word is a prefix (`:*`), so results follow typing («коф»);
// - typos: pg_trgm word similarity between the query and the name («кафейня» ~ «Кофейня»);
// - ё is е and case does not matter: the query and the names go through the same key (`searchKey` here and
//   `mesto_search_key` in SQL);
// - a query typed in the Latin layout by mistake («rjatqyz») is also tried as the Cyrillic it was meant to be.
// Ranking: an exact name, then a name that starts with the query, then a name containing its words, then a name
// that is only similar (a typo), then a mention in the description; within a tier, text rank and similarity; ties
// by the group's own order and the id, so the same query always gives the same answer.

/** Words shorter than this (after normalisation) find too much to be worth a query. */
const MIN_KEY_LENGTH = 2;
/** Words of a query that are looked at; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
/** Word similarity from which a name counts as a typo of the query (pg_trgm's default of 0.6 misses «кафейня»). */
export const TYPO_THRESHOLD = 0.45;

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
};

/** How a query is searched, or null when it has nothing searchable (empty, punctuation, one letter). */
export function planSearch(query: string): SearchPlan | null {
  const candidates = [query, fromLatinLayout(query)].filter((text): text is string => text !== null);
  const keys = [
    ...new Set(candidates.map((text) => searchKey(text).split(' ').filter(Boolean).slice(0, MAX_WORDS).join(' '))),
  ].filter((key) => key.replace(/ /g, '').length >= MIN_KEY_LENGTH);
  if (keys.length === 0) return null;
  const alternatives = keys.map((key) => {
    const words = key.split(' ');
    const terms = words.map((word, index) => {
      const last = index === words.length - 1;
      const root = rootOf(word);
      return root ? `(${lexeme(word, last)} | ${lexeme(root, true)})` : lexeme(word, last);
    });
    return `(${terms.join(' & ')})`;
  });
  return { keys, tsquery: alternatives.join(' | ') };
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

/** Rows of `db.execute`, whichever driver answered (postgres.js gives an array, PGlite an object with rows). */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

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
 * Rows scored per group at most. A common word matches tens of thousands of events at scale, and scoring costs some
 * microseconds a row; names equal to the query or starting with it are always among the candidates (a btree range,
 * shortest first), the rest are the first this many the text index gives.
 */
export const CANDIDATE_LIMIT = 200;
const PREFIX_CANDIDATE_LIMIT = 100;
/** Keys shorter than this are not searched for typos. */
const TYPO_MIN_LENGTH = 5;

/**
 * One group's query. Candidates come from three index scans: names starting with a key (btree on the key of the
 * name, in key order, so an exact name comes first), rows whose document matches the tsquery (GIN on the document)
 * and — only when words found fewer rows than the page needs — names similar to a key (GIN trigram on the name: the
 * typos). Only candidates are scored, each computing its key and name vector once.
 */
function groupQuery(group: Group, plan: SearchPlan, limit: number, columns: SQL): SQL {
  const key = sql`public.mesto_search_key(${group.name})`;
  const doc = sql`public.mesto_search_doc(${group.name}, ${group.other})`;
  const tsquery = sql`to_tsquery('russian'::regconfig, ${plan.tsquery}::text)`;
  const keys = plan.keys.map((value) => sql`${value}::text`);
  // A key shorter than this is a word still being typed (its prefix is searched), not a typo worth a trigram scan.
  const typoKeys = plan.keys.filter((value) => value.length >= TYPO_MIN_LENGTH).map((value) => sql`${value}::text`);
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
    when ${similarity} >= ${TYPO_THRESHOLD}::real then 1
    else 0 end`;
  // The tier decides; within it (the rest adds up to less than one) the rank of the name and the similarities. A
  // row in tier 0 matched by its description (or address) only.
  const score = sql`(${tier} + 0.4 * least(ts_rank(t."v", ${tsquery}), 1) + 0.4 * ${similarity} + 0.2 * ${strictSimilarity})`;
  const where = group.where ? sql`${group.where} and ` : sql``;
  const candidates = sql`select t.*, ${key} as "k" from ${group.table} as t where ${where}`;
  // Keys hold only letters, digits and spaces: nothing in them is a LIKE wildcard.
  const prefixes = keys.map(
    (value) =>
      sql`(${candidates}${key} like ${value} || '%' order by ${key} using ~<~ limit ${PREFIX_CANDIDATE_LIMIT})`,
  );
  // The candidate sets are CTEs, so each is planned as a whole (an index scan, never a sequential scan hoping to
  // meet enough rows early) and read only as far as the LIMIT outside needs. Typos are looked for only when words
  // found fewer rows than the page needs.
  return sql`with "words" as materialized (${candidates}${doc} @@ ${tsquery}),
    "typos" as materialized (${candidates}${
      typoKeys.length === 0
        ? sql`false`
        : sql`(${sql.join(
            typoKeys.map((value) => sql`(${value} <% ${key})`),
            sql` or `,
          )})`
    }
      and (select count(*) from (select 1 from "words" limit ${limit}) as w) < ${limit})
    select ${columns}, ${score} as "score", t."k" as "sortKey"
    from (
      select t.*, to_tsvector('russian'::regconfig, t."k") as "v"
      from (
        select distinct on (c.id) c.* from (
          ${sql.join(prefixes, sql` union all `)}
          union all (select * from "words" limit ${CANDIDATE_LIMIT})
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
export function searchQueries(plan: SearchPlan, limit: number) {
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
      limit,
      sql`t.id, t.code, t.title, t.time_zone, t.place_id, t.starts_at, t.ends_at, t.repeat_until`,
    )}) as r
    left join ${p} as pl on pl.id = r.place_id
    order by r."score" desc, (coalesce(r.repeat_until, r.ends_at, r.starts_at) < now()), r.starts_at, r."sortKey", r.id`;
  const organisationQuery = groupQuery(
    { table: sql`${o}`, name: col(o.name), other: col(o.description) },
    plan,
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
    limit,
    sql`t.id, t.code, t.username, t.display_name as "displayName", t.avatar_file_id as "avatarFileId"`,
  );
  const eventListQuery = sql`select r.id, r.code, r.name, pl.name as "placeName", org.name as "organisationName"
    from (${groupQuery(
      { table: sql`${l}`, name: col(l.name), other: col(l.description) },
      plan,
      limit,
      sql`t.id, t.code, t.name, t.place_id, t.organisation_id`,
    )}) as r
    left join ${p} as pl on pl.id = r.place_id
    left join ${o} as org on org.id = r.organisation_id
    order by r."score" desc, r."sortKey", r.id`;

  return { placeQuery, eventQuery, organisationQuery, personQuery, eventListQuery };
}

/**
 * Settings of the search's transaction only, on the connection that runs its queries: the typo threshold of pg_trgm,
 * and no sequential scans. Every candidate set is meant to be an index scan; on a small table (five thousand
 * organisations) the planner, which cannot see what the name key costs per row, would rather read the table and
 * compute the key for every row (20–35 ms) than use the trigram index (under 1 ms). No parallel workers either: for a
 * query of a few milliseconds, starting them cost more (a Gather of 12 ms over a 4 ms scan) than they saved.
 */
export const typoThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** The best matches of every group for one query; each group is one indexed query. */
export async function globalSearch(db: Database, query: string, limit: number): Promise<SearchHits> {
  const plan = planSearch(query);
  if (!plan) return emptyHits();
  const { placeQuery, eventQuery, organisationQuery, personQuery, eventListQuery } = searchQueries(plan, limit);
  return db.transaction(async (tx) => {
    await tx.execute(typoThreshold);
    const run = async <T>(query: SQL) => rowsOf<T>(await tx.execute(query));
    const placeRows = await run<PlaceHit>(placeQuery);
    const eventRows = await run<Omit<EventHit, 'startsAt'> & { startsAt: Date | string }>(eventQuery);
    const organisationRows = await run<OrganisationHit>(organisationQuery);
    const personRows = await run<PersonHit>(personQuery);
    const eventListRows = await run<EventListHit>(eventListQuery);
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
