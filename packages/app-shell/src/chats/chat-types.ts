import type { components } from '@mesto/api-client';

export type ChatSummary = components['schemas']['Chat'];
export type StoredMessage = components['schemas']['ChatMessage'];

/** What the server sends on the /chats namespace (ChatEvent in @mesto/domain). */
export type NewMessageEvent = { chatId: string; message: StoredMessage };
export type TypingEvent = { chatId: string; user: { id: string; displayName: string } };
export type Ack<T> = { ok: true; data: T } | { ok: false; error: { message: string; code?: string } };

/** A message on screen: stored, or still on its way (or failed) from this device. */
export type ShownMessage = StoredMessage & {
  /** Absent for stored messages; a pending one has the id of its clientId until the server answers. */
  state?: 'sending' | 'failed';
  /** Why a failed message failed, in the server's words. */
  error?: string;
};
