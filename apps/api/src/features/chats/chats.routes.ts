import { ChatType } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMembers, chats, organisations, userOrganisationBinds, users } from '../../db/schema.ts';
import { registerCollection } from '../../lib/collection.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { errorResponses, Ok } from '../../lib/schemas.ts';
import { nameOnly, searched, searchMatcher } from '../../lib/search.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { chatAccess, findChat, mayEditChat, memberOf, teamOf, visibleChats } from './chats.access.ts';
import { messagesPage } from './chats.history.ts';
import { chatItem, loadRelated, toChat } from './chats.items.ts';
import { createGroup, leaveGroup, openPrivateChat, updateGroup } from './chats.membership.ts';
import { chatMessages } from './chats.messages.ts';
import { unreadCondition } from './chats.reads.ts';
import {
  Chat,
  ChatFields,
  ChatListQuery,
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
  registerCollection(app, {
    name: 'chats',
    schemaName: 'Chat',
    accessParam: 'chat',
    table: chats,
    idColumn: chats.id,
    item: Chat,
    fields: ChatFields,
    listQuery: ChatListQuery,

    access: {
      read: 'user',
      visible: ({ viewer }) => visibleChats(viewer),
      async row({ db, viewer }, row) {
        const { canView } = await chatAccess(db, viewer, row);
        const canEdit = canView && mayEditChat(viewer, row);
        return { canView, canEdit, canDelete: canEdit };
      },
      create: ({ viewer }) => viewer !== null,
    },

    async filters({ db, viewer }, query) {
      if (!viewer) throw unauthorized();
      const conditions: (SQL | undefined)[] = [];
      if (query.organisation) {
        // The business panel: the chats people opened with an organisation of the viewer's team.
        const organisationId = refersTo(userOrganisationBinds.organisationId, query.organisation, {
          table: organisations,
          id: organisations.id,
          code: organisations.code,
        });
        const [bind] = await db
          .select({ organisationId: userOrganisationBinds.organisationId })
          .from(userOrganisationBinds)
          .where(sql`${userOrganisationBinds.userId} = ${viewer.id} and ${organisationId}`);
        if (!bind) throw forbidden(chatMessages.notMember);
        conditions.push(sql`${chats.organisationId} = ${bind.organisationId}`);
      } else {
        conditions.push(memberOf(viewer));
      }
      if (query.type) conditions.push(sql`${chats.type} = ${query.type}`);
      if (query.unread) conditions.push(unreadCondition(viewer));
      const matches = await searchMatcher(db, query.q);
      if (matches) {
        // A group's or room's title, or the name of the person or organisation on the other side.
        conditions.push(sql`(${matches(nameOnly(chats.title))}
          or exists (select 1 from ${users} join ${chatMembers} on ${chatMembers.userId} = ${users.id}
            where ${chatMembers.chatId} = ${chats.id} and not ${chatMembers.team} and ${users.id} <> ${viewer.id}
              and ${matches(searched.users())})
          or exists (select 1 from ${organisations} where ${organisations.id} = ${chats.organisationId}
            and ${matches(searched.organisations())}))`);
      }
      return conditions;
    },
    sorts: {
      // The chat with the latest message first; a chat without messages by when it was opened.
      recent: () => ({
        keys: [
          {
            expression: sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`,
            direction: 'desc',
            kind: 'timestamp',
          },
        ],
      }),
    },

    find: findChat,
    load: ({ db, viewer }, rows) => loadRelated(db, viewer, rows),
    toItem: (row, { viewer }, related) => toChat(row, viewer, related),

    blank: () => ({ title: '', memberIds: [] }),

    async create({ db, viewer }, values) {
      return createGroup(db, viewer, values);
    },
    async update({ db, viewer }, existing, values) {
      if (existing.type !== ChatType.GROUP) throw badRequest(chatMessages.notEditable, undefined, 'NOT_EDITABLE');
      if (!mayEditChat(viewer, existing)) throw forbidden(chatMessages.onlyOwnerEdits);
      return updateGroup(db, existing, values);
    },
    async remove({ db }, row) {
      await db.delete(chats).where(sql`${chats.id} = ${row.id}`);
    },
  });

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
      const { team, organisation } = request.query;
      const scope = team
        ? sql`${teamOf(viewer)}${
            organisation
              ? sql` and ${refersTo(chats.organisationId, organisation, {
                  table: organisations,
                  id: organisations.id,
                  code: organisations.code,
                })}`
              : sql``
          }`
        : memberOf(viewer);
      const [row] = await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(chats)
        .where(sql`${scope} and ${unreadCondition(viewer)}`);
      return { chats: row?.count ?? 0 };
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
