import { useApi } from '@mesto/api-client/react';
import { CHAT_CATCH_UP_EVENT, ChatEvent } from '@mesto/domain';
import { useRealtime, useRealtimeStatus } from '@mesto/realtime/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Ack, NewMessageEvent, ShownMessage, StoredMessage, TypingEvent } from './chat-types.ts';
import {
  addOlderPage,
  addPending,
  addStored,
  emptyLog,
  fromNewestPage,
  lastStored,
  type MessageLog,
  pendingOf,
  setPendingState,
} from './message-log.ts';
import { chatMessages as text } from './messages.ts';

/** How long a send may wait for the server's answer while connected before it shows as failed (with «Повторить»). */
const SEND_TIMEOUT_MS = 15_000;
/** How long «печатает…» stays after the last typing signal, and how often this device sends one. */
const TYPING_SHOWN_MS = 4_000;
const TYPING_EVERY_MS = 2_500;
const PAGE = 50;
/** The refusal of a send into a chat one may no longer write to (a block between the two people). */
const CHAT_UNAVAILABLE = 'CHAT_UNAVAILABLE';

type Author = { id: string; code: string; username: string | null; displayName: string; avatarFileId: string | null };

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One open chat: its history (the newest page, older pages on demand), live messages, this device's sends with their
 * state, catching up after the connection comes back, the read marker and who is typing.
 *
 * Sending is safe to repeat: each message carries an id chosen here (`clientId`), and the server stores one message
 * per id. So a message whose answer did not come is simply sent again after a reconnect, never doubled.
 */
