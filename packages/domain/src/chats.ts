import type { TextRule } from './fields.ts';

// Chats: the rules the API enforces and the apps explain, and the names of the realtime events both sides use.

export const CHAT_MESSAGE_RULE: TextRule = {
  label: 'Сообщение',
  max: 4000,
  required: 'Напишите сообщение',
  multiline: true,
};
export const CHAT_TITLE_RULE: TextRule = { label: 'Название', max: 120, required: 'Укажите название' };
/** People in a group chat, its owner included. */
export const CHAT_GROUP_MAX_MEMBERS = 200;
/** Messages per page of a chat's history, by default and at most. */
export const CHAT_MESSAGES_PAGE = 50;
export const CHAT_MESSAGES_PAGE_MAX = 100;
/** A person sends at most this many messages in this many seconds; the rest are refused with a message. */
export const CHAT_SEND_BURST = 20;
export const CHAT_SEND_WINDOW_SECONDS = 10;

/** Realtime events of the /chats namespace (docs/product.md#chats). */
export const ChatEvent = {
  /** client → server: `{ chatId, clientId, text }`, acknowledged with the stored message. */
  SEND: 'message:send',
  /** server → client: `{ chatId, message }`, to every member's devices, the sender's included. */
  NEW: 'message:new',
  /** client → server: `{ chatId, messageId }` (read up to it); server → client: `{ chatId, userId, messageId, at }`. */
  READ: 'chat:read',
  /** client → server: `{ chatId }`; server → client: `{ chatId, user: { id, displayName } }` to the others. */
  TYPING: 'chat:typing',
  /** server → client: `{ userId }` once the connection is authenticated. */
  READY: 'ready',
} as const;
export type ChatEvent = (typeof ChatEvent)[keyof typeof ChatEvent];

/**
 * server → client: `{ since }` (ISO), just before the server closes the transport after live delivery between its
 * nodes failed (a Redis outage): on reconnecting, catch up from the newest message held from before `since`, as
 * messages of others may be missing after it even where this device's own were answered. A constant of its own, not
 * in ChatEvent: only the open chat listens for it, so the first load of the apps does not carry it.
 */
export const CHAT_CATCH_UP_EVENT = 'server:catch-up';
