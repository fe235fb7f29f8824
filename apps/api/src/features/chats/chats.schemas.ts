import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_MESSAGE_RULE,
  CHAT_MESSAGES_PAGE,
  CHAT_MESSAGES_PAGE_MAX,
  CHAT_TITLE_RULE,
  CHAT_TYPES,
} from '@mesto/domain';
import { z } from 'zod';
import { ModerationMark } from '../../lib/moderation.ts';
import { IdOrCode, Text } from '../../lib/schemas.ts';
import { chatMessages } from './chats.messages.ts';

const PersonRef = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarFileId: z.uuid().nullable(),
});

export const ChatMessage = z
  .object({
    id: z.uuid(),
    chatId: z.uuid(),
    /** The id the sending device chose, so it can match its pending copy (null for messages without one). */
    clientId: z.string().nullable(),
    text: z.string(),
    /** Null when the author's account is gone. */
    author: PersonRef.nullable(),
    moderation: ModerationMark,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ChatMessage' });

export const Chat = z
  .object({
    id: z.uuid(),
    type: z.enum(CHAT_TYPES),
    /** What the viewer calls this chat: a group's or room's title, the other person's name, the organisation's. */
    title: z.string(),
    /** A PRIVATE chat with an organisation: the person writes to it, its team answers. */
    organisation: z.object({ id: z.uuid(), code: z.string(), name: z.string() }).nullable(),
    /** A chat with an organisation: the place of it the person last wrote from, so the team knows what it is about. */
    place: z.object({ id: z.uuid(), code: z.string(), name: z.string() }).nullable(),
    /** The other side of a PRIVATE chat as the viewer sees it: the other person, or for the team the person. */
    counterpart: PersonRef.nullable(),
    room: z.object({ id: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() }).nullable(),
    /** Who made a GROUP chat. */
    ownerId: z.uuid().nullable(),
    memberCount: z.number().int(),
    /** Members (not the team of an organisation chat), at most the first 200 by joining time. */
    members: z.array(PersonRef),
    lastMessage: ChatMessage.nullable(),
    /** Messages of others after the viewer's read marker. */
    unreadCount: z.number().int(),
    /** The last message the viewer read (for the «new messages» line), null when none. */
    lastReadMessageId: z.uuid().nullable(),
    /**
     * Up to when the other side has read (the latest marker of the others; for the team, the person's): my
     * messages up to it show as read. Null when nobody else read anything yet.
     */
    othersReadAt: z.iso.datetime().nullable(),
    /** The viewer answers as the organisation's team. */
    asTeam: z.boolean(),
    createdAt: z.iso.datetime(),
    lastMessageAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Chat' });

export const ChatFields = z.object({
  title: Text(CHAT_TITLE_RULE),
  memberIds: z
    .array(z.uuid())
    .max(CHAT_GROUP_MAX_MEMBERS - 1, chatMessages.tooManyMembers)
    .optional()
    .describe('The other members of a group (the owner is always in it); on an edit, the whole new list.'),
});

export const ChatListQuery = z.object({
  type: z.enum(CHAT_TYPES).optional().describe('Only chats of this type.'),
  organisation: IdOrCode.optional().describe(
    'The chats people opened with this organisation, for its team (the business panel); without it, my own chats.',
  ),
  unread: z.stringbool().optional().describe('Only chats with messages I have not read.'),
});

export const PrivateChatQuery = z.object({
  user: z.string().min(1).max(100).optional().describe('The person to talk to: id, code or username.'),
  organisation: IdOrCode.optional().describe('The organisation to write to (its team answers).'),
  place: IdOrCode.optional().describe(
    'With `organisation`: the place of it the person writes from (its page), id or code; the chat keeps the latest.',
  ),
  opinion: z
    .uuid()
    .optional()
    .describe('For a team: write to the author of an opinion about the organisation’s place or event.'),
});

export const MessagesQuery = z.object({
  chat: z.uuid().describe('The chat.'),
  cursor: z
    .uuid(chatMessages.badCursor)
    .optional()
    .describe('Older messages: the nextCursor of the previous page (a message id).'),
  after: z
    .uuid()
    .optional()
    .describe('Catching up after a reconnect: messages after this one, oldest first (nextCursor: more of them).'),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_PAGE_MAX).default(CHAT_MESSAGES_PAGE),
});

export const MessagesPage = z
  .object({
    items: z.array(ChatMessage),
    nextCursor: z
      .string()
      .nullable()
      .describe('Without `after`: older messages (newest first). With `after`: the next newer ones (oldest first).'),
  })
  .meta({ id: 'ChatMessagesPage' });

export const LeaveChatBody = z.object({ chatId: z.uuid() });

/** What a device sends with `message:send`. */
export const SendMessage = z.object({
  chatId: z.uuid(),
  clientId: z.string().trim().min(1).max(64),
  text: Text(CHAT_MESSAGE_RULE),
});
export const ReadMessage = z.object({ chatId: z.uuid(), messageId: z.uuid() });
export const Typing = z.object({ chatId: z.uuid() });

export const UnreadCountQuery = z.object({
  team: z
    .stringbool()
    .optional()
    .describe('Count the chats people opened with my organisations (their teams answer them) instead of my own.'),
  organisation: IdOrCode.optional().describe('With `team`: only this organisation’s chats.'),
});

export const UnreadCount = z
  .object({ chats: z.number().int().describe('Chats with messages of others after my read marker.') })
  .meta({ id: 'ChatUnreadCount' });
