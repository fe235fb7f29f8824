import type postgres from 'postgres';

// Chats at scale on top of the social bench's people (lib/social-generator.ts), generated inside PostgreSQL:
// private chats between pseudo-random pairs of people, and messages in them by either member over the last 30 days.
// Generated chats carry a `bench:` private key, so a new run replaces them and nothing else.

export type ChatSize = { chats: number; messagesPerChat: number };

export async function generateChats(sql: postgres.Sql, size: ChatSize, log: (line: string) => void) {
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('removing earlier generated chats', () => sql`delete from chats where private_key like 'bench:%'`);
  await sql`create temporary table if not exists bench_people as
    select id, row_number() over (order by id) as n from users`;
  const [{ people }] = (await sql`select count(*)::int as people from bench_people`) as unknown as [{ people: number }];
  await step(`${size.chats} private chats`, async () => {
    await sql`insert into chats (type, private_key, created_at)
      select 'PRIVATE', 'bench:' || g, now() - interval '60 days' from generate_series(1, ${size.chats}) as g`;
    // Two different people per chat, spread over everyone.
    await sql`insert into chat_members (chat_id, user_id, joined_at)
      select c.id, p.id, c.created_at
      from (select id, created_at, substr(private_key, 7)::bigint as k from chats where private_key like 'bench:%') as c
      join bench_people as p
        on p.n = (c.k * 7) % ${people} + 1 or p.n = (c.k * 13 + 17) % ${people} + 1
      on conflict do nothing`;
  });
  await step(`about ${size.chats * size.messagesPerChat} messages`, async () => {
    await sql`insert into messages (chat_id, author_id, text, created_at)
      select m.chat_id, m.user_id, 'Сообщение ' || k, now() - random() * interval '30 days'
      from chat_members as m
      join chats as c on c.id = m.chat_id and c.private_key like 'bench:%'
      cross join generate_series(1, ${Math.ceil(size.messagesPerChat / 2)}) as k`;
    await sql`update chats as c set last_message_at = x.at
      from (select chat_id, max(created_at) as at from messages group by chat_id) as x
      where x.chat_id = c.id and c.private_key like 'bench:%'`;
  });
  await step('vacuum analyze', async () => {
    for (const table of ['chats', 'chat_members', 'messages']) await sql.unsafe(`vacuum analyze ${table}`);
  });
}
