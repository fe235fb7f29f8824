import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { eventLists, events, organisations, places, users } from '../../db/schema.ts';
import { publicAvatarOf } from '../../lib/moderation.ts';
import {
  documentOf,
  keyOf,
  lookUpWords,
  planSearch,
  planTypos,
  type SearchedText,
  type SearchPlan,
  searched,
  searchSettings,
  startsWith,
  TYPO_THRESHOLD,
  type TypoPlan,
  tsqueryOf,
} from '../../lib/search.ts';

// Global search: the best few of every kind of thing for the header's box, by the rules of searching by text that
// lib/search.ts holds (Russian forms, prefixes while typing, typos through the dictionary, ё and case, the Latin
// layout, transliteration both ways, hyphenated names typed joined or apart); the lists' `q` filter finds by the same
// rules, so both find the same rows, and this ranks them. Names are also scored by their word similarity to the query
// and to what it meant (a typo, a name in the other alphabet).
// Ranking: an exact name, then a name that starts with the query, then a name containing its words, then a name
// that is only similar (a typo), then a name that has all the words but one no name holds (the global search only),
// then a mention in the description; within a tier, text rank and similarity; ties
// by the group's own order and the id, so the same query always gives the same answer. Candidates are gathered in
// that order and a later, costlier kind only when the earlier ones found fewer rows than the page shows: a name
// starting with the query (a btree range), then words anywhere (the text index; a common word matches a hundred
// thousand events, and the index can only hand them over all at once), then corrected words (typos).

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
  /** The searched text, as the indexes hold it (`searched`, through the alias `t`). */
  text: SearchedText;
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
  const key = keyOf(group.text.name);
  const doc = documentOf(group.text);
  const tsquery = tsqueryOf(plan.tsquery);
  // The typos' candidates may leave out a word the dictionary knows nothing of («чёрный кит»: «чёрный»).
  const typoTsquery = typos === null ? null : tsqueryOf(typos.tsquery);
  // The typos' candidates may also leave out a word no name holds («пиццерия тесто доставка»), see TypoPlan.
  const partialTsquery = typos?.partialTsquery ? tsqueryOf(typos.partialTsquery) : null;
  const partialKeys = (typos?.partialKeys ?? []).map((value) => sql`${value}::text`);
  const keys = plan.keys.map((value) => sql`${value}::text`);
  const anyOf = (values: SQL[], each: (value: SQL) => SQL) =>
    sql`(${sql.join(
      values.map((value) => sql`(${each(value)})`),
      sql` or `,
    )})`;
  const any = (each: (value: SQL) => SQL) => anyOf(keys, each);
  // Scored on the candidates' columns: the key ("k") and its vector ("v") computed once per row. A name is as similar
  // as it is to the query or to what the query meant («кофи хаус» ~ «coffee house»).
  const k = sql`t."k"`;
  const meant = [...keys, ...(typos?.keys ?? []).map((value) => sql`${value}::text`)];
  const best = (fn: string) =>
    meant.length === 1
      ? sql`${sql.raw(fn)}(${meant[0]}, ${k})`
      : sql`greatest(${sql.join(
          meant.map((value) => sql`${sql.raw(fn)}(${value}, ${k})`),
          sql`, `,
        )})`;
  const similarity = best('word_similarity');
  // Whole-word similarity tells «кафейня» ~ «кофейня» (one letter) from «кафейня» ~ «кафе» (a part).
  const strictSimilarity = best('strict_word_similarity');
  const partial = [
    ...(partialKeys.length > 0 ? [anyOf(partialKeys, (value) => startsWith(k, value))] : []),
    ...(partialTsquery ? [sql`t."v" @@ ${partialTsquery}`] : []),
  ];
  const tier = sql`case
    when ${any((value) => sql`${k} = ${value}`)} then 5
    when ${any((value) => startsWith(k, value))} then 4
    when ${any((value) => sql`' ' || ${k} like '% ' || ${value} || '%'`)} or t."v" @@ ${tsquery} then 3
    when ${similarity} >= ${TYPO_THRESHOLD}::real${typoTsquery ? sql` or t."v" @@ ${typoTsquery}` : sql``} then 2
    ${partial.length > 0 ? sql`when ${sql.join(partial, sql` or `)} then 1` : sql``}
    else 0 end`;
  // The tier decides; within it (the rest adds up to less than one) the rank of the name and the similarities. A
  // row in tier 1 matched all but a word no name holds; in tier 0 by its description (or address) only.
  const score = sql`(${tier} + 0.4 * least(ts_rank(t."v", ${partialTsquery ?? typoTsquery ?? tsquery}), 1) + 0.4 * ${similarity} + 0.2 * ${strictSimilarity})`;
  const where = group.where ? sql`${group.where} and ` : sql``;
  const candidates = sql`select t.*, ${key} as "k" from ${group.table} as t where ${where}`;
  const startingWith = (value: SQL, condition: SQL = sql``) =>
    sql`(${candidates}${startsWith(key, value)}${condition} order by ${key} using ~<~ limit ${PREFIX_CANDIDATE_LIMIT})`;
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
      typos && typos.keys.length + typos.partialKeys.length > 0
        ? sql.join(
            [...typos.keys, ...typos.partialKeys].map((value) =>
              startingWith(sql`${value}::text`, sql` and ${found(['prefixes', 'words'])} < ${limit}`),
            ),
            sql` union all `,
          )
        : sql`${candidates}false`
    }),
    "typos" as materialized (${candidates}${
      typoTsquery
        ? sql`${doc} @@ ${partialTsquery ?? typoTsquery} and ${found(['prefixes', 'words', 'typoPrefixes'])} < ${limit}`
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
      text: searched.places(col),
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
        text: searched.events(col),
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
    { table: sql`${o}`, text: searched.organisations(col) },
    plan,
    typos,
    limit,
    sql`t.id, t.code, t.name, t.description`,
  );
  const personQuery = groupQuery(
    {
      table: sql`${u}`,
      text: searched.users(col),
    },
    plan,
    typos,
    limit,
    sql`t.id, t.code, t.username, t.display_name as "displayName", ${publicAvatarOf('t')} as "avatarFileId"`,
  );
  const eventListQuery = sql`select r.id, r.code, r.name, pl.name as "placeName", org.name as "organisationName"
    from (${groupQuery(
      { table: sql`${l}`, text: searched.eventLists(col) },
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
