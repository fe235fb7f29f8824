import {
  CHATS_NAMESPACE,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_PATH,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MAX_MS,
  SOCKET_RECONNECTION_DELAY_MS,
} from '@mesto/domain';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { RealtimeStatus } from './status.ts';

export type { RealtimeStatus };

/** The product's settings (docs/product.md#constants): reconnect after 1–5 s with 0.5 randomisation, forever; 20 s connection timeout. */
export const chatsSocketOptions = {
  path: SOCKET_PATH,
  withCredentials: true,
  reconnection: true,
  reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
  randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
  reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
  timeout: SOCKET_CONNECT_TIMEOUT_MS,
  autoConnect: false,
  // WebSocket first: one connection that stays on the node it reached, so API nodes behind a load balancer need no
  // sticky sessions (long-polling's requests of one session must all reach the same node). Polling remains the
  // fallback for the rare network that blocks WebSockets.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

/**
 * A socket to the /chats namespace; it connects when told to (after sign-in). `baseUrl` is the API's origin,
 * empty for the same origin (the apps proxy /sockets to the API).
 */
export function createChatsSocket(baseUrl = '', overrides: Partial<ManagerOptions & SocketOptions> = {}): Socket {
  return io(`${baseUrl}${CHATS_NAMESPACE}`, { ...chatsSocketOptions, ...overrides });
}

/** Calls `listener` with the connection state now and on every change; returns the unsubscribe function. */
export function watchStatus(socket: Socket, listener: (status: RealtimeStatus) => void): () => void {
  const current = (): RealtimeStatus =>
    socket.connected ? 'connected' : socket.active ? 'connecting' : 'disconnected';
  const emit = () => listener(current());
  const onError = () => listener(socket.active ? 'connecting' : 'disconnected');
  socket.on('connect', emit);
  socket.on('disconnect', emit);
  socket.on('connect_error', onError);
  socket.io.on('reconnect_attempt', emit);
  emit();
  return () => {
    socket.off('connect', emit);
    socket.off('disconnect', emit);
    socket.off('connect_error', onError);
    socket.io.off('reconnect_attempt', emit);
  };
}
