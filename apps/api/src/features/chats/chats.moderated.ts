import { chatPath } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import { chats, messages } from '../../db/schema.ts';
import type { ModeratedKind } from '../../lib/moderated-kind.ts';
import { mayViewModerated } from '../../lib/moderation.ts';
import { chatAccess } from './chats.access.ts';

/** Chat messages: seen by whoever may read their chat, as their moderation state allows. */
export const chatMessageModerated: ModeratedKind<'CHAT_MESSAGE'> = {
  type: 'CHAT_MESSAGE',
  table: messages,
  async load(db, id) {
    const [row] = await db
      .select({ message: messages, chat: chats })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(eq(messages.id, id));
    if (!row) return undefined;
    const { message, chat } = row;
    return {
      type: 'CHAT_MESSAGE',
      id,
      authorId: message.authorId,
      state: message.moderationState,
      reason: message.moderationReason,
      text: message.text,
      title: chat.title || 'Чат',
      link: chatPath(chat.id),
      canView: async (viewer) =>
        (await chatAccess(db, viewer, chat)).canView && (await mayViewModerated(viewer, message)),
    };
  },
};
