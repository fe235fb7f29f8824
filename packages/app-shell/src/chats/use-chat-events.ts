import { ChatEvent } from '@mesto/domain';
import { useOptionalRealtime, useRealtimeStatus } from '@mesto/realtime/react';
import { useEffect, useRef } from 'react';

/** A burst of messages (a busy group) makes one refresh, this long after the last of them. */
const REFRESH_AFTER_MS = 300;

/**
 * Calls `refresh` when something changes in the person's chats — a new message, or a chat read on any of their
 * devices — at most once per burst, and once when the connection comes (back), for what changed while away. Nothing
 * outside a realtime provider or while disconnected. Server state stays the one source of truth: the caller
 * refetches rather than patching its copy from events.
 */
export function useChatEvents(refresh: () => void, enabled = true) {
  const realtime = useOptionalRealtime();
  const status = useRealtimeStatus();
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    if (!enabled || status !== 'connected' || realtime === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let detach = () => {};
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), REFRESH_AFTER_MS);
    };
    realtime.getChatsSocket().then((socket) => {
      if (cancelled) return;
      socket.on(ChatEvent.NEW, soon);
      socket.on(ChatEvent.READ, soon);
      detach = () => {
        socket.off(ChatEvent.NEW, soon);
        socket.off(ChatEvent.READ, soon);
      };
    });
    soon();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach();
    };
  }, [enabled, status, realtime]);
}
