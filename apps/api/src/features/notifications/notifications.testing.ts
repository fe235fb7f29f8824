import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationOutbox, users } from '../../db/schema.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { sendMessage } from '../chats/chats.service.ts';

// What the bot's tests need of the API's data, so they need no database library of their own: a person binding
// Telegram, a chat message sent, time passing for the outbox, and the outbox rows as they are.

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** The person binds Telegram (the binding leaves a Telegram id on their row). */
export async function bindTelegram(app: FastifyInstance, userId: string, telegramId: number) {
  await app.db.update(users).set({ telegramId }).where(eq(users.id, userId));
}

export async function telegramBlockedAt(app: FastifyInstance, userId: string): Promise<Date | null> {
  const [person] = await app.db.select({ at: users.telegramBlockedAt }).from(users).where(eq(users.id, userId));
  return person?.at ?? null;
}

/** A chat message, as the chats' socket stores it. */
export async function sendChatMessage(app: FastifyInstance, authorId: string, chatId: string, text: string) {
  const viewer: Viewer = { id: authorId, sessionId: '', permissions: [], via: 'cookie' };
  return sendMessage(app.db as Database, viewer, { chatId, clientId: `t${Math.random().toString(36).slice(2)}`, text });
}

/** Time passes: the person's waiting rows come due now. */
export async function makeDue(app: FastifyInstance, userId: string) {
  await app.db.execute(sql`update ${notificationOutbox} set available_at = now() - interval '1 second'
    where user_id = ${userId}::uuid and sent_at is null and failed_at is null`);
}

export async function outboxRowsOf(app: FastifyInstance, userId: string): Promise<OutboxRow[]> {
  return app.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
}

/** Rows due now and waiting, of anybody. */
export async function dueCount(app: FastifyInstance): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await app.db.execute(sql`select count(*)::int as n from ${notificationOutbox}
      where sent_at is null and failed_at is null and available_at <= now()`),
  );
  return Number(row?.n ?? 0);
}

export async function insertOutboxRows(app: FastifyInstance, rows: (typeof notificationOutbox.$inferInsert)[]) {
  await app.db.insert(notificationOutbox).values(rows);
}
