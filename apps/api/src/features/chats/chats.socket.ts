import { CHATS_NAMESPACE, ChatEvent } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { onSessionCheckedEvent, onSocketEvent, type SocketUser } from '../../plugins/realtime.ts';
import { isPrivateChatBlocked, readableChat } from './chats.access.ts';
import { recipientsOf, sendMessage, sharedSendLimiter } from './chats.delivery.ts';
import { markRead } from './chats.reads.ts';
import { ReadMessage, SendMessage, Typing } from './chats.schemas.ts';

/** The payload as the schema reads it, or the 400 a person can act on (the same wording as HTTP's). */
function parse<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const result = schema.safeParse(payload);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

const userRoom = (userId: string) => `user:${userId}`;

/**
 * The chats' realtime events (`ChatEvent` in @mesto/domain). A viewer is the socket's authenticated user; every event
 * checks, like HTTP does, that they may read the chat. Messages are stored before anyone hears of them; they go to
 * the rooms of their recipients' users (every device of each), across API nodes through the Redis adapter.
 * A message's one statement also checks the socket's session (no lookup of its own before it, as the other events
 * have): a chat message is the event people wait on.
 */
export function chatsSocket(app: FastifyInstance) {
  const limit = sharedSendLimiter(app.counters.redis);
  app.io.of(CHATS_NAMESPACE).on('connection', (socket) => {
    const user = socket.data.user as SocketUser;
    // The socket's user as the services take a viewer; permissions play no part in chats.
    const viewer: Viewer = { id: user.id, sessionId: user.sessionId, permissions: [], via: 'cookie' };

    onSessionCheckedEvent(
      socket,
      ChatEvent.SEND,
      async (payload) => {
        const input = parse(SendMessage, payload);
        await limit(viewer.id);
        // A resend (the same clientId) is emitted again too: a node that stored the message and went before emitting
        // it left the other devices without it, and only the author's resend, on another node, can tell them.
        const { message, recipients } = await sendMessage(app.db, viewer, input, { checkSession: true });
        if (recipients.length > 0) {
          app.io
            .of(CHATS_NAMESPACE)
            .to(recipients.map(userRoom))
            .emit(ChatEvent.NEW, { chatId: message.chatId, message });
        }
        return message;
      },
      app.db,
      app.log,
    );

    onSocketEvent(
      socket,
      ChatEvent.READ,
      async (payload) => {
        const input = parse(ReadMessage, payload);
        const { chat, access } = await readableChat(app.db, viewer, input.chatId);
        const read = await markRead(app.db, viewer, chat, access, input.messageId);
        const recipients = await recipientsOf(app.db, chat);
        app.io.of(CHATS_NAMESPACE).to(recipients.map(userRoom)).emit(ChatEvent.READ, read);
        return read;
      },
      app.log,
    );

    onSocketEvent(
      socket,
      ChatEvent.TYPING,
      async (payload) => {
        const input = parse(Typing, payload);
        const { chat } = await readableChat(app.db, viewer, input.chatId);
        // Between a blocked pair nothing is written, so nobody is shown as writing.
        if (await isPrivateChatBlocked(app.db, viewer, chat)) return;
        const recipients = (await recipientsOf(app.db, chat)).filter((id) => id !== viewer.id);
        if (recipients.length === 0) return;
        const [person] = await app.db.query.users.findMany({
          columns: { id: true, displayName: true },
          where: (users, { eq }) => eq(users.id, viewer.id),
          limit: 1,
        });
        app.io
          .of(CHATS_NAMESPACE)
          .to(recipients.map(userRoom))
          .emit(ChatEvent.TYPING, { chatId: chat.id, user: person ?? { id: viewer.id, displayName: '' } });
      },
      app.log,
    );
  });
}
