import { ChatType } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import { chatMembers, chats, organisations, userOrganisationBinds, users } from '../../db/schema.ts';
import { defineCollection } from '../../lib/collection.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { nameOnly, searched, searchMatcher } from '../../lib/search.ts';
import { chatAccess, findChat, mayEditChat, memberOf, visibleChats } from './chats.access.ts';
import { loadRelated, toChat } from './chats.items.ts';
import { createGroup, updateGroup } from './chats.membership.ts';
import { chatMessages } from './chats.messages.ts';
import { unreadCondition } from './chats.reads.ts';
import { Chat, ChatFields, ChatListQuery } from './chats.schemas.ts';

/** A person's chats, and the chats of their organisations' teams; groups are made, renamed and deleted here. */
export const chatsCollection = defineCollection({
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
