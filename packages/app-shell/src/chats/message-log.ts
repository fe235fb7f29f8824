import type { ShownMessage, StoredMessage } from './chat-types.ts';

// The messages of one open chat as a plain value, changed only through these functions, so what the screen shows
// after any order of events (history pages, live messages, the device's own sends and their answers, a catch-up
// after a reconnect) is decided here and tested without a browser or a socket.

export type MessageLog = {
  /** Oldest first; stored messages by (time, id), then this device's pending ones in the order they were written. */
  messages: ShownMessage[];
  /** The cursor of older messages, null when the start of the chat is loaded. */
  olderCursor: string | null;
};

export const emptyLog: MessageLog = { messages: [], olderCursor: null };

const byTime = (a: StoredMessage, b: StoredMessage) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1;

/** Stored messages merged in (duplicates by id and by a pending copy's clientId dropped), order restored. */
export function addStored(log: MessageLog, incoming: readonly StoredMessage[]): MessageLog {
  if (incoming.length === 0) return log;
  const ids = new Set(incoming.map((message) => message.id));
  const clientIds = new Set(incoming.map((message) => message.clientId).filter((id): id is string => id !== null));
  const kept = log.messages.filter(
    (message) => !ids.has(message.id) && !(message.state && message.clientId && clientIds.has(message.clientId)),
  );
  const stored = [...kept.filter((message) => !message.state), ...incoming].sort(byTime);
  const pending = kept.filter((message) => message.state);
  return { ...log, messages: [...stored, ...pending] };
}

/** The newest page (newest first, as the API gives it) of a chat just opened. */
export function fromNewestPage(page: { items: StoredMessage[]; nextCursor: string | null }): MessageLog {
  return addStored({ messages: [], olderCursor: page.nextCursor }, page.items);
}

/** An older page joined at the top. */
export function addOlderPage(log: MessageLog, page: { items: StoredMessage[]; nextCursor: string | null }) {
  return { ...addStored(log, page.items), olderCursor: page.nextCursor };
}

/** A message this device is sending: shown at once, at the end. */
export function addPending(log: MessageLog, message: ShownMessage): MessageLog {
  return { ...log, messages: [...log.messages, message] };
}

/** A pending message failed (or is sent again): its state changes in place. */
export function setPendingState(
  log: MessageLog,
  clientId: string,
  state: 'sending' | 'failed',
  error?: string,
): MessageLog {
  return {
    ...log,
    messages: log.messages.map((message) =>
      message.state && message.clientId === clientId
        ? { ...message, state, ...(error === undefined ? {} : { error }) }
        : message,
    ),
  };
}

/**
 * Where a catch-up after a reconnect starts from: the newest stored message, or, when the server said that live
 * delivery may have failed from `since` on, the newest stored message from before then (messages held after it may be
 * this device's own, answered while others' did not come), else the oldest held (the history was loaded after it).
 */
export function lastStored(log: MessageLog, since?: string): StoredMessage | undefined {
  if (since === undefined) return log.messages.findLast((message) => !message.state);
  const limit = Date.parse(since);
  return (
    log.messages.findLast((message) => !message.state && Date.parse(message.createdAt) < limit) ??
    log.messages.find((message) => !message.state)
  );
}

/** Messages of this device still waiting for the server's answer (sent again after a reconnect). */
export function pendingOf(log: MessageLog): ShownMessage[] {
  return log.messages.filter((message) => message.state === 'sending');
}
