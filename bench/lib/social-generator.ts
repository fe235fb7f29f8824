import type postgres from 'postgres';
import { OPINION_TAGS } from '../../packages/domain/src/tags.ts';

// The social layer at country scale, on top of the catalogue (lib/catalogue-generator.ts), generated inside PostgreSQL
// itself (INSERT … SELECT over generate_series): people with Russian names, whom and what they follow (skewed toward
// the popular, some pairs mutual), check-ins over the last 90 days (some open now), opinions about places and events
// (at most one per author and subject, one place far busier than the rest), answers to some of them, and rooms with
// their participants. Place names are rewritten into Russian words people search for («Кофейня «Зерно»»).
//
// Rows are addressed by an ordinal: a user's id is derived from its number (`bench_uuid('u', n)`), places and events
// by dense numbers over the published ones, so every statement joins by number instead of round-tripping ids.

export type SocialSize = {
  users: number;
  opinions: number;
  visits: number;
  rooms: number;
  /** People each user follows, on average. */
  followsPerUser: number;
};

/** Every generated user's password, and its argon2id hash (made once with apps/api/src/features/auth/passwords.ts). */
export const BENCH_PASSWORD = 'bench-password-2024';
const BENCH_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xwDhFnZFzEMbcmjCGVHGLQ$leP8Sww8aXOHTw0TrAyZubNRR055Bj7G2rdvf+qPeHw';

/** The public code of generated user `n`: a digit first, as the API's codes (users.service.ts: generateUserCode). */
export const userCode = (n: number) => `${2 + (n % 8)}b${n}`;

/** The one place far busier than the rest (a tenth of all authors wrote about it). */
export const BUSIEST_PLACE_CODE = 'p1';

// [male, female, Latin] — first names and surnames; usernames are the Latin forms.
const MALE_NAMES: Array<[string, string]> = [
  ['Александр', 'aleksandr'],
  ['Дмитрий', 'dmitry'],
  ['Максим', 'maksim'],
  ['Сергей', 'sergey'],
  ['Андрей', 'andrey'],
  ['Алексей', 'aleksey'],
  ['Артём', 'artem'],
  ['Илья', 'ilya'],
  ['Кирилл', 'kirill'],
  ['Михаил', 'mikhail'],
  ['Никита', 'nikita'],
  ['Иван', 'ivan'],
  ['Егор', 'egor'],
  ['Роман', 'roman'],
  ['Павел', 'pavel'],
  ['Тимур', 'timur'],
];
const FEMALE_NAMES: Array<[string, string]> = [
  ['Анна', 'anna'],
  ['Мария', 'maria'],
  ['Елена', 'elena'],
  ['Ольга', 'olga'],
  ['Наталья', 'natalya'],
  ['Екатерина', 'ekaterina'],
  ['Анастасия', 'anastasia'],
  ['Татьяна', 'tatyana'],
  ['Дарья', 'darya'],
  ['Полина', 'polina'],
  ['Алёна', 'alena'],
  ['Ксения', 'ksenia'],
  ['Юлия', 'yulia'],
  ['Софья', 'sofya'],
  ['Вероника', 'veronika'],
  ['Алина', 'alina'],
];
const SURNAMES: Array<[string, string, string]> = [
  ['Иванов', 'Иванова', 'ivanov'],
  ['Смирнов', 'Смирнова', 'smirnov'],
  ['Кузнецов', 'Кузнецова', 'kuznetsov'],
  ['Попов', 'Попова', 'popov'],
  ['Васильев', 'Васильева', 'vasiliev'],
  ['Петров', 'Петрова', 'petrov'],
  ['Соколов', 'Соколова', 'sokolov'],
  ['Михайлов', 'Михайлова', 'mikhailov'],
  ['Новиков', 'Новикова', 'novikov'],
  ['Фёдоров', 'Фёдорова', 'fedorov'],
  ['Морозов', 'Морозова', 'morozov'],
  ['Волков', 'Волкова', 'volkov'],
  ['Алексеев', 'Алексеева', 'alekseev'],
  ['Лебедев', 'Лебедева', 'lebedev'],
  ['Семёнов', 'Семёнова', 'semenov'],
  ['Егоров', 'Егорова', 'egorov'],
  ['Павлов', 'Павлова', 'pavlov'],
  ['Козлов', 'Козлова', 'kozlov'],
  ['Степанов', 'Степанова', 'stepanov'],
  ['Николаев', 'Николаева', 'nikolaev'],
  ['Орлов', 'Орлова', 'orlov'],
  ['Зайцев', 'Зайцева', 'zaytsev'],
  ['Ким', 'Ким', 'kim'],
  ['Шевчук', 'Шевчук', 'shevchuk'],
  ['Галиев', 'Галиева', 'galiev'],
  ['Хабибуллин', 'Хабибуллина', 'khabibullin'],
];

