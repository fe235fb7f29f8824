import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses, Ok } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { chatsCollection } from './chats.collection.ts';
import { messagesPage } from './chats.history.ts';
import { chatItem } from './chats.items.ts';
import { leaveGroup, openPrivateChat } from './chats.membership.ts';
import { unreadChatCount } from './chats.reads.ts';
import {
  Chat,
  LeaveChatBody,
  MessagesPage,
  MessagesQuery,
  PrivateChatQuery,
  UnreadCount,
  UnreadCountQuery,
} from './chats.schemas.ts';
import { chatsSocket } from './chats.socket.ts';

const tags = ['chats'];

export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, chatsCollection);

  app.get(
    '/chats/private',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'My private chat with a person or an organisation, opened the first time it is asked for',
        description:
          'One pair has one chat. With `organisation`, the organisation’s team answers: they see it in the ' +
          'business panel (`GET chats?organisation=`).',
        querystring: PrivateChatQuery,
        response: { 200: Chat, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const row = await openPrivateChat(app.db, viewer, request.query);
      return chatItem(app.db, viewer, row);
    },
  );

  app.get(
    '/chats/last-messages-by-chat',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'The messages of a chat: the newest page and older ones, or what came after a message',
        description:
          'Newest first, `cursor` going back in time. With `after` (the last message a device holds), what came ' +
          'after it, oldest first: how a device that was offline catches up.',
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return messagesPage(app.db, viewer, request.query);
    },
  );

  app.get(
    '/chats/unread-count',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'How many of my chats (or, with `team`, of my organisations’ chats) have messages I have not read',
        querystring: UnreadCountQuery,
        response: { 200: UnreadCount, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return { chats: await unreadChatCount(app.db, viewer, request.query) };
    },
  );

  app.post(
    '/chats/leave',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Leave a group chat (its owner deletes it instead)',
        body: LeaveChatBody,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      await leaveGroup(app.db, viewer, request.body.chatId);
      return { ok: true as const };
    },
  );

  chatsSocket(app);
};
