// The chats feature is split by concern: chats.access.ts (who may read and write a chat), chats.membership.ts (who
// is in one: groups, private chats, rooms' chats), chats.history.ts (messages as people read them), chats.reads.ts
// (read markers, unread), chats.delivery.ts (sending, and who hears of it) and chats.items.ts (the items of a list).
// This file keeps the names other features' tests import.

export { chatAccess, findChat } from './chats.access.ts';
export { sendMessage } from './chats.delivery.ts';
export { markRead } from './chats.reads.ts';
