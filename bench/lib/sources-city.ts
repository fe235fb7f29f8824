// The city of sources-scale.ts, written straight into its fresh database: one organisation with one person on its
// team (who connected every source, so the trusted ones publish as them), PLACES places, and SOURCES sources pointing
// at the fixture servers, half of them trusted (AUTO). The sources are written not due (a day ahead), so the nodes
// start idle and the public lists can be measured before any fetch; `makeDue` then makes all due at once.
//
// Which node fetched a source is not left anywhere (a fetch clears claimed_by), so the bench's database keeps it
// itself: a trigger records every claim (source, worker, time) in `bench_claims`. Each worker's name holds its node's
// pid (`api-<pid>-…`), and a source claimed twice in a run is a fetch the nodes made twice.
import type postgres from 'postgres';
import { kindOf, pathOf, placeName, placeOf } from './sources-fixtures.ts';

export type City = { organisationId: string; publisherId: string; places: number; sources: number };

export async function createCity(
  sql: postgres.Sql,
  options: { places: number; sources: number; host: string; ports: number[]; intervalMinutes: number },
): Promise<City> {
  const [organisation] = await sql<{ id: string }[]>`
    insert into organisations (code, name) values ('bench-sources', 'Афиша города') returning id`;
  const [publisher] = await sql<{ id: string }[]>`
    insert into users (code, username, display_name) values ('2bench', 'bench_sources', 'Редактор афиши')
    returning id`;
  const organisationId = (organisation as { id: string }).id;
  const publisherId = (publisher as { id: string }).id;
  await sql`insert into user_organisation_binds (user_id, organisation_id, kind)
    values (${publisherId}, ${organisationId}, 'TEAM')`;
  const places = Array.from({ length: options.places }, (_, index) => ({
    code: `bench-place-${index + 1}`,
    organisation_id: organisationId,
    name: placeName(index),
    address: `Пермь, ул. Ленина, ${index + 1}`,
    latitude: 58.01 + (index % 10) * 0.003,
    longitude: 56.23 + Math.floor(index / 10) * 0.004,
    time_zone: 'Europe/Moscow',
  }));
  const placeIds = (await sql<{ id: string }[]>`insert into places ${sql(places)} returning id`).map((row) => row.id);
  const notDue = new Date(Date.now() + 24 * 3600_000);
  const rows = Array.from({ length: options.sources }, (_, n) => ({
    kind: kindOf(n),
    address: `http://${options.host}:${options.ports[n % options.ports.length]}${pathOf(n)}`,
    place_id: placeIds[placeOf(n, options.places)] as string,
    organisation_id: organisationId,
    // Trusted in alternate blocks of ten, so each kind (n % 10) has trusted and untrusted sources.
    trust: Math.floor(n / 10) % 2 === 0 ? 'AUTO' : 'REVIEW',
    interval_minutes: options.intervalMinutes,
    created_by_id: publisherId,
    next_fetch_at: notDue,
  }));
  for (let from = 0; from < rows.length; from += 1000) {
    await sql`insert into sources ${sql(rows.slice(from, from + 1000))}`;
  }
  await sql.unsafe(`
    create table bench_claims (source_id uuid not null, worker text not null, at timestamptz not null default clock_timestamp());
    create function bench_record_claim() returns trigger language plpgsql as $$
    begin
      if new.claimed_by is not null and new.claimed_until is distinct from old.claimed_until then
        insert into bench_claims (source_id, worker) values (new.id, new.claimed_by);
      end if;
      return new;
    end $$;
    create trigger bench_record_claim after update on sources for each row execute function bench_record_claim();
    analyze;`);
  return { organisationId, publisherId, places: options.places, sources: options.sources };
}

/** Every source due now; the database's clock of that moment. */
export async function makeDue(sql: postgres.Sql, spreadSeconds = 0): Promise<Date> {
  // Spread over `spreadSeconds`: the steady rate of a city whose sources were connected over time (2,000 sources at
  // 15 minutes come due at 2.2 a second), instead of all of them at once.
  const [row] = await sql<{ at: Date }[]>`
    update sources set next_fetch_at = now() + make_interval(secs => random() * ${spreadSeconds})
    where kind <> 'TELEGRAM_CHANNEL' returning now() as at`;
  return (row as { at: Date }).at;
}

