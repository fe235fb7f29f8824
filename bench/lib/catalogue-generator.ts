import type postgres from 'postgres';

// Fills a migrated PostgreSQL database with a country-sized catalogue, generated inside PostgreSQL itself
// (INSERT … SELECT over generate_series), so a million rows take seconds rather than a million round trips.
// Places spread over twenty cities in their own time zones; events over the month behind and half a year ahead,
// at the hours events really start, with a weekly series now and then.

export type CatalogueSize = { places: number; events: number; organisations: number };

const CITIES: Array<[name: string, lat: number, lng: number, timeZone: string, weight: number]> = [
  ['Москва', 55.7558, 37.6173, 'Europe/Moscow', 12],
  ['Санкт-Петербург', 59.9343, 30.3351, 'Europe/Moscow', 6],
  ['Новосибирск', 55.0084, 82.9357, 'Asia/Novosibirsk', 2],
  ['Екатеринбург', 56.8389, 60.6057, 'Asia/Yekaterinburg', 2],
  ['Казань', 55.7961, 49.1064, 'Europe/Moscow', 2],
  ['Нижний Новгород', 56.3269, 44.0059, 'Europe/Moscow', 2],
  ['Челябинск', 55.1644, 61.4368, 'Asia/Yekaterinburg', 1],
  ['Самара', 53.1959, 50.1002, 'Europe/Samara', 1],
  ['Омск', 54.9885, 73.3242, 'Asia/Omsk', 1],
  ['Ростов-на-Дону', 47.2357, 39.7015, 'Europe/Moscow', 1],
  ['Уфа', 54.7388, 55.9721, 'Asia/Yekaterinburg', 1],
  ['Красноярск', 56.0153, 92.8932, 'Asia/Krasnoyarsk', 1],
  ['Воронеж', 51.672, 39.1843, 'Europe/Moscow', 1],
  ['Пермь', 58.0105, 56.2502, 'Asia/Yekaterinburg', 1],
  ['Волгоград', 48.708, 44.5133, 'Europe/Volgograd', 1],
  ['Краснодар', 45.0355, 38.9753, 'Europe/Moscow', 1],
  ['Саратов', 51.5336, 46.0343, 'Europe/Saratov', 1],
  ['Тюмень', 57.1522, 65.5272, 'Asia/Yekaterinburg', 1],
  ['Иркутск', 52.2869, 104.305, 'Asia/Irkutsk', 1],
  ['Владивосток', 43.1198, 131.8869, 'Asia/Vladivostok', 1],
];

export const CITY_POINTS = CITIES.map(([name, lat, lng]) => ({ name, lat, lng }));

export async function generateCatalogue(sql: postgres.Sql, size: CatalogueSize, log: (line: string) => void) {
  const cities = CITIES.flatMap(([name, lat, lng, zone, weight]) =>
    Array.from({ length: weight }, () => ({ name, lat, lng, zone })),
  );
  await sql`create temporary table bench_cities (n int, name text, lat float8, lng float8, zone text)`;
  await sql`insert into bench_cities ${sql(cities.map((city, n) => ({ n, ...city })))}`;
  const cityCount = cities.length;

  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    `${size.organisations} organisations`,
    () => sql`
    insert into organisations (code, name, description)
    select 'o' || g, 'Организация ' || g, '' from generate_series(1, ${size.organisations}) g`,
  );

  await step(
    `${size.places} places`,
    () => sql`
    insert into places (code, organisation_id, name, address, latitude, longitude, time_zone, schedule, tags, status)
    select 'p' || g,
      (select id from organisations where code = 'o' || (1 + g % ${size.organisations})),
      (array['Кафе','Бар','Клуб','Кофейня','Пиццерия','Театр','Галерея','Паб'])[1 + g % 8] || ' №' || g,
      c.name || ', ул. Ленина, ' || (g % 200),
      c.lat + (random() - 0.5) * 0.3, c.lng + (random() - 0.5) * 0.5, c.zone,
      case g % 3
        when 0 then (select jsonb_agg(jsonb_build_object('weekday', d, 'from', 540, 'to', 1320))
                     from unnest(array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) d)
        when 1 then (select jsonb_agg(jsonb_build_object('weekday', d, 'from', 1080, 'to', 180))
                     from unnest(array['THURSDAY','FRIDAY','SATURDAY']) d)
        else (select jsonb_agg(jsonb_build_object('weekday', d, 'from', 480, 'to', 1440))
              from unnest(array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']) d)
      end,
      case g % 5 when 0 then array['BAR'] when 1 then array['MUSIC'] when 2 then array['OUTDOOR']
        when 3 then array['BAR','MUSIC'] else array[]::text[] end,
      case when g % 20 = 0 then 'DRAFT'::publication_status else 'PUBLISHED'::publication_status end
    from generate_series(1, ${size.places}) g
    join bench_cities c on c.n = g % ${cityCount}`,
  );

  await step(
    `${Math.round(size.places / 5)} event lists`,
    () => sql`
    insert into event_lists (code, organisation_id, place_id, name)
    select 'l' || p.code, p.organisation_id, p.id, 'Афиша ' || p.name from places p where p.code ~ '^p[0-9]*[05]$'`,
  );

  await step(
    `${size.events} events`,
    () => sql`
    insert into events (code, place_id, organisation_id, title, description, starts_at, ends_at, start_minute, price,
      tags, status, time_zone, repeat_weekdays, repeat_until)
    select 'e' || g, p.id, p.organisation_id,
      (array['Концерт','Квиз','Стендап','Лекция','Вечеринка','Мастер-класс','Кинопоказ','Джем'])[1 + g % 8] || ' ' || g,
      'Событие для нагрузочного теста', s.starts_at, s.starts_at + interval '2 hours',
      (extract(hour from s.starts_at at time zone p.time_zone) * 60 + extract(minute from s.starts_at at time zone p.time_zone))::int,
      (g % 5) * 300,
      case g % 5 when 0 then array['MUSIC'] when 1 then array['BAR'] when 2 then array['OUTDOOR']
        when 3 then array['BAR','MUSIC'] else array[]::text[] end,
      case when g % 25 = 0 then 'DRAFT'::publication_status else 'PUBLISHED'::publication_status end,
      p.time_zone, '{}'::text[], null
    from generate_series(1, ${size.events}) g
    join places p on p.code = 'p' || (1 + (g::bigint * 7919) % ${size.places})
    cross join lateral (
      -- A wall-clock time in the place's zone, then the instant it names there.
      select date_trunc('day', now() at time zone 'UTC') - interval '30 days' + ((g * 31) % 210) * interval '1 day'
        + (array[9, 11, 12, 14, 17, 18, 19, 19, 20, 20, 21, 22, 23])[1 + g % 13] * interval '1 hour'
        + ((g % 4) * 15) * interval '1 minute' as local
    ) l
    cross join lateral (select l.local at time zone p.time_zone as starts_at) s`,
  );

  await step(
    'occurrences',
    () => sql`
    insert into event_occurrences (event_id, starts_at, ends_at, start_minute, weekday, day_part, place_id,
      organisation_id, event_list_id, status, tags, feature_ids, latitude, longitude)
    select e.id, e.starts_at, e.ends_at, e.start_minute,
      extract(isodow from e.starts_at at time zone e.time_zone)::smallint,
      case when e.start_minute < 720 then 0 when e.start_minute < 1020 then 1 else 2 end,
      e.place_id, e.organisation_id, e.event_list_id, e.status, e.tags, e.feature_ids, p.latitude, p.longitude
    from events e join places p on p.id = e.place_id`,
  );

  await step('analyze', () => sql`analyze`);
}
