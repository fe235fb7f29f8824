import type { RealtimeStatus } from '@mesto/realtime';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { env } from '../config/env.ts';

// The chats socket of the app (spec §4: connected or disconnected, reconnecting on its own). socket.io-client is
// loaded only once someone signs in, so it stays out of the first load of the public site; `@mesto/realtime`'s
// `RealtimeProvider` would pull it into the entry chunk, hence the small store here over its framework-free API.

let status: RealtimeStatus = 'disconnected';
const listeners = new Set<() => void>();
let socket: Promise<Socket> | null = null;
let wanted = false;

function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function loadSocket(): Promise<Socket> {
  socket ??= import('@mesto/realtime').then(({ createChatsSocket, watchStatus }) => {
    const created = createChatsSocket(env.apiUrl);
    watchStatus(created, setStatus);
    return created;
  });
  return socket;
}

/** Connects while someone is signed in and disconnects on logout (the server authenticates by the same cookies). */
export function setRealtimeWanted(signedIn: boolean): void {
  wanted = signedIn;
  if (signedIn) {
    void loadSocket().then((loaded) => {
      if (wanted && !loaded.active) loaded.connect();
    });
  } else if (socket !== null) {
    void socket.then((loaded) => {
      if (!wanted) loaded.disconnect();
    });
  }
}

/** The socket itself, for features that send and receive chat events. */
export function getChatsSocket(): Promise<Socket> {
  return loadSocket();
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