export type Progress = { fetched: number; failed: number; claims: number };

/** Sources fetched at least once (and how many of them failed), and claims made so far. */
export async function progressOf(sql: postgres.Sql): Promise<Progress> {
  const [row] = await sql<{ fetched: number; failed: number; claims: number }[]>`
    select count(*) filter (where last_fetched_at is not null)::int as fetched,
      count(*) filter (where last_error_code is not null)::int as failed,
      (select count(*)::int from bench_claims) as claims
    from sources`;
  return row as Progress;
}

export type Outcome = {
  /** Claims per worker name. */
  claimsByWorker: Map<string, number>;
  /** Sources claimed more than once (each with its claims). */
  claimedTwice: { sourceId: string; claims: { worker: string; at: Date }[] }[];
  failures: { code: string; count: number; example: string }[];
  announcements: Map<string, number>;
  eventsPublished: number;
  items: Map<string, number>;
  /** Items by «kind trust» and outcome: what a trusted calendar, feed or page gave. */
  itemsBySource: Map<string, Map<string, number>>;
  nextFetch: { minMinutes: number; maxMinutes: number };
  stillClaimed: number;
};

export async function outcomeOf(sql: postgres.Sql): Promise<Outcome> {
  const byWorker = await sql<{ worker: string; count: number }[]>`
    select worker, count(*)::int as count from bench_claims group by worker order by worker`;
  const twice = await sql<{ source_id: string; claims: { worker: string; at: string }[] }[]>`
    select source_id, json_agg(json_build_object('worker', worker, 'at', at) order by at) as claims
    from bench_claims group by source_id having count(*) > 1 order by source_id limit 20`;
  const failures = await sql<{ code: string; count: number; example: string }[]>`
    select last_error_code as code, count(*)::int as count, min(last_error) as example
    from sources where last_error_code is not null group by 1 order by 2 desc`;
  const announcements = await sql<{ status: string; count: number }[]>`
    select status::text, count(*)::int as count from external_event_announcements group by 1 order by 1`;
  const [published] = await sql<{ count: number }[]>`
    select count(*)::int as count from events where status = 'PUBLISHED'`;
  const items = await sql<{ outcome: string; count: number }[]>`
    select outcome::text, count(*)::int as count from source_items group by 1 order by 1`;
  const bySource = await sql<{ source: string; outcome: string; count: number }[]>`
    select s.kind::text || ' ' || s.trust::text as source, i.outcome::text, count(*)::int as count
    from source_items i join sources s on s.id = i.source_id group by 1, 2 order by 1, 2`;
  const itemsBySource = new Map<string, Map<string, number>>();
  for (const row of bySource) {
    const outcomes = itemsBySource.get(row.source) ?? new Map<string, number>();
    outcomes.set(row.outcome, row.count);
    itemsBySource.set(row.source, outcomes);
  }
  const [next] = await sql<{ min: number; max: number; claimed: number }[]>`
    select extract(epoch from min(next_fetch_at - last_fetched_at)) / 60 as min,
      extract(epoch from max(next_fetch_at - last_fetched_at)) / 60 as max,
      count(*) filter (where claimed_by is not null)::int as claimed
    from sources`;
  return {
    claimsByWorker: new Map(byWorker.map((row) => [row.worker, row.count])),
    claimedTwice: twice.map((row) => ({
      sourceId: row.source_id,
      claims: row.claims.map((claim) => ({ worker: claim.worker, at: new Date(claim.at) })),
    })),
    failures: [...failures],
    announcements: new Map(announcements.map((row) => [row.status, row.count])),
    eventsPublished: published?.count ?? 0,
    items: new Map(items.map((row) => [row.outcome, row.count])),
    itemsBySource,
    nextFetch: { minMinutes: Number(next?.min ?? Number.NaN), maxMinutes: Number(next?.max ?? Number.NaN) },
    stillClaimed: next?.claimed ?? 0,
  };
}

/** The pids of the PostgreSQL backends connected to this database (the nodes' pools, the bench's own). */
export async function backendPids(sql: postgres.Sql): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`;
  return rows.map((row) => row.pid);
}