const PLACE_KINDS = [
  'Кофейня',
  'Бар',
  'Пиццерия',
  'Джаз-клуб',
  'Кафе',
  'Паб',
  'Бистро',
  'Пекарня',
  'Чайная',
  'Театр',
  'Галерея',
  'Клуб',
];
const PLACE_WORDS = [
  'Зерно',
  'Лофт',
  'Ромашка',
  'Маяк',
  'Север',
  'Огонёк',
  'Причал',
  'Самовар',
  'Бульвар',
  'Сад',
  'Ветер',
  'Клевер',
  'Полночь',
  'Гавань',
  'Дворик',
  'Фонарь',
  'Рояль',
  'Винил',
  'Крыша',
  'Подвал',
  'Синяя птица',
  'Белые ночи',
];

const OPINION_TEXTS = [
  'Отличное место, обязательно вернёмся!',
  'Кофе вкусный, но очередь на полчаса.',
  'Уютно, приятная музыка, вежливый персонал.',
  'Шумно по пятницам, зато весело.',
  'Пицца из дровяной печи — лучшая в городе.',
  'Цены выше среднего, порции маленькие.',
  'Живой джаз по четвергам, рекомендую.',
  'Долго ждали заказ, официант забыл про нас.',
  'Хорошая веранда летом, есть где посидеть с детьми.',
  'Коктейли интересные, бармены знают своё дело.',
  'Не понравилось: грязно и холодно.',
  'Лучшие круассаны на районе.',
  'Атмосфера как у друзей на кухне.',
  '',
];
const FEEDBACK_TEXTS = [
  'Спасибо за отзыв! Ждём вас снова.',
  'Простите за ожидание, мы уже добавили людей в смену.',
  'Спасибо! Передадим команде.',
  'Нам жаль, что так вышло. Напишите нам, пожалуйста, в личные сообщения.',
];
const ROOM_TITLES = [
  'Идём на джаз',
  'Кофе после работы',
  'Квиз командой',
  'Ищу компанию на концерт',
  'Настолки в пятницу',
  'Стендап вечером',
  'Бранч в воскресенье',
  'Пятничный бар',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (list: readonly string[]) => `array[${list.map(literal).join(',')}]::text[]`;

export async function generateSocial(sql: postgres.Sql, size: SocialSize, log: (line: string) => void) {
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const U = size.users;

  // A uuid for the n-th row of a kind (a version-4 layout, so any uuid check accepts it).
  await sql`create or replace function pg_temp.bench_uuid(kind text, n bigint) returns uuid language sql immutable
    as $$ select overlay(overlay(md5(kind || n::text) placing '4' from 13) placing '8' from 17)::uuid $$`;
  // A stable pseudo-random number in [0, 1) for an integer: skew that must stay put between statements.
  await sql`create or replace function pg_temp.bench_unit(n bigint) returns float8 language sql immutable
    as $$ select ((n * 2654435761) % 1000003)::float8 / 1000003 $$`;

  // Dense numbers (1…) over the published places and events, the event lists and the organisations.
  await step('numbering the catalogue', async () => {
    await sql`drop table if exists bench_place_k, bench_event_k, bench_list_k, bench_org_k`;
    await sql`create temporary table bench_place_k as
      select row_number() over (order by substr(code, 2)::int)::int as k, id, organisation_id
      from places where status = 'PUBLISHED' and code ~ '^p[0-9]+$'`;
    await sql`create temporary table bench_event_k as
      select row_number() over (order by substr(code, 2)::int)::int as k, id
      from events where status = 'PUBLISHED' and code ~ '^e[0-9]+$'`;
    await sql`create temporary table bench_list_k as select row_number() over (order by code)::int as k, id from event_lists`;
    await sql`create temporary table bench_org_k as select row_number() over (order by code)::int as k, id from organisations`;
    for (const table of ['bench_place_k', 'bench_event_k', 'bench_list_k', 'bench_org_k']) {
      await sql.unsafe(`alter table ${table} add primary key (k)`);
      await sql.unsafe(`analyze ${table}`);
    }
  });
  const [counts] = (await sql`select (select count(*) from bench_place_k)::int as places,
    (select count(*) from bench_event_k)::int as events, (select count(*) from bench_list_k)::int as lists,
    (select count(*) from bench_org_k)::int as orgs`) as unknown as [
    { places: number; events: number; lists: number; orgs: number },
  ];
  const P = counts.places;
  const E = counts.events;
  const [busiest] = (await sql`select k from bench_place_k k join places p on p.id = k.id
    where p.code = ${BUSIEST_PLACE_CODE}`) as unknown as [{ k: number } | undefined];
  if (busiest?.k !== 1) throw new Error(`${BUSIEST_PLACE_CODE} must be the first published place`);

  const male = textArray(MALE_NAMES.map(([name]) => name));
  const maleLatin = textArray(MALE_NAMES.map(([, latin]) => latin));
  const female = textArray(FEMALE_NAMES.map(([name]) => name));
  const femaleLatin = textArray(FEMALE_NAMES.map(([, latin]) => latin));
  const surnameMale = textArray(SURNAMES.map(([name]) => name));
  const surnameFemale = textArray(SURNAMES.map(([, name]) => name));
  const surnameLatin = textArray(SURNAMES.map(([, , latin]) => latin));
  await step(`${U} users`, () =>
    sql.unsafe(`
    insert into users (id, code, username, display_name, gender, password_hash, created_at, updated_at)
    select pg_temp.bench_uuid('u', g), (2 + g % 8)::text || 'b' || g,
      -- One in ten signed up through Telegram and has no username.
      case when g % 10 = 3 then null
        else (case when x.female then (${femaleLatin})[1 + x.fi] else (${maleLatin})[1 + x.fi] end)
          || (case when g % 3 = 0 then '_' else '.' end) || (${surnameLatin})[1 + x.si] || g end,
      case when x.female then (${female})[1 + x.fi] || ' ' || (${surnameFemale})[1 + x.si]
        else (${male})[1 + x.fi] || ' ' || (${surnameMale})[1 + x.si] end,
      case when g % 7 = 0 then null when x.female then 'FEMALE'::gender else 'MALE'::gender end,
      ${literal(BENCH_PASSWORD_HASH)}, x.created, x.created
    from generate_series(1, ${U}) g
    cross join lateral (
      select g % 2 = 0 as female,
        (floor(pg_temp.bench_unit(g) ^ 2 * ${MALE_NAMES.length}))::int as fi,
        (floor(pg_temp.bench_unit(g * 7 + 3) ^ 1.5 * ${SURNAMES.length}))::int as si,
        now() - interval '2 years' * pg_temp.bench_unit(g * 13 + 5) as created
    ) x`),
  );

  // Whom people follow: ~followsPerUser people each, the lower the number the more popular (a cubic skew); some of
  // them follow back. Plus a few places (the busiest among them), organisations and event lists.
  const spread = Math.max(1, size.followsPerUser);
  await step(`follows of people (~${spread} each)`, () =>
    sql.unsafe(`
    insert into user_subscriptions (subscriber_id, user_id, created_at)
    select pg_temp.bench_uuid('u', g), pg_temp.bench_uuid('u', t.n), now() - random() * interval '365 days'
    from generate_series(1, ${U}) g
    cross join lateral (
      select 1 + floor(${U} * power(random(), 3))::int as n from generate_series(1, ${Math.ceil(spread / 2)} + g % ${spread + 1}) j
    ) t
    where t.n <> g
    on conflict do nothing`),
  );
  await step(
    'follow-backs (mutual pairs)',
    () => sql`
    insert into user_subscriptions (subscriber_id, user_id, created_at)
    select s.user_id, s.subscriber_id, least(now(), s.created_at + interval '2 days')
    from user_subscriptions s where s.user_id is not null and random() < 0.25
    on conflict do nothing`,
  );
  await step('follows of places, organisations and event lists', async () => {
    await sql.unsafe(`
    insert into user_subscriptions (subscriber_id, place_id, created_at)
    select pg_temp.bench_uuid('u', g), p.id, now() - random() * interval '365 days'
    from generate_series(1, ${U}) g
    cross join lateral (
      select case when j = 1 and g % 4 = 0 then 1 else 1 + floor(${P} * power(random(), 2))::int end as k
      from generate_series(1, g % 6) j
    ) t
    join bench_place_k p on p.k = t.k
    on conflict do nothing`);
    await sql.unsafe(`
    insert into user_subscriptions (subscriber_id, organisation_id, created_at)
    select pg_temp.bench_uuid('u', g), o.id, now() - random() * interval '365 days'
    from generate_series(1, ${U}) g
    cross join lateral (select 1 + floor(${counts.orgs} * power(random(), 2))::int as k from generate_series(1, g % 3) j) t
    join bench_org_k o on o.k = t.k
    on conflict do nothing`);
    await sql.unsafe(`
    insert into user_subscriptions (subscriber_id, event_list_id, created_at)
    select pg_temp.bench_uuid('u', g), l.id, now() - random() * interval '365 days'
    from generate_series(1, ${U}) g
    cross join lateral (select 1 + floor(${counts.lists} * power(random(), 2))::int as k from generate_series(1, (g / 3) % 3) j) t
    join bench_list_k l on l.k = t.k
    on conflict do nothing`);
  });

  // Check-ins over the last 90 days, busy places busier; one in a hundred is going on now.
  await step(`${size.visits} visits`, () =>
    sql.unsafe(`
    insert into user_visits (user_id, place_id, started_at, expires_at, closed_at, visibility)
    select pg_temp.bench_uuid('u', 1 + floor(${U} * x.ur)::int), p.id, s.started, s.started + interval '3 hours',
      case when x.active then null else s.started + (30 + x.cr * 150) * interval '1 minute' end,
      case when x.vr < 0.8 then 'PUBLIC'::visibility when x.vr < 0.93 then 'FRIENDS'::visibility
        else 'PRIVATE'::visibility end
    from (
      select g, random() < 0.01 as active, random() as ur, random() as pr, random() as tr, random() as cr,
        random() as vr
      from generate_series(1, ${size.visits}) g offset 0
    ) x
    cross join lateral (
      select case when x.active then now() - x.tr * interval '150 minutes'
        else now() - interval '3 hours' - x.tr * interval '87 days' end as started
    ) s
    join bench_place_k p on p.k = case when x.g % 50 = 0 then 1 else 1 + floor(${P} * x.pr ^ 2)::int end`),
  );

  // Opinions: the i-th by author 1 + i % U in round i / U. An author's subjects differ between rounds by
  // construction (a per-author start plus round × a stride shorter than the range), so the unique indexes hold
  // without a conflict clause; round 0 of every tenth author is about the busiest place, which no other round reaches.
  const rounds = Math.max(1, Math.ceil(size.opinions / U));
  const placeStride = Math.max(1, Math.floor((P - 1) / rounds));
  const eventStride = Math.max(1, Math.floor(E / rounds));
  if (rounds > P - 1 || rounds > E) throw new Error('too many opinions per author for the catalogue');
  const tags = textArray(OPINION_TAGS);
  await step(`${size.opinions} opinions`, () =>
    sql.unsafe(`
    insert into opinions (id, code, author_id, place_id, event_id, rating, text, tags, visibility, was_there,
      created_at, updated_at)
    select pg_temp.bench_uuid('o', x.i), 'op' || x.i, pg_temp.bench_uuid('u', x.a), p.id, e.id,
      5 - floor(5 * x.rr ^ 2)::int,
      (${textArray(OPINION_TEXTS)})[1 + (x.i * 7) % ${OPINION_TEXTS.length}],
      case x.i % 4 when 0 then '{}'::text[]
        when 1 then array[(${tags})[1 + x.i % 6]]
        else array[(${tags})[1 + x.i % 6], (${tags})[1 + (x.i % 6 + 1 + (x.i / 6) % 5) % 6]] end,
      case when x.vr < 0.85 then 'PUBLIC'::visibility when x.vr < 0.92 then 'FRIENDS'::visibility
        when x.vr < 0.96 then 'PRIVATE'::visibility else 'NOTES'::visibility end,
      not x.is_event and x.wr < 0.3,
      x.created, x.created
    from (
      select i, 1 + i % ${U} as a, i / ${U} as r, (i * 7) % 10 = 3 and not (i / ${U} = 0 and (1 + i % ${U}) % 10 = 0) as is_event,
        random() as rr, random() as vr, random() as wr,
        now() - random() * (case when i / ${U} = 0 and (1 + i % ${U}) % 10 = 0 then interval '90 days' else interval '365 days' end)
          as created
      from generate_series(0, ${size.opinions - 1}) i offset 0
    ) x
    left join bench_place_k p on not x.is_event and p.k = case when x.r = 0 and x.a % 10 = 0 then 1
      else 2 + (floor(${P - 1} * pg_temp.bench_unit(x.a) ^ 2)::bigint + x.r * ${placeStride}) % ${P - 1} end
    left join bench_event_k e on x.is_event
      and e.k = 1 + (floor(${E} * pg_temp.bench_unit(x.a + 17))::bigint + x.r * ${eventStride}) % ${E}`),
  );

  await step('feedbacks (answers to 5% of place opinions)', () =>
    sql.unsafe(`
    insert into feedbacks (opinion_id, author_id, organisation_id, text, created_at, updated_at)
    select o.id, pg_temp.bench_uuid('u', 1 + abs(hashtext(p.organisation_id::text)) % ${U}), p.organisation_id,
      (${textArray(FEEDBACK_TEXTS)})[1 + abs(hashtext(o.code)) % ${FEEDBACK_TEXTS.length}],
      least(now(), o.created_at + interval '1 day'), least(now(), o.created_at + interval '1 day')
    from opinions o join places p on p.id = o.place_id
    where o.visibility <> 'NOTES' and random() < 0.05`),
  );

  await step(`${size.rooms} rooms`, () =>
    sql.unsafe(`
    insert into rooms (id, code, owner_id, place_id, event_id, title, starts_at, visibility, capacity, created_at,
      updated_at)
    select pg_temp.bench_uuid('r', x.g), 'rm' || x.g, pg_temp.bench_uuid('u', 1 + floor(${U} * x.ur ^ 2)::int),
      case when x.kind < 0.7 then p.id end, case when x.kind >= 0.7 and x.kind < 0.9 then e.id end,
      (${textArray(ROOM_TITLES)})[1 + x.g % ${ROOM_TITLES.length}], s.starts,
      case when x.vr < 0.8 then 'PUBLIC'::visibility when x.vr < 0.9 then 'FRIENDS'::visibility
        else 'PRIVATE'::visibility end,
      case when x.g % 3 = 0 then null else 2 + x.g % 19 end,
      least(now(), s.starts) - x.cr * interval '7 days', least(now(), s.starts) - x.cr * interval '7 days'
    from (
      select g, random() as ur, random() as kind, random() as pr, random() as er, random() as sr, random() as vr,
        random() as cr
      from generate_series(1, ${size.rooms}) g offset 0
    ) x
    cross join lateral (select now() - interval '60 days' + x.sr * interval '90 days' as starts) s
    join bench_place_k p on p.k = 1 + floor(${P} * x.pr ^ 2)::int
    join bench_event_k e on e.k = 1 + floor(${E} * x.er)::int`),
  );
  await step('room participants', async () => {
    await sql.unsafe(`
    insert into room_participants (room_id, user_id, joined_at) select id, owner_id, created_at from rooms`);
    await sql.unsafe(`
    insert into room_participants (room_id, user_id, joined_at)
    select pg_temp.bench_uuid('r', g), pg_temp.bench_uuid('u', 1 + floor(${U} * random())::int),
      now() - random() * interval '60 days'
    from generate_series(1, ${size.rooms}) g cross join lateral generate_series(1, g % 6 + (g / 7) % 2) j
    on conflict do nothing`);
  });

  // Names people search for, and the derived figures places/process keeps (rating, counts) for what was generated.
  await step('place names, ratings and opinion counts', async () => {
    await sql.unsafe(`
    update places p set
      name = (${textArray(PLACE_KINDS)})[1 + n.n % ${PLACE_KINDS.length}] || ' «'
        || (${textArray(PLACE_WORDS)})[1 + (n.n / ${PLACE_KINDS.length}) % ${PLACE_WORDS.length}] || '»',
      rating = f.rating, opinion_count = coalesce(f.count, 0), processed_at = now()
    from (select id, substr(code, 2)::int as n from places where code ~ '^p[0-9]+$') n
    left join (
      select place_id, avg(rating)::float8 as rating, count(*)::int as count from opinions
      where place_id is not null and visibility <> 'NOTES' group by place_id
    ) f on f.place_id = n.id
    where p.id = n.id`);
    await sql.unsafe(`
    update event_lists l set name = 'Афиша: ' || p.name from places p where p.id = l.place_id`);
  });

  await step('vacuum analyze', async () => {
    for (const table of [
      'users',
      'user_subscriptions',
      'user_visits',
      'opinions',
      'feedbacks',
      'rooms',
      'room_participants',
      'places',
      'event_lists',
    ]) {
      await sql.unsafe(`vacuum analyze ${table}`);
    }
  });
}