export function useConversation(chatId: string | null, me: Author | null) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const status = useRealtimeStatus();
  const [log, setLog] = useState<MessageLog>(emptyLog);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typing, setTyping] = useState<{ name: string; until: number } | null>(null);
  // The server refuses every message of this chat (a block between two people): its words, said once for the chat.
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const logRef = useRef(log);
  logRef.current = log;
  const readUpTo = useRef<string | null>(null);
  /** Set by the server's CATCH_UP before it closes the connection: the next catch-up starts before this time. */
  const catchUpSince = useRef<string | undefined>(undefined);
  const lastTypingSent = useRef(0);

  const fetchPage = useCallback(
    (query: { chat: string; cursor?: string; after?: string; limit: number }) =>
      queryClient.fetchQuery({
        ...$api.queryOptions('get', '/api/chats/last-messages-by-chat', { params: { query } }),
        staleTime: 0,
      }),
    [$api, queryClient],
  );

  // The newest page when the chat opens.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!chatId) return;
    let current = true;
    setLog(emptyLog);
    setState('loading');
    setUnavailable(null);
    readUpTo.current = null;
    fetchPage({ chat: chatId, limit: PAGE }).then(
      (page) => {
        if (!current) return;
        setLog(fromNewestPage(page));
        setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [chatId, fetchPage, attempt]);

  const loadOlder = useCallback(async () => {
    const cursor = logRef.current.olderCursor;
    if (!chatId || !cursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchPage({ chat: chatId, cursor, limit: PAGE });
      setLog((current) => addOlderPage(current, page));
    } finally {
      setLoadingOlder(false);
    }
  }, [chatId, fetchPage, loadingOlder]);

  // Live: new messages and typing signals of this chat.
  useEffect(() => {
    if (!chatId || status !== 'connected') return;
    let socket: Awaited<ReturnType<typeof realtime.getChatsSocket>> | null = null;
    let cancelled = false;
    const onMessage = (event: NewMessageEvent) => {
      if (event.chatId === chatId) setLog((current) => addStored(current, [event.message]));
    };
    // The server is about to close the connection because live delivery failed from `since` on (its nodes lost each
    // other for a while): the catch-up after the reconnect starts before then.
    const onCatchUp = (event: { since?: unknown }) => {
      if (typeof event?.since === 'string' && !Number.isNaN(Date.parse(event.since))) {
        catchUpSince.current =
          catchUpSince.current && catchUpSince.current < event.since ? catchUpSince.current : event.since;
      }
    };
    const onTyping = (event: TypingEvent) => {
      if (event.chatId === chatId && event.user.id !== me?.id) {
        setTyping({ name: event.user.displayName, until: Date.now() + TYPING_SHOWN_MS });
      }
    };
    realtime.getChatsSocket().then((loaded) => {
      if (cancelled) return;
      socket = loaded;
      loaded.on(ChatEvent.NEW, onMessage);
      loaded.on(ChatEvent.TYPING, onTyping);
      loaded.on(CHAT_CATCH_UP_EVENT, onCatchUp);
    });
    return () => {
      cancelled = true;
      socket?.off(ChatEvent.NEW, onMessage);
      socket?.off(ChatEvent.TYPING, onTyping);
      socket?.off(CHAT_CATCH_UP_EVENT, onCatchUp);
    };
  }, [chatId, status, realtime, me?.id]);

  // «печатает…» goes away by itself.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(timer);
  }, [typing]);

  const deliver = useCallback(
    async (message: ShownMessage) => {
      if (!chatId || !message.clientId) return;
      const socket = await realtime.getChatsSocket();
      try {
        const answer = (await socket.timeout(SEND_TIMEOUT_MS).emitWithAck(ChatEvent.SEND, {
          chatId,
          clientId: message.clientId,
          text: message.text,
        })) as Ack<StoredMessage>;
        if (answer.ok) setLog((current) => addStored(current, [answer.data]));
        else {
          setLog((current) => setPendingState(current, message.clientId as string, 'failed', answer.error.message));
          if (answer.error.code === CHAT_UNAVAILABLE) setUnavailable(answer.error.message);
        }
      } catch {
        // No answer in time. While disconnected the message stays «sending» and goes again on reconnect.
        if (socket.connected) {
          setLog((current) => setPendingState(current, message.clientId as string, 'failed', text.noAnswer));
        }
      }
    },
    [chatId, realtime],
  );

  // Back online: what came while away, then this device's messages that got no answer, sent again.
  const wasConnected = useRef(status === 'connected');
  useEffect(() => {
    const reconnected = status === 'connected' && !wasConnected.current;
    wasConnected.current = status === 'connected';
    if (!reconnected || !chatId || state !== 'ready') return;
    let current = true;
    (async () => {
      const since = catchUpSince.current;
      catchUpSince.current = undefined;
      let after = lastStored(logRef.current, since)?.id;
      if (after) {
        for (let pages = 0; pages < 20 && current; pages++) {
          const page = await fetchPage({ chat: chatId, after, limit: 100 });
          if (!current) return;
          setLog((log) => addStored(log, page.items));
          if (!page.nextCursor) break;
          after = page.nextCursor;
        }
      }
      for (const message of pendingOf(logRef.current)) void deliver(message);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [status, chatId, state, fetchPage, deliver]);

  const send = useCallback(
    (messageText: string) => {
      if (!chatId || !me) return;
      const clientId = newClientId();
      const pending: ShownMessage = {
        id: clientId,
        chatId,
        clientId,
        text: messageText,
        author: me,
        moderation: null,
        createdAt: new Date().toISOString(),
        state: 'sending',
      };
      setLog((current) => addPending(current, pending));
      void deliver(pending);
    },
    [chatId, me, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = logRef.current.messages.find((item) => item.state && item.clientId === clientId);
      if (!message) return;
      setLog((current) => setPendingState(current, clientId, 'sending'));
      void deliver(message);
    },
    [deliver],
  );

  /** Marks the newest message of others as read (once per message), so unread counts and «new» lines follow. */
  const markRead = useCallback(async () => {
    if (!chatId || status !== 'connected') return;
    const newest = logRef.current.messages.findLast((message) => !message.state && message.author?.id !== me?.id);
    if (!newest || readUpTo.current === newest.id) return;
    readUpTo.current = newest.id;
    const socket = await realtime.getChatsSocket();
    socket.emit(ChatEvent.READ, { chatId, messageId: newest.id });
  }, [chatId, status, realtime, me?.id]);

  /** Tells the others this person is typing (at most every few seconds). */
  const signalTyping = useCallback(async () => {
    if (!chatId || status !== 'connected') return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = now;
    const socket = await realtime.getChatsSocket();
    socket.emit(ChatEvent.TYPING, { chatId });
  }, [chatId, status, realtime]);

  return {
    messages: log.messages,
    hasOlder: log.olderCursor !== null,
    loadingOlder,
    loadOlder,
    state,
    reload: () => setAttempt((value) => value + 1),
    send,
    retry,
    markRead,
    signalTyping,
    typingName: typing?.name ?? null,
    unavailable,
  };
}
